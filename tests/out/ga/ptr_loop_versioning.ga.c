#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/ptr_loop_versioning.upc"
/* ptr_loop_versioning.upc - loops that index a private pointer-to-shared, p[k]: the translators
   reach this thread's elements through a local pointer (a fast copy of the loop when the whole
   index range stays in p's block, a test per access otherwise). Covers the cases where that
   is right (own block, negative indices, indefinite blocks, structs, compound assignments,
   neighbours p[k+1]) and those where the fast copy must not run: the range crosses into another
   thread's block (forwards and backwards), the pointer points to another thread's data, the
   loop's bound or the pointer itself is changed by a function the body calls, an index with a
   side effect, a cast to another block size. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
#line 16 "samples/upc/ptr_loop_versioning.upc"
struct pt {
    int x;
    double y;
};
/* `shared [8] int a[32 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `a[i]`: read in place on its thread or node, else NGA_Get. */
static inline int a_get(long i) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return a_local[pos];
    upcga_get_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(int), i % 8 };
    return p;
}
/* `shared [8] int b[32 * THREADS]`: a GA array (one row per thread); this thread's part is b_local. */
int g_b;
int *b_local;
/* `b[i]`: read in place on its thread or node, else NGA_Get. */
static inline int b_get(long i) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_b, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return b_local[pos];
    upcga_get_at(g_b, t, pos, &v, sizeof v);
    return v;
}
/* `&b[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b_ref(long i) {
    upcga_ptr_t p = { g_b, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(int), i % 8 };
    return p;
}
/* `shared [8] int c[32 * THREADS]`: a GA array (one row per thread); this thread's part is c_local. */
int g_c;
int *c_local;
/* `c[i]`: read in place on its thread or node, else NGA_Get. */
static inline int c_get(long i) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_c, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return c_local[pos];
    upcga_get_at(g_c, t, pos, &v, sizeof v);
    return v;
}
/* `&c[i]`: a pointer-to-shared. */
static inline upcga_ptr_t c_ref(long i) {
    upcga_ptr_t p = { g_c, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(int), i % 8 };
    return p;
}
/* `shared [8] int e[32 * THREADS]`: a GA array (one row per thread); this thread's part is e_local. */
int g_e;
int *e_local;
/* `e[i]`: read in place on its thread or node, else NGA_Get. */
static inline int e_get(long i) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_e, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return e_local[pos];
    upcga_get_at(g_e, t, pos, &v, sizeof v);
    return v;
}
/* `&e[i]`: a pointer-to-shared. */
static inline upcga_ptr_t e_ref(long i) {
    upcga_ptr_t p = { g_e, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(int), i % 8 };
    return p;
}
/* `shared [8] int f[32 * THREADS]`: a GA array (one row per thread); this thread's part is f_local. */
int g_f;
int *f_local;
/* `f[i]`: read in place on its thread or node, else NGA_Get. */
static inline int f_get(long i) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_f, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return f_local[pos];
    upcga_get_at(g_f, t, pos, &v, sizeof v);
    return v;
}
/* `&f[i]`: a pointer-to-shared. */
static inline upcga_ptr_t f_ref(long i) {
    upcga_ptr_t p = { g_f, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(int), i % 8 };
    return p;
}
/* `shared [16] int wide[32 * THREADS]`: a GA array (one row per thread); this thread's part is wide_local. */
int g_wide;
int *wide_local;
/* `wide[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int wide_set(long i, int v) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_wide, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        wide_local[pos] = v;
    else
        upcga_put_at(g_wide, t, pos, &v, sizeof v);
    return v;
}
/* `&wide[i]`: a pointer-to-shared. */
static inline upcga_ptr_t wide_ref(long i) {
    upcga_ptr_t p = { g_wide, upcga_owner(i, 16), upcga_row_index(i, 16) * (long)sizeof(int), i % 16 };
    return p;
}
/* `shared [4] struct pt s[4 * THREADS]`: a GA array (one row per thread); this thread's part is s_local. */
int g_s;
struct pt *s_local;
/* `&s[i]`: a pointer-to-shared. */
static inline upcga_ptr_t s_ref(long i) {
    upcga_ptr_t p = { g_s, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(struct pt), i % 4 };
    return p;
}
/* `shared [] int *shared heads[THREADS]`: a GA array (one row per thread); this thread's part is heads_local. */
int g_heads;
upcga_ptr_t *heads_local;
/* `heads[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t heads_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_heads, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return heads_local[pos];
    upcga_get_at(g_heads, t, pos, &v, sizeof v);
    return v;
}
/* `heads[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t heads_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_heads, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        heads_local[pos] = v;
    else
        upcga_put_at(g_heads, t, pos, &v, sizeof v);
    return v;
}
/* `shared int errs[THREADS]`: a GA array (one row per thread); this thread's part is errs_local. */
int g_errs;
int *errs_local;
/* `errs[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errs_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errs_local[pos];
    upcga_get_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `errs[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errs_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errs_local[pos] = v;
    else
        upcga_put_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `&errs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errs_ref(long i) {
    upcga_ptr_t p = { g_errs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared long sums[THREADS]`: a GA array (one row per thread); this thread's part is sums_local. */
int g_sums;
long *sums_local;
/* `sums[i]`: read in place on its thread or node, else NGA_Get. */
static inline long sums_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sums, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return sums_local[pos];
    upcga_get_at(g_sums, t, pos, &v, sizeof v);
    return v;
}
/* `sums[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long sums_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sums, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        sums_local[pos] = v;
    else
        upcga_put_at(g_sums, t, pos, &v, sizeof v);
    return v;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
#line 29 "samples/upc/ptr_loop_versioning.upc"
/* a loop bound that a called function changes */
#line 29 "samples/upc/ptr_loop_versioning.upc"
int limit;
/* a pointer that a called function moves */
#line 30 "samples/upc/ptr_loop_versioning.upc"
upcga_ptr_t gp;

static int val(long i) {
#line 32 "samples/upc/ptr_loop_versioning.upc"
    return (int)(3 * i + 1);
}
static void grow(void) {
#line 34 "samples/upc/ptr_loop_versioning.upc"
    limit = 8;
}
static void move(void) {
#line 36 "samples/upc/ptr_loop_versioning.upc"
    gp = f_ref((MYTHREAD + 1) % THREADS * 8);
}
static struct pt mk(int k) {

    struct pt r;
    r.x = k;
    r.y = k * 0.5;
    return r;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int t = MYTHREAD, next = (MYTHREAD + 1) % THREADS, bad = 0;
    long i, k, j;
    long sum = 0;
    upcga_ptr_t p;
    upcga_ptr_t h;
#line 52 "samples/upc/ptr_loop_versioning.upc"
    upcga_ptr_t other;
    upcga_ptr_t sp;
    upcga_ptr_t q4;

    /* 1. own blocks, the whole range in the block: the fast copy */
    for (i = 0; i < 4; i++) {
        p = a_ref((i * THREADS + t) * 8);
        {
#line 59 "samples/upc/ptr_loop_versioning.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine1 = upcga_mine(p);
            long upcga_phase1 = p.phase;
#line 59 "samples/upc/ptr_loop_versioning.upc"
            if (upcga_mine1 && upcga_phase1 + 0 >= 0 && upcga_phase1 + 8 <= 8)
#line 59 "samples/upc/ptr_loop_versioning.upc"
                for (k = 0; k < 8; k++)
                    upcga_mine1[k] = val((i * THREADS + t) * 8 + k);
            else
#line 59 "samples/upc/ptr_loop_versioning.upc"
                for (k = 0; k < 8; k++)
                    ({ int upcga_store2 = val((i * THREADS + t) * 8 + k); upcga_mine1 && (unsigned long)(upcga_phase1 + k) < 8 ? (void)(upcga_mine1[k] = upcga_store2) : (void)UPCGA_WRITE(int, upcga_add(p, sizeof(int), k, 8), upcga_store2); });
        }
    }
    /* compound assignments, ++ and a neighbour p[k + 1] in the fast copy */
#line 63 "samples/upc/ptr_loop_versioning.upc"
    p = a_ref(t * 8);
    {
#line 64 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine3 = upcga_mine(p);
        long upcga_phase3 = p.phase;
#line 64 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine3 && upcga_phase3 + 0 >= 0 && upcga_phase3 + 8 <= 8)
#line 64 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++) {
                upcga_mine3[k] += 2;
                upcga_mine3[k]++;
            }
        else
#line 64 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++) {
                ({ upcga_ptr_t upcga_addr4 = upcga_add(p, sizeof(int), k, 8); UPCGA_WRITE(int, upcga_addr4, UPCGA_READ(int, upcga_addr4) + 2); });
                ({ upcga_ptr_t upcga_addr5 = upcga_add(p, sizeof(int), k, 8); UPCGA_WRITE(int, upcga_addr5, UPCGA_READ(int, upcga_addr5) + 1); });
            }
    }
#line 68 "samples/upc/ptr_loop_versioning.upc"
    {
#line 68 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine6 = upcga_mine(p);
        long upcga_phase6 = p.phase;
#line 68 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine6 && upcga_phase6 + 0 >= 0 && upcga_phase6 + (8 - 1) <= 8)
#line 68 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8 - 1; k++)
                sum += (upcga_mine6 && (unsigned long)(upcga_phase6 + (k + 1)) < 8 ? upcga_mine6[k + 1] : UPCGA_READ(int, upcga_add(p, sizeof(int), k + 1, 8))) - upcga_mine6[k];
        else
#line 68 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8 - 1; k++)
                sum += (upcga_mine6 && (unsigned long)(upcga_phase6 + (k + 1)) < 8 ? upcga_mine6[k + 1] : UPCGA_READ(int, upcga_add(p, sizeof(int), k + 1, 8))) - (upcga_mine6 && (unsigned long)(upcga_phase6 + k) < 8 ? upcga_mine6[k] : UPCGA_READ(int, upcga_add(p, sizeof(int), k, 8)));
    }
#line 70 "samples/upc/ptr_loop_versioning.upc"
    if (sum != 3 * (8 - 1))
        bad++;
    {
#line 72 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine7 = upcga_mine(p);
        long upcga_phase7 = p.phase;
#line 72 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine7 && upcga_phase7 + 0 >= 0 && upcga_phase7 + 8 <= 8)
#line 72 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                upcga_mine7[k] -= 3;
        else
#line 72 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                ({ upcga_ptr_t upcga_addr8 = upcga_add(p, sizeof(int), k, 8); UPCGA_WRITE(int, upcga_addr8, UPCGA_READ(int, upcga_addr8) - 3); });
    }
    /* 2. from the middle of the block past its end: into the next thread's block */
    p = b_ref(t * 8 + 2);
    {
#line 77 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine9 = upcga_mine(p);
        long upcga_phase9 = p.phase;
#line 77 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine9 && upcga_phase9 + 0 >= 0 && upcga_phase9 + 8 <= 8)
#line 77 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                upcga_mine9[k] = val(t * 8 + 2 + k) + 7;
        else
#line 77 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                ({ int upcga_store10 = val(t * 8 + 2 + k) + 7; upcga_mine9 && (unsigned long)(upcga_phase9 + k) < 8 ? (void)(upcga_mine9[k] = upcga_store10) : (void)UPCGA_WRITE(int, upcga_add(p, sizeof(int), k, 8), upcga_store10); });
    }
    /* 3. negative indices: inside the block but its last element (fast), and the element
       before the block (the previous thread's last one) */
    p = c_ref((THREADS + t) * 8 + 3);
    {
#line 83 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine11 = upcga_mine(p);
        long upcga_phase11 = p.phase;
#line 83 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine11 && upcga_phase11 + -3 >= 0 && upcga_phase11 + (8 - 5 + 1) <= 8)
#line 83 "samples/upc/ptr_loop_versioning.upc"
            for (int m = -3; m <= 8 - 5; m += 1)
                upcga_mine11[m] = val((THREADS + t) * 8 + 3 + m);
        else
#line 83 "samples/upc/ptr_loop_versioning.upc"
            for (int m = -3; m <= 8 - 5; m += 1)
                ({ int upcga_store12 = val((THREADS + t) * 8 + 3 + m); upcga_mine11 && (unsigned long)(upcga_phase11 + m) < 8 ? (void)(upcga_mine11[m] = upcga_store12) : (void)UPCGA_WRITE(int, upcga_add(p, sizeof(int), m, 8), upcga_store12); });
    }
#line 85 "samples/upc/ptr_loop_versioning.upc"
    {
#line 85 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine13 = upcga_mine(p);
        long upcga_phase13 = p.phase;
#line 85 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine13 && upcga_phase13 + -4 >= 0 && upcga_phase13 + -3 <= 8)
#line 85 "samples/upc/ptr_loop_versioning.upc"
            for (k = -4; k < -3; k++)
                upcga_mine13[k] = -val((THREADS + t) * 8 + 3 + k);
        else
#line 85 "samples/upc/ptr_loop_versioning.upc"
            for (k = -4; k < -3; k++)
                ({ int upcga_store14 = -val((THREADS + t) * 8 + 3 + k); upcga_mine13 && (unsigned long)(upcga_phase13 + k) < 8 ? (void)(upcga_mine13[k] = upcga_store14) : (void)UPCGA_WRITE(int, upcga_add(p, sizeof(int), k, 8), upcga_store14); });
    }
    /* 4. the loop's bound grows inside the loop (a call): no fast copy */
    p = e_ref(t * 8 + 4);
    limit = 8 - 4;
    {
#line 91 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine15 = upcga_mine(p);
        long upcga_phase15 = p.phase;
#line 91 "samples/upc/ptr_loop_versioning.upc"
        for (k = 0; k < limit; k++) {
            ({ int upcga_store16 = val(t * 8 + 4 + k); upcga_mine15 && (unsigned long)(upcga_phase15 + k) < 8 ? (void)(upcga_mine15[k] = upcga_store16) : (void)UPCGA_WRITE(int, upcga_add(p, sizeof(int), k, 8), upcga_store16); });
            if (k == 0)
                grow();
        }
    }
    /* 5. the pointer is moved by a called function in the middle of the loop */
    gp = f_ref(t * 8);
    for (k = 0; k < 8; k++) {
        UPCGA_WRITE(int, upcga_add(gp, sizeof(int), k, 8), val(upcga_eq(gp, f_ref(t * 8)) ? t * 8 + k : next * 8 + k));
        if (k == 3)
            move();
    }

    /* 6. indefinite blocks: this thread's heap (local), then the next thread's (remote) */
    h = upcga_resetphase(upcga_alloc(8 * sizeof(int)));
    heads_set(t, h);
    {
#line 108 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine17 = upcga_mine(h);
        long upcga_phase17 = h.phase;
#line 108 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine17)
#line 108 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                upcga_mine17[k] = 100 * t + (int)k;
        else
#line 108 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                ({ int upcga_store18 = 100 * t + (int)k; upcga_mine17 ? (void)(upcga_mine17[k] = upcga_store18) : (void)UPCGA_WRITE(int, upcga_add(h, sizeof(int), k, 0), upcga_store18); });
    }
#line 110 "samples/upc/ptr_loop_versioning.upc"
    upcga_barrier();
    other = heads_get(next);
    sum = 0;
    {
#line 113 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine19 = upcga_mine(other);
        long upcga_phase19 = other.phase;
#line 113 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine19)
#line 113 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += upcga_mine19[k];
        else
#line 113 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += upcga_mine19 ? upcga_mine19[k] : UPCGA_READ(int, upcga_add(other, sizeof(int), k, 0));
    }
#line 115 "samples/upc/ptr_loop_versioning.upc"
    if (sum != 100L * next * 8 + 8 * (8 - 1) / 2)
        bad++;
    upcga_barrier();
    {
#line 118 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine20 = upcga_mine(other);
        long upcga_phase20 = other.phase;
#line 118 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine20)
#line 118 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                /* every thread adds to its neighbour's heap */
#line 119 "samples/upc/ptr_loop_versioning.upc"
                upcga_mine20[k] += 1000;
        else
#line 118 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                ({ upcga_ptr_t upcga_addr21 = upcga_add(other, sizeof(int), k, 0); UPCGA_WRITE(int, upcga_addr21, UPCGA_READ(int, upcga_addr21) + 1000); });
    }
    /* 7. structs: whole elements stored (fast), members read (generic) */
    sp = s_ref(t * 4);
    {
#line 123 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        struct pt *upcga_mine22 = upcga_mine(sp);
        long upcga_phase22 = sp.phase;
#line 123 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine22 && upcga_phase22 + 0 >= 0 && upcga_phase22 + 4 <= 4)
#line 123 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 4; k++)
                upcga_mine22[k] = mk((int)k + t);
        else
#line 123 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 4; k++)
                ({ struct pt upcga_store23 = mk((int)k + t); upcga_mine22 && (unsigned long)(upcga_phase22 + k) < 4 ? (void)(upcga_mine22[k] = upcga_store23) : (void)UPCGA_WRITE(struct pt, upcga_add(sp, sizeof(struct pt), k, 4), upcga_store23); });
    }
#line 125 "samples/upc/ptr_loop_versioning.upc"
    sum = 0;
    {
#line 126 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        struct pt *upcga_mine24 = upcga_mine(sp);
        long upcga_phase24 = sp.phase;
#line 126 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine24 && upcga_phase24 + 0 >= 0 && upcga_phase24 + 4 <= 4)
#line 126 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 4; k++)
                sum += UPCGA_READ(int, upcga_member(upcga_add(sp, sizeof(struct pt), k, 4), __builtin_offsetof(struct pt, x)));
        else
#line 126 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 4; k++)
                sum += UPCGA_READ(int, upcga_member(upcga_add(sp, sizeof(struct pt), k, 4), __builtin_offsetof(struct pt, x)));
    }
#line 128 "samples/upc/ptr_loop_versioning.upc"
    if (sum != 4 * t + 6)
        bad++;

    /* 8. an index with a side effect: evaluated once per access */
    p = a_ref(t * 8);
    j = 0;
    sum = 0;
    {
#line 135 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine25 = upcga_mine(p);
        long upcga_phase25 = p.phase;
#line 135 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine25 && upcga_phase25 + 0 >= 0 && upcga_phase25 + 8 <= 8)
#line 135 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += UPCGA_READ(int, upcga_add(p, sizeof(int), j++, 8)) + upcga_mine25[k] - upcga_mine25[k];
        else
#line 135 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += UPCGA_READ(int, upcga_add(p, sizeof(int), j++, 8)) + (upcga_mine25 && (unsigned long)(upcga_phase25 + k) < 8 ? upcga_mine25[k] : UPCGA_READ(int, upcga_add(p, sizeof(int), k, 8))) - (upcga_mine25 && (unsigned long)(upcga_phase25 + k) < 8 ? upcga_mine25[k] : UPCGA_READ(int, upcga_add(p, sizeof(int), k, 8)));
    }
#line 137 "samples/upc/ptr_loop_versioning.upc"
    if (j != 8 || sum != 8 * (long)val(t * 8) + 3L * 8 * (8 - 1) / 2)
        bad++;

    /* 9. a cast to another block size: [4] over a [16] array reads 4 elements of this thread,
       then 4 that the [4] view puts on the next thread */
    {
#line 142 "samples/upc/ptr_loop_versioning.upc"
        int upcga_nested26 = upcga_forall_control;
        upcga_forall_control = 1;
#line 142 "samples/upc/ptr_loop_versioning.upc"
        i = 0;
#line 142 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_nested26)
#line 142 "samples/upc/ptr_loop_versioning.upc"
            for (; i < 8 * 4 * THREADS; i++)
                wide_set(i, val(i));
        else {
#line 142 "samples/upc/ptr_loop_versioning.upc"
            /* This thread's blocks of `wide`, each through local pointers. */
#line 142 "samples/upc/ptr_loop_versioning.upc"
            for (i = upcga_forall_first(i, 16); i < 8 * 4 * THREADS; i = upcga_forall_first(i, 16)) {
#line 142 "samples/upc/ptr_loop_versioning.upc"
                int *upcga_local_wide = wide_local + upcga_row_index(i, 16);
                long upcga_block_lo = i - i % 16, upcga_block_hi = upcga_block_lo + 16;
                long upcga_stop = upcga_block_hi, upcga_bound = 8 * 4 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 142 "samples/upc/ptr_loop_versioning.upc"
                if (upcga_stop - i == 16)
#line 142 "samples/upc/ptr_loop_versioning.upc"
                    for (upcga_k = 0; upcga_k < 16; upcga_k++, i++, upcga_local_wide++)
                        *upcga_local_wide = val(i);
                else
#line 142 "samples/upc/ptr_loop_versioning.upc"
                    for (; i < upcga_stop; i++, upcga_local_wide++)
                        *upcga_local_wide = val(i);
            }
        }
#line 142 "samples/upc/ptr_loop_versioning.upc"
        upcga_forall_control = upcga_nested26;
    }
    upcga_barrier();
    q4 = upcga_resetphase(wide_ref(t * 2 * 8));
    sum = 0;
    {
#line 147 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine27 = upcga_mine(q4);
        long upcga_phase27 = q4.phase;
#line 147 "samples/upc/ptr_loop_versioning.upc"
        if (upcga_mine27 && upcga_phase27 + 0 >= 0 && upcga_phase27 + 8 <= 4)
#line 147 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += upcga_mine27[k];
        else
#line 147 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += upcga_mine27 && (unsigned long)(upcga_phase27 + k) < 4 ? upcga_mine27[k] : UPCGA_READ(int, upcga_add(q4, sizeof(int), k, 4));
    }
#line 149 "samples/upc/ptr_loop_versioning.upc"
    sums_set(t, sum);
    upcga_barrier();

    errs_set(t, bad);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int errors = 0;
        {
#line 156 "samples/upc/ptr_loop_versioning.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo28 = (long)0;
            long upcga_gather_hi28 = (long)THREADS;
#line 156 "samples/upc/ptr_loop_versioning.upc"
            if (upcga_gather_lo28 >= 0 && upcga_gather_hi28 <= (long)THREADS && upcga_gather_hi28 - upcga_gather_lo28 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered29[16384 / sizeof(int)];
                if (upcga_gather_lo28 < upcga_gather_hi28) {
                    upcga_get_range(upcga_gathered29, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo28, 1), sizeof(int), 1, upcga_gather_hi28 - upcga_gather_lo28);
                }
#line 156 "samples/upc/ptr_loop_versioning.upc"
                for (i = 0; i < THREADS; i++)
                    errors += upcga_gathered29[i - upcga_gather_lo28];
            } else
#line 156 "samples/upc/ptr_loop_versioning.upc"
                for (i = 0; i < THREADS; i++)
                    errors += errs_get(i);
        }
#line 158 "samples/upc/ptr_loop_versioning.upc"
        for (i = 0; i < 8 * 4 * THREADS; i++) {
            int want_b = i >= 2 && i < THREADS * 8 + 2 ? val(i) + 7 : 0;
            int want_c = i >= THREADS * 8 - 1 && i < 2 * THREADS * 8 - 1 ? i % 8 == 8 - 1 ? -val(i) : val(i) : 0;

            int want_e = i >= 4 && i < THREADS * 8 + 4 ? val(i) : 0;
            int want_f = i < THREADS * 8 ? val(i) : 0;
            if (a_get(i) != val(i) || b_get(i) != want_b || c_get(i) != want_c || e_get(i) != want_e || f_get(i) != want_f) {

                if (errors < 5)
                    printf("FAIL: ptr_loop_versioning: i=%ld a=%d b=%d (%d) c=%d (%d) e=%d (%d) " "f=%d (%d)\n", i, a_get(i), b_get(i), want_b, c_get(i), want_c, e_get(i), want_e, f_get(i), want_f);


                errors++;
            }
        }
        for (i = 0; i < THREADS; i++) {
            upcga_ptr_t hh = heads_get(i);
            {
#line 175 "samples/upc/ptr_loop_versioning.upc"
                /* local pointers for this thread's elements */
                int *upcga_mine30 = upcga_mine(hh);
                long upcga_phase30 = hh.phase;
#line 175 "samples/upc/ptr_loop_versioning.upc"
                if (upcga_mine30) {
#line 175 "samples/upc/ptr_loop_versioning.upc"
                    for (k = 0; k < 8; k++)
                        if (upcga_mine30[k] != 100 * i + k + 1000) {
                            if (errors < 5)
                                printf("FAIL: ptr_loop_versioning: heap of %ld [%ld] = %d\n", i, k, upcga_mine30[k]);
                            errors++;
                        }
                } else
#line 175 "samples/upc/ptr_loop_versioning.upc"
                    for (k = 0; k < 8; k++)
                        if ((upcga_mine30 ? upcga_mine30[k] : UPCGA_READ(int, upcga_add(hh, sizeof(int), k, 0))) != 100 * i + k + 1000) {
                            if (errors < 5)
                                printf("FAIL: ptr_loop_versioning: heap of %ld [%ld] = %d\n", i, k, upcga_mine30 ? upcga_mine30[k] : UPCGA_READ(int, upcga_add(hh, sizeof(int), k, 0)));
                            errors++;
                        }
            }
            /* q4 over wide: 4 elements from [t*2B, +4), then 4 of the [4] view's next block */
#line 182 "samples/upc/ptr_loop_versioning.upc"
            long want = 0, first = i * 2 * 8;
            for (k = 0; k < 8; k++) {
                long off = k < 4 ? first + k : -1;
                if (k >= 4) {
                    /* the next thread's row, same place: its elements of `wide` */
                    long thr = (i + 1) % THREADS, rounds = (i + 1) / THREADS;
                    long rowpos = first / (2 * 8 * THREADS) * 2 * 8 + first % (2 * 8) + rounds * 4 + (k - 4);

                    off = rowpos / (2 * 8) * 2 * 8 * THREADS + thr * 2 * 8 + rowpos % (2 * 8);
                }
                want += val(off);
            }
            if (sums_get(i) != want) {
                if (errors < 5)
                    printf("FAIL: ptr_loop_versioning: cast sum of %ld = %ld, want %ld\n", i, sums_get(i), want);

                errors++;
            }
        }
        if (errors)
            printf("FAIL: ptr_loop_versioning: %d errors\n", errors);
        else
            printf("PASS: ptr_loop_versioning\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_ptr_loop_versioning __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_ptr_loop_versioning(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_b = NGA_Create_irreg(C_INT, 2, dims, "b", block, upcga_rows);
        b_local = upcga_own_row(g_b, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_c = NGA_Create_irreg(C_INT, 2, dims, "c", block, upcga_rows);
        c_local = upcga_own_row(g_c, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_e = NGA_Create_irreg(C_INT, 2, dims, "e", block, upcga_rows);
        e_local = upcga_own_row(g_e, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_f = NGA_Create_irreg(C_INT, 2, dims, "f", block, upcga_rows);
        f_local = upcga_own_row(g_f, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 16) }, block[2] = { THREADS, 1 };
        g_wide = NGA_Create_irreg(C_INT, 2, dims, "wide", block, upcga_rows);
        wide_local = upcga_own_row(g_wide, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_s = NGA_Create_irreg(upcga_type(sizeof(struct pt)), 2, dims, "s", block, upcga_rows);
        s_local = upcga_own_row(g_s, sizeof(struct pt));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_heads = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "heads", block, upcga_rows);
        heads_local = upcga_own_row(g_heads, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sums = NGA_Create_irreg(C_LONG, 2, dims, "sums", block, upcga_rows);
        sums_local = upcga_own_row(g_sums, sizeof(long));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_ptr_loop_versioning_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_ptr_loop_versioning;

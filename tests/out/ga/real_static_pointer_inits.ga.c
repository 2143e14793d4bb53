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
#line 1 "tests/in/real/static_pointer_inits.upc"
/* Objects holding pointers-to-shared initialised with addresses of shared data, in every
   storage class and scope: file scope, block-scope static (set once, before its first use, and
   kept across calls), automatic; private and shared pointer objects, struct members, arrays of
   them; &x, &a[i], a + i, casts, members of shared structs reached directly and through other
   pointers-to-shared. Each check counts a failure; thread 0 prints the totals. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 9 "tests/in/real/static_pointer_inits.upc"
struct node {
    int v;
    upcga_ptr_t next;
    int arr[4];
};
#line 15 "tests/in/real/static_pointer_inits.upc"
struct holder {
    upcga_ptr_t p;
    int n;
    upcga_ptr_t v;
};
/* `shared int x`: a GA array (on thread 0); this thread's part is x_local. */
int g_x;
int *x_local;
/* `&x`: a pointer-to-shared. */
static inline upcga_ptr_t x_ref(void) {
    upcga_ptr_t p = { g_x, 0, 0, 0 };
    return p;
}
/* `shared int a[4 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared struct node sn`: a GA array (on thread 0); this thread's part is sn_local. */
int g_sn;
struct node *sn_local;
/* `&sn`: a pointer-to-shared. */
static inline upcga_ptr_t sn_ref(void) {
    upcga_ptr_t p = { g_sn, 0, 0, 0 };
    return p;
}
/* `shared struct node sn2`: a GA array (on thread 0); this thread's part is sn2_local. */
int g_sn2;
struct node *sn2_local;
/* `&sn2`: a pointer-to-shared. */
static inline upcga_ptr_t sn2_ref(void) {
    upcga_ptr_t p = { g_sn2, 0, 0, 0 };
    return p;
}
#line 24 "tests/in/real/static_pointer_inits.upc"
upcga_ptr_t gp;
upcga_ptr_t fp;
static upcga_ptr_t fsp;
struct holder fh;
upcga_ptr_t farr[3];
/* `shared int failures[THREADS]`: a GA array (one row per thread); this thread's part is failures_local. */
int g_failures;
int *failures_local;
/* `failures[i]`: read in place on its thread or node, else NGA_Get. */
static inline int failures_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_failures, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return failures_local[pos];
    upcga_get_at(g_failures, t, pos, &v, sizeof v);
    return v;
}
/* `failures[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int failures_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_failures, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        failures_local[pos] = v;
    else
        upcga_put_at(g_failures, t, pos, &v, sizeof v);
    return v;
}
/* `&failures[i]`: a pointer-to-shared. */
static inline upcga_ptr_t failures_ref(long i) {
    upcga_ptr_t p = { g_failures, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int checks[THREADS]`: a GA array (one row per thread); this thread's part is checks_local. */
int g_checks;
int *checks_local;
/* `checks[i]`: read in place on its thread or node, else NGA_Get. */
static inline int checks_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_checks, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return checks_local[pos];
    upcga_get_at(g_checks, t, pos, &v, sizeof v);
    return v;
}
/* `checks[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int checks_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_checks, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        checks_local[pos] = v;
    else
        upcga_put_at(g_checks, t, pos, &v, sizeof v);
    return v;
}
/* `&checks[i]`: a pointer-to-shared. */
static inline upcga_ptr_t checks_ref(long i) {
    upcga_ptr_t p = { g_checks, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 32 "tests/in/real/static_pointer_inits.upc"
static int failed, done;

static void check(int ok, const char *what) {
    done++;
    if (!ok) {
        failed++;
        printf("thread %d: %s failed\n", MYTHREAD, what);
    }
}

/* Block-scope statics: initialised once, their changes kept from call to call. */
#line 53 "tests/in/real/static_pointer_inits.upc"
/* `sp` of statics(), created at start-up. */
/* `shared int *shared sp`: a GA array (on thread 0); this thread's part is statics_sp_local. */
static int g_statics_sp;
static upcga_ptr_t *statics_sp_local;
/* `sp`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t statics_sp_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_statics_sp, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return statics_sp_local[pos];
    upcga_get_at(g_statics_sp, t, pos, &v, sizeof v);
    return v;
}
/* `sp` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t statics_sp_set(upcga_ptr_t v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_statics_sp, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        statics_sp_local[pos] = v;
    else
        upcga_put_at(g_statics_sp, t, pos, &v, sizeof v);
    return v;
}
#line 43 "tests/in/real/static_pointer_inits.upc"
static void statics(int call) {
    static upcga_ptr_t p;
#line 44 "tests/in/real/static_pointer_inits.upc"
    static int upcga_statics_p_set;
    if (!upcga_statics_p_set) {
        upcga_statics_p_set = 1;
        p = x_ref();
    }
#line 45 "tests/in/real/static_pointer_inits.upc"
    static upcga_ptr_t pa;
#line 45 "tests/in/real/static_pointer_inits.upc"
    static int upcga_statics_pa_set;
    if (!upcga_statics_pa_set) {
        upcga_statics_pa_set = 1;
        pa = a_ref(3);
    }
#line 46 "tests/in/real/static_pointer_inits.upc"
    static upcga_ptr_t pb;
#line 46 "tests/in/real/static_pointer_inits.upc"
    static int upcga_statics_pb_set;
    if (!upcga_statics_pb_set) {
        upcga_statics_pb_set = 1;
        pb = upcga_add(a_ref(0), sizeof(int), 2, 1);
    }
#line 47 "tests/in/real/static_pointer_inits.upc"
    static upcga_ptr_t pv;
#line 47 "tests/in/real/static_pointer_inits.upc"
    static int upcga_statics_pv_set;
    if (!upcga_statics_pv_set) {
        upcga_statics_pv_set = 1;
        pv = x_ref();
    }
#line 48 "tests/in/real/static_pointer_inits.upc"
    static upcga_ptr_t pm;
#line 48 "tests/in/real/static_pointer_inits.upc"
    static int upcga_statics_pm_set;
    if (!upcga_statics_pm_set) {
        upcga_statics_pm_set = 1;
        pm = upcga_resetphase(upcga_member(sn_ref(), __builtin_offsetof(struct node, v)));
    }
#line 49 "tests/in/real/static_pointer_inits.upc"
    static upcga_ptr_t pe;
#line 49 "tests/in/real/static_pointer_inits.upc"
    static int upcga_statics_pe_set;
    if (!upcga_statics_pe_set) {
        upcga_statics_pe_set = 1;
        pe = upcga_member(sn_ref(), __builtin_offsetof(struct node, arr) + 2 * sizeof(int));
    }
#line 50 "tests/in/real/static_pointer_inits.upc"
    static upcga_ptr_t pn;
#line 50 "tests/in/real/static_pointer_inits.upc"
    static int upcga_statics_pn_set;
    if (!upcga_statics_pn_set) {
        upcga_statics_pn_set = 1;
        pn = sn2_ref();
    }
#line 51 "tests/in/real/static_pointer_inits.upc"
    static upcga_ptr_t arr[3];
#line 51 "tests/in/real/static_pointer_inits.upc"
    static int upcga_statics_arr_set;
    if (!upcga_statics_arr_set) {
        upcga_statics_arr_set = 1;
        {
            __typeof__(arr) upcga_initial = { x_ref(), UPCGA_NULL, a_ref(1) };
            __builtin_memcpy(&arr, &upcga_initial, sizeof arr);
        }
    }
#line 52 "tests/in/real/static_pointer_inits.upc"
    static struct holder h;
#line 52 "tests/in/real/static_pointer_inits.upc"
    static int upcga_statics_h_set;
    if (!upcga_statics_h_set) {
        upcga_statics_h_set = 1;
        {
            __typeof__(h) upcga_initial = { a_ref(2), 5, sn_ref() };
            __builtin_memcpy(&h, &upcga_initial, sizeof h);
        }
    }
#line 54 "tests/in/real/static_pointer_inits.upc"
    static upcga_ptr_t zero;
    static int counter = 10;
    check(call > 0 || upcga_eq(p, x_ref()), "static p = &x");
    check(upcga_eq(pa, upcga_add(a_ref(3), sizeof(int), call, 1)), "static pa = &a[3], stepped each call");
    check(upcga_eq(pb, a_ref(2)) && upcga_threadof(pb) == 2 % THREADS, "static pb = a + 2");
    check(upcga_eq(pv, x_ref()), "static pv = (shared void *)&x");
    check(upcga_eq(pm, upcga_resetphase(upcga_member(sn_ref(), __builtin_offsetof(struct node, v)))), "static pm = &sn.v");
    check(upcga_eq(pe, upcga_member(sn_ref(), __builtin_offsetof(struct node, arr) + 2 * sizeof(int))) && upcga_threadof(pe) == 0, "static pe = &sn.arr[2]");
    check(upcga_eq(pn, sn2_ref()), "static pn = &sn2");
    check(upcga_eq(arr[0], x_ref()) && upcga_isnull(arr[1]) && upcga_eq(arr[2], a_ref(1)), "static array of pointers");
    check(upcga_eq(h.p, a_ref(2)) && h.n == 5 + call && upcga_eq(h.v, sn_ref()), "static struct");
    check(upcga_isnull(zero), "static pointer without initialiser");
    check(counter == 10 + call, "static int kept");
    if (MYTHREAD == 0)
        check(upcga_eq(statics_sp_get(), upcga_add(a_ref(3), sizeof(int), call, 1)), "static shared pointer object");
    upcga_barrier();
    pa = upcga_add(pa, sizeof(int), 1, 1);
    h.n++;
    counter++;
    if (MYTHREAD == 0)
        statics_sp_set(upcga_add(statics_sp_get(), sizeof(int), 1, 1));
    upcga_barrier();
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int call;
    if (MYTHREAD == 0) {
        UPCGA_WRITE(int, upcga_member(sn_ref(), __builtin_offsetof(struct node, v)), 42);
        UPCGA_WRITE(upcga_ptr_t, upcga_member(sn_ref(), __builtin_offsetof(struct node, next)), sn2_ref());
        UPCGA_WRITE(int, upcga_member(sn2_ref(), __builtin_offsetof(struct node, v)), 43);
        UPCGA_WRITE(int, upcga_member(sn_ref(), __builtin_offsetof(struct node, arr) + 2 * sizeof(int)), 44);
    }
    upcga_barrier();

    /* File scope. */
    check(upcga_eq(gp, sn_ref()) && upcga_eq(fp, a_ref(3)) && upcga_eq(fsp, a_ref(2)), "file-scope pointers");
    check(upcga_eq(fh.p, x_ref()) && fh.n == 7 && upcga_eq(fh.v, a_ref(1)), "file-scope struct");
    check(upcga_eq(farr[0], x_ref()) && upcga_isnull(farr[1]) && upcga_eq(farr[2], a_ref(5)), "file-scope array");

    /* Automatic: members reached through other pointers-to-shared. */
    {
        upcga_ptr_t q = upcga_resetphase(upcga_member(gp, __builtin_offsetof(struct node, v)));
        upcga_ptr_t np = gp;
        upcga_ptr_t r = upcga_member(np, __builtin_offsetof(struct node, arr) + 2 * sizeof(int));
        upcga_ptr_t s = upcga_resetphase(upcga_member(UPCGA_READ(upcga_ptr_t, upcga_member(np, __builtin_offsetof(struct node, next))), __builtin_offsetof(struct node, v)));
        upcga_ptr_t t = a_ref(MYTHREAD);
        upcga_ptr_t list[2] = { a_ref(MYTHREAD), upcga_resetphase(upcga_member(UPCGA_READ(upcga_ptr_t, upcga_member(gp, __builtin_offsetof(struct node, next))), __builtin_offsetof(struct node, v))) };
        struct holder h = { a_ref(MYTHREAD), MYTHREAD, upcga_member(np, __builtin_offsetof(struct node, next)) };
        check(UPCGA_READ(int, q) == 42 && UPCGA_READ(int, r) == 44 && UPCGA_READ(int, s) == 43, "automatic members through pointers");
        check(upcga_threadof(t) == (size_t)MYTHREAD, "automatic &a[MYTHREAD]");
        check(upcga_eq(list[0], t) && UPCGA_READ(int, list[1]) == 43, "automatic array of pointers");
        check(upcga_eq(h.p, t) && h.n == MYTHREAD && upcga_eq(h.v, upcga_member(sn_ref(), __builtin_offsetof(struct node, next))), "automatic struct");
    }

    for (call = 0; call < 3; call++)
        statics(call);

    failures_set(MYTHREAD, failed);
    checks_set(MYTHREAD, done);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int i, f = 0, n = 0;
        {
#line 116 "tests/in/real/static_pointer_inits.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 116 "tests/in/real/static_pointer_inits.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int)) && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(failures_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                    upcga_get_range(upcga_gathered3, upcga_add(checks_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 116 "tests/in/real/static_pointer_inits.upc"
                for (i = 0; i < THREADS; i++) {
                    f += upcga_gathered2[i - upcga_gather_lo1];
                    n += upcga_gathered3[i - upcga_gather_lo1];
                }
            } else
#line 116 "tests/in/real/static_pointer_inits.upc"
                for (i = 0; i < THREADS; i++) {
                    f += failures_get(i);
                    n += checks_get(i);
                }
        }
#line 120 "tests/in/real/static_pointer_inits.upc"
        printf("%d checks on %d threads, %d failed\n", n, THREADS, f);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_static_pointer_inits(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_x = NGA_Create_irreg(C_INT, 2, dims, "x", block, upcga_one_block);
        x_local = upcga_own_row(g_x, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_sn = NGA_Create_irreg(upcga_type(sizeof(struct node)), 2, dims, "sn", block, upcga_one_block);
        sn_local = upcga_own_row(g_sn, sizeof(struct node));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_sn2 = NGA_Create_irreg(upcga_type(sizeof(struct node)), 2, dims, "sn2", block, upcga_one_block);
        sn2_local = upcga_own_row(g_sn2, sizeof(struct node));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_failures = NGA_Create_irreg(C_INT, 2, dims, "failures", block, upcga_rows);
        failures_local = upcga_own_row(g_failures, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_checks = NGA_Create_irreg(C_INT, 2, dims, "checks", block, upcga_rows);
        checks_local = upcga_own_row(g_checks, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_statics_sp = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "sp", block, upcga_one_block);
        statics_sp_local = upcga_own_row(g_statics_sp, sizeof(upcga_ptr_t));
    }
}
static void (*const upcga_create_static_pointer_inits_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_static_pointer_inits;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after every file's arrays were created). */
static void upcga_init_static_pointer_inits(void) {
    if (MYTHREAD == 0)
        statics_sp_local[0] = a_ref(3);
    gp = sn_ref();
    fp = a_ref(3);
    fsp = upcga_add(a_ref(0), sizeof(int), 2, 1);
    {
        __typeof__(fh) upcga_initial = { x_ref(), 7, a_ref(1) };
        __builtin_memcpy(&fh, &upcga_initial, sizeof fh);
    }
    {
        __typeof__(farr) upcga_initial = { x_ref(), UPCGA_NULL, a_ref(5) };
        __builtin_memcpy(&farr, &upcga_initial, sizeof farr);
    }
}
static void (*const upcga_init_static_pointer_inits_entry)(void) __attribute__((used, section("upcga_init"))) = upcga_init_static_pointer_inits;

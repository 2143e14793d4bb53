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
#line 1 "tests/in/real/place_side_effects.upc"
/* Shared places whose subscripts or pointers have side effects, updated with compound
   assignments and increments: each subscript and pointer is evaluated once. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "tests/in/real/place_side_effects.upc"
struct S {
    int a[4];
    int b;
};
/* `shared struct S s`: a GA array (on thread 0); this thread's part is s_local. */
int g_s;
struct S *s_local;
/* `&s`: a pointer-to-shared. */
static inline upcga_ptr_t s_ref(void) {
    upcga_ptr_t p = { g_s, 0, 0, 0 };
    return p;
}
/* `shared struct S sa[3 * THREADS]`: a GA array (one row per thread); this thread's part is sa_local. */
int g_sa;
struct S *sa_local;
/* `sa[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline struct S sa_set(long i, struct S v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sa, t, pos, sizeof(struct S), 1);
    if (t == MYTHREAD)
        sa_local[pos] = v;
    else
        upcga_put_at(g_sa, t, pos, &v, sizeof v);
    return v;
}
/* `&sa[i]`: a pointer-to-shared. */
static inline upcga_ptr_t sa_ref(long i) {
    upcga_ptr_t p = { g_sa, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(struct S), 0 };
    return p;
}
/* `shared int g[8 * THREADS]`: a GA array (one row per thread); this thread's part is g_local. */
int g_g;
int *g_local;
/* `g[i]`: read in place on its thread or node, else NGA_Get. */
static inline int g_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_g, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return g_local[pos];
    upcga_get_at(g_g, t, pos, &v, sizeof v);
    return v;
}
/* `g[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int g_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_g, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        g_local[pos] = v;
    else
        upcga_put_at(g_g, t, pos, &v, sizeof v);
    return v;
}
/* `&g[i]`: a pointer-to-shared. */
static inline upcga_ptr_t g_ref(long i) {
    upcga_ptr_t p = { g_g, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared struct S whole`: a GA array (on thread 0); this thread's part is whole_local. */
int g_whole;
struct S *whole_local;
/* `&whole`: a pointer-to-shared. */
static inline upcga_ptr_t whole_ref(void) {
    upcga_ptr_t p = { g_whole, 0, 0, 0 };
    return p;
}
#line 16 "tests/in/real/place_side_effects.upc"
static int calls;

static int next(int k) {
    calls++;
    return k;
}

static upcga_ptr_t pick(int k) {
    calls++;
    return sa_ref(k);
}

static struct S make(int v) {
    struct S r = {
        { v, v + 1, v + 2, v + 3 },
        v + 4,
    };
#line 30 "tests/in/real/place_side_effects.upc"
    calls++;
    return r;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {
    if (MYTHREAD == 0) {
        int i = 0, j = 0, k;
        upcga_ptr_t p = g_ref(1);
        struct S loc = {
            { 1, 2, 3, 4 },
            5,
        };
#line 39 "tests/in/real/place_side_effects.upc"
        for (k = 0; k < 4; k++)
            UPCGA_WRITE(int, upcga_member(s_ref(), __builtin_offsetof(struct S, a) + k * sizeof(int)), 10 * (k + 1));
        for (k = 0; k < 8 * THREADS; k++)
            g_set(k, k);
        for (k = 0; k < 3 * THREADS; k++)
            UPCGA_WRITE(int, upcga_member(sa_ref(k), __builtin_offsetof(struct S, b)), k);
        ({ upcga_ptr_t upcga_addr1 = upcga_member(s_ref(), __builtin_offsetof(struct S, a) + i++ * sizeof(int)); UPCGA_WRITE(int, upcga_addr1, UPCGA_READ(int, upcga_addr1) + 5); });
        ({ upcga_ptr_t upcga_addr2 = upcga_member(s_ref(), __builtin_offsetof(struct S, a) + i++ * sizeof(int)); UPCGA_WRITE(int, upcga_addr2, UPCGA_READ(int, upcga_addr2) + 1); });
        ({ upcga_ptr_t upcga_addr3 = upcga_member(s_ref(), __builtin_offsetof(struct S, a) + i++ * sizeof(int)); UPCGA_WRITE(int, upcga_addr3, UPCGA_READ(int, upcga_addr3) - 1); });
        ({ long upcga_i4 = next(2); g_set(upcga_i4, g_get(upcga_i4) + 100); });
        ({ long upcga_i5 = next(3); g_set(upcga_i5, g_get(upcga_i5) + 1); });
        ({ upcga_ptr_t upcga_addr6 = upcga_add(p, sizeof(int), j++, 1); UPCGA_WRITE(int, upcga_addr6, UPCGA_READ(int, upcga_addr6) * 7); });
        ({ upcga_ptr_t upcga_addr8 = ({ upcga_ptr_t upcga_old7 = p; p = upcga_add(p, sizeof(int), 1, 1); upcga_old7; }); UPCGA_WRITE(int, upcga_addr8, UPCGA_READ(int, upcga_addr8) - 1); });
        ({ upcga_ptr_t upcga_addr9 = upcga_member(sa_ref(j++), __builtin_offsetof(struct S, b)); UPCGA_WRITE(int, upcga_addr9, UPCGA_READ(int, upcga_addr9) * 3); });
        ({ upcga_ptr_t upcga_addr10 = pick(2); UPCGA_WRITE(int, upcga_member(upcga_addr10, __builtin_offsetof(struct S, b)), UPCGA_READ(int, upcga_member(upcga_addr10, __builtin_offsetof(struct S, b))) + 50); });
        UPCGA_WRITE(int, upcga_member(pick(1), __builtin_offsetof(struct S, a) + i++ * sizeof(int)), 9);
        ({ upcga_ptr_t upcga_addr11 = pick(1); size_t upcga_off12 = __builtin_offsetof(struct S, a) + next(0) * sizeof(int); UPCGA_WRITE(int, upcga_member(upcga_addr11, upcga_off12), UPCGA_READ(int, upcga_member(upcga_addr11, upcga_off12)) + 4); });
        upcga_put(whole_ref(), &loc, sizeof loc);
        sa_set(0, make(20));
        printf("i %d j %d calls %d\n", i, j, calls);
        printf("s %d %d %d %d\n", UPCGA_READ(int, upcga_member(s_ref(), __builtin_offsetof(struct S, a))), UPCGA_READ(int, upcga_member(s_ref(), __builtin_offsetof(struct S, a) + 1 * sizeof(int))), UPCGA_READ(int, upcga_member(s_ref(), __builtin_offsetof(struct S, a) + 2 * sizeof(int))), UPCGA_READ(int, upcga_member(s_ref(), __builtin_offsetof(struct S, a) + 3 * sizeof(int))));
        printf("g %d %d %d %d p-g %d\n", g_get(1), g_get(2), g_get(3), g_get(4), (int)upcga_sub(p, g_ref(0), sizeof(int), 1));
        printf("sa %d %d %d %d %d\n", UPCGA_READ(int, upcga_member(sa_ref(0), __builtin_offsetof(struct S, b))), UPCGA_READ(int, upcga_member(sa_ref(1), __builtin_offsetof(struct S, b))), UPCGA_READ(int, upcga_member(sa_ref(2), __builtin_offsetof(struct S, b))), UPCGA_READ(int, upcga_member(sa_ref(1), __builtin_offsetof(struct S, a) + 3 * sizeof(int))), UPCGA_READ(int, upcga_member(sa_ref(1), __builtin_offsetof(struct S, a))));
        printf("whole %d %d sa0 %d %d\n", UPCGA_READ(int, upcga_member(whole_ref(), __builtin_offsetof(struct S, a) + 3 * sizeof(int))), UPCGA_READ(int, upcga_member(whole_ref(), __builtin_offsetof(struct S, b))), UPCGA_READ(int, upcga_member(sa_ref(0), __builtin_offsetof(struct S, a))), UPCGA_READ(int, upcga_member(sa_ref(0), __builtin_offsetof(struct S, b))));
    }
    upcga_barrier();
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_place_side_effects(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_s = NGA_Create_irreg(upcga_type(sizeof(struct S)), 2, dims, "s", block, upcga_one_block);
        s_local = upcga_own_row(g_s, sizeof(struct S));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sa = NGA_Create_irreg(upcga_type(sizeof(struct S)), 2, dims, "sa", block, upcga_rows);
        sa_local = upcga_own_row(g_sa, sizeof(struct S));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_g = NGA_Create_irreg(C_INT, 2, dims, "g", block, upcga_rows);
        g_local = upcga_own_row(g_g, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_whole = NGA_Create_irreg(upcga_type(sizeof(struct S)), 2, dims, "whole", block, upcga_one_block);
        whole_local = upcga_own_row(g_whole, sizeof(struct S));
    }
}
static void (*const upcga_create_place_side_effects_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_place_side_effects;

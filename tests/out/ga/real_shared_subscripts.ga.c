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
#line 1 "tests/in/real/shared_subscripts.upc"
/* Places whose subscripts read shared data, updated in place (`op=`, `++`): the subscript is
   read once per update, under both backends. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "tests/in/real/shared_subscripts.upc"
struct S {
    int m[4];
    int b;
};
/* `shared int sharedindex[THREADS]`: a GA array (one row per thread); this thread's part is sharedindex_local. */
int g_sharedindex;
int *sharedindex_local;
/* `sharedindex[i]`: read in place on its thread or node, else NGA_Get. */
static inline int sharedindex_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sharedindex, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return sharedindex_local[pos];
    upcga_get_at(g_sharedindex, t, pos, &v, sizeof v);
    return v;
}
/* `sharedindex[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int sharedindex_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sharedindex, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        sharedindex_local[pos] = v;
    else
        upcga_put_at(g_sharedindex, t, pos, &v, sizeof v);
    return v;
}
/* `shared struct S s[THREADS]`: a GA array (one row per thread); this thread's part is s_local. */
int g_s;
struct S *s_local;
/* `&s[i]`: a pointer-to-shared. */
static inline upcga_ptr_t s_ref(long i) {
    upcga_ptr_t p = { g_s, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(struct S), 0 };
    return p;
}
/* `shared struct S sa[4 * THREADS]`: a GA array (one row per thread); this thread's part is sa_local. */
int g_sa;
struct S *sa_local;
/* `&sa[i]`: a pointer-to-shared. */
static inline upcga_ptr_t sa_ref(long i) {
    upcga_ptr_t p = { g_sa, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(struct S), 0 };
    return p;
}
#line 15 "tests/in/real/shared_subscripts.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    sharedindex_set(MYTHREAD, (MYTHREAD + 1) % 4);
    for (int k = 0; k < 4; k++) {
        UPCGA_WRITE(int, upcga_member(s_ref(MYTHREAD), __builtin_offsetof(struct S, m) + k * sizeof(int)), 10 * k);
        UPCGA_WRITE(int, upcga_member(sa_ref(4 * MYTHREAD + k), __builtin_offsetof(struct S, b)), k);
    }
    upcga_barrier();
    ({ upcga_ptr_t upcga_addr1 = upcga_member(s_ref(MYTHREAD), __builtin_offsetof(struct S, m) + sharedindex_get(MYTHREAD) * sizeof(int)); UPCGA_WRITE(int, upcga_addr1, UPCGA_READ(int, upcga_addr1) + 5); });
    ({ upcga_ptr_t upcga_addr2 = upcga_member(sa_ref(4 * MYTHREAD + sharedindex_get(MYTHREAD)), __builtin_offsetof(struct S, b)); UPCGA_WRITE(int, upcga_addr2, UPCGA_READ(int, upcga_addr2) + 1); });
    upcga_barrier();
    if (MYTHREAD == THREADS - 1) {
        int t = MYTHREAD, j = (t + 1) % 4;
        printf("m %d %d %d %d b %d %d %d %d (%d)\n", UPCGA_READ(int, upcga_member(s_ref(t), __builtin_offsetof(struct S, m))), UPCGA_READ(int, upcga_member(s_ref(t), __builtin_offsetof(struct S, m) + 1 * sizeof(int))), UPCGA_READ(int, upcga_member(s_ref(t), __builtin_offsetof(struct S, m) + 2 * sizeof(int))), UPCGA_READ(int, upcga_member(s_ref(t), __builtin_offsetof(struct S, m) + 3 * sizeof(int))), UPCGA_READ(int, upcga_member(sa_ref(4 * t), __builtin_offsetof(struct S, b))), UPCGA_READ(int, upcga_member(sa_ref(4 * t + 1), __builtin_offsetof(struct S, b))), UPCGA_READ(int, upcga_member(sa_ref(4 * t + 2), __builtin_offsetof(struct S, b))), UPCGA_READ(int, upcga_member(sa_ref(4 * t + 3), __builtin_offsetof(struct S, b))), j);
    }

    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_shared_subscripts(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sharedindex = NGA_Create_irreg(C_INT, 2, dims, "sharedindex", block, upcga_rows);
        sharedindex_local = upcga_own_row(g_sharedindex, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_s = NGA_Create_irreg(upcga_type(sizeof(struct S)), 2, dims, "s", block, upcga_rows);
        s_local = upcga_own_row(g_s, sizeof(struct S));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sa = NGA_Create_irreg(upcga_type(sizeof(struct S)), 2, dims, "sa", block, upcga_rows);
        sa_local = upcga_own_row(g_sa, sizeof(struct S));
    }
}
static void (*const upcga_create_shared_subscripts_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_shared_subscripts;

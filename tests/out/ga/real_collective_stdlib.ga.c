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
#line 1 "tests/in/real/collective_stdlib.upc"
/* upc_strict.h and upc_collective.h, as other compilers' headers, bring stdlib.h. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int src[THREADS]`: a GA array (one row per thread); this thread's part is src_local. */
int g_src;
int *src_local;
/* `src[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int src_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_src, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        src_local[pos] = v;
    else
        upcga_put_at(g_src, t, pos, &v, sizeof v);
    return v;
}
/* `&src[i]`: a pointer-to-shared. */
static inline upcga_ptr_t src_ref(long i) {
    upcga_ptr_t p = { g_src, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* A strict write of `src[i]`. */
static inline int src_set_strict(long i, int v) {
    upcga_fence();
    src_set(i, v);
    upcga_fence();
    return v;
}
/* `shared int dst[THREADS]`: a GA array (one row per thread); this thread's part is dst_local. */
int g_dst;
int *dst_local;
/* `dst[i]`: read in place on its thread or node, else NGA_Get. */
static inline int dst_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_dst, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return dst_local[pos];
    upcga_get_at(g_dst, t, pos, &v, sizeof v);
    return v;
}
/* `&dst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dst_ref(long i) {
    upcga_ptr_t p = { g_dst, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* A strict read of `dst[i]`. */
static inline int dst_get_strict(long i) {
    int v;
    upcga_fence();
    v = dst_get(i);
    upcga_fence();
    return v;
}
#line 9 "tests/in/real/collective_stdlib.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    srand(3);
    src_set_strict(MYTHREAD, (rand() <= 2147483647) + MYTHREAD);
    upcga_all_reduceI(dst_ref(0), src_ref(0), (upc_op_t)1 << 0, THREADS, 1, (void *)0, 0 | 0);
    if (MYTHREAD == 0)
        printf("sum %d abs %d\n", dst_get_strict(0), abs(-THREADS));
    exit(0);
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_collective_stdlib(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_src = NGA_Create_irreg(C_INT, 2, dims, "src", block, upcga_rows);
        src_local = upcga_own_row(g_src, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_dst = NGA_Create_irreg(C_INT, 2, dims, "dst", block, upcga_rows);
        dst_local = upcga_own_row(g_dst, sizeof(int));
    }
}
static void (*const upcga_create_collective_stdlib_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_collective_stdlib;

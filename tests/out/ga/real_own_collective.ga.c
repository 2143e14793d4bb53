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
#line 1 "tests/in/real/own_collective.upc"
/* Calls upc_all_permute as the program's own header declares it (a phaseless `shared const
   int *` parameter), with the program's implementation in own_collective_impl.upc: the call
   follows that declaration. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 1 "tests/in/real/own_collective.h"
/* The program's own implementation of a collective, under the library's name and with a
   phaseless parameter where the library's takes `shared void *`. */

void upc_all_permute(upcga_ptr_t dst, upcga_ptr_t src, upcga_ptr_t perm, size_t nbytes, int flags);

/* The sum of the flags of this thread's calls of the program's upc_all_permute. */
int own_permute_calls(void);
/* `shared [3] int src[3 * THREADS]`: a GA array (one row per thread); this thread's part is src_local. */
int g_src;
int *src_local;
/* `src[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int src_set(long i, int v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_src, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        src_local[pos] = v;
    else
        upcga_put_at(g_src, t, pos, &v, sizeof v);
    return v;
}
/* `&src[i]`: a pointer-to-shared. */
static inline upcga_ptr_t src_ref(long i) {
    upcga_ptr_t p = { g_src, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(int), i % 3 };
    return p;
}
/* `shared [3] int dst[3 * THREADS]`: a GA array (one row per thread); this thread's part is dst_local. */
int g_dst;
int *dst_local;
/* `dst[i]`: read in place on its thread or node, else NGA_Get. */
static inline int dst_get(long i) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_dst, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return dst_local[pos];
    upcga_get_at(g_dst, t, pos, &v, sizeof v);
    return v;
}
/* `&dst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dst_ref(long i) {
    upcga_ptr_t p = { g_dst, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(int), i % 3 };
    return p;
}
/* `shared int perm[THREADS]`: a GA array (one row per thread); this thread's part is perm_local. */
int g_perm;
int *perm_local;
/* `perm[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int perm_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_perm, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        perm_local[pos] = v;
    else
        upcga_put_at(g_perm, t, pos, &v, sizeof v);
    return v;
}
/* `&perm[i]`: a pointer-to-shared. */
static inline upcga_ptr_t perm_ref(long i) {
    upcga_ptr_t p = { g_perm, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 13 "tests/in/real/own_collective.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i;
    for (i = 0; i < 3; i++)
        src_set(MYTHREAD * 3 + i, 100 * MYTHREAD + i);
    perm_set(MYTHREAD, (MYTHREAD + 1) % THREADS);
    upcga_barrier();
    upc_all_permute(dst_ref(0), src_ref(0), perm_ref(0), 3 * sizeof(int), 7);
    upcga_barrier();
    if (MYTHREAD == 0) {
        for (i = 0; i < 3 * THREADS; i++)
            printf("%d%c", dst_get(i), i + 1 < 3 * THREADS ? ' ' : '\n');
        printf("calls %d\n", own_permute_calls());
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_own_collective(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_src = NGA_Create_irreg(C_INT, 2, dims, "src", block, upcga_rows);
        src_local = upcga_own_row(g_src, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_dst = NGA_Create_irreg(C_INT, 2, dims, "dst", block, upcga_rows);
        dst_local = upcga_own_row(g_dst, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_perm = NGA_Create_irreg(C_INT, 2, dims, "perm", block, upcga_rows);
        perm_local = upcga_own_row(g_perm, sizeof(int));
    }
}
static void (*const upcga_create_own_collective_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_own_collective;

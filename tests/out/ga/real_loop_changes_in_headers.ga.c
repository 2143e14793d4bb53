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
#line 1 "tests/in/real/loop_changes_in_headers.upc"
/* Loops over a private pointer-to-shared whose body changes the pointer only inside the
   header of a nested `for`, a block's list initializer or a compound literal: the pointer
   must not be read through a local pointer computed before the loop. Every sum is 4 * 100
   (the elements of `b`); reading `a` instead gives 4. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [4] int a[4 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `a[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int a_set(long i, int v) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        a_local[pos] = v;
    else
        upcga_put_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `&a[i]`: a pointer-to-shared. */
static inline upcga_ptr_t a_ref(long i) {
    upcga_ptr_t p = { g_a, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [4] int b[4 * THREADS]`: a GA array (one row per thread); this thread's part is b_local. */
int g_b;
int *b_local;
/* `b[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int b_set(long i, int v) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_b, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        b_local[pos] = v;
    else
        upcga_put_at(g_b, t, pos, &v, sizeof v);
    return v;
}
/* `&b[i]`: a pointer-to-shared. */
static inline upcga_ptr_t b_ref(long i) {
    upcga_ptr_t p = { g_b, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared int sums[THREADS][4]`: a GA array (one row per thread); this thread's part is sums_local. */
int g_sums;
int *sums_local;
/* `sums[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int sums_get(long i0, long i1) {
    long i = i0 * 4 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sums, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return sums_local[pos];
    upcga_get_at(g_sums, t, pos, &v, sizeof v);
    return v;
}
/* `sums[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int sums_set(long i0, long i1, int v) {
    long i = i0 * 4 + i1;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sums, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        sums_local[pos] = v;
    else
        upcga_put_at(g_sums, t, pos, &v, sizeof v);
    return v;
}
#line 11 "tests/in/real/loop_changes_in_headers.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int k, t = 0, u = 0, x = 0, y = 0;
    {
#line 14 "tests/in/real/loop_changes_in_headers.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 14 "tests/in/real/loop_changes_in_headers.upc"
        k = 0;
#line 14 "tests/in/real/loop_changes_in_headers.upc"
        if (upcga_nested1)
#line 14 "tests/in/real/loop_changes_in_headers.upc"
            for (; k < 4 * THREADS; k++) {
                a_set(k, 1);
                b_set(k, 100);
            }
        else {
#line 14 "tests/in/real/loop_changes_in_headers.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 14 "tests/in/real/loop_changes_in_headers.upc"
            for (k = upcga_forall_first(k, 4); k < 4 * THREADS; k = upcga_forall_first(k, 4)) {
#line 14 "tests/in/real/loop_changes_in_headers.upc"
                int *upcga_local_a = a_local + upcga_row_index(k, 4);
                int *upcga_local_b = b_local + upcga_row_index(k, 4);
                long upcga_block_lo = k - k % 4, upcga_block_hi = upcga_block_lo + 4;
                long upcga_stop = upcga_block_hi, upcga_bound = 4 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 14 "tests/in/real/loop_changes_in_headers.upc"
                if (upcga_stop - k == 4) {
#pragma GCC ivdep
#line 14 "tests/in/real/loop_changes_in_headers.upc"
                    for (upcga_k = 0; upcga_k < 4; upcga_k++, k++, upcga_local_a++, upcga_local_b++) {
                        *upcga_local_a = 1;
                        *upcga_local_b = 100;
                    }
                } else
#line 14 "tests/in/real/loop_changes_in_headers.upc"
                    for (; k < upcga_stop; k++, upcga_local_a++, upcga_local_b++) {
                        *upcga_local_a = 1;
                        *upcga_local_b = 100;
                    }
            }
        }
#line 14 "tests/in/real/loop_changes_in_headers.upc"
        upcga_forall_control = upcga_nested1;
    }


    upcga_barrier();

    upcga_ptr_t q = a_ref(4 * MYTHREAD);
    for (k = 0; k < 4; k++) {
        for (int j = (q = b_ref(4 * MYTHREAD), 0); j < 1; j++)
            t += 0;
        t += UPCGA_READ(int, upcga_add(q, sizeof(int), k, 4));
    }

    upcga_ptr_t r = a_ref(4 * MYTHREAD);
    for (k = 0; k < 4; k++) {
        int v[2] = { (r = b_ref(4 * MYTHREAD), 0), 1 };
        u += UPCGA_READ(int, upcga_add(r, sizeof(int), k, 4)) + v[0];
    }

    upcga_ptr_t w = a_ref(4 * MYTHREAD);
    for (k = 0; k < 4; k++) {
        int *c = (int []){ (w = b_ref(4 * MYTHREAD), 0), 1 };
        x += UPCGA_READ(int, upcga_add(w, sizeof(int), k, 4)) + c[0];
    }

    /* The affinity of a nested upc_forall is evaluated too. */
    upcga_ptr_t z = a_ref(4 * MYTHREAD);
    for (k = 0; k < 4; k++) {
        int j;
        {
#line 43 "tests/in/real/loop_changes_in_headers.upc"
            int upcga_nested2 = upcga_forall_control;
            upcga_forall_control = 1;
#line 43 "tests/in/real/loop_changes_in_headers.upc"
            for (j = 0; j < 1; j++) {
#line 43 "tests/in/real/loop_changes_in_headers.upc"
                if (!upcga_nested2 && !(((z = b_ref(4 * MYTHREAD), j) % THREADS + THREADS) % THREADS == MYTHREAD))
                    continue;
#line 44 "tests/in/real/loop_changes_in_headers.upc"
                ;
            }
#line 43 "tests/in/real/loop_changes_in_headers.upc"
            upcga_forall_control = upcga_nested2;
        }
        y += UPCGA_READ(int, upcga_add(z, sizeof(int), k, 4));
    }

    sums_set(MYTHREAD, 0, t);
    sums_set(MYTHREAD, 1, u);
    sums_set(MYTHREAD, 2, x);
    sums_set(MYTHREAD, 3, y);
    upcga_barrier();
    if (MYTHREAD == 0)
        for (k = 0; k < THREADS; k++)
            printf("thread %d: %d %d %d %d\n", k, sums_get(k, 0), sums_get(k, 1), sums_get(k, 2), sums_get(k, 3));
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_loop_changes_in_headers(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_b = NGA_Create_irreg(C_INT, 2, dims, "b", block, upcga_rows);
        b_local = upcga_own_row(g_b, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sums = NGA_Create_irreg(C_INT, 2, dims, "sums", block, upcga_rows);
        sums_local = upcga_own_row(g_sums, sizeof(int));
    }
}
static void (*const upcga_create_loop_changes_in_headers_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_loop_changes_in_headers;

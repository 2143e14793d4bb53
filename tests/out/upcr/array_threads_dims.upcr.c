#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/array_threads_dims.upc"
/* array_threads_dims.upc - shared array dimensions that are multiples of THREADS, in the first, middle and last position, and their sizes. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 5 "samples/upc/array_threads_dims.upc"
upcr_pshared_ptr_t v;
upcr_pshared_ptr_t a;
upcr_shared_ptr_t c;
upcr_shared_ptr_t m;
upcr_pshared_ptr_t grid;
upcr_shared_ptr_t t3;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, j, errors = 0;

    /* sizes depend on THREADS: sizeof is evaluated at run time */
    if (sizeof(long) * ((int)upcr_threads()) != ((int)upcr_threads()) * sizeof(long) || sizeof(int) * 10 * ((int)upcr_threads()) != 10 * ((int)upcr_threads()) * sizeof(int))
        errors++;
    if (sizeof(char) * 6 * ((int)upcr_threads()) != (size_t)((int)upcr_threads()) * 6 || sizeof(double) * 8 * ((int)upcr_threads()) != ((int)upcr_threads()) * 8 * sizeof(double))
        errors++;
    if (sizeof(int) * 3 * ((int)upcr_threads()) != 3 * ((int)upcr_threads()) * sizeof(int) || sizeof(short) * 10 * ((int)upcr_threads()) != 2 * ((int)upcr_threads()) * 5 * sizeof(short))
        errors++;
    if (sizeof(double) * 8 != 8 * sizeof(double) || sizeof(int) * ((int)upcr_threads()) != ((int)upcr_threads()) * sizeof(int))
        errors++;
    /* each thread's share */
    if ((size_t)10 * sizeof(int) != 10 * sizeof(int) || (size_t)6 * sizeof(char) != 6)
        errors++;
    if ((size_t)8 * sizeof(double) != 8 * sizeof(double) || (size_t)10 * sizeof(short) != 10 * sizeof(short))
        errors++;

    upcr_put_pshared_val(upcr_add_pshared1(v, sizeof(long), ((int)upcr_mythread())), 0, (long)((int)upcr_mythread()), sizeof(long));
    {
#line 33 "samples/upc/array_threads_dims.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 33 "samples/upc/array_threads_dims.upc"
        i = 0;
#line 33 "samples/upc/array_threads_dims.upc"
        if (upcrt_nested1)
#line 33 "samples/upc/array_threads_dims.upc"
            for (; i < 10 * ((int)upcr_threads()); i++)
                upcr_put_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, (int)i, sizeof(int));
        else {
#line 33 "samples/upc/array_threads_dims.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_a = upcr_pshared_to_local(upcr_add_pshared1(a, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 33 "samples/upc/array_threads_dims.upc"
            long upcrt_bound = 10 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 33 "samples/upc/array_threads_dims.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 33 "samples/upc/array_threads_dims.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_a++)
                    *upcrt_local_a = i;
            }
#line 33 "samples/upc/array_threads_dims.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_a++)
                *upcrt_local_a = i;
        }
#line 33 "samples/upc/array_threads_dims.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    {
#line 35 "samples/upc/array_threads_dims.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 35 "samples/upc/array_threads_dims.upc"
        i = 0;
#line 35 "samples/upc/array_threads_dims.upc"
        if (upcrt_nested2)
#line 35 "samples/upc/array_threads_dims.upc"
            for (; i < 6 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(c, sizeof(char), i, 2), 0, (char)(char)('a' + i % 26), sizeof(char));
        else {
#line 35 "samples/upc/array_threads_dims.upc"
            /* This thread's blocks of `c`, each through local pointers. */
#line 35 "samples/upc/array_threads_dims.upc"
            for (i = upcrt_forall_first(i, 2); i < 6 * ((int)upcr_threads()); i = upcrt_forall_first(i, 2)) {
#line 35 "samples/upc/array_threads_dims.upc"
                char *upcrt_local_c = upcr_shared_to_local(upcr_add_shared(c, sizeof(char), i, 2));
                long upcrt_block_lo = i - i % 2, upcrt_block_hi = upcrt_block_lo + 2;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 6 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 35 "samples/upc/array_threads_dims.upc"
                if (upcrt_stop - i == 2) {
#pragma GCC ivdep
#line 35 "samples/upc/array_threads_dims.upc"
                    for (upcrt_k = 0; upcrt_k < 2; upcrt_k++, i++, upcrt_local_c++)
                        *upcrt_local_c = (char)('a' + i % 26);
                } else
#line 35 "samples/upc/array_threads_dims.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_c++)
                        *upcrt_local_c = (char)('a' + i % 26);
            }
        }
#line 35 "samples/upc/array_threads_dims.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    for (i = 0; i < 3; i++)
        upcr_put_pshared_val(upcr_add_pshared1(grid, sizeof(int), (long)i * ((int)upcr_threads()) + ((int)upcr_mythread())), 0, (int)(i * ((int)upcr_threads()) + ((int)upcr_mythread())), sizeof(int));
    for (i = 0; i < 2; i++)
        for (j = 0; j < 5; j++)
            upcr_put_shared_val(upcr_add_shared(t3, sizeof(short), (long)i * (5 * ((int)upcr_threads())) + (long)((int)upcr_mythread()) * 5 + j, 5), 0, (short)(short)(i * 1000 + ((int)upcr_mythread()) * 10 + j), sizeof(short));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        long total = 0;
        {
#line 46 "samples/upc/array_threads_dims.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo3 = (long)0;
            long upcrt_gather_hi3 = (long)((int)upcr_threads());
#line 46 "samples/upc/array_threads_dims.upc"
            if (upcrt_gather_lo3 >= 0 && upcrt_gather_hi3 <= (long)((int)upcr_threads()) && upcrt_gather_hi3 - upcrt_gather_lo3 <= (long)(16384 / sizeof(long))) {
                long upcrt_gathered4[16384 / sizeof(long)];
                if (upcrt_gather_lo3 < upcrt_gather_hi3) {
                    upcrt_get_range(upcrt_gathered4, upcr_pshared_to_shared(upcr_add_pshared1(v, sizeof(long), upcrt_gather_lo3)), sizeof(long), 1, upcrt_gather_hi3 - upcrt_gather_lo3);
                }
#line 46 "samples/upc/array_threads_dims.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered4[i - upcrt_gather_lo3];
            } else
#line 46 "samples/upc/array_threads_dims.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (long)upcr_get_pshared_val(upcr_add_pshared1(v, sizeof(long), i), 0, sizeof(long));
        }
#line 48 "samples/upc/array_threads_dims.upc"
        if (total != (long)((int)upcr_threads()) * (((int)upcr_threads()) - 1) / 2)
            errors++;
        {
#line 50 "samples/upc/array_threads_dims.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo5 = (long)0;
            long upcrt_gather_hi5 = (long)(10 * ((int)upcr_threads()));
#line 50 "samples/upc/array_threads_dims.upc"
            if (upcrt_gather_lo5 >= 0 && upcrt_gather_hi5 <= (long)(10 * ((int)upcr_threads())) && upcrt_gather_hi5 - upcrt_gather_lo5 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered6[16384 / sizeof(int)];
                if (upcrt_gather_lo5 < upcrt_gather_hi5) {
                    upcrt_get_range(upcrt_gathered6, upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), upcrt_gather_lo5)), sizeof(int), 1, upcrt_gather_hi5 - upcrt_gather_lo5);
                }
#line 50 "samples/upc/array_threads_dims.upc"
                for (i = 0; i < 10 * ((int)upcr_threads()); i++)
                    if (upcrt_gathered6[i - upcrt_gather_lo5] != i)
                        errors++;
            } else
#line 50 "samples/upc/array_threads_dims.upc"
                for (i = 0; i < 10 * ((int)upcr_threads()); i++)
                    if ((int)upcr_get_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, sizeof(int)) != i)
                        errors++;
        }
#line 53 "samples/upc/array_threads_dims.upc"
        for (i = 0; i < 6 * ((int)upcr_threads()); i++)
            if ((char)upcr_get_shared_val(upcr_add_shared(c, sizeof(char), i, 2), 0, sizeof(char)) != 'a' + i % 26 || upcr_threadof_shared(upcr_add_shared(c, sizeof(char), i, 2)) != (size_t)(i / 2 % ((int)upcr_threads())))
                errors++;
        for (i = 0; i < 3; i++)
            for (j = 0; j < ((int)upcr_threads()); j++)
                if ((int)upcr_get_pshared_val(upcr_add_pshared1(grid, sizeof(int), (long)i * ((int)upcr_threads()) + j), 0, sizeof(int)) != i * ((int)upcr_threads()) + j || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(grid, sizeof(int), (long)i * ((int)upcr_threads()) + j))) != (size_t)j)
                    errors++;
        /* t3[i][t] is one block of 5, on thread (i*THREADS + t) % THREADS == t */
        for (i = 0; i < 2; i++)
            for (j = 0; j < ((int)upcr_threads()); j++)
                if ((short)upcr_get_shared_val(upcr_add_shared(t3, sizeof(short), (long)i * (5 * ((int)upcr_threads())) + (long)j * 5 + 4, 5), 0, sizeof(short)) != i * 1000 + j * 10 + 4 || upcr_threadof_shared(upcr_add_shared(t3, sizeof(short), (long)i * (5 * ((int)upcr_threads())) + (long)j * 5, 5)) != (size_t)j)
                    errors++;
        if (errors)
            printf("FAIL: array_threads_dims: %d errors\n", errors);
        else
            printf("PASS: array_threads_dims\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_array_threads_dims(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &v, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "v", "shared long [1 * THREADS]" },
        { &a, sizeof(int), 10 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [10 * THREADS]" },
        { &grid, sizeof(int), 3 * ((int)upcr_threads()), 0, sizeof(int), "grid", "shared int [3][1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
    upcr_startup_shalloc_t shared_objects[] = {
        { &c, 2 * sizeof(char), (6 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(char), "c", "shared [2] char [6 * THREADS]" },
        { &m, 4 * sizeof(double), (8 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(double), "m", "shared [4] double [1 * THREADS][8]" },
        { &t3, 5 * sizeof(short), (10 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(short), "t3", "shared [5] short [2][1 * THREADS][5]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_array_threads_dims_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_array_threads_dims;

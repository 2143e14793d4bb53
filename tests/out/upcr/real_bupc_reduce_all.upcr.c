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
#line 1 "tests/in/real/bupc_reduce_all.upc"
/* bupc_all_reduce_all<T> (upc_collective.h): every thread gets the reduction, written where a
   broadcast from dst writes; integer, unsigned and floating types, dst at several phases, a
   UPC_FUNC reduction, each sync mode. Each thread checks its copy; thread 0 prints the
   failures of all. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#include <stdio.h>
#line 10 "tests/in/real/bupc_reduce_all.upc"
upcr_shared_ptr_t src;
upcr_shared_ptr_t dst;
upcr_pshared_ptr_t dsrc;
upcr_pshared_ptr_t ddst;
upcr_pshared_ptr_t usrc;
upcr_shared_ptr_t udst;
upcr_pshared_ptr_t fails;

static long mul(long a, long b) {
#line 18 "tests/in/real/bupc_reduce_all.upc"
    return a * b;
}
#line 19 "tests/in/real/bupc_reduce_all.upc"
upcr_pshared_ptr_t lsrc;
upcr_pshared_ptr_t ldst;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int me = ((int)upcr_mythread()), i, bad = 0, n = 4 * ((int)upcr_threads());
    for (i = 0; i < 4; i++)
        upcr_put_shared_val(upcr_add_shared(src, sizeof(int), me * 4 + i, 4), 0, (int)(me * 4 + i + 1), sizeof(int));
    for (i = 0; i < 3; i++)
        upcr_put_pshared_doubleval(upcr_add_pshared1(dsrc, sizeof(double), i * ((int)upcr_threads()) + me), 0, 0.5 * (i * ((int)upcr_threads()) + me));
    upcr_put_pshared_val(upcr_add_pshared1(usrc, sizeof(unsigned long), me), 0, (unsigned long)(1ul << me), sizeof(unsigned long));
    upcr_put_pshared_val(upcr_add_pshared1(lsrc, sizeof(long), me), 0, (long)(me + 2), sizeof(long));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* into the phase 2 slot of each thread's block of dst */
    do {
#line 34 "tests/in/real/bupc_reduce_all.upc"
        upcr_pshared_ptr_t pgas_reduce_all_tmp = upcr_shared_to_pshared(upcr_all_alloc(1, sizeof(int)));
#line 34 "tests/in/real/bupc_reduce_all.upc"
        upc_all_reduceI(upcr_pshared_to_shared(pgas_reduce_all_tmp), src, (upc_op_t)1 << 0, n, 4, (void *)0, (0 | 0) & (1 << 0 | 1 << 1));
#line 34 "tests/in/real/bupc_reduce_all.upc"
        upc_all_broadcast(upcr_add_shared(dst, sizeof(int), 2, 4), upcr_pshared_to_shared(pgas_reduce_all_tmp), sizeof(int), 0 | 0);
#line 34 "tests/in/real/bupc_reduce_all.upc"
        upcr_all_free(upcr_pshared_to_shared(pgas_reduce_all_tmp));
    } while (0);
#line 35 "tests/in/real/bupc_reduce_all.upc"
    if ((int)upcr_get_shared_val(upcr_add_shared(dst, sizeof(int), me * 4 + 2, 4), 0, sizeof(int)) != n * (n + 1) / 2)
        bad++, printf("thread %d: reduce_allI %d\n", me, (int)upcr_get_shared_val(upcr_add_shared(dst, sizeof(int), me * 4 + 2, 4), 0, sizeof(int)));
    do {
#line 37 "tests/in/real/bupc_reduce_all.upc"
        upcr_pshared_ptr_t pgas_reduce_all_tmp = upcr_shared_to_pshared(upcr_all_alloc(1, sizeof(double)));
#line 37 "tests/in/real/bupc_reduce_all.upc"
        upc_all_reduceD(upcr_pshared_to_shared(pgas_reduce_all_tmp), upcr_pshared_to_shared(dsrc), (upc_op_t)1 << 8, 3 * ((int)upcr_threads()), 1, (void *)0, (1 << 1 | 1 << 3) & (1 << 0 | 1 << 1));
#line 37 "tests/in/real/bupc_reduce_all.upc"
        upc_all_broadcast(upcr_pshared_to_shared(ddst), upcr_pshared_to_shared(pgas_reduce_all_tmp), sizeof(double), 0 | 0);
#line 37 "tests/in/real/bupc_reduce_all.upc"
        upcr_all_free(upcr_pshared_to_shared(pgas_reduce_all_tmp));
    } while (0);
#line 38 "tests/in/real/bupc_reduce_all.upc"
    if (upcr_get_pshared_doubleval(upcr_add_pshared1(ddst, sizeof(double), me), 0) != 0.5 * (3 * ((int)upcr_threads()) - 1))
        bad++, printf("thread %d: reduce_allD %g\n", me, upcr_get_pshared_doubleval(upcr_add_pshared1(ddst, sizeof(double), me), 0));
    /* the second element of each thread's block */
    do {
#line 41 "tests/in/real/bupc_reduce_all.upc"
        upcr_pshared_ptr_t pgas_reduce_all_tmp = upcr_shared_to_pshared(upcr_all_alloc(1, sizeof(unsigned long)));
#line 41 "tests/in/real/bupc_reduce_all.upc"
        upc_all_reduceUL(upcr_pshared_to_shared(pgas_reduce_all_tmp), upcr_pshared_to_shared(usrc), (upc_op_t)1 << 3, ((int)upcr_threads()), 1, (void *)0, (1 << 0 | 1 << 2) & (1 << 0 | 1 << 1));
#line 41 "tests/in/real/bupc_reduce_all.upc"
        upc_all_broadcast(upcr_add_shared(udst, sizeof(unsigned long), 1, 2), upcr_pshared_to_shared(pgas_reduce_all_tmp), sizeof(unsigned long), 0 | 0);
#line 41 "tests/in/real/bupc_reduce_all.upc"
        upcr_all_free(upcr_pshared_to_shared(pgas_reduce_all_tmp));
    } while (0);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if ((unsigned long)upcr_get_shared_val(upcr_add_shared(udst, sizeof(unsigned long), 2 * me + 1, 2), 0, sizeof(unsigned long)) != (((int)upcr_threads()) >= 64 ? ~0ul : (1ul << ((int)upcr_threads())) - 1))
        bad++, printf("thread %d: reduce_allUL %lu\n", me, (unsigned long)upcr_get_shared_val(upcr_add_shared(udst, sizeof(unsigned long), 2 * me + 1, 2), 0, sizeof(unsigned long)));
    do {
#line 46 "tests/in/real/bupc_reduce_all.upc"
        upcr_pshared_ptr_t pgas_reduce_all_tmp = upcr_shared_to_pshared(upcr_all_alloc(1, sizeof(long)));
#line 46 "tests/in/real/bupc_reduce_all.upc"
        upc_all_reduceL(upcr_pshared_to_shared(pgas_reduce_all_tmp), upcr_pshared_to_shared(lsrc), (upc_op_t)1 << 9, ((int)upcr_threads()), 1, mul, 0 & (1 << 0 | 1 << 1));
#line 46 "tests/in/real/bupc_reduce_all.upc"
        upc_all_broadcast(upcr_pshared_to_shared(ldst), upcr_pshared_to_shared(pgas_reduce_all_tmp), sizeof(long), 0 | 0);
#line 46 "tests/in/real/bupc_reduce_all.upc"
        upcr_all_free(upcr_pshared_to_shared(pgas_reduce_all_tmp));
    } while (0);
#line 47 "tests/in/real/bupc_reduce_all.upc"
    {
        long want = 1;
        for (i = 0; i < ((int)upcr_threads()); i++)
            want *= i + 2;
        if ((long)upcr_get_pshared_val(upcr_add_pshared1(ldst, sizeof(long), me), 0, sizeof(long)) != want)
            bad++, printf("thread %d: reduce_allL %ld\n", me, (long)upcr_get_pshared_val(upcr_add_pshared1(ldst, sizeof(long), me), 0, sizeof(long)));
    }
    upcr_put_pshared_val(upcr_add_pshared1(fails, sizeof(int), me), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (me == 0) {
        int total = 0;
        {
#line 58 "tests/in/real/bupc_reduce_all.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 58 "tests/in/real/bupc_reduce_all.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(fails, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 58 "tests/in/real/bupc_reduce_all.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 58 "tests/in/real/bupc_reduce_all.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(fails, sizeof(int), i), 0, sizeof(int));
        }
#line 60 "tests/in/real/bupc_reduce_all.upc"
        printf("reduce_all on %d threads: %d failures\n", ((int)upcr_threads()), total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_bupc_reduce_all(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &dsrc, sizeof(double), 3 * ((int)upcr_threads()), 0, sizeof(double), "dsrc", "shared double [3 * THREADS]" },
        { &ddst, sizeof(double), ((int)upcr_threads()), 0, sizeof(double), "ddst", "shared double [1 * THREADS]" },
        { &usrc, sizeof(unsigned long), ((int)upcr_threads()), 0, sizeof(unsigned long), "usrc", "shared unsigned long [1 * THREADS]" },
        { &fails, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "fails", "shared int [1 * THREADS]" },
        { &lsrc, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "lsrc", "shared long [1 * THREADS]" },
        { &ldst, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "ldst", "shared long [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 6);
    upcr_startup_shalloc_t shared_objects[] = {
        { &src, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "src", "shared [4] int [4 * THREADS]" },
        { &dst, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "dst", "shared [4] int [4 * THREADS]" },
        { &udst, 2 * sizeof(unsigned long), (2 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(unsigned long), "udst", "shared [2] unsigned long [2 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_bupc_reduce_all_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_bupc_reduce_all;

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
#line 1 "tests/in/real/bupc_utilities.upc"
/* The utility functions programs written for other UPC compilers call (bupc_extensions.h,
   which upc.h includes). */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#line 9 "tests/in/real/bupc_utilities.upc"
upcr_pshared_ptr_t counter;
upcr_pshared_ptr_t flags;
upcr_pshared_ptr_t bits;
upcr_pshared_ptr_t winner;
upcr_shared_ptr_t arr;
upcr_pshared_ptr_t dist_ok;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i, bad = 0;



    /* The timer. */
    bupc_tick_t t0 = upc_ticks_now();
    volatile double x = 1.0;
    for (i = 0; i < 100000; i++)
        x *= 1.000001;
    bupc_tick_t t1 = upc_ticks_now();
    bad += !(t1 >= t0 && upc_ticks_to_ns(t1 - t0) >= upc_ticks_to_ns(t1 - t0) / 1000);
    bad += !(upc_ticks_to_ns(t1 - t0) / 1000 == upc_ticks_to_ns(t1 - t0) / 1000);
    bad += !(bupc_tick_granularityus() > 0 && bupc_tick_overheadus() >= 0);
    bad += !((upc_tick_t)18446744073709551615UL > (upc_tick_t)0);

    /* Thread distance: symmetric, SAME only for one thread, all on one node here. */
    int dok = 1;
    for (i = 0; i < ((int)upcr_threads()); i++) {
        int d = bupc_thread_distance(((int)upcr_mythread()), i);
        dok &= d == bupc_thread_distance(i, ((int)upcr_mythread()));
        dok &= i == ((int)upcr_mythread()) ? d == 0 : d == 2;
    }
    dok &= 0 < 1 && 1 < 2 && 2 < 3 && 3 < 4;

    upcr_put_pshared_val(upcr_add_pshared1(dist_ok, sizeof(int), ((int)upcr_mythread())), 0, (int)dok, sizeof(int));

    /* Atomics from every thread on the same locations. */
    if (((int)upcr_mythread()) == 0) {
        upcr_put_pshared_val(counter, 0, (unsigned long)0, sizeof(unsigned long));
        upcr_put_pshared_val(bits, 0, (unsigned int)0, sizeof(unsigned int));
        upcr_put_pshared_val(winner, 0, (long)-1, sizeof(long));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    uint64_t last = 0;
    for (i = 0; i < 50; i++)
        last = bupc_atomicU64_fetchadd_relaxed(upcr_pshared_to_shared(counter), ((int)upcr_mythread()) + 1);
    (void)last;
    bupc_atomicU32_fetchor_strict(upcr_pshared_to_shared(bits), 1u << ((int)upcr_mythread()));
    bupc_atomicI64_cswap_relaxed(upcr_pshared_to_shared(winner), -1, ((int)upcr_mythread()));
    bupc_atomicI32_set_relaxed(upcr_pshared_to_shared(upcr_add_pshared1(flags, sizeof(int), ((int)upcr_mythread()))), 7);
    bupc_poll();
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    int32_t f = bupc_atomicI32_swap_strict(upcr_pshared_to_shared(upcr_add_pshared1(flags, sizeof(int), (((int)upcr_mythread()) + 1) % ((int)upcr_threads()))), 9);
    bad += f != 7;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    bad += bupc_atomicI32_read_relaxed(upcr_pshared_to_shared(upcr_add_pshared1(flags, sizeof(int), ((int)upcr_mythread())))) != 9;
    bad += bupc_atomicI32_fetchadd_strict(upcr_pshared_to_shared(upcr_add_pshared1(flags, sizeof(int), ((int)upcr_mythread()))), -4) != 9;
    bad += bupc_atomicI32_fetchnot_relaxed(upcr_pshared_to_shared(upcr_add_pshared1(flags, sizeof(int), ((int)upcr_mythread())))) != 5 || (int)upcr_get_pshared_val(upcr_add_pshared1(flags, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) != ~5;
    bad += bupc_atomicI32_fetchxor_relaxed(upcr_pshared_to_shared(upcr_add_pshared1(flags, sizeof(int), ((int)upcr_mythread()))), ~5) != ~5 || (int)upcr_get_pshared_val(upcr_add_pshared1(flags, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) != 0;
    bad += bupc_atomicI32_fetchand_relaxed(upcr_pshared_to_shared(upcr_add_pshared1(flags, sizeof(int), ((int)upcr_mythread()))), 1) != 0;

    /* Generic arithmetic on the layout named, whatever the pointer's own type. */
    for (i = 0; i < 3 * ((int)upcr_threads()); i++)
        if (upcr_threadof_shared(upcr_add_shared(arr, sizeof(int), i, 3)) == ((int)upcr_mythread()))
            upcr_put_shared_val(upcr_add_shared(arr, sizeof(int), i, 3), 0, (int)i, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_shared_ptr_t p = bupc_ptradd(arr, 3, sizeof(int), 3 * ((int)upcr_threads()) - 1);
    bad += (int)upcr_get_shared_val(p, 0, sizeof(int)) != 3 * ((int)upcr_threads()) - 1;
    bad += upcr_threadof_shared(p) != ((int)upcr_threads()) - 1 || upcr_phaseof_shared(p) != 2;

    char text[100], tiny[4];
    bad += bupc_dump_shared(upcr_add_shared(arr, sizeof(int), 4, 3), text, 100) != 0 || strlen(text) == 0;
    bad += bupc_dump_shared(upcr_add_shared(arr, sizeof(int), 4, 3), tiny, (int)sizeof tiny) != -1 || tiny[0] != 0;

    upcr_put_pshared_val(upcr_add_pshared1(flags, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        int all_bad = 0, all_dist = 0;
        {
#line 85 "tests/in/real/bupc_utilities.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 85 "tests/in/real/bupc_utilities.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int)) && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(flags, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(dist_ok, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 85 "tests/in/real/bupc_utilities.upc"
                for (i = 0; i < ((int)upcr_threads()); i++) {
                    all_bad += upcrt_gathered2[i - upcrt_gather_lo1];
                    all_dist += upcrt_gathered3[i - upcrt_gather_lo1];
                }
            } else
#line 85 "tests/in/real/bupc_utilities.upc"
                for (i = 0; i < ((int)upcr_threads()); i++) {
                    all_bad += (int)upcr_get_pshared_val(upcr_add_pshared1(flags, sizeof(int), i), 0, sizeof(int));
                    all_dist += (int)upcr_get_pshared_val(upcr_add_pshared1(dist_ok, sizeof(int), i), 0, sizeof(int));
                }
        }
#line 89 "tests/in/real/bupc_utilities.upc"
        printf("counter %" "l" "u" "\n", (uint64_t)(unsigned long)upcr_get_pshared_val(counter, 0, sizeof(unsigned long)));
        printf("bits %u\n", (unsigned)(unsigned int)upcr_get_pshared_val(bits, 0, sizeof(unsigned int)));
        printf("winner valid %d\n", (long)upcr_get_pshared_val(winner, 0, sizeof(long)) >= 0 && (long)upcr_get_pshared_val(winner, 0, sizeof(long)) < ((int)upcr_threads()));
        printf("distance ok %d of %d\n", all_dist, ((int)upcr_threads()));
        printf("checks failed %d\n", all_bad);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_bupc_utilities(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &counter, sizeof(unsigned long), 1, 0, sizeof(unsigned long), "counter", "shared unsigned long" },
        { &flags, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "flags", "shared int [1 * THREADS]" },
        { &bits, sizeof(unsigned int), 1, 0, sizeof(unsigned int), "bits", "shared unsigned int" },
        { &winner, sizeof(long), 1, 0, sizeof(long), "winner", "shared long" },
        { &dist_ok, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "dist_ok", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 5);
    upcr_startup_shalloc_t shared_objects[] = {
        { &arr, 3 * sizeof(int), (3 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(int), "arr", "shared [3] int [3 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_bupc_utilities_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_bupc_utilities;

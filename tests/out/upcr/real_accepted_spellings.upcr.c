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
#line 1 "tests/in/real/accepted_spellings.upc"
/* Spellings other UPC compilers accept and real code uses (with warnings W0206, W0202). */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "tests/in/real/accepted_spellings.upc"
upcr_shared_ptr_t a;
upcr_pshared_ptr_t owner;
upcr_pshared_ptr_t local_ok;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i;
    double priv[5];
    /* Non-shared operands: element size, block size 0, local size sizeof. */
    size_t s1 = sizeof(double), s2 = (size_t)0, s3 = sizeof(double [5]);
    size_t s4 = sizeof(int [3]), s5 = (size_t)0;

    /* A floating affinity: truncated, then modulo THREADS. */
    {
#line 18 "tests/in/real/accepted_spellings.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 18 "tests/in/real/accepted_spellings.upc"
        for (i = 0; i < 6 * ((int)upcr_threads()); i++) {
#line 18 "tests/in/real/accepted_spellings.upc"
            if (!upcrt_nested1 && !(((long long)(i / (double)6) % ((int)upcr_threads()) + ((int)upcr_threads())) % ((int)upcr_threads()) == ((int)upcr_mythread())))
                continue;
#line 19 "tests/in/real/accepted_spellings.upc"
            upcr_put_pshared_val(upcr_add_pshared1(owner, sizeof(int), i), 0, (int)((int)upcr_mythread()), sizeof(int));
        }
#line 18 "tests/in/real/accepted_spellings.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    {
#line 20 "tests/in/real/accepted_spellings.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 20 "tests/in/real/accepted_spellings.upc"
        for (i = 0; i < 6 * ((int)upcr_threads()); i++) {
#line 20 "tests/in/real/accepted_spellings.upc"
            if (!upcrt_nested2 && !(((long long)((float)i + 0.75f) % ((int)upcr_threads()) + ((int)upcr_threads())) % ((int)upcr_threads()) == ((int)upcr_mythread())))
                continue;
#line 21 "tests/in/real/accepted_spellings.upc"
            upcr_put_shared_doubleval(upcr_add_shared(a, sizeof(double), i, 6), 0, ((int)upcr_mythread()));
        }
#line 20 "tests/in/real/accepted_spellings.upc"
        upcrt_forall_control = upcrt_nested2;
    }

    /* UPC 1.1's upc_local_alloc: nblocks * nbytes with affinity to the caller. */
    upcr_pshared_ptr_t mine = upcr_shared_to_pshared(upcr_alloc(3 * (2 * sizeof(int))));
    {
#line 25 "tests/in/real/accepted_spellings.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine3 = upcr_threadof_pshared(mine) == upcr_mythread() ? upcr_pshared_to_local(mine) : 0;
        long upcrt_phase3 = upcr_phaseof_pshared(mine);
#line 25 "tests/in/real/accepted_spellings.upc"
        if (upcrt_mine3)
#line 25 "tests/in/real/accepted_spellings.upc"
            for (i = 0; i < 6; i++)
                upcrt_mine3[i] = i;
        else
#line 25 "tests/in/real/accepted_spellings.upc"
            for (i = 0; i < 6; i++)
                ({ int upcrt_store4 = i; upcrt_mine3 ? (void)(upcrt_mine3[i] = upcrt_store4) : (void)upcr_put_pshared_val(upcr_add_psharedI(mine, sizeof(int), i), 0, (int)upcrt_store4, sizeof(int)); });
    }
#line 27 "tests/in/real/accepted_spellings.upc"
    upcr_put_pshared_val(upcr_add_pshared1(local_ok, sizeof(int), ((int)upcr_mythread())), 0, (int)(upcr_threadof_shared(upcr_pshared_to_shared(mine)) == ((int)upcr_mythread()) && upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(mine, sizeof(int), 5))) == ((int)upcr_mythread()) && (int)upcr_get_pshared_val(upcr_add_psharedI(mine, sizeof(int), 5), 0, sizeof(int)) == 5), sizeof(int));

    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        int bad = 0, ok = 0;
        {
#line 32 "tests/in/real/accepted_spellings.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo5 = (long)0;
            long upcrt_gather_hi5 = (long)(6 * ((int)upcr_threads()));
#line 32 "tests/in/real/accepted_spellings.upc"
            if (upcrt_gather_lo5 >= 0 && upcrt_gather_hi5 <= (long)(6 * ((int)upcr_threads())) && upcrt_gather_hi5 - upcrt_gather_lo5 <= (long)(16384 / sizeof(int)) && upcrt_gather_hi5 <= (long)(6 * ((int)upcr_threads())) && upcrt_gather_hi5 - upcrt_gather_lo5 <= (long)(16384 / sizeof(double))) {
                int upcrt_gathered6[16384 / sizeof(int)];
                double upcrt_gathered7[16384 / sizeof(double)];
                if (upcrt_gather_lo5 < upcrt_gather_hi5) {
                    upcrt_get_range(upcrt_gathered6, upcr_pshared_to_shared(upcr_add_pshared1(owner, sizeof(int), upcrt_gather_lo5)), sizeof(int), 1, upcrt_gather_hi5 - upcrt_gather_lo5);
                    upcrt_get_range(upcrt_gathered7, upcr_add_shared(a, sizeof(double), upcrt_gather_lo5, 6), sizeof(double), 6, upcrt_gather_hi5 - upcrt_gather_lo5);
                }
#line 32 "tests/in/real/accepted_spellings.upc"
                for (i = 0; i < 6 * ((int)upcr_threads()); i++) {
                    bad += upcrt_gathered6[i - upcrt_gather_lo5] != i / 6 % ((int)upcr_threads());
                    bad += (int)upcrt_gathered7[i - upcrt_gather_lo5] != i % ((int)upcr_threads());
                }
            } else
#line 32 "tests/in/real/accepted_spellings.upc"
                for (i = 0; i < 6 * ((int)upcr_threads()); i++) {
                    bad += (int)upcr_get_pshared_val(upcr_add_pshared1(owner, sizeof(int), i), 0, sizeof(int)) != i / 6 % ((int)upcr_threads());
                    bad += (int)upcr_get_shared_doubleval(upcr_add_shared(a, sizeof(double), i, 6), 0) != i % ((int)upcr_threads());
                }
        }
#line 36 "tests/in/real/accepted_spellings.upc"
        {
#line 36 "tests/in/real/accepted_spellings.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo8 = (long)0;
            long upcrt_gather_hi8 = (long)((int)upcr_threads());
#line 36 "tests/in/real/accepted_spellings.upc"
            if (upcrt_gather_lo8 >= 0 && upcrt_gather_hi8 <= (long)((int)upcr_threads()) && upcrt_gather_hi8 - upcrt_gather_lo8 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered9[16384 / sizeof(int)];
                if (upcrt_gather_lo8 < upcrt_gather_hi8) {
                    upcrt_get_range(upcrt_gathered9, upcr_pshared_to_shared(upcr_add_pshared1(local_ok, sizeof(int), upcrt_gather_lo8)), sizeof(int), 1, upcrt_gather_hi8 - upcrt_gather_lo8);
                }
#line 36 "tests/in/real/accepted_spellings.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    ok += upcrt_gathered9[i - upcrt_gather_lo8];
            } else
#line 36 "tests/in/real/accepted_spellings.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    ok += (int)upcr_get_pshared_val(upcr_add_pshared1(local_ok, sizeof(int), i), 0, sizeof(int));
        }
#line 38 "tests/in/real/accepted_spellings.upc"
        printf("sizes %d %d %d %d %d\n", (int)s1, (int)s2, (int)s3, (int)s4, (int)s5);
        printf("affinity mismatches %d\n", bad);
        printf("local_alloc %d of %d\n", ok, ((int)upcr_threads()));
    }
    upcr_free(upcr_pshared_to_shared(mine));
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_accepted_spellings(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &owner, sizeof(int), 6 * ((int)upcr_threads()), 0, sizeof(int), "owner", "shared int [6 * THREADS]" },
        { &local_ok, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "local_ok", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 6 * sizeof(double), (6 * ((int)upcr_threads()) + 6 - 1) / 6, 0, sizeof(double), "a", "shared [6] double [6 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_accepted_spellings_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_accepted_spellings;

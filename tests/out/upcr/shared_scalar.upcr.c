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
#line 1 "samples/upc/shared_scalar.upc"
/* shared_scalar.upc - shared scalars of several types: written by one thread, read by all, updated in turn, all with affinity to thread 0. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 5 "samples/upc/shared_scalar.upc"
upcr_pshared_ptr_t counter;
upcr_pshared_ptr_t letter;
upcr_pshared_ptr_t small;
upcr_pshared_ptr_t big;
upcr_pshared_ptr_t ratio;
upcr_pshared_ptr_t value;
upcr_pshared_ptr_t mask;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int t, mine = 0;

    if (((int)upcr_mythread()) == 0) {
        upcr_put_pshared_val(counter, 0, (int)0, sizeof(int));
        upcr_put_pshared_val(letter, 0, (char)'u', sizeof(char));
        upcr_put_pshared_val(small, 0, (short)-1234, sizeof(short));
        upcr_put_pshared_val(big, 0, (long long)(1LL << 40), sizeof(long long));
        upcr_put_pshared_floatval(ratio, 0, 0.25f);
        upcr_put_pshared_doubleval(value, 0, 1.0 / 3.0);
        upcr_put_pshared_val(mask, 0, (unsigned long)0, sizeof(unsigned long));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* every thread sees the values thread 0 wrote */
    if ((char)upcr_get_pshared_val(letter, 0, sizeof(char)) != 'u' || (short)upcr_get_pshared_val(small, 0, sizeof(short)) != -1234 || (long long)upcr_get_pshared_val(big, 0, sizeof(long long)) != 1LL << 40)
        mine++;
    if (upcr_get_pshared_floatval(ratio, 0) != 0.25f || upcr_get_pshared_doubleval(value, 0) != 1.0 / 3.0)
        mine++;
    /* shared scalars live on thread 0 */
    if (upcr_threadof_shared(upcr_pshared_to_shared(counter)) != 0 || upcr_threadof_shared(upcr_pshared_to_shared(value)) != 0)
        mine++;
    /* everybody has read before anybody writes */
#line 37 "samples/upc/shared_scalar.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* each thread updates the scalars in its turn: a barrier separates the turns */
    for (t = 0; t < ((int)upcr_threads()); t++) {
        if (t == ((int)upcr_mythread())) {
            upcr_put_pshared_val(counter, 0, (int)((int)upcr_get_pshared_val(counter, 0, sizeof(int)) + (t + 1)), sizeof(int));
            upcr_put_pshared_val(big, 0, (long long)((long long)upcr_get_pshared_val(big, 0, sizeof(long long)) + t), sizeof(long long));
            upcr_put_pshared_val(mask, 0, (unsigned long)((unsigned long)upcr_get_pshared_val(mask, 0, sizeof(unsigned long)) | 1UL << t % (8 * sizeof(unsigned long))), sizeof(unsigned long));
            upcr_put_pshared_doubleval(value, 0, upcr_get_pshared_doubleval(value, 0) * 2.0);
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    }
    if ((int)upcr_get_pshared_val(counter, 0, sizeof(int)) != ((int)upcr_threads()) * (((int)upcr_threads()) + 1) / 2)
        mine++;
    if ((long long)upcr_get_pshared_val(big, 0, sizeof(long long)) != (1LL << 40) + (long long)((int)upcr_threads()) * (((int)upcr_threads()) - 1) / 2)
        mine++;
    if (upcr_get_pshared_doubleval(value, 0) != 1.0 / 3.0 * (double)(1L << ((int)upcr_threads())) && ((int)upcr_threads()) < 60)
        mine++;
    if (((int)upcr_threads()) <= 64 && ((unsigned long)upcr_get_pshared_val(mask, 0, sizeof(unsigned long)) & 1UL) != 1UL)
        mine++;

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 62 "samples/upc/shared_scalar.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 62 "samples/upc/shared_scalar.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 62 "samples/upc/shared_scalar.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += upcrt_gathered2[t - upcrt_gather_lo1];
            } else
#line 62 "samples/upc/shared_scalar.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int));
        }
#line 64 "samples/upc/shared_scalar.upc"
        if (total)
            printf("FAIL: shared_scalar: %d errors (counter=%d big=%lld)\n", total, (int)upcr_get_pshared_val(counter, 0, sizeof(int)), (long long)upcr_get_pshared_val(big, 0, sizeof(long long)));
        else
            printf("PASS: shared_scalar\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_shared_scalar(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &counter, sizeof(int), 1, 0, sizeof(int), "counter", "shared int" },
        { &letter, sizeof(char), 1, 0, sizeof(char), "letter", "shared char" },
        { &small, sizeof(short), 1, 0, sizeof(short), "small", "shared short" },
        { &big, sizeof(long long), 1, 0, sizeof(long long), "big", "shared long long" },
        { &ratio, sizeof(float), 1, 0, sizeof(float), "ratio", "shared float" },
        { &value, sizeof(double), 1, 0, sizeof(double), "value", "shared double" },
        { &mask, sizeof(unsigned long), 1, 0, sizeof(unsigned long), "mask", "shared unsigned long" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 9);
}
static void (*const upcrt_alloc_shared_scalar_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_shared_scalar;

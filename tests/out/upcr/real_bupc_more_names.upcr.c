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
#line 1 "tests/in/real/bupc_more_names.upc"
/* The older and upc_ spellings of the bupc_ extensions: upc_dump_shared with
   UPC_DUMP_MIN_LENGTH, the upc_atomic<T>_<op> names under BUPC_USE_UPC_NAMESPACE, and
   bupc_getenv. Thread 0 prints what every thread checked. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#line 10 "tests/in/real/bupc_more_names.upc"
upcr_pshared_ptr_t counter;
upcr_pshared_ptr_t bits;
upcr_pshared_ptr_t fails;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int bad = 0, i, total = 0;
    char buf[100];
    if (bupc_dump_shared(upcr_pshared_to_shared(upcr_add_pshared1(fails, sizeof(int), ((int)upcr_mythread()))), buf, sizeof buf) != 0 || buf[0] == 0)
        bad++, printf("thread %d: upc_dump_shared\n", ((int)upcr_mythread()));
    if (bupc_dump_shared(upcr_pshared_to_shared(upcr_add_pshared1(fails, sizeof(int), ((int)upcr_mythread()))), buf, 1) != -1)
        bad++, printf("thread %d: upc_dump_shared short buffer\n", ((int)upcr_mythread()));
    if (((int)upcr_mythread()) == 0) {
        bupc_atomicI64_set_strict(upcr_pshared_to_shared(counter), 0);
        bupc_atomicU32_set_relaxed(upcr_pshared_to_shared(bits), 0);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    bupc_atomicI64_fetchadd_relaxed(upcr_pshared_to_shared(counter), ((int)upcr_mythread()) + 1);
    bupc_atomicU32_fetchor_strict(upcr_pshared_to_shared(bits), 1u << ((int)upcr_mythread()));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (bupc_atomicI64_read_strict(upcr_pshared_to_shared(counter)) != ((int)upcr_threads()) * (((int)upcr_threads()) + 1) / 2)
        bad++, printf("thread %d: upc_atomicI64 counter\n", ((int)upcr_mythread()));
    if (bupc_atomicU32_read_relaxed(upcr_pshared_to_shared(bits)) != (((int)upcr_threads()) >= 32 ? ~0u : (1u << ((int)upcr_threads())) - 1))
        bad++, printf("thread %d: upc_atomicU32 bits\n", ((int)upcr_mythread()));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0 && bupc_atomicI64_cswap_strict(upcr_pshared_to_shared(counter), ((int)upcr_threads()) * (((int)upcr_threads()) + 1) / 2, -7) != ((int)upcr_threads()) * (((int)upcr_threads()) + 1) / 2)

        bad++, printf("thread 0: upc_atomicI64_cswap\n");
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (bupc_atomicI64_read_relaxed(upcr_pshared_to_shared(counter)) != -7)
        bad++, printf("thread %d: upc_atomicI64 after cswap\n", ((int)upcr_mythread()));
    /* bupc_getenv: what getenv gives, NULL for a variable that is not set */
    {
        const char *p = bupc_getenv("PATH"), *q = getenv("PATH");
        if (!p || !q || strcmp(p, q) != 0)
            bad++, printf("thread %d: bupc_getenv(PATH)\n", ((int)upcr_mythread()));
        if (bupc_getenv("PGAS_XLATE_SURELY_NOT_SET_42") != (void *)0)
            bad++, printf("thread %d: bupc_getenv of an unset variable\n", ((int)upcr_mythread()));
    }
    upcr_put_pshared_val(upcr_add_pshared1(fails, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        {
#line 52 "tests/in/real/bupc_more_names.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 52 "tests/in/real/bupc_more_names.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(fails, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 52 "tests/in/real/bupc_more_names.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 52 "tests/in/real/bupc_more_names.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(fails, sizeof(int), i), 0, sizeof(int));
        }
#line 54 "tests/in/real/bupc_more_names.upc"
        printf("more names on %d threads: %d failures\n", ((int)upcr_threads()), total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_bupc_more_names(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &counter, sizeof(long), 1, 0, sizeof(long), "counter", "shared long" },
        { &bits, sizeof(unsigned int), 1, 0, sizeof(unsigned int), "bits", "shared unsigned int" },
        { &fails, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "fails", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_bupc_more_names_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_bupc_more_names;

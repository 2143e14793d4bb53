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
#line 1 "tests/in/real/threads_in_if.upc"
/* THREADS in preprocessor conditionals under static THREADS (`--threads N`): it is N there, as
   with other UPC compilers, directly and through a macro; in the program's text it stays the
   keyword (the stringized macro below reads THREADS). With -DWANT=K a thread count other than
   K stops the compilation with the program's #error. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 24 "tests/in/real/threads_in_if.upc"
upcr_pshared_ptr_t a;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i;
    {
#line 28 "tests/in/real/threads_in_if.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 28 "tests/in/real/threads_in_if.upc"
        i = 0;
#line 28 "tests/in/real/threads_in_if.upc"
        if (upcrt_nested1)
#line 28 "tests/in/real/threads_in_if.upc"
            for (; i < 3 * ((int)upcr_threads()); i++)
                upcr_put_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, (int)i, sizeof(int));
        else {
#line 28 "tests/in/real/threads_in_if.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_a = upcr_pshared_to_local(upcr_add_pshared1(a, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 28 "tests/in/real/threads_in_if.upc"
            long upcrt_bound = 3 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 28 "tests/in/real/threads_in_if.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 28 "tests/in/real/threads_in_if.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_a++)
                    *upcrt_local_a = i;
            }
#line 28 "tests/in/real/threads_in_if.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_a++)
                *upcrt_local_a = i;
        }
#line 28 "tests/in/real/threads_in_if.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int sum = 0;
        {
#line 33 "tests/in/real/threads_in_if.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo2 = (long)0;
            long upcrt_gather_hi2 = (long)(3 * ((int)upcr_threads()));
#line 33 "tests/in/real/threads_in_if.upc"
            if (upcrt_gather_lo2 >= 0 && upcrt_gather_hi2 <= (long)(3 * ((int)upcr_threads())) && upcrt_gather_hi2 - upcrt_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo2 < upcrt_gather_hi2) {
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), upcrt_gather_lo2)), sizeof(int), 1, upcrt_gather_hi2 - upcrt_gather_lo2);
                }
#line 33 "tests/in/real/threads_in_if.upc"
                for (i = 0; i < 3 * ((int)upcr_threads()); i++)
                    sum += upcrt_gathered3[i - upcrt_gather_lo2];
            } else
#line 33 "tests/in/real/threads_in_if.upc"
                for (i = 0; i < 3 * ((int)upcr_threads()); i++)
                    sum += (int)upcr_get_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, sizeof(int));
        }
#line 35 "tests/in/real/threads_in_if.upc"
        printf("%s %d %s sum %d\n", "two", ((int)upcr_threads()), "THREADS", sum);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_threads_in_if(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &a, sizeof(int), 3 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [3 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_threads_in_if_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_threads_in_if;

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
#line 1 "tests/in/real/forall_spelling.upc"
/* `forall`, the early spelling of `upc_forall` that older UPC code uses, next to a function of
   the program named `forall` (called, never a loop header). */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "tests/in/real/forall_spelling.upc"
upcr_pshared_ptr_t a;
upcr_pshared_ptr_t foreign;

int forall(int x) {
#line 9 "tests/in/real/forall_spelling.upc"
    return x + 1;
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i, n = 0, mine = 0;
    {
#line 13 "tests/in/real/forall_spelling.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 13 "tests/in/real/forall_spelling.upc"
        i = 0;
#line 13 "tests/in/real/forall_spelling.upc"
        if (upcrt_nested1)
#line 13 "tests/in/real/forall_spelling.upc"
            for (; i < 4 * ((int)upcr_threads()); i++) {
                upcr_put_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, (int)forall(i), sizeof(int));
                mine += upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), i))) != ((int)upcr_mythread());
            }
        else {
#line 13 "tests/in/real/forall_spelling.upc"
            /* This thread's elements of `a`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_a = upcr_pshared_to_local(upcr_add_pshared1(a, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 13 "tests/in/real/forall_spelling.upc"
            long upcrt_bound = 4 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 13 "tests/in/real/forall_spelling.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64)
#line 13 "tests/in/real/forall_spelling.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_a++) {
                    *upcrt_local_a = forall(i);
                    mine += upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), i))) != ((int)upcr_mythread());
                }
#line 13 "tests/in/real/forall_spelling.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_a++) {
                *upcrt_local_a = forall(i);
                mine += upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), i))) != ((int)upcr_mythread());
            }
        }
#line 13 "tests/in/real/forall_spelling.upc"
        upcrt_forall_control = upcrt_nested1;
    }


    upcr_put_pshared_val(upcr_add_pshared1(foreign, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        {
#line 20 "tests/in/real/forall_spelling.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo2 = (long)0;
            long upcrt_gather_hi2 = (long)(4 * ((int)upcr_threads()));
#line 20 "tests/in/real/forall_spelling.upc"
            if (upcrt_gather_lo2 >= 0 && upcrt_gather_hi2 <= (long)(4 * ((int)upcr_threads())) && upcrt_gather_hi2 - upcrt_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo2 < upcrt_gather_hi2) {
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), upcrt_gather_lo2)), sizeof(int), 1, upcrt_gather_hi2 - upcrt_gather_lo2);
                }
#line 20 "tests/in/real/forall_spelling.upc"
                for (i = 0; i < 4 * ((int)upcr_threads()); i++)
                    n += upcrt_gathered3[i - upcrt_gather_lo2];
            } else
#line 20 "tests/in/real/forall_spelling.upc"
                for (i = 0; i < 4 * ((int)upcr_threads()); i++)
                    n += (int)upcr_get_pshared_val(upcr_add_pshared1(a, sizeof(int), i), 0, sizeof(int));
        }
#line 22 "tests/in/real/forall_spelling.upc"
        printf("sum %d\n", n);
        for (i = 0; i < ((int)upcr_threads()); i++)
            printf("thread %d foreign %d\n", i, (int)upcr_get_pshared_val(upcr_add_pshared1(foreign, sizeof(int), i), 0, sizeof(int)));
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_forall_spelling(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &a, sizeof(int), 4 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [4 * THREADS]" },
        { &foreign, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "foreign", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
}
static void (*const upcrt_alloc_forall_spelling_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_forall_spelling;

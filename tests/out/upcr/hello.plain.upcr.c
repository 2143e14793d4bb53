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
/* hello.upc - the README's demo: the threads share the work of summing 1..N with upc_forall and add their parts into a shared total under a lock. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
/* spread over the threads: values[i] lives on thread i % THREADS */
upcr_pshared_ptr_t values;
/* one shared scalar, on thread 0 */
upcr_pshared_ptr_t total;
upcr_pshared_ptr_t verdict;
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i;
    long mine = 0;
    /* one lock, known to every thread */
    upcr_shared_ptr_t lock = upcr_all_lock_alloc();
    /* each thread fills and sums the elements it owns */
    {
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested1)
            for (; i < 1000; i++)
                upcr_put_pshared_val(upcr_add_pshared1(values, sizeof(int), i), 0, (int)(i + 1), sizeof(int));
        else {
            /* This thread's elements of `values`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_values = upcr_pshared_to_local(upcr_add_pshared1(values, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 1000;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_values++)
                    *upcrt_local_values = i + 1;
            }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_values++)
                *upcrt_local_values = i + 1;
        }
        upcrt_forall_control = upcrt_nested1;
    }
    {
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested2)
            for (; i < 1000; i++)
                mine += (int)upcr_get_pshared_val(upcr_add_pshared1(values, sizeof(int), i), 0, sizeof(int));
        else {
            /* This thread's elements of `values`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_values = upcr_pshared_to_local(upcr_add_pshared1(values, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 1000;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_values++)
                    mine += *upcrt_local_values;
            }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_values++)
                mine += *upcrt_local_values;
        }
        upcrt_forall_control = upcrt_nested2;
    }
    /* add my part to the total, one thread at a time */
    upcr_lock(lock);
    upcr_put_pshared_val(total, 0, (long)((long)upcr_get_pshared_val(total, 0, sizeof(long)) + mine), sizeof(long));
    upcr_unlock(lock);
    /* wait until every thread has added its part */
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        long expected = (long)1000 * (1000 + 1) / 2;
        printf("Hello from UPC: the sum of 1..%d is %ld\n", 1000, (long)upcr_get_pshared_val(total, 0, sizeof(long)));
        if ((long)upcr_get_pshared_val(total, 0, sizeof(long)) != expected) {
            printf("FAIL: hello: expected %ld\n", expected);
            upcr_put_pshared_val(verdict, 0, (int)1, sizeof(int));
        } else {
            printf("PASS: hello\n");
        }
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_all_lock_free(lock);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_hello(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &values, sizeof(int), 1000, 0, sizeof(int), "values", "shared int [1000]" },
        { &total, sizeof(long), 1, 0, sizeof(long), "total", "shared long" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_hello_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_hello;

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
#line 1 "tests/in/real/loop_changes_in_headers.upc"
/* Loops over a private pointer-to-shared whose body changes the pointer only inside the
   header of a nested `for`, a block's list initializer or a compound literal: the pointer
   must not be read through a local pointer computed before the loop. Every sum is 4 * 100
   (the elements of `b`); reading `a` instead gives 4. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 8 "tests/in/real/loop_changes_in_headers.upc"
upcr_shared_ptr_t a;
#line 8 "tests/in/real/loop_changes_in_headers.upc"
upcr_shared_ptr_t b;
upcr_pshared_ptr_t sums;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int k, t = 0, u = 0, x = 0, y = 0;
    {
#line 14 "tests/in/real/loop_changes_in_headers.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 14 "tests/in/real/loop_changes_in_headers.upc"
        k = 0;
#line 14 "tests/in/real/loop_changes_in_headers.upc"
        if (upcrt_nested1)
#line 14 "tests/in/real/loop_changes_in_headers.upc"
            for (; k < 4 * ((int)upcr_threads()); k++) {
                upcr_put_shared_val(upcr_add_shared(a, sizeof(int), k, 4), 0, (int)1, sizeof(int));
                upcr_put_shared_val(upcr_add_shared(b, sizeof(int), k, 4), 0, (int)100, sizeof(int));
            }
        else {
#line 14 "tests/in/real/loop_changes_in_headers.upc"
            /* This thread's blocks of `a`, each through local pointers. */
#line 14 "tests/in/real/loop_changes_in_headers.upc"
            for (k = upcrt_forall_first(k, 4); k < 4 * ((int)upcr_threads()); k = upcrt_forall_first(k, 4)) {
#line 14 "tests/in/real/loop_changes_in_headers.upc"
                int *upcrt_local_a = upcr_shared_to_local(upcr_add_shared(a, sizeof(int), k, 4));
                int *upcrt_local_b = upcr_shared_to_local(upcr_add_shared(b, sizeof(int), k, 4));
                long upcrt_block_lo = k - k % 4, upcrt_block_hi = upcrt_block_lo + 4;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 14 "tests/in/real/loop_changes_in_headers.upc"
                if (upcrt_stop - k == 4) {
#pragma GCC ivdep
#line 14 "tests/in/real/loop_changes_in_headers.upc"
                    for (upcrt_k = 0; upcrt_k < 4; upcrt_k++, k++, upcrt_local_a++, upcrt_local_b++) {
                        *upcrt_local_a = 1;
                        *upcrt_local_b = 100;
                    }
                } else
#line 14 "tests/in/real/loop_changes_in_headers.upc"
                    for (; k < upcrt_stop; k++, upcrt_local_a++, upcrt_local_b++) {
                        *upcrt_local_a = 1;
                        *upcrt_local_b = 100;
                    }
            }
        }
#line 14 "tests/in/real/loop_changes_in_headers.upc"
        upcrt_forall_control = upcrt_nested1;
    }


    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    upcr_shared_ptr_t q = upcr_add_shared(a, sizeof(int), 4 * ((int)upcr_mythread()), 4);
    for (k = 0; k < 4; k++) {
        for (int j = (q = upcr_add_shared(b, sizeof(int), 4 * ((int)upcr_mythread()), 4), 0); j < 1; j++)
            t += 0;
        t += (int)upcr_get_shared_val(upcr_add_shared(q, sizeof(int), k, 4), 0, sizeof(int));
    }

    upcr_shared_ptr_t r = upcr_add_shared(a, sizeof(int), 4 * ((int)upcr_mythread()), 4);
    for (k = 0; k < 4; k++) {
        int v[2] = { (r = upcr_add_shared(b, sizeof(int), 4 * ((int)upcr_mythread()), 4), 0), 1 };
        u += (int)upcr_get_shared_val(upcr_add_shared(r, sizeof(int), k, 4), 0, sizeof(int)) + v[0];
    }

    upcr_shared_ptr_t w = upcr_add_shared(a, sizeof(int), 4 * ((int)upcr_mythread()), 4);
    for (k = 0; k < 4; k++) {
        int *c = (int []){ (w = upcr_add_shared(b, sizeof(int), 4 * ((int)upcr_mythread()), 4), 0), 1 };
        x += (int)upcr_get_shared_val(upcr_add_shared(w, sizeof(int), k, 4), 0, sizeof(int)) + c[0];
    }

    /* The affinity of a nested upc_forall is evaluated too. */
    upcr_shared_ptr_t z = upcr_add_shared(a, sizeof(int), 4 * ((int)upcr_mythread()), 4);
    for (k = 0; k < 4; k++) {
        int j;
        {
#line 43 "tests/in/real/loop_changes_in_headers.upc"
            int upcrt_nested2 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 43 "tests/in/real/loop_changes_in_headers.upc"
            for (j = 0; j < 1; j++) {
#line 43 "tests/in/real/loop_changes_in_headers.upc"
                if (!upcrt_nested2 && !(((z = upcr_add_shared(b, sizeof(int), 4 * ((int)upcr_mythread()), 4), j) % ((int)upcr_threads()) + ((int)upcr_threads())) % ((int)upcr_threads()) == ((int)upcr_mythread())))
                    continue;
#line 44 "tests/in/real/loop_changes_in_headers.upc"
                ;
            }
#line 43 "tests/in/real/loop_changes_in_headers.upc"
            upcrt_forall_control = upcrt_nested2;
        }
        y += (int)upcr_get_shared_val(upcr_add_shared(z, sizeof(int), k, 4), 0, sizeof(int));
    }

    upcr_put_pshared_val(upcr_add_pshared1(sums, sizeof(int), (long)((int)upcr_mythread()) * 4), 0, (int)t, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(sums, sizeof(int), (long)((int)upcr_mythread()) * 4 + 1), 0, (int)u, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(sums, sizeof(int), (long)((int)upcr_mythread()) * 4 + 2), 0, (int)x, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(sums, sizeof(int), (long)((int)upcr_mythread()) * 4 + 3), 0, (int)y, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        for (k = 0; k < ((int)upcr_threads()); k++)
            printf("thread %d: %d %d %d %d\n", k, (int)upcr_get_pshared_val(upcr_add_pshared1(sums, sizeof(int), (long)k * 4), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(sums, sizeof(int), (long)k * 4 + 1), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(sums, sizeof(int), (long)k * 4 + 2), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(sums, sizeof(int), (long)k * 4 + 3), 0, sizeof(int)));
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_loop_changes_in_headers(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &sums, sizeof(int), 4 * ((int)upcr_threads()), 0, sizeof(int), "sums", "shared int [1 * THREADS][4]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "a", "shared [4] int [4 * THREADS]" },
        { &b, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "b", "shared [4] int [4 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_loop_changes_in_headers_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_loop_changes_in_headers;

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
/* idiom_dot.upc - integer dot products accumulated into a shared scalar under a lock: the whole
   arrays (int, cyclic), a sub-range that is the same columns of every thread's part (long,
   blocked), a sub-range that is not (the loop), `s = s + x[i] * y[i]`, and a floating dot
   product (always the loop). Checked by thread 0 against sequential sums; the results are
   printed so that both backends can be compared. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
upcr_pshared_ptr_t x;
upcr_pshared_ptr_t y;
upcr_shared_ptr_t p;
upcr_shared_ptr_t q;
upcr_pshared_ptr_t d;
upcr_pshared_ptr_t si;
upcr_pshared_ptr_t sl;
upcr_pshared_ptr_t sl2;
upcr_pshared_ptr_t sd;
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i, errors = 0;
    long want;
    upcr_shared_ptr_t lock = upcr_all_lock_alloc();
    {
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested1)
            for (; i < 6 * ((int)upcr_threads()); i++) {
                upcr_put_pshared_val(upcr_add_pshared1(x, sizeof(int), i), 0, (int)(i % 7 - 3), sizeof(int));
                upcr_put_pshared_val(upcr_add_pshared1(y, sizeof(int), i), 0, (int)(2 * i + 1), sizeof(int));
            }
        else {
            /* This thread's elements of `x`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_x = upcr_pshared_to_local(upcr_add_pshared1(x, sizeof(int), i));
            int *upcrt_local_y = upcr_pshared_to_local(upcr_add_pshared1(y, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 6 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_x++, upcrt_local_y++) {
                    *upcrt_local_x = i % 7 - 3;
                    *upcrt_local_y = 2 * i + 1;
                }
            }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_x++, upcrt_local_y++) {
                *upcrt_local_x = i % 7 - 3;
                *upcrt_local_y = 2 * i + 1;
            }
        }
        upcrt_forall_control = upcrt_nested1;
    }
    {
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested2)
            for (; i < 4 * 3 * ((int)upcr_threads()); i++) {
                upcr_put_shared_val(upcr_add_shared(p, sizeof(long), i, 3), 0, (long)(100000L * i + 17), sizeof(long));
                upcr_put_shared_val(upcr_add_shared(q, sizeof(long), i, 3), 0, (long)(i % 5 + 1), sizeof(long));
            }
        else {
            /* This thread's blocks of `p`, each through local pointers. */
            for (i = upcrt_forall_first(i, 3); i < 4 * 3 * ((int)upcr_threads()); i = upcrt_forall_first(i, 3)) {
                long *upcrt_local_p = upcr_shared_to_local(upcr_add_shared(p, sizeof(long), i, 3));
                long *upcrt_local_q = upcr_shared_to_local(upcr_add_shared(q, sizeof(long), i, 3));
                long upcrt_block_lo = i - i % 3, upcrt_block_hi = upcrt_block_lo + 3;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * 3 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - i == 3) {
#pragma GCC ivdep
                    for (upcrt_k = 0; upcrt_k < 3; upcrt_k++, i++, upcrt_local_p++, upcrt_local_q++) {
                        *upcrt_local_p = 100000L * i + 17;
                        *upcrt_local_q = i % 5 + 1;
                    }
                } else
                    for (; i < upcrt_stop; i++, upcrt_local_p++, upcrt_local_q++) {
                        *upcrt_local_p = 100000L * i + 17;
                        *upcrt_local_q = i % 5 + 1;
                    }
            }
        }
        upcrt_forall_control = upcrt_nested2;
    }
    {
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested3)
            for (; i < 4 * ((int)upcr_threads()); i++)
                upcr_put_pshared_doubleval(upcr_add_pshared1(d, sizeof(double), i), 0, 0.5 * i);
        else {
            /* This thread's elements of `d`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_d = upcr_pshared_to_local(upcr_add_pshared1(d, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 4 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_d++)
                    *upcrt_local_d = 0.5 * i;
            }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_d++)
                *upcrt_local_d = 0.5 * i;
        }
        upcrt_forall_control = upcrt_nested3;
    }
    if (((int)upcr_mythread()) == 0) {
        upcr_put_pshared_val(si, 0, (int)10, sizeof(int));
        upcr_put_pshared_val(sl, 0, (long)-4, sizeof(long));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* The whole arrays. */
    {
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested4)
            for (; i < 6 * ((int)upcr_threads()); i++) {
                upcr_lock(lock);
                upcr_put_pshared_val(si, 0, (int)((int)upcr_get_pshared_val(si, 0, sizeof(int)) + (int)upcr_get_pshared_val(upcr_add_pshared1(x, sizeof(int), i), 0, sizeof(int)) * (int)upcr_get_pshared_val(upcr_add_pshared1(y, sizeof(int), i), 0, sizeof(int))), sizeof(int));
                upcr_unlock(lock);
            }
        else {
            /* This thread's elements of `x`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_x = upcr_pshared_to_local(upcr_add_pshared1(x, sizeof(int), i));
            int *upcrt_local_y = upcr_pshared_to_local(upcr_add_pshared1(y, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 6 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64)
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_x++, upcrt_local_y++) {
                    upcr_lock(lock);
                    upcr_put_pshared_val(si, 0, (int)((int)upcr_get_pshared_val(si, 0, sizeof(int)) + *upcrt_local_x * *upcrt_local_y), sizeof(int));
                    upcr_unlock(lock);
                }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_x++, upcrt_local_y++) {
                upcr_lock(lock);
                upcr_put_pshared_val(si, 0, (int)((int)upcr_get_pshared_val(si, 0, sizeof(int)) + *upcrt_local_x * *upcrt_local_y), sizeof(int));
                upcr_unlock(lock);
            }
        }
        upcrt_forall_control = upcrt_nested4;
    }
    /* Blocks THREADS .. 3 * THREADS - 1: the same columns of every row. */
    {
        int upcrt_nested5 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 3 * ((int)upcr_threads());
        if (upcrt_nested5)
            for (; i < 3 * 3 * ((int)upcr_threads()); i++) {
                upcr_lock(lock);
                upcr_put_pshared_val(sl, 0, (long)((long)upcr_get_pshared_val(sl, 0, sizeof(long)) + (long)upcr_get_shared_val(upcr_add_shared(p, sizeof(long), i, 3), 0, sizeof(long)) * (long)upcr_get_shared_val(upcr_add_shared(q, sizeof(long), i, 3), 0, sizeof(long))), sizeof(long));
                upcr_unlock(lock);
            }
        else {
            /* This thread's blocks of `p`, each through local pointers. */
            for (i = upcrt_forall_first(i, 3); i < 3 * 3 * ((int)upcr_threads()); i = upcrt_forall_first(i, 3)) {
                long *upcrt_local_p = upcr_shared_to_local(upcr_add_shared(p, sizeof(long), i, 3));
                long *upcrt_local_q = upcr_shared_to_local(upcr_add_shared(q, sizeof(long), i, 3));
                long upcrt_block_lo = i - i % 3, upcrt_block_hi = upcrt_block_lo + 3;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 3 * 3 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - i == 3)
                    for (upcrt_k = 0; upcrt_k < 3; upcrt_k++, i++, upcrt_local_p++, upcrt_local_q++) {
                        upcr_lock(lock);
                        upcr_put_pshared_val(sl, 0, (long)((long)upcr_get_pshared_val(sl, 0, sizeof(long)) + *upcrt_local_p * *upcrt_local_q), sizeof(long));
                        upcr_unlock(lock);
                    }
                else
                    for (; i < upcrt_stop; i++, upcrt_local_p++, upcrt_local_q++) {
                        upcr_lock(lock);
                        upcr_put_pshared_val(sl, 0, (long)((long)upcr_get_pshared_val(sl, 0, sizeof(long)) + *upcrt_local_p * *upcrt_local_q), sizeof(long));
                        upcr_unlock(lock);
                    }
            }
        }
        upcrt_forall_control = upcrt_nested5;
    }
    /* A ragged range (on more than one thread): the loop. */
    {
        int upcrt_nested6 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 1;
        if (upcrt_nested6)
            for (; i < 2 * 3 * ((int)upcr_threads()) + 1; i++) {
                upcr_lock(lock);
                upcr_put_pshared_val(sl2, 0, (long)((long)upcr_get_pshared_val(sl2, 0, sizeof(long)) + (long)upcr_get_shared_val(upcr_add_shared(p, sizeof(long), i, 3), 0, sizeof(long)) * (long)upcr_get_shared_val(upcr_add_shared(q, sizeof(long), i, 3), 0, sizeof(long))), sizeof(long));
                upcr_unlock(lock);
            }
        else {
            /* This thread's blocks of `p`, each through local pointers. */
            for (i = upcrt_forall_first(i, 3); i < 2 * 3 * ((int)upcr_threads()) + 1; i = upcrt_forall_first(i, 3)) {
                long *upcrt_local_p = upcr_shared_to_local(upcr_add_shared(p, sizeof(long), i, 3));
                long *upcrt_local_q = upcr_shared_to_local(upcr_add_shared(q, sizeof(long), i, 3));
                long upcrt_block_lo = i - i % 3, upcrt_block_hi = upcrt_block_lo + 3;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 2 * 3 * ((int)upcr_threads()) + 1;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - i == 3)
                    for (upcrt_k = 0; upcrt_k < 3; upcrt_k++, i++, upcrt_local_p++, upcrt_local_q++) {
                        upcr_lock(lock);
                        upcr_put_pshared_val(sl2, 0, (long)((long)upcr_get_pshared_val(sl2, 0, sizeof(long)) + *upcrt_local_p * *upcrt_local_q), sizeof(long));
                        upcr_unlock(lock);
                    }
                else
                    for (; i < upcrt_stop; i++, upcrt_local_p++, upcrt_local_q++) {
                        upcr_lock(lock);
                        upcr_put_pshared_val(sl2, 0, (long)((long)upcr_get_pshared_val(sl2, 0, sizeof(long)) + *upcrt_local_p * *upcrt_local_q), sizeof(long));
                        upcr_unlock(lock);
                    }
            }
        }
        upcrt_forall_control = upcrt_nested6;
    }
    /* Floating point: the loop (the order of the additions could change the last bits). */
    {
        int upcrt_nested7 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested7)
            for (; i < 4 * ((int)upcr_threads()); i++) {
                upcr_lock(lock);
                upcr_put_pshared_doubleval(sd, 0, upcr_get_pshared_doubleval(sd, 0) + upcr_get_pshared_doubleval(upcr_add_pshared1(d, sizeof(double), i), 0) * upcr_get_pshared_doubleval(upcr_add_pshared1(d, sizeof(double), i), 0));
                upcr_unlock(lock);
            }
        else {
            /* This thread's elements of `d`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            double *upcrt_local_d = upcr_pshared_to_local(upcr_add_pshared1(d, sizeof(double), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 4 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64)
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_d++) {
                    upcr_lock(lock);
                    upcr_put_pshared_doubleval(sd, 0, upcr_get_pshared_doubleval(sd, 0) + *upcrt_local_d * *upcrt_local_d);
                    upcr_unlock(lock);
                }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_d++) {
                upcr_lock(lock);
                upcr_put_pshared_doubleval(sd, 0, upcr_get_pshared_doubleval(sd, 0) + *upcrt_local_d * *upcrt_local_d);
                upcr_unlock(lock);
            }
        }
        upcrt_forall_control = upcrt_nested7;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        want = 10;
        for (i = 0; i < 6 * ((int)upcr_threads()); i++)
            want += (long)(i % 7 - 3) * (2 * i + 1);
        printf("int dot: %d\n", (int)upcr_get_pshared_val(si, 0, sizeof(int)));
        errors += (int)upcr_get_pshared_val(si, 0, sizeof(int)) != want;
        want = -4;
        for (i = 3 * ((int)upcr_threads()); i < 3 * 3 * ((int)upcr_threads()); i++)
            want += (100000L * i + 17) * (i % 5 + 1);
        printf("long dot on a patch: %ld\n", (long)upcr_get_pshared_val(sl, 0, sizeof(long)));
        errors += (long)upcr_get_pshared_val(sl, 0, sizeof(long)) != want;
        want = 0;
        for (i = 1; i < 2 * 3 * ((int)upcr_threads()) + 1; i++)
            want += (100000L * i + 17) * (i % 5 + 1);
        printf("long dot on a ragged range: %ld\n", (long)upcr_get_pshared_val(sl2, 0, sizeof(long)));
        errors += (long)upcr_get_pshared_val(sl2, 0, sizeof(long)) != want;
        printf("double dot: %.2f\n", upcr_get_pshared_doubleval(sd, 0));
        if (errors)
            printf("FAIL: idiom_dot\n");
        else
            printf("PASS: idiom_dot\n");
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_idiom_dot(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &x, sizeof(int), 6 * ((int)upcr_threads()), 0, sizeof(int), "x", "shared int [6 * THREADS]" },
        { &y, sizeof(int), 6 * ((int)upcr_threads()), 0, sizeof(int), "y", "shared int [6 * THREADS]" },
        { &d, sizeof(double), 4 * ((int)upcr_threads()), 0, sizeof(double), "d", "shared double [4 * THREADS]" },
        { &si, sizeof(int), 1, 0, sizeof(int), "si", "shared int" },
        { &sl, sizeof(long), 1, 0, sizeof(long), "sl", "shared long" },
        { &sl2, sizeof(long), 1, 0, sizeof(long), "sl2", "shared long" },
        { &sd, sizeof(double), 1, 0, sizeof(double), "sd", "shared double" },
    };
    upcr_startup_pshalloc(pshared_objects, 7);
    upcr_startup_shalloc_t shared_objects[] = {
        { &p, 3 * sizeof(long), (12 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(long), "p", "shared [3] long [12 * THREADS]" },
        { &q, 3 * sizeof(long), (12 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(long), "q", "shared [3] long [12 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_idiom_dot_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_idiom_dot;

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
/* struct_shared.upc - shared structs and arrays of structs: member access through arrays and pointers-to-shared, and bulk struct copies in every direction. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
struct point {
    int x, y;
    double w;
};
/* a shared struct scalar, on thread 0 */
upcr_pshared_ptr_t origin;
/* cyclic array of structs */
upcr_pshared_ptr_t pts;
upcr_shared_ptr_t copies;
upcr_pshared_ptr_t verdict;
static struct point make(int i) {
    struct point p;
    p.x = i;
    p.y = -2 * i;
    p.w = i / 8.0;
    return p;
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i, errors = 0;
    upcr_pshared_ptr_t p;
    if (((int)upcr_mythread()) == 0) {
        upcr_put_pshared_val(origin, __builtin_offsetof(struct point, x), (int)1, sizeof(int));
        upcr_put_pshared_val(origin, __builtin_offsetof(struct point, y), (int)2, sizeof(int));
        upcr_put_pshared_doubleval(origin, __builtin_offsetof(struct point, w), 3.0);
    }
    /* member stores through a pointer-to-shared: -> and (*p). */
    {
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested1)
            for (; i < 5 * ((int)upcr_threads()); i++) {
                p = upcr_add_pshared1(pts, sizeof(struct point), i);
                upcr_put_pshared_val(p, __builtin_offsetof(struct point, x), (int)i, sizeof(int));
                upcr_put_pshared_val(p, __builtin_offsetof(struct point, y), (int)(-2 * i), sizeof(int));
                upcr_put_pshared_doubleval(p, __builtin_offsetof(struct point, w), i / 8.0);
            }
        else {
            /* This thread's elements of `pts`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            struct point *upcrt_local_pts = upcr_pshared_to_local(upcr_add_pshared1(pts, sizeof(struct point), i));
            long upcrt_nthreads = ((int)upcr_threads());
            long upcrt_bound = 5 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
            for (; upcrt_count >= 64; upcrt_count -= 64)
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_pts++) {
                    p = upcr_add_pshared1(pts, sizeof(struct point), i);
                    upcr_put_pshared_val(p, __builtin_offsetof(struct point, x), (int)i, sizeof(int));
                    upcr_put_pshared_val(p, __builtin_offsetof(struct point, y), (int)(-2 * i), sizeof(int));
                    upcr_put_pshared_doubleval(p, __builtin_offsetof(struct point, w), i / 8.0);
                }
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_pts++) {
                p = upcr_add_pshared1(pts, sizeof(struct point), i);
                upcr_put_pshared_val(p, __builtin_offsetof(struct point, x), (int)i, sizeof(int));
                upcr_put_pshared_val(p, __builtin_offsetof(struct point, y), (int)(-2 * i), sizeof(int));
                upcr_put_pshared_doubleval(p, __builtin_offsetof(struct point, w), i / 8.0);
            }
        }
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* bulk copies: shared to shared, shared to private, private to shared */
    {
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested2)
            for (; i < 5 * ((int)upcr_threads()); i++) {
                struct point tmp;
                if (i % 2 == 0) {
                    ({ struct point upcrt_val4 = ({ struct point upcrt_val3; upcr_get_pshared(&upcrt_val3, upcr_add_pshared1(pts, sizeof(struct point), i), 0, sizeof upcrt_val3); upcrt_val3; }); upcr_put_shared(upcr_add_shared(copies, sizeof(struct point), i, 2), 0, &upcrt_val4, sizeof upcrt_val4); });
                } else {
                    upcr_get_pshared(&tmp, upcr_add_pshared1(pts, sizeof(struct point), i), 0, sizeof tmp);
                    tmp.w += 1.0;
                    upcr_put_shared(upcr_add_shared(copies, sizeof(struct point), i, 2), 0, &tmp, sizeof tmp);
                }
            }
        else {
            /* This thread's blocks of `copies`, each through local pointers. */
            for (i = upcrt_forall_first(i, 2); i < 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 2)) {
                struct point *upcrt_local_copies = upcr_shared_to_local(upcr_add_shared(copies, sizeof(struct point), i, 2));
                long upcrt_block_lo = i - i % 2, upcrt_block_hi = upcrt_block_lo + 2;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 5 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - i == 2)
                    for (upcrt_k = 0; upcrt_k < 2; upcrt_k++, i++, upcrt_local_copies++) {
                        struct point tmp;
                        if (i % 2 == 0) {
                            *upcrt_local_copies = ({ struct point upcrt_val6; upcr_get_pshared(&upcrt_val6, upcr_add_pshared1(pts, sizeof(struct point), i), 0, sizeof upcrt_val6); upcrt_val6; });
                        } else {
                            upcr_get_pshared(&tmp, upcr_add_pshared1(pts, sizeof(struct point), i), 0, sizeof tmp);
                            tmp.w += 1.0;
                            *upcrt_local_copies = tmp;
                        }
                    }
                else
                    for (; i < upcrt_stop; i++, upcrt_local_copies++) {
                        struct point tmp;
                        if (i % 2 == 0) {
                            *upcrt_local_copies = ({ struct point upcrt_val5; upcr_get_pshared(&upcrt_val5, upcr_add_pshared1(pts, sizeof(struct point), i), 0, sizeof upcrt_val5); upcrt_val5; });
                        } else {
                            upcr_get_pshared(&tmp, upcr_add_pshared1(pts, sizeof(struct point), i), 0, sizeof tmp);
                            tmp.w += 1.0;
                            *upcrt_local_copies = tmp;
                        }
                    }
            }
        }
        upcrt_forall_control = upcrt_nested2;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        struct point o;
        upcr_get_pshared(&o, origin, 0, sizeof o);
        if (o.x != 1 || o.y != 2 || o.w != 3.0)
            errors++;
        for (i = 0; i < 5 * ((int)upcr_threads()); i++) {
            struct point want = make(i), got = ({ struct point upcrt_val7; upcr_get_shared(&upcrt_val7, upcr_add_shared(copies, sizeof(struct point), i, 2), 0, sizeof upcrt_val7); upcrt_val7; });
            if (i % 2)
                want.w += 1.0;
            if (got.x != want.x || got.y != want.y || got.w != want.w) {
                if (errors < 5)
                    printf("FAIL: struct_shared: copies[%d] = {%d, %d, %g}\n", i, got.x, got.y, got.w);
                errors++;
            }
            /* a member lives with its struct */
            if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(upcr_add_pshared1(pts, sizeof(struct point), i), 1, __builtin_offsetof(struct point, y)))) != (size_t)(i % ((int)upcr_threads())))
                errors++;
        }
        /* walking an array of structs with a pointer */
        for (p = pts, i = 0; upcr_sub_pshared1(p, upcr_add_pshared1(pts, sizeof(struct point), 5 * ((int)upcr_threads())), sizeof(struct point)) < 0; p = upcr_add_pshared1(p, sizeof(struct point), 1), i++)
            if ((int)upcr_get_pshared_val(p, __builtin_offsetof(struct point, y), sizeof(int)) != -2 * i)
                errors++;
        if (sizeof(struct point) != sizeof(struct point) || sizeof(struct point) != sizeof(struct point))
            errors++;
        if (errors)
            printf("FAIL: struct_shared: %d errors\n", errors);
        else
            printf("PASS: struct_shared\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_struct_shared(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &origin, sizeof(struct point), 1, 0, sizeof(struct point), "origin", "shared struct <anonymous>" },
        { &pts, sizeof(struct point), 5 * ((int)upcr_threads()), 0, sizeof(struct point), "pts", "shared struct <anonymous> [5 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &copies, 2 * sizeof(struct point), (5 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(struct point), "copies", "shared [2] struct <anonymous> [5 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_struct_shared_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_struct_shared;

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
#line 1 "samples/upc/array_3d.upc"
/* array_3d.upc - three-dimensional shared arrays in blocked, cyclic and [*] layouts, with THREADS in the last and the first dimension. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 5 "samples/upc/array_3d.upc"
/* flattened index (i*3+j)*2T+k, blocks of 6 */
#line 5 "samples/upc/array_3d.upc"
upcr_shared_ptr_t cube;
/* cyclic over the flattened index */
#line 6 "samples/upc/array_3d.upc"
upcr_pshared_ptr_t box;
/* block of 6: vol[t] is all on thread t */
#line 7 "samples/upc/array_3d.upc"
upcr_shared_ptr_t vol;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, j, k, errors = 0;
    int n = 2 * ((int)upcr_threads());

    for (i = 0; i < 2; i++)
        for (j = 0; j < 3; j++) {
            int upcrt_nested1 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 17 "samples/upc/array_3d.upc"
            for (k = 0; k < n; k++) {
#line 17 "samples/upc/array_3d.upc"
                if (!upcrt_nested1 && !(upcr_threadof_shared(upcr_add_shared(cube, sizeof(int), (long)i * (6 * ((int)upcr_threads())) + (long)j * (2 * ((int)upcr_threads())) + k, 6)) == ((int)upcr_mythread())))
                    continue;
#line 18 "samples/upc/array_3d.upc"
                upcr_put_shared_val(upcr_add_shared(cube, sizeof(int), (long)i * (6 * ((int)upcr_threads())) + (long)j * (2 * ((int)upcr_threads())) + k, 6), 0, (int)(100 * i + 10 * j + k), sizeof(int));
            }
#line 17 "samples/upc/array_3d.upc"
            upcrt_forall_control = upcrt_nested1;
        }
    {
#line 19 "samples/upc/array_3d.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 19 "samples/upc/array_3d.upc"
        for (i = 0; i < 60; i++) {
#line 19 "samples/upc/array_3d.upc"
            if (!upcrt_nested2 && !(upcr_threadof_pshared(upcr_add_pshared1(box, sizeof(int), (long)(i / 20) * 20 + (long)(i / 5 % 4) * 5 + i % 5)) == ((int)upcr_mythread())))
                continue;
#line 20 "samples/upc/array_3d.upc"
            upcr_put_pshared_val(upcr_add_pshared1(box, sizeof(int), (long)(i / 20) * 20 + (long)(i / 5 % 4) * 5 + i % 5), 0, (int)i, sizeof(int));
        }
#line 19 "samples/upc/array_3d.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    {
#line 21 "samples/upc/array_3d.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 21 "samples/upc/array_3d.upc"
        for (i = 0; i < ((int)upcr_threads()); i++) {
#line 21 "samples/upc/array_3d.upc"
            if (!upcrt_nested3 && !(upcr_threadof_shared(upcr_add_shared(vol, sizeof(float), (long)i * 6, 6)) == ((int)upcr_mythread())))
                continue;
#line 22 "samples/upc/array_3d.upc"
            for (j = 0; j < 2; j++)
                for (k = 0; k < 3; k++)
                    upcr_put_shared_floatval(upcr_add_shared(vol, sizeof(float), (long)i * 6 + (long)j * 3 + k, 6), 0, (float)(i + j * 0.5 + k * 0.25));
        }
#line 21 "samples/upc/array_3d.upc"
        upcrt_forall_control = upcrt_nested3;
    }


    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        long sum = 0, want = 0;
        for (i = 0; i < 2; i++)
            for (j = 0; j < 3; j++)
                for (k = 0; k < n; k++) {
                    int flat = (i * 3 + j) * n + k;
                    sum += (int)upcr_get_shared_val(upcr_add_shared(cube, sizeof(int), (long)i * (6 * ((int)upcr_threads())) + (long)j * (2 * ((int)upcr_threads())) + k, 6), 0, sizeof(int));
                    want += 100 * i + 10 * j + k;
                    if (upcr_threadof_shared(upcr_add_shared(cube, sizeof(int), (long)i * (6 * ((int)upcr_threads())) + (long)j * (2 * ((int)upcr_threads())) + k, 6)) != (size_t)(flat / 6 % ((int)upcr_threads())) || upcr_phaseof_shared(upcr_add_shared(cube, sizeof(int), (long)i * (6 * ((int)upcr_threads())) + (long)j * (2 * ((int)upcr_threads())) + k, 6)) != (size_t)(flat % 6))

                        errors++;
                }
        if (sum != want) {
            printf("FAIL: array_3d: cube sum %ld, expected %ld\n", sum, want);
            errors++;
        }
        for (i = 0; i < 3; i++)
            for (j = 0; j < 4; j++)
                for (k = 0; k < 5; k++) {
                    int flat = i * 20 + j * 5 + k;
                    if ((int)upcr_get_pshared_val(upcr_add_pshared1(box, sizeof(int), (long)i * 20 + (long)j * 5 + k), 0, sizeof(int)) != flat || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(box, sizeof(int), (long)i * 20 + (long)j * 5 + k))) != (size_t)(flat % ((int)upcr_threads())))
                        errors++;
                }
        for (i = 0; i < ((int)upcr_threads()); i++)
            for (j = 0; j < 2; j++)
                for (k = 0; k < 3; k++)
                    if (upcr_get_shared_floatval(upcr_add_shared(vol, sizeof(float), (long)i * 6 + (long)j * 3 + k, 6), 0) != (float)(i + j * 0.5 + k * 0.25) || upcr_threadof_shared(upcr_add_shared(vol, sizeof(float), (long)i * 6 + (long)j * 3 + k, 6)) != (size_t)i)

                        errors++;
        if ((size_t)6 != 6 || (size_t)6 != 6 || (size_t)1 != 1)
            errors++;
        if (errors)
            printf("FAIL: array_3d: %d errors\n", errors);
        else
            printf("PASS: array_3d\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_array_3d(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &box, sizeof(int), 60, 0, sizeof(int), "box", "shared int [3][4][5]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &cube, 6 * sizeof(int), (12 * ((int)upcr_threads()) + 6 - 1) / 6, 0, sizeof(int), "cube", "shared [6] int [2][3][2 * THREADS]" },
        { &vol, 6 * sizeof(float), (6 * ((int)upcr_threads()) + 6 - 1) / 6, 0, sizeof(float), "vol", "shared [6] float [1 * THREADS][2][3]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_array_3d_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_array_3d;

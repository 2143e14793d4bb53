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
#line 1 "samples/upc/alloc_global.upc"
/* alloc_global.upc - non-collective upc_global_alloc: by one thread, published through a shared pointer, and by every thread for itself; upc_free by the allocating thread; allocations of no bytes give a null pointer-to-shared (UPC 1.3). */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/alloc_global.upc"
/* allocated by thread 0 for everyone */
#line 6 "samples/upc/alloc_global.upc"
upcr_pshared_ptr_t pub;
/* own[t]: allocated by thread t */
#line 7 "samples/upc/alloc_global.upc"
upcr_pshared_ptr_t own;
upcr_pshared_ptr_t verdict;
upcr_pshared_ptr_t zero_errs;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, t, errors = 0;
    int n = 2 * 3 * ((int)upcr_threads());
    upcr_shared_ptr_t none[5];

    /* UPC 1.3: every allocator asked for no bytes returns a null pointer-to-shared (the
       collective ones called by every thread whatever the others gave) */
    none[0] = upcr_global_alloc(0, 4);
    none[1] = upcr_global_alloc(3, 0);
    none[2] = upcr_alloc(0);
    none[3] = upcr_all_alloc(0, 8);
    none[4] = upcr_all_alloc(((int)upcr_threads()), 0);
    for (i = 0; i < 5; i++)
        if (!upcr_isnull_shared(none[i]))
            ({ upcr_pshared_ptr_t upcrt_addr1 = upcr_add_pshared1(zero_errs, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr1, 0, (int)((int)upcr_get_pshared_val(upcrt_addr1, 0, sizeof(int)) + 1), sizeof(int)); });

    if (((int)upcr_mythread()) == 0)
        ({ upcr_shared_ptr_t upcrt_val2 = upcr_global_alloc(2 * ((int)upcr_threads()), 3 * sizeof(long)); upcr_put_pshared(pub, 0, &upcrt_val2, sizeof upcrt_val2); });
    ({ upcr_shared_ptr_t upcrt_val3 = upcr_global_alloc(((int)upcr_threads()), 2 * sizeof(int)); upcr_put_pshared(upcr_add_pshared1(own, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, &upcrt_val3, sizeof upcrt_val3); });
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* everyone fills the elements of pub it owns */
    {
#line 34 "samples/upc/alloc_global.upc"
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 34 "samples/upc/alloc_global.upc"
        for (i = 0; i < n; i++) {
#line 34 "samples/upc/alloc_global.upc"
            if (!upcrt_nested4 && !(upcr_threadof_shared(upcr_add_shared(({ upcr_shared_ptr_t upcrt_val6; upcr_get_pshared(&upcrt_val6, pub, 0, sizeof upcrt_val6); upcrt_val6; }), sizeof(long), i, 3)) == ((int)upcr_mythread())))
                continue;
#line 35 "samples/upc/alloc_global.upc"
            upcr_put_shared_val(upcr_add_shared(({ upcr_shared_ptr_t upcrt_val5; upcr_get_pshared(&upcrt_val5, pub, 0, sizeof upcrt_val5); upcrt_val5; }), sizeof(long), i, 3), 0, (long)(1000L + i), sizeof(long));
        }
#line 34 "samples/upc/alloc_global.upc"
        upcrt_forall_control = upcrt_nested4;
    }
    /* and writes its id into block MYTHREAD of every other thread's allocation */
    for (t = 0; t < ((int)upcr_threads()); t++) {
        upcr_shared_ptr_t p;
#line 38 "samples/upc/alloc_global.upc"
        upcr_get_pshared(&p, upcr_add_pshared1(own, sizeof(upcr_shared_ptr_t), t), 0, sizeof p);
        upcr_put_shared_val(upcr_add_shared(p, sizeof(int), 2 * ((int)upcr_mythread()), 2), 0, (int)t, sizeof(int));
        upcr_put_shared_val(upcr_add_shared(p, sizeof(int), 2 * ((int)upcr_mythread()) + 1, 2), 0, (int)((int)upcr_mythread()), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        {
#line 45 "samples/upc/alloc_global.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo7 = (long)0;
            long upcrt_gather_hi7 = (long)((int)upcr_threads());
#line 45 "samples/upc/alloc_global.upc"
            if (upcrt_gather_lo7 >= 0 && upcrt_gather_hi7 <= (long)((int)upcr_threads()) && upcrt_gather_hi7 - upcrt_gather_lo7 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered8[16384 / sizeof(int)];
                if (upcrt_gather_lo7 < upcrt_gather_hi7) {
                    upcrt_get_range(upcrt_gathered8, upcr_pshared_to_shared(upcr_add_pshared1(zero_errs, sizeof(int), upcrt_gather_lo7)), sizeof(int), 1, upcrt_gather_hi7 - upcrt_gather_lo7);
                }
#line 45 "samples/upc/alloc_global.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    errors += upcrt_gathered8[t - upcrt_gather_lo7];
            } else
#line 45 "samples/upc/alloc_global.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    errors += (int)upcr_get_pshared_val(upcr_add_pshared1(zero_errs, sizeof(int), t), 0, sizeof(int));
        }
#line 47 "samples/upc/alloc_global.upc"
        for (i = 0; i < n; i++)
            if ((long)upcr_get_shared_val(upcr_add_shared(({ upcr_shared_ptr_t upcrt_val9; upcr_get_pshared(&upcrt_val9, pub, 0, sizeof upcrt_val9); upcrt_val9; }), sizeof(long), i, 3), 0, sizeof(long)) != 1000L + i || upcr_threadof_shared(upcr_add_shared(({ upcr_shared_ptr_t upcrt_val10; upcr_get_pshared(&upcrt_val10, pub, 0, sizeof upcrt_val10); upcrt_val10; }), sizeof(long), i, 3)) != (size_t)(i / 3 % ((int)upcr_threads())))
                errors++;
        for (t = 0; t < ((int)upcr_threads()); t++) {
            upcr_shared_ptr_t p;
#line 51 "samples/upc/alloc_global.upc"
            upcr_get_pshared(&p, upcr_add_pshared1(own, sizeof(upcr_shared_ptr_t), t), 0, sizeof p);
            {
#line 52 "samples/upc/alloc_global.upc"
                /* local pointers for this thread's elements */
                int *upcrt_mine11 = upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0;
                long upcrt_phase11 = upcr_phaseof_shared(p);
#line 52 "samples/upc/alloc_global.upc"
                if (upcrt_mine11 && upcrt_phase11 + 0 >= 0 && upcrt_phase11 + ((int)upcr_threads()) <= 2)
#line 52 "samples/upc/alloc_global.upc"
                    for (i = 0; i < ((int)upcr_threads()); i++) {
                        if ((upcrt_mine11 && (unsigned long)(upcrt_phase11 + 2 * i) < 2 ? upcrt_mine11[2 * i] : (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), 2 * i, 2), 0, sizeof(int))) != t || (upcrt_mine11 && (unsigned long)(upcrt_phase11 + (2 * i + 1)) < 2 ? upcrt_mine11[2 * i + 1] : (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), 2 * i + 1, 2), 0, sizeof(int))) != i)
                            errors++;
                        if (upcr_threadof_shared(upcr_add_shared(p, sizeof(int), 2 * i, 2)) != (size_t)i)
                            errors++;
                    }
                else
#line 52 "samples/upc/alloc_global.upc"
                    for (i = 0; i < ((int)upcr_threads()); i++) {
                        if ((upcrt_mine11 && (unsigned long)(upcrt_phase11 + 2 * i) < 2 ? upcrt_mine11[2 * i] : (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), 2 * i, 2), 0, sizeof(int))) != t || (upcrt_mine11 && (unsigned long)(upcrt_phase11 + (2 * i + 1)) < 2 ? upcrt_mine11[2 * i + 1] : (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), 2 * i + 1, 2), 0, sizeof(int))) != i)
                            errors++;
                        if (upcr_threadof_shared(upcr_add_shared(p, sizeof(int), 2 * i, 2)) != (size_t)i)
                            errors++;
                    }
            }
        }
#line 59 "samples/upc/alloc_global.upc"
        if (errors)
            printf("FAIL: alloc_global: %d errors\n", errors);
        else
            printf("PASS: alloc_global\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_free(({ upcr_shared_ptr_t upcrt_val12; upcr_get_pshared(&upcrt_val12, upcr_add_pshared1(own, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val12); upcrt_val12; }));
    if (((int)upcr_mythread()) == 0)
        upcr_free(({ upcr_shared_ptr_t upcrt_val13; upcr_get_pshared(&upcrt_val13, pub, 0, sizeof upcrt_val13); upcrt_val13; }));
    upcr_free(upcr_null_shared);
    /* freeing the null pointer does nothing */
#line 70 "samples/upc/alloc_global.upc"
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_alloc_global(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &pub, sizeof(upcr_shared_ptr_t), 1, 0, sizeof(upcr_shared_ptr_t), "pub", "shared [3] long *shared" },
        { &own, sizeof(upcr_shared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_shared_ptr_t), "own", "shared [2] int *shared [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
        { &zero_errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "zero_errs", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
}
static void (*const upcrt_alloc_alloc_global_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_alloc_global;

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
#line 1 "tests/in/real/bupc_semaphores.upc"
/* Semaphores and signalling puts of bupc_extensions.h: a ring of threads passing data. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 7 "tests/in/real/bupc_semaphores.upc"
upcr_pshared_ptr_t sem;
upcr_pshared_ptr_t flag;
upcr_shared_ptr_t box;
upcr_pshared_ptr_t bad;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i, r, errors = 0, src[64];
    ({ upcr_shared_ptr_t upcrt_val1 = bupc_sem_alloc(2 | 4 | 16); upcr_put_pshared(upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, &upcrt_val1, sizeof upcrt_val1); });
    ({ upcr_shared_ptr_t upcrt_val2 = bupc_sem_alloc(1); upcr_put_pshared(upcr_add_pshared1(flag, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, &upcrt_val2, sizeof upcrt_val2); });
    errors += upcr_threadof_shared(({ upcr_shared_ptr_t upcrt_val3; upcr_get_pshared(&upcrt_val3, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val3); upcrt_val3; })) != ((int)upcr_mythread());
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    int next = (((int)upcr_mythread()) + 1) % ((int)upcr_threads());
    for (r = 0; r < 20; r++) {
        for (i = 0; i < 64; i++)
            src[i] = 1000 * r + 10 * ((int)upcr_mythread()) + i;
        /* The data and then the post: a waiter that took it sees the data. */
        bupc_memput_signal(upcr_add_shared(box, sizeof(int), 64 * next, 64), src, sizeof src, ({ upcr_shared_ptr_t upcrt_val4; upcr_get_pshared(&upcrt_val4, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), next), 0, sizeof upcrt_val4); upcrt_val4; }), 1);
        bupc_sem_wait(({ upcr_shared_ptr_t upcrt_val5; upcr_get_pshared(&upcrt_val5, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val5); upcrt_val5; }));
        int from = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
        for (i = 0; i < 64; i++)
            errors += (int)upcr_get_shared_val(upcr_add_shared(box, sizeof(int), 64 * ((int)upcr_mythread()) + i, 64), 0, sizeof(int)) != 1000 * r + 10 * from + i;
        /* The sender may write again only after this thread read its box. */
        bupc_sem_post(({ upcr_shared_ptr_t upcrt_val6; upcr_get_pshared(&upcrt_val6, upcr_add_pshared1(flag, sizeof(upcr_shared_ptr_t), from), 0, sizeof upcrt_val6); upcrt_val6; }));
        bupc_sem_wait(({ upcr_shared_ptr_t upcrt_val7; upcr_get_pshared(&upcrt_val7, upcr_add_pshared1(flag, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val7); upcrt_val7; }));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* try and the N forms on this thread's own semaphore. */
    errors += bupc_sem_try(({ upcr_shared_ptr_t upcrt_val8; upcr_get_pshared(&upcrt_val8, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val8); upcrt_val8; })) != 0;
    bupc_sem_postN(({ upcr_shared_ptr_t upcrt_val9; upcr_get_pshared(&upcrt_val9, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val9); upcrt_val9; }), 5);
    errors += bupc_sem_tryN(({ upcr_shared_ptr_t upcrt_val10; upcr_get_pshared(&upcrt_val10, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val10); upcrt_val10; }), 6) != 0;
    errors += bupc_sem_tryN(({ upcr_shared_ptr_t upcrt_val11; upcr_get_pshared(&upcrt_val11, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val11); upcrt_val11; }), 5) != 1;
    errors += bupc_sem_try(({ upcr_shared_ptr_t upcrt_val12; upcr_get_pshared(&upcrt_val12, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val12); upcrt_val12; })) != 0;
    bupc_sem_postN(({ upcr_shared_ptr_t upcrt_val13; upcr_get_pshared(&upcrt_val13, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val13); upcrt_val13; }), 3);
    bupc_sem_waitN(({ upcr_shared_ptr_t upcrt_val14; upcr_get_pshared(&upcrt_val14, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val14); upcrt_val14; }), 3);
    errors += bupc_sem_try(({ upcr_shared_ptr_t upcrt_val15; upcr_get_pshared(&upcrt_val15, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val15); upcrt_val15; })) != 0;
    /* A boolean semaphore holds at most one post. */
    bupc_sem_post(({ upcr_shared_ptr_t upcrt_val16; upcr_get_pshared(&upcrt_val16, upcr_add_pshared1(flag, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val16); upcrt_val16; }));
    bupc_sem_post(({ upcr_shared_ptr_t upcrt_val17; upcr_get_pshared(&upcrt_val17, upcr_add_pshared1(flag, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val17); upcrt_val17; }));
    errors += bupc_sem_try(({ upcr_shared_ptr_t upcrt_val18; upcr_get_pshared(&upcrt_val18, upcr_add_pshared1(flag, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val18); upcrt_val18; })) != 1;
    errors += bupc_sem_try(({ upcr_shared_ptr_t upcrt_val19; upcr_get_pshared(&upcrt_val19, upcr_add_pshared1(flag, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val19); upcrt_val19; })) != 0;
    /* The asynchronous signalling put, to this thread. */
    bupc_memput_signal_async(upcr_add_shared(box, sizeof(int), 64 * ((int)upcr_mythread()), 64), src, sizeof src, ({ upcr_shared_ptr_t upcrt_val20; upcr_get_pshared(&upcrt_val20, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val20); upcrt_val20; }), 2);
    bupc_sem_waitN(({ upcr_shared_ptr_t upcrt_val21; upcr_get_pshared(&upcrt_val21, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val21); upcrt_val21; }), 2);
    errors += (int)upcr_get_shared_val(upcr_add_shared(box, sizeof(int), 64 * ((int)upcr_mythread()) + 64 - 1, 64), 0, sizeof(int)) != src[64 - 1];
    upcr_put_pshared_val(upcr_add_pshared1(bad, sizeof(int), ((int)upcr_mythread())), 0, (int)errors, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    bupc_sem_free(({ upcr_shared_ptr_t upcrt_val22; upcr_get_pshared(&upcrt_val22, upcr_add_pshared1(sem, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val22); upcrt_val22; }));
    bupc_sem_free(({ upcr_shared_ptr_t upcrt_val23; upcr_get_pshared(&upcrt_val23, upcr_add_pshared1(flag, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val23); upcrt_val23; }));
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        int total = 0;
        {
#line 57 "tests/in/real/bupc_semaphores.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo24 = (long)0;
            long upcrt_gather_hi24 = (long)((int)upcr_threads());
#line 57 "tests/in/real/bupc_semaphores.upc"
            if (upcrt_gather_lo24 >= 0 && upcrt_gather_hi24 <= (long)((int)upcr_threads()) && upcrt_gather_hi24 - upcrt_gather_lo24 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered25[16384 / sizeof(int)];
                if (upcrt_gather_lo24 < upcrt_gather_hi24) {
                    upcrt_get_range(upcrt_gathered25, upcr_pshared_to_shared(upcr_add_pshared1(bad, sizeof(int), upcrt_gather_lo24)), sizeof(int), 1, upcrt_gather_hi24 - upcrt_gather_lo24);
                }
#line 57 "tests/in/real/bupc_semaphores.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered25[i - upcrt_gather_lo24];
            } else
#line 57 "tests/in/real/bupc_semaphores.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(bad, sizeof(int), i), 0, sizeof(int));
        }
#line 59 "tests/in/real/bupc_semaphores.upc"
        printf("rounds %d errors %d\n", 20, total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_bupc_semaphores(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &sem, sizeof(upcr_shared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_shared_ptr_t), "sem", "shared struct <anonymous> *shared [1 * THREADS]" },
        { &flag, sizeof(upcr_shared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_shared_ptr_t), "flag", "shared struct <anonymous> *shared [1 * THREADS]" },
        { &bad, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "bad", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &box, 64 * sizeof(int), (64 * ((int)upcr_threads()) + 64 - 1) / 64, 0, sizeof(int), "box", "shared [64] int [64 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_bupc_semaphores_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_bupc_semaphores;

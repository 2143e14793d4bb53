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
#line 1 "tests/in/real/bupc_upc_names.upc"
/* The upc_ spellings of the bupc_ extensions, which a program gets by defining
   BUPC_USE_UPC_NAMESPACE before including upc.h: a vlist get from the right neighbour, an
   asynchronous strided put to it, a semaphore handshake and the thread distance. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 8 "tests/in/real/bupc_upc_names.upc"
upcr_shared_ptr_t A;
upcr_shared_ptr_t B;
upcr_pshared_ptr_t ok;
upcr_pshared_ptr_t sems;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int me = ((int)upcr_mythread()), right = (((int)upcr_mythread()) + 1) % ((int)upcr_threads()), i, good = 1;
    int buf[4];
    for (i = 0; i < 8; i++)
        upcr_put_shared_val(upcr_add_shared(A, sizeof(int), 8 * me + i, 8), 0, (int)(10 * me + i), sizeof(int)), upcr_put_shared_val(upcr_add_shared(B, sizeof(int), 8 * me + i, 8), 0, (int)0, sizeof(int));
    upcr_shared_ptr_t sem = bupc_sem_alloc(2);
    ({ upcr_shared_ptr_t upcrt_val1 = sem; upcr_put_pshared(upcr_add_pshared1(sems, sizeof(upcr_shared_ptr_t), me), 0, &upcrt_val1, sizeof upcrt_val1); });
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    bupc_smemvec_t src[2];
    bupc_pmemvec_t dst[1];
    src[0].addr = upcr_add_shared(A, sizeof(int), 8 * right + 1, 8);
    src[0].len = 2 * sizeof(int);
    src[1].addr = upcr_add_shared(A, sizeof(int), 8 * right + 5, 8);
    src[1].len = 2 * sizeof(int);
    dst[0].addr = buf;
    dst[0].len = sizeof buf;
    bupc_memget_vlist(1, dst, 2, src);
    good &= buf[0] == 10 * right + 1 && buf[1] == 10 * right + 2 && buf[2] == 10 * right + 5 && buf[3] == 10 * right + 6;


    /* buf into B[right] at 0 and 4 (2 rows of 2 ints, 4 ints apart), then a post */
    size_t count[2] = { 2 * sizeof(int), 2 }, dstr[1] = { 4 * sizeof(int) }, sstr[1] = { 2 * sizeof(int) };

    upc_handle_t h = bupc_memput_strided_async(upcr_add_shared(B, sizeof(int), 8 * right, 8), dstr, buf, sstr, count, 1);
    upcr_wait_syncnb(h);
    bupc_sem_post(({ upcr_shared_ptr_t upcrt_val2; upcr_get_pshared(&upcrt_val2, upcr_add_pshared1(sems, sizeof(upcr_shared_ptr_t), right), 0, sizeof upcrt_val2); upcrt_val2; }));
    bupc_sem_wait(sem);
    /* the left neighbour's put is complete */
#line 42 "tests/in/real/bupc_upc_names.upc"
    int left = (me + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
    good &= (int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), 8 * me, 8), 0, sizeof(int)) == 10 * me + 1 && (int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), 8 * me + 1, 8), 0, sizeof(int)) == 10 * me + 2 && (int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), 8 * me + 4, 8), 0, sizeof(int)) == 10 * me + 5 && (int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), 8 * me + 5, 8), 0, sizeof(int)) == 10 * me + 6 && (int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), 8 * me + 2, 8), 0, sizeof(int)) == 0;

    good &= bupc_thread_distance(me, me) == 0 && bupc_thread_distance(me, left) <= 4;

    upcr_put_pshared_val(upcr_add_pshared1(ok, sizeof(int), me), 0, (int)good, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (me == 0) {
        int n = 0;
        {
#line 51 "tests/in/real/bupc_upc_names.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo3 = (long)0;
            long upcrt_gather_hi3 = (long)((int)upcr_threads());
#line 51 "tests/in/real/bupc_upc_names.upc"
            if (upcrt_gather_lo3 >= 0 && upcrt_gather_hi3 <= (long)((int)upcr_threads()) && upcrt_gather_hi3 - upcrt_gather_lo3 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered4[16384 / sizeof(int)];
                if (upcrt_gather_lo3 < upcrt_gather_hi3) {
                    upcrt_get_range(upcrt_gathered4, upcr_pshared_to_shared(upcr_add_pshared1(ok, sizeof(int), upcrt_gather_lo3)), sizeof(int), 1, upcrt_gather_hi3 - upcrt_gather_lo3);
                }
#line 51 "tests/in/real/bupc_upc_names.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    n += upcrt_gathered4[i - upcrt_gather_lo3];
            } else
#line 51 "tests/in/real/bupc_upc_names.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    n += (int)upcr_get_pshared_val(upcr_add_pshared1(ok, sizeof(int), i), 0, sizeof(int));
        }
#line 53 "tests/in/real/bupc_upc_names.upc"
        printf("upc_ names ok on %d of %d\n", n, ((int)upcr_threads()));
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_bupc_upc_names(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &ok, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "ok", "shared int [1 * THREADS]" },
        { &sems, sizeof(upcr_shared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_shared_ptr_t), "sems", "shared struct <anonymous> *shared [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &A, 8 * sizeof(int), (8 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(int), "A", "shared [8] int [8 * THREADS]" },
        { &B, 8 * sizeof(int), (8 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(int), "B", "shared [8] int [8 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_bupc_upc_names_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_bupc_upc_names;

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
#line 1 "samples/upc/mem_nb.upc"
/* mem_nb.upc - <upc_nb.h> explicit-handle transfers: upc_memput_nb, upc_memset_nb, upc_memget_nb, upc_memcpy_nb completed with upc_sync and upc_sync_attempt. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/mem_nb.upc"
upcr_shared_ptr_t a;
upcr_shared_ptr_t b;
upcr_shared_ptr_t flags;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, mine = 0;
    int right = (((int)upcr_mythread()) + 1) % ((int)upcr_threads()), left = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
    long out[64], in[64];
    upc_handle_t h1, h2, h3, h4;

    for (i = 0; i < 64; i++)
        out[i] = 10L * ((int)upcr_mythread()) + i;
    /* two transfers in flight at once */
    h1 = upcr_nb_memput(upcr_add_shared(a, sizeof(long), 64 * ((int)upcr_mythread()), 64), out, sizeof out);
    h2 = upcr_nb_memset(upcr_add_shared(flags, sizeof(unsigned char), 64 * ((int)upcr_mythread()), 64), 0xAB, 64);
    upcr_wait_syncnb(h1);
    upcr_wait_syncnb(h2);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* get from the right neighbour, polling for completion */
    h3 = upcr_nb_memget(in, upcr_add_shared(a, sizeof(long), 64 * right, 64), sizeof in);
    while (!upcr_try_syncnb(h3))
        /* in[] must not be read before completion */
#line 32 "samples/upc/mem_nb.upc"
        ;
    for (i = 0; i < 64; i++)
        if (in[i] != 10L * right + i)
            mine++;
    /* shared to shared from the left neighbour */
    h4 = upcr_nb_memcpy(upcr_add_shared(b, sizeof(long), 64 * ((int)upcr_mythread()), 64), upcr_add_shared(a, sizeof(long), 64 * left, 64), 64 * sizeof(long));
    upcr_wait_syncnb(h4);
    /* the complete handle may be waited on at any time */
    upcr_wait_syncnb((upc_handle_t)0);
    if (!upcr_try_syncnb((upc_handle_t)0))
        mine++;
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int t, total = 0;
        for (t = 0; t < ((int)upcr_threads()); t++) {
            int l = (t + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
            for (i = 0; i < 64; i++) {
                if ((long)upcr_get_shared_val(upcr_add_shared(b, sizeof(long), 64 * t + i, 64), 0, sizeof(long)) != 10L * l + i)
                    total++;
                if ((unsigned char)upcr_get_shared_val(upcr_add_shared(flags, sizeof(unsigned char), 64 * t + i, 64), 0, sizeof(unsigned char)) != 0xAB)
                    total++;
            }
        }
        {
#line 57 "samples/upc/mem_nb.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 57 "samples/upc/mem_nb.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 57 "samples/upc/mem_nb.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += upcrt_gathered2[t - upcrt_gather_lo1];
            } else
#line 57 "samples/upc/mem_nb.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int));
        }
#line 59 "samples/upc/mem_nb.upc"
        if (total)
            printf("FAIL: mem_nb: %d errors\n", total);
        else
            printf("PASS: mem_nb\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_mem_nb(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 64 * sizeof(long), (64 * ((int)upcr_threads()) + 64 - 1) / 64, 0, sizeof(long), "a", "shared [64] long [64 * THREADS]" },
        { &b, 64 * sizeof(long), (64 * ((int)upcr_threads()) + 64 - 1) / 64, 0, sizeof(long), "b", "shared [64] long [64 * THREADS]" },
        { &flags, 64 * sizeof(unsigned char), (64 * ((int)upcr_threads()) + 64 - 1) / 64, 0, sizeof(unsigned char), "flags", "shared [64] unsigned char [64 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_mem_nb_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_mem_nb;

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
#line 1 "samples/upc/app_histogram.upc"
/* app_histogram.upc - a shared histogram filled by all threads: private counts merged under one lock per bin (locks from upc_all_lock_alloc), plus directly locked increments; checked sequentially. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/app_histogram.upc"
upcr_pshared_ptr_t hist;
upcr_pshared_ptr_t direct;
upcr_pshared_ptr_t verdict;

/* deterministic data: a value in [0, 1000) computed from the element index */
static int value(int i) {

    unsigned x = (unsigned)i * 2654435761u + 12345u;
    x ^= x >> 13;
    return (int)(x % 1000u);
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, b, errors = 0, n = 500 * ((int)upcr_threads());
    int local[16];
    upcr_shared_ptr_t lock[16];

    for (b = 0; b < 16; b++) {
        /* collective: the same lock on every thread */
#line 26 "samples/upc/app_histogram.upc"
        lock[b] = upcr_all_lock_alloc();
        local[b] = 0;
    }
    {
#line 29 "samples/upc/app_histogram.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 29 "samples/upc/app_histogram.upc"
        b = 0;
#line 29 "samples/upc/app_histogram.upc"
        if (upcrt_nested1)
#line 29 "samples/upc/app_histogram.upc"
            for (; b < 16; b++) {
                upcr_put_pshared_val(upcr_add_pshared1(hist, sizeof(int), b), 0, (int)0, sizeof(int));
                upcr_put_pshared_val(upcr_add_pshared1(direct, sizeof(int), b), 0, (int)0, sizeof(int));
            }
        else {
#line 29 "samples/upc/app_histogram.upc"
            /* This thread's elements of `hist`, through local pointers. */
            b = upcrt_forall_first(b, 1);
            int *upcrt_local_hist = upcr_pshared_to_local(upcr_add_pshared1(hist, sizeof(int), b));
            int *upcrt_local_direct = upcr_pshared_to_local(upcr_add_pshared1(direct, sizeof(int), b));
            long upcrt_nthreads = ((int)upcr_threads());
#line 29 "samples/upc/app_histogram.upc"
            long upcrt_bound = 16;
            long upcrt_count = b < upcrt_bound ? (upcrt_bound - b + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 29 "samples/upc/app_histogram.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 29 "samples/upc/app_histogram.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, b += upcrt_nthreads, upcrt_local_hist++, upcrt_local_direct++) {
                    *upcrt_local_hist = 0;
                    *upcrt_local_direct = 0;
                }
            }
#line 29 "samples/upc/app_histogram.upc"
            for (; upcrt_count > 0; upcrt_count--, b += upcrt_nthreads, upcrt_local_hist++, upcrt_local_direct++) {
                *upcrt_local_hist = 0;
                *upcrt_local_direct = 0;
            }
        }
#line 29 "samples/upc/app_histogram.upc"
        upcrt_forall_control = upcrt_nested1;
    }


    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* my share of the data, counted privately first */
    {
#line 35 "samples/upc/app_histogram.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 35 "samples/upc/app_histogram.upc"
        i = 0;
#line 35 "samples/upc/app_histogram.upc"
        if (!upcrt_nested2)
            i = upcrt_forall_first(i, 1);
#line 35 "samples/upc/app_histogram.upc"
        for (; i < n; i = upcrt_nested2 ? i + 1 : upcrt_forall_next(i, 1))
            local[value(i) * 16 / 1000]++;
#line 35 "samples/upc/app_histogram.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    for (b = 0; b < 16; b++) {
        upcr_lock(lock[b]);
        ({ upcr_pshared_ptr_t upcrt_addr3 = upcr_add_pshared1(hist, sizeof(int), b); upcr_put_pshared_val(upcrt_addr3, 0, (int)((int)upcr_get_pshared_val(upcrt_addr3, 0, sizeof(int)) + local[b]), sizeof(int)); });
        upcr_unlock(lock[b]);
    }
    /* the slow way for a small part of the data: one locked increment per value */
    {
#line 43 "samples/upc/app_histogram.upc"
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 43 "samples/upc/app_histogram.upc"
        i = 0;
#line 43 "samples/upc/app_histogram.upc"
        if (!upcrt_nested4)
            i = upcrt_forall_first(i, 1);
#line 43 "samples/upc/app_histogram.upc"
        for (; i < n / 10; i = upcrt_nested4 ? i + 1 : upcrt_forall_next(i, 1)) {
            int bin = value(i) * 16 / 1000;
            upcr_lock(lock[bin]);
            upcr_put_pshared_val(upcr_add_pshared1(direct, sizeof(int), bin), 0, (int)((int)upcr_get_pshared_val(upcr_add_pshared1(direct, sizeof(int), bin), 0, sizeof(int)) + 1), sizeof(int));
            upcr_unlock(lock[bin]);
        }
#line 43 "samples/upc/app_histogram.upc"
        upcrt_forall_control = upcrt_nested4;
    }
#line 49 "samples/upc/app_histogram.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int seq[16], seq2[16], sum = 0;
        for (b = 0; b < 16; b++)
            seq[b] = seq2[b] = 0;
        for (i = 0; i < n; i++) {
            seq[value(i) * 16 / 1000]++;
            if (i < n / 10)
                seq2[value(i) * 16 / 1000]++;
        }
        for (b = 0; b < 16; b++) {
            sum += (int)upcr_get_pshared_val(upcr_add_pshared1(hist, sizeof(int), b), 0, sizeof(int));
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(hist, sizeof(int), b), 0, sizeof(int)) != seq[b] || (int)upcr_get_pshared_val(upcr_add_pshared1(direct, sizeof(int), b), 0, sizeof(int)) != seq2[b]) {
                printf("FAIL: app_histogram: bin %d has %d/%d, expected %d/%d\n", b, (int)upcr_get_pshared_val(upcr_add_pshared1(hist, sizeof(int), b), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(direct, sizeof(int), b), 0, sizeof(int)), seq[b], seq2[b]);
                errors++;
            }
        }
        if (sum != n)
            errors++;
        if (errors)
            printf("FAIL: app_histogram: %d errors\n", errors);
        else
            printf("PASS: app_histogram\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (b = 0; b < 16; b++)
        upcr_all_lock_free(lock[b]);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_app_histogram(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &hist, sizeof(int), 16, 0, sizeof(int), "hist", "shared int [16]" },
        { &direct, sizeof(int), 16, 0, sizeof(int), "direct", "shared int [16]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
}
static void (*const upcrt_alloc_app_histogram_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_app_histogram;

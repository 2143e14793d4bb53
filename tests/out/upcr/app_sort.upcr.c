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
#line 1 "samples/upc/app_sort.upc"
/* app_sort.upc - parallel counting sort of integer keys: per-thread counts in a shared table, global positions from them, keys scattered by remote writes; checked against a sequential sort. */
#include <stdio.h>
#include <stdlib.h>
#include <upcr_lib.h>
#include <inttypes.h>
#line 8 "samples/upc/app_sort.upc"
upcr_shared_ptr_t keys;
upcr_shared_ptr_t sorted;
/* block t: the counts of thread t */
#line 10 "samples/upc/app_sort.upc"
upcr_shared_ptr_t counts;
upcr_pshared_ptr_t verdict;

static int key_of(int i) {
#line 13 "samples/upc/app_sort.upc"
    return (int)(((unsigned)i * 40503u + 7u) % 1009u) % 32;
}
static int cmp(const void *a, const void *b) {
#line 15 "samples/upc/app_sort.upc"
    return *(const int *)a - *(const int *)b;
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, k, t, errors = 0, n = 40 * ((int)upcr_threads());
    int mine[40], pos[32];
    int *cnt = (int *)upcr_shared_to_local(upcr_add_shared(counts, sizeof(int), 32 * ((int)upcr_mythread()), 32));

    {
#line 23 "samples/upc/app_sort.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 23 "samples/upc/app_sort.upc"
        i = 0;
#line 23 "samples/upc/app_sort.upc"
        if (upcrt_nested1)
#line 23 "samples/upc/app_sort.upc"
            for (; i < n; i++)
                upcr_put_shared_val(upcr_add_shared(keys, sizeof(int), i, 40), 0, (int)key_of(i), sizeof(int));
        else {
#line 23 "samples/upc/app_sort.upc"
            /* This thread's blocks of `keys`, each through local pointers. */
#line 23 "samples/upc/app_sort.upc"
            for (i = upcrt_forall_first(i, 40); i < n; i = upcrt_forall_first(i, 40)) {
#line 23 "samples/upc/app_sort.upc"
                int *upcrt_local_keys = upcr_shared_to_local(upcr_add_shared(keys, sizeof(int), i, 40));
                long upcrt_block_lo = i - i % 40, upcrt_block_hi = upcrt_block_lo + 40;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 23 "samples/upc/app_sort.upc"
                if (upcrt_stop - i == 40)
#line 23 "samples/upc/app_sort.upc"
                    for (upcrt_k = 0; upcrt_k < 40; upcrt_k++, i++, upcrt_local_keys++)
                        *upcrt_local_keys = key_of(i);
                else
#line 23 "samples/upc/app_sort.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_keys++)
                        *upcrt_local_keys = key_of(i);
            }
        }
#line 23 "samples/upc/app_sort.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* 1: count my keys */
    upcr_memget(mine, upcr_add_shared(keys, sizeof(int), 40 * ((int)upcr_mythread()), 40), sizeof mine);
    for (k = 0; k < 32; k++)
        cnt[k] = 0;
    for (i = 0; i < 40; i++)
        cnt[mine[i]]++;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* 2: where my keys of value k start: all smaller keys, then equal keys of lower threads */
    for (k = 0; k < 32; k++) {
        int start = 0, kk;
        for (kk = 0; kk < k; kk++)
            for (t = 0; t < ((int)upcr_threads()); t++)
                start += (int)upcr_get_shared_val(upcr_add_shared(counts, sizeof(int), 32 * t + kk, 32), 0, sizeof(int));
        for (t = 0; t < ((int)upcr_mythread()); t++)
            start += (int)upcr_get_shared_val(upcr_add_shared(counts, sizeof(int), 32 * t + k, 32), 0, sizeof(int));
        pos[k] = start;
    }
    /* 3: scatter, keeping the input order among equal keys */
    for (i = 0; i < 40; i++)
        upcr_put_shared_val(upcr_add_shared(sorted, sizeof(int), pos[mine[i]]++, 40), 0, (int)mine[i], sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int *seq = malloc(n * sizeof *seq);
        for (i = 0; i < n; i++)
            seq[i] = key_of(i);
        qsort(seq, n, sizeof *seq, cmp);
        for (i = 0; i < n; i++)
            if ((int)upcr_get_shared_val(upcr_add_shared(sorted, sizeof(int), i, 40), 0, sizeof(int)) != seq[i]) {
                if (errors < 5)
                    printf("FAIL: app_sort: sorted[%d] = %d, expected %d\n", i, (int)upcr_get_shared_val(upcr_add_shared(sorted, sizeof(int), i, 40), 0, sizeof(int)), seq[i]);
                errors++;
            }
        free(seq);
        if (errors)
            printf("FAIL: app_sort: %d errors\n", errors);
        else
            printf("PASS: app_sort\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_app_sort(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
    upcr_startup_shalloc_t shared_objects[] = {
        { &keys, 40 * sizeof(int), (40 * ((int)upcr_threads()) + 40 - 1) / 40, 0, sizeof(int), "keys", "shared [40] int [40 * THREADS]" },
        { &sorted, 40 * sizeof(int), (40 * ((int)upcr_threads()) + 40 - 1) / 40, 0, sizeof(int), "sorted", "shared [40] int [40 * THREADS]" },
        { &counts, 32 * sizeof(int), (32 * ((int)upcr_threads()) + 32 - 1) / 32, 0, sizeof(int), "counts", "shared [32] int [32 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_app_sort_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_app_sort;

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
#line 1 "samples/upc/affinity_size.upc"
/* affinity_size.upc - upc_affinitysize for static arrays and allocations, checked against a block-by-block count and against upc_threadof. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 5 "samples/upc/affinity_size.upc"
/* 8 blocks, the last one 2 elements long */
#line 5 "samples/upc/affinity_size.upc"
upcr_shared_ptr_t b5;
/* full blocks, 3 per thread */
#line 6 "samples/upc/affinity_size.upc"
upcr_shared_ptr_t b4;
upcr_pshared_ptr_t ind;
upcr_pshared_ptr_t verdict;

/* bytes with affinity to thread t: deal out blocks of nbytes round robin */
static size_t model(size_t total, size_t nbytes, size_t t) {

    size_t off, got = 0;
    if (nbytes == 0)
        return t == 0 ? total : 0;
    for (off = 0; off < total; off += nbytes)
        if (off / nbytes % ((int)upcr_threads()) == t)
            got += total - off < nbytes ? total - off : nbytes;
    return got;
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    static const size_t totals[] = { 1, 7, 100, 4096, 12345 };
    static const size_t blocks[] = { 1, 3, 64, 1000 };
    int i, j, t, errors = 0;

    if (((int)upcr_mythread()) == 0) {
        for (i = 0; i < 5; i++)
            for (j = 0; j < 4; j++) {
                size_t sum = 0;
                for (t = 0; t < ((int)upcr_threads()); t++) {
                    size_t got = upcr_affinitysize(totals[i], blocks[j], t);
                    sum += got;
                    if (got != model(totals[i], blocks[j], t)) {
                        if (errors < 5)
                            printf("FAIL: affinity_size: (%lu, %lu, %d) gave %lu\n", (unsigned long)totals[i], (unsigned long)blocks[j], t, (unsigned long)got);

                        errors++;
                    }
                }
                if (sum != totals[i])
                    errors++;
            }
        /* static arrays: count the elements upc_threadof puts on each thread */
        for (t = 0; t < ((int)upcr_threads()); t++) {
            size_t n5 = 0, n4 = 0;
            for (i = 0; i < 37; i++)
                n5 += upcr_threadof_shared(upcr_add_shared(b5, sizeof(long), i, 5)) == (size_t)t;
            for (i = 0; i < 4 * 3 * ((int)upcr_threads()); i++)
                n4 += upcr_threadof_shared(upcr_add_shared(b4, sizeof(int), i, 4)) == (size_t)t;
            if (upcr_affinitysize(sizeof(long) * 37, (size_t)5 * sizeof(long), t) != n5 * sizeof(long))
                errors++;
            if (upcr_affinitysize(sizeof(int) * 12 * ((int)upcr_threads()), (size_t)4 * sizeof(int), t) != n4 * sizeof(int))
                errors++;
            if (upcr_affinitysize(sizeof(char) * 10, 0, t) != (t == 0 ? sizeof(char) * 10 : 0))
                errors++;
        }
        if (errors)
            printf("FAIL: affinity_size: %d errors\n", errors);
        else
            printf("PASS: affinity_size\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_affinity_size(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &ind, sizeof(char) * 10, 1, 0, sizeof(char), "ind", "shared [] char [10]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &b5, 5 * sizeof(long), (37 + 5 - 1) / 5, 0, sizeof(long), "b5", "shared [5] long [37]" },
        { &b4, 4 * sizeof(int), (12 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "b4", "shared [4] int [12 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_affinity_size_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_affinity_size;

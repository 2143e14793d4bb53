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
#line 1 "samples/upc/shared_ptr_shared.upc"
/* shared_ptr_shared.upc - pointers-to-shared that live in shared memory: a shared directory of per-thread blocks and a linked list across threads through pointer members. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/shared_ptr_shared.upc"
struct node {
    int value;
    upcr_pshared_ptr_t next;
};
#line 9 "samples/upc/shared_ptr_shared.upc"
/* a member pointing to shared data (the member itself is not shared) */


/* dir[t]: thread t's block, published for everyone */
#line 12 "samples/upc/shared_ptr_shared.upc"
upcr_pshared_ptr_t dir;
/* a single shared pointer, on thread 0 */
#line 13 "samples/upc/shared_ptr_shared.upc"
upcr_pshared_ptr_t head;
upcr_pshared_ptr_t nodes;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, t, errors = 0;
    upcr_pshared_ptr_t mine = upcr_shared_to_pshared(upcr_alloc(6 * sizeof(int)));
    upcr_pshared_ptr_t n = upcr_shared_to_pshared(upcr_alloc(sizeof(struct node)));

    {
#line 23 "samples/upc/shared_ptr_shared.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine1 = upcr_threadof_pshared(mine) == upcr_mythread() ? upcr_pshared_to_local(mine) : 0;
        long upcrt_phase1 = upcr_phaseof_pshared(mine);
#line 23 "samples/upc/shared_ptr_shared.upc"
        if (upcrt_mine1)
#line 23 "samples/upc/shared_ptr_shared.upc"
            for (i = 0; i < 6; i++)
                upcrt_mine1[i] = 10 * ((int)upcr_mythread()) + i;
        else
#line 23 "samples/upc/shared_ptr_shared.upc"
            for (i = 0; i < 6; i++)
                ({ int upcrt_store2 = 10 * ((int)upcr_mythread()) + i; upcrt_mine1 ? (void)(upcrt_mine1[i] = upcrt_store2) : (void)upcr_put_pshared_val(upcr_add_psharedI(mine, sizeof(int), i), 0, (int)upcrt_store2, sizeof(int)); });
    }
#line 25 "samples/upc/shared_ptr_shared.upc"
    ({ upcr_pshared_ptr_t upcrt_val3 = mine; upcr_put_pshared(upcr_add_pshared1(dir, sizeof(upcr_pshared_ptr_t), ((int)upcr_mythread())), 0, &upcrt_val3, sizeof upcrt_val3); });
    upcr_put_pshared_val(n, __builtin_offsetof(struct node, value), (int)((int)upcr_mythread()), sizeof(int));
    ({ upcr_pshared_ptr_t upcrt_val4 = upcr_null_pshared; upcr_put_pshared(n, __builtin_offsetof(struct node, next), &upcrt_val4, sizeof upcrt_val4); });
    ({ upcr_pshared_ptr_t upcrt_val5 = n; upcr_put_pshared(upcr_add_pshared1(nodes, sizeof(upcr_pshared_ptr_t), ((int)upcr_mythread())), 0, &upcrt_val5, sizeof upcrt_val5); });
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* thread 0 links the nodes in thread order: remote stores of pointers-to-shared */
    if (((int)upcr_mythread()) == 0) {
        for (t = 0; t + 1 < ((int)upcr_threads()); t++)
            ({ upcr_pshared_ptr_t upcrt_val8 = ({ upcr_pshared_ptr_t upcrt_val7; upcr_get_pshared(&upcrt_val7, upcr_add_pshared1(nodes, sizeof(upcr_pshared_ptr_t), t + 1), 0, sizeof upcrt_val7); upcrt_val7; }); upcr_put_pshared(({ upcr_pshared_ptr_t upcrt_val6; upcr_get_pshared(&upcrt_val6, upcr_add_pshared1(nodes, sizeof(upcr_pshared_ptr_t), t), 0, sizeof upcrt_val6); upcrt_val6; }), __builtin_offsetof(struct node, next), &upcrt_val8, sizeof upcrt_val8); });
        ({ upcr_pshared_ptr_t upcrt_val10 = ({ upcr_pshared_ptr_t upcrt_val9; upcr_get_pshared(&upcrt_val9, nodes, 0, sizeof upcrt_val9); upcrt_val9; }); upcr_put_pshared(head, 0, &upcrt_val10, sizeof upcrt_val10); });
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* everyone follows the shared pointers */
    {
        int mismatches = 0, count = 0;
        upcr_pshared_ptr_t p;
        for (t = 0; t < ((int)upcr_threads()); t++) {
            upcr_pshared_ptr_t blk;
#line 44 "samples/upc/shared_ptr_shared.upc"
            upcr_get_pshared(&blk, upcr_add_pshared1(dir, sizeof(upcr_pshared_ptr_t), t), 0, sizeof blk);
            if (upcr_threadof_shared(upcr_pshared_to_shared(blk)) != (size_t)t)
                mismatches++;
            {
#line 47 "samples/upc/shared_ptr_shared.upc"
                /* local pointers for this thread's elements */
                int *upcrt_mine11 = upcr_threadof_pshared(blk) == upcr_mythread() ? upcr_pshared_to_local(blk) : 0;
                long upcrt_phase11 = upcr_phaseof_pshared(blk);
#line 47 "samples/upc/shared_ptr_shared.upc"
                if (upcrt_mine11) {
#line 47 "samples/upc/shared_ptr_shared.upc"
                    for (i = 0; i < 6; i++)
                        if (upcrt_mine11[i] != 10 * t + i)
                            mismatches++;
                } else
#line 47 "samples/upc/shared_ptr_shared.upc"
                    for (i = 0; i < 6; i++)
                        if ((upcrt_mine11 ? upcrt_mine11[i] : (int)upcr_get_pshared_val(upcr_add_psharedI(blk, sizeof(int), i), 0, sizeof(int))) != 10 * t + i)
                            mismatches++;
            }
        }
#line 51 "samples/upc/shared_ptr_shared.upc"
        for (upcr_get_pshared(&p, head, 0, sizeof p); !upcr_isnull_pshared(p); upcr_get_pshared(&p, p, __builtin_offsetof(struct node, next), sizeof p)) {
            if ((int)upcr_get_pshared_val(p, __builtin_offsetof(struct node, value), sizeof(int)) != count || upcr_threadof_shared(upcr_pshared_to_shared(p)) != (size_t)count)
                mismatches++;
            count++;
        }
        if (count != ((int)upcr_threads()))
            mismatches++;
        if (upcr_threadof_shared(upcr_pshared_to_shared(head)) != 0 || upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(dir, sizeof(upcr_pshared_ptr_t), ((int)upcr_mythread())))) != (size_t)((int)upcr_mythread()))
            mismatches++;
        if (mismatches) {
            /* only thread 0 prints: others record their failure in their own node */
            upcr_put_pshared_val(n, __builtin_offsetof(struct node, value), (int)-1, sizeof(int));
        }
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        for (t = 0; t < ((int)upcr_threads()); t++)
            if ((int)upcr_get_pshared_val(({ upcr_pshared_ptr_t upcrt_val12; upcr_get_pshared(&upcrt_val12, upcr_add_pshared1(nodes, sizeof(upcr_pshared_ptr_t), t), 0, sizeof upcrt_val12); upcrt_val12; }), __builtin_offsetof(struct node, value), sizeof(int)) != t) {
                printf("FAIL: shared_ptr_shared: thread %d saw wrong data\n", t);
                errors++;
            }
        if (errors)
            printf("FAIL: shared_ptr_shared: %d errors\n", errors);
        else
            printf("PASS: shared_ptr_shared\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_free(upcr_pshared_to_shared(mine));
    upcr_free(upcr_pshared_to_shared(n));
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_shared_ptr_shared(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &dir, sizeof(upcr_pshared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_pshared_ptr_t), "dir", "shared [] int *shared [1 * THREADS]" },
        { &head, sizeof(upcr_pshared_ptr_t), 1, 0, sizeof(upcr_pshared_ptr_t), "head", "shared struct <anonymous> *shared" },
        { &nodes, sizeof(upcr_pshared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_pshared_ptr_t), "nodes", "shared [] struct <anonymous> *shared [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
}
static void (*const upcrt_alloc_shared_ptr_shared_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_shared_ptr_shared;

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
#line 1 "samples/upc/coll_broadcast.upc"
/* coll_broadcast.upc - upc_all_broadcast from thread 0 and from the last thread, of an int block and of a struct, into one block per thread. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#line 7 "samples/upc/coll_broadcast.upc"
struct config {
    int steps;
    double dt;
    char tag[8];
};
#line 13 "samples/upc/coll_broadcast.upc"
/* on thread 0 */
#line 13 "samples/upc/coll_broadcast.upc"
upcr_pshared_ptr_t src;
/* the source is the last thread's block */
#line 14 "samples/upc/coll_broadcast.upc"
upcr_shared_ptr_t from_last;
/* one block of NE ints per thread */
#line 15 "samples/upc/coll_broadcast.upc"
upcr_shared_ptr_t dst;
upcr_shared_ptr_t dst2;
/* one struct on thread 0 */
#line 17 "samples/upc/coll_broadcast.upc"
upcr_pshared_ptr_t conf;
/* one struct per thread */
#line 18 "samples/upc/coll_broadcast.upc"
upcr_pshared_ptr_t confs;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, mine = 0;
    int *d;

    if (((int)upcr_mythread()) == 0) {
        for (i = 0; i < 10; i++)
            upcr_put_pshared_val(upcr_add_psharedI(src, sizeof(int), i), 0, (int)(i * i - 3), sizeof(int));
        upcr_put_pshared_val(conf, __builtin_offsetof(struct config, steps), (int)250, sizeof(int));
        upcr_put_pshared_doubleval(conf, __builtin_offsetof(struct config, dt), 0.001);
        upcr_put_pshared_val(conf, __builtin_offsetof(struct config, tag), (char)'o', sizeof(char));
        upcr_put_pshared_val(conf, __builtin_offsetof(struct config, tag) + 1 * sizeof(char), (char)'k', sizeof(char));
        upcr_put_pshared_val(conf, __builtin_offsetof(struct config, tag) + 2 * sizeof(char), (char)'\0', sizeof(char));
    }
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1)
        for (i = 0; i < 10; i++)
            upcr_put_shared_val(upcr_add_shared(from_last, sizeof(int), 10 * ((int)upcr_mythread()) + i, 10), 0, (int)(50 + i), sizeof(int));
    /* ALLSYNC: the collective waits for the writes above and completes before returning */
    upc_all_broadcast(dst, upcr_pshared_to_shared(src), 10 * sizeof(int), 0 | 0);
    upc_all_broadcast(dst2, upcr_add_shared(from_last, sizeof(int), 10 * (((int)upcr_threads()) - 1), 10), 10 * sizeof(int), 0 | 0);
    upc_all_broadcast(upcr_pshared_to_shared(confs), upcr_pshared_to_shared(conf), sizeof(struct config), 0 | 0);

    /* my copy is in my own block */
    d = (int *)upcr_shared_to_local(upcr_add_shared(dst, sizeof(int), 10 * ((int)upcr_mythread()), 10));
    for (i = 0; i < 10; i++) {
        if (d[i] != i * i - 3)
            mine++;
        if ((int)upcr_get_shared_val(upcr_add_shared(dst2, sizeof(int), 10 * ((int)upcr_mythread()) + i, 10), 0, sizeof(int)) != 50 + i)
            mine++;
    }
    {
        struct config c;
#line 53 "samples/upc/coll_broadcast.upc"
        upcr_get_pshared(&c, upcr_add_pshared1(confs, sizeof(struct config), ((int)upcr_mythread())), 0, sizeof c);
        if (c.steps != 250 || c.dt != 0.001 || c.tag[0] != 'o' || c.tag[1] != 'k' || c.tag[2] != '\0')
            mine++;
    }
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int t, total = 0;
        for (t = 0; t < ((int)upcr_threads()); t++) {
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int)))
                printf("FAIL: coll_broadcast: thread %d has %d wrong values\n", t, (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int)));
            total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int));
        }
        if (!total)
            printf("PASS: coll_broadcast\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_coll_broadcast(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &src, sizeof(int) * 10, 1, 0, sizeof(int), "src", "shared [] int [10]" },
        { &conf, sizeof(struct config) * 1, 1, 0, sizeof(struct config), "conf", "shared [] struct <anonymous> [1]" },
        { &confs, sizeof(struct config), ((int)upcr_threads()), 0, sizeof(struct config), "confs", "shared struct <anonymous> [1 * THREADS]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 5);
    upcr_startup_shalloc_t shared_objects[] = {
        { &from_last, 10 * sizeof(int), (10 * ((int)upcr_threads()) + 10 - 1) / 10, 0, sizeof(int), "from_last", "shared [10] int [10 * THREADS]" },
        { &dst, 10 * sizeof(int), (10 * ((int)upcr_threads()) + 10 - 1) / 10, 0, sizeof(int), "dst", "shared [10] int [10 * THREADS]" },
        { &dst2, 10 * sizeof(int), (10 * ((int)upcr_threads()) + 10 - 1) / 10, 0, sizeof(int), "dst2", "shared [10] int [10 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_coll_broadcast_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_coll_broadcast;

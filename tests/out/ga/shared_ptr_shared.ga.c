#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/shared_ptr_shared.upc"
/* shared_ptr_shared.upc - pointers-to-shared that live in shared memory: a shared directory of per-thread blocks and a linked list across threads through pointer members. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/shared_ptr_shared.upc"
struct node {
    int value;
    upcga_ptr_t next;
};
/* `shared [] int *shared dir[THREADS]`: a GA array (one row per thread); this thread's part is dir_local. */
int g_dir;
upcga_ptr_t *dir_local;
/* `dir[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t dir_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_dir, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return dir_local[pos];
    upcga_get_at(g_dir, t, pos, &v, sizeof v);
    return v;
}
/* `dir[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t dir_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_dir, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        dir_local[pos] = v;
    else
        upcga_put_at(g_dir, t, pos, &v, sizeof v);
    return v;
}
/* `&dir[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dir_ref(long i) {
    upcga_ptr_t p = { g_dir, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(upcga_ptr_t), 0 };
    return p;
}
/* `shared struct node *shared head`: a GA array (on thread 0); this thread's part is head_local. */
int g_head;
upcga_ptr_t *head_local;
/* `head`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t head_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_head, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return head_local[pos];
    upcga_get_at(g_head, t, pos, &v, sizeof v);
    return v;
}
/* `head` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t head_set(upcga_ptr_t v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_head, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        head_local[pos] = v;
    else
        upcga_put_at(g_head, t, pos, &v, sizeof v);
    return v;
}
/* `&head`: a pointer-to-shared. */
static inline upcga_ptr_t head_ref(void) {
    upcga_ptr_t p = { g_head, 0, 0, 0 };
    return p;
}
/* `shared [] struct node *shared nodes[THREADS]`: a GA array (one row per thread); this thread's part is nodes_local. */
int g_nodes;
upcga_ptr_t *nodes_local;
/* `nodes[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t nodes_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_nodes, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return nodes_local[pos];
    upcga_get_at(g_nodes, t, pos, &v, sizeof v);
    return v;
}
/* `nodes[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t nodes_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_nodes, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        nodes_local[pos] = v;
    else
        upcga_put_at(g_nodes, t, pos, &v, sizeof v);
    return v;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
#line 9 "samples/upc/shared_ptr_shared.upc"
/* a member pointing to shared data (the member itself is not shared) */


/* dir[t]: thread t's block, published for everyone */
/* a single shared pointer, on thread 0 */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, t, errors = 0;
    upcga_ptr_t mine = upcga_resetphase(upcga_alloc(6 * sizeof(int)));
    upcga_ptr_t n = upcga_resetphase(upcga_alloc(sizeof(struct node)));

    {
#line 23 "samples/upc/shared_ptr_shared.upc"
        /* local pointers for this thread's elements */
        int *upcga_mine1 = upcga_mine(mine);
        long upcga_phase1 = mine.phase;
#line 23 "samples/upc/shared_ptr_shared.upc"
        if (upcga_mine1)
#line 23 "samples/upc/shared_ptr_shared.upc"
            for (i = 0; i < 6; i++)
                upcga_mine1[i] = 10 * MYTHREAD + i;
        else
#line 23 "samples/upc/shared_ptr_shared.upc"
            for (i = 0; i < 6; i++)
                ({ int upcga_store2 = 10 * MYTHREAD + i; upcga_mine1 ? (void)(upcga_mine1[i] = upcga_store2) : (void)UPCGA_WRITE(int, upcga_add(mine, sizeof(int), i, 0), upcga_store2); });
    }
#line 25 "samples/upc/shared_ptr_shared.upc"
    dir_set(MYTHREAD, mine);
    UPCGA_WRITE(int, upcga_member(n, __builtin_offsetof(struct node, value)), MYTHREAD);
    UPCGA_WRITE(upcga_ptr_t, upcga_member(n, __builtin_offsetof(struct node, next)), UPCGA_NULL);
    nodes_set(MYTHREAD, n);
    upcga_barrier();

    /* thread 0 links the nodes in thread order: remote stores of pointers-to-shared */
    if (MYTHREAD == 0) {
        for (t = 0; t + 1 < THREADS; t++)
            UPCGA_WRITE(upcga_ptr_t, upcga_member(nodes_get(t), __builtin_offsetof(struct node, next)), upcga_resetphase(nodes_get(t + 1)));
        head_set(upcga_resetphase(nodes_get(0)));
    }
    upcga_barrier();

    /* everyone follows the shared pointers */
    {
        int mismatches = 0, count = 0;
        upcga_ptr_t p;
        for (t = 0; t < THREADS; t++) {
            upcga_ptr_t blk = dir_get(t);
            if (upcga_threadof(blk) != (size_t)t)
                mismatches++;
            {
#line 47 "samples/upc/shared_ptr_shared.upc"
                /* local pointers for this thread's elements */
                int *upcga_mine3 = upcga_mine(blk);
                long upcga_phase3 = blk.phase;
#line 47 "samples/upc/shared_ptr_shared.upc"
                if (upcga_mine3) {
#line 47 "samples/upc/shared_ptr_shared.upc"
                    for (i = 0; i < 6; i++)
                        if (upcga_mine3[i] != 10 * t + i)
                            mismatches++;
                } else
#line 47 "samples/upc/shared_ptr_shared.upc"
                    for (i = 0; i < 6; i++)
                        if ((upcga_mine3 ? upcga_mine3[i] : UPCGA_READ(int, upcga_add(blk, sizeof(int), i, 0))) != 10 * t + i)
                            mismatches++;
            }
        }
#line 51 "samples/upc/shared_ptr_shared.upc"
        for (p = head_get(); !upcga_isnull(p); p = UPCGA_READ(upcga_ptr_t, upcga_member(p, __builtin_offsetof(struct node, next)))) {
            if (UPCGA_READ(int, upcga_member(p, __builtin_offsetof(struct node, value))) != count || upcga_threadof(p) != (size_t)count)
                mismatches++;
            count++;
        }
        if (count != THREADS)
            mismatches++;
        if (upcga_threadof(head_ref()) != 0 || upcga_threadof(dir_ref(MYTHREAD)) != (size_t)MYTHREAD)
            mismatches++;
        if (mismatches) {
            /* only thread 0 prints: others record their failure in their own node */
            UPCGA_WRITE(int, upcga_member(n, __builtin_offsetof(struct node, value)), -1);
        }
    }
    upcga_barrier();
    if (MYTHREAD == 0) {
        for (t = 0; t < THREADS; t++)
            if (UPCGA_READ(int, upcga_member(nodes_get(t), __builtin_offsetof(struct node, value))) != t) {
                printf("FAIL: shared_ptr_shared: thread %d saw wrong data\n", t);
                errors++;
            }
        if (errors)
            printf("FAIL: shared_ptr_shared: %d errors\n", errors);
        else
            printf("PASS: shared_ptr_shared\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    upcga_free(mine);
    upcga_free(n);
    return verdict_get();
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_shared_ptr_shared __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_shared_ptr_shared(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_dir = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "dir", block, upcga_rows);
        dir_local = upcga_own_row(g_dir, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_head = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "head", block, upcga_one_block);
        head_local = upcga_own_row(g_head, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_nodes = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "nodes", block, upcga_rows);
        nodes_local = upcga_own_row(g_nodes, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_shared_ptr_shared_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_shared_ptr_shared;

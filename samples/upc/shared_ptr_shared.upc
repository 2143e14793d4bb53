/* shared_ptr_shared.upc - pointers-to-shared that live in shared memory: a shared directory of per-thread blocks and a linked list across threads through pointer members. */
#include <stdio.h>
#include <upc.h>

#define LEN 6

struct node {
    int value;
    shared struct node *next;       /* a member pointing to shared data (the member itself is not shared) */
};

shared [] int *shared dir[THREADS];         /* dir[t]: thread t's block, published for everyone */
shared struct node *shared head;            /* a single shared pointer, on thread 0 */
shared [] struct node *shared nodes[THREADS];
shared int verdict;

int main(void)
{
    int i, t, errors = 0;
    shared [] int *mine = (shared [] int *)upc_alloc(LEN * sizeof(int));
    shared [] struct node *n = (shared [] struct node *)upc_alloc(sizeof(struct node));

    for (i = 0; i < LEN; i++)
        mine[i] = 10 * MYTHREAD + i;
    dir[MYTHREAD] = mine;
    n->value = MYTHREAD;
    n->next = NULL;
    nodes[MYTHREAD] = n;
    upc_barrier;

    /* thread 0 links the nodes in thread order: remote stores of pointers-to-shared */
    if (MYTHREAD == 0) {
        for (t = 0; t + 1 < THREADS; t++)
            nodes[t]->next = (shared struct node *)nodes[t + 1];
        head = (shared struct node *)nodes[0];
    }
    upc_barrier;

    /* everyone follows the shared pointers */
    {
        int mismatches = 0, count = 0;
        shared struct node *p;
        for (t = 0; t < THREADS; t++) {
            shared [] int *blk = dir[t];
            if (upc_threadof(blk) != (size_t)t)
                mismatches++;
            for (i = 0; i < LEN; i++)
                if (blk[i] != 10 * t + i)
                    mismatches++;
        }
        for (p = head; p != NULL; p = p->next) {
            if (p->value != count || upc_threadof(p) != (size_t)count)
                mismatches++;
            count++;
        }
        if (count != THREADS)
            mismatches++;
        if (upc_threadof(&head) != 0 || upc_threadof(&dir[MYTHREAD]) != (size_t)MYTHREAD)
            mismatches++;
        if (mismatches) {
            /* only thread 0 prints: others record their failure in their own node */
            n->value = -1;
        }
    }
    upc_barrier;
    if (MYTHREAD == 0) {
        for (t = 0; t < THREADS; t++)
            if (nodes[t]->value != t) {
                printf("FAIL: shared_ptr_shared: thread %d saw wrong data\n", t);
                errors++;
            }
        if (errors)
            printf("FAIL: shared_ptr_shared: %d errors\n", errors);
        else
            printf("PASS: shared_ptr_shared\n");
        verdict = errors != 0;
    }
    upc_barrier;
    upc_free((shared void *)mine);
    upc_free((shared void *)n);
    return verdict;
}

/* golden_events.upc - one of each kind of event on known lines, for the golden event sequences
   of tests/trace_golden.rs (2 threads). Changing a line changes the golden files. */
#include <upc.h>
#include <upc_collective.h>
#include <pupc.h>
#include <stdio.h>

shared [4] int data[4 * THREADS];
shared [8] char bytes[8 * THREADS];
shared [8] char copy[8 * THREADS];
upc_lock_t *lock;

static int twice(int k)
{
    return 2 * k;
}

int main(void)
{
    int other = 1 - MYTHREAD, v, i, got;
    char buf[8] = "abcdefg";
    unsigned outer = pupc_create_event("outer", "round %d");
    unsigned inner = pupc_create_event("inner", NULL);
    shared int *mine;
    lock = upc_all_lock_alloc();
    pupc_event_start(outer, 1);
    pupc_event_start(inner);
    data[4 * other] = twice(MYTHREAD);
    pupc_event_end(inner);
    pupc_event_end(outer, 1);
    upc_barrier 7;
    v = data[4 * MYTHREAD];
    upc_memput(&bytes[8 * other], buf, 8);
    upc_notify;
    upc_wait;
    upc_memget(buf, &bytes[8 * other], 8);
    upc_lock(lock);
    upc_unlock(lock);
    upc_barrier;
    if (MYTHREAD == 0)
        got = upc_lock_attempt(lock);
    upc_barrier;
    if (MYTHREAD == 1)
        got = upc_lock_attempt(lock); /* thread 0 holds it: fails */
    upc_barrier;
    if (MYTHREAD == 0)
        upc_unlock(lock);
    upc_fence;
    upc_forall (i = 0; i < 4 * THREADS; i++; &data[i])
        data[i] = i;
#pragma pupc off
    v += data[4 * other];
#pragma pupc on
    mine = (shared int *)upc_alloc(sizeof(int));
    upc_free(mine);
    upc_all_broadcast(copy, bytes, 8, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    upc_barrier;
    if (MYTHREAD == 0)
        printf("got=%d buf=%c v>0=%d\n", got, buf[0], v > 0);
    return 0;
}

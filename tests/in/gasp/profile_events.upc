/* profile_events.upc - a program for the GASP instrumentation tests (tests/gasp_instrument.rs):
   one construct of each kind the tests look for, on known lines. */
#include <upc.h>
#include <pupc.h>
#include <stdio.h>
shared int a[4 * THREADS];
shared int *shared p;
upc_lock_t *lock;

static int work(int k)
{
    return k + 1;
}

int main(void)
{
    int i, s = 0;
    unsigned ev = pupc_create_event("phase", "%d");
    lock = upc_all_lock_alloc();
    pupc_event_start(ev, 7);
    upc_forall (i = 0; i < 4 * THREADS; i++; &a[i])
        a[i] = work(i);
    pupc_event_end(ev, 7);
    upc_barrier 3;
    s = a[(MYTHREAD + 1) % THREADS];
    upc_lock(lock);
    upc_unlock(lock);
#pragma pupc off
    s += a[0];
#pragma pupc on
    upc_barrier;
    if (MYTHREAD == 0)
        printf("s=%d\n", s);
    return 0;
}

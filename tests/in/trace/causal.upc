/* causal.upc - causally ordered events across threads for the clock-correction test
   (tests/trace_clock.rs): in every round each thread puts a value to its right neighbour,
   passes a split-phase barrier, reads its left neighbour's box (put there by the thread two to
   the left), and passes a barrier; the rounds are stretched by a sleep so that a drifting
   clock drifts measurably. */
#include <upc.h>
#include <stdio.h>
#include <time.h>

#define ROUNDS 20

shared int box[THREADS];

int main(void)
{
    int right = (MYTHREAD + 1) % THREADS, left = (MYTHREAD + THREADS - 1) % THREADS;
    int bad = 0;
    struct timespec pause = {0, 15000000};
    for (int r = 0; r < ROUNDS; r++) {
        box[right] = 1000 * r + MYTHREAD;
        upc_notify;
        upc_wait;
        if (box[left] != 1000 * r + (left + THREADS - 1) % THREADS)
            bad++;
        upc_barrier;
        nanosleep(&pause, NULL);
    }
    printf("thread %d bad %d\n", MYTHREAD, bad);
    return 0;
}

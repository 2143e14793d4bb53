/* spin.upc - strict spin loops and fine-grained accesses on the runtime's one-sided path
   (bench/rma.sh runs it with UPCR_FORCE_RMA=1): a token passed around the threads through
   strict flags, each on its reader's thread (the reader spins locally, the writer puts) and all
   on thread 0 (the readers spin on a remote flag); relaxed puts to the other threads followed by
   a barrier; relaxed gets from the other threads. Prints the time of each kind. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <upc.h>

#define N 4000
strict shared int mine_flag[THREADS];                /* flag t on thread t */
strict shared [] int *shared far;                    /* every flag on thread 0 */
shared int data[N * THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

/* `hops` passes of the token; flag(t) is the flag thread t waits on. */
#define RING(FLAG, hops)                                                   \
    do {                                                                   \
        for (int r = 1; r <= (hops); r++) {                                \
            if (MYTHREAD == 0) {                                           \
                FLAG[1 % THREADS] = r;                                     \
                while (FLAG[0] != r)                                       \
                    ;                                                      \
            } else {                                                       \
                while (FLAG[MYTHREAD] != r)                                \
                    ;                                                      \
                FLAG[(MYTHREAD + 1) % THREADS] = r;                        \
            }                                                              \
        }                                                                  \
    } while (0)

int main(int argc, char **argv)
{
    int hops = argc > 1 ? atoi(argv[1]) : 200;
    double t0, ring_local, ring_far, puts, gets;
    long sum = 0;
    strict shared [] int *far_flag;
    if (MYTHREAD == 0) {
        far = upc_alloc(THREADS * sizeof(int));
        for (int t = 0; t < THREADS; t++)
            far[t] = 0;
    }
    upc_barrier;
    far_flag = far;
    t0 = now();
    RING(mine_flag, hops);
    upc_barrier;
    ring_local = now() - t0;
    t0 = now();
    RING(far_flag, hops);
    upc_barrier;
    ring_far = now() - t0;
    /* relaxed puts: each thread writes the next thread's elements, then a barrier */
    t0 = now();
    for (int i = 0; i < N; i++)
        data[i * THREADS + (MYTHREAD + 1) % THREADS] = i;
    upc_barrier;
    puts = now() - t0;
    t0 = now();
    for (int i = 0; i < N; i++)
        sum += data[i * THREADS + (MYTHREAD + 1) % THREADS];
    upc_barrier;
    gets = now() - t0;
    if (sum != (long)N * (N - 1) / 2)
        printf("FAIL: sum %ld\n", sum);
    if (MYTHREAD == 0)
        printf("ring, flags on their readers: %8.1f us per hop\n"
               "ring, flags on thread 0:      %8.1f us per hop\n"
               "relaxed puts + barrier:       %8.1f us per put\n"
               "relaxed gets:                 %8.1f us per get\n",
               1e6 * ring_local / (hops * THREADS), 1e6 * ring_far / (hops * THREADS), 1e6 * puts / N,
               1e6 * gets / N);
    return 0;
}

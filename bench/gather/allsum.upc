/* allsum.upc - the reduction through a shared array of one element per thread, as CG's
   all_sum: each thread writes its element, a barrier, every thread sums all THREADS elements,
   a barrier. Timed twice in one program: the loop as written (`partial[t]`, read in one bulk
   read by src/backend/gather.rs) and the same loop indexed `partial[t + 0]` (not a read by the
   counter: one read per element, as before that change). Prints the microseconds thread 0
   spends in the loop itself (between the barriers) per reduction, the best of ROUNDS rounds
   of REPS reductions each, and checks both sums. */
#include <stdio.h>
#include <time.h>
#include <upc.h>

#ifndef REPS
#define REPS 2000
#endif
#ifndef ROUNDS
#define ROUNDS 5
#endif

shared double partial[THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static double bulk(double mine, double *spent)
{
    double s = 0, t0;
    int t;
    partial[MYTHREAD] = mine;
    upc_barrier;
    t0 = now();
    for (t = 0; t < THREADS; t++)
        s += partial[t];
    *spent += now() - t0;
    upc_barrier;
    return s;
}

static double each(double mine, double *spent)
{
    double s = 0, t0;
    int t;
    partial[MYTHREAD] = mine;
    upc_barrier;
    t0 = now();
    for (t = 0; t < THREADS; t++)
        s += partial[t + 0];
    *spent += now() - t0;
    upc_barrier;
    return s;
}

int main(void)
{
    double best[2] = { 1e30, 1e30 }, want = THREADS * (THREADS + 1) / 2.0;
    int round, r, bad = 0;
    for (round = 0; round < ROUNDS; round++) {
        for (int k = 0; k < 2; k++) {
            double t0 = 0, s;
            for (r = 0; r < REPS; r++) {
                s = k == 0 ? bulk(MYTHREAD + 1, &t0) : each(MYTHREAD + 1, &t0);
                bad |= s != want;
            }
            t0 = t0 / REPS * 1e6;
            if (t0 < best[k])
                best[k] = t0;
        }
    }
    if (MYTHREAD == 0)
        printf("allsum: threads=%d bulk_us=%.3f each_us=%.3f %s\n", THREADS, best[0], best[1],
               bad ? "WRONG" : "ok");
    return bad;
}

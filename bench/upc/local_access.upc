/* local_access.upc - cost of touching data with local affinity through UPC constructs, against
   the same loop over a private array:
     forall:  upc_forall (i; &a[i]) a[i] = a[i] * s + 1   over a blocked array
     pointer: a pointer-to-shared to this thread's block, p[k] = p[k] * s + 1
     plain:   the same update of a private array of the same size
   Prints ns per element of each and the ratios. Run with 2 processes. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <upc.h>

#define B 4096
#define BLOCKS 512                  /* blocks per thread: 2M doubles = 16 MiB per thread */
#define REPS 10

shared [B] double a[B * BLOCKS * THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void)
{
    const long n = (long)B * BLOCKS * THREADS, local_n = (long)B * BLOCKS;
    const double s = 0.999;
    double *plain = malloc(local_n * sizeof *plain);
    double t0, t_forall, t_pointer, t_plain, check = 0;
    long i, k;
    int r, blk;

    upc_forall (i = 0; i < n; i++; &a[i])
        a[i] = 1.0;
    for (i = 0; i < local_n; i++)
        plain[i] = 1.0;
    upc_barrier;

    t0 = now();
    for (r = 0; r < REPS; r++)
        upc_forall (i = 0; i < n; i++; &a[i])
            a[i] = a[i] * s + 1.0;
    t_forall = now() - t0;
    upc_barrier;

    t0 = now();
    for (r = 0; r < REPS; r++)
        for (blk = 0; blk < BLOCKS; blk++) {
            shared [B] double *p = &a[((long)blk * THREADS + MYTHREAD) * B];
            for (k = 0; k < B; k++)
                p[k] = p[k] * s + 1.0;
        }
    t_pointer = now() - t0;
    upc_barrier;

    t0 = now();
    for (r = 0; r < REPS; r++)
        for (i = 0; i < local_n; i++)
            plain[i] = plain[i] * s + 1.0;
    t_plain = now() - t0;
    for (i = 0; i < local_n; i += 4096)
        check += plain[i];
    upc_barrier;

    if (MYTHREAD == 0) {
        double per = 1e9 / ((double)local_n * REPS);
        printf("local_access: elements/thread=%ld reps=%d (check %.3f)\n", local_n, REPS, check);
        printf("forall_local_ns=%.3f pointer_local_ns=%.3f plain_c_ns=%.3f\n",
               t_forall * per, t_pointer * per, t_plain * per);
        printf("ratio forall/plain=%.2f pointer/plain=%.2f\n", t_forall / t_plain, t_pointer / t_plain);
    }
    free(plain);
    return 0;
}

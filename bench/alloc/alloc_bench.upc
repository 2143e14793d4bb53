/* alloc_bench.upc - the cost of shared allocation and free: microseconds per allocate+free pair
   for upc_alloc, upc_global_alloc (every thread at once) and upc_all_alloc/upc_all_free, with
   LIVE objects kept allocated meanwhile (the allocator walks past them); then KEEP (argv[2],
   default 5000) upc_global_alloc objects per thread allocated and all kept (the live objects
   grow to KEEP x THREADS: a walk over all of them per allocation is quadratic), then freed. */
#include <upc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define LIVE 32

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 2000;
    int nkept = argc > 2 ? atoi(argv[2]) : 5000;
    shared char *keep[LIVE];
    shared char **kept = malloc((size_t)nkept * sizeof *kept);
    double t0, t_local, t_global, t_all, t_kept;
    for (int k = 0; k < LIVE; k++)
        keep[k] = upc_alloc(100 + 64 * (size_t)k);
    upc_barrier;
    t0 = now();
    for (int i = 0; i < reps; i++) {
        shared char *p = upc_alloc(64 + (size_t)(i % 8) * 512);
        upc_free(p);
    }
    t_local = (now() - t0) / reps;
    upc_barrier;
    t0 = now();
    for (int i = 0; i < reps; i++) {
        shared char *p = upc_global_alloc(THREADS, 64 + (size_t)(i % 8) * 512);
        upc_free(p);
    }
    t_global = (now() - t0) / reps;
    upc_barrier;
    t0 = now();
    for (int i = 0; i < reps / 10; i++) {
        shared char *p = upc_all_alloc(THREADS, 4096);
        upc_all_free(p);
    }
    t_all = (now() - t0) / (reps / 10);
    for (int k = 0; k < LIVE; k++)
        upc_free(keep[k]);
    upc_barrier;
    t0 = now();
    for (int i = 0; i < nkept; i++)
        kept[i] = upc_global_alloc(THREADS, 64);
    t_kept = (now() - t0) / nkept;
    upc_barrier;
    for (int i = 0; i < nkept; i++)
        upc_free(kept[i]);
    free(kept);
    upc_barrier;
    if (MYTHREAD == 0)
        printf("threads %d: upc_alloc+upc_free %.2f us, upc_global_alloc+upc_free %.2f us, "
               "upc_all_alloc+upc_all_free %.2f us, upc_global_alloc of %d kept %.2f us\n",
               THREADS, 1e6 * t_local, 1e6 * t_global, 1e6 * t_all, nkept * THREADS, 1e6 * t_kept);
    return 0;
}

/* bench_ga.h - what the native GA benchmark programs share: start-up, timer, result line. */
#ifndef BENCH_GA_H
#define BENCH_GA_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <ga.h>
#include <macdecls.h>
#include <mpi.h>

static inline double bench_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static inline void bench_start(int *argc, char ***argv)
{
    MPI_Init(argc, argv);
    GA_Initialize();
    if (!MA_init(MT_C_DBL, 1 << 20, 1 << 20))
        GA_Error("MA_init failed", 0);
}

static inline void bench_end(void)
{
    GA_Terminate();
    MPI_Finalize();
}

/* The sum of a long over all processes. */
static inline long bench_sum(long v)
{
    GA_Lgop(&v, 1, "+");
    return v;
}

#endif

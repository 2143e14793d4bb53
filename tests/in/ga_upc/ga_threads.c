/* ga_threads.c - a GA program whose threads call GA at the same time, as GA's threadsafec.c and
   thread_perf_*.c do (MPI_Init_thread with MPI_THREAD_MULTIPLE): four POSIX threads per process
   take tasks from a shared counter (NGA_Read_inc), write each task's element (NGA_Put),
   accumulate into a histogram (NGA_Acc) and read an element back (NGA_Get), all at once.
   Process 0 prints the totals: every task done once, every element written, the histogram's
   counts. */
#include <mpi.h>
#include <pthread.h>
#include <stdio.h>

#include "ga.h"
#include "macdecls.h"

#define THREADS_PER_PROC 4
#define TASKS_PER_THREAD 150
#define BINS 8

static int g_count, g_data, g_hist, nproc;
static long bad_reads[THREADS_PER_PROC];

static void *work(void *arg)
{
    long id = (long)arg;
    int zero = 0, total = nproc * THREADS_PER_PROC * TASKS_PER_THREAD;
    for (;;) {
        int task = (int)NGA_Read_inc(g_count, &zero, 1);
        if (task >= total)
            break;
        int value = 3 * task + 1, bin = task % BINS, one = 1, back;
        double done = 1;
        NGA_Put(g_data, &task, &task, &value, &one);
        NGA_Acc(g_hist, &bin, &bin, &done, &one, &done);
        NGA_Get(g_data, &task, &task, &back, &one);
        if (back != value)
            bad_reads[id]++;
    }
    return NULL;
}

int main(int argc, char **argv)
{
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    GA_Initialize();
    int me = GA_Nodeid();
    nproc = GA_Nnodes();
    int total = nproc * THREADS_PER_PROC * TASKS_PER_THREAD, one = 1, bins = BINS;
    g_count = NGA_Create(C_INT, 1, &one, "counter", NULL);
    g_data = NGA_Create(C_INT, 1, &total, "data", NULL);
    g_hist = NGA_Create(C_DBL, 1, &bins, "histogram", NULL);
    GA_Zero(g_count);
    GA_Zero(g_data);
    GA_Zero(g_hist);
    GA_Sync();
    pthread_t t[THREADS_PER_PROC];
    for (long i = 0; i < THREADS_PER_PROC; i++)
        pthread_create(&t[i], NULL, work, (void *)i);
    for (int i = 0; i < THREADS_PER_PROC; i++)
        pthread_join(t[i], NULL);
    GA_Sync();
    long bad = 0;
    for (int i = 0; i < THREADS_PER_PROC; i++)
        bad += bad_reads[i];
    GA_Lgop(&bad, 1, "+");
    int count, lo = 0, hi = total - 1, data[THREADS_PER_PROC * TASKS_PER_THREAD * 4], wrong = 0;
    double hist[BINS];
    NGA_Get(g_count, &lo, &lo, &count, &one);
    NGA_Get(g_data, &lo, &hi, data, &one);
    hi = BINS - 1;
    NGA_Get(g_hist, &lo, &hi, hist, &one);
    for (int i = 0; i < total; i++)
        wrong += data[i] != 3 * i + 1;
    if (me == 0) {
        printf("MPI_THREAD_MULTIPLE provided: %s\n", provided == MPI_THREAD_MULTIPLE ? "yes" : "no");
        printf("tasks %d, counter %d (tasks + one fetch per thread)\n", total, count);
        printf("elements written wrong: %d, reads that saw another value: %ld\n", wrong, bad);
        printf("histogram:");
        for (int b = 0; b < BINS; b++)
            printf(" %.0f", hist[b]);
        printf("\n");
        int ok = count == total + nproc * THREADS_PER_PROC && wrong == 0 && bad == 0;
        printf("%s: ga_threads\n", ok ? "PASS" : "FAIL");
    }
    GA_Terminate();
    MPI_Finalize();
    return 0;
}

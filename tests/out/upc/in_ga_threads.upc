/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_threads.c"
/* ga_threads.c - a GA program whose threads call GA at the same time, as GA's threadsafec.c and
   thread_perf_*.c do (MPI_Init_thread with MPI_THREAD_MULTIPLE): four POSIX threads per process
   take tasks from a shared counter (NGA_Read_inc), write each task's element (NGA_Put),
   accumulate into a histogram (NGA_Acc) and read an element back (NGA_Get), all at once.
   Process 0 prints the totals: every task done once, every element written, the histogram's
   counts. */
#include <pthread.h>
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 18 "tests/in/ga_upc/ga_threads.c"
static int g_count, g_data, g_hist, nproc;
static long bad_reads[4];

static void *work(void *arg) {

    long id = (long)arg;
    int zero = 0, total = nproc * 4 * 150;
    for (;;) {
        int task = (int)NGA_Read_inc(g_count, &zero, 1);
        if (task >= total)
            break;
        int value = 3 * task + 1, bin = task % 8, one = 1, back;
        double done = 1;
        NGA_Put(g_data, &task, &task, &value, &one);
        NGA_Acc(g_hist, &bin, &bin, &done, &one, &done);
        NGA_Get(g_data, &task, &task, &back, &one);
        if (back != value)
            bad_reads[id]++;
    }
    return (void *)0;
}

int main(int argc, char **argv) {

    int provided;
    provided = 3;
    GA_Initialize();
    int me = GA_Nodeid();
    nproc = GA_Nnodes();
    int total = nproc * 4 * 150, one = 1, bins = 8;
    g_count = NGA_Create(C_INT, 1, &one, "counter", (void *)0);
    g_data = NGA_Create(C_INT, 1, &total, "data", (void *)0);
    g_hist = NGA_Create(C_DBL, 1, &bins, "histogram", (void *)0);
    GA_Zero(g_count);
    GA_Zero(g_data);
    GA_Zero(g_hist);
    GA_Sync();
    pthread_t t[4];
    for (long i = 0; i < 4; i++)
        pthread_create(&t[i], (void *)0, work, (void *)i);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], (void *)0);
    GA_Sync();
    long bad = 0;
    for (int i = 0; i < 4; i++)
        bad += bad_reads[i];
    GA_Lgop(&bad, 1, "+");
    int count, lo = 0, hi = total - 1, data[4 * 150 * 4], wrong = 0;
    double hist[8];
    NGA_Get(g_count, &lo, &lo, &count, &one);
    NGA_Get(g_data, &lo, &hi, data, &one);
    hi = 8 - 1;
    NGA_Get(g_hist, &lo, &hi, hist, &one);
    for (int i = 0; i < total; i++)
        wrong += data[i] != 3 * i + 1;
    if (me == 0) {
        printf("MPI_THREAD_MULTIPLE provided: %s\n", provided == 3 ? "yes" : "no");
        printf("tasks %d, counter %d (tasks + one fetch per thread)\n", total, count);
        printf("elements written wrong: %d, reads that saw another value: %ld\n", wrong, bad);
        printf("histogram:");
        for (int b = 0; b < 8; b++)
            printf(" %.0f", hist[b]);
        printf("\n");
        int ok = count == total + nproc * 4 && wrong == 0 && bad == 0;
        printf("%s: ga_threads\n", ok ? "PASS" : "FAIL");
    }
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}

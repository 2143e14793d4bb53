/* mapping.c - the memory-bound update a[i] = a[i] * s + 1.0 (16 MiB per process) over memory
   mapped each way this system allows for a shared segment, against malloc: MPI_Win_allocate_shared
   (as the --to upcr runtime's segment), the same with alloc_shared_noncontig, the same with
   madvise(MADV_HUGEPAGE) and with madvise(MADV_SEQUENTIAL), and a memfd mapped shared
   (MFD_HUGETLB first, a plain memfd when the system refuses it). Each kind is timed in turn,
   ROUNDS rounds, the best per kind kept: nanoseconds per element of the process's CPU time
   (CLOCK_THREAD_CPUTIME_ID), printed by rank 0, with the mapping's offset in its page. */
#define _GNU_SOURCE
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#ifndef N
#define N (2L * 1024 * 1024)
#endif
#ifndef REPS
#define REPS 5
#endif
#ifndef ROUNDS
#define ROUNDS 5
#endif
#define KINDS 6

static const char *names[KINDS] = { "malloc", "win_shared", "win_noncontig", "win_hugepage",
                                    "win_sequential", "memfd" };

static double cpu(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* The update, REPS sweeps: nanoseconds per element. */
static double sweep(double *a, double s)
{
    double t0 = cpu();
    for (int r = 0; r < REPS; r++)
        for (long i = 0; i < N; i++)
            a[i] = a[i] * s + 1.0;
    return (cpu() - t0) / ((double)REPS * N) * 1e9;
}

static double *window(int noncontig, MPI_Win *win)
{
    MPI_Info info;
    double *base;
    MPI_Info_create(&info);
    if (noncontig)
        MPI_Info_set(info, "alloc_shared_noncontig", "true");
    MPI_Win_allocate_shared(N * sizeof(double), sizeof(double), info, MPI_COMM_WORLD, &base, win);
    MPI_Info_free(&info);
    return base;
}

int main(int argc, char **argv)
{
    double best[KINDS], *a[KINDS];
    const char *memfd_kind = "memfd";
    MPI_Win win[KINDS];
    int rank, hugetlb = 1;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    a[0] = aligned_alloc(4096, N * sizeof(double));
    a[1] = window(0, &win[1]);
    a[2] = window(1, &win[2]);
    a[3] = window(0, &win[3]);
    a[4] = window(0, &win[4]);
    {
        size_t bytes = N * sizeof(double);
        int fd = memfd_create("segment", MFD_HUGETLB);
        void *p = MAP_FAILED;
        if (fd >= 0 && ftruncate(fd, (off_t)bytes) == 0)
            p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (p == MAP_FAILED) { /* no huge pages here: a plain memfd */
            hugetlb = 0;
            if (fd >= 0)
                close(fd);
            fd = memfd_create("segment", 0);
            if (fd < 0 || ftruncate(fd, (off_t)bytes) != 0)
                MPI_Abort(MPI_COMM_WORLD, 1);
            p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
            if (p == MAP_FAILED)
                MPI_Abort(MPI_COMM_WORLD, 1);
        }
        a[5] = p;
    }
    int hp = madvise((void *)((unsigned long)a[3] & ~4095UL), N * sizeof(double), MADV_HUGEPAGE);
    int sq = madvise((void *)((unsigned long)a[4] & ~4095UL), N * sizeof(double), MADV_SEQUENTIAL);
    for (int k = 0; k < KINDS; k++) {
        memset(a[k], 0, N * sizeof(double));
        best[k] = 1e30;
    }
    MPI_Barrier(MPI_COMM_WORLD);
    for (int round = 0; round < ROUNDS; round++)
        for (int k = 0; k < KINDS; k++) {
            double t = sweep(a[k], 0.5);
            if (t < best[k])
                best[k] = t;
        }
    if (rank == 0) {
        if (!hugetlb)
            memfd_kind = "memfd (MFD_HUGETLB refused)";
        printf("madvise: MADV_HUGEPAGE %s, MADV_SEQUENTIAL %s\n", hp ? "refused" : "accepted",
               sq ? "refused" : "accepted");
        for (int k = 0; k < KINDS; k++)
            printf("%-28s %.3f ns/elem (%.2fx malloc), %lu bytes into its page\n",
                   k == 5 ? memfd_kind : names[k], best[k], best[k] / best[0],
                   (unsigned long)a[k] % 4096);
    }
    for (int k = 1; k <= 4; k++)
        MPI_Win_free(&win[k]);
    MPI_Finalize();
    return 0;
}

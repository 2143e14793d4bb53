/* test_trace.c - drives the GASP tracing tool directly, as an instrumented UPC program would:
   gasp_init after MPI start-up, events with the spec's arguments, user events, measurement
   control, then one of several endings. tests/gasp_tool.rs runs it under mpirun and checks the
   trace files it leaves.

   usage: test_trace MODE N
     basic        N loops of get events, then a normal end (MPI_Finalize)
     crash        thread 1 dies of SIGSEGV after N loops; thread 0 waits in a barrier
     global_exit  thread 1 reports a non-collective exit and aborts the job
     exit         every thread calls exit(0) without MPI_Finalize */
#include <gasp.h>
#include <gasp_upc.h>
#include <mpi.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c)                                                                                   \
    do {                                                                                           \
        if (!(c)) {                                                                                \
            fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #c);                           \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

/* A pointer-to-shared laid out as the runtime's (upcr_ptr.h): offset, thread, phase. The tool
   records the thread and offset of the gasp_upc_PTS_t * arguments. */
struct pts {
    uintptr_t offset;
    uint32_t thread, phase;
};

/* An event through the va_list entry point. */
static void notify_va(gasp_context_t ctx, unsigned tag, gasp_evttype_t type, int line, ...)
{
    va_list ap;
    va_start(ap, line);
    gasp_event_notifyVA(ctx, tag, type, "reduce.upc", line, 9, ap);
    va_end(ap);
}

int main(int argc, char **argv)
{
    int rank, size, loops;
    const char *mode;
    gasp_context_t ctx;
    unsigned phase, marker;
    int dst = 0;
    struct pts put_dst = {0x1000, 1, 0}, get_src = {0x80, 0, 0}, red_dst = {0x10, 0, 0},
               red_src = {0x20, 0, 0};

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    mode = argc > 1 ? argv[1] : "basic";
    loops = argc > 2 ? atoi(argv[2]) : 10;

    ctx = gasp_init(GASP_MODEL_UPC, &argc, &argv);
    CHECK(ctx != NULL);
    CHECK(gasp_init(GASP_MODEL_UPC, &argc, &argv) == ctx);

    phase = gasp_create_event(ctx, "phase", "iteration %d of %s, residual %.3f");
    marker = gasp_create_event(ctx, "marker", NULL);
    CHECK(phase >= GASP_UPC_USEREVT_START && phase <= GASP_UPC_USEREVT_END);
    CHECK(marker >= GASP_UPC_USEREVT_START && marker <= GASP_UPC_USEREVT_END);
    CHECK(phase != marker);

    gasp_event_notify(ctx, GASP_UPC_BARRIER, GASP_START, "main.upc", 10, 5, 1, 42);
    MPI_Barrier(MPI_COMM_WORLD);
    gasp_event_notify(ctx, GASP_UPC_BARRIER, GASP_END, "main.upc", 10, 5, 1, 42);

    gasp_event_notify(ctx, GASP_C_FUNC, GASP_START, "main.upc", 20, 1, "int work(int)");
    gasp_event_notify(ctx, GASP_UPC_PUT, GASP_START, "main.upc", 21, 3, 1, (void *)&put_dst,
                      (void *)0x2000, (size_t)64);
    gasp_event_notify(ctx, GASP_UPC_PUT, GASP_END, "main.upc", 21, 3, 1, (void *)&put_dst,
                      (void *)0x2000, (size_t)64);
    gasp_event_notify(ctx, phase, GASP_START, "main.upc", 22, 0, 7, "seven", 2.5);
    gasp_event_notify(ctx, marker, GASP_ATOMIC, "main.upc", 23, 0);
    gasp_event_notify(ctx, phase, GASP_END, "main.upc", 24, 0, 8, "eight", -0.25);
    notify_va(ctx, GASP_UPC_ALL_REDUCE, GASP_START, 30, (void *)&red_dst, (void *)&red_src, 3,
              (size_t)100, (size_t)4, (void *)0, 0, GASP_UPC_REDUCTION_D);
    notify_va(ctx, GASP_UPC_ALL_REDUCE, GASP_END, 30, (void *)&red_dst, (void *)&red_src, 3,
              (size_t)100, (size_t)4, (void *)0, 0, GASP_UPC_REDUCTION_D);
    gasp_event_notify(ctx, GASP_C_FUNC, GASP_END, "main.upc", 25, 1, "int work(int)");

    /* Measurement off: this fence must not be recorded. */
    CHECK(gasp_control(ctx, 0) != 0);
    gasp_event_notify(ctx, GASP_UPC_FENCE, GASP_START, "main.upc", 40, 1);
    gasp_event_notify(ctx, GASP_UPC_FENCE, GASP_END, "main.upc", 40, 1);
    CHECK(gasp_control(ctx, 1) == 0);
    CHECK(gasp_control(ctx, 1) != 0);

    get_src.thread = (uint32_t)((rank + 1) % size);
    for (int i = 0; i < loops; i++) {
        gasp_event_notify(ctx, GASP_UPC_GET, GASP_START, "loop.upc", 50 + i % 7, 2, 1, (void *)&dst,
                          (void *)&get_src, (size_t)i);
        gasp_event_notify(ctx, GASP_UPC_GET, GASP_END, "loop.upc", 50 + i % 7, 2, 1, (void *)&dst,
                          (void *)&get_src, (size_t)i);
    }

    /* Both threads have recorded the loop before one of them ends the job (the test expects
       every loop event of both, and a loaded machine may hold one back). */
    if (strcmp(mode, "crash") == 0 || strcmp(mode, "global_exit") == 0)
        MPI_Barrier(MPI_COMM_WORLD);

    if (strcmp(mode, "crash") == 0) {
        fflush(stdout);
        if (rank == 1)
            raise(SIGSEGV);
        MPI_Barrier(MPI_COMM_WORLD); /* never completes: the job is torn down */
    } else if (strcmp(mode, "global_exit") == 0) {
        if (rank == 1) {
            gasp_event_notify(ctx, GASP_UPC_NONCOLLECTIVE_EXIT, GASP_ATOMIC, "main.upc", 60, 1, 3);
            fflush(stdout);
            MPI_Abort(MPI_COMM_WORLD, 3);
        }
        MPI_Barrier(MPI_COMM_WORLD);
    } else if (strcmp(mode, "exit") == 0) {
        printf("%s: thread %d exits\n", failures ? "FAIL" : "PASS", rank);
        fflush(stdout);
        exit(0);
    }

    gasp_event_notify(ctx, GASP_UPC_COLLECTIVE_EXIT, GASP_START, "main.upc", 70, 1, 0);
    MPI_Barrier(MPI_COMM_WORLD);
    gasp_event_notify(ctx, GASP_UPC_COLLECTIVE_EXIT, GASP_END, "main.upc", 70, 1, 0);
    MPI_Finalize();
    /* After the end: ignored. */
    gasp_event_notify(ctx, GASP_UPC_FENCE, GASP_START, "main.upc", 80, 1);
    printf("%s: thread %d of %d\n", failures ? "FAIL" : "PASS", rank, size);
    return failures != 0;
}

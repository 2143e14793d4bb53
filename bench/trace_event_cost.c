/* trace_event_cost.c - the cost of one recorded GASP event: N get start/end pairs (4 arguments,
   one a pointer-to-shared, as the instrumented code passes them) through the tracing tool,
   against the same loop without the calls. bench/trace.sh runs it with tracing on and with
   PGAS_TRACE=0 (every call returns at once).

   Times are this thread's CPU time (CLOCK_THREAD_CPUTIME_ID), not wall time: on a shared
   machine the wall time mostly measures the other jobs. Waiting for the background writer
   (when events come faster than the disk takes them) is not CPU time either: size the buffer
   (PGAS_TRACE_BUFFER_SIZE) to hold every event to measure the recording alone.

   usage: trace_event_cost PAIRS        prints CPU ns per event (the empty loop's time taken
                                        off), per empty iteration, and wall ns per event */
#include <gasp.h>
#include <gasp_upc.h>
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct pts { /* the runtime's pointer-to-shared layout (upcr_ptr.h) */
    uintptr_t offset;
    uint32_t thread, phase;
};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double wall(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    long pairs = argc > 1 ? atol(argv[1]) : 1000000;
    double dst = 0, t0, w0, t_events, w_events, t_empty;
    volatile double sink = 0;
    struct pts src = {64, 1, 0};
    gasp_context_t ctx;
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    ctx = gasp_init(GASP_MODEL_UPC, &argc, &argv);

    t0 = now();
    w0 = wall();
    for (long i = 0; i < pairs; i++) {
        src.offset = (uintptr_t)(8 * (i & 1023));
        gasp_event_notify(ctx, GASP_UPC_GET, GASP_START, "bench.upc", 10, 5, 1, &dst, &src, (size_t)8);
        sink += dst;
        gasp_event_notify(ctx, GASP_UPC_GET, GASP_END, "bench.upc", 10, 5, 1, &dst, &src, (size_t)8);
    }
    t_events = now() - t0;
    w_events = wall() - w0;

    t0 = now();
    for (long i = 0; i < pairs; i++) {
        src.offset = (uintptr_t)(8 * (i & 1023));
        __asm__ volatile("" : : "g"(&src) : "memory");
        sink += dst;
    }
    t_empty = now() - t0;

    printf("thread %d events=%ld ns_per_event=%.2f ns_per_empty_iteration=%.2f "
           "wall_ns_per_event=%.2f\n",
           rank, 2 * pairs, (t_events - t_empty) * 1e9 / (2.0 * pairs), t_empty * 1e9 / pairs,
           w_events * 1e9 / (2.0 * pairs));
    MPI_Finalize();
    return 0;
}

/* pgas_startup.h - the pieces of the program entry shared by the runtime of `--to upcr`
   (runtime-aux/upcr/upcr_main.c) and the library of `--to ga` (runtime-aux/ga-aux/upcga_main.c).

   Every translated file registers its start-up functions and facts in ELF sections of the
   runtime's prefix (the developer guide, "Program start-up"); the linker gathers each section
   and defines its bounds (__start_X, __stop_X), weak here: a program none of whose files put an
   entry there has no such section. */
#ifndef PGAS_STARTUP_H
#define PGAS_STARTUP_H

#include <mpi.h>
#include <stdio.h>

typedef void (*pgas_startup_fn)(void);

/* The bounds of section `name`, whose entries are of type `type`. */
#define PGAS_SECTION(type, name)                                                               \
    extern type __start_##name[] __attribute__((weak));                                        \
    extern type __stop_##name[] __attribute__((weak))

/* A section with entries: some file of the program put one there. */
#define PGAS_SECTION_USED(name) (__start_##name && &__start_##name[0] < &__stop_##name[0])

/* Runs the start-up functions of a section, in link order. */
static void pgas_run_all(const pgas_startup_fn *begin, const pgas_startup_fn *end)
{
    for (const pgas_startup_fn *f = begin; f && f < end; f++)
        (*f)();
}

/* Whether a file compiled with --threads N (an entry N in [begin, end)) disagrees with the
   `threads` the job runs: then thread 0 has said so, and every thread has waited for its message
   (the caller ends the job). */
static int pgas_static_threads_differ(const unsigned *begin, const unsigned *end, int threads, int me)
{
    for (const unsigned *t = begin; t && t < end; t++)
        if (*t != (unsigned)threads) {
            if (me == 0)
                fprintf(stderr,
                        "error: this program was compiled for %u UPC threads (--threads %u) but runs "
                        "with %d processes\n",
                        *t, *t, threads);
            fflush(stderr);
            /* Every thread sees the mismatch: wait for thread 0's message before the abort. */
            MPI_Barrier(MPI_COMM_WORLD);
            return 1;
        }
    return 0;
}

/* A program instrumented for GASP must be linked with a tool (`linked`); when it is not, thread
   0 says so and this returns 1 (the caller ends the job). */
static int pgas_tool_missing(int linked, int me)
{
    if (linked)
        return 0;
    if (me == 0)
        fprintf(stderr, "error: the program was instrumented (--profile) but no GASP tool was linked: link with a "
                        "profile flag\n");
    return 1;
}

/* A program none of whose files defines main: thread 0 says so. */
static void pgas_no_main(int me)
{
    if (me == 0)
        fprintf(stderr, "error: the program has no main function (no translated file defined main)\n");
}

#endif

/* harness.h - what the runtime's MPI test programs share: a failure counter with CHECK, and the
   start-up sequence generated code uses (init, attach, spawn with a static-data hook). */
#ifndef PGAS_UPCR_TEST_HARNESS_H
#define PGAS_UPCR_TEST_HARNESS_H

#include <stdio.h>
#include "../../upcr.h"

static int failures __attribute__((unused));

#define CHECK(cond, what)                                                                     \
    do {                                                                                      \
        if (!(cond) && failures++ < 10)                                                       \
            printf("FAIL thread %u: %s\n", (unsigned)upcr_mythread(), what);                  \
    } while (0)

/* Runs `test_main` on every thread after `static_init` (may be 0) set up `static_size` bytes of
   static shared data, with a `heap` bytes segment per thread. */
static inline int run_upc_program(int argc, char **argv, void (*static_init)(void *, uintptr_t),
                                  uintptr_t static_size, int (*test_main)(int, char **), uintptr_t heap)
{
    struct upcr_startup_spawnfuncs f = { 0, 0, 0, 0, static_init, test_main };
    upcr_startup_init(&argc, &argv, 0, 0, "test_main");
    upcr_startup_attach(heap, 0, UPCR_ATTACH_ENV_OVERRIDE);
    upcr_startup_spawn(&argc, &argv, static_size, 0, &f);
    return 0;
}

#endif

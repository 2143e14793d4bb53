/* upcr_main.c - the program entry of a translated UPC program.

   Every translated file registers its start-up functions in ELF sections (see the developer
   guide, "Program start-up"): `upcrt_alloc` holds the functions that allocate the file's shared
   data, `upcrt_init` those that write their initial values, `upcrt_static_threads` the thread
   count of files compiled with --threads. The linker gathers each section and defines its
   bounds (__start_X, __stop_X). main() starts the runtime, runs every allocation function, then
   every init function, on every thread, and calls the user's main, renamed upcrt_user_main.
   A program whose main is C code starts the same way from its call of bupc_init. */
#include "upcr.h"
#include "upcr_internal.h"

#include <stdio.h>
#include <stdlib.h>

#include "../include/bupc_extern.h"
#include "../include/gasp.h"
#include "../include/pgas_start.h"
#include "../include/pgas_startup.h"
#include "../include/pgas_mpi_user.h"

PGAS_SECTION(const pgas_startup_fn, upcrt_alloc);
PGAS_SECTION(const pgas_startup_fn, upcrt_init);
PGAS_SECTION(const unsigned, upcrt_static_threads);

extern int upcrt_user_main(int argc, char **argv) __attribute__((weak));

/* The default segment size chosen at link time (`pgas-xlate cc -shared-heap=SIZE`);
   UPC_SHARED_HEAP_SIZE still overrides it. */
extern const unsigned long long upcrt_default_shared_heap_bytes __attribute__((weak));

/* Nonzero while a upc_forall with affinity runs (upcrt.h gives translated files a weak one). */
int upcrt_forall_control;

/* GASP: files compiled with a profile flag put an entry in section upcrt_gasp and call the
   tool through upcrt_gasp_context; the tool (gasp_init …) is linked only then. */
PGAS_SECTION(const int, upcrt_gasp);
gasp_context_t upcrt_gasp_context;
extern gasp_context_t gasp_init(gasp_model_t srcmodel, int *argc, char ***argv) __attribute__((weak));

/* Starts the tool on this thread, if the program was instrumented. */
static void start_tool(int *argc, char ***argv)
{
    if (PGAS_SECTION_USED(upcrt_gasp)) {
        if (pgas_tool_missing(gasp_init != NULL, (int)upcr_mythread()))
            upcr_global_exit(1);
        upcrt_gasp_context = gasp_init(GASP_MODEL_UPC, argc, argv);
        upcri_termination_after_tool();
        upcri_gasp_static_objects();
    }
    pgas_races_start();
}

/* The user's main, after the tool (if any) started on this thread, on a cleared stack. */
static int user_main(int argc, char **argv)
{
    start_tool(&argc, &argv);
    return pgas_call_main(upcrt_user_main, argc, argv);
}

static void static_init(void *start, uintptr_t len)
{
    (void)start;
    (void)len;
    pgas_run_all(__start_upcrt_alloc, __stop_upcrt_alloc);
    pgas_run_all(__start_upcrt_init, __stop_upcrt_init);
}

static int no_main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    pgas_no_main((int)upcr_mythread());
    return 1;
}

/* Starts the runtime and runs the start-up of every file on this thread; then main_function,
   whose value ends the thread, if there is one, else returns. */
/* Set once start() has begun: bupc_init then does nothing (a UPC main calling it). */
static int started;

static void start(int *argc, char ***argv, int (*main_function)(int, char **))
{
    started = 1;
    struct upcr_startup_spawnfuncs f = { 0, 0, 0, 0, static_init, main_function };
    upcr_startup_init(argc, argv, 0, 0, (*argv)[0]);
    if (pgas_static_threads_differ(__start_upcrt_static_threads, __stop_upcrt_static_threads, (int)upcr_threads(),
                                   (int)upcr_mythread()))
        upcr_global_exit(1);
    upcr_startup_attach(&upcrt_default_shared_heap_bytes ? (uintptr_t)upcrt_default_shared_heap_bytes : 0, 0, 0);
    upcr_startup_spawn(argc, argv, 0, 0, &f);
}

/* Weak: a C main that starts the runtime with bupc_init (bupc_extern.h) replaces it. */
int main(int argc, char **argv) __attribute__((weak));
int main(int argc, char **argv)
{
    start(&argc, &argv, upcrt_user_main ? user_main : no_main);
    return 0;
}

/* ---- a C main calling into UPC (bupc_extern.h) ---- */

void bupc_init(int *argc, char ***argv)
{
    if (started)
        return;
    start(argc, argv, 0);
    start_tool(argc, argv);
}

void bupc_init_reentrant(int *argc, char ***argv, int (*pmain_func)(int, char **))
{
    bupc_init(argc, argv);
    exit(pmain_func(*argc, *argv));
}

/* upcga_main.c - the program entry of a UPC program translated to Global Arrays.

   Every translated file registers its start-up functions in ELF sections (a constant pointer
   to each, see "start-up" in upcga.h): `upcga_create` holds the functions that create the file's GA arrays (its exec
   unit), `upcga_init` those that write their initial values, `upcga_static_threads` the thread
   count of files compiled with --threads. The linker gathers each section and defines its bounds
   (__start_X, __stop_X). main() initialises MPI, GA and MA, creates the library's own arrays
   (heaps, locks: only when a file uses them), runs every creator, then every initializer, on every thread, and calls the
   user's main, renamed upcga_user_main; returning from it ends this thread (upcga.c,
   "termination"). A program whose main is C code starts the same way from its call of
   bupc_init. */
#include "upcga.h"
#include "upcga_internal.h"

#include "../include/bupc_extern.h"
#include "../include/pgas_start.h"
#include <gasp.h>
#include "../include/pgas_startup.h"
#ifndef UPCGA_ON_UPC /* built on UPC: the UPC runtime's */
#include "../include/pgas_mpi_user.h"
#endif
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

PGAS_SECTION(const pgas_startup_fn, upcga_create);
PGAS_SECTION(const pgas_startup_fn, upcga_init);
PGAS_SECTION(const unsigned, upcga_static_threads);
PGAS_SECTION(const char, upcga_program_ma);
PGAS_SECTION(const char, upcga_uses_heaps);
PGAS_SECTION(const char, upcga_uses_locks);

extern int upcga_user_main(int argc, char **argv) __attribute__((weak));

/* GASP: files compiled with a profile flag put an entry in section upcga_gasp and call the tool
   through upcga_gasp_context; the tool (gasp_init …) is linked only then. */
PGAS_SECTION(const int, upcga_gasp);
gasp_context_t upcga_gasp_context;
extern gasp_context_t gasp_init(gasp_model_t srcmodel, int *argc, char ***argv) __attribute__((weak));

/* Starts MPI, GA and the library and runs the start-up of every file on this thread. */
/* Set once start() has begun: bupc_init then does nothing (a UPC main calling it). */
static int started;

static void start(int *argc, char ***argv)
{
    started = 1;
    /* `pgas-xlate run` asks Open MPI for its shared-memory one-sided component; GA's mutexes
       need windows that component cannot make, so allow the RDMA one for those — only for
       those: it outranks sm by default, and GA arrays on it make every access ~1.4x dearer. */
    const char *osc = getenv("OMPI_MCA_osc");
    if (osc && strcmp(osc, "sm") == 0) {
        setenv("OMPI_MCA_osc", "sm,rdma", 1);
        setenv("OMPI_MCA_osc_rdma_priority", "10", 0);
    }
#ifdef MPICH_VERSION
    /* On MPICH, a window MPI allocates (MPI_Win_allocate) does not show a remote MPI_Get what
       its owner stored through the local pointer GA hands out (this library writes its own
       elements directly): GA's windows are made over memory of its own instead, unless the
       user chose otherwise. */
    setenv("ARMCI_USE_WIN_ALLOCATE", "0", 0);
#endif
    MPI_Init(argc, argv);
    GA_Initialize();
    /* A program that calls MA_init itself (it uses GA directly) sizes MA as it likes. */
    if (!PGAS_SECTION_USED(upcga_program_ma) &&
        !MA_init(MT_C_DBL, 1 << 20, 1 << 20))
        GA_Error("MA_init failed", 0);
    upcga_threads = GA_Nnodes();
    upcga_threads_divisor_init();
    upcga_mythread = GA_Nodeid();
    upcga_catch_crashes();
    if (pgas_static_threads_differ(__start_upcga_static_threads, __stop_upcga_static_threads, upcga_threads,
                                   upcga_mythread))
        MPI_Abort(MPI_COMM_WORLD, 1);
    upcga_termination_init();
    upcga_rows = malloc(sizeof(int) * (size_t)(upcga_threads + 1));
    for (int t = 0; t < upcga_threads; t++)
        upcga_rows[t] = t;
    upcga_rows[upcga_threads] = 0;
    upcga_nodes_init();
    upcga_heap_size_init();
    /* The heaps and the lock pool only for programs that use them (each translated file says
       so in a section): a program that makes no GA arrays but its own sees GA as it left it. */
    if (PGAS_SECTION_USED(upcga_uses_heaps) || PGAS_SECTION_USED(upcga_uses_locks))
        upcga_heap_init(); /* locks live in the local heap */
    if (PGAS_SECTION_USED(upcga_uses_locks))
        upcga_locks_init();
    /* The creators, then the initial values once every array exists, then main once every
       value is written; a program with no shared data, heap, lock or tool (a hello) waits in
       no collective for them. */
    if (PGAS_SECTION_USED(upcga_create) || PGAS_SECTION_USED(upcga_init) || PGAS_SECTION_USED(upcga_uses_heaps)
        || PGAS_SECTION_USED(upcga_uses_locks) || PGAS_SECTION_USED(upcga_gasp)) {
        pgas_run_all(__start_upcga_create, __stop_upcga_create);
        GA_Sync();
        pgas_run_all(__start_upcga_init, __stop_upcga_init);
        GA_Sync();
    }
    if (PGAS_SECTION_USED(upcga_gasp)) {
        if (pgas_tool_missing(gasp_init != NULL, upcga_mythread))
            upcga_global_exit(1);
        upcga_gasp_context = gasp_init(GASP_MODEL_UPC, argc, argv);
        upcga_termination_after_tool();
        upcga_gasp_static_objects();
    }
    pgas_races_start();
}

#ifndef UPCGA_ON_UPC
/* Weak: a C main that starts the library with bupc_init (bupc_extern.h) replaces it. */
int main(int argc, char **argv) __attribute__((weak));
#endif
int main(int argc, char **argv)
{
    int status;
    start(&argc, &argv);
    if (!upcga_user_main) {
        pgas_no_main(upcga_mythread);
        status = 1;
    } else {
        status = pgas_call_main(upcga_user_main, argc, argv);
    }
    /* The end of this thread (upcga.c: the program ends when every thread has ended). */
    exit(status);
}

#ifndef UPCGA_ON_UPC
/* ---- a C main calling into UPC (bupc_extern.h; on UPC, the UPC runtime's are the program's):
   under the names its C files call and those the translation gives UPC files' calls. */

void upcga_bupc_init(int *argc, char ***argv);
void upcga_bupc_init_reentrant(int *argc, char ***argv, int (*pmain_func)(int, char **));

void upcga_bupc_init(int *argc, char ***argv)
{
    if (started)
        return;
    start(argc, argv);
}

void upcga_bupc_init_reentrant(int *argc, char ***argv, int (*pmain_func)(int, char **))
{
    upcga_bupc_init(argc, argv);
    exit(pmain_func(*argc, *argv));
}

void bupc_init(int *argc, char ***argv) __attribute__((alias("upcga_bupc_init")));
void bupc_init_reentrant(int *argc, char ***argv, int (*pmain_func)(int, char **))
    __attribute__((alias("upcga_bupc_init_reentrant")));
#endif

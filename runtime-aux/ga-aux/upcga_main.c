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
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void (*upcga_startup_fn)(void);

/* Weak: a program without shared data (or compiled without --threads) has no such section. */
extern const upcga_startup_fn __start_upcga_create[] __attribute__((weak));
extern const upcga_startup_fn __stop_upcga_create[] __attribute__((weak));
extern const upcga_startup_fn __start_upcga_init[] __attribute__((weak));
extern const upcga_startup_fn __stop_upcga_init[] __attribute__((weak));
extern const unsigned __start_upcga_static_threads[] __attribute__((weak));
extern const unsigned __stop_upcga_static_threads[] __attribute__((weak));
extern const char __start_upcga_program_ma[] __attribute__((weak));
extern const char __stop_upcga_program_ma[] __attribute__((weak));
extern const char __start_upcga_uses_heaps[] __attribute__((weak));
extern const char __stop_upcga_uses_heaps[] __attribute__((weak));
extern const char __start_upcga_uses_locks[] __attribute__((weak));
extern const char __stop_upcga_uses_locks[] __attribute__((weak));

/* A section with entries: some file of the program put one there. */
#define SECTION_USED(name) (__start_##name && __start_##name < __stop_##name)

extern int upcga_user_main(int argc, char **argv) __attribute__((weak));

/* GASP: files compiled with a profile flag put an entry in section upcga_gasp and call the tool
   through upcga_gasp_context; the tool (gasp_init …) is linked only then. */
extern const int __start_upcga_gasp[] __attribute__((weak));
extern const int __stop_upcga_gasp[] __attribute__((weak));
gasp_context_t upcga_gasp_context;
extern gasp_context_t gasp_init(gasp_model_t srcmodel, int *argc, char ***argv) __attribute__((weak));

static void run_all(const upcga_startup_fn *begin, const upcga_startup_fn *end)
{
    for (const upcga_startup_fn *f = begin; f && f < end; f++)
        (*f)();
}

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
    if (!SECTION_USED(upcga_program_ma) &&
        !MA_init(MT_C_DBL, 1 << 20, 1 << 20))
        GA_Error("MA_init failed", 0);
    upcga_threads = GA_Nnodes();
    upcga_threads_divisor_init();
    upcga_mythread = GA_Nodeid();
    upcga_catch_crashes();
    for (const unsigned *t = __start_upcga_static_threads; t && t < __stop_upcga_static_threads; t++)
        if (*t != (unsigned)upcga_threads) {
            if (upcga_mythread == 0)
                fprintf(stderr,
                        "error: this program was compiled for %u UPC threads (--threads %u) but runs "
                        "with %d processes\n",
                        *t, *t, upcga_threads);
            fflush(stderr);
            /* Every process sees the mismatch: wait for process 0's message before the abort. */
            MPI_Barrier(MPI_COMM_WORLD);
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
    upcga_termination_init();
    upcga_rows = malloc(sizeof(int) * (size_t)(upcga_threads + 1));
    for (int t = 0; t < upcga_threads; t++)
        upcga_rows[t] = t;
    upcga_rows[upcga_threads] = 0;
    upcga_nodes_init();
    /* The heaps and the lock pool only for programs that use them (each translated file says
       so in a section): a program that makes no GA arrays but its own sees GA as it left it. */
    if (SECTION_USED(upcga_uses_heaps) || SECTION_USED(upcga_uses_locks))
        upcga_heap_init(); /* locks live in the local heap */
    if (SECTION_USED(upcga_uses_locks))
        upcga_locks_init();
    run_all(__start_upcga_create, __stop_upcga_create);
    GA_Sync();
    run_all(__start_upcga_init, __stop_upcga_init);
    GA_Sync();
    if (SECTION_USED(upcga_gasp)) {
        if (!gasp_init) {
            if (upcga_mythread == 0)
                fprintf(stderr, "error: the program was instrumented (--profile) but no GASP tool was linked: link with a profile flag\n");
            upcga_global_exit(1);
        }
        upcga_gasp_context = gasp_init(GASP_MODEL_UPC, argc, argv);
        upcga_termination_after_tool();
    }
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
        if (upcga_mythread == 0)
            fprintf(stderr, "error: the program has no main function (no translated file defined main)\n");
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

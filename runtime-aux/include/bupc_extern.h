/* bupc_extern.h - a C (or C++, or C with MPI) main program that calls into UPC code: the
   Berkeley UPC interface for starting the UPC runtime from a main that is not UPC's, and the
   few UPC operations such code needs. The file that includes it is plain C (`pgas-xlate cc`
   compiles .c files as C); the UPC files of the same program are translated as usual and
   linked with it. Both runtimes (--to upcr and --to ga) implement it.

     bupc_init(&argc, &argv)         starts the runtime on every process: MPI, the shared
                                     memory, the shared data of the UPC files and their
                                     initialisers; the first statement of main. A second call
                                     does nothing. Do not call MPI_Init yourself: this does.
     bupc_init_reentrant(&argc, &argv, fn)
                                     the same, then ends this thread with fn(argc, argv)'s value
                                     (fn plays the part of a UPC main); it does not return
     bupc_exit(status)               ends this thread with `status` (as exit() does: the
                                     program ends, after UPC's final barrier, when every thread
                                     has ended; MPI is finalised then). A return from main or
                                     exit() ends the thread the same way.
   After bupc_init:
     bupc_extern_mythread()          MYTHREAD
     bupc_extern_threads()           THREADS
     bupc_extern_getenv(name)        getenv(name) (every thread has the launcher's environment)
     bupc_extern_notify(id), bupc_extern_wait(id), bupc_extern_barrier(id)
                                     upc_notify id; upc_wait id; upc_barrier id;
     bupc_extern_alloc(nbytes)       upc_alloc(nbytes), as this thread's local address of it;
                                     UPC code of this thread gets the pointer-to-shared back
                                     with bupc_local_to_shared(p, MYTHREAD, 0)
     bupc_extern_all_alloc(nblocks, blocksz)
                                     collective: upc_all_alloc(nblocks, blocksz), as the local
                                     address of this thread's part, &((shared char *)s)[MYTHREAD]
                                     (a thread with no part gets where it would be; do not use
                                     it); bupc_local_to_shared(p, 0, 0) gives UPC code s itself
     bupc_extern_free(p, thread)     upc_free of the object p came from: `thread` is the
                                     allocating thread for bupc_extern_alloc (call it there), 0
                                     for bupc_extern_all_alloc (any one thread, its own p)
     bupc_extern_all_free(p, thread) the same, as upc_all_free: every thread, collectively
   The local addresses are valid on the thread that received them only. Part of pgas-xlate. */
#ifndef PGAS_BUPC_EXTERN_H
#define PGAS_BUPC_EXTERN_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

void bupc_init(int *argc, char ***argv);
void bupc_init_reentrant(int *argc, char ***argv, int (*pmain_func)(int, char **));
void bupc_exit(int status);

int bupc_extern_mythread(void);
int bupc_extern_threads(void);
char *bupc_extern_getenv(const char *name);
void bupc_extern_notify(int barrier_id);
void bupc_extern_wait(int barrier_id);
void bupc_extern_barrier(int barrier_id);
void *bupc_extern_alloc(size_t nbytes);
void *bupc_extern_all_alloc(size_t nblocks, size_t blocksz);
void bupc_extern_free(void *ptr, int thread);
void bupc_extern_all_free(void *ptr, int thread);

#ifdef __cplusplus
}
#endif

#endif

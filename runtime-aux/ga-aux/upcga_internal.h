/* upcga_internal.h - what the parts of the auxiliary library share (not for translated code). */
#ifndef UPCGA_INTERNAL_H
#define UPCGA_INTERNAL_H

#include "upcga.h"

/* An error that every thread finds at once (an argument of a collective, which is
   single-valued): thread 0 reports it, the others give it time to end the job first. */
void upcga_let_thread0_report(void);
/* Whether the n bytes at p lie inside one shared object. */
int upcga_in_object(upcga_ptr_t p, size_t n);

/* A shared array known to the library: every static array, heap and upc_all_alloc'd array. */
struct upcga_array {
    int handle;      /* GA handle (0: free slot) */
    int rows;        /* THREADS, or 1 for data on thread 0 alone */
    size_t elem;     /* element size in bytes */
    long row_elems;  /* elements per row */
    char *row;       /* this thread's row (NULL: none) */
    int all_alloc;   /* made by upc_all_alloc (GA_Destroy at upc_all_free) */
    int freed;       /* upc_free'd by this thread, destroyed at the next upc_all_alloc/upc_all_free */
    long dyn_block;  /* `--dynamic-pointers`: block size in bytes (0: all on thread 0) */
    long dyn_end;    /* bytes of a row */
    int dyn_known;   /* the layout above was registered */
    long total;      /* bytes of the whole object when known (upc_all_alloc, `--dynamic-pointers`), else 0 */
    int all_direct;  /* every row is in this process's memory (same-node rows) */
    int program;     /* a shared array of the program's (upcga_own_row) */
    const char *file; /* where the program declares it (upcga_gasp_object_site), else NULL */
    int line;
};

struct upcga_array *upcga_array_of(int handle);
void upcga_forget_array(int handle);
int upcga_byte_array(const char *name, size_t bytes);
void upcga_heap_size_init(void);
void upcga_heap_init(void);
void upcga_locks_init(void);
/* Takes and leaves a lock without the checks and fences of upc_lock/upc_unlock (atomic
   domains). */
void upcga_lock_enter(upcga_ptr_t lock);
void upcga_lock_leave(upcga_ptr_t lock);
/* From here on, a crash of this thread (SIGSEGV, SIGBUS, SIGFPE, SIGABRT) is reported as a
   runtime error with its UPC line and ends the job. */
void upcga_catch_crashes(void);
/* Start-up: the communicator and the on_exit handler of the UPC termination. */
void upcga_termination_init(void);
/* After a GASP tool started: the termination handler runs before the tool's atexit handler. */
void upcga_termination_after_tool(void);
/* Tells the GASP tool the program's static shared objects (upcga.c). */
void upcga_gasp_static_objects(void);
/* For the tracing tool (runtime-aux/gasp): the thread and byte offset a pointer-to-shared
   argument of a GASP event names, in this library's layout (upcga_ptr_t). */
void pgas_gasp_pts_location(const void *pts, uint32_t *thread, uint64_t *offset);

#endif

/* upcr_internal.h - what the libraries built on the runtime (collectives, atomics) use of its
   internals; not for generated code. */
#ifndef PGAS_UPCR_INTERNAL_H
#define PGAS_UPCR_INTERNAL_H

#include <mpi.h>
#include <stdarg.h>
#include "upcr.h"

/* One atomic on the word at byte `off` of thread t's segment, of type `dt` (4 or 8 bytes): with
   `compare`, a compare-and-swap (`operand` replaces a word equal to `compare`), else `op` with
   `operand` (MPI_NO_OP reads, MPI_REPLACE swaps); the old value into `result`. Complete on return. */
void upcri_atomic_op(upcr_thread_t t, uintptr_t off, MPI_Datatype dt, MPI_Op op, const void *operand,
                     const void *compare, void *result);

/* Ends the job with "`what` through a null pointer-to-shared" when p is the null pointer (plus
   less than UPCRI_NULL_BYTES): the check of every transfer of the program (upcr_core.c). */
void upcri_check_not_null(upcr_shared_ptr_t p, const char *what);

/* Lets the MPI library complete the one-sided operations other threads aim at this one (some
   libraries need the target to enter them); nothing when every segment is mapped here. */
void upcri_progress(void);

/* A barrier of the runtime's own, inside a collective library call (an allocation's): not a
   UPC barrier for the race checker (--checks=races), as the auxiliary library of --to ga has
   none there (upcr_core.c). */
void upcri_sync_all(void);

/* The node of thread t (the world rank of its node's first process; -1: no such thread). */
int upcri_node_of(upcr_thread_t t);

/* The UPC source position (file:line) of the user code that called into the runtime, from the
   call stack and the program's debug information; 0 when unknown. */
int upcri_user_location(char *buf, size_t size);
/* The watchdog (pgas_where.h): the limit in seconds (0: none), the clock, the message. */
double upcri_watchdog_limit(void);
double upcri_now(void);
void upcri_watchdog_message(char *buf, size_t size, const char *what);
void upcri_let_thread0_report(int thread);
/* Whether the n bytes at p lie inside one live shared object. */
int upcri_in_object(upcr_shared_ptr_t p, size_t n);
/* An error every waiting thread sees, reported once (pgas_where.h's pgas_report_now). */
int upcri_report_now(int lower_alive, double *first_seen);
/* Reports a runtime error of this thread (`what`) with its UPC line, as "FILE:LINE: UPC runtime
   error (thread N): what", and ends the job. */
void upcri_error(const char *what) __attribute__((noreturn));
/* After a runtime error's report: a moment for the launcher to forward it, then MPI_Abort. */
void upcri_abort_after_report(void);
/* A runtime error's report line (FILE:LINE: UPC runtime error (thread N): ...), one write. */
void upcri_report_error(int thread, const char *fmt, va_list ap);

/* From here on, a crash of this thread (SIGSEGV, SIGBUS, SIGFPE, SIGABRT) is reported as a
   runtime error with its UPC line and ends the job. */
void upcri_catch_crashes(int thread);

/* The pointer-to-shared (this thread, phase 0) of a local address in this thread's segment,
   below its control words; the null pointer for any other address. */
upcr_shared_ptr_t upcri_inverse_cast(const void *ptr);

/* Registers the termination handler again after a GASP tool started (upcr_core.c). */
void upcri_termination_after_tool(void);
void upcri_gasp_static_objects(void);

#endif

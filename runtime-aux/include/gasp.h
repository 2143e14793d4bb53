/* gasp.h - the GASP 1.4 tool interface between instrumented programs and performance tools:
   initialisation, event notification, measurement control and user events. A tool implements
   these functions; pgas-xlate's own tracing tool is one such tool. Part of pgas-xlate. */
#ifndef PGAS_GASP_H
#define PGAS_GASP_H

#include <stdarg.h>

#define GASP_VERSION 20051101

/* Source languages of the instrumented code. */
typedef enum {
    GASP_MODEL_UPC,
    GASP_MODEL_TITANIUM,
    GASP_MODEL_CAF,
    GASP_MODEL_MPI,
    GASP_MODEL_SHMEM
} gasp_model_t;

/* Kinds of event notification. */
typedef enum {
    GASP_START,
    GASP_END,
    GASP_ATOMIC
} gasp_evttype_t;

/* Per-thread tool state, defined by the tool. */
struct _gasp_context_S;
typedef struct _gasp_context_S *gasp_context_t;

/* Called once per thread and language after the runtime started, before the user's main. */
gasp_context_t gasp_init(gasp_model_t srcmodel, int *argc, char ***argv);

/* An event `evttag` of kind `evttype` at filename:linenum:colnum, followed by the event's
   arguments (see gasp_upc.h). */
void gasp_event_notify(gasp_context_t context, unsigned int evttag, gasp_evttype_t evttype,
                       const char *filename, int linenum, int colnum, ...);
void gasp_event_notifyVA(gasp_context_t context, unsigned int evttag, gasp_evttype_t evttype,
                         const char *filename, int linenum, int colnum, va_list varargs);

/* Turns measurement off (0) or on (nonzero); returns the previous setting (nonzero at first). */
int gasp_control(gasp_context_t context, int on);

/* A new user event with a name and a printf-style description of its arguments (or NULL). */
unsigned int gasp_create_event(gasp_context_t context, const char *name, const char *desc);

#endif

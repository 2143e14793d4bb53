/* event_log_tool.c - a GASP tool for the instrumentation tests: prints one line per event on
   stdout ("gasp T TAG KIND file:line args…"), decoding the arguments gasp_upc.h lists for the
   events the tests check, so a wrong argument list shows up as wrong values. The same tool
   serves both backends: their pointer-to-shared types differ. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gasp_upc.h>
#if __has_include(<upcga.h>)
#include <ga.h>
#include <upcga.h> /* a --to ga program */
#define MY_THREAD() upcga_mythread
#define THREAD_OF(pts) (((upcga_ptr_t *)(pts))->thread)
#else
#include <upcr.h>
#define MY_THREAD() upcr_mythread()
#define THREAD_OF(pts) upcr_threadof_shared(*(upcr_shared_ptr_t *)(pts))
#endif

struct _gasp_context_S {
    int thread;
    int on;
    unsigned next_user_event;
};

static struct _gasp_context_S context;

gasp_context_t gasp_init(gasp_model_t srcmodel, int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    context.thread = (int)MY_THREAD();
    context.on = 1;
    context.next_user_event = GASP_UPC_USEREVT_START;
    printf("gasp %d init model=%d\n", context.thread, (int)srcmodel);
    return &context;
}

static const char *kind_name(gasp_evttype_t t)
{
    return t == GASP_START ? "START" : t == GASP_END ? "END" : "ATOMIC";
}

static unsigned thread_of(void *pts)
{
    return (unsigned)THREAD_OF(pts);
}

void gasp_event_notifyVA(gasp_context_t c, unsigned int tag, gasp_evttype_t type, const char *file,
                         int line, int col, va_list ap)
{
    char args[256] = "";
    const char *base = strrchr(file, '/');
    (void)col;
    if (!c->on)
        return;
    switch (tag) {
    case GASP_UPC_BARRIER:
    case GASP_UPC_NOTIFY:
    case GASP_UPC_WAIT: {
        int named = va_arg(ap, int), expr = va_arg(ap, int);
        snprintf(args, sizeof args, "named=%d expr=%d", named, expr);
        break;
    }
    case GASP_UPC_GET: {
        int relaxed = va_arg(ap, int);
        void *dst = va_arg(ap, void *), *src = va_arg(ap, void *);
        size_t n = va_arg(ap, size_t);
        (void)dst;
        snprintf(args, sizeof args, "relaxed=%d thread=%u n=%zu", relaxed, thread_of(src), n);
        break;
    }
    case GASP_UPC_PUT: {
        int relaxed = va_arg(ap, int);
        void *dst = va_arg(ap, void *), *src = va_arg(ap, void *);
        size_t n = va_arg(ap, size_t);
        (void)src;
        snprintf(args, sizeof args, "relaxed=%d thread=%u n=%zu", relaxed, thread_of(dst), n);
        break;
    }
    case GASP_UPC_ALL_ALLOC:
    case GASP_UPC_GLOBAL_ALLOC: {
        size_t nblocks = va_arg(ap, size_t), nbytes = va_arg(ap, size_t);
        if (type == GASP_END) {
            void *p = va_arg(ap, void *);
            snprintf(args, sizeof args, "nblocks=%zu nbytes=%zu thread=%u", nblocks, nbytes, thread_of(p));
        } else {
            snprintf(args, sizeof args, "nblocks=%zu nbytes=%zu", nblocks, nbytes);
        }
        break;
    }
    case GASP_UPC_LOCK:
    case GASP_UPC_UNLOCK: {
        void *l = va_arg(ap, void *);
        snprintf(args, sizeof args, "lock-thread=%u", thread_of(l));
        break;
    }
    case GASP_UPC_MEMGET: {
        void *dst = va_arg(ap, void *), *src = va_arg(ap, void *);
        size_t n = va_arg(ap, size_t);
        (void)dst;
        snprintf(args, sizeof args, "thread=%u n=%zu", thread_of(src), n);
        break;
    }
    case GASP_UPC_COLLECTIVE_EXIT:
    case GASP_UPC_NONCOLLECTIVE_EXIT:
        snprintf(args, sizeof args, "status=%d", va_arg(ap, int));
        break;
    case GASP_C_FUNC:
        snprintf(args, sizeof args, "sig=%s", va_arg(ap, const char *));
        break;
    default:
        if (tag >= GASP_UPC_USEREVT_START && tag <= GASP_UPC_USEREVT_END)
            vsnprintf(args, sizeof args, "user %d", ap);
        break;
    }
    printf("gasp %d %u %s %s:%d %s\n", c->thread, tag, kind_name(type), base ? base + 1 : file, line, args);
}

void gasp_event_notify(gasp_context_t c, unsigned int tag, gasp_evttype_t type, const char *file,
                       int line, int col, ...)
{
    va_list ap;
    va_start(ap, col);
    gasp_event_notifyVA(c, tag, type, file, line, col, ap);
    va_end(ap);
}

int gasp_control(gasp_context_t c, int on)
{
    int was = c->on;
    c->on = on;
    return was;
}

unsigned int gasp_create_event(gasp_context_t c, const char *name, const char *desc)
{
    printf("gasp %d create %s %s\n", c->thread, name, desc ? desc : "");
    return c->next_user_event++;
}

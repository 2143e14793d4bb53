/* pgas_start.h - the call of the user's main, shared by both runtimes' main files
   (upcr_main.c, upcga_main.c). Part of pgas-xlate. */
#ifndef PGAS_START_H
#define PGAS_START_H

#include <string.h>

/* A fresh process's main finds the stack below it unused, zero, and programs that read local
   arrays where they never wrote them (GA's tests among them) print those zeros; the start-up
   before the user's main leaves its data there. pgas_call_main calls fn on 256 KB of zeroed
   stack: pgas_clear_stack zeroes its own frame's array, and fn's frame starts below the top
   of that frame (its return address, saved registers and padding, not cleared), under the
   256 bytes of pgas_call_below's own. Neither is inlined: their frames lie where the next
   call's will. */
static __attribute__((noinline)) void pgas_clear_stack(void)
{
    char area[256 * 1024];
    explicit_bzero(area, sizeof area);
}

static __attribute__((noinline)) int pgas_call_below(int (*fn)(int, char **), int argc,
                                                     char **argv)
{
    volatile char above[256];
    above[0] = 0;
    int status = fn(argc, argv);
    above[0] = (char)status; /* no tail call: the frame stays while fn runs */
    return status;
}

static int pgas_call_main(int (*fn)(int, char **), int argc, char **argv)
{
    pgas_clear_stack();
    return pgas_call_below(fn, argc, argv);
}

#endif

/* pgas_layout.h - the check of the run-time layout values of a shared array declared in a block
   (block size, dimensions), shared by the runtime of `--to upcr` (upcr_all_check_layout) and
   the library of `--to ga` (upcga_all_check_layout). */
#ifndef PGAS_LAYOUT_H
#define PGAS_LAYOUT_H

#include <stdio.h>
#include <stdlib.h>

#include "pgas_names.h"

/* Collective: every thread passes the n values (named by the comma-separated `what`) of array
   `name` declared at `place` (file:line). A negative value, or one that differs between threads,
   is reported through `fail` (place, message; no return). `min` replaces each of the n longs
   at v by its minimum over all threads (collective). Returns 0, or -1 when out of memory. */
static int pgas_check_layout(const char *name, const char *place, const char *what, int n, const long *values,
                              void (*min)(long *v, int n), void (*fail)(const char *place, const char *msg))
{
    long *v = malloc(sizeof *v * 2 * (size_t)(n > 0 ? n : 1)), *r = v + n;
    char buf[64], msg[512];
    if (!v)
        return -1;
    for (int i = 0; i < n; i++) {
        if (values[i] < 0) {
            snprintf(msg, sizeof msg, "the %s of shared array `%s` is negative (%ld)",
                     pgas_nth_name(what, i, buf, sizeof buf), name, values[i]);
            fail(place, msg);
        }
        v[i] = values[i];
        r[i] = -values[i];
    }
    /* One reduction gives the minimum and the maximum of every value. */
    min(v, 2 * n);
    for (int i = 0; i < n; i++)
        if (v[i] != -r[i]) {
            snprintf(msg, sizeof msg,
                     "the %s of shared array `%s` differs between threads (%ld here, from %ld to %ld over all "
                     "threads); every thread must declare it with the same values",
                     pgas_nth_name(what, i, buf, sizeof buf), name, values[i], v[i], -r[i]);
            fail(place, msg);
        }
    free(v);
    return 0;
}

#endif

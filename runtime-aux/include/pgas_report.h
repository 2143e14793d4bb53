/* pgas_report.h - a runtime error's report line, shared by both runtimes and by the --to ga
   library built on UPC. The includer declares `pgas_user_location(buf, size)` first (the UPC
   source line of the error: pgas_where.h's, or a stub that finds none). */
#ifndef PGAS_REPORT_H
#define PGAS_REPORT_H

#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

/* A runtime error's report, "FILE:LINE: UPC runtime error (thread N): WHAT", written to standard
   error in one write: two threads reporting at once must not interleave their lines. */
static void pgas_report_error(int thread, const char *fmt, va_list ap)
{
    char where[1024], line[4096];
    int n = 0;
    if (pgas_user_location(where, sizeof where))
        n = snprintf(line, sizeof line, "%s: ", where);
    n += snprintf(line + n, sizeof line - n, "UPC runtime error (thread %d): ", thread);
    if (n < (int)sizeof line)
        n += vsnprintf(line + n, sizeof line - n, fmt, ap);
    if (n > (int)sizeof line - 2)
        n = (int)sizeof line - 2;
    line[n++] = '\n';
    fflush(stdout);
    for (const char *p = line; n > 0;) {
        ssize_t w = write(2, p, (size_t)n);
        if (w <= 0)
            break;
        p += w;
        n -= (int)w;
    }
}

#endif

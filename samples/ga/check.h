/* check.h - shared by the self-checking GA programs of samples/ga.

   Every program is plain GA C: it builds against Global Arrays 5.8 and, compiled as UPC,
   against pgas-xlate's GA-on-UPC library. Process 0 prints; a failed check prints a FAIL:
   line (on whichever process saw it); finish() prints PASS: NAME when every process passed. */
#ifndef SAMPLES_GA_CHECK_H
#define SAMPLES_GA_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static int check_failures = 0;

#define CHECK(cond, ...)                                                                          \
    do {                                                                                          \
        if (!(cond)) {                                                                            \
            check_failures++;                                                                     \
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), __FILE__, __LINE__);                 \
            printf(__VA_ARGS__);                                                                  \
            printf("\n");                                                                         \
            fflush(stdout);                                                                       \
        }                                                                                         \
    } while (0)

/* nearly equal (relative 1e-9 for doubles computed in different orders) */
static int close_to(double a, double b, double tol)
{
    double m = fabs(a) > fabs(b) ? fabs(a) : fabs(b);
    return fabs(a - b) <= tol * (m > 1.0 ? m : 1.0);
}

/* Prints PASS: name on process 0 when nobody failed; returns the exit status. */
static int finish(const char *name)
{
    int bad = check_failures;
    GA_Igop(&bad, 1, "+");
    if (GA_Nodeid() == 0) {
        if (bad == 0)
            printf("PASS: %s\n", name);
        else
            printf("FAIL: %s: %d failed checks\n", name, bad);
        fflush(stdout);
    }
    return bad == 0 ? 0 : 1;
}

#endif

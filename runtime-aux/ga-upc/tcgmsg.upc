/* tcgmsg.upc - GA-on-UPC: TCGMSG's calls (tcgmsg.h, sndrcv.h) on the UPC processes. */
#include "ga_internal.h"
#include "tcgmsg.h"

#include <stdio.h>

static double clock_start = -1;

void tcg_pbegin(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    if (clock_start < 0)
        clock_start = gaupc_GA_Wtime();
}

void tcg_pend(void)
{
}

long tcg_nodeid(void)
{
    return MYTHREAD;
}

long tcg_nnodes(void)
{
    return THREADS;
}

void tcg_synch(long type)
{
    (void)type;
    upc_barrier;
}

void tcg_brdcst(long type, void *buf, long lenbuf, long originator)
{
    (void)type;
    gaupc_brdcst(buf, lenbuf, (int)originator);
}

void tcg_dgop(long type, double *x, long n, char *op)
{
    (void)type;
    gaupc_gop(C_DBL, x, n, op);
}

void tcg_igop(long type, long *x, long n, char *op)
{
    (void)type;
    gaupc_gop(C_LONG, x, n, op);
}

/* seconds since tcg_pbegin (or the first call) */
double tcg_time(void)
{
    if (clock_start < 0)
        clock_start = gaupc_GA_Wtime();
    return gaupc_GA_Wtime() - clock_start;
}

/* hundredths of a second, as TCGMSG counts them */
long tcg_mtime(void)
{
    return (long)(tcg_time() * 100.0);
}

void tcg_error(char *msg, long code)
{
    fprintf(stderr, "%d:%s %ld (%#lx).\n", (int)MYTHREAD, msg, code, (unsigned long)code);
    fflush(stdout);
    fflush(stderr);
    upc_global_exit((int)(code ? code : 1));
}

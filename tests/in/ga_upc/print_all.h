/* print_all.h - shared by the test programs of tests/in/ga_upc that print what every process
   found: process 0 prints one line with every process's value. The program sets me and nproc
   (GA_Nodeid() and GA_Nnodes() of the world, at most MAXP processes) before printing. */
#ifndef GA_UPC_PRINT_ALL_H
#define GA_UPC_PRINT_ALL_H

#include <stdio.h>
#include <string.h>

#define MAXP 8

static int me, nproc;

/* every process's v, gathered: all[p] is process p's */
static void gather(int v, int *all)
{
    memset(all, 0, MAXP * sizeof *all);
    all[me] = v;
    NGA_Igop(all, nproc, "+");
}

static void print_all(const char *what, int v)
{
    int all[MAXP];
    gather(v, all);
    if (me == 0) {
        printf("%s:", what);
        for (int p = 0; p < nproc; p++)
            printf(" %d", all[p]);
        printf("\n");
    }
}

#endif

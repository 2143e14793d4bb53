/* A reduction whose source (or, for the prefix reduction, destination) runs past its object,
   without --checks: `a` holds one int per thread, the calls reduce 4 * THREADS elements of it in
   blocks of 1. Every backend reports it at the call's line, once. argv[1] names the call. */
#include <upc.h>
#include <upc_collective.h>
#include <stdio.h>
#include <string.h>

shared int a[THREADS];
shared int whole[4 * THREADS];
shared int r;

int main(int argc, char **argv)
{
    const char *call = argc > 1 ? argv[1] : "reduce";
    a[MYTHREAD] = MYTHREAD + 1;
    for (int i = MYTHREAD; i < 4 * THREADS; i += THREADS)
        whole[i] = i;
    upc_barrier;
    if (!strcmp(call, "reduce"))
        upc_all_reduceI(&r, a, UPC_ADD, 4 * THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    else if (!strcmp(call, "prefix_src"))
        upc_all_prefix_reduceI(whole, a, UPC_ADD, 4 * THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    else if (!strcmp(call, "prefix_dst"))
        upc_all_prefix_reduceI(a, whole, UPC_ADD, 4 * THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    else if (!strcmp(call, "within")) {
        upc_all_reduceI(&r, whole, UPC_ADD, 4 * THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
        if (MYTHREAD == 0)
            printf("r %d\n", r);
    }
    return 0;
}

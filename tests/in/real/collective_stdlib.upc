/* upc_strict.h and upc_collective.h, as other compilers' headers, bring stdlib.h. */
#include <upc_strict.h>
#include <upc_collective.h>
#include <stdio.h>

shared int src[THREADS];
shared int dst[THREADS];

int main(void) {
    srand(3);
    src[MYTHREAD] = (rand() <= RAND_MAX) + MYTHREAD;
    upc_all_reduceI(dst, src, UPC_ADD, THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    if (MYTHREAD == 0)
        printf("sum %d abs %d\n", dst[0], abs(-THREADS));
    exit(0);
}

/* layout_nested.upc: a program header with UPC declarations included by another program
   header (in a folder of its own), and again, guarded, by this file: under --layout=source
   each is translated as its own file and every #include of them points at the translation.
   Prints "ok" on every thread count. */
#include <stdio.h>
#include <upc.h>
#include "nested/outer.h"
#include "nested/inner.h"

shared int hits[THREADS];

int main(void)
{
    int i, sum = 0;
    counts[MYTHREAD] = ROUNDS * (MYTHREAD + 1);
    hits[MYTHREAD] = 1;
    upc_barrier;
    if (MYTHREAD == 0) {
        for (i = 0; i < THREADS; i++)
            sum += counts[i] + hits[i];
        printf("%s\n", sum == OUTER_TOTAL(THREADS) ? "ok" : "FAIL");
    }
    return 0;
}

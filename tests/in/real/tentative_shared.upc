/* A shared scalar defined tentatively (here and in the header) whose address a file-scope
   initializer takes, and one defined with a value after its tentative definition. */
#include <upc.h>
#include <stdio.h>
#include "tentative_shared.h"

shared int total = 3; /* the definition the header's tentative one refers to */
shared int hits;
shared int *shared phits = &hits;
shared int *shared ptotal = &total;

int main(void)
{
    upc_barrier;
    if (MYTHREAD == THREADS - 1)
        *phits = 10 * THREADS;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("hits %d total %d same %d\n", hits, *ptotal, phits == &hits);
    return 0;
}

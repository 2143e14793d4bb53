/* A shared pointer to a function called by its name (`scale(21L)`), as through `*`: the call
   reads the pointer first. A function's address is a process's own, so the thread that
   stored a pointer calls it: thread 0 for the scalars, each thread for its element. */
#include <upc.h>
#include <stdio.h>

static long twice(long x) { return 2 * x; }
static long square(long x) { return x * x; }

long (*shared scale)(long);
long (*strict shared unprototyped)();
long (*shared per_thread[THREADS])(long);

int main(void) {
    per_thread[MYTHREAD] = MYTHREAD % 2 ? square : twice;
    if (MYTHREAD == 0) {
        scale = twice;
        unprototyped = square;
        printf("scale(21) %ld, (*scale)(4) %ld, unprototyped(9) %ld\n", scale(21L),
               (*scale)(4L), unprototyped(9L));
    }
    upc_barrier;
    long mine = per_thread[MYTHREAD](5L);
    upc_barrier;
    if (mine != (MYTHREAD % 2 ? 25 : 10))
        printf("thread %d: per_thread[MYTHREAD](5) %ld\n", MYTHREAD, mine);
    return 0;
}

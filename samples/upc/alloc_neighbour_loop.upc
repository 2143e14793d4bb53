/* alloc_neighbour_loop.upc - a loop that allocates with upc_all_alloc each iteration, casts
   `p + partner` to `shared [] int *`, writes the partner's whole block through it at once,
   synchronises (upc_barrier, or upc_notify/upc_wait) and reads its own block back; half the
   iterations free with upc_all_free (the memory may be reused), half with upc_free by one
   thread (it is not). Memory from a collective allocation must be usable by every thread as
   soon as the call returns, and a pointer cast to `shared []` reaches that thread's block. */
#include <stdio.h>
#include <upc.h>

#define N 256
#define ITERATIONS 24

shared int errs[THREADS];
shared int verdict;

int main(void)
{
    /* partners: 0-1, 2-3, ...; a last odd thread is its own partner */
    int partner = (MYTHREAD ^ 1) < THREADS ? (MYTHREAD ^ 1) : MYTHREAD;
    int bad = 0;
    for (int it = 0; it < ITERATIONS; it++) {
        shared int *p = upc_all_alloc(THREADS, N * sizeof(int));
        shared [] int *theirs = (shared [] int *)(p + partner);
        shared [] int *mine = (shared [] int *)(p + MYTHREAD);
        if (upc_threadof(theirs) != (size_t)partner || upc_phaseof(theirs) != 0)
            bad++;
        for (int k = 0; k < N; k++)
            theirs[k] = it * 100000 + MYTHREAD * 1000 + k;
        if (it % 3 == 0) {
            upc_barrier;
        } else {
            upc_notify;
            upc_wait;
        }
        for (int k = 0; k < N; k++)
            if (mine[k] != it * 100000 + partner * 1000 + k)
                bad++;
        /* p + MYTHREAD (cyclic) is the first int of my block */
        if (*(p + MYTHREAD) != it * 100000 + partner * 1000)
            bad++;
        upc_barrier;
        if (it % 2 == 0)
            upc_all_free(p);
        else if (MYTHREAD == 0)
            upc_free(p);
    }
    errs[MYTHREAD] = bad;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (int t = 0; t < THREADS; t++)
            total += errs[t];
        printf("%d iterations of %d ints per thread\n", ITERATIONS, N);
        if (total)
            printf("FAIL: alloc_neighbour_loop: %d wrong values\n", total);
        else
            printf("PASS: alloc_neighbour_loop\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}

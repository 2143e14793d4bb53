/* An access region of asynchronous implicit-handle transfers (upc_ names of the bupc_
   extensions, BUPC_USE_UPC_NAMESPACE): the puts to the right neighbour started inside the
   region are complete once the handle its end returns is synced. The neighbour waits for a
   strict flag calling upc_poll(), the progress call of other compilers' upc.h. With an
   argument, a region is ended that was never begun: a runtime error. */
#define BUPC_USE_UPC_NAMESPACE
#include <upc.h>
#include <stdio.h>

#define N 6
shared [N] int box[N * THREADS];
strict shared int flag[THREADS];
shared int ok[THREADS];

int main(int argc, char **argv)
{
    int me = MYTHREAD, right = (MYTHREAD + 1) % THREADS, left = (MYTHREAD + THREADS - 1) % THREADS;
    int vals[N], i, good = 1;
    upc_handle_t h;
    (void)argv;
    if (argc > 1) {
        h = upc_end_accessregion();
        upc_waitsync(h);
        printf("no error\n");
        return 0;
    }
    for (i = 0; i < N; i++)
        vals[i] = 100 * me + i;
    upc_barrier;
    upc_begin_accessregion();
    for (i = 0; i < N; i += 2)
        upc_memput_asynci(&box[N * right + i], &vals[i], 2 * sizeof(int));
    h = upc_end_accessregion();
    upc_waitsync(h);
    flag[right] = 1;
    while (!flag[me])
        upc_poll();
    for (i = 0; i < N; i++)
        good &= box[N * me + i] == 100 * left + i;
    ok[me] = good;
    upc_barrier;
    if (me == 0) {
        int n = 0;
        for (i = 0; i < THREADS; i++)
            n += ok[i];
        printf("access region ok on %d of %d\n", n, THREADS);
    }
    return 0;
}

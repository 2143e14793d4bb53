/* mem_nb.upc - <upc_nb.h> explicit-handle transfers: upc_memput_nb, upc_memset_nb, upc_memget_nb, upc_memcpy_nb completed with upc_sync and upc_sync_attempt. */
#include <stdio.h>
#include <upc.h>
#include <upc_nb.h>

#define N 64
shared [N] long a[N * THREADS];
shared [N] long b[N * THREADS];
shared [N] unsigned char flags[N * THREADS];
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, mine = 0;
    int right = (MYTHREAD + 1) % THREADS, left = (MYTHREAD + THREADS - 1) % THREADS;
    long out[N], in[N];
    upc_handle_t h1, h2, h3, h4;

    for (i = 0; i < N; i++)
        out[i] = 10L * MYTHREAD + i;
    /* two transfers in flight at once */
    h1 = upc_memput_nb(&a[N * MYTHREAD], out, sizeof out);
    h2 = upc_memset_nb(&flags[N * MYTHREAD], 0xAB, N);
    upc_sync(h1);
    upc_sync(h2);
    upc_barrier;

    /* get from the right neighbour, polling for completion */
    h3 = upc_memget_nb(in, &a[N * right], sizeof in);
    while (!upc_sync_attempt(h3))
        ;                                 /* in[] must not be read before completion */
    for (i = 0; i < N; i++)
        if (in[i] != 10L * right + i)
            mine++;
    /* shared to shared from the left neighbour */
    h4 = upc_memcpy_nb(&b[N * MYTHREAD], &a[N * left], N * sizeof(long));
    upc_sync(h4);
    /* the complete handle may be waited on at any time */
    upc_sync(UPC_COMPLETE_HANDLE);
    if (!upc_sync_attempt(UPC_COMPLETE_HANDLE))
        mine++;
    errs[MYTHREAD] = mine;
    upc_barrier;

    if (MYTHREAD == 0) {
        int t, total = 0;
        for (t = 0; t < THREADS; t++) {
            int l = (t + THREADS - 1) % THREADS;
            for (i = 0; i < N; i++) {
                if (b[N * t + i] != 10L * l + i)
                    total++;
                if (flags[N * t + i] != 0xAB)
                    total++;
            }
        }
        for (t = 0; t < THREADS; t++)
            total += errs[t];
        if (total)
            printf("FAIL: mem_nb: %d errors\n", total);
        else
            printf("PASS: mem_nb\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}

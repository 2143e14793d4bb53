/* mem_nbi.upc - <upc_nb.h> implicit-handle transfers: upc_memput_nbi, upc_memset_nbi, upc_memget_nbi, upc_memcpy_nbi completed with upc_synci and upc_synci_attempt. */
#include <stdio.h>
#include <upc.h>
#include <upc_nb.h>

#define N 24
#define PIECES 4
shared [N] int a[N * THREADS];
shared [N] int c[N * THREADS];
shared [N] char z[N * THREADS];
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, k, mine = 0;
    int right = (MYTHREAD + 1) % THREADS;
    int out[N], in[N];
    char zs[N];

    for (i = 0; i < N; i++)
        out[i] = MYTHREAD * 100 + i;
    /* several puts in flight, one per piece, and a memset, all completed by one upc_synci */
    for (k = 0; k < PIECES; k++)
        upc_memput_nbi(&a[N * MYTHREAD + k * (N / PIECES)], &out[k * (N / PIECES)], (N / PIECES) * sizeof(int));
    upc_memset_nbi(&z[N * MYTHREAD], 0, N);
    upc_synci();
    upc_barrier;

    upc_memget_nbi(in, &a[N * right], sizeof in);
    upc_memcpy_nbi(&c[N * MYTHREAD], &a[N * right], sizeof in);
    while (!upc_synci_attempt())
        ;
    for (i = 0; i < N; i++)
        if (in[i] != right * 100 + i)
            mine++;
    upc_memget(zs, &z[N * right], N);
    for (i = 0; i < N; i++)
        if (zs[i] != 0)
            mine++;
    errs[MYTHREAD] = mine;
    upc_barrier;

    if (MYTHREAD == 0) {
        int t, total = 0;
        for (t = 0; t < THREADS; t++) {
            int r = (t + 1) % THREADS;
            for (i = 0; i < N; i++)
                if (c[N * t + i] != r * 100 + i)
                    total++;
            total += errs[t];
        }
        if (total)
            printf("FAIL: mem_nbi: %d errors\n", total);
        else
            printf("PASS: mem_nbi\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}

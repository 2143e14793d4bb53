/* coll_reduce.upc - upc_all_reduceT and upc_all_prefix_reduceT for several element types and
   operations. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define N 5
shared int ints[N * THREADS];
shared long longs[N * THREADS];
shared unsigned long ulongs[N * THREADS];
shared double dbls[N * THREADS];
shared float flts[N * THREADS];
shared long prefix[N * THREADS];
shared int isum;
shared long lmax;
shared unsigned long uprod;
shared double dsum;
shared float fmin;

int main(void)
{
    int i, errors = 0, n = N * THREADS;
    upc_forall (i = 0; i < n; i++; i) {
        ints[i] = i;
        longs[i] = 3L * i - 7;
        ulongs[i] = (i % 3) + 1;
        dbls[i] = i * 0.5;
        flts[i] = (float)(n - i);
    }
    upc_all_reduceI(&isum, ints, UPC_ADD, n, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    upc_all_reduceL(&lmax, longs, UPC_MAX, n, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    upc_all_reduceUL(&uprod, ulongs, UPC_MULT, 6 < n ? 6 : n, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    upc_all_reduceD(&dsum, dbls, UPC_ADD, n, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    upc_all_reduceF(&fmin, flts, UPC_MIN, n, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    upc_all_prefix_reduceL(prefix, longs, UPC_ADD, n, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    if (MYTHREAD == 0) {
        unsigned long up = 1;
        long run = 0;
        for (i = 0; i < (6 < n ? 6 : n); i++)
            up *= (i % 3) + 1;
        if (isum != n * (n - 1) / 2 || lmax != 3L * (n - 1) - 7 || uprod != up)
            errors++;
        if (dsum != 0.5 * n * (n - 1) / 2 || fmin != 1.0f)
            errors++;
        for (i = 0; i < n; i++) {
            run += 3L * i - 7;
            if (prefix[i] != run)
                errors++;
        }
        if (errors) {
            printf("FAIL: coll_reduce: %d errors\n", errors);
            return 1;
        }
        printf("PASS: coll_reduce\n");
    }
    return 0;
}

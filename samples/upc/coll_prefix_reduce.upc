/* coll_prefix_reduce.upc - upc_all_prefix_reduceT for T = I, L, UL, F, D with ADD, MULT, MAX and MIN over blocked arrays: dst[k] combines src[0..k]. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define B 4
#define PER 8
shared [B] int isrc[PER * THREADS];
shared [B] int idst[PER * THREADS];
shared [B] long lsrc[PER * THREADS];
shared [B] long ldst[PER * THREADS];
shared unsigned long usrc[PER * THREADS];
shared unsigned long udst[PER * THREADS];
shared [B] double dsrc[PER * THREADS];
shared [B] double ddst[PER * THREADS];
shared float fsrc[PER * THREADS];
shared float fdst[PER * THREADS];
shared int verdict;

#define SYNC (UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC)

int main(void)
{
    int i, n = PER * THREADS, errors = 0;

    upc_forall (i = 0; i < n; i++; &isrc[i]) {
        isrc[i] = i % 5 - 2;
        lsrc[i] = (i * 37) % 11 - 5;
        dsrc[i] = 0.25 * i;
    }
    upc_forall (i = 0; i < n; i++; &usrc[i]) {
        usrc[i] = (unsigned long)(i % 2 + 1);
        fsrc[i] = (float)((i * 7) % 13);
    }
    upc_all_prefix_reduceI(idst, isrc, UPC_ADD, n, B, NULL, SYNC);
    upc_all_prefix_reduceL(ldst, lsrc, UPC_MAX, n, B, NULL, SYNC);
    upc_all_prefix_reduceUL(udst, usrc, UPC_MULT, n < 40 ? n : 40, 1, NULL, SYNC);
    upc_all_prefix_reduceD(ddst, dsrc, UPC_ADD, n, B, NULL, SYNC);
    upc_all_prefix_reduceF(fdst, fsrc, UPC_MIN, n, 1, NULL, SYNC);

    if (MYTHREAD == 0) {
        int isum = 0;
        long lmax = -100;
        unsigned long prod = 1;
        double dsum = 0.0;
        float fmin = 1000.0f;
        for (i = 0; i < n; i++) {
            isum += i % 5 - 2;
            lmax = (i * 37) % 11 - 5 > lmax ? (i * 37) % 11 - 5 : lmax;
            dsum += 0.25 * i;
            fmin = (float)((i * 7) % 13) < fmin ? (float)((i * 7) % 13) : fmin;
            if (idst[i] != isum || ldst[i] != lmax || ddst[i] != dsum || fdst[i] != fmin) {
                if (errors < 5)
                    printf("FAIL: coll_prefix_reduce: at %d: %d/%d %ld/%ld %g/%g\n", i, idst[i], isum, ldst[i],
                           lmax, ddst[i], dsum);
                errors++;
            }
            if (i < 40) {
                prod *= (unsigned long)(i % 2 + 1);
                if (udst[i] != prod)
                    errors++;
            }
        }
        if (errors)
            printf("FAIL: coll_prefix_reduce: %d errors\n", errors);
        else
            printf("PASS: coll_prefix_reduce\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

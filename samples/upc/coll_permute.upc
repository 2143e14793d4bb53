/* coll_permute.upc - upc_all_permute: thread i's block goes to thread perm[i], for a rotation and a reversal. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define NE 5
shared int perm[THREADS];
shared [NE] double src[NE * THREADS];
shared [NE] double dst[NE * THREADS];
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, r, bad = 0;

    for (i = 0; i < NE; i++)
        src[NE * MYTHREAD + i] = MYTHREAD + i / 10.0;
    for (r = 0; r < 2; r++) {
        /* round 0: rotate right by one; round 1: reverse */
        perm[MYTHREAD] = r == 0 ? (MYTHREAD + 1) % THREADS : THREADS - 1 - MYTHREAD;
        upc_all_permute(dst, src, perm, NE * sizeof(double), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
        {
            /* who sent me my block? */
            int from = r == 0 ? (MYTHREAD + THREADS - 1) % THREADS : THREADS - 1 - MYTHREAD;
            for (i = 0; i < NE; i++)
                if (dst[NE * MYTHREAD + i] != from + i / 10.0)
                    bad++;
        }
        upc_barrier;               /* everyone has read dst and perm before the next round */
    }
    errs[MYTHREAD] = bad;
    upc_barrier;

    if (MYTHREAD == 0) {
        int t, total = 0;
        for (t = 0; t < THREADS; t++)
            total += errs[t];
        if (total)
            printf("FAIL: coll_permute: %d errors\n", total);
        else
            printf("PASS: coll_permute\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}

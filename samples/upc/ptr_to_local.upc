/* ptr_to_local.upc - casting pointers-to-shared with local affinity to ordinary C pointers and working through them at local speed; a null pointer-to-shared casts to a null pointer. */
#include <stdio.h>
#include <upc.h>

#define PER 50
shared int cyc[PER * THREADS];               /* my elements are contiguous in my memory */
shared [PER] double blk[PER * THREADS];      /* one block per thread */
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, k, mine = 0;
    int *loc = (int *)&cyc[MYTHREAD];                /* my first element */
    double *lb = (double *)&blk[PER * MYTHREAD];     /* my block */

    /* write my whole share through local pointers */
    for (k = 0; k < PER; k++) {
        loc[k] = MYTHREAD + k * THREADS;             /* the global index of that element */
        lb[k] = 0.5 * (PER * MYTHREAD + k);
    }
    /* the local pointer of any element I own agrees with the walk above */
    upc_forall (i = 0; i < PER * THREADS; i++; &cyc[i]) {
        int *l = (int *)&cyc[i];
        if (l != loc + i / THREADS || *l != i)
            mine++;
        *l += 1000;
    }
    if ((int *)&cyc[MYTHREAD + 3 * THREADS] != loc + 3)
        mine++;
    /* local pointer arithmetic inside my block */
    {
        double *end = lb + PER, *q, sum = 0.0;
        for (q = lb; q < end; q++)
            sum += *q;
        if (sum != 0.5 * (PER * (PER * MYTHREAD) + PER * (PER - 1) / 2))
            mine++;
    }
    /* a null pointer-to-shared casts to a null local pointer, whatever its type */
    {
        shared int *none = NULL;
        if ((int *)none != NULL || (double *)(shared [] double *)NULL != NULL
            || (double *)(shared void *)0 != NULL || (int *)(shared [PER] int *)none != NULL)
            mine++;
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        for (i = 0; i < PER * THREADS; i++) {
            if (cyc[i] != i + 1000) {
                if (mine < 5)
                    printf("FAIL: ptr_to_local: cyc[%d] = %d\n", i, cyc[i]);
                mine++;
            }
            if (blk[i] != 0.5 * i)
                mine++;
        }
    }
    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += errs[i];
        if (total)
            printf("FAIL: ptr_to_local: %d errors\n", total);
        else
            printf("PASS: ptr_to_local\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}

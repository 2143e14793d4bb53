/* alloc_all.upc - collective allocation with upc_all_alloc (every thread gets the same pointer, blocks dealt round robin) and upc_all_free. */
#include <stdio.h>
#include <upc.h>

#define B 6
shared [B] int *shared got[THREADS];        /* what each thread received */
shared int verdict;

int main(void)
{
    int i, t, errors = 0;
    int nb = 2 * THREADS + 1;               /* a block count that is not a multiple of THREADS */
    shared [B] int *arr;
    shared [4] double *dv;

    arr = (shared [B] int *)upc_all_alloc(THREADS, B * sizeof(int));
    dv = (shared [4] double *)upc_all_alloc(nb, 4 * sizeof(double));
    got[MYTHREAD] = arr;
    upc_forall (i = 0; i < B * THREADS; i++; &arr[i])
        arr[i] = 7 * i;
    upc_forall (i = 0; i < 4 * nb; i++; &dv[i])
        dv[i] = i / 2.0;
    upc_barrier;

    if (MYTHREAD == 0) {
        if (arr == NULL || dv == NULL) {
            printf("FAIL: alloc_all: allocation failed\n");
            errors++;
        }
        for (t = 0; t < THREADS; t++) {
            if (got[t] != arr)
                errors++;
            /* block t of the allocation is on thread t */
            if (upc_threadof(&arr[B * t]) != (size_t)t || upc_phaseof(&arr[B * t + 1]) != 1)
                errors++;
        }
        for (i = 0; i < B * THREADS; i++)
            if (arr[i] != 7 * i) {
                if (errors < 5)
                    printf("FAIL: alloc_all: arr[%d] = %d\n", i, arr[i]);
                errors++;
            }
        for (i = 0; i < 4 * nb; i++)
            if (dv[i] != i / 2.0 || upc_threadof(&dv[i]) != (size_t)((i / 4) % THREADS))
                errors++;
        if (errors)
            printf("FAIL: alloc_all: %d errors\n", errors);
        else
            printf("PASS: alloc_all\n");
        verdict = errors != 0;
    }
    upc_barrier;
    upc_all_free((shared void *)arr);       /* collective: every thread passes the same pointer */
    upc_all_free((shared void *)dv);
    return verdict;
}

/* forall_affinity_addr.upc - upc_forall with pointer-to-shared affinity (&a[i], a + i, &s[i].m) over cyclic, blocked, [*], indefinite and 2-D arrays: each iteration runs once, on the owner. */
#include <stdio.h>
#include <upc.h>

#define N 30
struct cell { int v, w; };

shared int cyc[N];
shared [3] int blk[N];
shared [*] int star[N];
shared [] int ind[N];
shared [2] int grid[N][THREADS];
shared struct cell cells[N];
shared int ran[6][N];                /* who ran iteration i of loop k */
shared int remote[THREADS];          /* iterations whose element was not local */
shared int verdict;

int main(void)
{
    int i, k, errors = 0, notlocal = 0;

    upc_forall (i = 0; i < N; i++; &cyc[i]) {
        ran[0][i] = MYTHREAD;
        notlocal += upc_threadof(&cyc[i]) != (size_t)MYTHREAD;
    }
    upc_forall (i = 0; i < N; i++; blk + i) {
        ran[1][i] = MYTHREAD;
        notlocal += upc_threadof(&blk[i]) != (size_t)MYTHREAD;
    }
    upc_forall (i = 0; i < N; i++; &star[i])
        ran[2][i] = MYTHREAD;
    upc_forall (i = 0; i < N; i++; &ind[i])
        ran[3][i] = MYTHREAD;
    upc_forall (i = 0; i < N; i++; &grid[i][i % THREADS])
        ran[4][i] = MYTHREAD;
    upc_forall (i = 0; i < N; i++; &cells[i].w) {
        cells[i].v = i;
        ran[5][i] = MYTHREAD;
    }
    remote[MYTHREAD] = notlocal;
    upc_barrier;

    if (MYTHREAD == 0) {
        for (i = 0; i < N; i++) {
            int want[6];
            want[0] = (int)upc_threadof(&cyc[i]);
            want[1] = (int)upc_threadof(&blk[i]);
            want[2] = (int)upc_threadof(&star[i]);
            want[3] = 0;
            want[4] = (int)upc_threadof(&grid[i][i % THREADS]);
            want[5] = (int)upc_threadof(&cells[i]);
            if (want[0] != i % THREADS || want[1] != (i / 3) % THREADS)
                errors++;
            for (k = 0; k < 6; k++)
                if (ran[k][i] != want[k]) {
                    if (errors < 5)
                        printf("FAIL: forall_affinity_addr: loop %d iteration %d ran on %d, not %d\n", k, i,
                               ran[k][i], want[k]);
                    errors++;
                }
            if (cells[i].v != i)
                errors++;
        }
        for (i = 0; i < THREADS; i++)
            errors += remote[i];
        if (errors)
            printf("FAIL: forall_affinity_addr: %d errors\n", errors);
        else
            printf("PASS: forall_affinity_addr\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

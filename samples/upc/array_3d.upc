/* array_3d.upc - three-dimensional shared arrays in blocked, cyclic and [*] layouts, with THREADS in the last and the first dimension. */
#include <stdio.h>
#include <upc.h>

shared [6] int cube[2][3][2 * THREADS];  /* flattened index (i*3+j)*2T+k, blocks of 6 */
shared int box[3][4][5];                  /* cyclic over the flattened index */
shared [*] float vol[THREADS][2][3];      /* block of 6: vol[t] is all on thread t */
shared int verdict;

int main(void)
{
    int i, j, k, errors = 0;
    int n = 2 * THREADS;

    for (i = 0; i < 2; i++)
        for (j = 0; j < 3; j++)
            upc_forall (k = 0; k < n; k++; &cube[i][j][k])
                cube[i][j][k] = 100 * i + 10 * j + k;
    upc_forall (i = 0; i < 60; i++; &box[i / 20][(i / 5) % 4][i % 5])
        box[i / 20][(i / 5) % 4][i % 5] = i;
    upc_forall (i = 0; i < THREADS; i++; &vol[i][0][0])
        for (j = 0; j < 2; j++)
            for (k = 0; k < 3; k++)
                vol[i][j][k] = (float)(i + j * 0.5 + k * 0.25);
    upc_barrier;

    if (MYTHREAD == 0) {
        long sum = 0, want = 0;
        for (i = 0; i < 2; i++)
            for (j = 0; j < 3; j++)
                for (k = 0; k < n; k++) {
                    int flat = (i * 3 + j) * n + k;
                    sum += cube[i][j][k];
                    want += 100 * i + 10 * j + k;
                    if (upc_threadof(&cube[i][j][k]) != (size_t)((flat / 6) % THREADS) ||
                        upc_phaseof(&cube[i][j][k]) != (size_t)(flat % 6))
                        errors++;
                }
        if (sum != want) {
            printf("FAIL: array_3d: cube sum %ld, expected %ld\n", sum, want);
            errors++;
        }
        for (i = 0; i < 3; i++)
            for (j = 0; j < 4; j++)
                for (k = 0; k < 5; k++) {
                    int flat = i * 20 + j * 5 + k;
                    if (box[i][j][k] != flat || upc_threadof(&box[i][j][k]) != (size_t)(flat % THREADS))
                        errors++;
                }
        for (i = 0; i < THREADS; i++)
            for (j = 0; j < 2; j++)
                for (k = 0; k < 3; k++)
                    if (vol[i][j][k] != (float)(i + j * 0.5 + k * 0.25) ||
                        upc_threadof(&vol[i][j][k]) != (size_t)i)
                        errors++;
        if (upc_blocksizeof(vol) != 6 || upc_blocksizeof(cube) != 6 || upc_blocksizeof(box) != 1)
            errors++;
        if (errors)
            printf("FAIL: array_3d: %d errors\n", errors);
        else
            printf("PASS: array_3d\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

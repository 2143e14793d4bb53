/* forall_nested.upc - nested upc_forall: the outermost loop with an affinity other than continue controls, inner loops (also through a call) run all their iterations. */
#include <stdio.h>
#include <upc.h>

#define R 6
#define C 5
shared [C] int m[R * THREADS][C];        /* one row per block */
shared int who[R * THREADS][C];          /* who wrote each element */
shared int inner_by[R * THREADS][C];     /* who ran each iteration of the second nest */
shared int verdict;

/* a upc_forall in a function called from a controlling upc_forall runs every iteration */
static void fill_row(int r)
{
    int c;
    upc_forall (c = 0; c < C; c++; c)
        who[r][c] = MYTHREAD;
}

int main(void)
{
    int r, c, errors = 0;

    /* outer controls (row affinity); the inner's &m[r][c] is ignored */
    upc_forall (r = 0; r < R * THREADS; r++; &m[r][0]) {
        upc_forall (c = 0; c < C; c++; &m[r][c])
            m[r][c] = r * C + c;
        fill_row(r);
    }
    /* outer with continue affinity: the inner loop is the controlling one */
    upc_forall (r = 0; r < R * THREADS; r++; continue)
        upc_forall (c = 0; c < C; c++; r + c)
            inner_by[r][c] = MYTHREAD;
    upc_barrier;

    if (MYTHREAD == 0) {
        for (r = 0; r < R * THREADS; r++)
            for (c = 0; c < C; c++) {
                int owner = (int)upc_threadof(&m[r][0]);
                if (m[r][c] != r * C + c || who[r][c] != owner || owner != r % THREADS) {
                    if (errors < 5)
                        printf("FAIL: forall_nested: [%d][%d] = %d by %d\n", r, c, m[r][c], who[r][c]);
                    errors++;
                }
                if (inner_by[r][c] != (r + c) % THREADS)
                    errors++;
            }
        if (errors)
            printf("FAIL: forall_nested: %d errors\n", errors);
        else
            printf("PASS: forall_nested\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

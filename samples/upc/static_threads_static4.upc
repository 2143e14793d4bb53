/* static_threads_static4.upc - compiled with --threads 4: THREADS is a constant, usable in private array sizes, in several dimensions, as a block size, in case labels and enums. */
#include <stdio.h>
#include <upc.h>

#if !defined(__UPC_STATIC_THREADS__) || __UPC_THREADS__ != 4
#error "compile with --threads 4"
#endif

enum { PAIRS = THREADS * 2 };               /* a constant expression */
static int private_table[THREADS];          /* a private array sized by THREADS */
shared int m[THREADS][THREADS];             /* THREADS in two dimensions */
shared [THREADS] int rows[THREADS * THREADS];  /* THREADS as a block size */
shared int where[PAIRS];
shared int verdict;

int main(void)
{
    int i, j, errors = 0;

    for (i = 0; i < THREADS; i++)
        private_table[i] = i * MYTHREAD;
    for (i = 0; i < THREADS; i++)
        m[MYTHREAD][i] = private_table[i];     /* m[t][i] = i*t */
    upc_forall (i = 0; i < THREADS * THREADS; i++; &rows[i])
        rows[i] = MYTHREAD;
    switch (MYTHREAD) {
    case 0:
        where[0] = where[1] = 100;
        break;
    case THREADS - 1:
        where[PAIRS - 1] = where[PAIRS - 2] = 300;
        break;
    default:
        where[2 * MYTHREAD] = where[2 * MYTHREAD + 1] = 200;
        break;
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        for (i = 0; i < THREADS; i++)
            for (j = 0; j < THREADS; j++) {
                if (m[i][j] != i * j)
                    errors++;
                /* a row of rows[] is one block: row i is on thread i */
                if (rows[i * THREADS + j] != i || upc_threadof(&rows[i * THREADS + j]) != (size_t)i)
                    errors++;
            }
        for (i = 0; i < PAIRS; i++) {
            int want = i < 2 ? 100 : i >= PAIRS - 2 ? 300 : 200;
            if (where[i] != want)
                errors++;
        }
        if (sizeof private_table != 4 * sizeof(int) || upc_blocksizeof(rows) != 4)
            errors++;
        if (errors)
            printf("FAIL: static_threads_static4: %d errors\n", errors);
        else
            printf("PASS: static_threads_static4\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

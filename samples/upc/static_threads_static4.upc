/* static_threads_static4.upc - compiled with --threads 4: THREADS is a constant, usable in
   constant expressions of non-shared declarations too. */
#include <stdio.h>
#include <upc.h>

int local_table[THREADS * 2];
shared [2] int spread[THREADS * 2];

int main(void)
{
    int i, errors = 0;
    if (sizeof local_table != 8 * sizeof(int))
        errors++;
    upc_forall (i = 0; i < THREADS * 2; i++; &spread[i])
        spread[i] = MYTHREAD;
    upc_barrier;
    for (i = 0; i < THREADS * 2; i++)
        if (spread[i] != i / 2)
            errors++;
    if (errors) {
        printf("FAIL: static_threads: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: static_threads\n");
    return 0;
}

/* castable.upc - <upc_castable.h>: upc_cast of data with local affinity gives a usable local
   pointer; upc_thread_info reports what is castable. */
#include <stdio.h>
#include <upc.h>
#include <upc_castable.h>

shared int cells[THREADS];

int main(void)
{
    int *p = (int *)upc_cast(&cells[MYTHREAD]);
    upc_thread_info_t info = upc_thread_info(MYTHREAD);
    int errors = 0;
    if (p == NULL)
        errors++;
    else
        *p = 5 * MYTHREAD;
    if (!(info.guaranteedCastable & UPC_CASTABLE_STATIC))
        errors++;
    upc_barrier;
    if (cells[MYTHREAD] != 5 * MYTHREAD)
        errors++;
    if (errors) {
        printf("FAIL: castable: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: castable\n");
    return 0;
}

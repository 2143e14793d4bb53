/* sizeof_ops.upc - upc_elemsizeof, upc_blocksizeof, upc_localsizeof and UPC_MAX_BLOCK_SIZE. */
#include <stdio.h>
#include <upc.h>

shared [5] double d[10 * THREADS];
shared [] char one[7];
shared long cyc[3 * THREADS];

int main(void)
{
    int errors = 0;
    if (upc_elemsizeof(d) != sizeof(double) || upc_blocksizeof(d) != 5)
        errors++;
    if (upc_localsizeof(d) != 10 * sizeof(double))
        errors++;
    if (upc_blocksizeof(one) != 0 || upc_elemsizeof(one) != 1)
        errors++;
    if (upc_blocksizeof(cyc) != 1 || upc_localsizeof(cyc) != 3 * sizeof(long))
        errors++;
    if (upc_elemsizeof(shared [5] double) != sizeof(double))
        errors++;
    if (UPC_MAX_BLOCK_SIZE < 1024)
        errors++;
    if (errors) {
        printf("FAIL: sizeof_ops: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: sizeof_ops\n");
    return 0;
}

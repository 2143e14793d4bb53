/* alloc_loop.upc - race-free: 100,000 upc_alloc/upc_free pairs on every thread (each block
   written once before its free; a barrier every 5,000) and 1,000 upc_all_alloc/upc_all_free
   pairs: the race checker's memory stays flat (its tables of allocations forget the freed
   ones): each thread's resident memory grows by less than 2 MB from the first barrier to the
   end. */
#include <upc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

shared int flat[THREADS];

/* The resident memory of this process in kB (VmRSS). */
static long rss_kb(void)
{
    char line[256];
    long kb = 0;
    FILE *f = fopen("/proc/self/status", "r");
    if (!f)
        return 0;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "VmRSS:", 6) == 0)
            kb = atol(line + 6);
    fclose(f);
    return kb;
}

int main(void)
{
    long before = 0;
    for (int i = 0; i < 100000; i++) {
        shared [] int *p = upc_alloc(4 * sizeof(int));
        p[0] = i;
        upc_free(p);
        if (i % 5000 == 4999)
            upc_barrier;
        if (i == 4999)
            before = rss_kb();
    }
    for (int i = 0; i < 1000; i++) {
        shared int *a = upc_all_alloc(THREADS, sizeof(int));
        a[MYTHREAD] = i;
        upc_all_free(a);
        if (i % 250 == 249)
            upc_barrier;
    }
    flat[MYTHREAD] = rss_kb() - before < 2048;
    upc_barrier;
    if (MYTHREAD == 0) {
        int all = 1;
        for (int t = 0; t < THREADS; t++)
            all &= flat[t];
        printf("flat %d\n", all);
    }
    return 0;
}

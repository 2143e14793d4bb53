/* The older and upc_ spellings of the bupc_ extensions: upc_dump_shared with
   UPC_DUMP_MIN_LENGTH, the upc_atomic<T>_<op> names under BUPC_USE_UPC_NAMESPACE, and
   bupc_getenv. Thread 0 prints what every thread checked. */
#define BUPC_USE_UPC_NAMESPACE
#include <upc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

shared int64_t counter;
shared uint32_t bits;
shared int fails[THREADS];

int main(void)
{
    int bad = 0, i, total = 0;
    char buf[UPC_DUMP_MIN_LENGTH];
    if (upc_dump_shared(&fails[MYTHREAD], buf, sizeof buf) != 0 || buf[0] == 0)
        bad++, printf("thread %d: upc_dump_shared\n", MYTHREAD);
    if (upc_dump_shared(&fails[MYTHREAD], buf, 1) != -1)
        bad++, printf("thread %d: upc_dump_shared short buffer\n", MYTHREAD);
    if (MYTHREAD == 0) {
        upc_atomicI64_set_strict(&counter, 0);
        upc_atomicU32_set_relaxed(&bits, 0);
    }
    upc_barrier;
    upc_atomicI64_fetchadd_relaxed(&counter, MYTHREAD + 1);
    upc_atomicU32_fetchor_strict(&bits, 1u << MYTHREAD);
    upc_barrier;
    if (upc_atomicI64_read_strict(&counter) != THREADS * (THREADS + 1) / 2)
        bad++, printf("thread %d: upc_atomicI64 counter\n", MYTHREAD);
    if (upc_atomicU32_read_relaxed(&bits) != (THREADS >= 32 ? ~0u : (1u << THREADS) - 1))
        bad++, printf("thread %d: upc_atomicU32 bits\n", MYTHREAD);
    upc_barrier;
    if (MYTHREAD == 0 && upc_atomicI64_cswap_strict(&counter, THREADS * (THREADS + 1) / 2, -7) !=
                             THREADS * (THREADS + 1) / 2)
        bad++, printf("thread 0: upc_atomicI64_cswap\n");
    upc_barrier;
    if (upc_atomicI64_read_relaxed(&counter) != -7)
        bad++, printf("thread %d: upc_atomicI64 after cswap\n", MYTHREAD);
    /* bupc_getenv: what getenv gives, NULL for a variable that is not set */
    {
        const char *p = bupc_getenv("PATH"), *q = getenv("PATH");
        if (!p || !q || strcmp(p, q) != 0)
            bad++, printf("thread %d: bupc_getenv(PATH)\n", MYTHREAD);
        if (bupc_getenv("PGAS_XLATE_SURELY_NOT_SET_42") != NULL)
            bad++, printf("thread %d: bupc_getenv of an unset variable\n", MYTHREAD);
    }
    fails[MYTHREAD] = bad;
    upc_barrier;
    if (MYTHREAD == 0) {
        for (i = 0; i < THREADS; i++)
            total += fails[i];
        printf("more names on %d threads: %d failures\n", THREADS, total);
    }
    return 0;
}

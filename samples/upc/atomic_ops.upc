/* atomic_ops.upc - <upc_atomic.h>: a domain from upc_all_atomicdomain_alloc; UPC_INC, UPC_DEC, UPC_ADD, UPC_SUB, UPC_SET, UPC_GET, UPC_CSWAP, UPC_MAX with fetched values, relaxed and strict. */
#include <stdio.h>
#include <upc.h>
#include <upc_atomic.h>

#define K 20
shared long counter;
shared long total;
shared long maxseen;
shared long slots[THREADS];
shared long tickets[K * THREADS];     /* ticket value -> thread that drew it */
shared int verdict;

int main(void)
{
    int k, t, errors = 0;
    long one = 1, v, fetched, zero = 0;
    upc_atomicdomain_t *dom = upc_all_atomicdomain_alloc(UPC_LONG,
        UPC_INC | UPC_DEC | UPC_ADD | UPC_SUB | UPC_SET | UPC_GET | UPC_CSWAP | UPC_MAX, 0);

    if (MYTHREAD == 0) {
        upc_atomic_strict(dom, NULL, UPC_SET, &counter, &zero, NULL);
        upc_atomic_strict(dom, NULL, UPC_SET, &total, &zero, NULL);
        upc_atomic_strict(dom, NULL, UPC_SET, &maxseen, &zero, NULL);
    }
    upc_barrier;

    /* UPC_INC with fetch: every fetched value is a distinct ticket */
    for (k = 0; k < K; k++) {
        upc_atomic_relaxed(dom, &fetched, UPC_INC, &counter, NULL, NULL);
        tickets[fetched] = MYTHREAD;
    }
    /* UPC_ADD and UPC_SUB, UPC_MAX */
    v = 10L * (MYTHREAD + 1);
    upc_atomic_relaxed(dom, NULL, UPC_ADD, &total, &v, NULL);
    upc_atomic_relaxed(dom, NULL, UPC_SUB, &total, &one, NULL);
    upc_atomic_relaxed(dom, NULL, UPC_MAX, &maxseen, &v, NULL);
    /* UPC_DEC then UPC_INC leaves a value unchanged */
    upc_atomic_relaxed(dom, NULL, UPC_DEC, &slots[MYTHREAD], NULL, NULL);
    upc_atomic_relaxed(dom, NULL, UPC_INC, &slots[MYTHREAD], NULL, NULL);
    /* UPC_CSWAP: only a matching expected value swaps */
    {
        long expect = 0, newval = 7, wrong = 99;
        upc_atomic_relaxed(dom, &fetched, UPC_CSWAP, &slots[MYTHREAD], &wrong, &newval);
        if (fetched != 0)
            slots[MYTHREAD] = -100;
        upc_atomic_relaxed(dom, &fetched, UPC_CSWAP, &slots[MYTHREAD], &expect, &newval);
        if (fetched != 0)
            slots[MYTHREAD] = -200;
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        long c, tot, mx;
        upc_atomic_strict(dom, &c, UPC_GET, &counter, NULL, NULL);
        upc_atomic_strict(dom, &tot, UPC_GET, &total, NULL, NULL);
        upc_atomic_strict(dom, &mx, UPC_GET, &maxseen, NULL, NULL);
        if (c != (long)K * THREADS || tot != 5L * THREADS * (THREADS + 1) - THREADS || mx != 10L * THREADS) {
            printf("FAIL: atomic_ops: counter %ld, total %ld, max %ld\n", c, tot, mx);
            errors++;
        }
        for (t = 0; t < THREADS; t++) {
            int n = 0;
            long s;
            for (k = 0; k < K * THREADS; k++)
                n += tickets[k] == t;
            upc_atomic_strict(dom, &s, UPC_GET, &slots[t], NULL, NULL);
            if (n != K || s != 7)
                errors++;
        }
        if (errors)
            printf("FAIL: atomic_ops: %d errors\n", errors);
        else
            printf("PASS: atomic_ops\n");
        verdict = errors != 0;
    }
    upc_barrier;
    upc_all_atomicdomain_free(dom);
    return verdict;
}

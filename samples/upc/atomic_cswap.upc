/* atomic_cswap.upc - a lock-free shared stack built on UPC_CSWAP over int in a strict domain (hint chosen with upc_atomic_isfast): pushes from every thread are all kept. */
#include <stdio.h>
#include <upc.h>
#include <upc_atomic.h>

#define PER 12
#define EMPTY (-1)
shared int top;                           /* index of the top node, or EMPTY */
shared int next[PER * THREADS];           /* the link of each node */
shared int payload[PER * THREADS];
shared int found[PER * THREADS];          /* how often the check met each node */
shared int verdict;

int main(void)
{
    int k, errors = 0;
    int empty = EMPTY;
    /* either answer is allowed: it only picks the hint */
    upc_atomichint_t hint = upc_atomic_isfast(UPC_INT, UPC_CSWAP, &top) ? UPC_ATOMIC_HINT_LATENCY
                                                                       : UPC_ATOMIC_HINT_THROUGHPUT;
    upc_atomicdomain_t *dom = upc_all_atomicdomain_alloc(UPC_INT, UPC_CSWAP | UPC_GET | UPC_SET, hint);

    if (MYTHREAD == 0)
        upc_atomic_strict(dom, NULL, UPC_SET, &top, &empty, NULL);
    upc_barrier;

    /* push my nodes: node id = PER * MYTHREAD + k */
    for (k = 0; k < PER; k++) {
        int node = PER * MYTHREAD + k, old, seen;
        payload[node] = node * 3;
        upc_atomic_strict(dom, &old, UPC_GET, &top, NULL, NULL);
        for (;;) {
            next[node] = old;
            upc_atomic_strict(dom, &seen, UPC_CSWAP, &top, &old, &node);
            if (seen == old)
                break;                    /* swapped in */
            old = seen;                   /* somebody else pushed first: retry */
        }
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        int count = 0, cur;
        int n = PER * THREADS;
        upc_atomic_strict(dom, &cur, UPC_GET, &top, NULL, NULL);
        while (cur != EMPTY && count <= n) {
            if (cur < 0 || cur >= n || payload[cur] != cur * 3) {
                errors++;
                break;
            }
            found[cur] = found[cur] + 1;
            count++;
            cur = next[cur];
        }
        if (count != n)
            errors++;
        for (k = 0; k < n; k++)
            if (found[k] != 1)
                errors++;
        if (errors)
            printf("FAIL: atomic_cswap: %d errors (%d nodes on the stack)\n", errors, count);
        else
            printf("PASS: atomic_cswap\n");
        verdict = errors != 0;
    }
    upc_barrier;
    upc_all_atomicdomain_free(dom);
    return verdict;
}

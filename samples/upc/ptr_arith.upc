/* ptr_arith.upc - arithmetic on phaseless pointers-to-shared over a cyclic array: +, -, ++, --, +=, -=, indexing, and the thread each lands on. */
#include <stdio.h>
#include <stddef.h>
#include <upc.h>

#define PER 6
shared int a[PER * THREADS];
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, j, n = PER * THREADS, mine = 0, count = 0;
    shared int *p = a, *q;

    upc_forall (i = 0; i < n; i++; &a[i])
        a[i] = 10 * i;
    upc_barrier;

    /* every thread checks the arithmetic independently */
    for (i = 0; i < n; i++) {
        if (p + i != &a[i] || *(p + i) != 10 * i || p[i] != a[i])
            mine++;
        if (upc_threadof(p + i) != (size_t)(i % THREADS) || upc_phaseof(p + i) != 0)
            mine++;
    }
    q = p;
    q++;            /* a[1] */
    q += 3;         /* a[4] */
    q -= 2;         /* a[2] */
    --q;            /* a[1] */
    if (q != &a[1] || *q != 10)
        mine++;
    q = &a[n - 1];
    if (q-- != &a[n - 1] || q != &a[n - 2] || *--q != 10 * (n - 3))
        mine++;
    /* one past the last element of the last thread wraps to thread 0 */
    if (upc_threadof(&a[THREADS - 1] + 1) != 0 || &a[THREADS - 1] + 1 != &a[THREADS])
        mine++;
    /* differences and comparisons follow the index order */
    for (i = 0; i < n; i += 5)
        for (j = 0; j < n; j += 3) {
            ptrdiff_t d = &a[i] - &a[j];
            if (d != i - j)
                mine++;
            if ((&a[i] < &a[j]) != (i < j) || (&a[i] >= &a[j]) != (i >= j) || (&a[i] == &a[j]) != (i == j))
                mine++;
        }
    /* my own elements are THREADS apart */
    for (q = &a[MYTHREAD]; q < a + n; q += THREADS) {
        if (upc_threadof(q) != (size_t)MYTHREAD)
            mine++;
        count++;
    }
    if (count != PER)
        mine++;
    /* the null pointer-to-shared */
    q = NULL;
    if (q != NULL || !(q == 0) || (q && 1))
        mine++;

    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += errs[i];
        if (total)
            printf("FAIL: ptr_arith: %d errors\n", total);
        else
            printf("PASS: ptr_arith\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}

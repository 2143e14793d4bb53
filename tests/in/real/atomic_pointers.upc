/* UPC_PTS atomics of upc_atomic.h (UPC_GET, UPC_SET, UPC_CSWAP on a `shared void *shared`):
   every thread claims cells of a blocked array by moving a shared cursor forward with
   compare-and-swap; each cell must be claimed once. Then a compare-and-swap whose expected value
   differs from the stored one only in its phase succeeds (pointers compare by thread and
   address), and the value fetched keeps its phase. */
#include <upc.h>
#include <upc_atomic.h>
#include <stdio.h>

#define PER 12

shared [4] int cells[PER * THREADS];
shared int owner[PER * THREADS];
shared int claims[THREADS];
shared void *shared cursor;

int main(void)
{
    upc_atomicdomain_t *d = upc_all_atomicdomain_alloc(UPC_PTS, UPC_GET | UPC_SET | UPC_CSWAP, 0);
    shared [4] int *first = &cells[0], *end = &cells[PER * THREADS];
    shared void *start = first;
    int mine = 0, errors = 0, i;

    if (MYTHREAD == 0)
        upc_atomic_strict(d, NULL, UPC_SET, &cursor, &start, NULL);
    upc_barrier;
    for (;;) {
        shared void *old, *seen, *next;
        upc_atomic_relaxed(d, &old, UPC_GET, &cursor, NULL, NULL);
        shared [4] int *cell = old;
        if (cell == end)
            break;
        next = cell + 1;
        upc_atomic_relaxed(d, &seen, UPC_CSWAP, &cursor, &old, &next);
        if (seen == old) {
            if (owner[cell - first] != 0)
                errors++;
            owner[cell - first] = MYTHREAD + 1;
            mine++;
        }
    }
    claims[MYTHREAD] = mine;
    upc_barrier;

    if (MYTHREAD == 0) {
        int total = 0, unowned = 0;
        shared void *fetched, *now;
        for (i = 0; i < THREADS; i++)
            total += claims[i];
        for (i = 0; i < PER * THREADS; i++)
            unowned += owner[i] == 0;
        /* &cells[5] has phase 1; the same address through an indefinitely blocked pointer has
           phase 0 and compares equal */
        shared [4] int *phased = &cells[5];
        shared void *stored = phased, *expected = (shared [] int *)phased, *replacement = first;
        upc_atomic_strict(d, NULL, UPC_SET, &cursor, &stored, NULL);
        upc_atomic_strict(d, &fetched, UPC_CSWAP, &cursor, &expected, &replacement);
        upc_atomic_strict(d, &now, UPC_GET, &cursor, NULL, NULL);
        if (fetched != stored || upc_phaseof(fetched) != 1 || upc_threadof(fetched) != upc_threadof(phased))
            errors++, printf("fetched: thread %d phase %d\n", (int)upc_threadof(fetched), (int)upc_phaseof(fetched));
        if (now != replacement)
            errors++, printf("the compare-and-swap did not replace the pointer\n");
        /* a compare-and-swap that must fail: the cursor is now `first` */
        upc_atomic_strict(d, &fetched, UPC_CSWAP, &cursor, &stored, &expected);
        upc_atomic_strict(d, &now, UPC_GET, &cursor, NULL, NULL);
        if (fetched != replacement || now != replacement)
            errors++, printf("a failing compare-and-swap changed the pointer\n");
        printf("pointer atomics on %d threads: %d cells, %d claims, %d unowned, %d errors\n", THREADS,
               PER * THREADS, total, unowned, errors);
    } else if (errors)
        printf("thread %d: %d cells claimed twice\n", MYTHREAD, errors);
    upc_barrier;
    upc_all_atomicdomain_free(d);
    return 0;
}

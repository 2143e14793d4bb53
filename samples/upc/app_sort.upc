/* app_sort.upc - parallel counting sort of integer keys: per-thread counts in a shared table, global positions from them, keys scattered by remote writes; checked against a sequential sort. */
#include <stdio.h>
#include <stdlib.h>
#include <upc.h>

#define NK 40                  /* keys per thread */
#define MAXKEY 32
shared [NK] int keys[NK * THREADS];
shared [NK] int sorted[NK * THREADS];
shared [MAXKEY] int counts[MAXKEY * THREADS];    /* block t: the counts of thread t */
shared int verdict;

static int key_of(int i) { return (int)(((unsigned)i * 40503u + 7u) % 1009u) % MAXKEY; }

static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void)
{
    int i, k, t, errors = 0, n = NK * THREADS;
    int mine[NK], pos[MAXKEY];
    int *cnt = (int *)&counts[MAXKEY * MYTHREAD];

    upc_forall (i = 0; i < n; i++; &keys[i])
        keys[i] = key_of(i);
    upc_barrier;
    /* 1: count my keys */
    upc_memget(mine, &keys[NK * MYTHREAD], sizeof mine);
    for (k = 0; k < MAXKEY; k++)
        cnt[k] = 0;
    for (i = 0; i < NK; i++)
        cnt[mine[i]]++;
    upc_barrier;
    /* 2: where my keys of value k start: all smaller keys, then equal keys of lower threads */
    for (k = 0; k < MAXKEY; k++) {
        int start = 0, kk;
        for (kk = 0; kk < k; kk++)
            for (t = 0; t < THREADS; t++)
                start += counts[MAXKEY * t + kk];
        for (t = 0; t < MYTHREAD; t++)
            start += counts[MAXKEY * t + k];
        pos[k] = start;
    }
    /* 3: scatter, keeping the input order among equal keys */
    for (i = 0; i < NK; i++)
        sorted[pos[mine[i]]++] = mine[i];
    upc_barrier;

    if (MYTHREAD == 0) {
        int *seq = malloc(n * sizeof *seq);
        for (i = 0; i < n; i++)
            seq[i] = key_of(i);
        qsort(seq, n, sizeof *seq, cmp);
        for (i = 0; i < n; i++)
            if (sorted[i] != seq[i]) {
                if (errors < 5)
                    printf("FAIL: app_sort: sorted[%d] = %d, expected %d\n", i, sorted[i], seq[i]);
                errors++;
            }
        free(seq);
        if (errors)
            printf("FAIL: app_sort: %d errors\n", errors);
        else
            printf("PASS: app_sort\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

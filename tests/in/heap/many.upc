/* many.upc - thousands of locks and of shared allocations: UPC bounds them by memory alone.
   argv[1]: the mode ("locks", "allocs", or an error mode); argv[2]: the count (default 6000);
   argv[3]: for "allocs", the count of live allocations (default the same).
   Prints "PASS: <mode>" from thread 0 when every check held. */
#include <upc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void fail(const char *what, long v)
{
    if (failures++ < 5)
        printf("FAIL thread %d: %s (%ld)\n", MYTHREAD, what, v);
}

/* Every thread takes each lock of `locks` once (in an order of its own) and increments the
   lock's counter under it: each counter ends at THREADS. */
static void count_under_locks(upc_lock_t **locks, long n)
{
    shared long *count = upc_all_alloc(n, sizeof(long));
    upc_forall (long i = 0; i < n; i++; &count[i])
        count[i] = 0;
    upc_barrier;
    for (long k = 0; k < n; k++) {
        long i = (k + MYTHREAD * 7) % n;
        upc_lock(locks[i]);
        count[i] = count[i] + 1;
        upc_unlock(locks[i]);
    }
    upc_barrier;
    upc_forall (long i = 0; i < n; i++; &count[i])
        if (count[i] != THREADS)
            fail("count under a lock", i);
    upc_barrier;
    upc_all_free(count);
}

static void locks(long n)
{
    upc_lock_t **all = malloc(sizeof *all * (size_t)n);
    /* The locks each thread made with upc_global_lock_alloc, seen by every thread. */
    upc_lock_t *shared *mine = upc_all_alloc(THREADS * n, sizeof(upc_lock_t *));
    upc_lock_t **global = malloc(sizeof *global * (size_t)(THREADS * n));
    if (!all || !global)
        abort();
    /* upc_all_lock_alloc, n times: the same lock on every thread. */
    for (long i = 0; i < n; i++) {
        all[i] = upc_all_lock_alloc();
        if (!all[i])
            fail("upc_all_lock_alloc", i);
    }
    count_under_locks(all, n);
    /* upc_global_lock_alloc, n times on every thread. */
    for (long i = 0; i < n; i++)
        mine[MYTHREAD + THREADS * i] = upc_global_lock_alloc();
    upc_barrier;
    for (long i = 0; i < THREADS * n; i++)
        global[i] = mine[i];
    count_under_locks(global, THREADS * n);
    /* A free lock is taken by upc_lock_attempt; a lock another thread holds is not. */
    if (!upc_lock_attempt(global[MYTHREAD]))
        fail("upc_lock_attempt of a free lock", MYTHREAD);
    upc_barrier;
    if (THREADS > 1 && upc_lock_attempt(global[(MYTHREAD + 1) % THREADS]))
        fail("upc_lock_attempt of a held lock", MYTHREAD);
    upc_barrier;
    upc_unlock(global[MYTHREAD]);
    upc_barrier;
    /* Half of each kind freed; as many allocated again (the memory is reused), the other half
       kept. */
    for (long i = MYTHREAD; i < n; i += 2 * THREADS)
        upc_lock_free(mine[MYTHREAD + THREADS * i]);
    for (long i = 0; i < n; i += 2)
        upc_all_lock_free(all[i]);
    upc_barrier;
    for (long i = MYTHREAD; i < n; i += 2 * THREADS)
        mine[MYTHREAD + THREADS * i] = upc_global_lock_alloc();
    for (long i = 0; i < n; i += 2)
        all[i] = upc_all_lock_alloc();
    upc_barrier;
    for (long i = 0; i < THREADS * n; i++)
        global[i] = mine[i];
    count_under_locks(all, n);
    count_under_locks(global, THREADS * n);
    /* Allocated and freed in a loop, many more times than any fixed pool holds. */
    for (long i = 0; i < 4 * n; i++) {
        upc_lock_t *l = upc_global_lock_alloc();
        upc_lock(l);
        upc_unlock(l);
        upc_lock_free(l);
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf(failures ? "FAIL: locks\n" : "PASS: locks %ld all, %ld global\n", n, THREADS * n);
}

static void allocs(long n, long nlive)
{
    shared [] long *shared *live;
    /* Allocated and freed in a loop: upc_all_free, or upc_free by one thread. */
    for (long i = 0; i < n; i++) {
        shared long *p = upc_all_alloc(THREADS, sizeof(long));
        p[MYTHREAD] = i + MYTHREAD;
        upc_barrier;
        if (p[(MYTHREAD + 1) % THREADS] != i + (MYTHREAD + 1) % THREADS)
            fail("upc_all_alloc in a loop", i);
        upc_barrier;
        if (i % 2)
            upc_all_free(p);
        else if (MYTHREAD == i % THREADS)
            upc_free(p);
    }
    upc_barrier;
    /* n objects alive at once, each of a size of its own, then checked and freed. */
    n = nlive;
    live = upc_all_alloc(n, sizeof(shared [] long *));
    for (long i = 0; i < n; i++) {
        shared [] long *q = upc_all_alloc(1, sizeof(long) * (size_t)(1 + i % 5));
        if (MYTHREAD == 0)
            live[i] = q;
        if (MYTHREAD == i % THREADS)
            for (long j = 0; j <= i % 5; j++)
                q[j] = i * 10 + j;
    }
    upc_barrier;
    for (long i = MYTHREAD; i < n; i += THREADS)
        for (long j = 0; j <= i % 5; j++)
            if (live[i][j] != i * 10 + j)
                fail("live allocation", i);
    upc_barrier;
    for (long i = 0; i < n; i++)
        if (MYTHREAD == (i + 1) % THREADS)
            upc_free(live[i]);
    upc_barrier;
    upc_all_free(live);
    if (MYTHREAD == 0)
        printf(failures ? "FAIL: allocs\n" : "PASS: allocs, %ld live\n", n);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "";
    long n = argc > 2 ? atol(argv[2]) : 6000;
    if (!strcmp(mode, "locks")) {
        locks(n);
    } else if (!strcmp(mode, "allocs")) {
        allocs(n, argc > 3 ? atol(argv[3]) : n);
    } else if (!strcmp(mode, "unlock_freed")) {
        /* The memory of a freed lock is not a lock any more. */
        upc_lock_t *l = upc_global_lock_alloc();
        upc_lock_free(l);
        upc_lock(l);
    } else if (!strcmp(mode, "double_unlock")) {
        upc_lock_t *l = upc_global_lock_alloc();
        upc_lock(l);
        upc_unlock(l);
        upc_unlock(l);
    } else {
        printf("unknown mode %s\n", mode);
        return 2;
    }
    return failures ? 1 : 0;
}

/* Library functions used as values: named alone in a statement (a no-op), their address
   taken, stored in function pointers (private variables, a struct, an array) and called
   through them, each result compared with the direct call. Thread 0 prints the totals and the
   program ends through a pointer to upc_global_exit. */
#include <upc.h>
#include <upc_collective.h>
#include <stdio.h>

shared [2] int a[2 * THREADS];
shared int src[THREADS], dst[THREADS], sum;
shared int failures[THREADS];
shared int checks[THREADS];
shared int counter;

static int failed, done;

static void check(int ok, const char *what) {
    done++;
    if (!ok) {
        failed++;
        printf("thread %d: %s failed\n", MYTHREAD, what);
    }
}

struct queries {
    size_t (*thread)(shared void *);
    size_t (*phase)(shared void *);
    size_t (*addr)(shared void *);
};

/* A function that takes a library function as an argument. */
static size_t apply(size_t (*q)(shared void *), shared void *p) { return q(p); }

int main(void) {
    struct queries qs = {upc_threadof, &upc_phaseof, upc_addrfield};
    size_t (*ask[3])(shared void *) = {upc_threadof, upc_phaseof, &upc_addrfield};
    void (*put)(shared void *, const void *, size_t) = upc_memput;
    void (*get)(void *, shared const void *, size_t) = &upc_memget;
    void (*copy)(shared void *, shared const void *, size_t) = upc_memcpy;
    void (*set)(shared void *, int, size_t) = upc_memset;
    shared void *(*all_alloc)(size_t, size_t) = upc_all_alloc;
    shared void *(*alloc)(size_t) = upc_alloc;
    void (*all_free)(shared void *) = upc_all_free;
    void (*free_)(shared void *) = upc_free;
    upc_lock_t *(*lock_alloc)(void) = upc_all_lock_alloc;
    void (*lock)(upc_lock_t *) = upc_lock;
    int (*attempt)(upc_lock_t *) = upc_lock_attempt;
    void (*unlock)(upc_lock_t *) = upc_unlock;
    void (*lock_free)(upc_lock_t *) = upc_all_lock_free;
    shared void *(*reset)(shared void *) = upc_resetphase;
    size_t (*affinity)(size_t, size_t, size_t) = upc_affinitysize;
    void (*bcast)(shared void *, shared const void *, size_t, upc_flag_t) = upc_all_broadcast;
    void (*reduce)(shared void *, shared const void *, upc_op_t, size_t, size_t,
                   int (*)(int, int), upc_flag_t) = upc_all_reduceI;
    upc_tick_t (*now)(void) = upc_ticks_now;
    double (*granularity)(void) = bupc_tick_granularityus;
    void (*global_exit)(int) = upc_global_exit;
    shared [2] int *p = &a[2 * MYTHREAD + 1];
    shared int *mine;
    upc_lock_t *l;
    int buf[2] = {MYTHREAD, MYTHREAD + 100}, back[2] = {0, 0}, k, n;

    /* Named alone: no effect. */
    upc_global_exit;
    upc_threadof;
    upc_memcpy;
    upc_all_broadcast;
    upc_lock;
    bupc_tick_granularityus;
    (void)upc_all_alloc;

    for (k = 0; k < 3; k++)
        check(ask[k](p) == (k == 0 ? upc_threadof(p) : k == 1 ? upc_phaseof(p) : upc_addrfield(p)),
              "array of queries");
    check(qs.thread(p) == (size_t)MYTHREAD && qs.phase(p) == 1, "struct of queries");
    check(qs.addr(p) == upc_addrfield(p), "upc_addrfield through a pointer");
    check(apply(upc_threadof, p) == (size_t)MYTHREAD, "a library function as an argument");
    check(apply(upc_phaseof, &a[1]) == 1, "upc_phaseof as an argument");
    check(upc_phaseof(reset(p)) == 0 && upc_threadof(reset(p)) == (size_t)MYTHREAD, "upc_resetphase");
    check(affinity(10, 4, 0) == upc_affinitysize(10, 4, 0), "upc_affinitysize");
    check(now() >= 0 && granularity() > 0, "tick timers");

    put(&a[2 * MYTHREAD], buf, sizeof buf);
    upc_barrier;
    get(back, &a[2 * ((MYTHREAD + 1) % THREADS)], sizeof back);
    check(back[0] == (MYTHREAD + 1) % THREADS && back[1] == back[0] + 100, "memput, memget");
    upc_barrier;

    mine = (shared int *)all_alloc(THREADS, sizeof(int));
    copy(&src[MYTHREAD], &a[2 * MYTHREAD], sizeof(int));
    set(&dst[MYTHREAD], 0, sizeof(int));
    upc_barrier;
    check(upc_threadof(&mine[MYTHREAD]) == (size_t)MYTHREAD, "upc_all_alloc");
    check(src[MYTHREAD] == MYTHREAD, "upc_memcpy");
    check(dst[MYTHREAD] == 0, "upc_memset");
    {
        shared int *own = (shared int *)alloc(sizeof(int));
        *own = 7;
        check(*own == 7 && upc_threadof(own) == (size_t)MYTHREAD, "upc_alloc");
        free_(own);
    }
    all_free(mine);

    l = lock_alloc();
    for (k = 0; k < 10; k++) {
        lock(l);
        counter++;
        unlock(l);
    }
    while (!attempt(l))
        ;
    counter += 100;
    unlock(l);
    upc_barrier;
    check(counter == 110 * THREADS, "locks");
    lock_free(l);

    src[MYTHREAD] = MYTHREAD + 1;
    bcast(dst, &src[THREADS - 1], sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    check(dst[MYTHREAD] == THREADS, "upc_all_broadcast");
    upc_barrier;
    reduce(&sum, src, UPC_ADD, THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
    n = THREADS * (THREADS + 1) / 2;
    check(sum == n, "upc_all_reduceI");

    failures[MYTHREAD] = failed;
    checks[MYTHREAD] = done;
    upc_barrier;
    if (MYTHREAD == 0) {
        int i, f = 0, c = 0;
        for (i = 0; i < THREADS; i++) {
            f += failures[i];
            c += checks[i];
        }
        printf("%d checks on %d threads, %d failed\n", c, THREADS, f);
        fflush(stdout);
    }
    upc_barrier;
    global_exit(0);
    return 1;
}

/* Counted loops that read shared arrays by their counter: the reductions through an array of
   one element per thread, a blocked and an indefinitely blocked array, a range past the array
   (run as it was), reads into a private array; and loops that must keep their element-wise
   reads: a write to the array in the loop, a call that writes it, a strict array, an index
   that is not the counter. Each result is compared with the same computation made privately. */
#include <stdio.h>
#include <upc.h>

shared double partial[THREADS];
shared [3] int blocked[4 * THREADS];
shared [] long single[10];
shared int w[THREADS];
strict shared int sw[THREADS];
int bad;

static void expect(const char *what, long got, long want)
{
    if (got != want) {
        printf("%s: thread %d got %ld, want %ld\n", what, MYTHREAD, got, want);
        bad = 1;
    }
}

/* The sum of every thread's `mine`. */
static double all_sum(double mine)
{
    double s = 0;
    int t;
    partial[MYTHREAD] = mine;
    upc_barrier;
    for (t = 0; t < THREADS; t++)
        s += partial[t];
    upc_barrier;
    return s;
}

/* Elements lo .. hi of `blocked` (the bound inclusive), weighted by their index. */
static long blocked_sum(int lo, int hi)
{
    long s = 0;
    int k;
    for (k = lo; k <= hi; k++)
        s += (long)k * blocked[k];
    return s;
}

/* Elements 2 .. 8 of `single` (all on thread 0). */
static long single_sum(void)
{
    long s = 0;
    int k;
    for (k = 2; k < 9; k++)
        s = s * 3 + single[k];
    return s;
}

/* A range past the array: only the elements below THREADS are read. */
static double guarded_sum(int n)
{
    double s = 0;
    int t;
    for (t = 0; t < n; t++)
        if (t < THREADS)
            s += partial[t];
    return s;
}

/* Every thread's element into a private array. */
static double copied[64];
static void copy_out(void)
{
    int t;
    for (t = 0; t < THREADS; t++)
        copied[t] = 2 * partial[t];
}

/* A write to the array in the loop: the read of the last element sees it (the last thread
   alone runs it). */
static long write_in_loop(void)
{
    long s = 0;
    int t;
    for (t = 0; t < THREADS; t++) {
        w[THREADS - 1] = 1000;
        s += w[t];
    }
    return s;
}

static int bump(int t)
{
    w[THREADS - 1] = 2000;
    return t;
}

/* A call that writes the array: the read of the last element sees the write. */
static long call_in_loop(void)
{
    long s = 0;
    int t;
    for (t = 0; t < THREADS; t++) {
        s += bump(t);
        s += w[t];
    }
    return s;
}

/* A strict array. */
static long strict_sum(void)
{
    long s = 0;
    int t;
    for (t = 0; t < THREADS; t++)
        s += sw[t];
    return s;
}

/* An index that is not the counter. */
static long rotated_sum(void)
{
    long s = 0;
    int t;
    for (t = 0; t < THREADS; t++)
        s = s * 2 + w[(t + 1) % THREADS];
    return s;
}

int main(void)
{
    int k, t;
    long want;
    double total = all_sum(MYTHREAD + 1.5);
    expect("all_sum", (long)(2 * total), (long)THREADS * (THREADS + 1) + THREADS);
    upc_forall (k = 0; k < 4 * THREADS; k++; &blocked[k])
        blocked[k] = 7 * k + 1;
    if (MYTHREAD == 0)
        for (k = 0; k < 10; k++)
            single[k] = k * k;
    partial[MYTHREAD] = MYTHREAD + 0.5;
    upc_barrier;
    want = 0;
    for (k = 1; k <= 4 * THREADS - 2; k++)
        want += (long)k * (7 * k + 1);
    expect("blocked", blocked_sum(1, 4 * THREADS - 2), want);
    want = 0;
    for (k = 2; k < 9; k++)
        want = want * 3 + k * k;
    expect("single", single_sum(), want);
    expect("guarded", (long)(2 * guarded_sum(THREADS + 5)), (long)THREADS * THREADS);
    copy_out();
    for (t = 0; t < THREADS; t++)
        expect("copied", (long)copied[t], 2 * t + 1);
    upc_barrier;
    w[MYTHREAD] = MYTHREAD;
    sw[MYTHREAD] = 10 * MYTHREAD;
    upc_barrier;
    /* The last element is read after the write. */
    want = 0;
    for (t = 0; t < THREADS; t++)
        want += t == THREADS - 1 ? 1000 : t;
    if (MYTHREAD == THREADS - 1)
        expect("write in loop", write_in_loop(), want);
    upc_barrier;
    w[MYTHREAD] = MYTHREAD;
    upc_barrier;
    want = 0;
    for (t = 0; t < THREADS; t++)
        want += (t == THREADS - 1 ? 2000 : t) + t;
    if (MYTHREAD == THREADS - 1)
        expect("call in loop", call_in_loop(), want);
    upc_barrier;
    w[MYTHREAD] = MYTHREAD;
    upc_barrier;
    expect("strict", strict_sum(), 5L * THREADS * (THREADS - 1));
    want = 0;
    for (t = 0; t < THREADS; t++)
        want = want * 2 + (t + 1) % THREADS;
    expect("rotated", rotated_sum(), want);
    upc_barrier;
    if (MYTHREAD == 0 && !bad)
        printf("gather ok\n");
    upc_barrier;
    return bad;
}

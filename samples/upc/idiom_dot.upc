/* idiom_dot.upc - integer dot products accumulated into a shared scalar under a lock: the whole
   arrays (int, cyclic), a sub-range that is the same columns of every thread's part (long,
   blocked), a sub-range that is not (the loop), `s = s + x[i] * y[i]`, and a floating dot
   product (always the loop). Checked by thread 0 against sequential sums; the results are
   printed so that both backends can be compared. */
#include <stdio.h>
#include <upc.h>

#define B 3

shared int x[6 * THREADS];
shared int y[6 * THREADS];
shared [B] long p[4 * B * THREADS];
shared [B] long q[4 * B * THREADS];
shared double d[4 * THREADS];
shared int si;
shared long sl, sl2;
shared double sd;

int main(void)
{
    int i, errors = 0;
    long want;
    upc_lock_t *lock = upc_all_lock_alloc();

    upc_forall (i = 0; i < 6 * THREADS; i++; &x[i]) {
        x[i] = i % 7 - 3;
        y[i] = 2 * i + 1;
    }
    upc_forall (i = 0; i < 4 * B * THREADS; i++; &p[i]) {
        p[i] = 100000L * i + 17;
        q[i] = i % 5 + 1;
    }
    upc_forall (i = 0; i < 4 * THREADS; i++; &d[i])
        d[i] = 0.5 * i;
    if (MYTHREAD == 0) {
        si = 10;
        sl = -4;
    }
    upc_barrier;

    /* The whole arrays. */
    upc_forall (i = 0; i < 6 * THREADS; i++; &x[i]) {
        upc_lock(lock);
        si += x[i] * y[i];
        upc_unlock(lock);
    }
    /* Blocks THREADS .. 3 * THREADS - 1: the same columns of every row. */
    upc_forall (i = B * THREADS; i < 3 * B * THREADS; i++; &p[i]) {
        upc_lock(lock);
        sl = sl + p[i] * q[i];
        upc_unlock(lock);
    }
    /* A ragged range (on more than one thread): the loop. */
    upc_forall (i = 1; i < 2 * B * THREADS + 1; i++; &p[i]) {
        upc_lock(lock);
        sl2 += p[i] * q[i];
        upc_unlock(lock);
    }
    /* Floating point: the loop (the order of the additions could change the last bits). */
    upc_forall (i = 0; i < 4 * THREADS; i++; &d[i]) {
        upc_lock(lock);
        sd += d[i] * d[i];
        upc_unlock(lock);
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        want = 10;
        for (i = 0; i < 6 * THREADS; i++)
            want += (long)(i % 7 - 3) * (2 * i + 1);
        printf("int dot: %d\n", si);
        errors += si != want;
        want = -4;
        for (i = B * THREADS; i < 3 * B * THREADS; i++)
            want += (100000L * i + 17) * (i % 5 + 1);
        printf("long dot on a patch: %ld\n", sl);
        errors += sl != want;
        want = 0;
        for (i = 1; i < 2 * B * THREADS + 1; i++)
            want += (100000L * i + 17) * (i % 5 + 1);
        printf("long dot on a ragged range: %ld\n", sl2);
        errors += sl2 != want;
        printf("double dot: %.2f\n", sd);
        if (errors)
            printf("FAIL: idiom_dot\n");
        else
            printf("PASS: idiom_dot\n");
    }
    return 0;
}

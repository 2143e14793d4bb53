/* ptr_loop_versioning.upc - loops that index a private pointer-to-shared, p[k]: the translators
   reach this thread's elements through a local pointer (a fast copy of the loop when the whole
   index range stays in p's block, a test per access otherwise). Covers the cases where that
   is right (own block, negative indices, indefinite blocks, structs, compound assignments,
   neighbours p[k+1]) and those where the fast copy must not run: the range crosses into another
   thread's block (forwards and backwards), the pointer points to another thread's data, the
   loop's bound or the pointer itself is changed by a function the body calls, an index with a
   side effect, a cast to another block size. */
#include <stdio.h>
#include <upc.h>

#define B 8
#define ROUNDS 4
#define N (B * ROUNDS * THREADS)

struct pt {
    int x;
    double y;
};

shared [B] int a[N], b[N], c[N], e[N], f[N];
shared [2 * B] int wide[N];
shared [4] struct pt s[4 * THREADS];
shared [] int *shared heads[THREADS];
shared int errs[THREADS];
shared long sums[THREADS];
shared int verdict;

int limit;                      /* a loop bound that a called function changes */
shared [B] int *gp;             /* a pointer that a called function moves */

static int val(long i) { return (int)(3 * i + 1); }

static void grow(void) { limit = B; }

static void move(void) { gp = &f[((MYTHREAD + 1) % THREADS) * B]; }

static struct pt mk(int k)
{
    struct pt r;
    r.x = k;
    r.y = k * 0.5;
    return r;
}

int main(void)
{
    int t = MYTHREAD, next = (MYTHREAD + 1) % THREADS, bad = 0;
    long i, k, j;
    long sum = 0;
    shared [B] int *p;
    shared [] int *h, *other;
    shared [4] struct pt *sp;
    shared [4] int *q4;

    /* 1. own blocks, the whole range in the block: the fast copy */
    for (i = 0; i < ROUNDS; i++) {
        p = &a[(i * THREADS + t) * B];
        for (k = 0; k < B; k++)
            p[k] = val((i * THREADS + t) * B + k);
    }
    /* compound assignments, ++ and a neighbour p[k + 1] in the fast copy */
    p = &a[t * B];
    for (k = 0; k < B; k++) {
        p[k] += 2;
        p[k]++;
    }
    for (k = 0; k < B - 1; k++)
        sum += p[k + 1] - p[k];
    if (sum != 3 * (B - 1))
        bad++;
    for (k = 0; k < B; k++)
        p[k] -= 3;

    /* 2. from the middle of the block past its end: into the next thread's block */
    p = &b[t * B + 2];
    for (k = 0; k < B; k++)
        p[k] = val(t * B + 2 + k) + 7;

    /* 3. negative indices: inside the block but its last element (fast), and the element
       before the block (the previous thread's last one) */
    p = &c[(THREADS + t) * B + 3];
    for (int m = -3; m <= B - 5; m += 1)
        p[m] = val((THREADS + t) * B + 3 + m);
    for (k = -4; k < -3; k++)
        p[k] = -val((THREADS + t) * B + 3 + k);

    /* 4. the loop's bound grows inside the loop (a call): no fast copy */
    p = &e[t * B + 4];
    limit = B - 4;
    for (k = 0; k < limit; k++) {
        p[k] = val(t * B + 4 + k);
        if (k == 0)
            grow();
    }

    /* 5. the pointer is moved by a called function in the middle of the loop */
    gp = &f[t * B];
    for (k = 0; k < B; k++) {
        gp[k] = val(gp == &f[t * B] ? t * B + k : next * B + k);
        if (k == 3)
            move();
    }

    /* 6. indefinite blocks: this thread's heap (local), then the next thread's (remote) */
    h = (shared [] int *)upc_alloc(B * sizeof(int));
    heads[t] = h;
    for (k = 0; k < B; k++)
        h[k] = 100 * t + (int)k;
    upc_barrier;
    other = heads[next];
    sum = 0;
    for (k = 0; k < B; k++)
        sum += other[k];
    if (sum != 100L * next * B + B * (B - 1) / 2)
        bad++;
    upc_barrier;
    for (k = 0; k < B; k++)
        other[k] += 1000;       /* every thread adds to its neighbour's heap */

    /* 7. structs: whole elements stored (fast), members read (generic) */
    sp = &s[t * 4];
    for (k = 0; k < 4; k++)
        sp[k] = mk((int)k + t);
    sum = 0;
    for (k = 0; k < 4; k++)
        sum += sp[k].x;
    if (sum != 4 * t + 6)
        bad++;

    /* 8. an index with a side effect: evaluated once per access */
    p = &a[t * B];
    j = 0;
    sum = 0;
    for (k = 0; k < B; k++)
        sum += p[j++] + p[k] - p[k];
    if (j != B || sum != B * (long)val(t * B) + 3L * B * (B - 1) / 2)
        bad++;

    /* 9. a cast to another block size: [4] over a [16] array reads 4 elements of this thread,
       then 4 that the [4] view puts on the next thread */
    upc_forall (i = 0; i < N; i++; &wide[i])
        wide[i] = val(i);
    upc_barrier;
    q4 = (shared [4] int *)&wide[t * 2 * B];
    sum = 0;
    for (k = 0; k < 8; k++)
        sum += q4[k];
    sums[t] = sum;
    upc_barrier;

    errs[t] = bad;
    upc_barrier;
    if (MYTHREAD == 0) {
        int errors = 0;
        for (i = 0; i < THREADS; i++)
            errors += errs[i];
        for (i = 0; i < N; i++) {
            int want_b = i >= 2 && i < THREADS * B + 2 ? val(i) + 7 : 0;
            int want_c = i >= THREADS * B - 1 && i < 2 * THREADS * B - 1
                             ? (i % B == B - 1 ? -val(i) : val(i)) : 0;
            int want_e = i >= 4 && i < THREADS * B + 4 ? val(i) : 0;
            int want_f = i < THREADS * B ? val(i) : 0;
            if (a[i] != val(i) || b[i] != want_b || c[i] != want_c || e[i] != want_e
                || f[i] != want_f) {
                if (errors < 5)
                    printf("FAIL: ptr_loop_versioning: i=%ld a=%d b=%d (%d) c=%d (%d) e=%d (%d) "
                           "f=%d (%d)\n", i, a[i], b[i], want_b, c[i], want_c, e[i], want_e, f[i],
                           want_f);
                errors++;
            }
        }
        for (i = 0; i < THREADS; i++) {
            shared [] int *hh = heads[i];
            for (k = 0; k < B; k++)
                if (hh[k] != 100 * i + k + 1000) {
                    if (errors < 5)
                        printf("FAIL: ptr_loop_versioning: heap of %ld [%ld] = %d\n", i, k, hh[k]);
                    errors++;
                }
            /* q4 over wide: 4 elements from [t*2B, +4), then 4 of the [4] view's next block */
            long want = 0, first = i * 2 * B;
            for (k = 0; k < 8; k++) {
                long off = k < 4 ? first + k : -1;
                if (k >= 4) {
                    /* the next thread's row, same place: its elements of `wide` */
                    long thr = (i + 1) % THREADS, rounds = (i + 1) / THREADS;
                    long rowpos = (first / (2 * B * THREADS)) * 2 * B + first % (2 * B)
                                  + rounds * 4 + (k - 4);
                    off = (rowpos / (2 * B)) * 2 * B * THREADS + thr * 2 * B + rowpos % (2 * B);
                }
                want += val(off);
            }
            if (sums[i] != want) {
                if (errors < 5)
                    printf("FAIL: ptr_loop_versioning: cast sum of %ld = %ld, want %ld\n", i,
                           sums[i], want);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: ptr_loop_versioning: %d errors\n", errors);
        else
            printf("PASS: ptr_loop_versioning\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

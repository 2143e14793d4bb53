/* dynamic_arrays_scopes.upc - lifetimes of block-scope shared arrays sized at run time: each
   execution of the declaration creates a fresh array (recursion, loops), and every way out of
   the block frees it (end of block, return, break, continue). */
#include <stdio.h>
#include <upc.h>

shared int a[THREADS];                   /* hidden by the local arrays named `a` below */
static int errors;

static void expect(int cond, const char *what, int i)
{
    if (!cond) {
        if (errors < 8)
            printf("FAIL: dynamic_arrays_scopes: %s at %d (thread %d)\n", what, i, MYTHREAD);
        errors++;
    }
}

/* Each level has its own array; the deeper levels do not disturb it. */
static long recurse(int depth)
{
    shared [depth + 1] long a[(depth + 2) * THREADS];
    long n = (depth + 2) * THREADS, sum = 0, deeper = 0;
    int i;

    upc_forall (i = 0; i < n; i++; &a[i])
        a[i] = 1000L * depth + i;
    upc_barrier;
    if (depth > 0)
        deeper = recurse(depth - 1);
    for (i = 0; i < n; i++) {
        expect(a[i] == 1000L * depth + i, "value after the deeper levels", depth);
        sum += a[i];
    }
    upc_barrier;
    return sum + deeper;
}

/* Returns from inside a nested block: both arrays are freed, the value read before. */
static int early_return(int n, int stop)
{
    shared [2] int outer[n * THREADS];
    int i;
    upc_forall (i = 0; i < n * THREADS; i++; &outer[i])
        outer[i] = i;
    upc_barrier;
    for (i = 0; i < n; i++) {
        shared [3] int inner[(i + 1) * THREADS];
        upc_forall (int j = 0; j < (i + 1) * THREADS; j++; &inner[j])
            inner[j] = outer[j % (n * THREADS)] + 1;
        upc_barrier;
        if (i == stop)
            return inner[(i + 1) * THREADS - 1];
        upc_barrier;
    }
    return -1;
}

/* Arrays declared in loop bodies: `continue` and `break` free them. */
static int loops(int n)
{
    int total = 0;
    for (int k = 0; k < n; k++) {
        shared [k] int b[(k + 1) * THREADS];
        upc_forall (int i = 0; i < (k + 1) * THREADS; i++; &b[i])
            b[i] = k;
        upc_barrier;
        if (k % 2 == 1) {
            upc_barrier;
            continue;
        }
        total += b[(k + 1) * THREADS - 1];
        if (k == 4) {
            upc_barrier;
            break;
        }
        upc_barrier;
    }
    int w = 0;
    while (w < 3) {
        shared int c[(w + 2) * THREADS];
        c[MYTHREAD] = w;
        upc_barrier;
        w++;
        switch (w) {
        case 2:
            total += c[THREADS - 1];
            upc_barrier;
            continue;                    /* out of the switch and of the block of `c` */
        default:
            break;                       /* leaves the switch only */
        }
        total += 100 * c[0];
        upc_barrier;
    }
    return total;
}

int main(void)
{
    long want = 0;
    int i, depth;

    a[MYTHREAD] = MYTHREAD;
    for (depth = 0; depth <= 4; depth++)
        for (i = 0; i < (depth + 2) * THREADS; i++)
            want += 1000L * depth + i;
    expect(recurse(4) == want, "sum over the levels", 4);
    for (i = 0; i < 4; i++)
        expect(early_return(4, i) == ((i + 1) * THREADS - 1) % (4 * THREADS) + 1, "early return", i);
    /* k = 0, 2, 4 add k; w = 0 adds 100 * 0, w = 1 adds 1 (then continues), w = 2 adds 200. */
    expect(loops(10) == 0 + 2 + 4 + 0 + 1 + 200, "loops", 0);
    {
        int n = 3;
        shared [n] char a[n * THREADS];  /* hides the file-scope `a` in this block only */
        upc_forall (i = 0; i < n * THREADS; i++; &a[i])
            a[i] = 'x';
        upc_barrier;
        expect(a[n * THREADS - 1] == 'x', "inner a", 0);
    }
    upc_barrier;
    expect(a[MYTHREAD] == MYTHREAD, "file-scope a after the block", MYTHREAD);
    upc_barrier;
    if (errors == 0 && MYTHREAD == 0)
        printf("PASS: dynamic_arrays_scopes on %d threads\n", THREADS);
    return errors != 0;
}

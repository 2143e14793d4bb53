/* Pointers to functions declared without a prototype (`int (*)()`) in shared memory: an
   array of them, one shared pointer and a member of a shared struct, each read and called
   with arguments, copied into private pointers and called again. A function's address is a
   process's own, so each thread calls only the pointers it stored. Thread 0 prints the
   totals. */
#include <upc.h>
#include <stdio.h>

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
static long twice(long x) { return 2 * x; }

struct op {
    int (*f)();
    int id;
};

int (*shared ops[THREADS])();
long (*shared scale)();
shared struct op named[THREADS];
shared int failures[THREADS];
shared int checks[THREADS];

static void check(int ok, const char *what) {
    checks[MYTHREAD] += 1;
    if (!ok) {
        failures[MYTHREAD] += 1;
        printf("thread %d: %s failed\n", MYTHREAD, what);
    }
}

int main(void) {
    int me = MYTHREAD;
    ops[me] = me % 2 ? mul : add;
    named[me].f = me % 2 ? add : mul;
    named[me].id = me;
    if (me == 0)
        scale = twice;
    upc_barrier;
    int expect_op = me % 2 ? 6 * 7 : 6 + 7;
    int expect_named = me % 2 ? 6 + 7 : 6 * 7;
    check(ops[me](6, 7) == expect_op, "ops[me](6, 7)");
    int (*local)() = ops[me];
    check(local(6, 7) == expect_op, "local(6, 7)");
    check(named[me].f(6, 7) == expect_named, "named[me].f(6, 7)");
    struct op copy = named[me];
    check(copy.f(6, 7) == expect_named && copy.id == me, "copy.f(6, 7)");
    if (me == 0) {
        long (*s)() = scale;
        check(s(21L) == 42, "s(21L)");
    }
    upc_barrier;
    if (me == 0) {
        int total = 0, failed = 0;
        for (int t = 0; t < THREADS; t++) {
            total += checks[t];
            failed += failures[t];
        }
        printf("%d checks on %d threads, %d failed\n", total, THREADS, failed);
    }
    return 0;
}

/* Objects holding pointers-to-shared initialised with addresses of shared data, in every
   storage class and scope: file scope, block-scope static (set once, before its first use, and
   kept across calls), automatic; private and shared pointer objects, struct members, arrays of
   them; &x, &a[i], a + i, casts, members of shared structs reached directly and through other
   pointers-to-shared. Each check counts a failure; thread 0 prints the totals. */
#include <upc.h>
#include <stdio.h>

struct node {
    int v;
    shared struct node *next;
    int arr[4];
};

struct holder {
    shared int *p;
    int n;
    shared void *v;
};

shared int x;
shared int a[4 * THREADS];
shared struct node sn, sn2;
shared struct node *gp = &sn;
shared int *fp = &a[3];
static shared int *fsp = a + 2;
struct holder fh = {&x, 7, (shared void *)&a[1]};
shared int *farr[3] = {&x, 0, &a[5]};
shared int failures[THREADS];
shared int checks[THREADS];

static int failed, done;

static void check(int ok, const char *what) {
    done++;
    if (!ok) {
        failed++;
        printf("thread %d: %s failed\n", MYTHREAD, what);
    }
}

/* Block-scope statics: initialised once, their changes kept from call to call. */
static void statics(int call) {
    static shared int *p = &x;
    static shared int *pa = &a[3];
    static shared int *pb = a + 2;
    static shared void *pv = (shared void *)&x;
    static shared int *pm = (shared int *)&sn.v;
    static shared [] int *pe = &sn.arr[2];
    static shared struct node *pn = &sn2;
    static shared int *arr[3] = {&x, NULL, &a[1]};
    static struct holder h = {&a[2], 5, &sn};
    static shared int *shared sp = &a[3];
    static shared int *zero;
    static int counter = 10;
    check(call > 0 || p == &x, "static p = &x");
    check(pa == &a[3] + call, "static pa = &a[3], stepped each call");
    check(pb == &a[2] && upc_threadof(pb) == 2 % THREADS, "static pb = a + 2");
    check(pv == (shared void *)&x, "static pv = (shared void *)&x");
    check(pm == (shared int *)&sn.v, "static pm = &sn.v");
    check(pe == &sn.arr[2] && upc_threadof(pe) == 0, "static pe = &sn.arr[2]");
    check(pn == &sn2, "static pn = &sn2");
    check(arr[0] == &x && arr[1] == NULL && arr[2] == &a[1], "static array of pointers");
    check(h.p == &a[2] && h.n == 5 + call && h.v == (shared void *)&sn, "static struct");
    check(zero == NULL, "static pointer without initialiser");
    check(counter == 10 + call, "static int kept");
    if (MYTHREAD == 0)
        check(sp == &a[3] + call, "static shared pointer object");
    upc_barrier;
    pa++;
    h.n++;
    counter++;
    if (MYTHREAD == 0)
        sp = sp + 1;
    upc_barrier;
}

int main(void) {
    int call;
    if (MYTHREAD == 0) {
        sn.v = 42;
        sn.next = &sn2;
        sn2.v = 43;
        sn.arr[2] = 44;
    }
    upc_barrier;

    /* File scope. */
    check(gp == &sn && fp == &a[3] && fsp == &a[2], "file-scope pointers");
    check(fh.p == &x && fh.n == 7 && fh.v == (shared void *)&a[1], "file-scope struct");
    check(farr[0] == &x && farr[1] == NULL && farr[2] == &a[5], "file-scope array");

    /* Automatic: members reached through other pointers-to-shared. */
    {
        shared int *q = (shared int *)&gp->v;
        shared struct node *np = gp;
        shared [] int *r = &np->arr[2];
        shared int *s = (shared int *)&np->next->v;
        shared int *t = &a[MYTHREAD];
        shared int *list[2] = {&a[MYTHREAD], (shared int *)&gp->next->v};
        struct holder h = {&a[MYTHREAD], MYTHREAD, &np->next};
        check(*q == 42 && *r == 44 && *s == 43, "automatic members through pointers");
        check(upc_threadof(t) == (size_t)MYTHREAD, "automatic &a[MYTHREAD]");
        check(list[0] == t && *list[1] == 43, "automatic array of pointers");
        check(h.p == t && h.n == MYTHREAD && h.v == (shared void *)&sn.next, "automatic struct");
    }

    for (call = 0; call < 3; call++)
        statics(call);

    failures[MYTHREAD] = failed;
    checks[MYTHREAD] = done;
    upc_barrier;
    if (MYTHREAD == 0) {
        int i, f = 0, n = 0;
        for (i = 0; i < THREADS; i++) {
            f += failures[i];
            n += checks[i];
        }
        printf("%d checks on %d threads, %d failed\n", n, THREADS, f);
    }
    return 0;
}

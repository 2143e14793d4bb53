/* Pointers-to-shared, shared-qualified types and null pointer constants (NULL, 0, (void *)0)
   in every place C (C11 6.5, 6.7.9) lets a pointer be an operand, as UPC 1.3 6.4 keeps it:
   conditional, comparison, logical operators, assignment, return, argument, compound literal,
   initialiser list, _Generic, sizeof/_Alignof and casts in both directions. Each check counts
   a failure; thread 0 prints the totals of every thread. */
#include <upc.h>
#include <stdio.h>

struct pair {
    shared int *p;
    shared void *v;
};

shared int x[4 * THREADS];
shared void *gv;
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

static shared int *pick(int c, shared int *p) { return c ? NULL : p; }
static shared int *pick0(int c, shared int *p) { return c ? p : 0; }
static shared int *none(void) { return NULL; }
static shared int *zero(void) { return 0; }
static shared int *from_void(shared void *v) { return v; }
static shared void *to_void(shared int *p) { return p; }
static int is_null(shared int *p) { return p == NULL; }
static int is_null_void(shared void *v) { return !v; }

int main(void) {
    shared int *p = &x[MYTHREAD];
    shared int *q = NULL;
    shared void *v;
    int c = MYTHREAD % 2, t;

    /* Conditional: both orders, every spelling of the null pointer constant. */
    check((c ? NULL : p) == (c ? q : p), "c ? NULL : p");
    check((c ? p : NULL) == (c ? p : q), "c ? p : NULL");
    check((1 ? NULL : p) == NULL, "1 ? NULL : p");
    check((0 ? NULL : p) == p, "0 ? NULL : p");
    check((0 ? 0 : p) == p && (1 ? 0 : p) == NULL, "? 0 : p");
    check((1 ? p : 0) == p && (0 ? p : 0) == NULL, "? p : 0");
    check((0 ? (void *)0 : p) == p && (1 ? (void *)0 : p) == NULL, "? (void *)0 : p");
    check((1 ? p : (void *)0) == p, "? p : (void *)0");
    check(upc_threadof(0 ? NULL : p) == (size_t)MYTHREAD, "upc_threadof(0 ? NULL : p)");
    check((0 ? NULL : p) + 1 == &x[MYTHREAD + 1], "(0 ? NULL : p) + 1");
    check(*(0 ? NULL : &x[4 * THREADS - 1]) == 0, "*(0 ? NULL : &x[...])");
    check((p ? p : 0) == p, "p ? p : 0");
    check((q ? q : 0) == NULL, "q ? q : 0");
    gv = &x[0];
    v = 1 ? gv : p;
    check(v == gv, "? void pointer-to-shared : typed");
    v = 0 ? gv : p;
    check(v == p, "? void : typed (the typed one)");
    v = 1 ? p : gv;
    check(v == p, "? typed : void pointer-to-shared");
    check(upc_phaseof(1 ? p : gv) == 0, "upc_phaseof(? typed : void)");
    check(sizeof(c ? NULL : p) == sizeof(p), "sizeof(c ? NULL : p)");

    /* Comparison and logical operators. */
    check(!(p == NULL) && (q == NULL), "p == NULL");
    check((NULL != p) && !(NULL != q), "NULL != p");
    check(!(p == 0) && (0 == q), "p == 0, 0 == q");
    check(!(p == (void *)0) && ((void *)0 == q), "p == (void *)0");
    check(!!p && !q, "!p");
    check((p && p) && !(p && q) && (p || q) && !(q || q), "&& and ||");
    t = 0;
    if (p)
        t++;
    if (!q)
        t++;
    while (q)
        t = 100;
    check(t == 2, "if (p), while (q)");
    check((p != NULL) + (q != NULL) == 1, "!= NULL as int");

    /* Assignment. */
    q = p;
    q = NULL;
    check(q == NULL, "q = NULL");
    q = p;
    q = 0;
    check(q == NULL, "q = 0");
    q = p;
    q = (void *)0;
    check(q == NULL, "q = (void *)0");
    v = p;
    q = v;
    check(q == p, "v = p; q = v");
    v = NULL;
    check(v == NULL && is_null_void(v), "v = NULL");

    /* Return and argument. */
    check(pick(1, p) == NULL && pick(0, p) == p, "return c ? NULL : p");
    check(pick0(0, p) == NULL && pick0(1, p) == p, "return c ? p : 0");
    check(none() == NULL && zero() == 0, "return NULL, return 0");
    check(from_void(p) == p && to_void(p) == p, "return through shared void *");
    check(is_null(NULL) && is_null(0) && is_null((void *)0) && !is_null(p), "argument NULL/0");
    check(is_null_void(NULL) && !is_null_void(p), "argument to shared void *");
    check(is_null(c ? NULL : q) == (c || q == NULL), "argument c ? NULL : q");

    /* Initialiser lists and compound literals. */
    {
        shared int *arr[3] = {NULL, p, 0};
        struct pair s = {p, NULL};
        struct pair z = {0};
        struct pair d = {.v = p, .p = (void *)0};
        shared int **pp = (shared int *[]){0, NULL, p};
        struct pair lit = (struct pair){.p = c ? NULL : p, .v = 0};
        check(arr[0] == NULL && arr[1] == p && arr[2] == NULL, "array initialiser");
        check(s.p == p && s.v == NULL, "struct initialiser");
        check(z.p == NULL && z.v == NULL, "struct {0}");
        check(d.p == NULL && d.v == p, "designated initialiser");
        check(pp[0] == NULL && pp[1] == NULL && pp[2] == p, "compound literal array");
        check(lit.p == (c ? NULL : p) && lit.v == NULL, "compound literal struct");
    }

    /* _Generic, sizeof, _Alignof. */
    check(_Generic(c ? NULL : p, shared int *: 1, default: 0), "_Generic(c ? NULL : p)");
    check(_Generic(0 ? p : gv, shared void *: 1, default: 0), "_Generic(? typed : void)");
    check(_Generic(p, shared int *: 1, int *: 2, default: 0) == 1, "_Generic(p)");
    check(sizeof(shared int *) == sizeof p && sizeof(shared void *) == sizeof v, "sizeof");
    check(_Alignof(shared int *) == _Alignof(shared void *), "_Alignof");
    check(sizeof(x[0]) == sizeof(int) && sizeof(shared int) == sizeof(int), "sizeof(shared int)");

    /* Casts in both directions. */
    check((shared int *)NULL == NULL && (shared int *)0 == 0, "(shared int *)NULL");
    check((shared void *)p == p && (shared int *)(shared void *)p == p, "via shared void *");
    check((shared int *)v == NULL, "(shared int *)v");
    *(int *)p = MYTHREAD + 5;
    check(x[MYTHREAD] == MYTHREAD + 5, "(int *)p of the own element");
    check((int *)(shared int *)NULL == NULL, "(int *)NULL pointer-to-shared");

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

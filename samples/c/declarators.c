/* declarators.c - every shape of C declarator: pointers, arrays, functions and their combinations, qualifiers, abstract declarators, VLAs, restrict and inline. */
#include <stdio.h>
#include <string.h>

static int row0[3] = { 1, 2, 3 };
static int row1[3] = { 4, 5, 6 };

/* a function returning a pointer to an array of 3 ints */
static int (*pick_row(int which))[3]
{
    return which ? &row1 : &row0;
}

/* a pointer to such a function, and an array of two of them */
static int (*(*picker)(int))[3] = pick_row;
static int (*(*pickers[2])(int))[3] = { pick_row, pick_row };

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

/* a function returning a pointer to a function taking two ints */
static int (*op_for(char c))(int, int)
{
    switch (c) {
    case '+': return add;
    case '-': return sub;
    default: return mul;
    }
}

typedef int binop(int, int);          /* a function type */
typedef binop *binop_ptr;

/* a parameter declared as a function: adjusted to a pointer */
static int apply(binop f, int a, int b) { return f(a, b); }

/* restrict-qualified pointers and an array parameter with static and qualifiers */
static void scale(int n, double *restrict dst, const double *restrict src, double k)
{
    int i;
    for (i = 0; i < n; i++)
        dst[i] = k * src[i];
}
static int sum4(const int v[static 4]) { return v[0] + v[1] + v[2] + v[3]; }
static int first(int v[const]) { return v[0]; }

/* a VLA parameter and a pointer to a VLA row */
static long trace(int n, int m[n][n])
{
    long t = 0;
    int i;
    int (*r)[n] = m;
    for (i = 0; i < n; i++)
        t += r[i][i];
    return t;
}

static inline int square(int x) { return x * x; }

int main(void)
{
    int i, n = 4;
    int *p, **pp, *const cp = &row0[1];
    const int *pc = &row1[2];
    int *ap[3], (*pa)[3] = &row1;
    char *(*(*fnp)(void));            /* pointer to function returning pointer to pointer to char */
    char *(words[2]) = { "alpha", "beta" };
    char **w = words;
    double src[3] = { 1.0, 2.5, -4.0 }, dst[3];
    int m[n][n];                      /* a VLA */
    binop_ptr ops[3] = { add, sub, mul };
    volatile int vol = 9;
    int const *volatile qp = &row0[0];

    p = &row0[2];
    pp = &p;
    for (i = 0; i < 3; i++)
        ap[i] = &row0[i];
    fnp = 0;
    printf("row via function: %d %d\n", (*pick_row(1))[0], (*picker(0))[2]);
    printf("array of pointers to functions: %d\n", (*pickers[1](1))[1]);
    printf("returned function: %d %d %d\n", op_for('+')(6, 3), op_for('-')(6, 3), op_for('*')(6, 3));
    printf("apply: %d, table: %d %d %d\n", apply(add, 2, 3), ops[0](8, 2), ops[1](8, 2), (*ops[2])(8, 2));
    printf("pointers: %d %d %d %d %d\n", **pp, *cp, *pc, *ap[1], (*pa)[2]);
    printf("words: %s %s %d\n", w[0], *(w + 1), fnp == 0);
    scale(3, dst, src, 2.0);
    printf("scaled: %g %g %g\n", dst[0], dst[1], dst[2]);
    printf("static array param: %d, const array param: %d\n", sum4((int[]){ 1, 2, 3, 4 }), first(row1));
    for (i = 0; i < n * n; i++)
        m[i / n][i % n] = i;
    printf("vla: sizeof %d, trace %ld\n", (int)sizeof m, trace(n, m));
    printf("abstract declarators: %d %d %d\n", sizeof(int (*)[3]) == sizeof(int *),
           sizeof(int *[3]) == 3 * sizeof(int *), sizeof(int (*(*)(int))[3]) == sizeof(picker));
    printf("inline %d, volatile %d, qualified pointer %d\n", square(7), vol, *qp);
    printf("cast to pointer to array: %d\n", (*(int (*)[3])row1)[1]);
    printf("strlen through pointer to function: %d\n", (int)(*(size_t (*)(const char *))strlen)("declarators"));
    return 0;
}

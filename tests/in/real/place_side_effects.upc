/* Shared places whose subscripts or pointers have side effects, updated with compound
   assignments and increments: each subscript and pointer is evaluated once. */
#include <upc.h>
#include <stdio.h>

struct S {
    int a[4];
    int b;
};

shared struct S s;
shared struct S sa[3 * THREADS];
shared int g[8 * THREADS];
shared struct S whole;

static int calls;

static int next(int k) {
    calls++;
    return k;
}

static shared struct S *pick(int k) {
    calls++;
    return &sa[k];
}

static struct S make(int v) {
    struct S r = {{v, v + 1, v + 2, v + 3}, v + 4};
    calls++;
    return r;
}

int main(void) {
    if (MYTHREAD == 0) {
        int i = 0, j = 0, k;
        shared int *p = &g[1];
        struct S loc = {{1, 2, 3, 4}, 5};
        for (k = 0; k < 4; k++)
            s.a[k] = 10 * (k + 1);
        for (k = 0; k < 8 * THREADS; k++)
            g[k] = k;
        for (k = 0; k < 3 * THREADS; k++)
            sa[k].b = k;
        s.a[i++] += 5;
        s.a[i++]++;
        --s.a[i++];
        g[next(2)] += 100;
        g[next(3)]++;
        *(p + j++) *= 7;
        *(p++) -= 1;
        sa[j++].b *= 3;
        pick(2)->b += 50;
        pick(1)->a[i++] = 9;
        pick(1)->a[next(0)] += 4;
        whole = loc;
        sa[0] = make(20);
        printf("i %d j %d calls %d\n", i, j, calls);
        printf("s %d %d %d %d\n", s.a[0], s.a[1], s.a[2], s.a[3]);
        printf("g %d %d %d %d p-g %d\n", g[1], g[2], g[3], g[4], (int)(p - &g[0]));
        printf("sa %d %d %d %d %d\n", sa[0].b, sa[1].b, sa[2].b, sa[1].a[3], sa[1].a[0]);
        printf("whole %d %d sa0 %d %d\n", whole.a[3], whole.b, sa[0].a[0], sa[0].b);
    }
    upc_barrier;
    return 0;
}

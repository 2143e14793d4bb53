/* Places whose subscripts read shared data, updated in place (`op=`, `++`): the subscript is
   read once per update, under both backends. */
#include <upc.h>
#include <stdio.h>

struct S {
    int m[4];
    int b;
};

shared int sharedindex[THREADS];
shared struct S s[THREADS];
shared struct S sa[4 * THREADS];

int main(void) {
    sharedindex[MYTHREAD] = (MYTHREAD + 1) % 4;
    for (int k = 0; k < 4; k++) {
        s[MYTHREAD].m[k] = 10 * k;
        sa[4 * MYTHREAD + k].b = k;
    }
    upc_barrier;
    s[MYTHREAD].m[sharedindex[MYTHREAD]] += 5;
    sa[4 * MYTHREAD + sharedindex[MYTHREAD]].b++;
    upc_barrier;
    if (MYTHREAD == THREADS - 1) {
        int t = MYTHREAD, j = (t + 1) % 4;
        printf("m %d %d %d %d b %d %d %d %d (%d)\n", s[t].m[0], s[t].m[1], s[t].m[2], s[t].m[3],
               sa[4 * t].b, sa[4 * t + 1].b, sa[4 * t + 2].b, sa[4 * t + 3].b, j);
    }
    return 0;
}

/* a comment about shared data */
#include <upc.h>
#include "count_in.h"
#define N 4
shared int a[N * THREADS];
shared [2] double *p, q[THREADS];

int main(void)
{
    int i, s = 0;
    const char *m = "shared in a string";
    for (i = 0; i < N; i++)
        s += i;
    a[MYTHREAD] = s;
    total += s;
    s = q[0] +
        1;
    return p == 0 && m;
}

/* A private lvalue holding a pointer-to-shared, updated by ++, --, += and -= through a
   subscript or a pointer with side effects: the lvalue is evaluated once. */
#include <upc.h>
#include <stdio.h>

shared int a[10 * THREADS];
static int calls;

static int next(int k)
{
    calls++;
    return k;
}

int main(void)
{
    shared int *ptrs[4];
    shared int **pp = &ptrs[0];
    shared int *old;
    int i;
    for (i = 0; i < 4; i++)
        ptrs[i] = &a[i];
    i = 0;
    ptrs[i++]++;
    ptrs[i++] += 3;
    ptrs[next(2)]--;
    old = ptrs[next(3)]++;
    ptrs[next(0)] -= 1;
    (*pp++)++;
    if (MYTHREAD == 0)
        printf("i %d calls %d at %d %d %d %d old %d pp %d\n", i, calls, (int)(ptrs[0] - &a[0]),
               (int)(ptrs[1] - &a[0]), (int)(ptrs[2] - &a[0]), (int)(ptrs[3] - &a[0]),
               (int)(old - &a[0]), (int)(pp - &ptrs[0]));
    return 0;
}

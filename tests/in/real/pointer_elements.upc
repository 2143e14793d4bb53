/* Shared arrays whose elements are private pointers to arrays and to functions, relaxed and
   strict: under --to ga their getters and setters return such pointers, a type C spells
   around the function's name (`int (*row_of_get(long i))[3]`). Each thread stores pointers
   to its own data and calls through them. */
#include <upc.h>
#include <stdio.h>

static int rows[2][3];

static int scale(int x)
{
    return x * (MYTHREAD + 2);
}

int (*shared row_of[THREADS])[3];
int (*strict shared strict_row_of[THREADS])[3];
int (*shared fn_of[THREADS])(int);
int (*strict shared strict_fn_of[THREADS])(int);
shared int result[THREADS];

int main(void)
{
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            rows[i][j] = 10 * i + j + MYTHREAD;
    row_of[MYTHREAD] = &rows[1];
    strict_row_of[MYTHREAD] = &rows[0];
    fn_of[MYTHREAD] = scale;
    strict_fn_of[MYTHREAD] = scale;
    int (*r)[3] = row_of[MYTHREAD];
    int (*s)[3] = strict_row_of[MYTHREAD];
    result[MYTHREAD] = fn_of[MYTHREAD]((*r)[2]) + strict_fn_of[MYTHREAD](s[0][1]);
    upc_barrier;
    if (MYTHREAD == 0)
        for (int t = 0; t < THREADS; t++)
            printf("thread %d: %d\n", t, result[t]);
    return 0;
}

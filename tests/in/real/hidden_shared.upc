/* Private objects that hide shared objects of the same name declared in an enclosing scope
   (a function's static shared object, a file-scope one): each name means the innermost
   declaration. */
#include <upc.h>
#include <stdio.h>

shared int total;
shared [2] int cells[2 * THREADS];

static int sum_private(int n) {
    int total = 0; /* hides the file-scope shared `total` */
    for (int cells = 0; cells < n; cells++) /* hides `cells` */
        total += cells;
    return total;
}

int main(void) {
    static shared int x;
    static shared int y[THREADS];
    if (MYTHREAD == 0) {
        x = 7;
        total = 0;
    }
    y[MYTHREAD] = 10 * MYTHREAD;
    cells[2 * MYTHREAD] = MYTHREAD;
    cells[2 * MYTHREAD + 1] = -MYTHREAD;
    upc_barrier;
    {
        int x = 5; /* hides the static shared `x` */
        x++;
        x += 10;
        int y = x * 2; /* hides `y` */
        if (MYTHREAD == 0)
            printf("inner x %d y %d\n", x, y);
        {
            static shared int x; /* hides the private `x` in turn */
            if (MYTHREAD == 0)
                x = 40;
            upc_barrier;
            if (MYTHREAD == 0)
                printf("innermost x %d\n", x + 2);
        }
        if (MYTHREAD == 0)
            printf("inner again x %d\n", x);
    }
    upc_lock_t *l = upc_all_lock_alloc();
    upc_lock(l);
    total += y[(MYTHREAD + 1) % THREADS] + sum_private(4);
    upc_unlock(l);
    upc_barrier;
    if (MYTHREAD == 0) {
        int want = 0;
        for (int t = 0; t < THREADS; t++)
            want += 10 * t + 6;
        printf("outer x %d total %s cells %d\n", x, total == want ? "ok" : "wrong",
               cells[2 * (THREADS - 1) + 1]);
    }
    return 0;
}

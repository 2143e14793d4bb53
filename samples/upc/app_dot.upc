/* app_dot.upc - dot product: local partial sums over owned elements, combined in a shared array
   and summed by thread 0. */
#include <stdio.h>
#include <upc.h>

#define N 1000
shared double x[N * THREADS], y[N * THREADS];
shared double partial[THREADS];

int main(void)
{
    int i;
    double s = 0.0;
    upc_forall (i = 0; i < N * THREADS; i++; &x[i]) {
        x[i] = 1.0 / (i + 1);
        y[i] = i + 1;
    }
    upc_barrier;
    upc_forall (i = 0; i < N * THREADS; i++; &x[i])
        s += x[i] * y[i];
    partial[MYTHREAD] = s;
    upc_barrier;
    if (MYTHREAD == 0) {
        double dot = 0.0;
        for (i = 0; i < THREADS; i++)
            dot += partial[i];
        if (dot < N * THREADS - 1e-6 || dot > N * THREADS + 1e-6) {
            printf("FAIL: app_dot: %f\n", dot);
            return 1;
        }
        printf("PASS: app_dot\n");
    }
    return 0;
}

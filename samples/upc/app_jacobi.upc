/* app_jacobi.upc - 1-D heat equation with Jacobi iterations: each thread owns a block of the
   rod and reads its neighbours' boundary cells; the result is checked against a sequential run. */
#include <math.h>
#include <stdio.h>
#include <upc.h>

#define B 32
#define STEPS 50
shared [B] double u[B * THREADS];
shared [B] double un[B * THREADS];

int main(void)
{
    int i, s, n = B * THREADS, errors = 0;
    upc_forall (i = 0; i < n; i++; &u[i])
        u[i] = (i == n / 2) ? 100.0 : 0.0;
    upc_barrier;
    for (s = 0; s < STEPS; s++) {
        upc_forall (i = 0; i < n; i++; &un[i]) {
            double left = i > 0 ? u[i - 1] : 0.0;
            double right = i < n - 1 ? u[i + 1] : 0.0;
            un[i] = u[i] + 0.25 * (left - 2.0 * u[i] + right);
        }
        upc_barrier;
        upc_forall (i = 0; i < n; i++; &u[i])
            u[i] = un[i];
        upc_barrier;
    }
    if (MYTHREAD == 0) {
        static double a[B * 64], b[B * 64];
        for (i = 0; i < n; i++)
            a[i] = (i == n / 2) ? 100.0 : 0.0;
        for (s = 0; s < STEPS; s++) {
            for (i = 0; i < n; i++)
                b[i] = a[i] + 0.25 * ((i > 0 ? a[i - 1] : 0.0) - 2.0 * a[i] + (i < n - 1 ? a[i + 1] : 0.0));
            for (i = 0; i < n; i++)
                a[i] = b[i];
        }
        for (i = 0; i < n; i++)
            if (fabs(a[i] - u[i]) > 1e-12)
                errors++;
        if (errors) {
            printf("FAIL: app_jacobi: %d errors\n", errors);
            return 1;
        }
        printf("PASS: app_jacobi\n");
    }
    return 0;
}

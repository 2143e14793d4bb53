#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
/* app_jacobi.upc - 1-D heat equation by Jacobi iterations: each thread owns a block of the rod, exchanges ghost cells with its neighbours by upc_memput, and the result is checked against a sequential run. */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <upcr_lib.h>
#include <inttypes.h>
upcr_shared_ptr_t u;
/* my left neighbour's last point, put there by it */
upcr_pshared_ptr_t ghost_lo;
/* my right neighbour's first point */
upcr_pshared_ptr_t ghost_hi;
upcr_pshared_ptr_t verdict;
static double step(double l, double c, double r) {
    return c + 0.25 * (l - 2.0 * c + r);
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i, it, errors = 0;
    double mine[16], next[16];
    /* my block, through a local pointer */
    double *cells = (double *)upcr_shared_to_local(upcr_add_shared(u, sizeof(double), 16 * ((int)upcr_mythread()), 16));
    for (i = 0; i < 16; i++)
        cells[i] = 0.0;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (it = 0; it < 60; it++) {
        /* ghost exchange: put my edge values into my neighbours' ghost cells */
        if (((int)upcr_mythread()) > 0)
            upcr_memput(upcr_pshared_to_shared(upcr_add_pshared1(ghost_hi, sizeof(double), ((int)upcr_mythread()) - 1)), &cells[0], sizeof(double));
        else
            upcr_put_pshared_doubleval(ghost_lo, 0, 1.0);
        if (((int)upcr_mythread()) < ((int)upcr_threads()) - 1)
            upcr_memput(upcr_pshared_to_shared(upcr_add_pshared1(ghost_lo, sizeof(double), ((int)upcr_mythread()) + 1)), &cells[16 - 1], sizeof(double));
        else
            upcr_put_pshared_doubleval(upcr_add_pshared1(ghost_hi, sizeof(double), ((int)upcr_threads()) - 1), 0, 0.0);
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        for (i = 0; i < 16; i++)
            mine[i] = cells[i];
        for (i = 0; i < 16; i++) {
            double l = i == 0 ? upcr_get_pshared_doubleval(upcr_add_pshared1(ghost_lo, sizeof(double), ((int)upcr_mythread())), 0) : mine[i - 1];
            double r = i == 16 - 1 ? upcr_get_pshared_doubleval(upcr_add_pshared1(ghost_hi, sizeof(double), ((int)upcr_mythread())), 0) : mine[i + 1];
            next[i] = step(l, mine[i], r);
        }
        /* the ghosts have been read before they are overwritten */
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        for (i = 0; i < 16; i++)
            cells[i] = next[i];
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int n = 16 * ((int)upcr_threads());
        double *seq = malloc(n * sizeof *seq), *tmp = malloc(n * sizeof *tmp);
        if (seq == (void *)0 || tmp == (void *)0) {
            printf("FAIL: app_jacobi: out of memory\n");
            errors++;
        } else {
            for (i = 0; i < n; i++)
                seq[i] = 0.0;
            for (it = 0; it < 60; it++) {
                for (i = 0; i < n; i++)
                    tmp[i] = step(i == 0 ? 1.0 : seq[i - 1], seq[i], i == n - 1 ? 0.0 : seq[i + 1]);
                for (i = 0; i < n; i++)
                    seq[i] = tmp[i];
            }
            for (i = 0; i < n; i++)
                if (fabs(upcr_get_shared_doubleval(upcr_add_shared(u, sizeof(double), i, 16), 0) - seq[i]) > 1e-12) {
                    if (errors < 5)
                        printf("FAIL: app_jacobi: u[%d] = %.15f, sequential %.15f\n", i, upcr_get_shared_doubleval(upcr_add_shared(u, sizeof(double), i, 16), 0), seq[i]);
                    errors++;
                }
            if (upcr_get_shared_doubleval(u, 0) <= upcr_get_shared_doubleval(upcr_add_shared(u, sizeof(double), n - 1, 16), 0))
                /* heat flows in from the left */
                errors++;
        }
        free(seq);
        free(tmp);
        if (errors)
            printf("FAIL: app_jacobi: %d errors\n", errors);
        else
            printf("PASS: app_jacobi\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_app_jacobi(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &ghost_lo, sizeof(double), ((int)upcr_threads()), 0, sizeof(double), "ghost_lo", "shared double [1 * THREADS]" },
        { &ghost_hi, sizeof(double), ((int)upcr_threads()), 0, sizeof(double), "ghost_hi", "shared double [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &u, 16 * sizeof(double), (16 * ((int)upcr_threads()) + 16 - 1) / 16, 0, sizeof(double), "u", "shared [16] double [16 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_app_jacobi_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_app_jacobi;

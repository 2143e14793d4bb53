/* test_nonblocking.c - explicit- and implicit-handle transfers between threads. */
#include <string.h>
#include "harness.h"

enum { N = 512 };

static int test_main(int argc, char **argv)
{
    upcr_thread_t me = upcr_mythread(), t = upcr_threads(), next = (me + 1) % t;
    upcr_shared_ptr_t a = upcr_all_alloc(t, N * sizeof(double));
    upcr_shared_ptr_t b = upcr_all_alloc(t, N * sizeof(double));
    static double mine[N], back[N];
    upcr_handle_t h[2];
    (void)argc;
    (void)argv;
    for (int i = 0; i < N; i++)
        mine[i] = me * 1000.0 + i;
    /* Explicit handles: put my row into the next thread's part of a, then read it back. */
    h[0] = upcr_nb_memput(upcr_add_shared(a, sizeof(double), (ptrdiff_t)next * N, N), mine, sizeof mine);
    upcr_wait_syncnb(h[0]);
    upcr_barrier(1, 0);
    h[0] = upcr_get_nb_shared(back, upcr_add_shared(a, sizeof(double), (ptrdiff_t)me * N, N), 0, sizeof back);
    h[1] = UPCR_INVALID_HANDLE;
    while (!upcr_try_syncnb_all(h, 2))
        ;
    for (int i = 0; i < N; i++)
        CHECK(back[i] == ((me + t - 1) % t) * 1000.0 + i, "explicit-handle put/get");
    /* Implicit handles. */
    upcr_nbi_memput(upcr_add_shared(b, sizeof(double), (ptrdiff_t)next * N, N), mine, sizeof mine);
    upcr_wait_syncnbi_puts();
    upcr_barrier(2, 0);
    memset(back, 0, sizeof back);
    upcr_get_nbi_shared(back, upcr_add_shared(b, sizeof(double), (ptrdiff_t)me * N, N), 0, sizeof back);
    upcr_wait_syncnbi_all();
    for (int i = 0; i < N; i++)
        CHECK(back[i] == ((me + t - 1) % t) * 1000.0 + i, "implicit-handle put/get");
    upcr_barrier(3, 0);
    if (failures)
        return 1;
    if (me == 0)
        printf("PASS: non-blocking transfers on %u threads\n", (unsigned)t);
    return 0;
}

int main(int argc, char **argv)
{
    return run_upc_program(argc, argv, 0, 0, test_main, 8 << 20);
}

/* mem_nb.upc - non-blocking transfers of <upc_nb.h>: explicit handles with upc_sync and
   upc_sync_attempt, implicit ones with upc_synci. */
#include <stdio.h>
#include <upc.h>
#include <upc_nb.h>

#define N 64
shared [N] double a[N * THREADS];
shared [N] double b[N * THREADS];

int main(void)
{
    int i, errors = 0;
    double local[N], back[N];
    int next = (MYTHREAD + 1) % THREADS;
    upc_handle_t h;
    for (i = 0; i < N; i++)
        local[i] = MYTHREAD + i / 64.0;
    h = upc_memput_nb(&a[MYTHREAD * N], local, sizeof local);
    upc_sync(h);
    upc_barrier;
    h = upc_memcpy_nb(&b[MYTHREAD * N], &a[next * N], sizeof local);
    while (!upc_sync_attempt(h))
        ;
    upc_memget_nbi(back, &b[MYTHREAD * N], sizeof back);
    upc_synci();
    for (i = 0; i < N; i++)
        if (back[i] != next + i / 64.0)
            errors++;
    upc_barrier;
    upc_memset_nbi(&b[MYTHREAD * N], 0, sizeof back);
    upc_synci();
    if (b[MYTHREAD * N] != 0.0)
        errors++;
    if (errors) {
        printf("FAIL: mem_nb: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: mem_nb\n");
    return 0;
}

/* mem_copy.upc - upc_memcpy between shared blocks of different threads, upc_memget into local
   memory, upc_memput from local memory, upc_memset. */
#include <stdio.h>
#include <string.h>
#include <upc.h>

#define N 32
shared [N] int src[N * THREADS];
shared [N] int dst[N * THREADS];
shared [N] char bytes[N * THREADS];

int main(void)
{
    int i, errors = 0, buf[N];
    int next = (MYTHREAD + 1) % THREADS;
    for (i = 0; i < N; i++)
        buf[i] = MYTHREAD * 1000 + i;
    upc_memput(&src[MYTHREAD * N], buf, sizeof buf);
    upc_memset(&bytes[MYTHREAD * N], 'a' + MYTHREAD % 26, N);
    upc_barrier;
    upc_memcpy(&dst[MYTHREAD * N], &src[next * N], N * sizeof(int));
    upc_barrier;
    memset(buf, 0, sizeof buf);
    upc_memget(buf, &dst[MYTHREAD * N], sizeof buf);
    for (i = 0; i < N; i++) {
        if (buf[i] != next * 1000 + i)
            errors++;
        if (bytes[next * N + i] != 'a' + next % 26)
            errors++;
    }
    if (errors) {
        printf("FAIL: mem_copy: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: mem_copy\n");
    return 0;
}

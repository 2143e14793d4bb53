/* header_strict.upc - including upc_strict.h makes the file's shared accesses strict; upc_fence
   orders relaxed accesses explicitly. */
#include <stdio.h>
#include <upc_strict.h>

shared int mailbox[THREADS];
relaxed shared int payload[THREADS];

int main(void)
{
    int next = (MYTHREAD + 1) % THREADS;
    payload[next] = MYTHREAD + 1;
    upc_fence;
    mailbox[next] = 1;
    while (mailbox[MYTHREAD] == 0)
        ;
    if (payload[MYTHREAD] != (MYTHREAD + THREADS - 1) % THREADS + 1) {
        printf("FAIL: header_strict on thread %d\n", MYTHREAD);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: header_strict\n");
    return 0;
}

/* notify_wait.upc - split-phase barriers: local work between upc_notify and upc_wait, with and
   without ids. */
#include <stdio.h>
#include <upc.h>

shared int posted[THREADS];

int main(void)
{
    int i, errors = 0;
    long local = 0;
    posted[MYTHREAD] = MYTHREAD + 1;
    upc_notify;
    for (i = 0; i < 1000; i++)
        local += i;
    upc_wait;
    for (i = 0; i < THREADS; i++)
        if (posted[i] != i + 1)
            errors++;
    upc_notify 7;
    upc_wait 7;
    if (local != 499500)
        errors++;
    if (errors) {
        printf("FAIL: notify_wait: %d errors\n", errors);
        return 1;
    }
    if (MYTHREAD == 0)
        printf("PASS: notify_wait\n");
    return 0;
}

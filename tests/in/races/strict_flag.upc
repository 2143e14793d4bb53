/* strict_flag.upc - race-free: data handed from thread 0 to thread 1 through a strict flag. */
#include <upc.h>
#include <stdio.h>

strict shared int flag;
shared int data;
shared int seen;

int main(void)
{
    if (MYTHREAD == 0)
        flag = 0;
    upc_barrier;
    if (THREADS > 1) {
        if (MYTHREAD == 0) {
            data = 42;
            flag = 1;
        } else if (MYTHREAD == 1) {
            while (!flag)
                ;
            seen = data;
        }
    } else {
        seen = 42;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("seen %d\n", seen);
    return 0;
}

/* fence_flag.upc - race-free: data handed from thread 0 to thread 1 with a upc_fence after the
   relaxed writes and one before the relaxed reads, through a strict flag (the fences order each
   thread's relaxed accesses with the flag's strict write and read). */
#include <upc.h>
#include <stdio.h>

strict shared int flag;
shared int data[2];
shared int seen;

int main(void)
{
    if (MYTHREAD == 0)
        flag = 0;
    upc_barrier;
    if (THREADS > 1) {
        if (MYTHREAD == 0) {
            data[0] = 40;
            data[1] = 2;
            upc_fence;
            flag = 1;
        } else if (MYTHREAD == 1) {
            while (!flag)
                ;
            upc_fence;
            seen = data[0] + data[1];
        }
    } else {
        seen = 42;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("seen %d\n", seen);
    return 0;
}

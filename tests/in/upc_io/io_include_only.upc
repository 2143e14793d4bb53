/* A program that includes upc_io.h and calls none of it (many public programs do). */
#include <upc.h>
#include <upc_io.h>
#include <stdio.h>

shared int counts[THREADS];

int main(void)
{
    upc_off_t offset = 0;
    counts[MYTHREAD] = MYTHREAD + 1;
    upc_barrier;
    if (MYTHREAD == 0) {
        int sum = 0;
        for (int i = 0; i < THREADS; i++)
            sum += counts[i];
        offset = sum;
        printf(sum == THREADS * (THREADS + 1) / 2 && offset == sum ? "PASS: io_include_only\n"
                                                                     : "FAIL: io_include_only\n");
    }
    return 0;
}

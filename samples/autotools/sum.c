/* sum.c - UPC in a .c file, as upcc reads it: this thread's part of 1..n. */
#include "sum.h"

long sum_mine(int n)
{
    long mine = 0;
    for (int i = MYTHREAD; i < n; i += THREADS)
        mine += i + 1;
    return mine;
}

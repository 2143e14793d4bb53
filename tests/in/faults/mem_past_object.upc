/* A upc_mem* transfer through a pointer that stays inside thread 1's part of the shared
   segment but runs past the object it points into (`a` holds one int per thread), without
   --checks: every backend reports it at the call's line, once. argv[1] names the call. */
#include <upc.h>
#include <upc_nb.h>
#include <stdio.h>
#include <string.h>

shared int a[THREADS];
shared [64] int big[64 * THREADS];

int main(int argc, char **argv)
{
    int buf[64] = { 0 };
    const char *call = argc > 1 ? argv[1] : "memget";
    upc_barrier;
    if (MYTHREAD == 0) {
        if (!strcmp(call, "memget"))
            upc_memget(buf, &a[1], sizeof buf);
        else if (!strcmp(call, "memput"))
            upc_memput(&a[1], buf, sizeof buf);
        else if (!strcmp(call, "memcpy"))
            upc_memcpy(&big[64], &a[1], sizeof buf);
        else if (!strcmp(call, "memset"))
            upc_memset(&a[1], 0, sizeof buf);
        else if (!strcmp(call, "memget_nb"))
            upc_sync(upc_memget_nb(buf, &a[1], sizeof buf));
        else if (!strcmp(call, "memput_nbi")) {
            upc_memput_nbi(&a[1], buf, sizeof buf);
            upc_synci();
        }
    }
    upc_barrier;
    printf("thread %d: %d\n", MYTHREAD, buf[0]);
    return 0;
}

/* Each thread prints the runtimes' watchdog variable as its process sees it: `run` passes it
   on under both MPIs. */
#include <upc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    const char *limit = getenv("UPC_WATCHDOG_SECONDS");
    upc_barrier;
    printf("thread %d of %d: watchdog %s\n", MYTHREAD, THREADS, limit ? limit : "unset");
    return 0;
}

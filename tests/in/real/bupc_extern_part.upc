/* The UPC part of bupc_extern_main.c's program. */
#include <upc.h>
#include <bupc_extern.h>
#include <stdio.h>
#include <string.h>

/* Shared data with an initialiser: bupc_init runs the files' start-up. */
shared int base = 5;

/* The sum of every thread's int of the bupc_extern_all_alloc object whose local part on this
   thread is mine, plus base. */
long part_sum(int *mine)
{
    shared int *all = bupc_local_to_shared(mine, 0, 0);
    long s = base;
    for (int i = 0; i < THREADS; i++)
        s += all[i];
    return s;
}

/* Whether own, the local address of a bupc_extern_alloc object of this thread, is this
   thread's shared data holding "thread MYTHREAD". */
int part_check(void *own)
{
    shared char *p = bupc_local_to_shared(own, MYTHREAD, 0);
    char want[32], got[32];
    snprintf(want, sizeof want, "thread %d", MYTHREAD);
    upc_memget(got, p, sizeof got);
    /* bupc_extern.h's functions from UPC code too. */
    return upc_threadof(p) == (size_t)MYTHREAD && strcmp(got, want) == 0 &&
           bupc_extern_mythread() == MYTHREAD && bupc_extern_threads() == THREADS;
}

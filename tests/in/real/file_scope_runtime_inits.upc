/* File-scope private variables whose initial values only the running program knows (the
   thread count and sizes that depend on it, the thread's number): each is set at
   start-up, under both backends. */
#include <upc.h>
#include <stdio.h>

shared int a[3 * THREADS];
shared [*] int starred[2 * THREADS];

int threads = THREADS;
int me = MYTHREAD;
size_t whole = sizeof(a);
size_t local = upc_localsizeof(a);
size_t block = upc_blocksizeof(starred);
long twice = 2L * THREADS + 1;
int constant = sizeof(int) * 4;

int main(void) {
    upc_barrier;
    if (me != MYTHREAD)
        printf("thread %d: me %d\n", MYTHREAD, me);
    if (MYTHREAD == 0)
        printf("threads %d whole %zu local %zu block %zu twice %ld constant %d\n",
               threads, whole, local, block, twice, constant);
    return 0;
}

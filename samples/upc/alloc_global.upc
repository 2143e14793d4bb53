/* alloc_global.upc - non-collective upc_global_alloc: by one thread, published through a shared pointer, and by every thread for itself; upc_free by the allocating thread. */
#include <stdio.h>
#include <upc.h>

#define B 3
shared [B] long *shared pub;                 /* allocated by thread 0 for everyone */
shared [2] int *shared own[THREADS];         /* own[t]: allocated by thread t */
shared int verdict;

int main(void)
{
    int i, t, errors = 0;
    int n = 2 * B * THREADS;

    if (MYTHREAD == 0)
        pub = (shared [B] long *)upc_global_alloc(2 * THREADS, B * sizeof(long));
    own[MYTHREAD] = (shared [2] int *)upc_global_alloc(THREADS, 2 * sizeof(int));
    upc_barrier;

    /* everyone fills the elements of pub it owns */
    upc_forall (i = 0; i < n; i++; &pub[i])
        pub[i] = 1000L + i;
    /* and writes its id into block MYTHREAD of every other thread's allocation */
    for (t = 0; t < THREADS; t++) {
        shared [2] int *p = own[t];
        p[2 * MYTHREAD] = t;
        p[2 * MYTHREAD + 1] = MYTHREAD;
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        for (i = 0; i < n; i++)
            if (pub[i] != 1000L + i || upc_threadof(&pub[i]) != (size_t)((i / B) % THREADS))
                errors++;
        for (t = 0; t < THREADS; t++) {
            shared [2] int *p = own[t];
            for (i = 0; i < THREADS; i++) {
                if (p[2 * i] != t || p[2 * i + 1] != i)
                    errors++;
                if (upc_threadof(&p[2 * i]) != (size_t)i)
                    errors++;
            }
        }
        if (errors)
            printf("FAIL: alloc_global: %d errors\n", errors);
        else
            printf("PASS: alloc_global\n");
        verdict = errors != 0;
    }
    upc_barrier;
    upc_free((shared void *)own[MYTHREAD]);
    if (MYTHREAD == 0)
        upc_free((shared void *)pub);
    upc_free(NULL);                          /* freeing the null pointer does nothing */
    return verdict;
}

/* alloc_global.upc - non-collective upc_global_alloc: by one thread, published through a shared pointer, and by every thread for itself; upc_free by the allocating thread; allocations of no bytes give a null pointer-to-shared (UPC 1.3). */
#include <stdio.h>
#include <upc.h>

#define B 3
shared [B] long *shared pub;                 /* allocated by thread 0 for everyone */
shared [2] int *shared own[THREADS];         /* own[t]: allocated by thread t */
shared int verdict;
shared int zero_errs[THREADS];

int main(void)
{
    int i, t, errors = 0;
    int n = 2 * B * THREADS;
    shared void *none[5];

    /* UPC 1.3: every allocator asked for no bytes returns a null pointer-to-shared (the
       collective ones called by every thread whatever the others gave) */
    none[0] = upc_global_alloc(0, 4);
    none[1] = upc_global_alloc(3, 0);
    none[2] = upc_alloc(0);
    none[3] = upc_all_alloc(0, 8);
    none[4] = upc_all_alloc(THREADS, 0);
    for (i = 0; i < 5; i++)
        if (none[i] != NULL)
            zero_errs[MYTHREAD]++;

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
        for (t = 0; t < THREADS; t++)
            errors += zero_errs[t];
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

/* Misuses of the library that each backend checks at run time, without --checks; argv[1]
   names the case. Thread 0 makes the mistake (upc_all_free: every thread). */
#include <upc.h>
#include <stdio.h>
#include <string.h>

shared int a[THREADS];

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    int buf[4];
    shared int *p = upc_all_alloc(THREADS, sizeof(int));
    upc_lock_t *l = upc_all_lock_alloc();
    upc_barrier;
    if (!strcmp(what, "free_static") && MYTHREAD == 0)
        upc_free(&a[0]);
    else if (!strcmp(what, "free_inside") && MYTHREAD == 0)
        upc_free(p + 1);
    else if (!strcmp(what, "all_free_differ"))
        upc_all_free(MYTHREAD == 0 ? p : (shared int *)&a[0]);
    else if (!strcmp(what, "lock_free_held") && MYTHREAD == 0) {
        upc_lock(l);
        upc_lock_free(l);
    } else if (!strcmp(what, "huge_memget") && MYTHREAD == 0)
        upc_memget(buf, &a[0], (size_t)-4);
    else if (!strcmp(what, "memset_null") && MYTHREAD == 0)
        upc_memset(NULL, 0, 4);
    else if (!strcmp(what, "all_free_two")) {
        shared int *q = upc_all_alloc(THREADS, sizeof(int));
        upc_all_free(MYTHREAD == 0 ? p : q);
    } else if (!strcmp(what, "all_free_null"))
        upc_all_free(MYTHREAD == 0 ? p : NULL);
    else if (!strcmp(what, "lock_after_free")) {
        if (MYTHREAD == 0) {
            upc_lock(l);
            upc_lock_free(l);
        }
        upc_barrier;
        if (MYTHREAD == 0)
            upc_lock(l);
    } else if (!strcmp(what, "unlock_after_free") && MYTHREAD == 0) {
        upc_lock(l);
        upc_lock_free(l);
        upc_unlock(l);
    } else if (!strcmp(what, "attempt_after_all_free")) {
        upc_all_lock_free(l);
        if (MYTHREAD == 0)
            upc_lock_attempt(l);
    } else if (!strcmp(what, "lock_free_twice") && MYTHREAD == 0) {
        upc_lock_free(l);
        upc_lock_free(l);
    } else if (!strcmp(what, "lock_free_static") && MYTHREAD == 0)
        upc_lock_free((upc_lock_t *)&a[0]);
    upc_barrier;
    printf("thread %d done\n", MYTHREAD);
    return 0;
}

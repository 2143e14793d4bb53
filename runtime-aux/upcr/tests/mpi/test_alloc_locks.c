/* test_alloc_locks.c - the runtime's allocators (collective, global, local), upc_free checks,
   bulk transfers and locks, through the upcr interface on any number of processes. */
#include <string.h>
#include "harness.h"

static upcr_shared_ptr_t published; /* set by thread 0 in the static area of every thread */

static void static_init(void *start, uintptr_t len)
{
    (void)len;
    published = upcr_local_to_shared(start);
    published._thread = 0;
}

static int test_main(int argc, char **argv)
{
    upcr_thread_t me = upcr_mythread(), t = upcr_threads();
    (void)argc;
    (void)argv;

    /* Collective allocation: THREADS blocks of 10 ints, block i on thread i. */
    upcr_shared_ptr_t a = upcr_all_alloc(t, 10 * sizeof(int));
    for (int i = 0; i < 10; i++) {
        upcr_shared_ptr_t p = upcr_add_shared(a, sizeof(int), (ptrdiff_t)me * 10 + i, 10);
        CHECK(upcr_threadof_shared(p) == me, "all_alloc affinity");
        upcr_put_shared_val(p, 0, (upcr_register_value_t)(me * 100 + i), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
        int row[10];
        upcr_thread_t next = (me + 1) % t;
        upcr_memget(row, upcr_add_shared(a, sizeof(int), (ptrdiff_t)next * 10, 10), sizeof row);
        for (int i = 0; i < 10; i++)
            CHECK(row[i] == (int)(next * 100 + i), "memget after all_alloc");
    }

    /* Global allocation by thread 0, published through the static area. */
    if (me == 0) {
        upcr_shared_ptr_t g = upcr_global_alloc(t, 4 * sizeof(long));
        upcr_put_shared_strict(published, 0, &g, sizeof g);
    }
    upcr_barrier(1, 0);
    {
        upcr_shared_ptr_t g;
        upcr_get_shared(&g, published, 0, sizeof g);
        for (int i = 0; i < 4; i++)
            upcr_put_pshared_val(upcr_add_pshared1(upcr_shared_to_pshared(g), sizeof(long), i * (ptrdiff_t)t + me), 0,
                                 (upcr_register_value_t)(me + 7), sizeof(long));
        upcr_barrier(2, 0);
        for (long i = 0; i < 4 * (long)t; i++)
            CHECK(upcr_get_pshared_val(upcr_add_pshared1(upcr_shared_to_pshared(g), sizeof(long), i), 0, sizeof(long))
                      == (upcr_register_value_t)(i % t + 7),
                  "global_alloc contents");
        upcr_barrier(3, 0);
        if (me == 0)
            upcr_free(g);
    }

    /* Local allocation, bulk copy between threads, memset. */
    {
        upcr_shared_ptr_t mine = upcr_alloc(64);
        char buf[64];
        CHECK(upcr_threadof_shared(mine) == me, "upc_alloc affinity");
        memset(buf, 'a' + (int)me % 26, sizeof buf);
        upcr_memput(mine, buf, sizeof buf);
        upcr_memset(mine, 'z', 8);
        upcr_memcpy(upcr_add_shared(a, sizeof(int), (ptrdiff_t)me * 10, 10), mine, 16);
        upcr_memget(buf, upcr_add_shared(a, sizeof(int), (ptrdiff_t)me * 10, 10), 16);
        CHECK(buf[0] == 'z' && buf[7] == 'z' && buf[8] == 'a' + (int)me % 26, "memcpy/memset");
        upcr_free(mine);
    }
    upcr_barrier(4, 0);

    /* Locks: a counter incremented under a collective lock, attempts on a global lock. */
    {
        upcr_shared_ptr_t l = upcr_all_lock_alloc();
        upcr_shared_ptr_t counter = upcr_add_shared(a, sizeof(int), 9, 10);
        for (int i = 0; i < 50; i++) {
            upcr_lock(l);
            upcr_put_shared_val(counter, 0, upcr_get_shared_val(counter, 0, sizeof(int)) + 1, sizeof(int));
            upcr_unlock(l);
        }
        upcr_barrier(5, 0);
        CHECK(upcr_get_shared_val(counter, 0, sizeof(int)) == 9 + 50 * (upcr_register_value_t)t, "locked counter");
        upcr_barrier(6, 0);
        upcr_all_lock_free(l);
        if (me == 0) {
            upcr_shared_ptr_t g = upcr_global_lock_alloc();
            CHECK(upcr_lock_attempt(g) == 1, "lock_attempt on a free lock");
            upcr_unlock(g);
            upcr_lock_free(g);
        }
    }
    upcr_barrier(7, 0);
    upcr_all_free(a);
    if (failures)
        return 1;
    if (me == 0)
        printf("PASS: allocation, bulk transfers and locks on %u threads\n", (unsigned)t);
    return 0;
}

int main(int argc, char **argv)
{
    return run_upc_program(argc, argv, static_init, 256, test_main, 8 << 20);
}

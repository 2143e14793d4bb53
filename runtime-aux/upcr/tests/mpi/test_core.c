/* test_core.c - the runtime's start-up, shared segment, puts/gets (memory, value, strict forms)
   and barriers, used directly through the upcr interface on any number of processes. */
#include <stdlib.h>
#include "harness.h"

enum { N = 25 };

static upcr_pshared_ptr_t data;   /* a cyclic int array of N * THREADS elements */
static upcr_shared_ptr_t blocked; /* a [4]-blocked long array of 8 * THREADS elements */

static void static_init(void *start, uintptr_t len)
{
    /* The same offsets on every thread: the static area is laid out identically. */
    if (len < 4096) {
        printf("FAIL: static area too small\n");
        exit(1);
    }
    data = upcr_local_to_pshared(start);
    data._thread = 0;
    blocked = upcr_local_to_shared((char *)start + 1024);
    blocked._thread = 0;
}

static int test_main(int argc, char **argv)
{
    upcr_thread_t me = upcr_mythread(), t = upcr_threads();
    (void)argc;
    (void)argv;
    /* Cyclic array: every element written by the thread after its owner (remote when T > 1). */
    for (long i = 0; i < N * (long)t; i++)
        if ((upcr_thread_t)((i + 1) % t) == me || t == 1) {
            int v = (int)(i * 7 + 3);
            upcr_put_pshared(upcr_add_pshared1(data, sizeof(int), i), 0, &v, sizeof v);
        }
    upcr_barrier(1, 0);
    for (long i = 0; i < N * (long)t; i++) {
        int v = -1;
        upcr_pshared_ptr_t p = upcr_add_pshared1(data, sizeof(int), i);
        upcr_get_pshared(&v, p, 0, sizeof v);
        CHECK(v == i * 7 + 3, "cyclic get");
        CHECK(upcr_threadof_pshared(p) == (upcr_thread_t)(i % t), "cyclic affinity");
        CHECK((int)upcr_get_pshared_val(p, 0, sizeof(int)) == i * 7 + 3, "value get");
    }
    upcr_barrier(2, 0);
    /* Blocked array with value puts of every size, doubles, strict accesses. */
    for (long i = 0; i < 8 * (long)t; i++) {
        upcr_shared_ptr_t p = upcr_add_shared(blocked, sizeof(long), i, 4);
        if (upcr_threadof_shared(p) == (me + 1) % t)
            upcr_put_shared_val(p, 0, (upcr_register_value_t)(1000 + i), sizeof(long));
    }
    upcr_notify(3, 0);
    upcr_wait(3, 0);
    for (long i = 0; i < 8 * (long)t; i++) {
        upcr_shared_ptr_t p = upcr_add_shared(blocked, sizeof(long), i, 4);
        CHECK(upcr_get_shared_val(p, 0, sizeof(long)) == (upcr_register_value_t)(1000 + i), "blocked value");
        CHECK(upcr_threadof_shared(p) == (upcr_thread_t)((i / 4) % t), "blocked affinity");
        CHECK(upcr_phaseof_shared(p) == (upcr_phase_t)(i % 4), "blocked phase");
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (me == 0) {
        upcr_shared_ptr_t last = upcr_add_shared(blocked, sizeof(long), 8 * (long)t - 1, 4);
        upcr_put_shared_val_strict(last, 0, 0xAB, 1);
        upcr_put_shared_val_strict(last, 1, 0xCD, 1);
        upcr_put_shared_doubleval(upcr_add_shared(blocked, sizeof(long), 0, 4), 0, 2.5);
    }
    upcr_barrier(4, 0);
    {
        upcr_shared_ptr_t last = upcr_add_shared(blocked, sizeof(long), 8 * (long)t - 1, 4);
        CHECK(upcr_get_shared_val_strict(last, 0, 2) == 0xCDAB, "strict bytes");
        CHECK(upcr_get_shared_doubleval(blocked, 0) == 2.5, "double value");
        CHECK(upcr_isequal_shared_local(upcr_local_to_shared(upcr_shared_to_local(blocked)),
                                        upcr_shared_to_local(blocked)) == 1 || me != 0,
              "local round trip");
    }
    upcr_barrier(5, 0);
    if (failures)
        return 1;
    if (me == 0)
        printf("PASS: runtime core on %u threads\n", (unsigned)t);
    return 0;
}

int main(int argc, char **argv)
{
    return run_upc_program(argc, argv, static_init, 4096, test_main, 8 << 20);
}

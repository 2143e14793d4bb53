/* test_atomics_lib.c - atomic operations from every thread on shared counters, the tick timer
   and castability, as translated code calls them. */
#include "harness.h"
#include "../../upcr_lib.h"
#include "../../../include/upc_types.h"

static int test_main(int argc, char **argv)
{
    upcr_thread_t me = upcr_mythread(), n = upcr_threads();
    upcr_shared_ptr_t cell = upcr_all_alloc(1, 4 * sizeof(long)); /* on thread 0 */
    upcr_shared_ptr_t dcell = upcr_all_alloc(1, sizeof(double));
    upcr_shared_ptr_t ld = upc_all_atomicdomain_alloc(UPC_LONG, UPC_INC | UPC_ADD | UPC_SUB | UPC_GET | UPC_SET | UPC_CSWAP | UPC_MIN | UPC_MAX, 0);
    upcr_shared_ptr_t dd = upc_all_atomicdomain_alloc(UPC_DOUBLE, UPC_ADD | UPC_GET, 0);
    long v, fetched, expected = 0, desired = (long)me + 1;
    double half = 0.5, total;
    uint64_t t0 = upc_ticks_now();
    (void)argc;
    (void)argv;
    for (int i = 0; i < 100; i++)
        upc_atomic_relaxed(ld, NULL, UPC_INC, upcr_add_shared(cell, sizeof(long), 0, 4), NULL, NULL);
    v = 3;
    upc_atomic_strict(ld, NULL, UPC_SUB, upcr_add_shared(cell, sizeof(long), 1, 4), &v, NULL);
    upc_atomic_strict(ld, &fetched, UPC_CSWAP, upcr_add_shared(cell, sizeof(long), 2, 4), &expected, &desired);
    v = 10 + (long)me;
    upc_atomic_relaxed(ld, NULL, UPC_MAX, upcr_add_shared(cell, sizeof(long), 3, 4), &v, NULL);
    upc_atomic_relaxed(dd, NULL, UPC_ADD, dcell, &half, NULL);
    upcr_barrier(1, 0);
    upc_atomic_relaxed(ld, &v, UPC_GET, upcr_add_shared(cell, sizeof(long), 0, 4), NULL, NULL);
    CHECK(v == 100L * n, "atomic increments");
    upc_atomic_relaxed(ld, &v, UPC_GET, upcr_add_shared(cell, sizeof(long), 1, 4), NULL, NULL);
    CHECK(v == -3L * n, "atomic subtraction");
    upc_atomic_relaxed(ld, &v, UPC_GET, upcr_add_shared(cell, sizeof(long), 2, 4), NULL, NULL);
    CHECK(v >= 1 && v <= (long)n, "compare-and-swap: one winner");
    CHECK(fetched == 0 || fetched == v, "compare-and-swap result");
    upc_atomic_relaxed(ld, &v, UPC_GET, upcr_add_shared(cell, sizeof(long), 3, 4), NULL, NULL);
    CHECK(v == 10 + (long)n - 1, "atomic max");
    upc_atomic_relaxed(dd, &total, UPC_GET, dcell, NULL, NULL);
    CHECK(total == 0.5 * n, "atomic double add");
    CHECK(upc_ticks_now() >= t0 && upc_ticks_to_ns(5) == 5, "ticks");
    CHECK(upc_cast(cell) != NULL || me != 0, "cast of own data");
    CHECK(upc_thread_info(me).guaranteedCastable != 0, "castable own thread");
    upcr_barrier(2, 0);
    upc_all_atomicdomain_free(ld);
    upc_all_atomicdomain_free(dd);
    if (failures)
        return 1;
    if (me == 0)
        printf("PASS: atomics, ticks and castability on %u threads\n", (unsigned)n);
    return 0;
}

int main(int argc, char **argv)
{
    return run_upc_program(argc, argv, 0, 0, test_main, 8 << 20);
}

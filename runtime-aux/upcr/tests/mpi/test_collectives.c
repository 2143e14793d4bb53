/* test_collectives.c - the UPC collectives as translated code calls them: broadcast, scatter,
   gather, gather_all, exchange, permute, and reductions / prefix reductions of several types. */
#include "harness.h"
#include "../../upcr_collective.h"

static long add_long(long a, long b) { return a + b; }
static double sub_double(double a, double b) { return a - b; } /* not commutative */

static int test_main(int argc, char **argv)
{
    upcr_thread_t me = upcr_mythread(), n = upcr_threads();
    enum { B = 4 };
    (void)argc;
    (void)argv;
    /* shared [] int src[B * THREADS] on thread 0; shared [B] int dst[B * THREADS]. */
    upcr_shared_ptr_t src = upcr_alloc(B * n * sizeof(int));
    upcr_shared_ptr_t all_src, dst = upcr_all_alloc(n, B * sizeof(int));
    upcr_shared_ptr_t row = upcr_all_alloc(n, B * n * sizeof(int));
    upcr_shared_ptr_t ex_src = upcr_all_alloc(n, n * sizeof(int)), ex_dst = upcr_all_alloc(n, n * sizeof(int));
    upcr_shared_ptr_t perm = upcr_all_alloc(n, sizeof(int)), pdst = upcr_all_alloc(n, sizeof(int));
    /* Thread 0's upcr_alloc block is the broadcast source: publish it through a collective area. */
    upcr_shared_ptr_t slot = upcr_all_alloc(1, sizeof(upcr_shared_ptr_t));
    if (me == 0) {
        for (int i = 0; i < B * (int)n; i++)
            upcr_put_shared_val(upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared(src), sizeof(int), i)), 0,
                                (upcr_register_value_t)(i + 1), sizeof(int));
        upcr_put_shared(slot, 0, &src, sizeof src);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_get_shared(&all_src, slot, 0, sizeof all_src);

    upc_all_broadcast(dst, all_src, B * sizeof(int), 0);
    for (int i = 0; i < B; i++)
        CHECK((int)upcr_get_shared_val(upcr_add_shared(dst, sizeof(int), (ptrdiff_t)me * B + i, B), 0, sizeof(int)) == i + 1,
              "broadcast");
    upc_all_scatter(dst, all_src, B * sizeof(int), 0);
    for (int i = 0; i < B; i++)
        CHECK((int)upcr_get_shared_val(upcr_add_shared(dst, sizeof(int), (ptrdiff_t)me * B + i, B), 0, sizeof(int)) ==
                  (int)me * B + i + 1,
              "scatter");
    upc_all_gather(all_src, dst, B * sizeof(int), 0);
    upc_all_gather_all(row, dst, B * sizeof(int), 0);
    for (int i = 0; i < B * (int)n; i++) {
        CHECK((int)upcr_get_shared_val(upcr_add_shared(row, sizeof(int), (ptrdiff_t)me * B * n + i, B * n), 0, sizeof(int)) == i + 1,
              "gather_all");
        if (me == 0)
            CHECK((int)upcr_get_shared_val(upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared(all_src), sizeof(int), i)), 0,
                                           sizeof(int)) == i + 1,
                  "gather");
    }
    for (upcr_thread_t j = 0; j < n; j++)
        upcr_put_shared_val(upcr_add_shared(ex_src, sizeof(int), (ptrdiff_t)(me * n + j), n), 0,
                            (upcr_register_value_t)(me * 100 + j), sizeof(int));
    upcr_put_shared_val(upcr_add_shared(perm, sizeof(int), (ptrdiff_t)me, 1), 0, (upcr_register_value_t)(n - 1 - me), sizeof(int));
    upcr_put_shared_val(upcr_add_shared(dst, sizeof(int), (ptrdiff_t)me * B, B), 0, (upcr_register_value_t)(me + 40), sizeof(int));
    upc_all_exchange(ex_dst, ex_src, sizeof(int), 0);
    for (upcr_thread_t j = 0; j < n; j++)
        CHECK((int)upcr_get_shared_val(upcr_add_shared(ex_dst, sizeof(int), (ptrdiff_t)(me * n + j), n), 0, sizeof(int)) ==
                  (int)(j * 100 + me),
              "exchange");
    upc_all_permute(pdst, dst, perm, sizeof(int), 0);
    CHECK((int)upcr_get_shared_val(upcr_add_shared(pdst, sizeof(int), (ptrdiff_t)me, 1), 0, sizeof(int)) == (int)(n - 1 - me + 40),
          "permute");

    /* Reductions over a blocked long array of 3 * THREADS + 1 elements (block 2) and doubles. */
    {
        size_t cnt = 3 * n + 1;
        upcr_shared_ptr_t lv = upcr_all_alloc((cnt + 1) / 2, 2 * sizeof(long));
        upcr_shared_ptr_t dv = upcr_all_alloc(cnt, sizeof(double));
        upcr_shared_ptr_t lres = upcr_all_alloc(1, sizeof(long)), dres = upcr_all_alloc(1, sizeof(double));
        upcr_shared_ptr_t lpre = upcr_all_alloc((cnt + 1) / 2, 2 * sizeof(long));
        long want_sum = 0, want_max = -1000, run = 0;
        double want_sub;
        for (size_t i = 0; i < cnt; i++) {
            upcr_shared_ptr_t p = upcr_add_shared(lv, sizeof(long), (ptrdiff_t)i, 2);
            if (upcr_threadof_shared(p) == me)
                upcr_put_shared_val(p, 0, (upcr_register_value_t)(long)(i * 3 - 5), sizeof(long));
            p = upcr_add_shared(dv, sizeof(double), (ptrdiff_t)i, 1);
            if (upcr_threadof_shared(p) == me)
                upcr_put_shared_doubleval(p, 0, (double)i + 0.5);
            want_sum += (long)(i * 3) - 5;
            want_max = want_max > (long)(i * 3) - 5 ? want_max : (long)(i * 3) - 5;
        }
        upc_all_reduceL(lres, lv, 1ul << 0, cnt, 2, NULL, 0);
        CHECK(me != 0 || (long)upcr_get_shared_val(lres, 0, sizeof(long)) == want_sum, "reduceL add");
        upc_all_reduceL(lres, lv, 1ul << 9, cnt, 2, add_long, 0);
        CHECK(me != 0 || (long)upcr_get_shared_val(lres, 0, sizeof(long)) == want_sum, "reduceL func");
        upc_all_reduceL(lres, lv, 1ul << 8, cnt, 2, NULL, 0);
        CHECK(me != 0 || (long)upcr_get_shared_val(lres, 0, sizeof(long)) == want_max, "reduceL max");
        upc_all_reduceD(dres, dv, 1ul << 10, cnt, 1, sub_double, 0);
        want_sub = 0.5;
        for (size_t i = 1; i < cnt; i++)
            want_sub -= (double)i + 0.5;
        CHECK(me != 0 || upcr_get_shared_doubleval(dres, 0) == want_sub, "reduceD noncommutative");
        upc_all_prefix_reduceL(lpre, lv, 1ul << 0, cnt, 2, NULL, 0);
        for (size_t i = 0; i < cnt; i++) {
            run += (long)(i * 3) - 5;
            CHECK((long)upcr_get_shared_val(upcr_add_shared(lpre, sizeof(long), (ptrdiff_t)i, 2), 0, sizeof(long)) == run,
                  "prefix_reduceL");
        }
    }
    upcr_barrier(9, 0);
    if (failures)
        return 1;
    if (me == 0)
        printf("PASS: collectives on %u threads\n", (unsigned)n);
    return 0;
}

int main(int argc, char **argv)
{
    return run_upc_program(argc, argv, 0, 0, test_main, 8 << 20);
}

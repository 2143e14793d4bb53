#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/real/thread_ints.upc"
/* MYTHREAD and THREADS are expressions of type int (UPC 1.3 6.4.1): in arithmetic and
   comparisons with negative values they behave as signed integers. Each line of the output is
   computed by every thread; a thread whose result differs from the signed one says so. A
   prefix sum over a cyclic array walks from a pointer with a negative element offset, as a
   collective library written in UPC does, and a upc_forall takes a negative integer affinity. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 10 "tests/in/real/thread_ints.upc"
upcr_pshared_ptr_t src;
upcr_pshared_ptr_t dst;
upcr_pshared_ptr_t bad;
upcr_pshared_ptr_t owner;

static int below(int a, int b) {
#line 15 "tests/in/real/thread_ints.upc"
    return a < b;
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int errors = 0, i, k, back = -1, first = ((int)upcr_mythread()) - ((int)upcr_threads());
    double d = ((int)upcr_mythread()) - ((int)upcr_threads());
    long l = ((int)upcr_mythread()) - ((int)upcr_threads());
    int local[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
    int *p = local + 4;

    /* comparisons with a negative operand */
    if (!(((int)upcr_mythread()) > back))
#line 25 "tests/in/real/thread_ints.upc"
        errors++;
    if (((int)upcr_mythread()) < back)
#line 26 "tests/in/real/thread_ints.upc"
        errors++;
    if (!(((int)upcr_threads()) + back < ((int)upcr_threads())))
#line 27 "tests/in/real/thread_ints.upc"
        errors++;
    if (!(((int)upcr_mythread()) - ((int)upcr_threads()) < 0))
#line 28 "tests/in/real/thread_ints.upc"
        errors++;
    if (below(((int)upcr_threads()), back))
#line 29 "tests/in/real/thread_ints.upc"
        errors++;
    /* conversions of a negative difference */
    if (d != (double)first || l != first || first >= 0)
#line 31 "tests/in/real/thread_ints.upc"
        errors++;
    /* division and remainder of a negative value */
    if ((((int)upcr_mythread()) - ((int)upcr_threads())) / 2 != first / 2)
#line 33 "tests/in/real/thread_ints.upc"
        errors++;
    if (back % ((int)upcr_threads()) != (((int)upcr_threads()) == 1 ? 0 : -1))
#line 34 "tests/in/real/thread_ints.upc"
        errors++;
    /* a negative offset of a private pointer */
    if (first + 1 >= -4 && p[((int)upcr_mythread()) - ((int)upcr_threads()) + 1] != 5 + first)
#line 36 "tests/in/real/thread_ints.upc"
        errors++;
    if (sizeof ((int)upcr_mythread()) != sizeof(int) || sizeof ((int)upcr_threads()) != sizeof(int))
#line 37 "tests/in/real/thread_ints.upc"
        errors++;

    /* A counted walk from a negative element offset: k runs over this thread's elements of a
       cyclic array addressed from src[THREADS - 1], starting at MYTHREAD - (THREADS - 1). */
    for (i = ((int)upcr_mythread()); i < 6 * ((int)upcr_threads()); i += ((int)upcr_threads()))
        upcr_put_pshared_doubleval(upcr_add_pshared1(src, sizeof(double), i), 0, i + 1);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
        upcr_pshared_ptr_t from = upcr_add_pshared1(src, sizeof(double), ((int)upcr_threads()) - 1);
#line 45 "tests/in/real/thread_ints.upc"
        upcr_pshared_ptr_t to = upcr_add_pshared1(dst, sizeof(double), ((int)upcr_threads()) - 1);
        int off = ((int)upcr_mythread()) - (((int)upcr_threads()) - 1);
        double sum = 0;
        for (k = off; k < off + 6 * ((int)upcr_threads()); k += ((int)upcr_threads())) {
            sum += upcr_get_pshared_doubleval(upcr_add_pshared1(from, sizeof(double), k), 0);
            upcr_put_pshared_doubleval(upcr_add_pshared1(to, sizeof(double), k), 0, sum);
        }
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = ((int)upcr_mythread()); i < 6 * ((int)upcr_threads()); i += ((int)upcr_threads())) {
        double want = 0;
        for (k = ((int)upcr_mythread()); k <= i; k += ((int)upcr_threads()))
            want += k + 1;
        if (upcr_get_pshared_doubleval(upcr_add_pshared1(dst, sizeof(double), i), 0) != want)
#line 58 "tests/in/real/thread_ints.upc"
            errors++;
    }
    /* an integer affinity that is negative: the thread of i is i mod THREADS (in 0..THREADS-1) */
    {
#line 61 "tests/in/real/thread_ints.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 61 "tests/in/real/thread_ints.upc"
        i = -6;
#line 61 "tests/in/real/thread_ints.upc"
        if (!upcrt_nested1)
            i = upcrt_forall_first(i, 1);
#line 61 "tests/in/real/thread_ints.upc"
        for (; i < 6; i = upcrt_nested1 ? i + 1 : upcrt_forall_next(i, 1))
            upcr_put_pshared_val(upcr_add_pshared1(owner, sizeof(int), i + 6), 0, (int)(((int)upcr_mythread()) + 1), sizeof(int));
#line 61 "tests/in/real/thread_ints.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_put_pshared_val(upcr_add_pshared1(bad, sizeof(int), ((int)upcr_mythread())), 0, (int)errors, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0, t = ((int)upcr_threads());
        {
#line 67 "tests/in/real/thread_ints.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo2 = (long)0;
            long upcrt_gather_hi2 = (long)((int)upcr_threads());
#line 67 "tests/in/real/thread_ints.upc"
            if (upcrt_gather_lo2 >= 0 && upcrt_gather_hi2 <= (long)((int)upcr_threads()) && upcrt_gather_hi2 - upcrt_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo2 < upcrt_gather_hi2) {
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(bad, sizeof(int), upcrt_gather_lo2)), sizeof(int), 1, upcrt_gather_hi2 - upcrt_gather_lo2);
                }
#line 67 "tests/in/real/thread_ints.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered3[i - upcrt_gather_lo2];
            } else
#line 67 "tests/in/real/thread_ints.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(bad, sizeof(int), i), 0, sizeof(int));
        }
#line 69 "tests/in/real/thread_ints.upc"
        for (i = -6; i < 6; i++)
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(owner, sizeof(int), i + 6), 0, sizeof(int)) != (i % t + t) % t + 1)
                total++;
        printf("signed thread values on %d threads: %d errors\n", ((int)upcr_threads()), total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_thread_ints(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &src, sizeof(double), 6 * ((int)upcr_threads()), 0, sizeof(double), "src", "shared double [6 * THREADS]" },
        { &dst, sizeof(double), 6 * ((int)upcr_threads()), 0, sizeof(double), "dst", "shared double [6 * THREADS]" },
        { &bad, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "bad", "shared int [1 * THREADS]" },
        { &owner, sizeof(int), 12, 0, sizeof(int), "owner", "shared int [12]" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
}
static void (*const upcrt_alloc_thread_ints_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_thread_ints;

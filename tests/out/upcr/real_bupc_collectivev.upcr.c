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
#line 1 "tests/in/real/bupc_collectivev.upc"
/* The collectives over values of bupc_collectivev.h: broadcast, scatter, gather, gather_all,
   permute, reduce, reduce_all and prefix_reduce, on integer, floating, structure and
   pointer-to-shared values, given as variables and as other expressions. Each thread checks
   what it got; thread 0 prints the count of failures of all threads. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 10 "tests/in/real/bupc_collectivev.upc"
struct pair {
    int a;
    double b;
};
#line 15 "tests/in/real/bupc_collectivev.upc"
upcr_pshared_ptr_t fails;
upcr_pshared_ptr_t target;

static int bad;
static void expect(int ok, const char *what) {

    if (!ok && bad++ < 5)
        printf("thread %d: %s wrong\n", ((int)upcr_mythread()), what);
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int me = ((int)upcr_mythread()), n = ((int)upcr_threads()), i;
    int root = n - 1;

    /* broadcast: an int variable, a struct, a pointer-to-shared, an rvalue */
    int mine = 10 + me;
    expect(*(int *)bupc_allv_collective(0, (int [1]){ mine }, sizeof(int), root, 0, 0, (void *)0) == 10 + root, "broadcast int");
    struct pair p = { me, me * 0.5 };
    struct pair q = *(struct pair *)bupc_allv_collective(0, (struct pair [1]){ p }, sizeof(struct pair), 0, 0, 0, (void *)0);
    expect(q.a == 0 && q.b == 0.0, "broadcast struct");
    upcr_pshared_ptr_t t = upcr_add_pshared1(target, sizeof(int), me);
    upcr_pshared_ptr_t r = *(upcr_pshared_ptr_t *)bupc_allv_collective(0, (upcr_pshared_ptr_t [1]){ t }, sizeof(upcr_pshared_ptr_t), root, 0, 0, (void *)0);
    expect(upcr_isequal_pshared_pshared(r, upcr_add_pshared1(target, sizeof(int), root)) && upcr_threadof_shared(upcr_pshared_to_shared(r)) == (size_t)root, "broadcast pointer-to-shared");
    expect(*(long long *)bupc_allv_collective(0, (long long [1]){ 1000000000000LL * (me + 1) }, sizeof(long long), 0, 0, 0, (void *)0) == 1000000000000LL, "broadcast rvalue");


    /* scatter: root's array of THREADS values */
    double *src = malloc(n * sizeof(double));
    for (i = 0; i < n; i++)
        src[i] = me == root ? 1.5 * i : -1.0;
    expect(*(double *)bupc_allv_collective(1, (void *)0, sizeof(double), root, 0, 0, (void *)src) == 1.5 * me, "scatter");

    /* gather to thread 0, gather to all */
    int *all = malloc(n * sizeof(int));
    for (i = 0; i < n; i++)
        all[i] = -1;
    int *g = (int *)bupc_allv_collective(2, (int [1]){ me * me }, sizeof(int), 0, 0, 0, (void *)all);
    expect(g == all, "gather's result");
    for (i = 0; i < n; i++)
        expect(all[i] == (me == 0 ? i * i : -1), "gather");
    struct pair *ps = malloc(n * sizeof(struct pair));
    struct pair *gp = (struct pair *)bupc_allv_collective(3, (struct pair [1]){ p }, sizeof(struct pair), 0, 0, 0, (void *)ps);
    for (i = 0; i < n; i++)
        expect(gp[i].a == i && gp[i].b == i * 0.5, "gather_all");

    /* permute: each sends to the thread before it */
    int got = *(int *)bupc_allv_collective(4, (int [1]){ 100 + me }, sizeof(int), (me + n - 1) % n, 0, 0, (void *)0);
    expect(got == 100 + (me + 1) % n, "permute");

    /* reductions, in several types and operations */
    expect(*(int *)bupc_allv_collective(6, (int [1]){ me + 1 }, sizeof(int), 0, (upc_op_t)1 << 0, (int)0.5f == (int)0 ? (int)-1 < (int)0 ? 1 : 2 : 3, (void *)0) == n * (n + 1) / 2, "reduce_all add");
    expect(*(long *)bupc_allv_collective(6, (long [1]){ me - 5 }, sizeof(long), 0, (upc_op_t)1 << 7, (long)0.5f == (long)0 ? (long)-1 < (long)0 ? 1 : 2 : 3, (void *)0) == -5, "reduce_all min");
    expect(*(unsigned *)bupc_allv_collective(6, (unsigned [1]){ 1u << me }, sizeof(unsigned), 0, (upc_op_t)1 << 3, (unsigned)0.5f == (unsigned)0 ? (unsigned)-1 < (unsigned)0 ? 1 : 2 : 3, (void *)0) == (1u << n) - 1, "reduce_all or");
    expect(*(unsigned char *)bupc_allv_collective(6, (unsigned char [1]){ 200 }, sizeof(unsigned char), 0, (upc_op_t)1 << 0, (unsigned char)0.5f == (unsigned char)0 ? (unsigned char)-1 < (unsigned char)0 ? 1 : 2 : 3, (void *)0) == (unsigned char)(200 * n), "reduce_all unsigned char wraps");

    expect(*(short *)bupc_allv_collective(6, (short [1]){ me == 1 ? 0 : 1 }, sizeof(short), 0, (upc_op_t)1 << 5, (short)0.5f == (short)0 ? (short)-1 < (short)0 ? 1 : 2 : 3, (void *)0) == (n == 1), "reduce_all logand");

    expect(*(int *)bupc_allv_collective(6, (int [1]){ me ^ 3 }, sizeof(int), 0, (upc_op_t)1 << 4, (int)0.5f == (int)0 ? (int)-1 < (int)0 ? 1 : 2 : 3, (void *)0) == ({
        int x = 0;
        for (i = 0; i < n; i++)
            x ^= i ^ 3;
        x;
    }), "reduce_all xor");

    expect(*(double *)bupc_allv_collective(6, (double [1]){ me + 0.5 }, sizeof(double), 0, (upc_op_t)1 << 8, (double)0.5f == (double)0 ? (double)-1 < (double)0 ? 1 : 2 : 3, (void *)0) == n - 0.5, "reduce_all max double");
    expect(*(float *)bupc_allv_collective(6, (float [1]){ 2.0f }, sizeof(float), 0, (upc_op_t)1 << 1, (float)0.5f == (float)0 ? (float)-1 < (float)0 ? 1 : 2 : 3, (void *)0) == (float)(1 << n), "reduce_all mult");
    expect(*(long double *)bupc_allv_collective(6, (long double [1]){ 0.25L }, sizeof(long double), 0, (upc_op_t)1 << 0, (long double)0.5f == (long double)0 ? (long double)-1 < (long double)0 ? 1 : 2 : 3, (void *)0) == 0.25L * n, "reduce_all ldouble");
    expect(*(unsigned long long *)bupc_allv_collective(6, (unsigned long long [1]){ 7ULL }, sizeof(unsigned long long), 0, (upc_op_t)1 << 2, (unsigned long long)0.5f == (unsigned long long)0 ? (unsigned long long)-1 < (unsigned long long)0 ? 1 : 2 : 3, (void *)0) == 7ULL, "reduce_all and");
    long long s = *(long long *)bupc_allv_collective(5, (long long [1]){ me * 10LL }, sizeof(long long), root, (upc_op_t)1 << 0, (long long)0.5f == (long long)0 ? (long long)-1 < (long long)0 ? 1 : 2 : 3, (void *)0);
    if (me == root)
        expect(s == 10LL * n * (n - 1) / 2, "reduce");
    expect(*(int *)bupc_allv_collective(7, (int [1]){ me + 1 }, sizeof(int), 0, (upc_op_t)1 << 0, (int)0.5f == (int)0 ? (int)-1 < (int)0 ? 1 : 2 : 3, (void *)0) == (me + 1) * (me + 2) / 2, "prefix_reduce");

    expect(*(double *)bupc_allv_collective(7, (double [1]){ 1.0 / (me + 1) }, sizeof(double), 0, (upc_op_t)1 << 7, (double)0.5f == (double)0 ? (double)-1 < (double)0 ? 1 : 2 : 3, (void *)0) == 1.0 / (me + 1), "prefix_reduce min");


    /* the upc_allv_ spellings */
    expect(*(int *)bupc_allv_collective(6, (int [1]){ 1 }, sizeof(int), 0, (upc_op_t)1 << 0, (int)0.5f == (int)0 ? (int)-1 < (int)0 ? 1 : 2 : 3, (void *)0) == n, "upc_allv_reduce_all");
    expect(*(int *)bupc_allv_collective(0, (int [1]){ me }, sizeof(int), 0, 0, 0, (void *)0) == 0, "upc_allv_broadcast");

    upcr_put_pshared_val(upcr_add_pshared1(fails, sizeof(int), me), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (me == 0) {
        int total = 0;
        {
#line 100 "tests/in/real/bupc_collectivev.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)n;
#line 100 "tests/in/real/bupc_collectivev.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(fails, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 100 "tests/in/real/bupc_collectivev.upc"
                for (i = 0; i < n; i++)
                    total += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 100 "tests/in/real/bupc_collectivev.upc"
                for (i = 0; i < n; i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(fails, sizeof(int), i), 0, sizeof(int));
        }
#line 102 "tests/in/real/bupc_collectivev.upc"
        printf("collectivev on %d threads: %d failures\n", n, total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_bupc_collectivev(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &fails, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "fails", "shared int [1 * THREADS]" },
        { &target, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "target", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
}
static void (*const upcrt_alloc_bupc_collectivev_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_bupc_collectivev;

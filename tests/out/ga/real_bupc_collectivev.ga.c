#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/real/bupc_collectivev.upc"
/* The collectives over values of bupc_collectivev.h: broadcast, scatter, gather, gather_all,
   permute, reduce, reduce_all and prefix_reduce, on integer, floating, structure and
   pointer-to-shared values, given as variables and as other expressions. Each thread checks
   what it got; thread 0 prints the count of failures of all threads. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 10 "tests/in/real/bupc_collectivev.upc"
struct pair {
    int a;
    double b;
};
/* `shared int fails[THREADS]`: a GA array (one row per thread); this thread's part is fails_local. */
int g_fails;
int *fails_local;
/* `fails[i]`: read in place on its thread or node, else NGA_Get. */
static inline int fails_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fails, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return fails_local[pos];
    upcga_get_at(g_fails, t, pos, &v, sizeof v);
    return v;
}
/* `fails[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int fails_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fails, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        fails_local[pos] = v;
    else
        upcga_put_at(g_fails, t, pos, &v, sizeof v);
    return v;
}
/* `&fails[i]`: a pointer-to-shared. */
static inline upcga_ptr_t fails_ref(long i) {
    upcga_ptr_t p = { g_fails, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int target[THREADS]`: a GA array (one row per thread); this thread's part is target_local. */
int g_target;
int *target_local;
/* `&target[i]`: a pointer-to-shared. */
static inline upcga_ptr_t target_ref(long i) {
    upcga_ptr_t p = { g_target, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 18 "tests/in/real/bupc_collectivev.upc"
static int bad;
static void expect(int ok, const char *what) {

    if (!ok && bad++ < 5)
        printf("thread %d: %s wrong\n", MYTHREAD, what);
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int me = MYTHREAD, n = THREADS, i;
    int root = n - 1;

    /* broadcast: an int variable, a struct, a pointer-to-shared, an rvalue */
    int mine = 10 + me;
    expect(*(int *)upcga_bupc_allv_collective(0, (int [1]){ mine }, sizeof(int), root, 0, 0, (void *)0) == 10 + root, "broadcast int");
    struct pair p = { me, me * 0.5 };
    struct pair q = *(struct pair *)upcga_bupc_allv_collective(0, (struct pair [1]){ p }, sizeof(struct pair), 0, 0, 0, (void *)0);
    expect(q.a == 0 && q.b == 0.0, "broadcast struct");
    upcga_ptr_t t = target_ref(me);
    upcga_ptr_t r = *(upcga_ptr_t *)upcga_bupc_allv_collective(0, (upcga_ptr_t [1]){ t }, sizeof(upcga_ptr_t), root, 0, 0, (void *)0);
    expect(upcga_eq(r, target_ref(root)) && upcga_threadof(r) == (size_t)root, "broadcast pointer-to-shared");
    expect(*(long long *)upcga_bupc_allv_collective(0, (long long [1]){ 1000000000000LL * (me + 1) }, sizeof(long long), 0, 0, 0, (void *)0) == 1000000000000LL, "broadcast rvalue");


    /* scatter: root's array of THREADS values */
    double *src = malloc(n * sizeof(double));
    for (i = 0; i < n; i++)
        src[i] = me == root ? 1.5 * i : -1.0;
    expect(*(double *)upcga_bupc_allv_collective(1, (void *)0, sizeof(double), root, 0, 0, (void *)src) == 1.5 * me, "scatter");

    /* gather to thread 0, gather to all */
    int *all = malloc(n * sizeof(int));
    for (i = 0; i < n; i++)
        all[i] = -1;
    int *g = (int *)upcga_bupc_allv_collective(2, (int [1]){ me * me }, sizeof(int), 0, 0, 0, (void *)all);
    expect(g == all, "gather's result");
    for (i = 0; i < n; i++)
        expect(all[i] == (me == 0 ? i * i : -1), "gather");
    struct pair *ps = malloc(n * sizeof(struct pair));
    struct pair *gp = (struct pair *)upcga_bupc_allv_collective(3, (struct pair [1]){ p }, sizeof(struct pair), 0, 0, 0, (void *)ps);
    for (i = 0; i < n; i++)
        expect(gp[i].a == i && gp[i].b == i * 0.5, "gather_all");

    /* permute: each sends to the thread before it */
    int got = *(int *)upcga_bupc_allv_collective(4, (int [1]){ 100 + me }, sizeof(int), (me + n - 1) % n, 0, 0, (void *)0);
    expect(got == 100 + (me + 1) % n, "permute");

    /* reductions, in several types and operations */
    expect(*(int *)upcga_bupc_allv_collective(6, (int [1]){ me + 1 }, sizeof(int), 0, (upc_op_t)1 << 0, (int)0.5f == (int)0 ? (int)-1 < (int)0 ? 1 : 2 : 3, (void *)0) == n * (n + 1) / 2, "reduce_all add");
    expect(*(long *)upcga_bupc_allv_collective(6, (long [1]){ me - 5 }, sizeof(long), 0, (upc_op_t)1 << 7, (long)0.5f == (long)0 ? (long)-1 < (long)0 ? 1 : 2 : 3, (void *)0) == -5, "reduce_all min");
    expect(*(unsigned *)upcga_bupc_allv_collective(6, (unsigned [1]){ 1u << me }, sizeof(unsigned), 0, (upc_op_t)1 << 3, (unsigned)0.5f == (unsigned)0 ? (unsigned)-1 < (unsigned)0 ? 1 : 2 : 3, (void *)0) == (1u << n) - 1, "reduce_all or");
    expect(*(unsigned char *)upcga_bupc_allv_collective(6, (unsigned char [1]){ 200 }, sizeof(unsigned char), 0, (upc_op_t)1 << 0, (unsigned char)0.5f == (unsigned char)0 ? (unsigned char)-1 < (unsigned char)0 ? 1 : 2 : 3, (void *)0) == (unsigned char)(200 * n), "reduce_all unsigned char wraps");

    expect(*(short *)upcga_bupc_allv_collective(6, (short [1]){ me == 1 ? 0 : 1 }, sizeof(short), 0, (upc_op_t)1 << 5, (short)0.5f == (short)0 ? (short)-1 < (short)0 ? 1 : 2 : 3, (void *)0) == (n == 1), "reduce_all logand");

    expect(*(int *)upcga_bupc_allv_collective(6, (int [1]){ me ^ 3 }, sizeof(int), 0, (upc_op_t)1 << 4, (int)0.5f == (int)0 ? (int)-1 < (int)0 ? 1 : 2 : 3, (void *)0) == ({
        int x = 0;
        for (i = 0; i < n; i++)
            x ^= i ^ 3;
        x;
    }), "reduce_all xor");

    expect(*(double *)upcga_bupc_allv_collective(6, (double [1]){ me + 0.5 }, sizeof(double), 0, (upc_op_t)1 << 8, (double)0.5f == (double)0 ? (double)-1 < (double)0 ? 1 : 2 : 3, (void *)0) == n - 0.5, "reduce_all max double");
    expect(*(float *)upcga_bupc_allv_collective(6, (float [1]){ 2.0f }, sizeof(float), 0, (upc_op_t)1 << 1, (float)0.5f == (float)0 ? (float)-1 < (float)0 ? 1 : 2 : 3, (void *)0) == (float)(1 << n), "reduce_all mult");
    expect(*(long double *)upcga_bupc_allv_collective(6, (long double [1]){ 0.25L }, sizeof(long double), 0, (upc_op_t)1 << 0, (long double)0.5f == (long double)0 ? (long double)-1 < (long double)0 ? 1 : 2 : 3, (void *)0) == 0.25L * n, "reduce_all ldouble");
    expect(*(unsigned long long *)upcga_bupc_allv_collective(6, (unsigned long long [1]){ 7ULL }, sizeof(unsigned long long), 0, (upc_op_t)1 << 2, (unsigned long long)0.5f == (unsigned long long)0 ? (unsigned long long)-1 < (unsigned long long)0 ? 1 : 2 : 3, (void *)0) == 7ULL, "reduce_all and");
    long long s = *(long long *)upcga_bupc_allv_collective(5, (long long [1]){ me * 10LL }, sizeof(long long), root, (upc_op_t)1 << 0, (long long)0.5f == (long long)0 ? (long long)-1 < (long long)0 ? 1 : 2 : 3, (void *)0);
    if (me == root)
        expect(s == 10LL * n * (n - 1) / 2, "reduce");
    expect(*(int *)upcga_bupc_allv_collective(7, (int [1]){ me + 1 }, sizeof(int), 0, (upc_op_t)1 << 0, (int)0.5f == (int)0 ? (int)-1 < (int)0 ? 1 : 2 : 3, (void *)0) == (me + 1) * (me + 2) / 2, "prefix_reduce");

    expect(*(double *)upcga_bupc_allv_collective(7, (double [1]){ 1.0 / (me + 1) }, sizeof(double), 0, (upc_op_t)1 << 7, (double)0.5f == (double)0 ? (double)-1 < (double)0 ? 1 : 2 : 3, (void *)0) == 1.0 / (me + 1), "prefix_reduce min");


    /* the upc_allv_ spellings */
    expect(*(int *)upcga_bupc_allv_collective(6, (int [1]){ 1 }, sizeof(int), 0, (upc_op_t)1 << 0, (int)0.5f == (int)0 ? (int)-1 < (int)0 ? 1 : 2 : 3, (void *)0) == n, "upc_allv_reduce_all");
    expect(*(int *)upcga_bupc_allv_collective(0, (int [1]){ me }, sizeof(int), 0, 0, 0, (void *)0) == 0, "upc_allv_broadcast");

    fails_set(me, bad);
    upcga_barrier();
    if (me == 0) {
        int total = 0;
        {
#line 100 "tests/in/real/bupc_collectivev.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)n;
#line 100 "tests/in/real/bupc_collectivev.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(fails_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 100 "tests/in/real/bupc_collectivev.upc"
                for (i = 0; i < n; i++)
                    total += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 100 "tests/in/real/bupc_collectivev.upc"
                for (i = 0; i < n; i++)
                    total += fails_get(i);
        }
#line 102 "tests/in/real/bupc_collectivev.upc"
        printf("collectivev on %d threads: %d failures\n", n, total);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_bupc_collectivev(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_fails = NGA_Create_irreg(C_INT, 2, dims, "fails", block, upcga_rows);
        fails_local = upcga_own_row(g_fails, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_target = NGA_Create_irreg(C_INT, 2, dims, "target", block, upcga_rows);
        target_local = upcga_own_row(g_target, sizeof(int));
    }
}
static void (*const upcga_create_bupc_collectivev_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_bupc_collectivev;

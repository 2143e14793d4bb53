/* test_static_data.c - static shared data as generated code registers it: proxies allocated with
   upcr_startup_(p)shalloc and initialised with upcr_startup_(p)initarray, e.g. for
     shared [5] int j[3][4][2*THREADS] = { { {1, 2}, {3, 4}, {5, 6}, {1, 2, 3, 4, 5} } };
     shared int cyc[10*THREADS];  shared [] double indef[6] = { 1.5, 2.5 };  */
#include "harness.h"

static upcr_shared_ptr_t j = UPCR_INITIALIZED_SHARED;
static upcr_pshared_ptr_t cyc;
static upcr_pshared_ptr_t indef = UPCR_INITIALIZED_PSHARED;
static int j_init[1][4][5] = { { { 1, 2 }, { 3, 4 }, { 5, 6 }, { 1, 2, 3, 4, 5 } } };
static upcr_startup_arrayinit_diminfo_t j_dims[] = { { 1, 3, 0 }, { 4, 4, 0 }, { 5, 2, 1 } };
static double indef_init[2] = { 1.5, 2.5 };
static upcr_startup_arrayinit_diminfo_t indef_dims[] = { { 2, 6, 0 } };

static void static_init(void *start, uintptr_t len)
{
    upcr_startup_shalloc_t sh[] = { { &j, 5 * sizeof(int), 3 * 4 * 2 / 5 + 1, 1, sizeof(int), "j", "" } };
    upcr_startup_pshalloc_t psh[] = {
        { &cyc, sizeof(int), 10, 1, sizeof(int), "cyc", "" },
        { &indef, 6 * sizeof(double), 1, 0, sizeof(double), "indef", "" },
    };
    (void)start;
    (void)len;
    upcr_startup_shalloc(sh, 1);
    upcr_startup_pshalloc(psh, 2);
    upcr_startup_shalloc(sh, 1); /* a second call allocates nothing new */
    upcr_startup_initarray(j, j_init, j_dims, 3, sizeof(int), 5);
    upcr_startup_initparray(indef, indef_init, indef_dims, 1, sizeof(double), 0);
}

static int test_main(int argc, char **argv)
{
    upcr_thread_t t = upcr_threads();
    long d2 = 2 * (long)t;
    (void)argc;
    (void)argv;
    for (long a = 0; a < 3; a++)
        for (long b = 0; b < 4; b++)
            for (long c = 0; c < d2; c++) {
                long i = (a * 4 + b) * d2 + c;
                int want = 0, got;
                upcr_shared_ptr_t p = upcr_add_shared(j, sizeof(int), i, 5);
                if (a < 1 && c < 5)
                    want = j_init[a][b][c];
                got = (int)upcr_get_shared_val(p, 0, sizeof(int));
                CHECK(got == want, "initialised blocked array");
                CHECK(upcr_threadof_shared(p) == (upcr_thread_t)((i / 5) % t), "blocked affinity");
            }
    for (long i = 0; i < 10 * (long)t; i++)
        CHECK(upcr_get_pshared_val(upcr_add_pshared1(cyc, sizeof(int), i), 0, sizeof(int)) == 0, "zeroed cyclic array");
    for (long i = 0; i < 6; i++) {
        upcr_pshared_ptr_t p = upcr_add_psharedI(indef, sizeof(double), i);
        double want = i < 2 ? indef_init[i] : 0.0;
        CHECK(upcr_get_pshared_doubleval(p, 0) == want && upcr_threadof_pshared(p) == 0, "indefinite array");
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (failures)
        return 1;
    if (upcr_mythread() == 0)
        printf("PASS: static shared data on %u threads\n", (unsigned)t);
    return 0;
}

int main(int argc, char **argv)
{
    return run_upc_program(argc, argv, static_init, 0, test_main, 8 << 20);
}

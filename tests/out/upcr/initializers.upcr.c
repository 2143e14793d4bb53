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
#line 1 "samples/upc/initializers.upc"
/* initializers.upc - shared data with initializers: scalars, arrays in several layouts, strings, structs and designated initializers. */
#include <stdio.h>
#include <string.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/initializers.upc"
struct pair {
    int key;
    double val;
};
#line 8 "samples/upc/initializers.upc"
upcr_pshared_ptr_t answer;
upcr_pshared_ptr_t half;
upcr_pshared_ptr_t primes;
upcr_shared_ptr_t tri;
upcr_pshared_ptr_t word;
/* the rest is zero */
#line 13 "samples/upc/initializers.upc"
upcr_pshared_ptr_t partial;
/* no initializer: zero */
#line 14 "samples/upc/initializers.upc"
upcr_pshared_ptr_t zeros;
upcr_pshared_ptr_t pairs;
upcr_shared_ptr_t sparse;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, mine = 0;
    char local[8];

    /* every thread sees the initial values, before any thread writes */
    if ((int)upcr_get_pshared_val(answer, 0, sizeof(int)) != 42 || upcr_get_pshared_doubleval(half, 0) != 0.5)
        mine++;
    for (i = 0; i < 8; i++)
        if ((int)upcr_get_pshared_val(upcr_add_pshared1(primes, sizeof(int), i), 0, sizeof(int)) < 2 || (i > 0 && (int)upcr_get_pshared_val(upcr_add_pshared1(primes, sizeof(int), i), 0, sizeof(int)) <= (int)upcr_get_pshared_val(upcr_add_pshared1(primes, sizeof(int), i - 1), 0, sizeof(int))))
            mine++;
    if ((int)upcr_get_pshared_val(upcr_add_pshared1(primes, sizeof(int), 7), 0, sizeof(int)) != 19)
        mine++;
    {
#line 33 "samples/upc/initializers.upc"
        /* The loop's reads of shared arrays by its counter, in one bulk read each. */
        long upcrt_gather_lo1 = (long)0;
        long upcrt_gather_hi1 = (long)9;
#line 33 "samples/upc/initializers.upc"
        if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)9 && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(long))) {
            long upcrt_gathered2[16384 / sizeof(long)];
            if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                upcrt_get_range(upcrt_gathered2, upcr_add_shared(tri, sizeof(long), upcrt_gather_lo1, 3), sizeof(long), 3, upcrt_gather_hi1 - upcrt_gather_lo1);
            }
#line 33 "samples/upc/initializers.upc"
            for (i = 0; i < 9; i++)
                if (upcrt_gathered2[i - upcrt_gather_lo1] != (long)i * (i + 1) / 2)
                    mine++;
        } else
#line 33 "samples/upc/initializers.upc"
            for (i = 0; i < 9; i++)
                if ((long)upcr_get_shared_val(upcr_add_shared(tri, sizeof(long), i, 3), 0, sizeof(long)) != (long)i * (i + 1) / 2)
                    mine++;
    }
#line 36 "samples/upc/initializers.upc"
    {
#line 36 "samples/upc/initializers.upc"
        /* The loop's reads of shared arrays by its counter, in one bulk read each. */
        long upcrt_gather_lo3 = (long)0;
        long upcrt_gather_hi3 = (long)8;
#line 36 "samples/upc/initializers.upc"
        if (upcrt_gather_lo3 >= 0 && upcrt_gather_hi3 <= (long)8 && upcrt_gather_hi3 - upcrt_gather_lo3 <= (long)(16384 / sizeof(char))) {
            char upcrt_gathered4[16384 / sizeof(char)];
            if (upcrt_gather_lo3 < upcrt_gather_hi3) {
                upcrt_get_range(upcrt_gathered4, upcr_pshared_to_shared(upcr_add_psharedI(word, sizeof(char), upcrt_gather_lo3)), sizeof(char), 0, upcrt_gather_hi3 - upcrt_gather_lo3);
            }
#line 36 "samples/upc/initializers.upc"
            for (i = 0; i < 8; i++)
                local[i] = upcrt_gathered4[i - upcrt_gather_lo3];
        } else
#line 36 "samples/upc/initializers.upc"
            for (i = 0; i < 8; i++)
                local[i] = (char)upcr_get_pshared_val(upcr_add_psharedI(word, sizeof(char), i), 0, sizeof(char));
    }
#line 38 "samples/upc/initializers.upc"
    if (strcmp(local, "shared") != 0)
        mine++;
    {
#line 40 "samples/upc/initializers.upc"
        /* The loop's reads of shared arrays by its counter, in one bulk read each. */
        long upcrt_gather_lo5 = (long)0;
        long upcrt_gather_hi5 = (long)(4 * ((int)upcr_threads()));
#line 40 "samples/upc/initializers.upc"
        if (upcrt_gather_lo5 >= 0 && upcrt_gather_hi5 <= (long)(4 * ((int)upcr_threads())) && upcrt_gather_hi5 - upcrt_gather_lo5 <= (long)(16384 / sizeof(int))) {
            int upcrt_gathered6[16384 / sizeof(int)];
            if (upcrt_gather_lo5 < upcrt_gather_hi5) {
                upcrt_get_range(upcrt_gathered6, upcr_pshared_to_shared(upcr_add_pshared1(partial, sizeof(int), upcrt_gather_lo5)), sizeof(int), 1, upcrt_gather_hi5 - upcrt_gather_lo5);
            }
#line 40 "samples/upc/initializers.upc"
            for (i = 0; i < 4 * ((int)upcr_threads()); i++)
                if (upcrt_gathered6[i - upcrt_gather_lo5] != (i < 3 ? 9 - i : 0))
                    mine++;
        } else
#line 40 "samples/upc/initializers.upc"
            for (i = 0; i < 4 * ((int)upcr_threads()); i++)
                if ((int)upcr_get_pshared_val(upcr_add_pshared1(partial, sizeof(int), i), 0, sizeof(int)) != (i < 3 ? 9 - i : 0))
                    mine++;
    }
#line 43 "samples/upc/initializers.upc"
    {
#line 43 "samples/upc/initializers.upc"
        /* The loop's reads of shared arrays by its counter, in one bulk read each. */
        long upcrt_gather_lo7 = (long)0;
        long upcrt_gather_hi7 = (long)(5 * ((int)upcr_threads()));
#line 43 "samples/upc/initializers.upc"
        if (upcrt_gather_lo7 >= 0 && upcrt_gather_hi7 <= (long)(5 * ((int)upcr_threads())) && upcrt_gather_hi7 - upcrt_gather_lo7 <= (long)(16384 / sizeof(int))) {
            int upcrt_gathered8[16384 / sizeof(int)];
            if (upcrt_gather_lo7 < upcrt_gather_hi7) {
                upcrt_get_range(upcrt_gathered8, upcr_pshared_to_shared(upcr_add_pshared1(zeros, sizeof(int), upcrt_gather_lo7)), sizeof(int), 1, upcrt_gather_hi7 - upcrt_gather_lo7);
            }
#line 43 "samples/upc/initializers.upc"
            for (i = 0; i < 5 * ((int)upcr_threads()); i++)
                if (upcrt_gathered8[i - upcrt_gather_lo7] != 0)
                    mine++;
        } else
#line 43 "samples/upc/initializers.upc"
            for (i = 0; i < 5 * ((int)upcr_threads()); i++)
                if ((int)upcr_get_pshared_val(upcr_add_pshared1(zeros, sizeof(int), i), 0, sizeof(int)) != 0)
                    mine++;
    }
#line 46 "samples/upc/initializers.upc"
    for (i = 0; i < 3; i++)
        if ((int)upcr_get_pshared_val(upcr_add_pshared1(pairs, sizeof(struct pair), i), __builtin_offsetof(struct pair, key), sizeof(int)) != i + 1 || upcr_get_pshared_doubleval(upcr_add_pshared1(pairs, sizeof(struct pair), i), __builtin_offsetof(struct pair, val)) != i + 0.5)
            mine++;
    if ((int)upcr_get_shared_val(sparse, __builtin_offsetof(struct pair, key), sizeof(int)) != 0 || (int)upcr_get_shared_val(upcr_add_shared(sparse, sizeof(struct pair), 1, 2), __builtin_offsetof(struct pair, key), sizeof(int)) != 7 || upcr_get_shared_doubleval(upcr_add_shared(sparse, sizeof(struct pair), 2, 2), __builtin_offsetof(struct pair, val)) != 0.0 || (int)upcr_get_shared_val(upcr_add_shared(sparse, sizeof(struct pair), 3, 2), __builtin_offsetof(struct pair, key), sizeof(int)) != 9 || upcr_get_shared_doubleval(upcr_add_shared(sparse, sizeof(struct pair), 3, 2), __builtin_offsetof(struct pair, val)) != 9.0)

        mine++;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* initialised data can be written like any other */
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1)
        upcr_put_pshared_val(answer, 0, (int)((int)upcr_get_pshared_val(answer, 0, sizeof(int)) + 1), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if ((int)upcr_get_pshared_val(answer, 0, sizeof(int)) != 43)
        mine++;

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 64 "samples/upc/initializers.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo9 = (long)0;
            long upcrt_gather_hi9 = (long)((int)upcr_threads());
#line 64 "samples/upc/initializers.upc"
            if (upcrt_gather_lo9 >= 0 && upcrt_gather_hi9 <= (long)((int)upcr_threads()) && upcrt_gather_hi9 - upcrt_gather_lo9 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered10[16384 / sizeof(int)];
                if (upcrt_gather_lo9 < upcrt_gather_hi9) {
                    upcrt_get_range(upcrt_gathered10, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo9)), sizeof(int), 1, upcrt_gather_hi9 - upcrt_gather_lo9);
                }
#line 64 "samples/upc/initializers.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered10[i - upcrt_gather_lo9];
            } else
#line 64 "samples/upc/initializers.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 66 "samples/upc/initializers.upc"
        if (total)
            printf("FAIL: initializers: %d errors\n", total);
        else
            printf("PASS: initializers\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_initializers(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &answer, sizeof(int), 1, 0, sizeof(int), "answer", "shared int" },
        { &half, sizeof(double), 1, 0, sizeof(double), "half", "shared double" },
        { &primes, sizeof(int), 8, 0, sizeof(int), "primes", "shared int [8]" },
        { &word, sizeof(char) * 8, 1, 0, sizeof(char), "word", "shared [] char [8]" },
        { &partial, sizeof(int), 4 * ((int)upcr_threads()), 0, sizeof(int), "partial", "shared int [4 * THREADS]" },
        { &zeros, sizeof(int), 5 * ((int)upcr_threads()), 0, sizeof(int), "zeros", "shared int [5 * THREADS]" },
        { &pairs, sizeof(struct pair), 3, 0, sizeof(struct pair), "pairs", "shared struct <anonymous> [3]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 9);
    upcr_startup_shalloc_t shared_objects[] = {
        { &tri, 3 * sizeof(long), (9 + 3 - 1) / 3, 0, sizeof(long), "tri", "shared [3] long [9]" },
        { &sparse, 2 * sizeof(struct pair), (4 + 2 - 1) / 2, 0, sizeof(struct pair), "sparse", "shared [2] struct <anonymous> [4]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_initializers_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_initializers;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after all files' allocation). */
static void upcrt_init_initializers(void) {
    if (upcr_mythread() == 0) {
        int upcrt_value = 42;
        upcr_put_pshared(answer, 0, &upcrt_value, sizeof upcrt_value);
    }
    if (upcr_mythread() == 0) {
        double upcrt_value = 0.5;
        upcr_put_pshared(half, 0, &upcrt_value, sizeof upcrt_value);
    }
    {
        static int upcrt_initial[8] = { 2, 3, 5, 7, 11, 13, 17, 19 };
        upcr_startup_arrayinit_diminfo_t dims[] = {
            { 8, 8, 0 },
        };
        upcr_startup_initparray(primes, upcrt_initial, dims, 1, sizeof(int), 1);
    }
    {
        static long upcrt_initial[9] = {
            0,
            1,
            3,
            6,
            10,
            15,
            21,
            28,
            36,
        };
        upcr_startup_arrayinit_diminfo_t dims[] = {
            { 9, 9, 0 },
        };
        upcr_startup_initarray(tri, upcrt_initial, dims, 1, sizeof(long), 3);
    }
    {
        static char upcrt_initial[8] = "shared";
        upcr_startup_arrayinit_diminfo_t dims[] = {
            { 8, 8, 0 },
        };
        upcr_startup_initparray(word, upcrt_initial, dims, 1, sizeof(char), 0);
    }
    {
        static int upcrt_initial[] = { 9, 8, 7 };
        upcr_startup_arrayinit_diminfo_t dims[] = {
            { sizeof upcrt_initial / sizeof upcrt_initial[0], 4, 1 },
        };
        upcr_startup_initparray(partial, upcrt_initial, dims, 1, sizeof(int), 1);
    }
    {
        static struct pair upcrt_initial[3] = {
            { 1, 0.5 },
            { 2, 1.5 },
            { 3, 2.5 },
        };
        upcr_startup_arrayinit_diminfo_t dims[] = {
            { 3, 3, 0 },
        };
        upcr_startup_initparray(pairs, upcrt_initial, dims, 1, sizeof(struct pair), 1);
    }
    {
        static struct pair upcrt_initial[4] = {
            [1] = { 7, 7.0 },
            [3] = { .val = 9.0, .key = 9 },
        };
        upcr_startup_arrayinit_diminfo_t dims[] = {
            { 4, 4, 0 },
        };
        upcr_startup_initarray(sparse, upcrt_initial, dims, 1, sizeof(struct pair), 2);
    }
}
static void (*const upcrt_init_initializers_entry)(void) __attribute__((used, section("upcrt_init"))) = upcrt_init_initializers;

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
#line 1 "samples/upc/initializers.upc"
/* initializers.upc - shared data with initializers: scalars, arrays in several layouts, strings, structs and designated initializers. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/initializers.upc"
struct pair {
    int key;
    double val;
};
/* `shared int answer`: a GA array (on thread 0); this thread's part is answer_local. */
int g_answer;
int *answer_local;
/* `answer`: read in place on its thread or node, else NGA_Get. */
static inline int answer_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_answer, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return answer_local[pos];
    upcga_get_at(g_answer, t, pos, &v, sizeof v);
    return v;
}
/* `answer` = v: written in place on its thread or node, else NGA_Put. */
static inline int answer_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_answer, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        answer_local[pos] = v;
    else
        upcga_put_at(g_answer, t, pos, &v, sizeof v);
    return v;
}
/* `shared double half`: a GA array (on thread 0); this thread's part is half_local. */
int g_half;
double *half_local;
/* `half`: read in place on its thread or node, else NGA_Get. */
static inline double half_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_half, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return half_local[pos];
    upcga_get_at(g_half, t, pos, &v, sizeof v);
    return v;
}
/* `shared int primes[8]`: a GA array (one row per thread); this thread's part is primes_local. */
int g_primes;
int *primes_local;
/* `primes[i]`: read in place on its thread or node, else NGA_Get. */
static inline int primes_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_primes, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return primes_local[pos];
    upcga_get_at(g_primes, t, pos, &v, sizeof v);
    return v;
}
/* `shared [3] long tri[9]`: a GA array (one row per thread); this thread's part is tri_local. */
int g_tri;
long *tri_local;
/* `tri[i]`: read in place on its thread or node, else NGA_Get. */
static inline long tri_get(long i) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_tri, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return tri_local[pos];
    upcga_get_at(g_tri, t, pos, &v, sizeof v);
    return v;
}
/* `&tri[i]`: a pointer-to-shared. */
static inline upcga_ptr_t tri_ref(long i) {
    upcga_ptr_t p = { g_tri, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(long), i % 3 };
    return p;
}
/* `shared [] char word[8]`: a GA array (on thread 0); this thread's part is word_local. */
int g_word;
char *word_local;
/* `word[i]`: read in place on its thread or node, else NGA_Get. */
static inline char word_get(long i) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_word, t, pos, sizeof(char), 0);
    char v;
    if (t == MYTHREAD)
        return word_local[pos];
    upcga_get_at(g_word, t, pos, &v, sizeof v);
    return v;
}
/* `&word[i]`: a pointer-to-shared. */
static inline upcga_ptr_t word_ref(long i) {
    upcga_ptr_t p = { g_word, 0, i * (long)sizeof(char), 0 };
    return p;
}
/* `shared int partial[4 * THREADS]`: a GA array (one row per thread); this thread's part is partial_local. */
int g_partial;
int *partial_local;
/* `partial[i]`: read in place on its thread or node, else NGA_Get. */
static inline int partial_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_partial, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return partial_local[pos];
    upcga_get_at(g_partial, t, pos, &v, sizeof v);
    return v;
}
/* `&partial[i]`: a pointer-to-shared. */
static inline upcga_ptr_t partial_ref(long i) {
    upcga_ptr_t p = { g_partial, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int zeros[5 * THREADS]`: a GA array (one row per thread); this thread's part is zeros_local. */
int g_zeros;
int *zeros_local;
/* `zeros[i]`: read in place on its thread or node, else NGA_Get. */
static inline int zeros_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_zeros, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return zeros_local[pos];
    upcga_get_at(g_zeros, t, pos, &v, sizeof v);
    return v;
}
/* `&zeros[i]`: a pointer-to-shared. */
static inline upcga_ptr_t zeros_ref(long i) {
    upcga_ptr_t p = { g_zeros, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared struct pair pairs[3]`: a GA array (one row per thread); this thread's part is pairs_local. */
int g_pairs;
struct pair *pairs_local;
/* `&pairs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t pairs_ref(long i) {
    upcga_ptr_t p = { g_pairs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(struct pair), 0 };
    return p;
}
/* `shared [2] struct pair sparse[4]`: a GA array (one row per thread); this thread's part is sparse_local. */
int g_sparse;
struct pair *sparse_local;
/* `&sparse[i]`: a pointer-to-shared. */
static inline upcga_ptr_t sparse_ref(long i) {
    upcga_ptr_t p = { g_sparse, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(struct pair), i % 2 };
    return p;
}
/* `shared int errs[THREADS]`: a GA array (one row per thread); this thread's part is errs_local. */
int g_errs;
int *errs_local;
/* `errs[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errs_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errs_local[pos];
    upcga_get_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `errs[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errs_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errs_local[pos] = v;
    else
        upcga_put_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `&errs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errs_ref(long i) {
    upcga_ptr_t p = { g_errs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
#line 13 "samples/upc/initializers.upc"
/* the rest is zero */
/* no initializer: zero */
#line 20 "samples/upc/initializers.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, mine = 0;
    char local[8];

    /* every thread sees the initial values, before any thread writes */
    if (answer_get() != 42 || half_get() != 0.5)
        mine++;
    for (i = 0; i < 8; i++)
        if (primes_get(i) < 2 || (i > 0 && primes_get(i) <= primes_get(i - 1)))
            mine++;
    if (primes_get(7) != 19)
        mine++;
    {
#line 33 "samples/upc/initializers.upc"
        /* The loop's reads of shared arrays by its counter, in one bulk read each. */
        long upcga_gather_lo1 = (long)0;
        long upcga_gather_hi1 = (long)9;
#line 33 "samples/upc/initializers.upc"
        if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)9 && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(long))) {
            long upcga_gathered2[16384 / sizeof(long)];
            if (upcga_gather_lo1 < upcga_gather_hi1) {
                upcga_get_range(upcga_gathered2, upcga_add(tri_ref(0), sizeof(long), upcga_gather_lo1, 3), sizeof(long), 3, upcga_gather_hi1 - upcga_gather_lo1);
            }
#line 33 "samples/upc/initializers.upc"
            for (i = 0; i < 9; i++)
                if (upcga_gathered2[i - upcga_gather_lo1] != (long)i * (i + 1) / 2)
                    mine++;
        } else
#line 33 "samples/upc/initializers.upc"
            for (i = 0; i < 9; i++)
                if (tri_get(i) != (long)i * (i + 1) / 2)
                    mine++;
    }
#line 36 "samples/upc/initializers.upc"
    {
#line 36 "samples/upc/initializers.upc"
        /* The loop's reads of shared arrays by its counter, in one bulk read each. */
        long upcga_gather_lo3 = (long)0;
        long upcga_gather_hi3 = (long)8;
#line 36 "samples/upc/initializers.upc"
        if (upcga_gather_lo3 >= 0 && upcga_gather_hi3 <= (long)8 && upcga_gather_hi3 - upcga_gather_lo3 <= (long)(16384 / sizeof(char))) {
            char upcga_gathered4[16384 / sizeof(char)];
            if (upcga_gather_lo3 < upcga_gather_hi3) {
                upcga_get_range(upcga_gathered4, upcga_add(word_ref(0), sizeof(char), upcga_gather_lo3, 0), sizeof(char), 0, upcga_gather_hi3 - upcga_gather_lo3);
            }
#line 36 "samples/upc/initializers.upc"
            for (i = 0; i < 8; i++)
                local[i] = upcga_gathered4[i - upcga_gather_lo3];
        } else
#line 36 "samples/upc/initializers.upc"
            for (i = 0; i < 8; i++)
                local[i] = word_get(i);
    }
#line 38 "samples/upc/initializers.upc"
    if (strcmp(local, "shared") != 0)
        mine++;
    {
#line 40 "samples/upc/initializers.upc"
        /* The loop's reads of shared arrays by its counter, in one bulk read each. */
        long upcga_gather_lo5 = (long)0;
        long upcga_gather_hi5 = (long)(4 * THREADS);
#line 40 "samples/upc/initializers.upc"
        if (upcga_gather_lo5 >= 0 && upcga_gather_hi5 <= (long)(4 * THREADS) && upcga_gather_hi5 - upcga_gather_lo5 <= (long)(16384 / sizeof(int))) {
            int upcga_gathered6[16384 / sizeof(int)];
            if (upcga_gather_lo5 < upcga_gather_hi5) {
                upcga_get_range(upcga_gathered6, upcga_add(partial_ref(0), sizeof(int), upcga_gather_lo5, 1), sizeof(int), 1, upcga_gather_hi5 - upcga_gather_lo5);
            }
#line 40 "samples/upc/initializers.upc"
            for (i = 0; i < 4 * THREADS; i++)
                if (upcga_gathered6[i - upcga_gather_lo5] != (i < 3 ? 9 - i : 0))
                    mine++;
        } else
#line 40 "samples/upc/initializers.upc"
            for (i = 0; i < 4 * THREADS; i++)
                if (partial_get(i) != (i < 3 ? 9 - i : 0))
                    mine++;
    }
#line 43 "samples/upc/initializers.upc"
    {
#line 43 "samples/upc/initializers.upc"
        /* The loop's reads of shared arrays by its counter, in one bulk read each. */
        long upcga_gather_lo7 = (long)0;
        long upcga_gather_hi7 = (long)(5 * THREADS);
#line 43 "samples/upc/initializers.upc"
        if (upcga_gather_lo7 >= 0 && upcga_gather_hi7 <= (long)(5 * THREADS) && upcga_gather_hi7 - upcga_gather_lo7 <= (long)(16384 / sizeof(int))) {
            int upcga_gathered8[16384 / sizeof(int)];
            if (upcga_gather_lo7 < upcga_gather_hi7) {
                upcga_get_range(upcga_gathered8, upcga_add(zeros_ref(0), sizeof(int), upcga_gather_lo7, 1), sizeof(int), 1, upcga_gather_hi7 - upcga_gather_lo7);
            }
#line 43 "samples/upc/initializers.upc"
            for (i = 0; i < 5 * THREADS; i++)
                if (upcga_gathered8[i - upcga_gather_lo7] != 0)
                    mine++;
        } else
#line 43 "samples/upc/initializers.upc"
            for (i = 0; i < 5 * THREADS; i++)
                if (zeros_get(i) != 0)
                    mine++;
    }
#line 46 "samples/upc/initializers.upc"
    for (i = 0; i < 3; i++)
        if (UPCGA_READ(int, upcga_member(pairs_ref(i), __builtin_offsetof(struct pair, key))) != i + 1 || UPCGA_READ(double, upcga_member(pairs_ref(i), __builtin_offsetof(struct pair, val))) != i + 0.5)
            mine++;
    if (UPCGA_READ(int, upcga_member(sparse_ref(0), __builtin_offsetof(struct pair, key))) != 0 || UPCGA_READ(int, upcga_member(sparse_ref(1), __builtin_offsetof(struct pair, key))) != 7 || UPCGA_READ(double, upcga_member(sparse_ref(2), __builtin_offsetof(struct pair, val))) != 0.0 || UPCGA_READ(int, upcga_member(sparse_ref(3), __builtin_offsetof(struct pair, key))) != 9 || UPCGA_READ(double, upcga_member(sparse_ref(3), __builtin_offsetof(struct pair, val))) != 9.0)

        mine++;
    upcga_barrier();
    /* initialised data can be written like any other */
    if (MYTHREAD == THREADS - 1)
        answer_set(answer_get() + 1);
    upcga_barrier();
    if (answer_get() != 43)
        mine++;

    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 64 "samples/upc/initializers.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo9 = (long)0;
            long upcga_gather_hi9 = (long)THREADS;
#line 64 "samples/upc/initializers.upc"
            if (upcga_gather_lo9 >= 0 && upcga_gather_hi9 <= (long)THREADS && upcga_gather_hi9 - upcga_gather_lo9 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered10[16384 / sizeof(int)];
                if (upcga_gather_lo9 < upcga_gather_hi9) {
                    upcga_get_range(upcga_gathered10, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo9, 1), sizeof(int), 1, upcga_gather_hi9 - upcga_gather_lo9);
                }
#line 64 "samples/upc/initializers.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered10[i - upcga_gather_lo9];
            } else
#line 64 "samples/upc/initializers.upc"
                for (i = 0; i < THREADS; i++)
                    total += errs_get(i);
        }
#line 66 "samples/upc/initializers.upc"
        if (total)
            printf("FAIL: initializers: %d errors\n", total);
        else
            printf("PASS: initializers\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_initializers(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_answer = NGA_Create_irreg(C_INT, 2, dims, "answer", block, upcga_one_block);
        answer_local = upcga_own_row(g_answer, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_half = NGA_Create_irreg(C_DBL, 2, dims, "half", block, upcga_one_block);
        half_local = upcga_own_row(g_half, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8, 1) }, block[2] = { THREADS, 1 };
        g_primes = NGA_Create_irreg(C_INT, 2, dims, "primes", block, upcga_rows);
        primes_local = upcga_own_row(g_primes, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(9, 3) }, block[2] = { THREADS, 1 };
        g_tri = NGA_Create_irreg(C_LONG, 2, dims, "tri", block, upcga_rows);
        tri_local = upcga_own_row(g_tri, sizeof(long));
    }
    {
        int dims[2] = { 1, 8 }, block[2] = { 1, 1 };
        g_word = NGA_Create_irreg(C_CHAR, 2, dims, "word", block, upcga_one_block);
        word_local = upcga_own_row(g_word, sizeof(char));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_partial = NGA_Create_irreg(C_INT, 2, dims, "partial", block, upcga_rows);
        partial_local = upcga_own_row(g_partial, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(5 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_zeros = NGA_Create_irreg(C_INT, 2, dims, "zeros", block, upcga_rows);
        zeros_local = upcga_own_row(g_zeros, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3, 1) }, block[2] = { THREADS, 1 };
        g_pairs = NGA_Create_irreg(upcga_type(sizeof(struct pair)), 2, dims, "pairs", block, upcga_rows);
        pairs_local = upcga_own_row(g_pairs, sizeof(struct pair));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4, 2) }, block[2] = { THREADS, 1 };
        g_sparse = NGA_Create_irreg(upcga_type(sizeof(struct pair)), 2, dims, "sparse", block, upcga_rows);
        sparse_local = upcga_own_row(g_sparse, sizeof(struct pair));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_initializers_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_initializers;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after every file's arrays were created). */
static void upcga_init_initializers(void) {
    if (MYTHREAD == 0)
        answer_local[0] = 42;
    if (MYTHREAD == 0)
        half_local[0] = 0.5;
    {
        static const int upcga_initial[8] = { 2, 3, 5, 7, 11, 13, 17, 19 };
        const int *values = (const int *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 1) == MYTHREAD)
                primes_local[upcga_row_index(i, 1)] = values[i];
    }
    {
        static const long upcga_initial[9] = {
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
        const long *values = (const long *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 3) == MYTHREAD)
                tri_local[upcga_row_index(i, 3)] = values[i];
    }
    {
        static const char upcga_initial[8] = "shared";
        const char *values = (const char *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 0) == MYTHREAD)
                word_local[upcga_row_index(i, 0)] = values[i];
    }
    {
        static const int upcga_initial[] = { 9, 8, 7 };
        const int *values = (const int *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 1) == MYTHREAD)
                partial_local[upcga_row_index(i, 1)] = values[i];
    }
    {
        static const struct pair upcga_initial[3] = {
            { 1, 0.5 },
            { 2, 1.5 },
            { 3, 2.5 },
        };
        const struct pair *values = (const struct pair *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 1) == MYTHREAD)
                pairs_local[upcga_row_index(i, 1)] = values[i];
    }
    {
        static const struct pair upcga_initial[4] = {
            [1] = { 7, 7.0 },
            [3] = { .val = 9.0, .key = 9 },
        };
        const struct pair *values = (const struct pair *)upcga_initial;
        for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
            if (upcga_owner(i, 2) == MYTHREAD)
                sparse_local[upcga_row_index(i, 2)] = values[i];
    }
}
static void (*const upcga_init_initializers_entry)(void) __attribute__((used, section("upcga_init"))) = upcga_init_initializers;

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
#line 1 "tests/in/real/bupc_assert_type.upc"
/* bupc_assert_type over UPC types: sharing, block sizes and qualifiers at every level count
   (after translation every pointer-to-shared is one C type, so the translator decides), the
   type of an expression or a type name on either side. Every thread checks; thread 0 prints
   the failures of all. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int si`: a GA array (on thread 0); this thread's part is si_local. */
int g_si;
int *si_local;
/* `shared [4] int blocked[4 * THREADS]`: a GA array (one row per thread); this thread's part is blocked_local. */
int g_blocked;
int *blocked_local;
/* `shared const int *shared volatile spp`: a GA array (on thread 0); this thread's part is spp_local. */
int g_spp;
upcga_ptr_t *spp_local;
/* `int *shared psh`: a GA array (on thread 0); this thread's part is psh_local. */
int g_psh;
int **psh_local;
#line 12 "tests/in/real/bupc_assert_type.upc"
typedef int Row;
/* `shared [8] int rows[THREADS]`: a GA array (one row per thread); this thread's part is rows_local. */
int g_rows;
int *rows_local;
#line 14 "tests/in/real/bupc_assert_type.upc"
typedef long *LP;
/* `long *shared [2] viatypedef[2 * THREADS]`: a GA array (one row per thread); this thread's part is viatypedef_local. */
int g_viatypedef;
long **viatypedef_local;
/* `long *shared [2] direct[2 * THREADS]`: a GA array (one row per thread); this thread's part is direct_local. */
int g_direct;
long **direct_local;
#line 17 "tests/in/real/bupc_assert_type.upc"
typedef upcga_ptr_t (*maker)(const int *, upcga_ptr_t);
maker mk;
struct holder {
    int n;
    upcga_ptr_t text;
};
#line 23 "tests/in/real/bupc_assert_type.upc"
struct holder h;

static int bad;
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
#line 39 "tests/in/real/bupc_assert_type.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, total = 0;
    do {
#line 42 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 42 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 42, "si", "shared int");
    } while (0);
#line 43 "tests/in/real/bupc_assert_type.upc"
    do {
#line 43 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 43 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 43, "si", "shared [1] int");
    } while (0);
#line 44 "tests/in/real/bupc_assert_type.upc"
    do {
#line 44 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 44 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, 44, "si", "int");
    } while (0);
#line 45 "tests/in/real/bupc_assert_type.upc"
    do {
#line 45 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 45 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, 45, "si", "shared [2] int");
    } while (0);
#line 46 "tests/in/real/bupc_assert_type.upc"
    do {
#line 46 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 46 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 46, "&blocked[3]", "shared [4] int *");
    } while (0);
#line 47 "tests/in/real/bupc_assert_type.upc"
    do {
#line 47 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 47 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, 47, "&blocked[3]", "shared int *");
    } while (0);
#line 48 "tests/in/real/bupc_assert_type.upc"
    do {
#line 48 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 48 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, 48, "&blocked[3]", "shared [] int *");
    } while (0);
#line 49 "tests/in/real/bupc_assert_type.upc"
    do {
#line 49 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 49 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 49, "blocked[0]", "shared [4] int");
    } while (0);
#line 50 "tests/in/real/bupc_assert_type.upc"
    do {
#line 50 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 50 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 50, "spp", "shared const int *shared volatile");
    } while (0);
#line 51 "tests/in/real/bupc_assert_type.upc"
    do {
#line 51 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 51 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, 51, "spp", "shared int *shared volatile");
    } while (0);
#line 52 "tests/in/real/bupc_assert_type.upc"
    do {
#line 52 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 52 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 52, "*spp", "shared const int");
    } while (0);
#line 53 "tests/in/real/bupc_assert_type.upc"
    do {
#line 53 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 53 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 53, "*psh", "int");
    } while (0);
#line 54 "tests/in/real/bupc_assert_type.upc"
    do {
#line 54 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 54 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 54, "psh", "int *shared");
    } while (0);
#line 55 "tests/in/real/bupc_assert_type.upc"
    do {
#line 55 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 55 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 55, "rows[0]", "shared [8] int");
    } while (0);
#line 56 "tests/in/real/bupc_assert_type.upc"
    do {
#line 56 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 56 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 56, "viatypedef", "direct");
    } while (0);
#line 57 "tests/in/real/bupc_assert_type.upc"
    do {
#line 57 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 57 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 57, "viatypedef[1]", "long *shared [2]");
    } while (0);
#line 58 "tests/in/real/bupc_assert_type.upc"
    do {
#line 58 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 58 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, 58, "viatypedef[1]", "long *shared [3]");
    } while (0);
#line 59 "tests/in/real/bupc_assert_type.upc"
    do {
#line 59 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 59 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 59, "mk", "maker");
    } while (0);
#line 60 "tests/in/real/bupc_assert_type.upc"
    do {
#line 60 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 60 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, 60, "mk", "shared [3] int *(*)(const int *, shared float *)");
    } while (0);
#line 61 "tests/in/real/bupc_assert_type.upc"
    do {
#line 61 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 61 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 61, "h.text", "shared [5] char *");
    } while (0);
#line 62 "tests/in/real/bupc_assert_type.upc"
    do {
#line 62 "tests/in/real/bupc_assert_type.upc"
        if (!__builtin_types_compatible_p(__typeof__(h) *, __typeof__(struct holder) *) && bad++ < 5)
#line 62 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 62, "h", "struct holder");
    } while (0);
    /* the C types keep C's rules, qualifiers at the top included */
#line 64 "tests/in/real/bupc_assert_type.upc"
    do {
#line 64 "tests/in/real/bupc_assert_type.upc"
        if (!__builtin_types_compatible_p(__typeof__(i) *, __typeof__(int) *) && bad++ < 5)
#line 64 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, 64, "i", "int");
    } while (0);
#line 65 "tests/in/real/bupc_assert_type.upc"
    do {
#line 65 "tests/in/real/bupc_assert_type.upc"
        if (__builtin_types_compatible_p(__typeof__(const int) *, __typeof__(int) *) && bad++ < 5)
#line 65 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, 65, "const int", "int");
    } while (0);
#line 66 "tests/in/real/bupc_assert_type.upc"
    do {
#line 66 "tests/in/real/bupc_assert_type.upc"
        if (__builtin_types_compatible_p(__typeof__(int *const) *, __typeof__(int *) *) && bad++ < 5)
#line 66 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, 66, "int *const", "int *");
    } while (0);
#line 67 "tests/in/real/bupc_assert_type.upc"
    do {
#line 67 "tests/in/real/bupc_assert_type.upc"
        if (__builtin_types_compatible_p(__typeof__(int **volatile *) *, __typeof__(int ***) *) && bad++ < 5)
#line 67 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, 67, "int **volatile *", "int ***");
    } while (0);
#line 68 "tests/in/real/bupc_assert_type.upc"
    do {
#line 68 "tests/in/real/bupc_assert_type.upc"
        if (__builtin_types_compatible_p(__typeof__(i) *, __typeof__(long) *) && bad++ < 5)
#line 68 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, 68, "i", "long");
    } while (0);
#line 69 "tests/in/real/bupc_assert_type.upc"
    fails_set(MYTHREAD, bad);
    upcga_barrier();
    if (MYTHREAD == 0) {
        {
#line 72 "tests/in/real/bupc_assert_type.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 72 "tests/in/real/bupc_assert_type.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(fails_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 72 "tests/in/real/bupc_assert_type.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 72 "tests/in/real/bupc_assert_type.upc"
                for (i = 0; i < THREADS; i++)
                    total += fails_get(i);
        }
#line 74 "tests/in/real/bupc_assert_type.upc"
        printf("assert_type: %d failures\n", total);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_bupc_assert_type(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_si = NGA_Create_irreg(C_INT, 2, dims, "si", block, upcga_one_block);
        si_local = upcga_own_row(g_si, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_blocked = NGA_Create_irreg(C_INT, 2, dims, "blocked", block, upcga_rows);
        blocked_local = upcga_own_row(g_blocked, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_spp = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "spp", block, upcga_one_block);
        spp_local = upcga_own_row(g_spp, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_psh = NGA_Create_irreg(upcga_type(sizeof(int *)), 2, dims, "psh", block, upcga_one_block);
        psh_local = upcga_own_row(g_psh, sizeof(int *));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 8) }, block[2] = { THREADS, 1 };
        g_rows = NGA_Create_irreg(C_INT, 2, dims, "rows", block, upcga_rows);
        rows_local = upcga_own_row(g_rows, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_viatypedef = NGA_Create_irreg(upcga_type(sizeof(long *)), 2, dims, "viatypedef", block, upcga_rows);
        viatypedef_local = upcga_own_row(g_viatypedef, sizeof(long *));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_direct = NGA_Create_irreg(upcga_type(sizeof(long *)), 2, dims, "direct", block, upcga_rows);
        direct_local = upcga_own_row(g_direct, sizeof(long *));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_fails = NGA_Create_irreg(C_INT, 2, dims, "fails", block, upcga_rows);
        fails_local = upcga_own_row(g_fails, sizeof(int));
    }
}
static void (*const upcga_create_bupc_assert_type_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_bupc_assert_type;

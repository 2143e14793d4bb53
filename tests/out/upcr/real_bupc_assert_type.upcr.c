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
#line 1 "tests/in/real/bupc_assert_type.upc"
/* bupc_assert_type over UPC types: sharing, block sizes and qualifiers at every level count
   (after translation every pointer-to-shared is one C type, so the translator decides), the
   type of an expression or a type name on either side. Every thread checks; thread 0 prints
   the failures of all. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 8 "tests/in/real/bupc_assert_type.upc"
upcr_pshared_ptr_t si;
upcr_shared_ptr_t blocked;
upcr_pshared_ptr_t spp;
upcr_pshared_ptr_t psh;
typedef int Row;
upcr_shared_ptr_t rows;
typedef long *LP;
upcr_shared_ptr_t viatypedef;
upcr_shared_ptr_t direct;
typedef upcr_shared_ptr_t (*maker)(const int *, upcr_pshared_ptr_t);
maker mk;
struct holder {
    int n;
    upcr_shared_ptr_t text;
};
#line 23 "tests/in/real/bupc_assert_type.upc"
struct holder h;

static int bad;
#line 37 "tests/in/real/bupc_assert_type.upc"
upcr_pshared_ptr_t fails;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, total = 0;
    do {
#line 42 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 42 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 42, "si", "shared int");
    } while (0);
#line 43 "tests/in/real/bupc_assert_type.upc"
    do {
#line 43 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 43 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 43, "si", "shared [1] int");
    } while (0);
#line 44 "tests/in/real/bupc_assert_type.upc"
    do {
#line 44 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 44 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", ((int)upcr_mythread()), 44, "si", "int");
    } while (0);
#line 45 "tests/in/real/bupc_assert_type.upc"
    do {
#line 45 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 45 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", ((int)upcr_mythread()), 45, "si", "shared [2] int");
    } while (0);
#line 46 "tests/in/real/bupc_assert_type.upc"
    do {
#line 46 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 46 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 46, "&blocked[3]", "shared [4] int *");
    } while (0);
#line 47 "tests/in/real/bupc_assert_type.upc"
    do {
#line 47 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 47 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", ((int)upcr_mythread()), 47, "&blocked[3]", "shared int *");
    } while (0);
#line 48 "tests/in/real/bupc_assert_type.upc"
    do {
#line 48 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 48 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", ((int)upcr_mythread()), 48, "&blocked[3]", "shared [] int *");
    } while (0);
#line 49 "tests/in/real/bupc_assert_type.upc"
    do {
#line 49 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 49 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 49, "blocked[0]", "shared [4] int");
    } while (0);
#line 50 "tests/in/real/bupc_assert_type.upc"
    do {
#line 50 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 50 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 50, "spp", "shared const int *shared volatile");
    } while (0);
#line 51 "tests/in/real/bupc_assert_type.upc"
    do {
#line 51 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 51 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", ((int)upcr_mythread()), 51, "spp", "shared int *shared volatile");
    } while (0);
#line 52 "tests/in/real/bupc_assert_type.upc"
    do {
#line 52 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 52 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 52, "*spp", "shared const int");
    } while (0);
#line 53 "tests/in/real/bupc_assert_type.upc"
    do {
#line 53 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 53 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 53, "*psh", "int");
    } while (0);
#line 54 "tests/in/real/bupc_assert_type.upc"
    do {
#line 54 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 54 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 54, "psh", "int *shared");
    } while (0);
#line 55 "tests/in/real/bupc_assert_type.upc"
    do {
#line 55 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 55 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 55, "rows[0]", "shared [8] int");
    } while (0);
#line 56 "tests/in/real/bupc_assert_type.upc"
    do {
#line 56 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 56 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 56, "viatypedef", "direct");
    } while (0);
#line 57 "tests/in/real/bupc_assert_type.upc"
    do {
#line 57 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 57 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 57, "viatypedef[1]", "long *shared [2]");
    } while (0);
#line 58 "tests/in/real/bupc_assert_type.upc"
    do {
#line 58 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 58 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", ((int)upcr_mythread()), 58, "viatypedef[1]", "long *shared [3]");
    } while (0);
#line 59 "tests/in/real/bupc_assert_type.upc"
    do {
#line 59 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 59 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 59, "mk", "maker");
    } while (0);
#line 60 "tests/in/real/bupc_assert_type.upc"
    do {
#line 60 "tests/in/real/bupc_assert_type.upc"
        if (0 && bad++ < 5)
#line 60 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", ((int)upcr_mythread()), 60, "mk", "shared [3] int *(*)(const int *, shared float *)");
    } while (0);
#line 61 "tests/in/real/bupc_assert_type.upc"
    do {
#line 61 "tests/in/real/bupc_assert_type.upc"
        if (!1 && bad++ < 5)
#line 61 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 61, "h.text", "shared [5] char *");
    } while (0);
#line 62 "tests/in/real/bupc_assert_type.upc"
    do {
#line 62 "tests/in/real/bupc_assert_type.upc"
        if (!__builtin_types_compatible_p(__typeof__(h) *, __typeof__(struct holder) *) && bad++ < 5)
#line 62 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 62, "h", "struct holder");
    } while (0);
    /* the C types keep C's rules, qualifiers at the top included */
#line 64 "tests/in/real/bupc_assert_type.upc"
    do {
#line 64 "tests/in/real/bupc_assert_type.upc"
        if (!__builtin_types_compatible_p(__typeof__(i) *, __typeof__(int) *) && bad++ < 5)
#line 64 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s differ\n", ((int)upcr_mythread()), 64, "i", "int");
    } while (0);
#line 65 "tests/in/real/bupc_assert_type.upc"
    do {
#line 65 "tests/in/real/bupc_assert_type.upc"
        if (__builtin_types_compatible_p(__typeof__(const int) *, __typeof__(int) *) && bad++ < 5)
#line 65 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", ((int)upcr_mythread()), 65, "const int", "int");
    } while (0);
#line 66 "tests/in/real/bupc_assert_type.upc"
    do {
#line 66 "tests/in/real/bupc_assert_type.upc"
        if (__builtin_types_compatible_p(__typeof__(int *const) *, __typeof__(int *) *) && bad++ < 5)
#line 66 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", ((int)upcr_mythread()), 66, "int *const", "int *");
    } while (0);
#line 67 "tests/in/real/bupc_assert_type.upc"
    do {
#line 67 "tests/in/real/bupc_assert_type.upc"
        if (__builtin_types_compatible_p(__typeof__(int **volatile *) *, __typeof__(int ***) *) && bad++ < 5)
#line 67 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", ((int)upcr_mythread()), 67, "int **volatile *", "int ***");
    } while (0);
#line 68 "tests/in/real/bupc_assert_type.upc"
    do {
#line 68 "tests/in/real/bupc_assert_type.upc"
        if (__builtin_types_compatible_p(__typeof__(i) *, __typeof__(long) *) && bad++ < 5)
#line 68 "tests/in/real/bupc_assert_type.upc"
            printf("thread %d line %d: %s and %s are the same\n", ((int)upcr_mythread()), 68, "i", "long");
    } while (0);
#line 69 "tests/in/real/bupc_assert_type.upc"
    upcr_put_pshared_val(upcr_add_pshared1(fails, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        {
#line 72 "tests/in/real/bupc_assert_type.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 72 "tests/in/real/bupc_assert_type.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(fails, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 72 "tests/in/real/bupc_assert_type.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 72 "tests/in/real/bupc_assert_type.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(fails, sizeof(int), i), 0, sizeof(int));
        }
#line 74 "tests/in/real/bupc_assert_type.upc"
        printf("assert_type: %d failures\n", total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_bupc_assert_type(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &si, sizeof(int), 1, 0, sizeof(int), "si", "shared int" },
        { &spp, sizeof(volatile upcr_pshared_ptr_t), 1, 0, sizeof(volatile upcr_pshared_ptr_t), "spp", "shared const int *shared volatile" },
        { &psh, sizeof(int *), 1, 0, sizeof(int *), "psh", "int *shared" },
        { &fails, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "fails", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
    upcr_startup_shalloc_t shared_objects[] = {
        { &blocked, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "blocked", "shared [4] int [4 * THREADS]" },
        { &rows, 8 * sizeof(int), (((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(int), "rows", "shared [8] int [1 * THREADS]" },
        { &viatypedef, 2 * sizeof(long *), (2 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(long *), "viatypedef", "long *shared [2] [2 * THREADS]" },
        { &direct, 2 * sizeof(long *), (2 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(long *), "direct", "long *shared [2] [2 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 4);
}
static void (*const upcrt_alloc_bupc_assert_type_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_bupc_assert_type;

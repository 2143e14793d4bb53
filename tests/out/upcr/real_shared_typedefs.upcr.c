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
#line 1 "tests/in/real/shared_typedefs.upc"
/* Typedefs of shared arrays whose dimensions involve THREADS, at file scope under dynamic
   THREADS: objects, pointers to them, a typedef of a typedef, an array of such rows, a static
   object in a function, and the sizes of the types. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 7 "tests/in/real/shared_typedefs.upc"
typedef long row_t;
typedef int slot_t;
typedef slot_t same_slot_t;
typedef int grid_t;

upcr_shared_ptr_t row;
upcr_pshared_ptr_t slots;
upcr_shared_ptr_t grid;
upcr_pshared_ptr_t errors;

static long sum_row(upcr_shared_ptr_t r) {

    long s = 0;
    int i;
    for (i = 0; i < 3 * ((int)upcr_threads()); i++)
        s += (long)upcr_get_shared_val(upcr_add_shared(r, sizeof(long), i, 3), 0, sizeof(long));
    return s;
}



/* `seen` of main() */
static upcr_pshared_ptr_t upcrt_main_seen;
#line 26 "tests/in/real/shared_typedefs.upc"
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {


    upcr_shared_ptr_t rp = row;
    int i, j, bad = 0;

    {
#line 32 "tests/in/real/shared_typedefs.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 32 "tests/in/real/shared_typedefs.upc"
        i = 0;
#line 32 "tests/in/real/shared_typedefs.upc"
        if (upcrt_nested1)
#line 32 "tests/in/real/shared_typedefs.upc"
            for (; i < 3 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(row, sizeof(long), i, 3), 0, (long)(10 * i), sizeof(long));
        else {
#line 32 "tests/in/real/shared_typedefs.upc"
            /* This thread's blocks of `row`, each through local pointers. */
#line 32 "tests/in/real/shared_typedefs.upc"
            for (i = upcrt_forall_first(i, 3); i < 3 * ((int)upcr_threads()); i = upcrt_forall_first(i, 3)) {
#line 32 "tests/in/real/shared_typedefs.upc"
                long *upcrt_local_row = upcr_shared_to_local(upcr_add_shared(row, sizeof(long), i, 3));
                long upcrt_block_lo = i - i % 3, upcrt_block_hi = upcrt_block_lo + 3;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 3 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 32 "tests/in/real/shared_typedefs.upc"
                if (upcrt_stop - i == 3) {
#pragma GCC ivdep
#line 32 "tests/in/real/shared_typedefs.upc"
                    for (upcrt_k = 0; upcrt_k < 3; upcrt_k++, i++, upcrt_local_row++)
                        *upcrt_local_row = 10 * i;
                } else
#line 32 "tests/in/real/shared_typedefs.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_row++)
                        *upcrt_local_row = 10 * i;
            }
        }
#line 32 "tests/in/real/shared_typedefs.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_put_pshared_val(upcr_add_pshared1(slots, sizeof(int), ((int)upcr_mythread())), 0, (int)(((int)upcr_mythread()) + 1), sizeof(int));
    for (j = 0; j < 4; j++)
        upcr_put_shared_val(upcr_add_shared(grid, sizeof(int), (long)((int)upcr_mythread()) * 4 + j, 2), 0, (int)(100 * ((int)upcr_mythread()) + j), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_put_pshared_val(upcr_add_pshared1(upcrt_main_seen, sizeof(int), ((int)upcr_mythread())), 0, (int)(int)upcr_get_pshared_val(upcr_add_pshared1(slots, sizeof(int), (((int)upcr_mythread()) + 1) % ((int)upcr_threads())), 0, sizeof(int)), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (sum_row(rp) != 10L * (3 * ((int)upcr_threads())) * (3 * ((int)upcr_threads()) - 1) / 2)
        bad++;
    if ((int)upcr_get_pshared_val(upcr_add_pshared1(upcrt_main_seen, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) != (((int)upcr_mythread()) + 1) % ((int)upcr_threads()) + 1)
        bad++;
    for (i = 0; i < ((int)upcr_threads()); i++)
        for (j = 0; j < 4; j++)
            if ((int)upcr_get_shared_val(upcr_add_shared(grid, sizeof(int), (long)i * 4 + j, 2), 0, sizeof(int)) != 100 * i + j || upcr_threadof_shared(upcr_add_shared(grid, sizeof(int), (long)i * 4 + j, 2)) != (size_t)((4 * i + j) / 2 % ((int)upcr_threads())))
                bad++;
    if (sizeof(long) * 3 * ((int)upcr_threads()) != 3 * ((int)upcr_threads()) * sizeof(long) || sizeof(int) * ((int)upcr_threads()) != ((int)upcr_threads()) * sizeof(int))
        bad++;
    if ((size_t)3 != 3 || (size_t)2 != 2 || sizeof(int) != sizeof(int))
        bad++;
    upcr_put_pshared_val(upcr_add_pshared1(errors, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 57 "tests/in/real/shared_typedefs.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo2 = (long)0;
            long upcrt_gather_hi2 = (long)((int)upcr_threads());
#line 57 "tests/in/real/shared_typedefs.upc"
            if (upcrt_gather_lo2 >= 0 && upcrt_gather_hi2 <= (long)((int)upcr_threads()) && upcrt_gather_hi2 - upcrt_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo2 < upcrt_gather_hi2) {
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(errors, sizeof(int), upcrt_gather_lo2)), sizeof(int), 1, upcrt_gather_hi2 - upcrt_gather_lo2);
                }
#line 57 "tests/in/real/shared_typedefs.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered3[i - upcrt_gather_lo2];
            } else
#line 57 "tests/in/real/shared_typedefs.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errors, sizeof(int), i), 0, sizeof(int));
        }
#line 59 "tests/in/real/shared_typedefs.upc"
        printf("shared typedefs on %d threads: row sum %ld, %d errors\n", ((int)upcr_threads()), sum_row(row), total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_shared_typedefs(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &slots, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "slots", "shared int [1 * THREADS]" },
        { &errors, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errors", "shared int [1 * THREADS]" },
        { &upcrt_main_seen, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "upcrt_main_seen", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &row, 3 * sizeof(long), (3 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(long), "row", "shared [3] long [3 * THREADS]" },
        { &grid, 2 * sizeof(int), (4 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(int), "grid", "shared [2] int [1 * THREADS][4]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_shared_typedefs_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_shared_typedefs;

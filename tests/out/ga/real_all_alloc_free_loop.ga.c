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
#line 1 "tests/in/real/all_alloc_free_loop.upc"
/* A collective library call that allocates its work array with upc_all_alloc on every call and
   frees it with upc_free on one thread (as collectives written in UPC do): called many times,
   the memory of the freed arrays must be reused. Each round checks the values every thread
   wrote. With an argument, two threads free the same array (one thread twice on one thread):
   a double free, reported at the latest by the next collective allocation call. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int errors[THREADS]`: a GA array (one row per thread); this thread's part is errors_local. */
int g_errors;
int *errors_local;
/* `errors[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errors_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errors, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errors_local[pos];
    upcga_get_at(g_errors, t, pos, &v, sizeof v);
    return v;
}
/* `errors[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errors_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errors, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errors_local[pos] = v;
    else
        upcga_put_at(g_errors, t, pos, &v, sizeof v);
    return v;
}
/* `&errors[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errors_ref(long i) {
    upcga_ptr_t p = { g_errors, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 14 "tests/in/real/all_alloc_free_loop.upc"
static long round_sum(int round) {
    upcga_ptr_t mine;
    upcga_ptr_t cell = upcga_resetphase(upcga_all_alloc(THREADS, 1 << 20));
    long sum = 0;
    int t;
    UPCGA_WRITE(long, upcga_add(cell, sizeof(long), MYTHREAD, 1), round * 10 + MYTHREAD);
    mine = upcga_resetphase(upcga_add(cell, sizeof(long), MYTHREAD, 1));
    /* the far end of this thread's part */
#line 21 "tests/in/real/all_alloc_free_loop.upc"
    UPCGA_WRITE(char, upcga_add(mine, sizeof(char), (1 << 20) - 1, 0), 1);
    upcga_barrier();
    for (t = 0; t < THREADS; t++)
        sum += UPCGA_READ(long, upcga_add(cell, sizeof(long), t, 1));
    upcga_barrier();
    if (MYTHREAD == round % THREADS)
        upcga_free(cell);
    return sum;
}

int upcga_user_main(int argc, char **argv) {
    int r, bad = 0;
    (void)argv;
    if (argc > 1) {
        upcga_ptr_t p = upcga_resetphase(upcga_all_alloc(THREADS, sizeof(int)));
        upcga_barrier();
        if (MYTHREAD == 0)
            upcga_free(p);
        if (MYTHREAD == THREADS - 1)
            upcga_free(p);
        upcga_barrier();
        p = upcga_resetphase(upcga_all_alloc(THREADS, sizeof(int)));
        printf("double free not reported\n");
        return 0;
    }
    for (r = 0; r < 1200; r++) {
        long want = (long)r * 10 * THREADS + (long)THREADS * (THREADS - 1) / 2;
        if (round_sum(r) != want)
            bad++;
    }
    errors_set(MYTHREAD, bad);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0, t;
        {
#line 55 "tests/in/real/all_alloc_free_loop.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 55 "tests/in/real/all_alloc_free_loop.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(errors_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 55 "tests/in/real/all_alloc_free_loop.upc"
                for (t = 0; t < THREADS; t++)
                    total += upcga_gathered2[t - upcga_gather_lo1];
            } else
#line 55 "tests/in/real/all_alloc_free_loop.upc"
                for (t = 0; t < THREADS; t++)
                    total += errors_get(t);
        }
#line 57 "tests/in/real/all_alloc_free_loop.upc"
        printf("%d rounds, %d errors\n", 1200, total);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_all_alloc_free_loop(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errors = NGA_Create_irreg(C_INT, 2, dims, "errors", block, upcga_rows);
        errors_local = upcga_own_row(g_errors, sizeof(int));
    }
}
static void (*const upcga_create_all_alloc_free_loop_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_all_alloc_free_loop;

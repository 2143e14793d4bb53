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
#line 1 "tests/in/real/bupc_exit.upc"
/* bupc_exit(n) ends the calling thread as exit(n) does: its output is flushed, the other
   threads return from main, and the program's status is the non-zero one. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int seen[THREADS]`: a GA array (one row per thread); this thread's part is seen_local. */
int g_seen;
int *seen_local;
/* `seen[i]`: read in place on its thread or node, else NGA_Get. */
static inline int seen_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_seen, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return seen_local[pos];
    upcga_get_at(g_seen, t, pos, &v, sizeof v);
    return v;
}
/* `seen[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int seen_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_seen, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        seen_local[pos] = v;
    else
        upcga_put_at(g_seen, t, pos, &v, sizeof v);
    return v;
}
/* `&seen[i]`: a pointer-to-shared. */
static inline upcga_ptr_t seen_ref(long i) {
    upcga_ptr_t p = { g_seen, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 8 "tests/in/real/bupc_exit.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    seen_set(MYTHREAD, 1);
    upcga_barrier();
    if (MYTHREAD == THREADS - 1) {
        int i, n = 0;
        {
#line 14 "tests/in/real/bupc_exit.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 14 "tests/in/real/bupc_exit.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(seen_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 14 "tests/in/real/bupc_exit.upc"
                for (i = 0; i < THREADS; i++)
                    n += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 14 "tests/in/real/bupc_exit.upc"
                for (i = 0; i < THREADS; i++)
                    n += seen_get(i);
        }
        /* no newline: bupc_exit flushes it */
#line 16 "tests/in/real/bupc_exit.upc"
        printf("leaving with %d of %d", n, THREADS);
        upcga_bupc_exit(3);
        printf("not reached\n");
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_bupc_exit(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_seen = NGA_Create_irreg(C_INT, 2, dims, "seen", block, upcga_rows);
        seen_local = upcga_own_row(g_seen, sizeof(int));
    }
}
static void (*const upcga_create_bupc_exit_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_bupc_exit;

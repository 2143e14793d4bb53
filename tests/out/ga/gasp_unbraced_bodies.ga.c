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
#line 1 "tests/in/gasp/unbraced_bodies.upc"
/* unbraced_bodies.upc - statements that instrumentation turns into several, as the whole body
   of an if or a loop (tests/gasp_instrument.rs): they must stay one statement. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int hits[THREADS]`: a GA array (one row per thread); this thread's part is hits_local. */
int g_hits;
int *hits_local;
/* `hits[i]`: read in place on its thread or node, else NGA_Get. */
static inline int hits_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_hits, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return hits_local[pos];
    upcga_get_at(g_hits, t, pos, &v, sizeof v);
    return v;
}
/* `hits[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int hits_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_hits, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        hits_local[pos] = v;
    else
        upcga_put_at(g_hits, t, pos, &v, sizeof v);
    return v;
}
/* `&hits[i]`: a pointer-to-shared. */
static inline upcga_ptr_t hits_ref(long i) {
    upcga_ptr_t p = { g_hits, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 7 "tests/in/gasp/unbraced_bodies.upc"
static void touch(int j) {

    if (j != MYTHREAD)
        return;
    hits_set(j, hits_get(j) + 1);
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int j, k, total = 0;
    for (j = 0; j < THREADS; j++)
        touch(j);
    for (k = 0; k < 3; k++)
        upcga_fence();
    upcga_barrier();
    if (MYTHREAD == 0) {
        {
#line 23 "tests/in/gasp/unbraced_bodies.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 23 "tests/in/gasp/unbraced_bodies.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(hits_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 23 "tests/in/gasp/unbraced_bodies.upc"
                for (j = 0; j < THREADS; j++)
                    total += upcga_gathered2[j - upcga_gather_lo1];
            } else
#line 23 "tests/in/gasp/unbraced_bodies.upc"
                for (j = 0; j < THREADS; j++)
                    total += hits_get(j);
        }
#line 25 "tests/in/gasp/unbraced_bodies.upc"
        printf("hits=%d\n", total);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_unbraced_bodies(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_hits = NGA_Create_irreg(C_INT, 2, dims, "hits", block, upcga_rows);
        hits_local = upcga_own_row(g_hits, sizeof(int));
    }
}
static void (*const upcga_create_unbraced_bodies_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_unbraced_bodies;

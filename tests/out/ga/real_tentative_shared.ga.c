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
#line 1 "tests/in/real/tentative_shared.upc"
/* A shared scalar defined tentatively (here and in the header) whose address a file-scope
   initializer takes, and one defined with a value after its tentative definition. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int total`: a GA array (on thread 0); this thread's part is total_local. */
int g_total;
int *total_local;
/* `&total`: a pointer-to-shared. */
static inline upcga_ptr_t total_ref(void) {
    upcga_ptr_t p = { g_total, 0, 0, 0 };
    return p;
}
/* `shared int hits`: a GA array (on thread 0); this thread's part is hits_local. */
int g_hits;
int *hits_local;
/* `hits`: read in place on its thread or node, else NGA_Get. */
static inline int hits_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_hits, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return hits_local[pos];
    upcga_get_at(g_hits, t, pos, &v, sizeof v);
    return v;
}
/* `&hits`: a pointer-to-shared. */
static inline upcga_ptr_t hits_ref(void) {
    upcga_ptr_t p = { g_hits, 0, 0, 0 };
    return p;
}
/* `shared int *shared phits`: a GA array (on thread 0); this thread's part is phits_local. */
int g_phits;
upcga_ptr_t *phits_local;
/* `phits`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t phits_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_phits, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return phits_local[pos];
    upcga_get_at(g_phits, t, pos, &v, sizeof v);
    return v;
}
/* `shared int *shared ptotal`: a GA array (on thread 0); this thread's part is ptotal_local. */
int g_ptotal;
upcga_ptr_t *ptotal_local;
/* `ptotal`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t ptotal_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_ptotal, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return ptotal_local[pos];
    upcga_get_at(g_ptotal, t, pos, &v, sizeof v);
    return v;
}
#line 1 "tests/in/real/tentative_shared.h"
/* Shared scalars defined tentatively (no `extern`) in every file that includes this header. */
#line 7 "tests/in/real/tentative_shared.upc"
/* the definition the header's tentative one refers to */
#line 12 "tests/in/real/tentative_shared.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    upcga_barrier();
    if (MYTHREAD == THREADS - 1)
        UPCGA_WRITE(int, phits_get(), 10 * THREADS);
    upcga_barrier();
    if (MYTHREAD == 0)
        printf("hits %d total %d same %d\n", hits_get(), UPCGA_READ(int, ptotal_get()), upcga_eq(phits_get(), hits_ref()));
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_tentative_shared(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_total = NGA_Create_irreg(C_INT, 2, dims, "total", block, upcga_one_block);
        total_local = upcga_own_row(g_total, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_hits = NGA_Create_irreg(C_INT, 2, dims, "hits", block, upcga_one_block);
        hits_local = upcga_own_row(g_hits, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_phits = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "phits", block, upcga_one_block);
        phits_local = upcga_own_row(g_phits, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_ptotal = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "ptotal", block, upcga_one_block);
        ptotal_local = upcga_own_row(g_ptotal, sizeof(upcga_ptr_t));
    }
}
static void (*const upcga_create_tentative_shared_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_tentative_shared;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after every file's arrays were created). */
static void upcga_init_tentative_shared(void) {
    if (MYTHREAD == 0)
        total_local[0] = 3;
    if (MYTHREAD == 0)
        phits_local[0] = hits_ref();
    if (MYTHREAD == 0)
        ptotal_local[0] = total_ref();
}
static void (*const upcga_init_tentative_shared_entry)(void) __attribute__((used, section("upcga_init"))) = upcga_init_tentative_shared;

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
#line 1 "tests/in/real/tentative_shared_other.upc"
/* Another file of the same program shape: the header's tentative definitions again, and the
   address of one in a file-scope initializer (compiled with -c beside tentative_shared.upc). */
#include <stdlib.h>
#include <inttypes.h>
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
/* `shared int *shared ptotal_other`: a GA array (on thread 0); this thread's part is ptotal_other_local. */
int g_ptotal_other;
upcga_ptr_t *ptotal_other_local;
/* `ptotal_other`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t ptotal_other_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_ptotal_other, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return ptotal_other_local[pos];
    upcga_get_at(g_ptotal_other, t, pos, &v, sizeof v);
    return v;
}
#line 1 "tests/in/real/tentative_shared.h"
/* Shared scalars defined tentatively (no `extern`) in every file that includes this header. */
#line 8 "tests/in/real/tentative_shared_other.upc"
int other_total(void) {
#line 8 "tests/in/real/tentative_shared_other.upc"
    return UPCGA_READ(int, ptotal_other_get());
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_tentative_shared_other(void) {
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
        g_ptotal_other = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "ptotal_other", block, upcga_one_block);
        ptotal_other_local = upcga_own_row(g_ptotal_other, sizeof(upcga_ptr_t));
    }
}
static void (*const upcga_create_tentative_shared_other_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_tentative_shared_other;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after every file's arrays were created). */
static void upcga_init_tentative_shared_other(void) {
    if (MYTHREAD == 0)
        ptotal_other_local[0] = total_ref();
}
static void (*const upcga_init_tentative_shared_other_entry)(void) __attribute__((used, section("upcga_init"))) = upcga_init_tentative_shared_other;

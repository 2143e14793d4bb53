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
#line 1 "tests/in/gasp/struct_store.upc"
/* A private struct stored whole into the neighbour's element: a put event of its size. */
#include <stdlib.h>
#include <inttypes.h>
#line 4 "tests/in/gasp/struct_store.upc"
struct P {
    int a;
    double b;
};
/* `shared struct P s[THREADS]`: a GA array (one row per thread); this thread's part is s_local. */
int g_s;
struct P *s_local;
/* `&s[i]`: a pointer-to-shared. */
static inline upcga_ptr_t s_ref(long i) {
    upcga_ptr_t p = { g_s, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(struct P), 0 };
    return p;
}
#line 10 "tests/in/gasp/struct_store.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    struct P loc = { MYTHREAD, 2.0 };
    upcga_put(s_ref((MYTHREAD + 1) % THREADS), &loc, sizeof loc);
    upcga_barrier();
    return UPCGA_READ(int, upcga_member(s_ref(MYTHREAD), __builtin_offsetof(struct P, a))) == (MYTHREAD + THREADS - 1) % THREADS ? 0 : 1;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_struct_store(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_s = NGA_Create_irreg(upcga_type(sizeof(struct P)), 2, dims, "s", block, upcga_rows);
        s_local = upcga_own_row(g_s, sizeof(struct P));
    }
}
static void (*const upcga_create_struct_store_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_struct_store;

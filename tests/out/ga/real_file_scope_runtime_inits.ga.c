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
#line 1 "tests/in/real/file_scope_runtime_inits.upc"
/* File-scope private variables whose initial values only the running program knows (the
   thread count and sizes that depend on it, the thread's number): each is set at
   start-up, under both backends. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int a[3 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `shared [2] int starred[2 * THREADS]`: a GA array (one row per thread); this thread's part is starred_local. */
int g_starred;
int *starred_local;
#line 10 "tests/in/real/file_scope_runtime_inits.upc"
int threads;
int me;
size_t whole;
size_t local = (size_t)3 * sizeof(int);
size_t block;
long twice;
int constant = sizeof(int) * 4;

int upcga_user_main(int upcga_argc, char **upcga_argv) {
    upcga_barrier();
    if (me != MYTHREAD)
        printf("thread %d: me %d\n", MYTHREAD, me);
    if (MYTHREAD == 0)
        printf("threads %d whole %zu local %zu block %zu twice %ld constant %d\n", threads, whole, local, block, twice, constant);

    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_file_scope_runtime_inits(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(2 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_starred = NGA_Create_irreg(C_INT, 2, dims, "starred", block, upcga_rows);
        starred_local = upcga_own_row(g_starred, sizeof(int));
    }
}
static void (*const upcga_create_file_scope_runtime_inits_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_file_scope_runtime_inits;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after every file's arrays were created). */
static void upcga_init_file_scope_runtime_inits(void) {
    threads = THREADS;
    me = MYTHREAD;
    whole = sizeof(int) * 3 * THREADS;
    block = (size_t)2;
    twice = 2L * THREADS + 1;
}
static void (*const upcga_init_file_scope_runtime_inits_entry)(void) __attribute__((used, section("upcga_init"))) = upcga_init_file_scope_runtime_inits;

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
#line 1 "tests/in/real/shared_function_pointer_call.upc"
/* A shared pointer to a function called by its name (`scale(21L)`), as through `*`: the call
   reads the pointer first. A function's address is a process's own, so the thread that
   stored a pointer calls it: thread 0 for the scalars, each thread for its element. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 7 "tests/in/real/shared_function_pointer_call.upc"
static long twice(long x) {
#line 7 "tests/in/real/shared_function_pointer_call.upc"
    return 2 * x;
}
#line 8 "tests/in/real/shared_function_pointer_call.upc"
static long square(long x) {
#line 8 "tests/in/real/shared_function_pointer_call.upc"
    return x * x;
}
/* `long (*shared scale)(long)`: a GA array (on thread 0); this thread's part is scale_local. */
int g_scale;
long (**scale_local)(long);
/* `scale`: read in place on its thread or node, else NGA_Get. */
static inline long (*scale_get(void))(long) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_scale, t, pos, sizeof(long (*)(long)), 0);
    long (*v)(long);
    if (t == MYTHREAD)
        return scale_local[pos];
    upcga_get_at(g_scale, t, pos, &v, sizeof v);
    return v;
}
/* `scale` = v: written in place on its thread or node, else NGA_Put. */
static inline long (*scale_set(long (*v)(long)))(long) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_scale, t, pos, sizeof(long (*)(long)), 1);
    if (t == MYTHREAD)
        scale_local[pos] = v;
    else
        upcga_put_at(g_scale, t, pos, &v, sizeof v);
    return v;
}
/* `long (*strict shared unprototyped)()`: a GA array (on thread 0); this thread's part is unprototyped_local. */
int g_unprototyped;
long (**unprototyped_local)();
/* `unprototyped`: read in place on its thread or node, else NGA_Get. */
static inline long (*unprototyped_get(void))() {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_unprototyped, t, pos, sizeof(long (*)()), 0);
    long (*v)();
    if (t == MYTHREAD)
        return unprototyped_local[pos];
    upcga_get_at(g_unprototyped, t, pos, &v, sizeof v);
    return v;
}
/* `unprototyped` = v: written in place on its thread or node, else NGA_Put. */
static inline long (*unprototyped_set(long (*v)()))() {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_unprototyped, t, pos, sizeof(long (*)()), 1);
    if (t == MYTHREAD)
        unprototyped_local[pos] = v;
    else
        upcga_put_at(g_unprototyped, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `unprototyped`. */
static inline long (*unprototyped_get_strict(void))() {
    long (*v)();
    upcga_fence();
    v = unprototyped_get();
    upcga_fence();
    return v;
}
/* A strict write of `unprototyped`. */
static inline long (*unprototyped_set_strict(long (*v)()))() {
    upcga_fence();
    unprototyped_set(v);
    upcga_fence();
    return v;
}
/* `long (*shared per_thread[THREADS])(long)`: a GA array (one row per thread); this thread's part is per_thread_local. */
int g_per_thread;
long (**per_thread_local)(long);
/* `per_thread[i]`: read in place on its thread or node, else NGA_Get. */
static inline long (*per_thread_get(long i))(long) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_per_thread, t, pos, sizeof(long (*)(long)), 0);
    long (*v)(long);
    if (t == MYTHREAD)
        return per_thread_local[pos];
    upcga_get_at(g_per_thread, t, pos, &v, sizeof v);
    return v;
}
/* `per_thread[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long (*per_thread_set(long i, long (*v)(long)))(long) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_per_thread, t, pos, sizeof(long (*)(long)), 1);
    if (t == MYTHREAD)
        per_thread_local[pos] = v;
    else
        upcga_put_at(g_per_thread, t, pos, &v, sizeof v);
    return v;
}
#line 14 "tests/in/real/shared_function_pointer_call.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    per_thread_set(MYTHREAD, MYTHREAD % 2 ? square : twice);
    if (MYTHREAD == 0) {
        scale_set(twice);
        unprototyped_set_strict(square);
        printf("scale(21) %ld, (*scale)(4) %ld, unprototyped(9) %ld\n", scale_get()(21L), (*scale_get())(4L), unprototyped_get_strict()(9L));
    }

    upcga_barrier();
    long mine = per_thread_get(MYTHREAD)(5L);
    upcga_barrier();
    if (mine != (MYTHREAD % 2 ? 25 : 10))
        printf("thread %d: per_thread[MYTHREAD](5) %ld\n", MYTHREAD, mine);
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_shared_function_pointer_call(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_scale = NGA_Create_irreg(upcga_type(sizeof(long (*)(long))), 2, dims, "scale", block, upcga_one_block);
        scale_local = upcga_own_row(g_scale, sizeof(long (*)(long)));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_unprototyped = NGA_Create_irreg(upcga_type(sizeof(long (*)())), 2, dims, "unprototyped", block, upcga_one_block);
        unprototyped_local = upcga_own_row(g_unprototyped, sizeof(long (*)()));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_per_thread = NGA_Create_irreg(upcga_type(sizeof(long (*)(long))), 2, dims, "per_thread", block, upcga_rows);
        per_thread_local = upcga_own_row(g_per_thread, sizeof(long (*)(long)));
    }
}
static void (*const upcga_create_shared_function_pointer_call_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_shared_function_pointer_call;

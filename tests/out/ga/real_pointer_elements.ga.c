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
#line 1 "tests/in/real/pointer_elements.upc"
/* Shared arrays whose elements are private pointers to arrays and to functions, relaxed and
   strict: under --to ga their getters and setters return such pointers, a type C spells
   around the function's name (`int (*row_of_get(long i))[3]`). Each thread stores pointers
   to its own data and calls through them. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 8 "tests/in/real/pointer_elements.upc"
static int rows[2][3];

static int scale(int x) {

    return x * (MYTHREAD + 2);
}
/* `int (*shared row_of[THREADS])[3]`: a GA array (one row per thread); this thread's part is row_of_local. */
int g_row_of;
int (**row_of_local)[3];
/* `row_of[i]`: read in place on its thread or node, else NGA_Get. */
static inline int (*row_of_get(long i))[3] {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_row_of, t, pos, sizeof(int (*)[3]), 0);
    int (*v)[3];
    if (t == MYTHREAD)
        return row_of_local[pos];
    upcga_get_at(g_row_of, t, pos, &v, sizeof v);
    return v;
}
/* `row_of[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int (*row_of_set(long i, int (*v)[3]))[3] {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_row_of, t, pos, sizeof(int (*)[3]), 1);
    if (t == MYTHREAD)
        row_of_local[pos] = v;
    else
        upcga_put_at(g_row_of, t, pos, &v, sizeof v);
    return v;
}
/* `int (*strict shared strict_row_of[THREADS])[3]`: a GA array (one row per thread); this thread's part is strict_row_of_local. */
int g_strict_row_of;
int (**strict_row_of_local)[3];
/* `strict_row_of[i]`: read in place on its thread or node, else NGA_Get. */
static inline int (*strict_row_of_get(long i))[3] {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_strict_row_of, t, pos, sizeof(int (*)[3]), 0);
    int (*v)[3];
    if (t == MYTHREAD)
        return strict_row_of_local[pos];
    upcga_get_at(g_strict_row_of, t, pos, &v, sizeof v);
    return v;
}
/* `strict_row_of[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int (*strict_row_of_set(long i, int (*v)[3]))[3] {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_strict_row_of, t, pos, sizeof(int (*)[3]), 1);
    if (t == MYTHREAD)
        strict_row_of_local[pos] = v;
    else
        upcga_put_at(g_strict_row_of, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `strict_row_of[i]`. */
static inline int (*strict_row_of_get_strict(long i))[3] {
    int (*v)[3];
    upcga_fence();
    v = strict_row_of_get(i);
    upcga_fence();
    return v;
}
/* A strict write of `strict_row_of[i]`. */
static inline int (*strict_row_of_set_strict(long i, int (*v)[3]))[3] {
    upcga_fence();
    strict_row_of_set(i, v);
    upcga_fence();
    return v;
}
/* `int (*shared fn_of[THREADS])(int)`: a GA array (one row per thread); this thread's part is fn_of_local. */
int g_fn_of;
int (**fn_of_local)(int);
/* `fn_of[i]`: read in place on its thread or node, else NGA_Get. */
static inline int (*fn_of_get(long i))(int) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fn_of, t, pos, sizeof(int (*)(int)), 0);
    int (*v)(int);
    if (t == MYTHREAD)
        return fn_of_local[pos];
    upcga_get_at(g_fn_of, t, pos, &v, sizeof v);
    return v;
}
/* `fn_of[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int (*fn_of_set(long i, int (*v)(int)))(int) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fn_of, t, pos, sizeof(int (*)(int)), 1);
    if (t == MYTHREAD)
        fn_of_local[pos] = v;
    else
        upcga_put_at(g_fn_of, t, pos, &v, sizeof v);
    return v;
}
/* `int (*strict shared strict_fn_of[THREADS])(int)`: a GA array (one row per thread); this thread's part is strict_fn_of_local. */
int g_strict_fn_of;
int (**strict_fn_of_local)(int);
/* `strict_fn_of[i]`: read in place on its thread or node, else NGA_Get. */
static inline int (*strict_fn_of_get(long i))(int) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_strict_fn_of, t, pos, sizeof(int (*)(int)), 0);
    int (*v)(int);
    if (t == MYTHREAD)
        return strict_fn_of_local[pos];
    upcga_get_at(g_strict_fn_of, t, pos, &v, sizeof v);
    return v;
}
/* `strict_fn_of[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int (*strict_fn_of_set(long i, int (*v)(int)))(int) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_strict_fn_of, t, pos, sizeof(int (*)(int)), 1);
    if (t == MYTHREAD)
        strict_fn_of_local[pos] = v;
    else
        upcga_put_at(g_strict_fn_of, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `strict_fn_of[i]`. */
static inline int (*strict_fn_of_get_strict(long i))(int) {
    int (*v)(int);
    upcga_fence();
    v = strict_fn_of_get(i);
    upcga_fence();
    return v;
}
/* A strict write of `strict_fn_of[i]`. */
static inline int (*strict_fn_of_set_strict(long i, int (*v)(int)))(int) {
    upcga_fence();
    strict_fn_of_set(i, v);
    upcga_fence();
    return v;
}
/* `shared int result[THREADS]`: a GA array (one row per thread); this thread's part is result_local. */
int g_result;
int *result_local;
/* `result[i]`: read in place on its thread or node, else NGA_Get. */
static inline int result_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_result, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return result_local[pos];
    upcga_get_at(g_result, t, pos, &v, sizeof v);
    return v;
}
/* `result[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int result_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_result, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        result_local[pos] = v;
    else
        upcga_put_at(g_result, t, pos, &v, sizeof v);
    return v;
}
#line 21 "tests/in/real/pointer_elements.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            rows[i][j] = 10 * i + j + MYTHREAD;
    row_of_set(MYTHREAD, &rows[1]);
    strict_row_of_set_strict(MYTHREAD, &rows[0]);
    fn_of_set(MYTHREAD, scale);
    strict_fn_of_set_strict(MYTHREAD, scale);
    int (*r)[3] = row_of_get(MYTHREAD);
    int (*s)[3] = strict_row_of_get_strict(MYTHREAD);
    result_set(MYTHREAD, fn_of_get(MYTHREAD)((*r)[2]) + strict_fn_of_get_strict(MYTHREAD)(s[0][1]));
    upcga_barrier();
    if (MYTHREAD == 0)
        for (int t = 0; t < THREADS; t++)
            printf("thread %d: %d\n", t, result_get(t));
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_pointer_elements(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_row_of = NGA_Create_irreg(upcga_type(sizeof(int (*)[3])), 2, dims, "row_of", block, upcga_rows);
        row_of_local = upcga_own_row(g_row_of, sizeof(int (*)[3]));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_strict_row_of = NGA_Create_irreg(upcga_type(sizeof(int (*)[3])), 2, dims, "strict_row_of", block, upcga_rows);
        strict_row_of_local = upcga_own_row(g_strict_row_of, sizeof(int (*)[3]));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_fn_of = NGA_Create_irreg(upcga_type(sizeof(int (*)(int))), 2, dims, "fn_of", block, upcga_rows);
        fn_of_local = upcga_own_row(g_fn_of, sizeof(int (*)(int)));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_strict_fn_of = NGA_Create_irreg(upcga_type(sizeof(int (*)(int))), 2, dims, "strict_fn_of", block, upcga_rows);
        strict_fn_of_local = upcga_own_row(g_strict_fn_of, sizeof(int (*)(int)));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_result = NGA_Create_irreg(C_INT, 2, dims, "result", block, upcga_rows);
        result_local = upcga_own_row(g_result, sizeof(int));
    }
}
static void (*const upcga_create_pointer_elements_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_pointer_elements;

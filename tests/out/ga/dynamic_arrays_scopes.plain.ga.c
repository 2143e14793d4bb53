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
/* dynamic_arrays_scopes.upc - lifetimes of block-scope shared arrays sized at run time: each
   execution of the declaration creates a fresh array (recursion, loops), and every way out of
   the block frees it (end of block, return, break, continue). */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared int a[THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
int g_a;
int *a_local;
/* `a[i]`: read in place on its thread or node, else NGA_Get. */
static inline int a_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return a_local[pos];
    upcga_get_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* `a[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int a_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        a_local[pos] = v;
    else
        upcga_put_at(g_a, t, pos, &v, sizeof v);
    return v;
}
/* hidden by the local arrays named `a` below */
static int errors;
static void expect(int cond, const char *what, int i) {
    if (!cond) {
        if (errors < 8)
            printf("FAIL: dynamic_arrays_scopes: %s at %d (thread %d)\n", what, i, MYTHREAD);
        errors++;
    }
}
/* Each level has its own array; the deeper levels do not disturb it. */
static long recurse(int depth) {
    /* shared array `a` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long a_blocksize = depth + 1;
    const long a_dim0 = (depth + 2) * THREADS;
    upcga_all_check_layout("a", "dynamic_arrays_scopes.upc:22", "block size, dimension 1", 2, (const long []){ a_blocksize, a_dim0 });
    upcga_ptr_t a = upcga_all_create_array(C_LONG, a_dim0, a_blocksize, sizeof(long), "a");
    long n = (depth + 2) * THREADS, sum = 0, deeper = 0;
    int i;
    {
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
        for (i = 0; i < n; i++) {
            if (!upcga_nested1 && !(upcga_threadof(upcga_add(a, sizeof(long), i, a_blocksize)) == MYTHREAD))
                continue;
            UPCGA_WRITE(long, upcga_add(a, sizeof(long), i, a_blocksize), 1000L * depth + i);
        }
        upcga_forall_control = upcga_nested1;
    }
    upcga_barrier();
    if (depth > 0)
        deeper = recurse(depth - 1);
    for (i = 0; i < n; i++) {
        expect(UPCGA_READ(long, upcga_add(a, sizeof(long), i, a_blocksize)) == 1000L * depth + i, "value after the deeper levels", depth);
        sum += UPCGA_READ(long, upcga_add(a, sizeof(long), i, a_blocksize));
    }
    upcga_barrier();
    {
        long upcga_return = sum + deeper;
        upcga_all_free(a);
        return upcga_return;
    }
}
/* Returns from inside a nested block: both arrays are freed, the value read before. */
static int early_return(int n, int stop) {
    /* shared array `outer` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long outer_dim0 = n * THREADS;
    upcga_all_check_layout("outer", "dynamic_arrays_scopes.upc:42", "dimension 1", 1, (const long []){ outer_dim0 });
    upcga_ptr_t outer = upcga_all_create_array(C_INT, outer_dim0, 2, sizeof(int), "outer");
    int i;
    {
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
        for (i = 0; i < n * THREADS; i++) {
            if (!upcga_nested2 && !(upcga_threadof(upcga_add(outer, sizeof(int), i, 2)) == MYTHREAD))
                continue;
            UPCGA_WRITE(int, upcga_add(outer, sizeof(int), i, 2), i);
        }
        upcga_forall_control = upcga_nested2;
    }
    upcga_barrier();
    for (i = 0; i < n; i++) {
        /* shared array `inner` sized or blocked at run time: created here by every thread, freed
           when the block is left. */
        const long inner_dim0 = (i + 1) * THREADS;
        upcga_all_check_layout("inner", "dynamic_arrays_scopes.upc:48", "dimension 1", 1, (const long []){ inner_dim0 });
        upcga_ptr_t inner = upcga_all_create_array(C_INT, inner_dim0, 3, sizeof(int), "inner");
        {
            int upcga_nested3 = upcga_forall_control;
            upcga_forall_control = 1;
            for (int j = 0; j < (i + 1) * THREADS; j++) {
                if (!upcga_nested3 && !(upcga_threadof(upcga_add(inner, sizeof(int), j, 3)) == MYTHREAD))
                    continue;
                UPCGA_WRITE(int, upcga_add(inner, sizeof(int), j, 3), UPCGA_READ(int, upcga_add(outer, sizeof(int), j % (n * THREADS), 2)) + 1);
            }
            upcga_forall_control = upcga_nested3;
        }
        upcga_barrier();
        if (i == stop) {
            int upcga_return = UPCGA_READ(int, upcga_add(inner, sizeof(int), (i + 1) * THREADS - 1, 3));
            upcga_all_free(inner);
            upcga_all_free(outer);
            return upcga_return;
        }
        upcga_barrier();
        upcga_all_free(inner);
    }
    {
        int upcga_return = -1;
        upcga_all_free(outer);
        return upcga_return;
    }
}
/* Arrays declared in loop bodies: `continue` and `break` free them. */
static int loops(int n) {
    int total = 0;
    for (int k = 0; k < n; k++) {
        /* shared array `b` sized or blocked at run time: created here by every thread, freed
           when the block is left. */
        const long b_blocksize = k;
        const long b_dim0 = (k + 1) * THREADS;
        upcga_all_check_layout("b", "dynamic_arrays_scopes.upc:64", "block size, dimension 1", 2, (const long []){ b_blocksize, b_dim0 });
        upcga_ptr_t b = upcga_all_create_array(C_INT, b_dim0, b_blocksize, sizeof(int), "b");
        {
            int upcga_nested4 = upcga_forall_control;
            upcga_forall_control = 1;
            for (int i = 0; i < (k + 1) * THREADS; i++) {
                if (!upcga_nested4 && !(upcga_threadof(upcga_add(b, sizeof(int), i, b_blocksize)) == MYTHREAD))
                    continue;
                UPCGA_WRITE(int, upcga_add(b, sizeof(int), i, b_blocksize), k);
            }
            upcga_forall_control = upcga_nested4;
        }
        upcga_barrier();
        if (k % 2 == 1) {
            upcga_barrier();
            {
                upcga_all_free(b);
                continue;
            }
        }
        total += UPCGA_READ(int, upcga_add(b, sizeof(int), (k + 1) * THREADS - 1, b_blocksize));
        if (k == 4) {
            upcga_barrier();
            {
                upcga_all_free(b);
                break;
            }
        }
        upcga_barrier();
        upcga_all_free(b);
    }
    int w = 0;
    while (w < 3) {
        /* shared array `c` sized or blocked at run time: created here by every thread, freed
           when the block is left. */
        const long c_dim0 = (w + 2) * THREADS;
        upcga_all_check_layout("c", "dynamic_arrays_scopes.upc:81", "dimension 1", 1, (const long []){ c_dim0 });
        upcga_ptr_t c = upcga_all_create_array(C_INT, c_dim0, 1, sizeof(int), "c");
        UPCGA_WRITE(int, upcga_add(c, sizeof(int), MYTHREAD, 1), w);
        upcga_barrier();
        w++;
        switch (w) {
        case 2:
            total += UPCGA_READ(int, upcga_add(c, sizeof(int), THREADS - 1, 1));
            upcga_barrier();
            /* out of the switch and of the block of `c` */
            {
                upcga_all_free(c);
                continue;
            }
        default:
            /* leaves the switch only */
            break;
        }
        total += 100 * UPCGA_READ(int, c);
        upcga_barrier();
        upcga_all_free(c);
    }
    return total;
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    long want = 0;
    int i, depth;
    a_set(MYTHREAD, MYTHREAD);
    for (depth = 0; depth <= 4; depth++)
        for (i = 0; i < (depth + 2) * THREADS; i++)
            want += 1000L * depth + i;
    expect(recurse(4) == want, "sum over the levels", 4);
    for (i = 0; i < 4; i++)
        expect(early_return(4, i) == ((i + 1) * THREADS - 1) % (4 * THREADS) + 1, "early return", i);
    /* k = 0, 2, 4 add k; w = 0 adds 100 * 0, w = 1 adds 1 (then continues), w = 2 adds 200. */
    expect(loops(10) == 0 + 2 + 4 + 0 + 1 + 200, "loops", 0);
    {
        int n = 3;
        /* hides the file-scope `a` in this block only */
        /* shared array `a` sized or blocked at run time: created here by every thread, freed
           when the block is left. */
        const long a_blocksize_1 = n;
        const long a_dim0_1 = n * THREADS;
        upcga_all_check_layout("a", "dynamic_arrays_scopes.upc:115", "block size, dimension 1", 2, (const long []){ a_blocksize_1, a_dim0_1 });
        upcga_ptr_t a = upcga_all_create_array(C_CHAR, a_dim0_1, a_blocksize_1, sizeof(char), "a");
        {
            int upcga_nested5 = upcga_forall_control;
            upcga_forall_control = 1;
            for (i = 0; i < n * THREADS; i++) {
                if (!upcga_nested5 && !(upcga_threadof(upcga_add(a, sizeof(char), i, a_blocksize_1)) == MYTHREAD))
                    continue;
                UPCGA_WRITE(char, upcga_add(a, sizeof(char), i, a_blocksize_1), 'x');
            }
            upcga_forall_control = upcga_nested5;
        }
        upcga_barrier();
        expect(UPCGA_READ(char, upcga_add(a, sizeof(char), n * THREADS - 1, a_blocksize_1)) == 'x', "inner a", 0);
        upcga_all_free(a);
    }
    upcga_barrier();
    expect(a_get(MYTHREAD) == MYTHREAD, "file-scope a after the block", MYTHREAD);
    upcga_barrier();
    if (errors == 0 && MYTHREAD == 0)
        printf("PASS: dynamic_arrays_scopes on %d threads\n", THREADS);
    return errors != 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_dynamic_arrays_scopes(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_a = NGA_Create_irreg(C_INT, 2, dims, "a", block, upcga_rows);
        a_local = upcga_own_row(g_a, sizeof(int));
    }
}
static void (*const upcga_create_dynamic_arrays_scopes_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_dynamic_arrays_scopes;

#include <upcr.h>
#include <upcrt.h>
#include <upcr_lib.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
/* dynamic_arrays_scopes.upc - lifetimes of block-scope shared arrays sized at run time: each
   execution of the declaration creates a fresh array (recursion, loops), and every way out of
   the block frees it (end of block, return, break, continue). */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
/* hidden by the local arrays named `a` below */
upcr_pshared_ptr_t a;
static int errors;
static void expect(int cond, const char *what, int i) {
    if (!cond) {
        if (errors < 8)
            printf("FAIL: dynamic_arrays_scopes: %s at %d (thread %d)\n", what, i, ((int)upcr_mythread()));
        errors++;
    }
}
/* Each level has its own array; the deeper levels do not disturb it. */
static long recurse(int depth) {
    /* shared array `a` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long a_blocksize = depth + 1;
    const long a_dim0 = (depth + 2) * ((int)upcr_threads());
    upcr_all_check_layout("a", "dynamic_arrays_scopes.upc:22", "block size, dimension 1", 2, (const long []){ a_blocksize, a_dim0 });
    const long a_walkblock = a_blocksize > 0 ? a_blocksize : a_dim0 > 0 ? a_dim0 : 1;
    upcr_shared_ptr_t a = a_blocksize == 0 ? upcr_all_alloc(1, a_dim0 * sizeof(long)) : upcr_all_alloc((a_dim0 + a_blocksize - 1) / a_blocksize, a_blocksize * sizeof(long));
    long n = (depth + 2) * ((int)upcr_threads()), sum = 0, deeper = 0;
    int i;
    {
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested1)
            for (; i < n; i++)
                upcr_put_shared_val(upcr_add_shared(a, sizeof(long), i, a_blocksize), 0, (long)(1000L * depth + i), sizeof(long));
        else {
            /* This thread's blocks of `a`, each through local pointers. */
            for (i = upcrt_forall_first(i, a_walkblock); i < n; i = upcrt_forall_first(i, a_walkblock)) {
                long *upcrt_local_a = upcr_shared_to_local(upcr_add_shared(a, sizeof(long), i, a_walkblock));
                long upcrt_block_lo = i - i % a_walkblock, upcrt_block_hi = upcrt_block_lo + a_walkblock;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n;
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - i == a_walkblock) {
#pragma GCC ivdep
                    for (upcrt_k = 0; upcrt_k < a_walkblock; upcrt_k++, i++, upcrt_local_a++)
                        *upcrt_local_a = 1000L * depth + i;
                } else
                    for (; i < upcrt_stop; i++, upcrt_local_a++)
                        *upcrt_local_a = 1000L * depth + i;
            }
        }
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (depth > 0)
        deeper = recurse(depth - 1);
    for (i = 0; i < n; i++) {
        expect((long)upcr_get_shared_val(upcr_add_shared(a, sizeof(long), i, a_blocksize), 0, sizeof(long)) == 1000L * depth + i, "value after the deeper levels", depth);
        sum += (long)upcr_get_shared_val(upcr_add_shared(a, sizeof(long), i, a_blocksize), 0, sizeof(long));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
        __typeof__(sum + deeper) upcrt_return = sum + deeper;
        upcr_all_free(a);
        return upcrt_return;
    }
}
/* Returns from inside a nested block: both arrays are freed, the value read before. */
static int early_return(int n, int stop) {
    /* shared array `outer` sized or blocked at run time: created here by every thread, freed
       when the block is left. */
    const long outer_dim0 = n * ((int)upcr_threads());
    upcr_all_check_layout("outer", "dynamic_arrays_scopes.upc:42", "dimension 1", 1, (const long []){ outer_dim0 });
    upcr_shared_ptr_t outer = upcr_all_alloc((outer_dim0 + 2 - 1) / 2, 2 * sizeof(int));
    int i;
    {
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
        i = 0;
        if (upcrt_nested2)
            for (; i < n * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(outer, sizeof(int), i, 2), 0, (int)i, sizeof(int));
        else {
            /* This thread's blocks of `outer`, each through local pointers. */
            for (i = upcrt_forall_first(i, 2); i < n * ((int)upcr_threads()); i = upcrt_forall_first(i, 2)) {
                int *upcrt_local_outer = upcr_shared_to_local(upcr_add_shared(outer, sizeof(int), i, 2));
                long upcrt_block_lo = i - i % 2, upcrt_block_hi = upcrt_block_lo + 2;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = n * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
                if (upcrt_stop - i == 2) {
#pragma GCC ivdep
                    for (upcrt_k = 0; upcrt_k < 2; upcrt_k++, i++, upcrt_local_outer++)
                        *upcrt_local_outer = i;
                } else
                    for (; i < upcrt_stop; i++, upcrt_local_outer++)
                        *upcrt_local_outer = i;
            }
        }
        upcrt_forall_control = upcrt_nested2;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < n; i++) {
        /* shared array `inner` sized or blocked at run time: created here by every thread, freed
           when the block is left. */
        const long inner_dim0 = (i + 1) * ((int)upcr_threads());
        upcr_all_check_layout("inner", "dynamic_arrays_scopes.upc:48", "dimension 1", 1, (const long []){ inner_dim0 });
        upcr_shared_ptr_t inner = upcr_all_alloc((inner_dim0 + 3 - 1) / 3, 3 * sizeof(int));
        {
            int upcrt_nested3 = upcrt_forall_control;
            upcrt_forall_control = 1;
            int j = 0;
            if (upcrt_nested3)
                for (; j < (i + 1) * ((int)upcr_threads()); j++)
                    upcr_put_shared_val(upcr_add_shared(inner, sizeof(int), j, 3), 0, (int)((int)upcr_get_shared_val(upcr_add_shared(outer, sizeof(int), j % (n * ((int)upcr_threads())), 2), 0, sizeof(int)) + 1), sizeof(int));
            else {
                /* This thread's blocks of `inner`, each through local pointers. */
                for (j = upcrt_forall_first(j, 3); j < (i + 1) * ((int)upcr_threads()); j = upcrt_forall_first(j, 3)) {
                    int *upcrt_local_inner = upcr_shared_to_local(upcr_add_shared(inner, sizeof(int), j, 3));
                    long upcrt_block_lo = j - j % 3, upcrt_block_hi = upcrt_block_lo + 3;
                    long upcrt_stop = upcrt_block_hi, upcrt_bound = (i + 1) * ((int)upcr_threads());
                    if (upcrt_bound < upcrt_stop)
                        upcrt_stop = upcrt_bound;
                    long upcrt_k;
                    if (upcrt_stop - j == 3)
                        for (upcrt_k = 0; upcrt_k < 3; upcrt_k++, j++, upcrt_local_inner++)
                            *upcrt_local_inner = (int)upcr_get_shared_val(upcr_add_shared(outer, sizeof(int), j % (n * ((int)upcr_threads())), 2), 0, sizeof(int)) + 1;
                    else
                        for (; j < upcrt_stop; j++, upcrt_local_inner++)
                            *upcrt_local_inner = (int)upcr_get_shared_val(upcr_add_shared(outer, sizeof(int), j % (n * ((int)upcr_threads())), 2), 0, sizeof(int)) + 1;
                }
            }
            upcrt_forall_control = upcrt_nested3;
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        if (i == stop) {
            __typeof__((int)upcr_get_shared_val(upcr_add_shared(inner, sizeof(int), (i + 1) * ((int)upcr_threads()) - 1, 3), 0, sizeof(int))) upcrt_return = (int)upcr_get_shared_val(upcr_add_shared(inner, sizeof(int), (i + 1) * ((int)upcr_threads()) - 1, 3), 0, sizeof(int));
            upcr_all_free(inner);
            upcr_all_free(outer);
            return upcrt_return;
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upcr_all_free(inner);
    }
    {
        __typeof__(-1) upcrt_return = -1;
        upcr_all_free(outer);
        return upcrt_return;
    }
}
/* Arrays declared in loop bodies: `continue` and `break` free them. */
static int loops(int n) {
    int total = 0;
    for (int k = 0; k < n; k++) {
        /* shared array `b` sized or blocked at run time: created here by every thread, freed
           when the block is left. */
        const long b_blocksize = k;
        const long b_dim0 = (k + 1) * ((int)upcr_threads());
        upcr_all_check_layout("b", "dynamic_arrays_scopes.upc:64", "block size, dimension 1", 2, (const long []){ b_blocksize, b_dim0 });
        const long b_walkblock = b_blocksize > 0 ? b_blocksize : b_dim0 > 0 ? b_dim0 : 1;
        upcr_shared_ptr_t b = b_blocksize == 0 ? upcr_all_alloc(1, b_dim0 * sizeof(int)) : upcr_all_alloc((b_dim0 + b_blocksize - 1) / b_blocksize, b_blocksize * sizeof(int));
        {
            int upcrt_nested4 = upcrt_forall_control;
            upcrt_forall_control = 1;
            int i = 0;
            if (upcrt_nested4)
                for (; i < (k + 1) * ((int)upcr_threads()); i++)
                    upcr_put_shared_val(upcr_add_shared(b, sizeof(int), i, b_blocksize), 0, (int)k, sizeof(int));
            else {
                /* This thread's blocks of `b`, each through local pointers. */
                for (i = upcrt_forall_first(i, b_walkblock); i < (k + 1) * ((int)upcr_threads()); i = upcrt_forall_first(i, b_walkblock)) {
                    int *upcrt_local_b = upcr_shared_to_local(upcr_add_shared(b, sizeof(int), i, b_walkblock));
                    long upcrt_block_lo = i - i % b_walkblock, upcrt_block_hi = upcrt_block_lo + b_walkblock;
                    long upcrt_stop = upcrt_block_hi, upcrt_bound = (k + 1) * ((int)upcr_threads());
                    if (upcrt_bound < upcrt_stop)
                        upcrt_stop = upcrt_bound;
                    long upcrt_k;
                    if (upcrt_stop - i == b_walkblock) {
#pragma GCC ivdep
                        for (upcrt_k = 0; upcrt_k < b_walkblock; upcrt_k++, i++, upcrt_local_b++)
                            *upcrt_local_b = k;
                    } else
                        for (; i < upcrt_stop; i++, upcrt_local_b++)
                            *upcrt_local_b = k;
                }
            }
            upcrt_forall_control = upcrt_nested4;
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        if (k % 2 == 1) {
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            {
                upcr_all_free(b);
                continue;
            }
        }
        total += (int)upcr_get_shared_val(upcr_add_shared(b, sizeof(int), (k + 1) * ((int)upcr_threads()) - 1, b_blocksize), 0, sizeof(int));
        if (k == 4) {
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            {
                upcr_all_free(b);
                break;
            }
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upcr_all_free(b);
    }
    int w = 0;
    while (w < 3) {
        /* shared array `c` sized or blocked at run time: created here by every thread, freed
           when the block is left. */
        const long c_dim0 = (w + 2) * ((int)upcr_threads());
        upcr_all_check_layout("c", "dynamic_arrays_scopes.upc:81", "dimension 1", 1, (const long []){ c_dim0 });
        upcr_pshared_ptr_t c = upcr_shared_to_pshared(upcr_all_alloc(c_dim0, sizeof(int)));
        upcr_put_pshared_val(upcr_add_pshared1(c, sizeof(int), ((int)upcr_mythread())), 0, (int)w, sizeof(int));
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        w++;
        switch (w) {
        case 2:
            total += (int)upcr_get_pshared_val(upcr_add_pshared1(c, sizeof(int), ((int)upcr_threads()) - 1), 0, sizeof(int));
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
            /* out of the switch and of the block of `c` */
            {
                upcr_all_free(upcr_pshared_to_shared(c));
                continue;
            }
        default:
            /* leaves the switch only */
            break;
        }
        total += 100 * (int)upcr_get_pshared_val(c, 0, sizeof(int));
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upcr_all_free(upcr_pshared_to_shared(c));
    }
    return total;
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    long want = 0;
    int i, depth;
    upcr_put_pshared_val(upcr_add_pshared1(a, sizeof(int), ((int)upcr_mythread())), 0, (int)((int)upcr_mythread()), sizeof(int));
    for (depth = 0; depth <= 4; depth++)
        for (i = 0; i < (depth + 2) * ((int)upcr_threads()); i++)
            want += 1000L * depth + i;
    expect(recurse(4) == want, "sum over the levels", 4);
    for (i = 0; i < 4; i++)
        expect(early_return(4, i) == ((i + 1) * ((int)upcr_threads()) - 1) % (4 * ((int)upcr_threads())) + 1, "early return", i);
    /* k = 0, 2, 4 add k; w = 0 adds 100 * 0, w = 1 adds 1 (then continues), w = 2 adds 200. */
    expect(loops(10) == 0 + 2 + 4 + 0 + 1 + 200, "loops", 0);
    {
        int n = 3;
        /* hides the file-scope `a` in this block only */
        /* shared array `a` sized or blocked at run time: created here by every thread, freed
           when the block is left. */
        const long a_blocksize_1 = n;
        const long a_dim0_1 = n * ((int)upcr_threads());
        upcr_all_check_layout("a", "dynamic_arrays_scopes.upc:115", "block size, dimension 1", 2, (const long []){ a_blocksize_1, a_dim0_1 });
        const long a_walkblock_1 = a_blocksize_1 > 0 ? a_blocksize_1 : a_dim0_1 > 0 ? a_dim0_1 : 1;
        upcr_shared_ptr_t a = a_blocksize_1 == 0 ? upcr_all_alloc(1, a_dim0_1 * sizeof(char)) : upcr_all_alloc((a_dim0_1 + a_blocksize_1 - 1) / a_blocksize_1, a_blocksize_1 * sizeof(char));
        {
            int upcrt_nested5 = upcrt_forall_control;
            upcrt_forall_control = 1;
            i = 0;
            if (upcrt_nested5)
                for (; i < n * ((int)upcr_threads()); i++)
                    upcr_put_shared_val(upcr_add_shared(a, sizeof(char), i, a_blocksize_1), 0, (char)'x', sizeof(char));
            else {
                /* This thread's blocks of `a`, each through local pointers. */
                for (i = upcrt_forall_first(i, a_walkblock_1); i < n * ((int)upcr_threads()); i = upcrt_forall_first(i, a_walkblock_1)) {
                    char *upcrt_local_a = upcr_shared_to_local(upcr_add_shared(a, sizeof(char), i, a_walkblock_1));
                    long upcrt_block_lo = i - i % a_walkblock_1, upcrt_block_hi = upcrt_block_lo + a_walkblock_1;
                    long upcrt_stop = upcrt_block_hi, upcrt_bound = n * ((int)upcr_threads());
                    if (upcrt_bound < upcrt_stop)
                        upcrt_stop = upcrt_bound;
                    long upcrt_k;
                    if (upcrt_stop - i == a_walkblock_1) {
#pragma GCC ivdep
                        for (upcrt_k = 0; upcrt_k < a_walkblock_1; upcrt_k++, i++, upcrt_local_a++)
                            *upcrt_local_a = 'x';
                    } else
                        for (; i < upcrt_stop; i++, upcrt_local_a++)
                            *upcrt_local_a = 'x';
                }
            }
            upcrt_forall_control = upcrt_nested5;
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        expect((char)upcr_get_shared_val(upcr_add_shared(a, sizeof(char), n * ((int)upcr_threads()) - 1, a_blocksize_1), 0, sizeof(char)) == 'x', "inner a", 0);
        upcr_all_free(a);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    expect((int)upcr_get_pshared_val(upcr_add_pshared1(a, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) == ((int)upcr_mythread()), "file-scope a after the block", ((int)upcr_mythread()));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (errors == 0 && ((int)upcr_mythread()) == 0)
        printf("PASS: dynamic_arrays_scopes on %d threads\n", ((int)upcr_threads()));
    return errors != 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_dynamic_arrays_scopes(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &a, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_dynamic_arrays_scopes_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_dynamic_arrays_scopes;

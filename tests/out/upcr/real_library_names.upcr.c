#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/real/library_names.upc"
/* Functions of the program named in UPC's name space (as real programs do): each is the
   program's own function, called, returned from and converted as declared. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 7 "tests/in/real/library_names.upc"
upcr_pshared_ptr_t tot;
upcr_shared_ptr_t blk;
upcr_pshared_ptr_t heap;
upcr_pshared_ptr_t sums;

/* Declared here, defined after main. */
void upc_reduced_sum(upcr_pshared_ptr_t buf, size_t n);
upcr_shared_ptr_t upc_pick(upcr_shared_ptr_t a, int i);

/* A phaseless parameter, called with &tot[MYTHREAD]. */
void upc_addone(upcr_pshared_ptr_t buf, size_t n) {
    for (size_t i = 0; i < n; i++)
        upcr_put_pshared_val(buf, 0, (int)((int)upcr_get_pshared_val(buf, 0, sizeof(int)) + 1), sizeof(int));
}

/* An indefinite block size parameter and result. */
upcr_pshared_ptr_t upc_local_part(upcr_pshared_ptr_t p, int k) {
#line 23 "tests/in/real/library_names.upc"
    return upcr_add_psharedI(p, sizeof(int), k);
}
/* A generic pointer parameter. */
int upc_owner(upcr_shared_ptr_t p) {
#line 26 "tests/in/real/library_names.upc"
    return (int)upcr_threadof_shared(p);
}
/* Returns a phaseless pointer-to-shared. */
upcr_pshared_ptr_t upc_mine(void) {
#line 29 "tests/in/real/library_names.upc"
    return upcr_add_pshared1(tot, sizeof(int), ((int)upcr_mythread()));
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i;
    upcr_put_pshared_val(upcr_add_pshared1(tot, sizeof(int), ((int)upcr_mythread())), 0, (int)0, sizeof(int));
    {
#line 34 "tests/in/real/library_names.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 34 "tests/in/real/library_names.upc"
        i = 0;
#line 34 "tests/in/real/library_names.upc"
        if (upcrt_nested1)
#line 34 "tests/in/real/library_names.upc"
            for (; i < 4 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(blk, sizeof(int), i, 4), 0, (int)i, sizeof(int));
        else {
#line 34 "tests/in/real/library_names.upc"
            /* This thread's blocks of `blk`, each through local pointers. */
#line 34 "tests/in/real/library_names.upc"
            for (i = upcrt_forall_first(i, 4); i < 4 * ((int)upcr_threads()); i = upcrt_forall_first(i, 4)) {
#line 34 "tests/in/real/library_names.upc"
                int *upcrt_local_blk = upcr_shared_to_local(upcr_add_shared(blk, sizeof(int), i, 4));
                long upcrt_block_lo = i - i % 4, upcrt_block_hi = upcrt_block_lo + 4;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 34 "tests/in/real/library_names.upc"
                if (upcrt_stop - i == 4) {
#pragma GCC ivdep
#line 34 "tests/in/real/library_names.upc"
                    for (upcrt_k = 0; upcrt_k < 4; upcrt_k++, i++, upcrt_local_blk++)
                        *upcrt_local_blk = i;
                } else
#line 34 "tests/in/real/library_names.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_blk++)
                        *upcrt_local_blk = i;
            }
        }
#line 34 "tests/in/real/library_names.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    upc_addone(upcr_add_pshared1(tot, sizeof(int), ((int)upcr_mythread())), 8);
    void (*fp)(upcr_pshared_ptr_t, size_t) = upc_addone;
    fp(upcr_add_pshared1(tot, sizeof(int), ((int)upcr_mythread())), 2);
    fp(upc_mine(), 1);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* Phased pointers through a user function: argument, result, assignment, initializer. */
    upcr_shared_ptr_t q = upc_pick(blk, 4 * ((int)upcr_threads()) - 1);
    upcr_shared_ptr_t r;
    r = upc_pick(upcr_add_shared(blk, sizeof(int), 1, 4), 2);
    upcr_shared_ptr_t g = upc_pick(blk, 4);
    int owner = upc_owner(upc_pick(blk, 4 * ((int)upcr_threads()) - 1));

    if (((int)upcr_mythread()) == 0) {
        ({ upcr_pshared_ptr_t upcrt_val2 = upcr_shared_to_pshared(upcr_alloc(8 * sizeof(int))); upcr_put_pshared(heap, 0, &upcrt_val2, sizeof upcrt_val2); });
        for (i = 0; i < 8; i++)
            upcr_put_pshared_val(upcr_add_psharedI(({ upcr_pshared_ptr_t upcrt_val3; upcr_get_pshared(&upcrt_val3, heap, 0, sizeof upcrt_val3); upcrt_val3; }), sizeof(int), i), 0, (int)(10 * i), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_pshared_ptr_t h = upc_local_part(({ upcr_pshared_ptr_t upcrt_val4; upcr_get_pshared(&upcrt_val4, heap, 0, sizeof upcrt_val4); upcrt_val4; }), 5);
    upcr_pshared_ptr_t (*pick)(upcr_pshared_ptr_t, int) = upc_local_part;

    upc_reduced_sum(upcr_add_pshared1(sums, sizeof(int), ((int)upcr_mythread())), 4);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        int total = 0;
        {
#line 64 "tests/in/real/library_names.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo5 = (long)0;
            long upcrt_gather_hi5 = (long)((int)upcr_threads());
#line 64 "tests/in/real/library_names.upc"
            if (upcrt_gather_lo5 >= 0 && upcrt_gather_hi5 <= (long)((int)upcr_threads()) && upcrt_gather_hi5 - upcrt_gather_lo5 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered6[16384 / sizeof(int)];
                if (upcrt_gather_lo5 < upcrt_gather_hi5) {
                    upcrt_get_range(upcrt_gathered6, upcr_pshared_to_shared(upcr_add_pshared1(tot, sizeof(int), upcrt_gather_lo5)), sizeof(int), 1, upcrt_gather_hi5 - upcrt_gather_lo5);
                }
#line 64 "tests/in/real/library_names.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered6[i - upcrt_gather_lo5];
            } else
#line 64 "tests/in/real/library_names.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(tot, sizeof(int), i), 0, sizeof(int));
        }
#line 66 "tests/in/real/library_names.upc"
        printf("tot %d\n", total);
        printf("pick %d %d %d %d\n", (int)upcr_get_shared_val(q, 0, sizeof(int)), (int)upcr_get_shared_val(r, 0, sizeof(int)), (int)upcr_phaseof_shared(r), (int)upcr_threadof_shared(g));
        printf("owner %d\n", owner);
        printf("heap %d %d\n", (int)upcr_get_pshared_val(h, 0, sizeof(int)), (int)upcr_get_pshared_val(pick(h, 2), 0, sizeof(int)));
        printf("sum %d\n", (int)upcr_get_pshared_val(sums, 0, sizeof(int)));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0)
        upcr_free(upcr_pshared_to_shared(({ upcr_pshared_ptr_t upcrt_val7; upcr_get_pshared(&upcrt_val7, heap, 0, sizeof upcrt_val7); upcrt_val7; })));
    return 0;
}

/* The i-th element after a (pointer arithmetic on the declared phased type). */
upcr_shared_ptr_t upc_pick(upcr_shared_ptr_t a, int i) {
#line 79 "tests/in/real/library_names.upc"
    return upcr_add_shared(a, sizeof(int), i, 4);
}
/* Sums the first n elements of blk into *buf. */
void upc_reduced_sum(upcr_pshared_ptr_t buf, size_t n) {
    int s = 0;
    for (size_t i = 0; i < n; i++)
        s += (int)upcr_get_shared_val(upcr_add_shared(blk, sizeof(int), i, 4), 0, sizeof(int));
    upcr_put_pshared_val(buf, 0, (int)s, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_library_names(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &tot, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "tot", "shared int [1 * THREADS]" },
        { &heap, sizeof(upcr_pshared_ptr_t), 1, 0, sizeof(upcr_pshared_ptr_t), "heap", "shared [] int *shared" },
        { &sums, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "sums", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &blk, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "blk", "shared [4] int [4 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_library_names_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_library_names;

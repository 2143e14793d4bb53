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
#line 1 "samples/upc/node_rows.upc"
/* node_rows.upc - another thread's data read and written element by element, every way a
   program can reach it: by array name (double, int, char, a struct, a shared scalar and a
   `shared []` array on thread 0), through pointers-to-shared (also across block and thread
   boundaries, and bytes inside an element), upc_memget/upc_memput/upc_memcpy/upc_memset, memory
   from upc_all_alloc and upc_global_alloc, and a hand-off of relaxed data behind a strict flag
   (the reader spins on the flag, then must see every value written before it). Each thread
   works on its right neighbour's elements; thread 0 checks everything. Under `--to ga` these
   are loads and stores of rows of the same node (or GA transfers with UPCGA_DIRECT=0); the last
   line before PASS says whether the neighbour's data can be cast to a local pointer. */
#include <stdio.h>
#include <string.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 17 "samples/upc/node_rows.upc"
typedef struct {
    int id;
    char tag[3];
    double weight;
} rec_t;
#line 23 "samples/upc/node_rows.upc"
upcr_pshared_ptr_t d;
upcr_shared_ptr_t blk;
upcr_shared_ptr_t cpy;
upcr_pshared_ptr_t c;
upcr_pshared_ptr_t recs;
upcr_pshared_ptr_t scalar;
upcr_pshared_ptr_t on_zero;
upcr_pshared_ptr_t data;
upcr_pshared_ptr_t flag;
upcr_pshared_ptr_t glob_at;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int next = (((int)upcr_mythread()) + 1) % ((int)upcr_threads()), prev = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
    int bad = 0, i, k;
    char bytes[8 * 64];

    /* by array name: the neighbour's elements of each array */
    for (k = 0; k < 64; k++) {
        upcr_put_pshared_doubleval(upcr_add_pshared1(d, sizeof(double), k * ((int)upcr_threads()) + next), 0, next * 1000.0 + k + 0.5);
        upcr_put_pshared_val(upcr_add_pshared1(c, sizeof(char), k * ((int)upcr_threads()) + next), 0, (char)(char)('a' + (next + k) % 26), sizeof(char));
    }
    for (k = 0; k < 64 / 4; k++)
        for (i = 0; i < 4; i++)
            upcr_put_shared_val(upcr_add_shared(blk, sizeof(int), (k * ((int)upcr_threads()) + next) * 4 + i, 4), 0, (int)(next * 100000 + k * 4 + i), sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(recs, sizeof(rec_t), next), __builtin_offsetof(rec_t, id), (int)(next + 7), sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(recs, sizeof(rec_t), next), __builtin_offsetof(rec_t, tag), (char)'r', sizeof(char));
    upcr_put_pshared_val(upcr_add_pshared1(recs, sizeof(rec_t), next), __builtin_offsetof(rec_t, tag) + 1 * sizeof(char), (char)(char)('0' + next % 10), sizeof(char));
    upcr_put_pshared_val(upcr_add_pshared1(recs, sizeof(rec_t), next), __builtin_offsetof(rec_t, tag) + 2 * sizeof(char), (char)0, sizeof(char));
    upcr_put_pshared_doubleval(upcr_add_pshared1(recs, sizeof(rec_t), next), __builtin_offsetof(rec_t, weight), next * 0.25);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        upcr_put_pshared_val(scalar, 0, (long)4242, sizeof(long));
        for (k = 0; k < 64; k++)
            upcr_put_pshared_val(upcr_add_psharedI(on_zero, sizeof(long), k), 0, (long)(3L * k), sizeof(long));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (k = 0; k < 64; k++)
        if (upcr_get_pshared_doubleval(upcr_add_pshared1(d, sizeof(double), k * ((int)upcr_threads()) + ((int)upcr_mythread())), 0) != ((int)upcr_mythread()) * 1000.0 + k + 0.5 || (char)upcr_get_pshared_val(upcr_add_pshared1(c, sizeof(char), k * ((int)upcr_threads()) + ((int)upcr_mythread())), 0, sizeof(char)) != (char)('a' + (((int)upcr_mythread()) + k) % 26))

            bad++;
    for (k = 0; k < 64; k++)
        if ((int)upcr_get_shared_val(upcr_add_shared(blk, sizeof(int), (k / 4 * ((int)upcr_threads()) + ((int)upcr_mythread())) * 4 + k % 4, 4), 0, sizeof(int)) != ((int)upcr_mythread()) * 100000 + k)
            bad++;
    if ((int)upcr_get_pshared_val(upcr_add_pshared1(recs, sizeof(rec_t), ((int)upcr_mythread())), __builtin_offsetof(rec_t, id), sizeof(int)) != ((int)upcr_mythread()) + 7 || (char)upcr_get_pshared_val(upcr_add_pshared1(recs, sizeof(rec_t), ((int)upcr_mythread())), __builtin_offsetof(rec_t, tag), sizeof(char)) != 'r' || upcr_get_pshared_doubleval(upcr_add_pshared1(recs, sizeof(rec_t), ((int)upcr_mythread())), __builtin_offsetof(rec_t, weight)) != ((int)upcr_mythread()) * 0.25)

        bad++;
    if ((long)upcr_get_pshared_val(scalar, 0, sizeof(long)) != 4242 || (long)upcr_get_pshared_val(upcr_add_psharedI(on_zero, sizeof(long), 64 - 1), 0, sizeof(long)) != 3L * (64 - 1))
        bad++;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* through pointers-to-shared: a walk over the neighbour's blocks of blk, crossing into the
       next threads' blocks, a write one block further on, and bytes inside the neighbour's
       record */
    {
        upcr_shared_ptr_t p = upcr_add_shared(blk, sizeof(int), next * 4, 4);
        long sum = 0, want = 0;
        {
#line 81 "samples/upc/node_rows.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine1 = upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0;
            long upcrt_phase1 = upcr_phaseof_shared(p);
#line 81 "samples/upc/node_rows.upc"
            if (upcrt_mine1 && upcrt_phase1 + 0 >= 0 && upcrt_phase1 + 64 <= 4)
#line 81 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++) {
                    sum += upcrt_mine1[k];
                    want += (int)upcr_get_shared_val(upcr_add_shared(blk, sizeof(int), next * 4 + k, 4), 0, sizeof(int));
                }
            else
#line 81 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++) {
                    sum += upcrt_mine1 && (unsigned long)(upcrt_phase1 + k) < 4 ? upcrt_mine1[k] : (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), k, 4), 0, sizeof(int));
                    want += (int)upcr_get_shared_val(upcr_add_shared(blk, sizeof(int), next * 4 + k, 4), 0, sizeof(int));
                }
        }
#line 85 "samples/upc/node_rows.upc"
        if (sum != want)
            bad++;
        /* bytes of id and tag */
#line 87 "samples/upc/node_rows.upc"
        upcr_memget(bytes, upcr_pshared_to_shared(upcr_add_psharedI(upcr_add_pshared1(recs, sizeof(rec_t), next), sizeof(char), 1)), 6);
        if (memcmp(bytes, (char *)&(rec_t){
            next + 7,
            { 'r', (char)('0' + next % 10), 0 },
            0,
        } + 1, 6) != 0)
#line 90 "samples/upc/node_rows.upc"
            bad++;
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        /* blk[next * 4 + 5]: element 1 of the block after next's */
#line 92 "samples/upc/node_rows.upc"
        upcr_put_shared_val(upcr_add_shared(p, sizeof(int), 5, 4), 0, (int)(-5 - ((int)upcr_mythread())), sizeof(int));
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        if ((int)upcr_get_shared_val(upcr_add_shared(blk, sizeof(int), ((int)upcr_mythread()) * 4 + 5, 4), 0, sizeof(int)) != -5 - prev)
            bad++;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* upc_mem*: the neighbour's first block of blk, there and back; then a copy of the previous
       thread's block into the neighbour's part of cpy */
    {
        upcr_pshared_ptr_t theirs = upcr_shared_to_pshared(upcr_add_shared(blk, sizeof(int), next * 4, 4));
        int local[4] = { 1, 2, 3, 4 }, back[4];
        upcr_memput(upcr_pshared_to_shared(theirs), local, sizeof local);
        upcr_memget(back, upcr_pshared_to_shared(theirs), sizeof back);
        if (memcmp(local, back, sizeof back) != 0)
            bad++;
        upcr_memset(upcr_pshared_to_shared(theirs), 0, 2 * sizeof(int));
        upcr_memget(back, upcr_pshared_to_shared(theirs), sizeof back);
        if (back[0] != 0 || back[1] != 0 || back[2] != 3 || back[3] != 4)
            bad++;
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upcr_memcpy(upcr_pshared_to_shared(upcr_shared_to_pshared(upcr_add_shared(cpy, sizeof(int), next * 4, 4))), upcr_pshared_to_shared(upcr_shared_to_pshared(upcr_add_shared(blk, sizeof(int), prev * 4, 4))), 4 * sizeof(int));

        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        for (k = 0; k < 4; k++)
            if ((int)upcr_get_shared_val(upcr_add_shared(cpy, sizeof(int), ((int)upcr_mythread()) * 4 + k, 4), 0, sizeof(int)) != (k < 2 ? 0 : k + 1))
                bad++;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* dynamically allocated memory of the neighbour */
    {
        upcr_shared_ptr_t all = upcr_all_alloc(((int)upcr_threads()), 64 * sizeof(int));
        upcr_shared_ptr_t glob;
#line 125 "samples/upc/node_rows.upc"
        upcr_shared_ptr_t ptrs[2];
        if (((int)upcr_mythread()) == 0)
            ({ upcr_shared_ptr_t upcrt_val2 = upcr_global_alloc(((int)upcr_threads()), 64 * sizeof(int)); upcr_put_pshared(glob_at, 0, &upcrt_val2, sizeof upcrt_val2); });
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upcr_get_pshared(&glob, glob_at, 0, sizeof glob);
        ptrs[0] = all;
        ptrs[1] = glob;
        {
#line 132 "samples/upc/node_rows.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine3 = upcr_threadof_shared(all) == upcr_mythread() ? upcr_shared_to_local(all) : 0;
            long upcrt_phase3 = upcr_phaseof_shared(all);
#line 132 "samples/upc/node_rows.upc"
            if (upcrt_mine3 && upcrt_phase3 + 0 >= 0 && upcrt_phase3 + 64 <= 64)
#line 132 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++)
                    ({ int upcrt_store5 = next * 64 + k; upcrt_mine3 && (unsigned long)(upcrt_phase3 + (next * 64 + k)) < 64 ? (void)(upcrt_mine3[next * 64 + k] = upcrt_store5) : (void)upcr_put_shared_val(upcr_add_shared(all, sizeof(int), next * 64 + k, 64), 0, (int)upcrt_store5, sizeof(int)); });
            else
#line 132 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++)
                    ({ int upcrt_store4 = next * 64 + k; upcrt_mine3 && (unsigned long)(upcrt_phase3 + (next * 64 + k)) < 64 ? (void)(upcrt_mine3[next * 64 + k] = upcrt_store4) : (void)upcr_put_shared_val(upcr_add_shared(all, sizeof(int), next * 64 + k, 64), 0, (int)upcrt_store4, sizeof(int)); });
        }
#line 134 "samples/upc/node_rows.upc"
        {
#line 134 "samples/upc/node_rows.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine6 = upcr_threadof_shared(glob) == upcr_mythread() ? upcr_shared_to_local(glob) : 0;
            long upcrt_phase6 = upcr_phaseof_shared(glob);
#line 134 "samples/upc/node_rows.upc"
            if (upcrt_mine6 && upcrt_phase6 + 0 >= 0 && upcrt_phase6 + 64 <= 64)
#line 134 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++)
                    ({ int upcrt_store8 = -(next * 64 + k); upcrt_mine6 && (unsigned long)(upcrt_phase6 + (next * 64 + k)) < 64 ? (void)(upcrt_mine6[next * 64 + k] = upcrt_store8) : (void)upcr_put_shared_val(upcr_add_shared(glob, sizeof(int), next * 64 + k, 64), 0, (int)upcrt_store8, sizeof(int)); });
            else
#line 134 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++)
                    ({ int upcrt_store7 = -(next * 64 + k); upcrt_mine6 && (unsigned long)(upcrt_phase6 + (next * 64 + k)) < 64 ? (void)(upcrt_mine6[next * 64 + k] = upcrt_store7) : (void)upcr_put_shared_val(upcr_add_shared(glob, sizeof(int), next * 64 + k, 64), 0, (int)upcrt_store7, sizeof(int)); });
        }
#line 136 "samples/upc/node_rows.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        for (k = 0; k < 64; k++)
            if ((int)upcr_get_shared_val(upcr_add_shared(ptrs[0], sizeof(int), ((int)upcr_mythread()) * 64 + k, 64), 0, sizeof(int)) != ((int)upcr_mythread()) * 64 + k || (int)upcr_get_shared_val(upcr_add_shared(ptrs[1], sizeof(int), ((int)upcr_mythread()) * 64 + k, 64), 0, sizeof(int)) != -(((int)upcr_mythread()) * 64 + k))

                bad++;
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        if (((int)upcr_mythread()) == 0)
            upcr_free(glob);
        upcr_all_free(all);
    }

    /* strict hand-off: relaxed writes to the neighbour's data, then its strict flag; the
       neighbour waits for its flag and must see them all */
    for (int round = 1; round <= 20; round++) {
        for (k = 0; k < 64; k++)
            upcr_put_pshared_val(upcr_add_pshared1(data, sizeof(int), k * ((int)upcr_threads()) + next), 0, (int)(round * 1000 + k), sizeof(int));
        upcr_put_pshared_val_strict(upcr_add_pshared1(flag, sizeof(int), next), 0, (int)round, sizeof(int));
        while ((int)upcr_get_pshared_val_strict(upcr_add_pshared1(flag, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) != round)
            ;
        for (k = 0; k < 64; k++)
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(data, sizeof(int), k * ((int)upcr_threads()) + ((int)upcr_mythread())), 0, sizeof(int)) != round * 1000 + k)
                bad++;
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    }

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0, castable = upc_cast(upcr_pshared_to_shared(upcr_add_pshared1(d, sizeof(double), next))) != (void *)0;
        {
#line 165 "samples/upc/node_rows.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo9 = (long)0;
            long upcrt_gather_hi9 = (long)((int)upcr_threads());
#line 165 "samples/upc/node_rows.upc"
            if (upcrt_gather_lo9 >= 0 && upcrt_gather_hi9 <= (long)((int)upcr_threads()) && upcrt_gather_hi9 - upcrt_gather_lo9 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered10[16384 / sizeof(int)];
                if (upcrt_gather_lo9 < upcrt_gather_hi9) {
                    upcrt_get_range(upcrt_gathered10, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo9)), sizeof(int), 1, upcrt_gather_hi9 - upcrt_gather_lo9);
                }
#line 165 "samples/upc/node_rows.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered10[i - upcrt_gather_lo9];
            } else
#line 165 "samples/upc/node_rows.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 167 "samples/upc/node_rows.upc"
        printf("every access to the neighbour's data: %s\n", total ? "WRONG" : "right");
        printf("neighbour's data castable: %s\n", castable ? "yes" : "no");
        if (total)
            printf("FAIL: node_rows: %d errors\n", total);
        else
            printf("PASS: node_rows\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_node_rows(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &d, sizeof(double), 64 * ((int)upcr_threads()), 0, sizeof(double), "d", "shared double [64 * THREADS]" },
        { &c, sizeof(char), 64 * ((int)upcr_threads()), 0, sizeof(char), "c", "shared char [64 * THREADS]" },
        { &recs, sizeof(rec_t), ((int)upcr_threads()), 0, sizeof(rec_t), "recs", "shared struct <anonymous> [1 * THREADS]" },
        { &scalar, sizeof(long), 1, 0, sizeof(long), "scalar", "shared long" },
        { &on_zero, sizeof(long) * 64, 1, 0, sizeof(long), "on_zero", "shared [] long [64]" },
        { &data, sizeof(int), 64 * ((int)upcr_threads()), 0, sizeof(int), "data", "shared int [64 * THREADS]" },
        { &flag, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "flag", "strict shared int [1 * THREADS]" },
        { &glob_at, sizeof(upcr_shared_ptr_t), 1, 0, sizeof(upcr_shared_ptr_t), "glob_at", "shared [64] int *shared" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 10);
    upcr_startup_shalloc_t shared_objects[] = {
        { &blk, 4 * sizeof(int), (64 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "blk", "shared [4] int [64 * THREADS]" },
        { &cpy, 4 * sizeof(int), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(int), "cpy", "shared [4] int [4 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_node_rows_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_node_rows;

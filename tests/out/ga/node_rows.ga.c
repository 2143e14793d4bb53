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
#include <stdlib.h>
#include <inttypes.h>
#line 17 "samples/upc/node_rows.upc"
typedef struct {
    int id;
    char tag[3];
    double weight;
} rec_t;
/* `shared double d[64 * THREADS]`: a GA array (one row per thread); this thread's part is d_local. */
int g_d;
double *d_local;
/* `d[i]`: read in place on its thread or node, else NGA_Get. */
static inline double d_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_d, t, pos, sizeof(double), 0);
    double v;
    if (t == MYTHREAD)
        return d_local[pos];
    upcga_get_at(g_d, t, pos, &v, sizeof v);
    return v;
}
/* `d[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline double d_set(long i, double v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_d, t, pos, sizeof(double), 1);
    if (t == MYTHREAD)
        d_local[pos] = v;
    else
        upcga_put_at(g_d, t, pos, &v, sizeof v);
    return v;
}
/* `&d[i]`: a pointer-to-shared. */
static inline upcga_ptr_t d_ref(long i) {
    upcga_ptr_t p = { g_d, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(double), 0 };
    return p;
}
/* `shared [4] int blk[64 * THREADS]`: a GA array (one row per thread); this thread's part is blk_local. */
int g_blk;
int *blk_local;
/* `blk[i]`: read in place on its thread or node, else NGA_Get. */
static inline int blk_get(long i) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_blk, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return blk_local[pos];
    upcga_get_at(g_blk, t, pos, &v, sizeof v);
    return v;
}
/* `blk[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int blk_set(long i, int v) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_blk, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        blk_local[pos] = v;
    else
        upcga_put_at(g_blk, t, pos, &v, sizeof v);
    return v;
}
/* `&blk[i]`: a pointer-to-shared. */
static inline upcga_ptr_t blk_ref(long i) {
    upcga_ptr_t p = { g_blk, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared [4] int cpy[4 * THREADS]`: a GA array (one row per thread); this thread's part is cpy_local. */
int g_cpy;
int *cpy_local;
/* `cpy[i]`: read in place on its thread or node, else NGA_Get. */
static inline int cpy_get(long i) {
    int t = upcga_owner(i, 4);
    long pos = upcga_row_index(i, 4);
    UPCGA_CHECK_ELEMENT(g_cpy, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return cpy_local[pos];
    upcga_get_at(g_cpy, t, pos, &v, sizeof v);
    return v;
}
/* `&cpy[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cpy_ref(long i) {
    upcga_ptr_t p = { g_cpy, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(int), i % 4 };
    return p;
}
/* `shared char c[64 * THREADS]`: a GA array (one row per thread); this thread's part is c_local. */
int g_c;
char *c_local;
/* `c[i]`: read in place on its thread or node, else NGA_Get. */
static inline char c_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_c, t, pos, sizeof(char), 0);
    char v;
    if (t == MYTHREAD)
        return c_local[pos];
    upcga_get_at(g_c, t, pos, &v, sizeof v);
    return v;
}
/* `c[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline char c_set(long i, char v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_c, t, pos, sizeof(char), 1);
    if (t == MYTHREAD)
        c_local[pos] = v;
    else
        upcga_put_at(g_c, t, pos, &v, sizeof v);
    return v;
}
/* `shared rec_t recs[THREADS]`: a GA array (one row per thread); this thread's part is recs_local. */
int g_recs;
rec_t *recs_local;
/* `&recs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t recs_ref(long i) {
    upcga_ptr_t p = { g_recs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(rec_t), 0 };
    return p;
}
/* `shared long scalar`: a GA array (on thread 0); this thread's part is scalar_local. */
int g_scalar;
long *scalar_local;
/* `scalar`: read in place on its thread or node, else NGA_Get. */
static inline long scalar_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_scalar, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return scalar_local[pos];
    upcga_get_at(g_scalar, t, pos, &v, sizeof v);
    return v;
}
/* `scalar` = v: written in place on its thread or node, else NGA_Put. */
static inline long scalar_set(long v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_scalar, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        scalar_local[pos] = v;
    else
        upcga_put_at(g_scalar, t, pos, &v, sizeof v);
    return v;
}
/* `shared [] long on_zero[64]`: a GA array (on thread 0); this thread's part is on_zero_local. */
int g_on_zero;
long *on_zero_local;
/* `on_zero[i]`: read in place on its thread or node, else NGA_Get. */
static inline long on_zero_get(long i) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_on_zero, t, pos, sizeof(long), 0);
    long v;
    if (t == MYTHREAD)
        return on_zero_local[pos];
    upcga_get_at(g_on_zero, t, pos, &v, sizeof v);
    return v;
}
/* `on_zero[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long on_zero_set(long i, long v) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_on_zero, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        on_zero_local[pos] = v;
    else
        upcga_put_at(g_on_zero, t, pos, &v, sizeof v);
    return v;
}
/* `shared int data[64 * THREADS]`: a GA array (one row per thread); this thread's part is data_local. */
int g_data;
int *data_local;
/* `data[i]`: read in place on its thread or node, else NGA_Get. */
static inline int data_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_data, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return data_local[pos];
    upcga_get_at(g_data, t, pos, &v, sizeof v);
    return v;
}
/* `data[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int data_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_data, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        data_local[pos] = v;
    else
        upcga_put_at(g_data, t, pos, &v, sizeof v);
    return v;
}
/* `strict shared int flag[THREADS]`: a GA array (one row per thread); this thread's part is flag_local. */
int g_flag;
int *flag_local;
/* `flag[i]`: read in place on its thread or node, else NGA_Get. */
static inline int flag_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_flag, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return flag_local[pos];
    upcga_get_at(g_flag, t, pos, &v, sizeof v);
    return v;
}
/* `flag[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int flag_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_flag, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        flag_local[pos] = v;
    else
        upcga_put_at(g_flag, t, pos, &v, sizeof v);
    return v;
}
/* A strict read of `flag[i]`. */
static inline int flag_get_strict(long i) {
    int v;
    upcga_fence();
    v = flag_get(i);
    upcga_fence();
    return v;
}
/* A strict write of `flag[i]`. */
static inline int flag_set_strict(long i, int v) {
    upcga_fence();
    flag_set(i, v);
    upcga_fence();
    return v;
}
/* `shared [64] int *shared glob_at`: a GA array (on thread 0); this thread's part is glob_at_local. */
int g_glob_at;
upcga_ptr_t *glob_at_local;
/* `glob_at`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t glob_at_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_glob_at, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return glob_at_local[pos];
    upcga_get_at(g_glob_at, t, pos, &v, sizeof v);
    return v;
}
/* `glob_at` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t glob_at_set(upcga_ptr_t v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_glob_at, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        glob_at_local[pos] = v;
    else
        upcga_put_at(g_glob_at, t, pos, &v, sizeof v);
    return v;
}
/* `shared int errs[THREADS]`: a GA array (one row per thread); this thread's part is errs_local. */
int g_errs;
int *errs_local;
/* `errs[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errs_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errs_local[pos];
    upcga_get_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `errs[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errs_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errs_local[pos] = v;
    else
        upcga_put_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `&errs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errs_ref(long i) {
    upcga_ptr_t p = { g_errs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
#line 36 "samples/upc/node_rows.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int next = (MYTHREAD + 1) % THREADS, prev = (MYTHREAD + THREADS - 1) % THREADS;
    int bad = 0, i, k;
    char bytes[8 * 64];

    /* by array name: the neighbour's elements of each array */
    for (k = 0; k < 64; k++) {
        d_set(k * THREADS + next, next * 1000.0 + k + 0.5);
        c_set(k * THREADS + next, (char)('a' + (next + k) % 26));
    }
    for (k = 0; k < 64 / 4; k++)
        for (i = 0; i < 4; i++)
            blk_set((k * THREADS + next) * 4 + i, next * 100000 + k * 4 + i);
    UPCGA_WRITE(int, upcga_member(recs_ref(next), __builtin_offsetof(rec_t, id)), next + 7);
    UPCGA_WRITE(char, upcga_member(recs_ref(next), __builtin_offsetof(rec_t, tag)), 'r');
    UPCGA_WRITE(char, upcga_member(recs_ref(next), __builtin_offsetof(rec_t, tag) + 1 * sizeof(char)), (char)('0' + next % 10));
    UPCGA_WRITE(char, upcga_member(recs_ref(next), __builtin_offsetof(rec_t, tag) + 2 * sizeof(char)), 0);
    UPCGA_WRITE(double, upcga_member(recs_ref(next), __builtin_offsetof(rec_t, weight)), next * 0.25);
    if (MYTHREAD == THREADS - 1) {
        scalar_set(4242);
        for (k = 0; k < 64; k++)
            on_zero_set(k, 3L * k);
    }
    upcga_barrier();
    for (k = 0; k < 64; k++)
        if (d_get(k * THREADS + MYTHREAD) != MYTHREAD * 1000.0 + k + 0.5 || c_get(k * THREADS + MYTHREAD) != (char)('a' + (MYTHREAD + k) % 26))

            bad++;
    for (k = 0; k < 64; k++)
        if (blk_get((k / 4 * THREADS + MYTHREAD) * 4 + k % 4) != MYTHREAD * 100000 + k)
            bad++;
    if (UPCGA_READ(int, upcga_member(recs_ref(MYTHREAD), __builtin_offsetof(rec_t, id))) != MYTHREAD + 7 || UPCGA_READ(char, upcga_member(recs_ref(MYTHREAD), __builtin_offsetof(rec_t, tag))) != 'r' || UPCGA_READ(double, upcga_member(recs_ref(MYTHREAD), __builtin_offsetof(rec_t, weight))) != MYTHREAD * 0.25)

        bad++;
    if (scalar_get() != 4242 || on_zero_get(64 - 1) != 3L * (64 - 1))
        bad++;
    upcga_barrier();

    /* through pointers-to-shared: a walk over the neighbour's blocks of blk, crossing into the
       next threads' blocks, a write one block further on, and bytes inside the neighbour's
       record */
    {
        upcga_ptr_t p = blk_ref(next * 4);
        long sum = 0, want = 0;
        {
#line 81 "samples/upc/node_rows.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine1 = upcga_mine(p);
            long upcga_phase1 = p.phase;
#line 81 "samples/upc/node_rows.upc"
            if (upcga_mine1 && upcga_phase1 + 0 >= 0 && upcga_phase1 + 64 <= 4)
#line 81 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++) {
                    sum += upcga_mine1[k];
                    want += blk_get(next * 4 + k);
                }
            else
#line 81 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++) {
                    sum += upcga_mine1 && (unsigned long)(upcga_phase1 + k) < 4 ? upcga_mine1[k] : UPCGA_READ(int, upcga_add(p, sizeof(int), k, 4));
                    want += blk_get(next * 4 + k);
                }
        }
#line 85 "samples/upc/node_rows.upc"
        if (sum != want)
            bad++;
        /* bytes of id and tag */
#line 87 "samples/upc/node_rows.upc"
        upcga_memget(bytes, upcga_add(upcga_resetphase(recs_ref(next)), sizeof(char), 1, 0), 6);
        if (memcmp(bytes, (char *)&(rec_t){
            next + 7,
            { 'r', (char)('0' + next % 10), 0 },
            0,
        } + 1, 6) != 0)
#line 90 "samples/upc/node_rows.upc"
            bad++;
        upcga_barrier();
        /* blk[next * 4 + 5]: element 1 of the block after next's */
#line 92 "samples/upc/node_rows.upc"
        UPCGA_WRITE(int, upcga_add(p, sizeof(int), 5, 4), -5 - MYTHREAD);
        upcga_barrier();
        if (blk_get(MYTHREAD * 4 + 5) != -5 - prev)
            bad++;
    }
    upcga_barrier();

    /* upc_mem*: the neighbour's first block of blk, there and back; then a copy of the previous
       thread's block into the neighbour's part of cpy */
    {
        upcga_ptr_t theirs = upcga_resetphase(blk_ref(next * 4));
        int local[4] = { 1, 2, 3, 4 }, back[4];
        upcga_memput(theirs, local, sizeof local);
        upcga_memget(back, theirs, sizeof back);
        if (memcmp(local, back, sizeof back) != 0)
            bad++;
        upcga_memset(theirs, 0, 2 * sizeof(int));
        upcga_memget(back, theirs, sizeof back);
        if (back[0] != 0 || back[1] != 0 || back[2] != 3 || back[3] != 4)
            bad++;
        upcga_barrier();
        upcga_memcpy(upcga_resetphase(cpy_ref(next * 4)), upcga_resetphase(blk_ref(prev * 4)), 4 * sizeof(int));

        upcga_barrier();
        for (k = 0; k < 4; k++)
            if (cpy_get(MYTHREAD * 4 + k) != (k < 2 ? 0 : k + 1))
                bad++;
    }
    upcga_barrier();

    /* dynamically allocated memory of the neighbour */
    {
        upcga_ptr_t all = upcga_all_alloc(THREADS, 64 * sizeof(int));
        upcga_ptr_t glob;
#line 125 "samples/upc/node_rows.upc"
        upcga_ptr_t ptrs[2];
        if (MYTHREAD == 0)
            glob_at_set(upcga_global_alloc(THREADS, 64 * sizeof(int)));
        upcga_barrier();
        glob = glob_at_get();
        ptrs[0] = all;
        ptrs[1] = glob;
        {
#line 132 "samples/upc/node_rows.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine2 = upcga_mine(all);
            long upcga_phase2 = all.phase;
#line 132 "samples/upc/node_rows.upc"
            if (upcga_mine2 && upcga_phase2 + 0 >= 0 && upcga_phase2 + 64 <= 64)
#line 132 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++)
                    ({ int upcga_store4 = next * 64 + k; upcga_mine2 && (unsigned long)(upcga_phase2 + (next * 64 + k)) < 64 ? (void)(upcga_mine2[next * 64 + k] = upcga_store4) : (void)UPCGA_WRITE(int, upcga_add(all, sizeof(int), next * 64 + k, 64), upcga_store4); });
            else
#line 132 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++)
                    ({ int upcga_store3 = next * 64 + k; upcga_mine2 && (unsigned long)(upcga_phase2 + (next * 64 + k)) < 64 ? (void)(upcga_mine2[next * 64 + k] = upcga_store3) : (void)UPCGA_WRITE(int, upcga_add(all, sizeof(int), next * 64 + k, 64), upcga_store3); });
        }
#line 134 "samples/upc/node_rows.upc"
        {
#line 134 "samples/upc/node_rows.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine5 = upcga_mine(glob);
            long upcga_phase5 = glob.phase;
#line 134 "samples/upc/node_rows.upc"
            if (upcga_mine5 && upcga_phase5 + 0 >= 0 && upcga_phase5 + 64 <= 64)
#line 134 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++)
                    ({ int upcga_store7 = -(next * 64 + k); upcga_mine5 && (unsigned long)(upcga_phase5 + (next * 64 + k)) < 64 ? (void)(upcga_mine5[next * 64 + k] = upcga_store7) : (void)UPCGA_WRITE(int, upcga_add(glob, sizeof(int), next * 64 + k, 64), upcga_store7); });
            else
#line 134 "samples/upc/node_rows.upc"
                for (k = 0; k < 64; k++)
                    ({ int upcga_store6 = -(next * 64 + k); upcga_mine5 && (unsigned long)(upcga_phase5 + (next * 64 + k)) < 64 ? (void)(upcga_mine5[next * 64 + k] = upcga_store6) : (void)UPCGA_WRITE(int, upcga_add(glob, sizeof(int), next * 64 + k, 64), upcga_store6); });
        }
#line 136 "samples/upc/node_rows.upc"
        upcga_barrier();
        for (k = 0; k < 64; k++)
            if (UPCGA_READ(int, upcga_add(ptrs[0], sizeof(int), MYTHREAD * 64 + k, 64)) != MYTHREAD * 64 + k || UPCGA_READ(int, upcga_add(ptrs[1], sizeof(int), MYTHREAD * 64 + k, 64)) != -(MYTHREAD * 64 + k))

                bad++;
        upcga_barrier();
        if (MYTHREAD == 0)
            upcga_free(glob);
        upcga_all_free(all);
    }

    /* strict hand-off: relaxed writes to the neighbour's data, then its strict flag; the
       neighbour waits for its flag and must see them all */
    for (int round = 1; round <= 20; round++) {
        for (k = 0; k < 64; k++)
            data_set(k * THREADS + next, round * 1000 + k);
        flag_set_strict(next, round);
        while (flag_get_strict(MYTHREAD) != round)
            ;
        for (k = 0; k < 64; k++)
            if (data_get(k * THREADS + MYTHREAD) != round * 1000 + k)
                bad++;
        upcga_barrier();
    }

    errs_set(MYTHREAD, bad);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0, castable = upcga_cast(d_ref(next)) != (void *)0;
        {
#line 165 "samples/upc/node_rows.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo8 = (long)0;
            long upcga_gather_hi8 = (long)THREADS;
#line 165 "samples/upc/node_rows.upc"
            if (upcga_gather_lo8 >= 0 && upcga_gather_hi8 <= (long)THREADS && upcga_gather_hi8 - upcga_gather_lo8 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered9[16384 / sizeof(int)];
                if (upcga_gather_lo8 < upcga_gather_hi8) {
                    upcga_get_range(upcga_gathered9, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo8, 1), sizeof(int), 1, upcga_gather_hi8 - upcga_gather_lo8);
                }
#line 165 "samples/upc/node_rows.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered9[i - upcga_gather_lo8];
            } else
#line 165 "samples/upc/node_rows.upc"
                for (i = 0; i < THREADS; i++)
                    total += errs_get(i);
        }
#line 167 "samples/upc/node_rows.upc"
        printf("every access to the neighbour's data: %s\n", total ? "WRONG" : "right");
        printf("neighbour's data castable: %s\n", castable ? "yes" : "no");
        if (total)
            printf("FAIL: node_rows: %d errors\n", total);
        else
            printf("PASS: node_rows\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_node_rows __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_node_rows(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(64 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_d = NGA_Create_irreg(C_DBL, 2, dims, "d", block, upcga_rows);
        d_local = upcga_own_row(g_d, sizeof(double));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(64 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_blk = NGA_Create_irreg(C_INT, 2, dims, "blk", block, upcga_rows);
        blk_local = upcga_own_row(g_blk, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_cpy = NGA_Create_irreg(C_INT, 2, dims, "cpy", block, upcga_rows);
        cpy_local = upcga_own_row(g_cpy, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(64 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_c = NGA_Create_irreg(C_CHAR, 2, dims, "c", block, upcga_rows);
        c_local = upcga_own_row(g_c, sizeof(char));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_recs = NGA_Create_irreg(upcga_type(sizeof(rec_t)), 2, dims, "recs", block, upcga_rows);
        recs_local = upcga_own_row(g_recs, sizeof(rec_t));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_scalar = NGA_Create_irreg(C_LONG, 2, dims, "scalar", block, upcga_one_block);
        scalar_local = upcga_own_row(g_scalar, sizeof(long));
    }
    {
        int dims[2] = { 1, 64 }, block[2] = { 1, 1 };
        g_on_zero = NGA_Create_irreg(C_LONG, 2, dims, "on_zero", block, upcga_one_block);
        on_zero_local = upcga_own_row(g_on_zero, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(64 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_data = NGA_Create_irreg(C_INT, 2, dims, "data", block, upcga_rows);
        data_local = upcga_own_row(g_data, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_flag = NGA_Create_irreg(C_INT, 2, dims, "flag", block, upcga_rows);
        flag_local = upcga_own_row(g_flag, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_glob_at = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "glob_at", block, upcga_one_block);
        glob_at_local = upcga_own_row(g_glob_at, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_node_rows_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_node_rows;

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
#line 1 "tests/in/real/bupc_upc_names.upc"
/* The upc_ spellings of the bupc_ extensions, which a program gets by defining
   BUPC_USE_UPC_NAMESPACE before including upc.h: a vlist get from the right neighbour, an
   asynchronous strided put to it, a semaphore handshake and the thread distance. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [8] int A[8 * THREADS]`: a GA array (one row per thread); this thread's part is A_local. */
int g_A;
int *A_local;
/* `A[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int A_set(long i, int v) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_A, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        A_local[pos] = v;
    else
        upcga_put_at(g_A, t, pos, &v, sizeof v);
    return v;
}
/* `&A[i]`: a pointer-to-shared. */
static inline upcga_ptr_t A_ref(long i) {
    upcga_ptr_t p = { g_A, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(int), i % 8 };
    return p;
}
/* `shared [8] int B[8 * THREADS]`: a GA array (one row per thread); this thread's part is B_local. */
int g_B;
int *B_local;
/* `B[i]`: read in place on its thread or node, else NGA_Get. */
static inline int B_get(long i) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_B, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return B_local[pos];
    upcga_get_at(g_B, t, pos, &v, sizeof v);
    return v;
}
/* `B[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int B_set(long i, int v) {
    int t = upcga_owner(i, 8);
    long pos = upcga_row_index(i, 8);
    UPCGA_CHECK_ELEMENT(g_B, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        B_local[pos] = v;
    else
        upcga_put_at(g_B, t, pos, &v, sizeof v);
    return v;
}
/* `&B[i]`: a pointer-to-shared. */
static inline upcga_ptr_t B_ref(long i) {
    upcga_ptr_t p = { g_B, upcga_owner(i, 8), upcga_row_index(i, 8) * (long)sizeof(int), i % 8 };
    return p;
}
/* `shared int ok[THREADS]`: a GA array (one row per thread); this thread's part is ok_local. */
int g_ok;
int *ok_local;
/* `ok[i]`: read in place on its thread or node, else NGA_Get. */
static inline int ok_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ok, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return ok_local[pos];
    upcga_get_at(g_ok, t, pos, &v, sizeof v);
    return v;
}
/* `ok[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int ok_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_ok, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        ok_local[pos] = v;
    else
        upcga_put_at(g_ok, t, pos, &v, sizeof v);
    return v;
}
/* `&ok[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ok_ref(long i) {
    upcga_ptr_t p = { g_ok, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared struct pgas_bupc_sem *shared sems[THREADS]`: a GA array (one row per thread); this thread's part is sems_local. */
int g_sems;
upcga_ptr_t *sems_local;
/* `sems[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t sems_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sems, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return sems_local[pos];
    upcga_get_at(g_sems, t, pos, &v, sizeof v);
    return v;
}
/* `sems[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t sems_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_sems, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        sems_local[pos] = v;
    else
        upcga_put_at(g_sems, t, pos, &v, sizeof v);
    return v;
}
#line 13 "tests/in/real/bupc_upc_names.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int me = MYTHREAD, right = (MYTHREAD + 1) % THREADS, i, good = 1;
    int buf[4];
    for (i = 0; i < 8; i++)
        A_set(8 * me + i, 10 * me + i), B_set(8 * me + i, 0);
    upcga_ptr_t sem = upcga_bupc_sem_alloc(2);
    sems_set(me, sem);
    upcga_barrier();

    bupc_smemvec_t src[2];
    bupc_pmemvec_t dst[1];
    src[0].addr = A_ref(8 * right + 1);
    src[0].len = 2 * sizeof(int);
    src[1].addr = A_ref(8 * right + 5);
    src[1].len = 2 * sizeof(int);
    dst[0].addr = buf;
    dst[0].len = sizeof buf;
    upcga_bupc_memget_vlist(1, dst, 2, src);
    good &= buf[0] == 10 * right + 1 && buf[1] == 10 * right + 2 && buf[2] == 10 * right + 5 && buf[3] == 10 * right + 6;


    /* buf into B[right] at 0 and 4 (2 rows of 2 ints, 4 ints apart), then a post */
    size_t count[2] = { 2 * sizeof(int), 2 }, dstr[1] = { 4 * sizeof(int) }, sstr[1] = { 2 * sizeof(int) };

    upc_handle_t h = upcga_bupc_memput_strided_async(B_ref(8 * right), dstr, buf, sstr, count, 1);
    upcga_sync(h);
    upcga_bupc_sem_post(sems_get(right));
    upcga_bupc_sem_wait(sem);
    /* the left neighbour's put is complete */
#line 42 "tests/in/real/bupc_upc_names.upc"
    int left = (me + THREADS - 1) % THREADS;
    good &= B_get(8 * me) == 10 * me + 1 && B_get(8 * me + 1) == 10 * me + 2 && B_get(8 * me + 4) == 10 * me + 5 && B_get(8 * me + 5) == 10 * me + 6 && B_get(8 * me + 2) == 0;

    good &= upcga_bupc_thread_distance(me, me) == 0 && upcga_bupc_thread_distance(me, left) <= 4;

    ok_set(me, good);
    upcga_barrier();
    if (me == 0) {
        int n = 0;
        {
#line 51 "tests/in/real/bupc_upc_names.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 51 "tests/in/real/bupc_upc_names.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(ok_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 51 "tests/in/real/bupc_upc_names.upc"
                for (i = 0; i < THREADS; i++)
                    n += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 51 "tests/in/real/bupc_upc_names.upc"
                for (i = 0; i < THREADS; i++)
                    n += ok_get(i);
        }
#line 53 "tests/in/real/bupc_upc_names.upc"
        printf("upc_ names ok on %d of %d\n", n, THREADS);
    }
    return 0;
}
/* This file allocates from the library's heaps: start-up makes them. */
static const char upcga_uses_heaps_bupc_upc_names __attribute__((used, section("upcga_uses_heaps"))) = 1;
/* This file allocates locks: start-up makes them. */
static const char upcga_uses_locks_bupc_upc_names __attribute__((used, section("upcga_uses_locks"))) = 1;
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_bupc_upc_names(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_A = NGA_Create_irreg(C_INT, 2, dims, "A", block, upcga_rows);
        A_local = upcga_own_row(g_A, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 8) }, block[2] = { THREADS, 1 };
        g_B = NGA_Create_irreg(C_INT, 2, dims, "B", block, upcga_rows);
        B_local = upcga_own_row(g_B, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_ok = NGA_Create_irreg(C_INT, 2, dims, "ok", block, upcga_rows);
        ok_local = upcga_own_row(g_ok, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sems = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "sems", block, upcga_rows);
        sems_local = upcga_own_row(g_sems, sizeof(upcga_ptr_t));
    }
}
static void (*const upcga_create_bupc_upc_names_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_bupc_upc_names;

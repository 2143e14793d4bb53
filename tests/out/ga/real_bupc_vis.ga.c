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
#line 1 "tests/in/real/bupc_vis.upc"
/* The rest of the bupc_ surface: local/shared conversions, castability, trace masks, handle
   lists and the non-contiguous transfers (vlist, ilist, fstrided, strided, and _async forms).
   Every thread moves data to and from its right neighbour; thread 0 prints what everyone
   checked. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
/* `shared [16] int A[16 * THREADS]`: a GA array (one row per thread); this thread's part is A_local. */
int g_A;
int *A_local;
/* `A[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int A_set(long i, int v) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_A, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        A_local[pos] = v;
    else
        upcga_put_at(g_A, t, pos, &v, sizeof v);
    return v;
}
/* `&A[i]`: a pointer-to-shared. */
static inline upcga_ptr_t A_ref(long i) {
    upcga_ptr_t p = { g_A, upcga_owner(i, 16), upcga_row_index(i, 16) * (long)sizeof(int), i % 16 };
    return p;
}
/* `shared [16] int B[16 * THREADS]`: a GA array (one row per thread); this thread's part is B_local. */
int g_B;
int *B_local;
/* `B[i]`: read in place on its thread or node, else NGA_Get. */
static inline int B_get(long i) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_B, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return B_local[pos];
    upcga_get_at(g_B, t, pos, &v, sizeof v);
    return v;
}
/* `B[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int B_set(long i, int v) {
    int t = upcga_owner(i, 16);
    long pos = upcga_row_index(i, 16);
    UPCGA_CHECK_ELEMENT(g_B, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        B_local[pos] = v;
    else
        upcga_put_at(g_B, t, pos, &v, sizeof v);
    return v;
}
/* `&B[i]`: a pointer-to-shared. */
static inline upcga_ptr_t B_ref(long i) {
    upcga_ptr_t p = { g_B, upcga_owner(i, 16), upcga_row_index(i, 16) * (long)sizeof(int), i % 16 };
    return p;
}
/* `shared int fails[THREADS]`: a GA array (one row per thread); this thread's part is fails_local. */
int g_fails;
int *fails_local;
/* `fails[i]`: read in place on its thread or node, else NGA_Get. */
static inline int fails_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fails, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return fails_local[pos];
    upcga_get_at(g_fails, t, pos, &v, sizeof v);
    return v;
}
/* `fails[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int fails_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_fails, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        fails_local[pos] = v;
    else
        upcga_put_at(g_fails, t, pos, &v, sizeof v);
    return v;
}
/* `&fails[i]`: a pointer-to-shared. */
static inline upcga_ptr_t fails_ref(long i) {
    upcga_ptr_t p = { g_fails, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 10 "tests/in/real/bupc_vis.upc"
/* one block per thread */



static int bad;
static void expect(int ok, const char *what, int i) {

    if (!ok && bad++ < 5)
        printf("thread %d: %s wrong at %d\n", MYTHREAD, what, i);
}

/* 100 * owner + index in the block */
static int val(int t, int i) {
#line 22 "tests/in/real/bupc_vis.upc"
    return 100 * t + i;
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int me = MYTHREAD, right = (MYTHREAD + 1) % THREADS;
    int buf[16], i;
    for (i = 0; i < 16; i++)
        A_set(me * 16 + i, val(me, i)), B_set(me * 16 + i, -1);
    upcga_barrier();

    /* local_to_shared / inverse_cast / cast / castable */
    int *mine = (int *)upcga_to_local(A_ref(me * 16));
    upcga_ptr_t back = upcga_resetphase(upcga_bupc_inverse_cast(mine + 3));
    expect(upcga_eq(back, upcga_resetphase(A_ref(me * 16 + 3))) && upcga_threadof(back) == me, "inverse_cast", 3);
    expect(upcga_isnull(upcga_bupc_inverse_cast(buf)), "inverse_cast(private)", 0);
    upcga_ptr_t other = upcga_bupc_local_to_shared(mine + 5, right, 5);
    expect(upcga_eq(other, A_ref(right * 16 + 5)) && UPCGA_READ(int, other) == val(right, 5), "local_to_shared", 5);
    expect(upcga_bupc_castable(A_ref(me * 16)) && upcga_bupc_cast(A_ref(me * 16)) == (void *)mine, "cast", 0);
    expect(upcga_bupc_thread_castable(me), "thread_castable", 0);

    /* trace masks are kept */
    upcga_bupc_trace_setmask("PGH");
    upcga_bupc_trace_settracelocal(1);
    expect(strcmp(upcga_bupc_trace_getmask(), "PGH") == 0 && upcga_bupc_trace_gettracelocal() == 1, "mask", 0);
    upcga_bupc_stats_setmask("");
    expect(strcmp(upcga_bupc_stats_getmask(), "") == 0, "stats mask", 0);
    (void)0;
    expect(__builtin_types_compatible_p(__typeof__(int) *, __typeof__(buf[1]) *) && !__builtin_types_compatible_p(__typeof__(buf[0]) *, __typeof__(double) *), "assert_type", 0);

    /* vlist get: the right neighbour's elements 2..5 then 10..11, into buf[0..3] and buf[4..5] */
    {
        bupc_smemvec_t src[2];
        bupc_pmemvec_t dst[2];
        src[0].addr = A_ref(right * 16 + 2);
#line 55 "tests/in/real/bupc_vis.upc"
        src[0].len = 4 * sizeof(int);
        src[1].addr = A_ref(right * 16 + 10);
#line 56 "tests/in/real/bupc_vis.upc"
        src[1].len = 2 * sizeof(int);
        dst[0].addr = buf;
#line 57 "tests/in/real/bupc_vis.upc"
        dst[0].len = 3 * sizeof(int);
        dst[1].addr = buf + 3;
#line 58 "tests/in/real/bupc_vis.upc"
        dst[1].len = 3 * sizeof(int);
        memset(buf, 0, sizeof buf);
        upcga_bupc_memget_vlist(2, dst, 2, src);
        int want[6] = { 2, 3, 4, 5, 10, 11 };
        for (i = 0; i < 6; i++)
            expect(buf[i] == val(right, want[i]), "memget_vlist", i);
    }
    /* vlist put: buf (7 values) into B[right] at 0..2 and 8..11; vlist copy A -> B at 4..7 */
    {
        bupc_smemvec_t dst[2], cd[1], cs[2];
        bupc_pmemvec_t src[1];
        for (i = 0; i < 7; i++)
            buf[i] = 1000 * me + i;
        dst[0].addr = B_ref(right * 16);
#line 71 "tests/in/real/bupc_vis.upc"
        dst[0].len = 3 * sizeof(int);
        dst[1].addr = B_ref(right * 16 + 8);
#line 72 "tests/in/real/bupc_vis.upc"
        dst[1].len = 4 * sizeof(int);
        src[0].addr = buf;
#line 73 "tests/in/real/bupc_vis.upc"
        src[0].len = 7 * sizeof(int);
        upcga_bupc_memput_vlist(2, dst, 1, src);
        cd[0].addr = B_ref(right * 16 + 4);
#line 75 "tests/in/real/bupc_vis.upc"
        cd[0].len = 4 * sizeof(int);
        cs[0].addr = A_ref(right * 16 + 12);
#line 76 "tests/in/real/bupc_vis.upc"
        cs[0].len = 2 * sizeof(int);
        cs[1].addr = A_ref(me * 16);
#line 77 "tests/in/real/bupc_vis.upc"
        cs[1].len = 2 * sizeof(int);
        upc_handle_t h = upcga_bupc_memcpy_vlist_async(1, cd, 2, cs);
        upcga_sync(h);
    }
    upcga_barrier();
    {
        int left = (me + THREADS - 1) % THREADS;
        for (i = 0; i < 3; i++)
            expect(B_get(me * 16 + i) == 1000 * left + i, "memput_vlist", i);
        for (i = 0; i < 4; i++)
            expect(B_get(me * 16 + 8 + i) == 1000 * left + 3 + i, "memput_vlist", 8 + i);
        int want[4] = { val(me, 12), val(me, 13), val(left, 0), val(left, 1) };
        for (i = 0; i < 4; i++)
            expect(B_get(me * 16 + 4 + i) == want[i], "memcpy_vlist_async", 4 + i);
        expect(B_get(me * 16 + 12) == -1 && B_get(me * 16 + 3) == -1, "memput_vlist (untouched)", 12);
    }
    upcga_barrier();

    /* ilist: get 4 regions of 2 ints (elements 0,4,8,12 and their next) into 2 regions of 4 */
    {
        upcga_ptr_t src[4];
        void *dst[2];
        for (i = 0; i < 4; i++)
            src[i] = A_ref(right * 16 + 4 * i);
        dst[0] = buf;
#line 101 "tests/in/real/bupc_vis.upc"
        dst[1] = buf + 8;
        upcga_bupc_memget_ilist(2, dst, 4 * sizeof(int), 4, src, 2 * sizeof(int));
        int want[8] = { 0, 1, 4, 5, 8, 9, 12, 13 };
        for (i = 0; i < 8; i++)
            expect(buf[i < 4 ? i : i + 4] == val(right, want[i]), "memget_ilist", i);
        /* put 2 ints each to B[right] 14 and 1; copy A[me] 6..7 to B[right] 2..3 */
        upcga_ptr_t pd[2];
#line 107 "tests/in/real/bupc_vis.upc"
        upcga_ptr_t cd[1];
        const void *ps[1];
        upcga_ptr_t cs[1];
        buf[0] = 7;
#line 110 "tests/in/real/bupc_vis.upc"
        buf[1] = 8;
#line 110 "tests/in/real/bupc_vis.upc"
        buf[2] = 9;
#line 110 "tests/in/real/bupc_vis.upc"
        buf[3] = 10;
        pd[0] = B_ref(right * 16 + 14);
#line 111 "tests/in/real/bupc_vis.upc"
        pd[1] = B_ref(right * 16 + 0);
        ps[0] = buf;
        upc_handle_t hs[2];
        hs[0] = upcga_bupc_memput_ilist_async(2, pd, 2 * sizeof(int), 1, ps, 4 * sizeof(int));
        cd[0] = B_ref(right * 16 + 2);
        cs[0] = A_ref(me * 16 + 6);
        hs[1] = upcga_bupc_memcpy_ilist_async(1, cd, 2 * sizeof(int), 1, cs, 2 * sizeof(int));
        upcga_bupc_waitsync_all(hs, 2);
        expect(hs[0] == (upc_handle_t)0 && hs[1] == (upc_handle_t)0, "waitsync_all", 0);
        expect(upcga_bupc_trysync_all(hs, 2) == 1, "trysync_all", 0);
    }
    upcga_barrier();
    {
        int left = (me + THREADS - 1) % THREADS;
        int want[6] = { 9, 10, val(left, 6), val(left, 7), 7, 8 };
        int at[6] = { 0, 1, 2, 3, 14, 15 };
        for (i = 0; i < 6; i++)
            expect(B_get(me * 16 + at[i]) == want[i], "memput/memcpy_ilist", at[i]);
    }
    upcga_barrier();

    /* fstrided: every other element of the right block (8 of them) into a dense buffer, then
       that buffer into every third int of B[right] from 1 (1, 4, 7, 10, 13) and a copy */
    {
        memset(buf, 0, sizeof buf);
        upc_handle_t h = upcga_bupc_memget_fstrided_async(buf, 8 * sizeof(int), 8 * sizeof(int), 1, A_ref(right * 16), sizeof(int), 2 * sizeof(int), 8);


        upcga_sync(h);
        for (i = 0; i < 8; i++)
            expect(buf[i] == val(right, 2 * i), "memget_fstrided", i);
        upcga_bupc_memput_fstrided(B_ref(right * 16 + 1), sizeof(int), 3 * sizeof(int), 5, buf, 5 * sizeof(int), 5 * sizeof(int), 1);

        upcga_barrier();
        for (i = 0; i < 5; i++)
            expect(B_get(me * 16 + 1 + 3 * i) == val(me, 2 * i), "memput_fstrided", i);
        upcga_barrier();
        /* copy: A[right] 0,1 and 8,9 (2 chunks of 2 ints 8 apart) to B[right] 4..7 */
        upcga_bupc_memcpy_fstrided(B_ref(right * 16 + 4), 4 * sizeof(int), 4 * sizeof(int), 1, A_ref(right * 16), 2 * sizeof(int), 8 * sizeof(int), 2);

        upcga_barrier();
        int want[4] = { 0, 1, 8, 9 };
        for (i = 0; i < 4; i++)
            expect(B_get(me * 16 + 4 + i) == val(me, want[i]), "memcpy_fstrided", i);
    }
    upcga_barrier();

    /* strided: a 4 x 4 matrix in each block; get its 2 x 3 corner (rows 1..2, columns 1..3)
       into a dense 2 x 3 array, transpose-free; put it back into B[right] rows 2..3 cols 0..2;
       copy A[right]'s rows 0..1 columns 2..3 into B[right] rows 0..1 columns 0..1 */
    {
        int box[2][3];
        size_t count[2] = { 3 * sizeof(int), 2 };
        size_t sstr[1] = { 4 * sizeof(int) }, dstr[1] = { 3 * sizeof(int) };
        upcga_bupc_memget_strided(box, dstr, A_ref(right * 16 + 4 + 1), sstr, count, 1);
        for (i = 0; i < 6; i++)
            expect(box[i / 3][i % 3] == val(right, 4 * (1 + i / 3) + 1 + i % 3), "memget_strided", i);
        upcga_barrier();
        upc_handle_t h = upcga_bupc_memput_strided_async(B_ref(right * 16 + 8), sstr, box, dstr, count, 1);
        upc_handle_t hl[1];
        hl[0] = h;
        upcga_bupc_waitsync_some(hl, 1);
        expect(hl[0] == (upc_handle_t)0, "waitsync_some", 0);
        size_t c2[2] = { 2 * sizeof(int), 2 };
        upcga_bupc_memcpy_strided(B_ref(right * 16), sstr, A_ref(right * 16 + 2), sstr, c2, 1);
        upcga_barrier();
        for (i = 0; i < 6; i++)
            expect(B_get(me * 16 + 8 + 4 * (i / 3) + i % 3) == val(me, 4 * (1 + i / 3) + 1 + i % 3), "memput_strided", i);

        int want[4] = { 2, 3, 6, 7 };
        int at[4] = { 0, 1, 4, 5 };
        for (i = 0; i < 4; i++)
            expect(B_get(me * 16 + at[i]) == val(me, want[i]), "memcpy_strided", i);
    }
    /* a 3-level box: 2 x 2 x 2 ints of the right block (strides 1, 4, 8 ints) */
    {
        int cube[8];
        size_t count[3] = { sizeof(int), 2, 2 };
        size_t sstr[2] = { 4 * sizeof(int), 8 * sizeof(int) };
        size_t dstr[2] = { sizeof(int), 2 * sizeof(int) };
        size_t c3[4] = { sizeof(int), 2, 2, 2 };
        size_t s3[3] = { sizeof(int), 4 * sizeof(int), 8 * sizeof(int) };
        size_t d3[3] = { sizeof(int), 2 * sizeof(int), 4 * sizeof(int) };
        upcga_bupc_memget_strided(cube, d3, A_ref(right * 16), s3, c3, 3);
        for (i = 0; i < 8; i++)
            expect(cube[i] == val(right, (i & 1) + 4 * (i >> 1 & 1) + 8 * (i >> 2)), "memget_strided 3", i);
        (void)count;
#line 197 "tests/in/real/bupc_vis.upc"
        (void)sstr;
#line 197 "tests/in/real/bupc_vis.upc"
        (void)dstr;
    }
    upcga_barrier();
    fails_set(me, bad);
    upcga_barrier();
    if (me == 0) {
        int total = 0;
        {
#line 204 "tests/in/real/bupc_vis.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 204 "tests/in/real/bupc_vis.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(fails_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 204 "tests/in/real/bupc_vis.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 204 "tests/in/real/bupc_vis.upc"
                for (i = 0; i < THREADS; i++)
                    total += fails_get(i);
        }
#line 206 "tests/in/real/bupc_vis.upc"
        printf("vis %s on %d\n", total ? "FAIL" : "ok", THREADS);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_bupc_vis(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(16 * THREADS, 16) }, block[2] = { THREADS, 1 };
        g_A = NGA_Create_irreg(C_INT, 2, dims, "A", block, upcga_rows);
        A_local = upcga_own_row(g_A, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(16 * THREADS, 16) }, block[2] = { THREADS, 1 };
        g_B = NGA_Create_irreg(C_INT, 2, dims, "B", block, upcga_rows);
        B_local = upcga_own_row(g_B, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_fails = NGA_Create_irreg(C_INT, 2, dims, "fails", block, upcga_rows);
        fails_local = upcga_own_row(g_fails, sizeof(int));
    }
}
static void (*const upcga_create_bupc_vis_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_bupc_vis;

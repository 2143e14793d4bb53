/* The rest of the bupc_ surface: local/shared conversions, castability, trace masks, handle
   lists and the non-contiguous transfers (vlist, ilist, fstrided, strided, and _async forms).
   Every thread moves data to and from its right neighbour; thread 0 prints what everyone
   checked. */
#include <upc.h>
#include <stdio.h>
#include <string.h>

#define N 16
shared [N] int A[N * THREADS];      /* one block per thread */
shared [N] int B[N * THREADS];
shared int fails[THREADS];

static int bad;
static void expect(int ok, const char *what, int i)
{
    if (!ok && bad++ < 5)
        printf("thread %d: %s wrong at %d\n", MYTHREAD, what, i);
}

/* 100 * owner + index in the block */
static int val(int t, int i) { return 100 * t + i; }

int main(void)
{
    int me = MYTHREAD, right = (MYTHREAD + 1) % THREADS;
    int buf[N], i;
    for (i = 0; i < N; i++)
        A[me * N + i] = val(me, i), B[me * N + i] = -1;
    upc_barrier;

    /* local_to_shared / inverse_cast / cast / castable */
    int *mine = (int *)&A[me * N];
    shared int *back = (shared int *)bupc_inverse_cast(mine + 3);
    expect(back == (shared int *)&A[me * N + 3] && upc_threadof(back) == me, "inverse_cast", 3);
    expect(bupc_inverse_cast(buf) == NULL, "inverse_cast(private)", 0);
    shared [N] int *other = (shared [N] int *)bupc_local_to_shared(mine + 5, right, 5);
    expect(other == &A[right * N + 5] && *other == val(right, 5), "local_to_shared", 5);
    expect(bupc_castable(&A[me * N]) && bupc_cast(&A[me * N]) == (void *)mine, "cast", 0);
    expect(bupc_thread_castable(me), "thread_castable", 0);

    /* trace masks are kept */
    bupc_trace_setmask("PGH");
    bupc_trace_settracelocal(1);
    expect(strcmp(bupc_trace_getmask(), "PGH") == 0 && bupc_trace_gettracelocal() == 1, "mask", 0);
    bupc_stats_setmask("");
    expect(strcmp(bupc_stats_getmask(), "") == 0, "stats mask", 0);
    bupc_trace_printf(("not printed %d", me));
    expect(bupc_assert_type(int, buf[1]) && !bupc_assert_type(buf[0], double), "assert_type", 0);

    /* vlist get: the right neighbour's elements 2..5 then 10..11, into buf[0..3] and buf[4..5] */
    {
        bupc_smemvec_t src[2];
        bupc_pmemvec_t dst[2];
        src[0].addr = &A[right * N + 2]; src[0].len = 4 * sizeof(int);
        src[1].addr = &A[right * N + 10]; src[1].len = 2 * sizeof(int);
        dst[0].addr = buf; dst[0].len = 3 * sizeof(int);
        dst[1].addr = buf + 3; dst[1].len = 3 * sizeof(int);
        memset(buf, 0, sizeof buf);
        bupc_memget_vlist(2, dst, 2, src);
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
        dst[0].addr = &B[right * N]; dst[0].len = 3 * sizeof(int);
        dst[1].addr = &B[right * N + 8]; dst[1].len = 4 * sizeof(int);
        src[0].addr = buf; src[0].len = 7 * sizeof(int);
        bupc_memput_vlist(2, dst, 1, src);
        cd[0].addr = &B[right * N + 4]; cd[0].len = 4 * sizeof(int);
        cs[0].addr = &A[right * N + 12]; cs[0].len = 2 * sizeof(int);
        cs[1].addr = &A[me * N]; cs[1].len = 2 * sizeof(int);
        upc_handle_t h = bupc_memcpy_vlist_async(1, cd, 2, cs);
        bupc_waitsync(h);
    }
    upc_barrier;
    {
        int left = (me + THREADS - 1) % THREADS;
        for (i = 0; i < 3; i++)
            expect(B[me * N + i] == 1000 * left + i, "memput_vlist", i);
        for (i = 0; i < 4; i++)
            expect(B[me * N + 8 + i] == 1000 * left + 3 + i, "memput_vlist", 8 + i);
        int want[4] = { val(me, 12), val(me, 13), val(left, 0), val(left, 1) };
        for (i = 0; i < 4; i++)
            expect(B[me * N + 4 + i] == want[i], "memcpy_vlist_async", 4 + i);
        expect(B[me * N + 12] == -1 && B[me * N + 3] == -1, "memput_vlist (untouched)", 12);
    }
    upc_barrier;

    /* ilist: get 4 regions of 2 ints (elements 0,4,8,12 and their next) into 2 regions of 4 */
    {
        shared const void *src[4];
        void *dst[2];
        for (i = 0; i < 4; i++)
            src[i] = &A[right * N + 4 * i];
        dst[0] = buf; dst[1] = buf + 8;
        bupc_memget_ilist(2, dst, 4 * sizeof(int), 4, src, 2 * sizeof(int));
        int want[8] = { 0, 1, 4, 5, 8, 9, 12, 13 };
        for (i = 0; i < 8; i++)
            expect(buf[i < 4 ? i : i + 4] == val(right, want[i]), "memget_ilist", i);
        /* put 2 ints each to B[right] 14 and 1; copy A[me] 6..7 to B[right] 2..3 */
        shared void *pd[2], *cd[1];
        const void *ps[1];
        shared const void *cs[1];
        buf[0] = 7; buf[1] = 8; buf[2] = 9; buf[3] = 10;
        pd[0] = &B[right * N + 14]; pd[1] = &B[right * N + 0];
        ps[0] = buf;
        upc_handle_t hs[2];
        hs[0] = bupc_memput_ilist_async(2, pd, 2 * sizeof(int), 1, ps, 4 * sizeof(int));
        cd[0] = &B[right * N + 2];
        cs[0] = &A[me * N + 6];
        hs[1] = bupc_memcpy_ilist_async(1, cd, 2 * sizeof(int), 1, cs, 2 * sizeof(int));
        bupc_waitsync_all(hs, 2);
        expect(hs[0] == BUPC_COMPLETE_HANDLE && hs[1] == BUPC_COMPLETE_HANDLE, "waitsync_all", 0);
        expect(bupc_trysync_all(hs, 2) == 1, "trysync_all", 0);
    }
    upc_barrier;
    {
        int left = (me + THREADS - 1) % THREADS;
        int want[6] = { 9, 10, val(left, 6), val(left, 7), 7, 8 };
        int at[6] = { 0, 1, 2, 3, 14, 15 };
        for (i = 0; i < 6; i++)
            expect(B[me * N + at[i]] == want[i], "memput/memcpy_ilist", at[i]);
    }
    upc_barrier;

    /* fstrided: every other element of the right block (8 of them) into a dense buffer, then
       that buffer into every third int of B[right] from 1 (1, 4, 7, 10, 13) and a copy */
    {
        memset(buf, 0, sizeof buf);
        upc_handle_t h = bupc_memget_fstrided_async(buf, 8 * sizeof(int), 8 * sizeof(int), 1,
                                                    &A[right * N], sizeof(int),
                                                    2 * sizeof(int), 8);
        bupc_waitsync(h);
        for (i = 0; i < 8; i++)
            expect(buf[i] == val(right, 2 * i), "memget_fstrided", i);
        bupc_memput_fstrided(&B[right * N + 1], sizeof(int), 3 * sizeof(int), 5, buf,
                             5 * sizeof(int), 5 * sizeof(int), 1);
        upc_barrier;
        for (i = 0; i < 5; i++)
            expect(B[me * N + 1 + 3 * i] == val(me, 2 * i), "memput_fstrided", i);
        upc_barrier;
        /* copy: A[right] 0,1 and 8,9 (2 chunks of 2 ints 8 apart) to B[right] 4..7 */
        bupc_memcpy_fstrided(&B[right * N + 4], 4 * sizeof(int), 4 * sizeof(int), 1,
                             &A[right * N], 2 * sizeof(int), 8 * sizeof(int), 2);
        upc_barrier;
        int want[4] = { 0, 1, 8, 9 };
        for (i = 0; i < 4; i++)
            expect(B[me * N + 4 + i] == val(me, want[i]), "memcpy_fstrided", i);
    }
    upc_barrier;

    /* strided: a 4 x 4 matrix in each block; get its 2 x 3 corner (rows 1..2, columns 1..3)
       into a dense 2 x 3 array, transpose-free; put it back into B[right] rows 2..3 cols 0..2;
       copy A[right]'s rows 0..1 columns 2..3 into B[right] rows 0..1 columns 0..1 */
    {
        int box[2][3];
        size_t count[2] = { 3 * sizeof(int), 2 };
        size_t sstr[1] = { 4 * sizeof(int) }, dstr[1] = { 3 * sizeof(int) };
        bupc_memget_strided(box, dstr, &A[right * N + 4 + 1], sstr, count, 1);
        for (i = 0; i < 6; i++)
            expect(box[i / 3][i % 3] == val(right, 4 * (1 + i / 3) + 1 + i % 3), "memget_strided", i);
        upc_barrier;
        upc_handle_t h = bupc_memput_strided_async(&B[right * N + 8], sstr, box, dstr, count, 1);
        upc_handle_t hl[1];
        hl[0] = h;
        bupc_waitsync_some(hl, 1);
        expect(hl[0] == BUPC_COMPLETE_HANDLE, "waitsync_some", 0);
        size_t c2[2] = { 2 * sizeof(int), 2 };
        bupc_memcpy_strided(&B[right * N], sstr, &A[right * N + 2], sstr, c2, 1);
        upc_barrier;
        for (i = 0; i < 6; i++)
            expect(B[me * N + 8 + 4 * (i / 3) + i % 3] == val(me, 4 * (1 + i / 3) + 1 + i % 3),
                   "memput_strided", i);
        int want[4] = { 2, 3, 6, 7 };
        int at[4] = { 0, 1, 4, 5 };
        for (i = 0; i < 4; i++)
            expect(B[me * N + at[i]] == val(me, want[i]), "memcpy_strided", i);
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
        bupc_memget_strided(cube, d3, &A[right * N], s3, c3, 3);
        for (i = 0; i < 8; i++)
            expect(cube[i] == val(right, (i & 1) + 4 * ((i >> 1) & 1) + 8 * (i >> 2)), "memget_strided 3", i);
        (void)count; (void)sstr; (void)dstr;
    }
    upc_barrier;
    fails[me] = bad;
    upc_barrier;
    if (me == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += fails[i];
        printf("vis %s on %d\n", total ? "FAIL" : "ok", THREADS);
    }
    return 0;
}

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
#line 1 "tests/in/real/bupc_vis.upc"
/* The rest of the bupc_ surface: local/shared conversions, castability, trace masks, handle
   lists and the non-contiguous transfers (vlist, ilist, fstrided, strided, and _async forms).
   Every thread moves data to and from its right neighbour; thread 0 prints what everyone
   checked. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#line 10 "tests/in/real/bupc_vis.upc"
/* one block per thread */
#line 10 "tests/in/real/bupc_vis.upc"
upcr_shared_ptr_t A;
upcr_shared_ptr_t B;
upcr_pshared_ptr_t fails;

static int bad;
static void expect(int ok, const char *what, int i) {

    if (!ok && bad++ < 5)
        printf("thread %d: %s wrong at %d\n", ((int)upcr_mythread()), what, i);
}

/* 100 * owner + index in the block */
static int val(int t, int i) {
#line 22 "tests/in/real/bupc_vis.upc"
    return 100 * t + i;
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int me = ((int)upcr_mythread()), right = (((int)upcr_mythread()) + 1) % ((int)upcr_threads());
    int buf[16], i;
    for (i = 0; i < 16; i++)
        upcr_put_shared_val(upcr_add_shared(A, sizeof(int), me * 16 + i, 16), 0, (int)val(me, i), sizeof(int)), upcr_put_shared_val(upcr_add_shared(B, sizeof(int), me * 16 + i, 16), 0, (int)-1, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* local_to_shared / inverse_cast / cast / castable */
    int *mine = (int *)upcr_shared_to_local(upcr_add_shared(A, sizeof(int), me * 16, 16));
    upcr_pshared_ptr_t back = upcr_shared_to_pshared(bupc_inverse_cast(mine + 3));
    expect(upcr_isequal_pshared_pshared(back, upcr_shared_to_pshared(upcr_add_shared(A, sizeof(int), me * 16 + 3, 16))) && upcr_threadof_shared(upcr_pshared_to_shared(back)) == me, "inverse_cast", 3);
    expect(upcr_isnull_shared(bupc_inverse_cast(buf)), "inverse_cast(private)", 0);
    upcr_shared_ptr_t other = bupc_local_to_shared(mine + 5, right, 5);
    expect(upcr_isequal_shared_shared(other, upcr_add_shared(A, sizeof(int), right * 16 + 5, 16)) && (int)upcr_get_shared_val(other, 0, sizeof(int)) == val(right, 5), "local_to_shared", 5);
    expect(bupc_castable(upcr_add_shared(A, sizeof(int), me * 16, 16)) && bupc_cast(upcr_add_shared(A, sizeof(int), me * 16, 16)) == (void *)mine, "cast", 0);
    expect(bupc_thread_castable(me), "thread_castable", 0);

    /* trace masks are kept */
    bupc_trace_setmask("PGH");
    bupc_trace_settracelocal(1);
    expect(strcmp(bupc_trace_getmask(), "PGH") == 0 && bupc_trace_gettracelocal() == 1, "mask", 0);
    bupc_stats_setmask("");
    expect(strcmp(bupc_stats_getmask(), "") == 0, "stats mask", 0);
    (void)0;
    expect(__builtin_types_compatible_p(__typeof__(int) *, __typeof__(buf[1]) *) && !__builtin_types_compatible_p(__typeof__(buf[0]) *, __typeof__(double) *), "assert_type", 0);

    /* vlist get: the right neighbour's elements 2..5 then 10..11, into buf[0..3] and buf[4..5] */
    {
        bupc_smemvec_t src[2];
        bupc_pmemvec_t dst[2];
        src[0].addr = upcr_add_shared(A, sizeof(int), right * 16 + 2, 16);
#line 55 "tests/in/real/bupc_vis.upc"
        src[0].len = 4 * sizeof(int);
        src[1].addr = upcr_add_shared(A, sizeof(int), right * 16 + 10, 16);
#line 56 "tests/in/real/bupc_vis.upc"
        src[1].len = 2 * sizeof(int);
        dst[0].addr = buf;
#line 57 "tests/in/real/bupc_vis.upc"
        dst[0].len = 3 * sizeof(int);
        dst[1].addr = buf + 3;
#line 58 "tests/in/real/bupc_vis.upc"
        dst[1].len = 3 * sizeof(int);
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
        dst[0].addr = upcr_add_shared(B, sizeof(int), right * 16, 16);
#line 71 "tests/in/real/bupc_vis.upc"
        dst[0].len = 3 * sizeof(int);
        dst[1].addr = upcr_add_shared(B, sizeof(int), right * 16 + 8, 16);
#line 72 "tests/in/real/bupc_vis.upc"
        dst[1].len = 4 * sizeof(int);
        src[0].addr = buf;
#line 73 "tests/in/real/bupc_vis.upc"
        src[0].len = 7 * sizeof(int);
        bupc_memput_vlist(2, dst, 1, src);
        cd[0].addr = upcr_add_shared(B, sizeof(int), right * 16 + 4, 16);
#line 75 "tests/in/real/bupc_vis.upc"
        cd[0].len = 4 * sizeof(int);
        cs[0].addr = upcr_add_shared(A, sizeof(int), right * 16 + 12, 16);
#line 76 "tests/in/real/bupc_vis.upc"
        cs[0].len = 2 * sizeof(int);
        cs[1].addr = upcr_add_shared(A, sizeof(int), me * 16, 16);
#line 77 "tests/in/real/bupc_vis.upc"
        cs[1].len = 2 * sizeof(int);
        upc_handle_t h = bupc_memcpy_vlist_async(1, cd, 2, cs);
        upcr_wait_syncnb(h);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
        int left = (me + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
        for (i = 0; i < 3; i++)
            expect((int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), me * 16 + i, 16), 0, sizeof(int)) == 1000 * left + i, "memput_vlist", i);
        for (i = 0; i < 4; i++)
            expect((int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), me * 16 + 8 + i, 16), 0, sizeof(int)) == 1000 * left + 3 + i, "memput_vlist", 8 + i);
        int want[4] = { val(me, 12), val(me, 13), val(left, 0), val(left, 1) };
        for (i = 0; i < 4; i++)
            expect((int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), me * 16 + 4 + i, 16), 0, sizeof(int)) == want[i], "memcpy_vlist_async", 4 + i);
        expect((int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), me * 16 + 12, 16), 0, sizeof(int)) == -1 && (int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), me * 16 + 3, 16), 0, sizeof(int)) == -1, "memput_vlist (untouched)", 12);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* ilist: get 4 regions of 2 ints (elements 0,4,8,12 and their next) into 2 regions of 4 */
    {
        upcr_shared_ptr_t src[4];
        void *dst[2];
        for (i = 0; i < 4; i++)
            src[i] = upcr_add_shared(A, sizeof(int), right * 16 + 4 * i, 16);
        dst[0] = buf;
#line 101 "tests/in/real/bupc_vis.upc"
        dst[1] = buf + 8;
        bupc_memget_ilist(2, dst, 4 * sizeof(int), 4, src, 2 * sizeof(int));
        int want[8] = { 0, 1, 4, 5, 8, 9, 12, 13 };
        for (i = 0; i < 8; i++)
            expect(buf[i < 4 ? i : i + 4] == val(right, want[i]), "memget_ilist", i);
        /* put 2 ints each to B[right] 14 and 1; copy A[me] 6..7 to B[right] 2..3 */
        upcr_shared_ptr_t pd[2];
#line 107 "tests/in/real/bupc_vis.upc"
        upcr_shared_ptr_t cd[1];
        const void *ps[1];
        upcr_shared_ptr_t cs[1];
        buf[0] = 7;
#line 110 "tests/in/real/bupc_vis.upc"
        buf[1] = 8;
#line 110 "tests/in/real/bupc_vis.upc"
        buf[2] = 9;
#line 110 "tests/in/real/bupc_vis.upc"
        buf[3] = 10;
        pd[0] = upcr_add_shared(B, sizeof(int), right * 16 + 14, 16);
#line 111 "tests/in/real/bupc_vis.upc"
        pd[1] = upcr_add_shared(B, sizeof(int), right * 16 + 0, 16);
        ps[0] = buf;
        upc_handle_t hs[2];
        hs[0] = bupc_memput_ilist_async(2, pd, 2 * sizeof(int), 1, ps, 4 * sizeof(int));
        cd[0] = upcr_add_shared(B, sizeof(int), right * 16 + 2, 16);
        cs[0] = upcr_add_shared(A, sizeof(int), me * 16 + 6, 16);
        hs[1] = bupc_memcpy_ilist_async(1, cd, 2 * sizeof(int), 1, cs, 2 * sizeof(int));
        bupc_waitsync_all(hs, 2);
        expect(hs[0] == (upc_handle_t)0 && hs[1] == (upc_handle_t)0, "waitsync_all", 0);
        expect(bupc_trysync_all(hs, 2) == 1, "trysync_all", 0);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
        int left = (me + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
        int want[6] = { 9, 10, val(left, 6), val(left, 7), 7, 8 };
        int at[6] = { 0, 1, 2, 3, 14, 15 };
        for (i = 0; i < 6; i++)
            expect((int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), me * 16 + at[i], 16), 0, sizeof(int)) == want[i], "memput/memcpy_ilist", at[i]);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* fstrided: every other element of the right block (8 of them) into a dense buffer, then
       that buffer into every third int of B[right] from 1 (1, 4, 7, 10, 13) and a copy */
    {
        memset(buf, 0, sizeof buf);
        upc_handle_t h = bupc_memget_fstrided_async(buf, 8 * sizeof(int), 8 * sizeof(int), 1, upcr_add_shared(A, sizeof(int), right * 16, 16), sizeof(int), 2 * sizeof(int), 8);


        upcr_wait_syncnb(h);
        for (i = 0; i < 8; i++)
            expect(buf[i] == val(right, 2 * i), "memget_fstrided", i);
        bupc_memput_fstrided(upcr_add_shared(B, sizeof(int), right * 16 + 1, 16), sizeof(int), 3 * sizeof(int), 5, buf, 5 * sizeof(int), 5 * sizeof(int), 1);

        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        for (i = 0; i < 5; i++)
            expect((int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), me * 16 + 1 + 3 * i, 16), 0, sizeof(int)) == val(me, 2 * i), "memput_fstrided", i);
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        /* copy: A[right] 0,1 and 8,9 (2 chunks of 2 ints 8 apart) to B[right] 4..7 */
        bupc_memcpy_fstrided(upcr_add_shared(B, sizeof(int), right * 16 + 4, 16), 4 * sizeof(int), 4 * sizeof(int), 1, upcr_add_shared(A, sizeof(int), right * 16, 16), 2 * sizeof(int), 8 * sizeof(int), 2);

        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        int want[4] = { 0, 1, 8, 9 };
        for (i = 0; i < 4; i++)
            expect((int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), me * 16 + 4 + i, 16), 0, sizeof(int)) == val(me, want[i]), "memcpy_fstrided", i);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* strided: a 4 x 4 matrix in each block; get its 2 x 3 corner (rows 1..2, columns 1..3)
       into a dense 2 x 3 array, transpose-free; put it back into B[right] rows 2..3 cols 0..2;
       copy A[right]'s rows 0..1 columns 2..3 into B[right] rows 0..1 columns 0..1 */
    {
        int box[2][3];
        size_t count[2] = { 3 * sizeof(int), 2 };
        size_t sstr[1] = { 4 * sizeof(int) }, dstr[1] = { 3 * sizeof(int) };
        bupc_memget_strided(box, dstr, upcr_add_shared(A, sizeof(int), right * 16 + 4 + 1, 16), sstr, count, 1);
        for (i = 0; i < 6; i++)
            expect(box[i / 3][i % 3] == val(right, 4 * (1 + i / 3) + 1 + i % 3), "memget_strided", i);
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        upc_handle_t h = bupc_memput_strided_async(upcr_add_shared(B, sizeof(int), right * 16 + 8, 16), sstr, box, dstr, count, 1);
        upc_handle_t hl[1];
        hl[0] = h;
        bupc_waitsync_some(hl, 1);
        expect(hl[0] == (upc_handle_t)0, "waitsync_some", 0);
        size_t c2[2] = { 2 * sizeof(int), 2 };
        bupc_memcpy_strided(upcr_add_shared(B, sizeof(int), right * 16, 16), sstr, upcr_add_shared(A, sizeof(int), right * 16 + 2, 16), sstr, c2, 1);
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        for (i = 0; i < 6; i++)
            expect((int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), me * 16 + 8 + 4 * (i / 3) + i % 3, 16), 0, sizeof(int)) == val(me, 4 * (1 + i / 3) + 1 + i % 3), "memput_strided", i);

        int want[4] = { 2, 3, 6, 7 };
        int at[4] = { 0, 1, 4, 5 };
        for (i = 0; i < 4; i++)
            expect((int)upcr_get_shared_val(upcr_add_shared(B, sizeof(int), me * 16 + at[i], 16), 0, sizeof(int)) == val(me, want[i]), "memcpy_strided", i);
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
        bupc_memget_strided(cube, d3, upcr_add_shared(A, sizeof(int), right * 16, 16), s3, c3, 3);
        for (i = 0; i < 8; i++)
            expect(cube[i] == val(right, (i & 1) + 4 * (i >> 1 & 1) + 8 * (i >> 2)), "memget_strided 3", i);
        (void)count;
#line 197 "tests/in/real/bupc_vis.upc"
        (void)sstr;
#line 197 "tests/in/real/bupc_vis.upc"
        (void)dstr;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_put_pshared_val(upcr_add_pshared1(fails, sizeof(int), me), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (me == 0) {
        int total = 0;
        {
#line 204 "tests/in/real/bupc_vis.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 204 "tests/in/real/bupc_vis.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(fails, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 204 "tests/in/real/bupc_vis.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 204 "tests/in/real/bupc_vis.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(fails, sizeof(int), i), 0, sizeof(int));
        }
#line 206 "tests/in/real/bupc_vis.upc"
        printf("vis %s on %d\n", total ? "FAIL" : "ok", ((int)upcr_threads()));
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_bupc_vis(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &fails, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "fails", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
    upcr_startup_shalloc_t shared_objects[] = {
        { &A, 16 * sizeof(int), (16 * ((int)upcr_threads()) + 16 - 1) / 16, 0, sizeof(int), "A", "shared [16] int [16 * THREADS]" },
        { &B, 16 * sizeof(int), (16 * ((int)upcr_threads()) + 16 - 1) / 16, 0, sizeof(int), "B", "shared [16] int [16 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_bupc_vis_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_bupc_vis;

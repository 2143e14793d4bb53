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
#line 1 "tests/in/real/access_region.upc"
/* An access region of asynchronous implicit-handle transfers (upc_ names of the bupc_
   extensions, BUPC_USE_UPC_NAMESPACE): the puts to the right neighbour started inside the
   region are complete once the handle its end returns is synced. The neighbour waits for a
   strict flag calling upc_poll(), the progress call of other compilers' upc.h. With an
   argument, a region is ended that was never begun: a runtime error. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared [6] int box[6 * THREADS]`: a GA array (one row per thread); this thread's part is box_local. */
int g_box;
int *box_local;
/* `box[i]`: read in place on its thread or node, else NGA_Get. */
static inline int box_get(long i) {
    int t = upcga_owner(i, 6);
    long pos = upcga_row_index(i, 6);
    UPCGA_CHECK_ELEMENT(g_box, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return box_local[pos];
    upcga_get_at(g_box, t, pos, &v, sizeof v);
    return v;
}
/* `&box[i]`: a pointer-to-shared. */
static inline upcga_ptr_t box_ref(long i) {
    upcga_ptr_t p = { g_box, upcga_owner(i, 6), upcga_row_index(i, 6) * (long)sizeof(int), i % 6 };
    return p;
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
#line 15 "tests/in/real/access_region.upc"
int upcga_user_main(int argc, char **argv) {

    int me = MYTHREAD, right = (MYTHREAD + 1) % THREADS, left = (MYTHREAD + THREADS - 1) % THREADS;
    int vals[6], i, good = 1;
    upc_handle_t h;
    (void)argv;
    if (argc > 1) {
        h = upcga_bupc_end_accessregion();
        upcga_sync(h);
        printf("no error\n");
        return 0;
    }
    for (i = 0; i < 6; i++)
        vals[i] = 100 * me + i;
    upcga_barrier();
    upcga_bupc_begin_accessregion();
    for (i = 0; i < 6; i += 2)
        upcga_memput_nbi(box_ref(6 * right + i), &vals[i], 2 * sizeof(int));
    h = upcga_bupc_end_accessregion();
    upcga_sync(h);
    flag_set_strict(right, 1);
    while (!flag_get_strict(me))
        upcga_bupc_poll();
    for (i = 0; i < 6; i++)
        good &= box_get(6 * me + i) == 100 * left + i;
    ok_set(me, good);
    upcga_barrier();
    if (me == 0) {
        int n = 0;
        {
#line 44 "tests/in/real/access_region.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 44 "tests/in/real/access_region.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(ok_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 44 "tests/in/real/access_region.upc"
                for (i = 0; i < THREADS; i++)
                    n += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 44 "tests/in/real/access_region.upc"
                for (i = 0; i < THREADS; i++)
                    n += ok_get(i);
        }
#line 46 "tests/in/real/access_region.upc"
        printf("access region ok on %d of %d\n", n, THREADS);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_access_region(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 6) }, block[2] = { THREADS, 1 };
        g_box = NGA_Create_irreg(C_INT, 2, dims, "box", block, upcga_rows);
        box_local = upcga_own_row(g_box, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_flag = NGA_Create_irreg(C_INT, 2, dims, "flag", block, upcga_rows);
        flag_local = upcga_own_row(g_flag, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_ok = NGA_Create_irreg(C_INT, 2, dims, "ok", block, upcga_rows);
        ok_local = upcga_own_row(g_ok, sizeof(int));
    }
}
static void (*const upcga_create_access_region_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_access_region;

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
/* struct_shared.upc - shared structs and arrays of structs: member access through arrays and pointers-to-shared, and bulk struct copies in every direction. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
struct point {
    int x, y;
    double w;
};
/* `shared struct point origin`: a GA array (on thread 0); this thread's part is origin_local. */
int g_origin;
struct point *origin_local;
/* `&origin`: a pointer-to-shared. */
static inline upcga_ptr_t origin_ref(void) {
    upcga_ptr_t p = { g_origin, 0, 0, 0 };
    return p;
}
/* `shared struct point pts[5 * THREADS]`: a GA array (one row per thread); this thread's part is pts_local. */
int g_pts;
struct point *pts_local;
/* `pts[i]`: read in place on its thread or node, else NGA_Get. */
static inline struct point pts_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_pts, t, pos, sizeof(struct point), 0);
    struct point v;
    if (t == MYTHREAD)
        return pts_local[pos];
    upcga_get_at(g_pts, t, pos, &v, sizeof v);
    return v;
}
/* `&pts[i]`: a pointer-to-shared. */
static inline upcga_ptr_t pts_ref(long i) {
    upcga_ptr_t p = { g_pts, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(struct point), 0 };
    return p;
}
/* `shared [2] struct point copies[5 * THREADS]`: a GA array (one row per thread); this thread's part is copies_local. */
int g_copies;
struct point *copies_local;
/* `copies[i]`: read in place on its thread or node, else NGA_Get. */
static inline struct point copies_get(long i) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_copies, t, pos, sizeof(struct point), 0);
    struct point v;
    if (t == MYTHREAD)
        return copies_local[pos];
    upcga_get_at(g_copies, t, pos, &v, sizeof v);
    return v;
}
/* `copies[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline struct point copies_set(long i, struct point v) {
    int t = upcga_owner(i, 2);
    long pos = upcga_row_index(i, 2);
    UPCGA_CHECK_ELEMENT(g_copies, t, pos, sizeof(struct point), 1);
    if (t == MYTHREAD)
        copies_local[pos] = v;
    else
        upcga_put_at(g_copies, t, pos, &v, sizeof v);
    return v;
}
/* `&copies[i]`: a pointer-to-shared. */
static inline upcga_ptr_t copies_ref(long i) {
    upcga_ptr_t p = { g_copies, upcga_owner(i, 2), upcga_row_index(i, 2) * (long)sizeof(struct point), i % 2 };
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
/* a shared struct scalar, on thread 0 */
/* cyclic array of structs */
static struct point make(int i) {
    struct point p;
    p.x = i;
    p.y = -2 * i;
    p.w = i / 8.0;
    return p;
}
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i, errors = 0;
    upcga_ptr_t p;
    if (MYTHREAD == 0) {
        UPCGA_WRITE(int, upcga_member(origin_ref(), __builtin_offsetof(struct point, x)), 1);
        UPCGA_WRITE(int, upcga_member(origin_ref(), __builtin_offsetof(struct point, y)), 2);
        UPCGA_WRITE(double, upcga_member(origin_ref(), __builtin_offsetof(struct point, w)), 3.0);
    }
    /* member stores through a pointer-to-shared: -> and (*p). */
    {
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
        i = 0;
        if (upcga_nested1)
            for (; i < 5 * THREADS; i++) {
                p = pts_ref(i);
                UPCGA_WRITE(int, upcga_member(p, __builtin_offsetof(struct point, x)), i);
                UPCGA_WRITE(int, upcga_member(p, __builtin_offsetof(struct point, y)), -2 * i);
                UPCGA_WRITE(double, upcga_member(p, __builtin_offsetof(struct point, w)), i / 8.0);
            }
        else {
            /* This thread's elements of `pts`, through local pointers. */
            i = upcga_forall_first(i, 1);
            struct point *upcga_local_pts = pts_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
            long upcga_bound = 5 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
            for (; upcga_count >= 64; upcga_count -= 64)
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_pts++) {
                    p = pts_ref(i);
                    UPCGA_WRITE(int, upcga_member(p, __builtin_offsetof(struct point, x)), i);
                    UPCGA_WRITE(int, upcga_member(p, __builtin_offsetof(struct point, y)), -2 * i);
                    UPCGA_WRITE(double, upcga_member(p, __builtin_offsetof(struct point, w)), i / 8.0);
                }
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_pts++) {
                p = pts_ref(i);
                UPCGA_WRITE(int, upcga_member(p, __builtin_offsetof(struct point, x)), i);
                UPCGA_WRITE(int, upcga_member(p, __builtin_offsetof(struct point, y)), -2 * i);
                UPCGA_WRITE(double, upcga_member(p, __builtin_offsetof(struct point, w)), i / 8.0);
            }
        }
        upcga_forall_control = upcga_nested1;
    }
    upcga_barrier();
    /* bulk copies: shared to shared, shared to private, private to shared */
    {
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
        i = 0;
        if (upcga_nested2)
            for (; i < 5 * THREADS; i++) {
                struct point tmp;
                if (i % 2 == 0) {
                    copies_set(i, pts_get(i));
                } else {
                    upcga_get(&tmp, pts_ref(i), sizeof tmp);
                    tmp.w += 1.0;
                    upcga_put(copies_ref(i), &tmp, sizeof tmp);
                }
            }
        else {
            /* This thread's blocks of `copies`, each through local pointers. */
            for (i = upcga_forall_first(i, 2); i < 5 * THREADS; i = upcga_forall_first(i, 2)) {
                struct point *upcga_local_copies = copies_local + upcga_row_index(i, 2);
                long upcga_block_lo = i - i % 2, upcga_block_hi = upcga_block_lo + 2;
                long upcga_stop = upcga_block_hi, upcga_bound = 5 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
                if (upcga_stop - i == 2)
                    for (upcga_k = 0; upcga_k < 2; upcga_k++, i++, upcga_local_copies++) {
                        struct point tmp;
                        if (i % 2 == 0) {
                            *upcga_local_copies = pts_get(i);
                        } else {
                            upcga_get(&tmp, pts_ref(i), sizeof tmp);
                            tmp.w += 1.0;
                            *upcga_local_copies = tmp;
                        }
                    }
                else
                    for (; i < upcga_stop; i++, upcga_local_copies++) {
                        struct point tmp;
                        if (i % 2 == 0) {
                            *upcga_local_copies = pts_get(i);
                        } else {
                            upcga_get(&tmp, pts_ref(i), sizeof tmp);
                            tmp.w += 1.0;
                            *upcga_local_copies = tmp;
                        }
                    }
            }
        }
        upcga_forall_control = upcga_nested2;
    }
    upcga_barrier();
    if (MYTHREAD == 0) {
        struct point o;
        upcga_get(&o, origin_ref(), sizeof o);
        if (o.x != 1 || o.y != 2 || o.w != 3.0)
            errors++;
        for (i = 0; i < 5 * THREADS; i++) {
            struct point want = make(i), got = copies_get(i);
            if (i % 2)
                want.w += 1.0;
            if (got.x != want.x || got.y != want.y || got.w != want.w) {
                if (errors < 5)
                    printf("FAIL: struct_shared: copies[%d] = {%d, %d, %g}\n", i, got.x, got.y, got.w);
                errors++;
            }
            /* a member lives with its struct */
            if (upcga_threadof(upcga_member(pts_ref(i), __builtin_offsetof(struct point, y))) != (size_t)(i % THREADS))
                errors++;
        }
        /* walking an array of structs with a pointer */
        for (p = pts_ref(0), i = 0; upcga_sub(p, upcga_add(pts_ref(0), sizeof(struct point), 5 * THREADS, 1), sizeof(struct point), 1) < 0; p = upcga_add(p, sizeof(struct point), 1, 1), i++)
            if (UPCGA_READ(int, upcga_member(p, __builtin_offsetof(struct point, y))) != -2 * i)
                errors++;
        if (sizeof(struct point) != sizeof(struct point) || sizeof(struct point) != sizeof(struct point))
            errors++;
        if (errors)
            printf("FAIL: struct_shared: %d errors\n", errors);
        else
            printf("PASS: struct_shared\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_struct_shared(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_origin = NGA_Create_irreg(upcga_type(sizeof(struct point)), 2, dims, "origin", block, upcga_one_block);
        origin_local = upcga_own_row(g_origin, sizeof(struct point));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(5 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_pts = NGA_Create_irreg(upcga_type(sizeof(struct point)), 2, dims, "pts", block, upcga_rows);
        pts_local = upcga_own_row(g_pts, sizeof(struct point));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(5 * THREADS, 2) }, block[2] = { THREADS, 1 };
        g_copies = NGA_Create_irreg(upcga_type(sizeof(struct point)), 2, dims, "copies", block, upcga_rows);
        copies_local = upcga_own_row(g_copies, sizeof(struct point));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_struct_shared_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_struct_shared;

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
#line 1 "samples/upc/app_nbody.upc"
/* app_nbody.upc - a toy 2-D N-body simulation: every thread reads all bodies, advances the ones it owns, and the trajectory is checked against a sequential run. */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <inttypes.h>
#line 11 "samples/upc/app_nbody.upc"
typedef struct {
    double x, y, vx, vy, m;
} body_t;
/* `shared body_t bodies[32]`: a GA array (one row per thread); this thread's part is bodies_local. */
int g_bodies;
body_t *bodies_local;
/* `bodies[i]`: read in place on its thread or node, else NGA_Get. */
static inline body_t bodies_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bodies, t, pos, sizeof(body_t), 0);
    body_t v;
    if (t == MYTHREAD)
        return bodies_local[pos];
    upcga_get_at(g_bodies, t, pos, &v, sizeof v);
    return v;
}
/* `bodies[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline body_t bodies_set(long i, body_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bodies, t, pos, sizeof(body_t), 1);
    if (t == MYTHREAD)
        bodies_local[pos] = v;
    else
        upcga_put_at(g_bodies, t, pos, &v, sizeof v);
    return v;
}
/* `&bodies[i]`: a pointer-to-shared. */
static inline upcga_ptr_t bodies_ref(long i) {
    upcga_ptr_t p = { g_bodies, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(body_t), 0 };
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
#line 18 "samples/upc/app_nbody.upc"
static void init(body_t *b, int i) {

    b->x = i % 8 - 3.5;
    b->y = i / 8 - 1.5;
    b->vx = 0.1 * (i * 3 % 5 - 2);
    b->vy = 0.1 * (i * 7 % 5 - 2);
    b->m = 1.0 + i % 3;
}

/* the new state of body i, from a snapshot of all bodies */
static body_t advance(const body_t *all, int i) {

    body_t b = all[i];
    double ax = 0.0, ay = 0.0;
    int j;
    for (j = 0; j < 32; j++) {
        double dx, dy, r2, inv;
        if (j == i)
            continue;
        dx = all[j].x - b.x;
        dy = all[j].y - b.y;
        r2 = dx * dx + dy * dy + 0.05 * 0.05;
        inv = all[j].m / (r2 * sqrt(r2));
        ax += dx * inv;
        ay += dy * inv;
    }
    b.vx += 0.01 * ax;
    b.vy += 0.01 * ay;
    b.x += 0.01 * b.vx;
    b.y += 0.01 * b.vy;
    return b;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, s, errors = 0;
    body_t snap[32];

    {
#line 56 "samples/upc/app_nbody.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 56 "samples/upc/app_nbody.upc"
        i = 0;
#line 56 "samples/upc/app_nbody.upc"
        if (upcga_nested1)
#line 56 "samples/upc/app_nbody.upc"
            for (; i < 32; i++) {
                body_t b;
                init(&b, i);
                upcga_put(bodies_ref(i), &b, sizeof b);
            }
        else {
#line 56 "samples/upc/app_nbody.upc"
            /* This thread's elements of `bodies`, through local pointers. */
            i = upcga_forall_first(i, 1);
            body_t *upcga_local_bodies = bodies_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 56 "samples/upc/app_nbody.upc"
            long upcga_bound = 32;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 56 "samples/upc/app_nbody.upc"
            for (; upcga_count >= 64; upcga_count -= 64)
#line 56 "samples/upc/app_nbody.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_bodies++) {
                    body_t b;
                    init(&b, i);
                    *upcga_local_bodies = b;
                }
#line 56 "samples/upc/app_nbody.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_bodies++) {
                body_t b;
                init(&b, i);
                *upcga_local_bodies = b;
            }
        }
#line 56 "samples/upc/app_nbody.upc"
        upcga_forall_control = upcga_nested1;
    }



    upcga_barrier();
    for (s = 0; s < 10; s++) {
        for (i = 0; i < 32; i++)
            /* whole structs, mostly remote */
#line 64 "samples/upc/app_nbody.upc"
            snap[i] = bodies_get(i);
        /* everyone has its snapshot */
#line 65 "samples/upc/app_nbody.upc"
        upcga_barrier();
        {
#line 66 "samples/upc/app_nbody.upc"
            int upcga_nested2 = upcga_forall_control;
            upcga_forall_control = 1;
#line 66 "samples/upc/app_nbody.upc"
            i = 0;
#line 66 "samples/upc/app_nbody.upc"
            if (upcga_nested2)
#line 66 "samples/upc/app_nbody.upc"
                for (; i < 32; i++)
                    bodies_set(i, advance(snap, i));
            else {
#line 66 "samples/upc/app_nbody.upc"
                /* This thread's elements of `bodies`, through local pointers. */
                i = upcga_forall_first(i, 1);
                body_t *upcga_local_bodies = bodies_local + upcga_row_index(i, 1);
                long upcga_nthreads = THREADS;
#line 66 "samples/upc/app_nbody.upc"
                long upcga_bound = 32;
                long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
                long upcga_k;
#line 66 "samples/upc/app_nbody.upc"
                for (; upcga_count >= 64; upcga_count -= 64)
#line 66 "samples/upc/app_nbody.upc"
                    for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_bodies++)
                        *upcga_local_bodies = advance(snap, i);
#line 66 "samples/upc/app_nbody.upc"
                for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_bodies++)
                    *upcga_local_bodies = advance(snap, i);
            }
#line 66 "samples/upc/app_nbody.upc"
            upcga_forall_control = upcga_nested2;
        }
        upcga_barrier();
    }

    if (MYTHREAD == 0) {
        body_t seq[32], nxt[32];
        for (i = 0; i < 32; i++)
            init(&seq[i], i);
        for (s = 0; s < 10; s++) {
            for (i = 0; i < 32; i++)
                nxt[i] = advance(seq, i);
            for (i = 0; i < 32; i++)
                seq[i] = nxt[i];
        }
        for (i = 0; i < 32; i++) {
            body_t b;
#line 82 "samples/upc/app_nbody.upc"
            upcga_get(&b, bodies_ref(i), sizeof b);
            if (fabs(b.x - seq[i].x) > 1e-12 || fabs(b.y - seq[i].y) > 1e-12 || fabs(b.vx - seq[i].vx) > 1e-12 || fabs(b.vy - seq[i].vy) > 1e-12) {

                if (errors < 5)
                    printf("FAIL: app_nbody: body %d at (%g, %g), expected (%g, %g)\n", i, b.x, b.y, seq[i].x, seq[i].y);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: app_nbody: %d errors\n", errors);
        else
            printf("PASS: app_nbody\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_app_nbody(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(32, 1) }, block[2] = { THREADS, 1 };
        g_bodies = NGA_Create_irreg(upcga_type(sizeof(body_t)), 2, dims, "bodies", block, upcga_rows);
        bodies_local = upcga_own_row(g_bodies, sizeof(body_t));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_app_nbody_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_app_nbody;

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
#line 1 "samples/upc/app_nbody.upc"
/* app_nbody.upc - a toy 2-D N-body simulation: every thread reads all bodies, advances the ones it owns, and the trajectory is checked against a sequential run. */
#include <stdio.h>
#include <math.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 11 "samples/upc/app_nbody.upc"
typedef struct {
    double x, y, vx, vy, m;
} body_t;
#line 15 "samples/upc/app_nbody.upc"
upcr_pshared_ptr_t bodies;
upcr_pshared_ptr_t verdict;

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

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, s, errors = 0;
    body_t snap[32];

    {
#line 56 "samples/upc/app_nbody.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 56 "samples/upc/app_nbody.upc"
        i = 0;
#line 56 "samples/upc/app_nbody.upc"
        if (upcrt_nested1)
#line 56 "samples/upc/app_nbody.upc"
            for (; i < 32; i++) {
                body_t b;
                init(&b, i);
                upcr_put_pshared(upcr_add_pshared1(bodies, sizeof(body_t), i), 0, &b, sizeof b);
            }
        else {
#line 56 "samples/upc/app_nbody.upc"
            /* This thread's elements of `bodies`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            body_t *upcrt_local_bodies = upcr_pshared_to_local(upcr_add_pshared1(bodies, sizeof(body_t), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 56 "samples/upc/app_nbody.upc"
            long upcrt_bound = 32;
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 56 "samples/upc/app_nbody.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64)
#line 56 "samples/upc/app_nbody.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_bodies++) {
                    body_t b;
                    init(&b, i);
                    *upcrt_local_bodies = b;
                }
#line 56 "samples/upc/app_nbody.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_bodies++) {
                body_t b;
                init(&b, i);
                *upcrt_local_bodies = b;
            }
        }
#line 56 "samples/upc/app_nbody.upc"
        upcrt_forall_control = upcrt_nested1;
    }



    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (s = 0; s < 10; s++) {
        for (i = 0; i < 32; i++)
            /* whole structs, mostly remote */
#line 64 "samples/upc/app_nbody.upc"
            snap[i] = ({ body_t upcrt_val2; upcr_get_pshared(&upcrt_val2, upcr_add_pshared1(bodies, sizeof(body_t), i), 0, sizeof upcrt_val2); upcrt_val2; });
        /* everyone has its snapshot */
#line 65 "samples/upc/app_nbody.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        {
#line 66 "samples/upc/app_nbody.upc"
            int upcrt_nested3 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 66 "samples/upc/app_nbody.upc"
            i = 0;
#line 66 "samples/upc/app_nbody.upc"
            if (upcrt_nested3)
#line 66 "samples/upc/app_nbody.upc"
                for (; i < 32; i++)
                    ({ body_t upcrt_val4 = advance(snap, i); upcr_put_pshared(upcr_add_pshared1(bodies, sizeof(body_t), i), 0, &upcrt_val4, sizeof upcrt_val4); });
            else {
#line 66 "samples/upc/app_nbody.upc"
                /* This thread's elements of `bodies`, through local pointers. */
                i = upcrt_forall_first(i, 1);
                body_t *upcrt_local_bodies = upcr_pshared_to_local(upcr_add_pshared1(bodies, sizeof(body_t), i));
                long upcrt_nthreads = ((int)upcr_threads());
#line 66 "samples/upc/app_nbody.upc"
                long upcrt_bound = 32;
                long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
                long upcrt_k;
#line 66 "samples/upc/app_nbody.upc"
                for (; upcrt_count >= 64; upcrt_count -= 64)
#line 66 "samples/upc/app_nbody.upc"
                    for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_bodies++)
                        *upcrt_local_bodies = advance(snap, i);
#line 66 "samples/upc/app_nbody.upc"
                for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_bodies++)
                    *upcrt_local_bodies = advance(snap, i);
            }
#line 66 "samples/upc/app_nbody.upc"
            upcrt_forall_control = upcrt_nested3;
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    }

    if (((int)upcr_mythread()) == 0) {
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
            upcr_get_pshared(&b, upcr_add_pshared1(bodies, sizeof(body_t), i), 0, sizeof b);
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
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_app_nbody(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &bodies, sizeof(body_t), 32, 0, sizeof(body_t), "bodies", "shared struct <anonymous> [32]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
}
static void (*const upcrt_alloc_app_nbody_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_app_nbody;

/* app_nbody.upc - a toy 2-D N-body simulation: every thread reads all bodies, advances the ones it owns, and the trajectory is checked against a sequential run. */
#include <stdio.h>
#include <math.h>
#include <upc.h>

#define NB 32
#define STEPS 10
#define DT 0.01
#define SOFT 0.05

typedef struct {
    double x, y, vx, vy, m;
} body_t;

shared body_t bodies[NB];
shared int verdict;

static void init(body_t *b, int i)
{
    b->x = (i % 8) - 3.5;
    b->y = (i / 8) - 1.5;
    b->vx = 0.1 * ((i * 3) % 5 - 2);
    b->vy = 0.1 * ((i * 7) % 5 - 2);
    b->m = 1.0 + (i % 3);
}

/* the new state of body i, from a snapshot of all bodies */
static body_t advance(const body_t *all, int i)
{
    body_t b = all[i];
    double ax = 0.0, ay = 0.0;
    int j;
    for (j = 0; j < NB; j++) {
        double dx, dy, r2, inv;
        if (j == i)
            continue;
        dx = all[j].x - b.x;
        dy = all[j].y - b.y;
        r2 = dx * dx + dy * dy + SOFT * SOFT;
        inv = all[j].m / (r2 * sqrt(r2));
        ax += dx * inv;
        ay += dy * inv;
    }
    b.vx += DT * ax;
    b.vy += DT * ay;
    b.x += DT * b.vx;
    b.y += DT * b.vy;
    return b;
}

int main(void)
{
    int i, s, errors = 0;
    body_t snap[NB];

    upc_forall (i = 0; i < NB; i++; &bodies[i]) {
        body_t b;
        init(&b, i);
        bodies[i] = b;
    }
    upc_barrier;
    for (s = 0; s < STEPS; s++) {
        for (i = 0; i < NB; i++)
            snap[i] = bodies[i];        /* whole structs, mostly remote */
        upc_barrier;                    /* everyone has its snapshot */
        upc_forall (i = 0; i < NB; i++; &bodies[i])
            bodies[i] = advance(snap, i);
        upc_barrier;
    }

    if (MYTHREAD == 0) {
        body_t seq[NB], nxt[NB];
        for (i = 0; i < NB; i++)
            init(&seq[i], i);
        for (s = 0; s < STEPS; s++) {
            for (i = 0; i < NB; i++)
                nxt[i] = advance(seq, i);
            for (i = 0; i < NB; i++)
                seq[i] = nxt[i];
        }
        for (i = 0; i < NB; i++) {
            body_t b = bodies[i];
            if (fabs(b.x - seq[i].x) > 1e-12 || fabs(b.y - seq[i].y) > 1e-12 ||
                fabs(b.vx - seq[i].vx) > 1e-12 || fabs(b.vy - seq[i].vy) > 1e-12) {
                if (errors < 5)
                    printf("FAIL: app_nbody: body %d at (%g, %g), expected (%g, %g)\n", i, b.x, b.y, seq[i].x, seq[i].y);
                errors++;
            }
        }
        if (errors)
            printf("FAIL: app_nbody: %d errors\n", errors);
        else
            printf("PASS: app_nbody\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

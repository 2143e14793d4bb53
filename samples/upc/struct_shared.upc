/* struct_shared.upc - shared structs and arrays of structs: member access through arrays and pointers-to-shared, and bulk struct copies in every direction. */
#include <stdio.h>
#include <upc.h>

struct point {
    int x, y;
    double w;
};

shared struct point origin;                 /* a shared struct scalar, on thread 0 */
shared struct point pts[5 * THREADS];       /* cyclic array of structs */
shared [2] struct point copies[5 * THREADS];
shared int verdict;

static struct point make(int i)
{
    struct point p;
    p.x = i;
    p.y = -2 * i;
    p.w = i / 8.0;
    return p;
}

int main(void)
{
    int i, errors = 0;
    shared struct point *p;

    if (MYTHREAD == 0) {
        origin.x = 1;
        origin.y = 2;
        origin.w = 3.0;
    }
    /* member stores through a pointer-to-shared: -> and (*p). */
    upc_forall (i = 0; i < 5 * THREADS; i++; &pts[i]) {
        p = &pts[i];
        p->x = i;
        (*p).y = -2 * i;
        p->w = i / 8.0;
    }
    upc_barrier;
    /* bulk copies: shared to shared, shared to private, private to shared */
    upc_forall (i = 0; i < 5 * THREADS; i++; &copies[i]) {
        struct point tmp;
        if (i % 2 == 0) {
            copies[i] = pts[i];
        } else {
            tmp = pts[i];
            tmp.w += 1.0;
            copies[i] = tmp;
        }
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        struct point o = origin;
        if (o.x != 1 || o.y != 2 || o.w != 3.0)
            errors++;
        for (i = 0; i < 5 * THREADS; i++) {
            struct point want = make(i), got = copies[i];
            if (i % 2)
                want.w += 1.0;
            if (got.x != want.x || got.y != want.y || got.w != want.w) {
                if (errors < 5)
                    printf("FAIL: struct_shared: copies[%d] = {%d, %d, %g}\n", i, got.x, got.y, got.w);
                errors++;
            }
            /* a member lives with its struct */
            if (upc_threadof((shared [] int *)&pts[i].y) != (size_t)(i % THREADS))
                errors++;
        }
        /* walking an array of structs with a pointer */
        for (p = pts, i = 0; p < pts + 5 * THREADS; p++, i++)
            if (p->y != -2 * i)
                errors++;
        if (sizeof(pts[0]) != sizeof(struct point) || upc_elemsizeof(pts) != sizeof(struct point))
            errors++;
        if (errors)
            printf("FAIL: struct_shared: %d errors\n", errors);
        else
            printf("PASS: struct_shared\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

/* Elements of two- and three-dimensional shared arrays: blocked, cyclic, `[*]` and indefinite
   layouts, dimensions of THREADS, structs with array members, strict elements; sub-array
   pointers, element addresses, reads, writes and compound assignments from every thread.
   Every element is checked against a private mirror of the same operations, and its thread,
   phase and address against the layout's definition (the element's flattened index walked
   from the array's first element through a pointer). Prints one line per array. */
#include <upc.h>
#include <stdio.h>

#define R2 5
#define C2 7

shared [3] int b2[R2][C2];         /* blocks cut rows */
shared [3] int out2[R2][C2];       /* a stencil of b2 */
shared int cyc[4][6];              /* cyclic */
shared [4] int b3[3][4][6];        /* 3-D, blocks cut rows */
shared [5] long t3[3][THREADS][5]; /* a dimension of THREADS */
shared [] int ind[3][4];           /* indefinite: all on thread 0 */
shared [*] double star[4][2 * THREADS];

struct cell {
    int id;
    double v[3];
    short w[2][2];
};
shared [2] struct cell cells[3][THREADS];
strict shared int flags[2][THREADS];

static int errors;

#define CHECK(cond, what, f)                                                                       \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            if (++errors < 10)                                                                     \
                printf("FAIL %s at %d (thread %d)\n", what, (int)(f), MYTHREAD);                   \
        }                                                                                          \
    } while (0)

/* The thread and phase of the element of flattened index f in a layout of block size B (0:
   indefinite). */
static int owner(long f, long b) { return b == 0 ? 0 : (int)(f / b % THREADS); }
static int phase(long f, long b) { return b == 0 ? 0 : (int)(f % b); }

/* A distinct initial value of element f of the array numbered `a`. */
static int initial(int a, long f) { return (int)(1000 * a + 3 * f + 1); }

/* The compound update thread f % THREADS makes to element f (of value x): one of +=, ++, *=,
   -- by f % 4. */
static long updated(long x, long f)
{
    switch (f % 4) {
    case 0: return x + f % 7;
    case 1: return x + 1;
    case 2: return x * 3;
    default: return x - 1;
    }
}
#define UPDATE(x, f)                                                                               \
    do {                                                                                           \
        switch ((f) % 4) {                                                                         \
        case 0: x += (f) % 7; break;                                                               \
        case 1: x++; break;                                                                        \
        case 2: x *= 3; break;                                                                     \
        default: --x; break;                                                                       \
        }                                                                                          \
    } while (0)

shared int errs[THREADS];

/* Thread 0 prints the errors every thread found since `before`. */
static void report(const char *name, long elements, int before)
{
    int t, sum = 0;
    errs[MYTHREAD] = errors - before;
    upc_barrier;
    if (MYTHREAD == 0) {
        for (t = 0; t < THREADS; t++)
            sum += errs[t];
        printf("%s: %ld elements, %d errors\n", name, elements, sum);
    }
    upc_barrier;
}

static void two_d(void)
{
    int i, j, before = errors;
    /* Writes by the owner, through upc_forall over element addresses. */
    for (i = 0; i < R2; i++)
        upc_forall (j = 0; j < C2; j++; &b2[i][j])
            b2[i][j] = initial(1, i * C2 + j);
    upc_barrier;
    /* Compound assignments by another thread than the owner, mostly. */
    for (i = 0; i < R2; i++)
        for (j = 0; j < C2; j++)
            if ((i * C2 + j) % THREADS == (MYTHREAD + 1) % THREADS)
                UPDATE(b2[i][j], i * C2 + j);
    upc_barrier;
    /* A 5-point stencil reading the neighbours, written where out2's elements live. */
    for (i = 1; i < R2 - 1; i++)
        upc_forall (j = 1; j < C2 - 1; j++; &out2[i][j])
            out2[i][j] = b2[i - 1][j] + b2[i + 1][j] + b2[i][j - 1] + b2[i][j + 1] - 4 * b2[i][j];
    upc_barrier;
    if (MYTHREAD == 0) {
        long mirror[R2][C2];
        shared [3] int *first = &b2[0][0];
        for (i = 0; i < R2; i++)
            for (j = 0; j < C2; j++)
                mirror[i][j] = updated(initial(1, i * C2 + j), i * C2 + j);
        for (i = 0; i < R2; i++) {
            shared [3] int *row = b2[i];
            for (j = 0; j < C2; j++) {
                long f = i * C2 + j;
                CHECK(b2[i][j] == mirror[i][j], "b2 value", f);
                CHECK(row[j] == mirror[i][j], "b2 row pointer", f);
                CHECK(upc_threadof(&b2[i][j]) == owner(f, 3), "b2 thread", f);
                CHECK(upc_phaseof(&b2[i][j]) == phase(f, 3), "b2 phase", f);
                CHECK(&b2[i][j] == first + f, "b2 address", f);
                CHECK(&row[j] == &b2[i][j], "b2 row address", f);
                if (i > 0 && i < R2 - 1 && j > 0 && j < C2 - 1)
                    CHECK(out2[i][j] == mirror[i - 1][j] + mirror[i + 1][j] + mirror[i][j - 1] +
                                            mirror[i][j + 1] - 4 * mirror[i][j],
                          "out2 stencil", f);
            }
        }
    }
    report("b2 [5][7] block 3", R2 * C2, before);
    before = errors;
    /* Cyclic: written by thread 0, updated by the owners. */
    if (MYTHREAD == 0)
        for (i = 0; i < 4; i++)
            for (j = 0; j < 6; j++)
                cyc[i][j] = initial(2, i * 6 + j);
    upc_barrier;
    for (i = 0; i < 4; i++)
        upc_forall (j = 0; j < 6; j++; &cyc[i][j])
            UPDATE(cyc[i][j], i * 6 + j);
    upc_barrier;
    if (MYTHREAD == THREADS - 1) {
        shared int *first = &cyc[0][0];
        for (i = 0; i < 4; i++)
            for (j = 0; j < 6; j++) {
                long f = i * 6 + j;
                CHECK(cyc[i][j] == updated(initial(2, f), f), "cyc value", f);
                CHECK(upc_threadof(&cyc[i][j]) == owner(f, 1), "cyc thread", f);
                CHECK(&cyc[i][j] == first + f, "cyc address", f);
                CHECK(cyc[i] + j == first + f, "cyc row address", f);
            }
    }
    report("cyc [4][6]", 24, before);
}

static void three_d(void)
{
    int i, j, k, before = errors;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            upc_forall (k = 0; k < 6; k++; &b3[i][j][k])
                b3[i][j][k] = initial(3, (i * 4 + j) * 6 + k);
    upc_barrier;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            for (k = 0; k < 6; k++) {
                long f = (i * 4 + j) * 6 + k;
                if (f % THREADS == MYTHREAD)
                    UPDATE(b3[i][j][k], f);
            }
    upc_barrier;
    if (MYTHREAD == 0) {
        shared [4] int *first = &b3[0][0][0];
        for (i = 0; i < 3; i++) {
            shared [4] int (*plane)[6] = b3[i];
            for (j = 0; j < 4; j++) {
                shared [4] int *line = b3[i][j];
                for (k = 0; k < 6; k++) {
                    long f = (i * 4 + j) * 6 + k;
                    long want = updated(initial(3, f), f);
                    CHECK(b3[i][j][k] == want, "b3 value", f);
                    CHECK(plane[j][k] == want, "b3 plane pointer", f);
                    CHECK(line[k] == want, "b3 line pointer", f);
                    CHECK(upc_threadof(&b3[i][j][k]) == owner(f, 4), "b3 thread", f);
                    CHECK(upc_phaseof(&b3[i][j][k]) == phase(f, 4), "b3 phase", f);
                    CHECK(&b3[i][j][k] == first + f, "b3 address", f);
                }
            }
        }
    }
    report("b3 [3][4][6] block 4", 3 * 4 * 6, before);
    before = errors;
    /* A middle dimension of THREADS: t3[i][t] is thread t's block of 5. */
    for (i = 0; i < 3; i++)
        for (k = 0; k < 5; k++)
            t3[i][MYTHREAD][k] = initial(4, (i * THREADS + MYTHREAD) * 5 + k);
    upc_barrier;
    for (i = 0; i < 3; i++)
        for (k = 0; k < 5; k++) {
            int t = (MYTHREAD + i + 1) % THREADS;
            UPDATE(t3[i][t][k], (i * THREADS + t) * 5 + k);
        }
    upc_barrier;
    if (MYTHREAD == 0) {
        shared [5] long *first = &t3[0][0][0];
        for (i = 0; i < 3; i++)
            for (j = 0; j < THREADS; j++)
                for (k = 0; k < 5; k++) {
                    long f = (i * THREADS + j) * 5 + k;
                    CHECK(t3[i][j][k] == updated(initial(4, f), f), "t3 value", f);
                    CHECK(upc_threadof(&t3[i][j][k]) == j, "t3 thread", f);
                    CHECK(upc_threadof(t3[i][j]) == owner(f, 5), "t3 sub-array thread", f);
                    CHECK(&t3[i][j][k] == first + f, "t3 address", f);
                }
    }
    report("t3 [3][THREADS][5] block 5", 3L * THREADS * 5, before);
}

static void other_layouts(void)
{
    int i, j, before = errors;
    /* Indefinite: thread 0 writes rows with upc_memput, the others update elements. */
    if (MYTHREAD == 0)
        for (i = 0; i < 3; i++) {
            int row[4];
            for (j = 0; j < 4; j++)
                row[j] = initial(5, i * 4 + j);
            upc_memput(ind[i], row, sizeof row);
        }
    upc_barrier;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            if ((i * 4 + j) % THREADS == MYTHREAD)
                UPDATE(ind[i][j], i * 4 + j);
    upc_barrier;
    if (MYTHREAD == THREADS - 1)
        for (i = 0; i < 3; i++) {
            int row[4];
            upc_memget(row, &ind[i][0], sizeof row);
            for (j = 0; j < 4; j++) {
                long f = i * 4 + j;
                CHECK(row[j] == updated(initial(5, f), f), "ind memget", f);
                CHECK(ind[i][j] == row[j], "ind value", f);
                CHECK(upc_threadof(&ind[i][j]) == 0, "ind thread", f);
                CHECK(&ind[i][j] == (shared [] int *)ind + f, "ind address", f);
            }
        }
    report("ind [3][4] block []", 12, before);
    before = errors;
    /* [*]: blocks of 8 elements, two rows' worth per thread. */
    for (i = 0; i < 4; i++)
        upc_forall (j = 0; j < 2 * THREADS; j++; &star[i][j])
            star[i][j] = 0.5 * initial(6, i * 2 * THREADS + j);
    upc_barrier;
    for (i = 0; i < 4; i++)
        for (j = 0; j < 2 * THREADS; j++)
            if (j % THREADS == MYTHREAD)
                star[i][j] += 0.25 * (i + j);
    upc_barrier;
    if (MYTHREAD == 0) {
        shared [8] double *first = (shared [8] double *)&star[0][0];
        for (i = 0; i < 4; i++)
            for (j = 0; j < 2 * THREADS; j++) {
                long f = i * 2 * THREADS + j;
                CHECK(star[i][j] == 0.5 * initial(6, f) + 0.25 * (i + j), "star value", f);
                CHECK(upc_threadof(&star[i][j]) == owner(f, 8), "star thread", f);
                CHECK(upc_phaseof(&star[i][j]) == phase(f, 8), "star phase", f);
                CHECK(upc_threadof(first + f) == owner(f, 8), "star address", f);
            }
    }
    report("star [4][2*THREADS] block [*]", 8L * THREADS, before);
}

static void structs_and_strict(void)
{
    int i, j, a, b, k, before = errors;
    for (i = 0; i < 3; i++)
        upc_forall (j = 0; j < THREADS; j++; &cells[i][j]) {
            long f = i * THREADS + j;
            cells[i][j].id = (int)f;
            for (k = 0; k < 3; k++)
                cells[i][j].v[k] = f + k / 4.0;
            for (a = 0; a < 2; a++)
                for (b = 0; b < 2; b++)
                    cells[i][j].w[a][b] = (short)(f * 4 + a * 2 + b);
        }
    upc_barrier;
    for (i = 0; i < 3; i++)
        for (j = 0; j < THREADS; j++)
            if ((i + j) % THREADS == MYTHREAD) {
                cells[i][j].id *= 2;
                for (k = 0; k < 3; k++)
                    cells[i][j].v[k] += 0.5;
                cells[i][j].w[1][0]++;
                cells[i][j].w[0][1] -= 3;
            }
    upc_barrier;
    if (MYTHREAD == 0) {
        shared [2] struct cell *first = &cells[0][0];
        for (i = 0; i < 3; i++)
            for (j = 0; j < THREADS; j++) {
                long f = i * THREADS + j;
                struct cell c = cells[i][j];
                CHECK(cells[i][j].id == 2 * f && c.id == 2 * f, "cells id", f);
                for (k = 0; k < 3; k++) {
                    CHECK(cells[i][j].v[k] == f + k / 4.0 + 0.5, "cells v", f);
                    CHECK(upc_threadof(&cells[i][j].v[k]) == owner(f, 2), "cells v thread", f);
                }
                for (a = 0; a < 2; a++)
                    for (b = 0; b < 2; b++) {
                        int want = (int)(f * 4 + a * 2 + b) + (a == 1 && b == 0) - 3 * (a == 0 && b == 1);
                        CHECK(cells[i][j].w[a][b] == want, "cells w", f);
                        CHECK(c.w[a][b] == want, "cells w copied", f);
                    }
                CHECK(upc_threadof(&cells[i][j]) == owner(f, 2), "cells thread", f);
                CHECK(upc_phaseof(&cells[i][j]) == phase(f, 2), "cells phase", f);
                CHECK(&cells[i][j] == first + f, "cells address", f);
            }
    }
    report("cells [3][THREADS] block 2, struct", 3L * THREADS, before);
    before = errors;
    /* Strict elements: each thread writes its column, then reads its neighbour's. */
    for (i = 0; i < 2; i++)
        flags[i][MYTHREAD] = 100 * i + MYTHREAD;
    upc_barrier;
    for (i = 0; i < 2; i++) {
        int t = (MYTHREAD + 1) % THREADS;
        CHECK(flags[i][t] == 100 * i + t, "flags value", i * THREADS + t);
        CHECK(upc_threadof(&flags[i][t]) == t, "flags thread", i * THREADS + t);
        flags[i][t] += 1;
    }
    upc_barrier;
    for (i = 0; i < 2; i++)
        CHECK(flags[i][MYTHREAD] == 100 * i + MYTHREAD + 1, "flags updated", i * THREADS + MYTHREAD);
    report("flags [2][THREADS] strict", 2L * THREADS, before);
}

int main(void)
{
    two_d();
    three_d();
    other_layouts();
    structs_and_strict();
    return 0;
}

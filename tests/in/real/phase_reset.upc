/* Conversions between pointers-to-shared of one block size (UPC 1.3 6.4.3): to a type of
   another size, or to or from an incomplete type, the result has phase 0; to and from
   `shared void *` and between types of one size the phase stays; a pointer to a row of a
   shared array converted to a pointer to its elements keeps the row's phase. */
#include <upc.h>
#include <stdio.h>

struct never_defined;

shared [3] short halves[3 * THREADS];
shared [3] int words[3 * THREADS];
shared [6] int grid[2 * THREADS][4];
shared [3] int *shared published[THREADS];
shared int errors[THREADS];

static int bad;

static void expect(const char *what, size_t got, size_t want)
{
    if (got != want) {
        bad++;
        printf("thread %d: %s: phase %d, expected %d\n", MYTHREAD, what, (int)got, (int)want);
    }
}

static size_t phase_of_argument(shared [3] int *p)
{
    return upc_phaseof(p);
}

static shared [3] int *as_words(shared [3] short *p)
{
    return (shared [3] int *)p;
}

int main(void)
{
    int base = 3 * MYTHREAD, k;
    for (k = 0; k < 3; k++) {
        halves[base + k] = (short)(10 * MYTHREAD + k);
        words[base + k] = 0x01020300 + 16 * MYTHREAD + k;
    }
    upc_forall (k = 0; k < 8 * THREADS; k++; &grid[k / 4][k % 4])
        grid[k / 4][k % 4] = 100 + k;
    upc_barrier;

    shared [3] short *h = &halves[base + 2];
    expect("short element", upc_phaseof(h), 2);

    /* another element size: phase 0, same thread and address */
    shared [3] int *w = (shared [3] int *)h;
    expect("short to int", upc_phaseof(w), 0);
    if (upc_threadof(w) != (size_t)MYTHREAD || upc_addrfield(w) != upc_addrfield(h))
        bad++, printf("thread %d: short to int moved\n", MYTHREAD);
    expect("returned", upc_phaseof(as_words(h)), 0);
    expect("argument", phase_of_argument((shared [3] int *)h), 0);
    published[MYTHREAD] = (shared [3] int *)h;
    expect("stored in a shared array", upc_phaseof(published[MYTHREAD]), 0);
    shared [3] int *kept[2];
    kept[1] = (shared [3] int *)h;
    expect("stored in a private array", upc_phaseof(kept[1]), 0);

    /* a walk from phase 0: the next two bytes of words[base + 1] stay on this thread */
    shared [3] char *c = (shared [3] char *)&words[base + 1];
    expect("int to char", upc_phaseof(c), 0);
    if (upc_threadof(c + 2) != (size_t)MYTHREAD)
        bad++, printf("thread %d: c + 2 on thread %d\n", MYTHREAD, (int)upc_threadof(c + 2));
    if (c[0] != (char)(16 * MYTHREAD + 1) || c[1] != 3 || c[2] != 2)
        bad++, printf("thread %d: bytes %d %d %d\n", MYTHREAD, c[0], c[1], c[2]);

    /* to and from an incomplete type: phase 0 */
    shared [3] struct never_defined *o = (shared [3] struct never_defined *)&words[base + 1];
    expect("int to incomplete", upc_phaseof(o), 0);
    shared [3] int *from_o = (shared [3] int *)o;
    expect("incomplete to int", upc_phaseof(from_o), 0);
    if (*from_o != 0x01020300 + 16 * MYTHREAD + 1)
        bad++, printf("thread %d: through the incomplete type %x\n", MYTHREAD, *from_o);

    /* the same size, and through shared void *: the phase stays */
    shared [3] unsigned *u = (shared [3] unsigned *)&words[base + 2];
    expect("int to unsigned", upc_phaseof(u), 2);
    if (*u != 0x01020300u + 16 * MYTHREAD + 2)
        bad++, printf("thread %d: unsigned %x\n", MYTHREAD, *u);
    shared void *v = &words[base + 1];
    expect("int to void", upc_phaseof(v), 1);
    shared [3] int *from_v = v;
    expect("void to int", upc_phaseof(from_v), 1);
    if (*from_v != words[base + 1] || from_v + 1 != &words[base + 2])
        bad++, printf("thread %d: through void\n", MYTHREAD);

    /* a row of grid: row 2 * MYTHREAD + 1 starts at element 8 * MYTHREAD + 4 */
    shared [6] int *row = (shared [6] int *)&grid[2 * MYTHREAD + 1];
    expect("row to element", upc_phaseof(row), (8 * MYTHREAD + 4) % 6);
    if (*row != 100 + 8 * MYTHREAD + 4 || row[3] != grid[2 * MYTHREAD + 1][3])
        bad++, printf("thread %d: row %d\n", MYTHREAD, *row);

    errors[MYTHREAD] = bad;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (k = 0; k < THREADS; k++)
            total += errors[k];
        printf("phase resets on %d threads: %d errors\n", THREADS, total);
    }
    return 0;
}

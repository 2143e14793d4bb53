/* bupc_assert_type over UPC types: sharing, block sizes and qualifiers at every level count
   (after translation every pointer-to-shared is one C type, so the translator decides), the
   type of an expression or a type name on either side. Every thread checks; thread 0 prints
   the failures of all. */
#include <upc.h>
#include <stdio.h>

shared int si;
shared [4] int blocked[4 * THREADS];
shared const int *shared volatile spp;
int *shared psh;
typedef shared [8] int Row;
Row rows[THREADS];
typedef long *LP;
shared [2] LP viatypedef[2 * THREADS];
long *shared [2] direct[2 * THREADS];
typedef shared [3] int *(*maker)(const int *, shared double *);
maker mk;
struct holder {
    int n;
    shared [5] char *text;
};
struct holder h;

static int bad;
#define SAME(a, b)                                                                             \
    do {                                                                                       \
        if (!bupc_assert_type(a, b) && bad++ < 5)                                              \
            printf("thread %d line %d: %s and %s differ\n", MYTHREAD, __LINE__, #a, #b);       \
    } while (0)
#define DIFFERENT(a, b)                                                                        \
    do {                                                                                       \
        if (bupc_assert_type(a, b) && bad++ < 5)                                               \
            printf("thread %d line %d: %s and %s are the same\n", MYTHREAD, __LINE__, #a, #b); \
    } while (0)

shared int fails[THREADS];

int main(void)
{
    int i, total = 0;
    SAME(si, shared int);
    SAME(si, shared [1] int);
    DIFFERENT(si, int);
    DIFFERENT(si, shared [2] int);
    SAME(&blocked[3], shared [4] int *);
    DIFFERENT(&blocked[3], shared int *);
    DIFFERENT(&blocked[3], shared [] int *);
    SAME(blocked[0], shared [4] int);
    SAME(spp, shared const int *shared volatile);
    DIFFERENT(spp, shared int *shared volatile);
    SAME(*spp, shared const int);
    SAME(*psh, int);
    SAME(psh, int *shared);
    SAME(rows[0], shared [8] int);
    SAME(viatypedef, direct);
    SAME(viatypedef[1], long *shared [2]);
    DIFFERENT(viatypedef[1], long *shared [3]);
    SAME(mk, maker);
    DIFFERENT(mk, shared [3] int *(*)(const int *, shared float *));
    SAME(h.text, shared [5] char *);
    SAME(h, struct holder);
    /* the C types keep C's rules, qualifiers at the top included */
    SAME(i, int);
    DIFFERENT(const int, int);
    DIFFERENT(int *const, int *);
    DIFFERENT(int **volatile *, int ***);
    DIFFERENT(i, long);
    fails[MYTHREAD] = bad;
    upc_barrier;
    if (MYTHREAD == 0) {
        for (i = 0; i < THREADS; i++)
            total += fails[i];
        printf("assert_type: %d failures\n", total);
    }
    return 0;
}

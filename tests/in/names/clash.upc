/* Every name the translators generate, used by the program as its own: a program may name
   anything it likes; the translation must still build, link and give the same results under
   --to upcr and --to ga on any number of threads. Also GA's type names as typedefs. */
#include <upc.h>
#include <stdio.h>
#include <string.h>

/* GA's header names (typesf2c.h, macdecls.h, ga.h), as the program's own. */
typedef double Real;
typedef int Integer;
typedef float DoublePrecision;
typedef long logical;
typedef short Logical;
typedef struct { Real re, im; } DoubleComplex;
typedef struct { float re, im; } SingleComplex;
typedef int Boolean;
typedef char *Pointer;
typedef long intp;
int C_INT = 3, F_INT = 4, C_DBL = 5, FATR = 6;

/* Helper locals of `--to ga` as typedef names of elements (a helper's local must not hide them). */
typedef int v;
typedef double p;
typedef long t;
typedef short pos;
/* Locals of the start-up code (`--to ga`'s creation and initial values, `--to upcr`'s
   allocation tables): a type, an array of the program of those names. */
typedef int block;
typedef int values;
typedef long dims_t;

/* The per-array names of `--to ga` (`g_a`, `a_local`, `a_get` …) and the counters' temporaries
   of both backends. */
shared int a[4 * THREADS];
shared v va[3 * THREADS];
shared p pa[2 * THREADS];
shared [2] t ta[2 * THREADS];
strict shared pos sa[THREADS];
shared block blk[2 * THREADS];
shared values vals[4] = { 5, 6, 7, 8 };
shared dims_t dims[4] = { 9, 10, 11, 12 };
shared int shared_objects[3] = { 1, 2, 3 };
shared [2] int pshared_objects[4] = { 4, 5, 6, 7 };
int g_a = 10, g_va = 11;
int upcrt_at1 = 12, upcrt_val1 = 13, upcrt_addr1 = 14, upcrt_old1 = 15, upcrt_new1 = 16;
int upcga_i1 = 17, upcga_at1 = 18, upcga_old1 = 19, upcga_lo = 20, upcga_hi = 21;
int upcrt_nested1 = 22, upcga_nested1 = 23, upcrt_mine1 = 24, upcga_mine1 = 25;
int upcrt_store1 = 26, upcga_phase1 = 27, upcrt_block_lo = 28, upcga_forall_control = 29;
int pgasu_Real = 30, upcrt_local_a = 31, upcga_gasp_context = 32, gasp_x = 33;
int lo = 34, hi = 35, ld = 36, i0 = 37, i1 = 38;

int a_get(int k) { return 2 * k + 1; }
int a_set(int k) { return k - 1; }
long a_ref = 39;
int a_mine = 40;
int va_get_strict = 41, sa_set_strict = 42, sa_get_strict = 43;
extern int a_local(void);
int pa_local = 44;

/* `f` with a static `x_y`, `f_x` with a static `y`: the proxies must differ. */
int f(void)
{
    static shared int x_y[THREADS];
    x_y[MYTHREAD] = MYTHREAD + 100;
    upc_barrier;
    return x_y[(MYTHREAD + 1) % THREADS];
}

int f_x(void)
{
    static shared int y[THREADS];
    y[MYTHREAD] = MYTHREAD + 200;
    upc_barrier;
    return y[(MYTHREAD + 1) % THREADS];
}

/* An array blocked and sized at run time beside the names of its hidden variables. */
long dynamic(int n)
{
    long d_blocksize = 1000, d_dim0 = 2000, d_walkblock = 3000;
    shared [n] long d[n * THREADS];
    upc_forall (int k = 0; k < n * THREADS; k++; &d[k])
        d[k] = k;
    upc_barrier;
    long s = d_blocksize + d_dim0 + d_walkblock;
    for (int k = 0; k < n * THREADS; k++)
        s += d[k];
    upc_barrier;
    return s;
}

int main(void)
{
    upc_forall (int k = 0; k < 4 * THREADS; k++; &a[k])
        a[k] = a_get(k);
    upc_forall (int k = 0; k < 3 * THREADS; k++; &va[k])
        va[k] = a_set(k);
    upc_forall (int k = 0; k < 2 * THREADS; k++; &pa[k])
        pa[k] = k * 0.5;
    upc_forall (int k = 0; k < 2 * THREADS; k++; &ta[k])
        ta[k] = 3 * k;
    sa[MYTHREAD] = (pos)(MYTHREAD + 1);
    upc_forall (int k = 0; k < 2 * THREADS; k++; &blk[k])
        blk[k] = 7 * k;
    upc_barrier;
    /* Reads of other threads' elements, compound assignments and increments (temporaries). */
    shared int *q = &a[(MYTHREAD + 1) % (4 * THREADS)];
    shared p *pp = &pa[0];
    int mine = *q;
    upc_barrier;
    if (MYTHREAD == 0) {
        a[1] += 5;
        a[2]++;
        ++a[3];
        va[0] *= 2;
        for (int k = 0; k < 2 * THREADS; k++)
            ta[k] -= 1;
    }
    upc_barrier;
    int fa = f(), fb = f_x();
    long dyn = dynamic(3);
    if (MYTHREAD == 0) {
        Real total = 0;
        Integer ints = 0;
        DoublePrecision dp = 0.25f;
        logical lg = 1;
        Logical lg2 = 2;
        DoubleComplex z = { 1.5, -1.5 };
        SingleComplex w = { 0.5f, 2.0f };
        Boolean yes = 1;
        Pointer text = "ok";
        intp ip = 7;
        for (int k = 0; k < 4 * THREADS; k++)
            ints += a[k];
        for (int k = 0; k < 3 * THREADS; k++)
            ints += va[k];
        for (int k = 0; k < 2 * THREADS; k++)
            total += pa[k] + pp[k] + ta[k];
        for (int k = 0; k < THREADS; k++)
            ints += sa[k];
        long starts = 0;
        for (int k = 0; k < 2 * THREADS; k++)
            starts += blk[k];
        for (int k = 0; k < 4; k++)
            starts += vals[k] * 100 + dims[k] * 10000 + pshared_objects[k] * 1000000;
        for (int k = 0; k < 3; k++)
            starts += shared_objects[k] * 100000000L;
        printf("start-up %ld\n", starts);
        printf("ints %d total %.2f dp %.2f flags %ld %d %d %s %ld\n", (int)ints, (double)total,
               (double)dp, (long)lg, (int)lg2, yes, text, (long)ip);
        printf("complex %.1f %.1f %.1f %.1f\n", z.re, z.im, (double)w.re, (double)w.im);
        printf("statics %d %d dynamic %ld mine %d local %d\n", fa, fb, dyn, mine - a_get(1 % (4 * THREADS)) + 1, a_local());
        printf("names %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n",
               C_INT, F_INT, C_DBL, FATR, g_a, g_va, upcrt_at1, upcrt_val1, upcrt_addr1, upcrt_old1,
               upcrt_new1, upcga_i1, upcga_at1, upcga_old1, upcga_lo, upcga_hi, upcrt_nested1,
               upcga_nested1, upcrt_mine1, upcga_mine1, upcrt_store1, upcga_phase1, upcrt_block_lo,
               upcga_forall_control, pgasu_Real, upcrt_local_a, upcga_gasp_context, gasp_x, lo + hi + ld, i0 + i1);
        printf("helpers %ld %d %d %d %d %d\n", a_ref, a_mine, va_get_strict, sa_set_strict, sa_get_strict, pa_local);
    }
    upc_barrier;
    return 0;
}

/* ga_onesided.c - one-sided operations on arrays of every element type and of 1 to 7
   dimensions: NGA_Put, NGA_Get (patches that span several owners, leading dimensions larger
   than the patch), NGA_Acc (concurrent, overlapping), NGA_NbPut, NGA_NbGet, NGA_NbAcc,
   NGA_NbWait, NGA_NbTest, NGA_Read_inc, NGA_Access, NGA_Release, NGA_Scatter, NGA_Gather,
   NGA_Scatter_acc, NGA_Alloc_gatscat_buf, NGA_Free_gatscat_buf. */
#include <mpi.h>
#include <string.h>

#include "ga.h"
#include "macdecls.h"
#include "check.h"

static int me, nproc;

static int esize(int type)
{
    switch (type) {
    case C_INT:
        return sizeof(int);
    case C_LONG:
        return sizeof(long);
    case C_LONGLONG:
        return sizeof(long long);
    case C_FLOAT:
        return sizeof(float);
    case C_DBL:
        return sizeof(double);
    case C_SCPL:
        return sizeof(SingleComplex);
    default:
        return sizeof(DoubleComplex);
    }
}

/* element i holds value(i) = i/2 (integers: i), complex: (i/2, -i) */
static void set_val(int type, void *p, long i, double scale)
{
    double v = (type == C_INT || type == C_LONG || type == C_LONGLONG) ? (double)i : i * 0.5;
    v *= scale;
    switch (type) {
    case C_INT:
        *(int *)p = (int)v;
        break;
    case C_LONG:
        *(long *)p = (long)v;
        break;
    case C_LONGLONG:
        *(long long *)p = (long long)v;
        break;
    case C_FLOAT:
        *(float *)p = (float)v;
        break;
    case C_DBL:
        *(double *)p = v;
        break;
    case C_SCPL:
        ((SingleComplex *)p)->real = (float)v;
        ((SingleComplex *)p)->imag = (float)(-i * scale);
        break;
    default:
        ((DoubleComplex *)p)->real = v;
        ((DoubleComplex *)p)->imag = -i * scale;
    }
}

static double re(int type, const void *p)
{
    switch (type) {
    case C_INT:
        return *(const int *)p;
    case C_LONG:
        return (double)*(const long *)p;
    case C_LONGLONG:
        return (double)*(const long long *)p;
    case C_FLOAT:
        return *(const float *)p;
    case C_DBL:
        return *(const double *)p;
    case C_SCPL:
        return ((const SingleComplex *)p)->real;
    default:
        return ((const DoubleComplex *)p)->real;
    }
}

static double im(int type, const void *p)
{
    if (type == C_SCPL)
        return ((const SingleComplex *)p)->imag;
    if (type == C_DCPL)
        return ((const DoubleComplex *)p)->imag;
    return 0;
}

static long linear(int ndim, const int *dims, const int *sub)
{
    long l = 0;
    for (int d = 0; d < ndim; d++)
        l = l * dims[d] + sub[d];
    return l;
}

/* visits every element of patch [lo, hi]: k counts row-major, sub is the subscript */
#define FOR_PATCH(ndim, lo, hi, sub, k)                                                            \
    for (int _d = ((k) = 0, 0); _d < (ndim); _d++)                                                  \
        (sub)[_d] = (lo)[_d];                                                                      \
    for (int _more = 1; _more; (k)++, _more = next_sub(ndim, lo, hi, sub))

static int next_sub(int ndim, const int *lo, const int *hi, int *sub)
{
    for (int d = ndim - 1; d >= 0; d--) {
        if (++sub[d] <= hi[d])
            return 1;
        sub[d] = lo[d];
    }
    return 0;
}

/* offset of sub in a buffer for patch lo with leading dimensions ld */
static long buf_off(int ndim, const int *lo, const int *ld, const int *sub)
{
    long off = 0;
    for (int d = 0; d < ndim; d++)
        off = off * (d ? ld[d - 1] : 1) + (sub[d] - lo[d]);
    return off;
}

static void test_type_rank(int type, int ndim, const int *dims)
{
    char name[32];
    snprintf(name, sizeof name, "t%d_d%d", type, ndim);
    int g = NGA_Create(type, ndim, dims, name, NULL);
    int es = esize(type);
    long total = 1;
    for (int d = 0; d < ndim; d++)
        total *= dims[d];

    /* process p puts slab p (along the first dimension) with ld one larger than needed */
    int lo[GA_MAX_DIM], hi[GA_MAX_DIM], ld[GA_MAX_DIM], sub[GA_MAX_DIM];
    int per = (dims[0] + nproc - 1) / nproc;
    lo[0] = me * per;
    hi[0] = lo[0] + per - 1 < dims[0] - 1 ? lo[0] + per - 1 : dims[0] - 1;
    for (int d = 1; d < ndim; d++) {
        lo[d] = 0;
        hi[d] = dims[d] - 1;
    }
    for (int d = 0; d + 1 < ndim; d++)
        ld[d] = hi[d + 1] - lo[d + 1] + 2;
    GA_Zero(g);
    if (lo[0] <= hi[0]) {
        long cap = (long)(hi[0] - lo[0] + 1);
        for (int d = 0; d + 1 < ndim; d++)
            cap *= ld[d];
        char *buf = calloc(cap, es);
        long k;
        FOR_PATCH(ndim, lo, hi, sub, k) set_val(type, buf + buf_off(ndim, lo, ld, sub) * es, linear(ndim, dims, sub), 1);
        NGA_Put(g, lo, hi, buf, ndim > 1 ? ld : NULL);
        free(buf);
    }
    GA_Sync();

    /* every process reads a patch in the middle, contiguous buffer */
    for (int d = 0; d < ndim; d++) {
        lo[d] = dims[d] / 4;
        hi[d] = dims[d] - 1 - (dims[d] + me) / 5;
        if (hi[d] < lo[d])
            hi[d] = lo[d];
        if (d + 1 < ndim)
            ld[d] = 0;
    }
    for (int d = 0; d + 1 < ndim; d++)
        ld[d] = hi[d + 1] - lo[d + 1] + 1;
    long n = 1;
    for (int d = 0; d < ndim; d++)
        n *= hi[d] - lo[d] + 1;
    char *buf = malloc(total * es), *want = malloc(es);
    NGA_Get(g, lo, hi, buf, ld);
    long k, bad = 0;
    FOR_PATCH(ndim, lo, hi, sub, k)
    {
        set_val(type, want, linear(ndim, dims, sub), 1);
        if (re(type, want) != re(type, buf + k * es) || im(type, want) != im(type, buf + k * es))
            bad++;
    }
    CHECK(bad == 0, "%s: NGA_Get: %ld wrong elements", name, bad);

    /* everyone accumulates 2 * value over an overlapping patch */
    char alpha[sizeof(DoubleComplex)];
    set_val(type, alpha, 2, type == C_INT || type == C_LONG || type == C_LONGLONG ? 1 : 2);
    if (type == C_SCPL)
        ((SingleComplex *)alpha)->imag = 0;
    if (type == C_DCPL)
        ((DoubleComplex *)alpha)->imag = 0;
    FOR_PATCH(ndim, lo, hi, sub, k) set_val(type, buf + k * es, linear(ndim, dims, sub), 1);
    int alo[GA_MAX_DIM], ahi[GA_MAX_DIM], ald[GA_MAX_DIM];
    for (int d = 0; d < ndim; d++) {
        alo[d] = 0;
        ahi[d] = dims[d] - 1;
    }
    for (int d = 0; d + 1 < ndim; d++)
        ald[d] = dims[d + 1];
    char *all = malloc(total * es);
    FOR_PATCH(ndim, alo, ahi, sub, k) set_val(type, all + k * es, linear(ndim, dims, sub), 1);
    /* GA 5.8 has no accumulate for long long */
    int acc = type != C_LONGLONG;
    GA_Sync();
    if (acc)
        NGA_Acc(g, alo, ahi, all, ald, alpha);
    GA_Sync();
    NGA_Get(g, alo, ahi, all, ald);
    bad = 0;
    FOR_PATCH(ndim, alo, ahi, sub, k)
    {
        set_val(type, want, linear(ndim, dims, sub), acc ? 1 + 2 * nproc : 1);
        if (re(type, want) != re(type, all + k * es) || im(type, want) != im(type, all + k * es))
            bad++;
    }
    CHECK(bad == 0, "%s: NGA_Acc: %ld wrong elements", name, bad);
    if (me == 0) {
        double s = 0, t = 0;
        for (long i = 0; i < total; i++) {
            s += re(type, all + i * es);
            t += im(type, all + i * es);
        }
        printf("%s: %ld elements, sum %.1f %.1f\n", name, total, s, t);
    }

    /* non-blocking: put a patch, wait; get it back, test until done */
    ga_nbhdl_t h1, h2, h3;
    for (int d = 0; d < ndim; d++) {
        hi[d] = dims[d] - 1 - dims[d] / 5;
        if (hi[d] < lo[d])
            hi[d] = lo[d];
    }
    for (int d = 0; d + 1 < ndim; d++)
        ld[d] = hi[d + 1] - lo[d + 1] + 1;
    GA_Sync();
    if (me == nproc - 1) {
        FOR_PATCH(ndim, lo, hi, sub, k) set_val(type, buf + k * es, linear(ndim, dims, sub), -1);
        NGA_NbPut(g, lo, hi, buf, ld, &h1);
        NGA_NbWait(&h1);
    }
    GA_Sync();
    memset(buf, 0, total * es);
    NGA_NbGet(g, lo, hi, buf, ld, &h2);
    int spins = 0;
    while (!NGA_NbTest(&h2) && spins < 100000000) /* 1 when complete */
        spins++;
    bad = 0;
    FOR_PATCH(ndim, lo, hi, sub, k)
    {
        set_val(type, want, linear(ndim, dims, sub), -1);
        if (re(type, want) != re(type, buf + k * es) || im(type, want) != im(type, buf + k * es))
            bad++;
    }
    CHECK(bad == 0, "%s: NGA_NbPut/NbGet: %ld wrong elements", name, bad);
    GA_Sync();
    if (acc) {
        NGA_NbAcc(g, lo, hi, buf, ld, alpha, &h3);
        NGA_NbWait(&h3);
    }
    GA_Sync();
    NGA_Get(g, lo, hi, buf, ld);
    bad = 0;
    FOR_PATCH(ndim, lo, hi, sub, k)
    {
        set_val(type, want, linear(ndim, dims, sub), acc ? -1 - 2 * nproc : -1);
        if (re(type, want) != re(type, buf + k * es) || im(type, want) != im(type, buf + k * es))
            bad++;
    }
    CHECK(bad == 0, "%s: NGA_NbAcc: %ld wrong elements", name, bad);
    free(buf);
    free(all);
    free(want);
    GA_Destroy(g);
}

static void test_access_scatter(void)
{
    int dims[2] = {9, 10};
    int g = NGA_Create(C_DBL, 2, dims, "acc", NULL);
    int lo[2], hi[2], ld[1];
    GA_Zero(g);
    NGA_Distribution(g, me, lo, hi);
    if (lo[0] >= 0) {
        double *p;
        NGA_Access(g, lo, hi, &p, ld);
        for (int i = lo[0]; i <= hi[0]; i++)
            for (int j = lo[1]; j <= hi[1]; j++)
                p[(i - lo[0]) * ld[0] + (j - lo[1])] = 100 * i + j;
        NGA_Release(g, lo, hi);
        /* a sub-patch of one's own patch */
        if (hi[0] > lo[0] && hi[1] > lo[1]) {
            int slo[2] = {lo[0] + 1, lo[1] + 1};
            NGA_Access(g, slo, hi, &p, ld);
            CHECK(p[0] == 100 * slo[0] + slo[1], "NGA_Access of a sub-patch: %g", p[0]);
            NGA_Release(g, slo, hi);
        }
    }
    GA_Sync();
    /* gather the anti-diagonal-ish elements, scatter negatives, scatter-accumulate */
    int n = 9;
    int subs[9][2], *sp[9];
    double v[9];
    for (int k = 0; k < n; k++) {
        subs[k][0] = k;
        subs[k][1] = (k * 7 + me) % 10;
        sp[k] = subs[k];
    }
    NGA_Alloc_gatscat_buf(n);
    NGA_Gather(g, v, sp, n);
    for (int k = 0; k < n; k++)
        CHECK(v[k] == 100 * subs[k][0] + subs[k][1], "NGA_Gather element %d: %g", k, v[k]);
    GA_Sync();
    if (me == 0) {
        for (int k = 0; k < n; k++)
            v[k] = -v[k];
        NGA_Scatter(g, v, sp, n);
    }
    GA_Sync();
    for (int k = 0; k < n; k++) {
        subs[k][1] = (k * 7) % 10;
        v[k] = 1;
    }
    double alpha = 0.5;
    NGA_Scatter_acc(g, v, sp, n, &alpha);
    NGA_Free_gatscat_buf();
    GA_Sync();
    NGA_Gather(g, v, sp, n);
    for (int k = 0; k < n; k++) {
        double want = -(100 * subs[k][0] + subs[k][1]) + 0.5 * nproc;
        CHECK(v[k] == want, "NGA_Scatter/NGA_Scatter_acc element %d: %g, want %g", k, v[k], want);
    }
    if (me == 0) {
        printf("scatter/gather:");
        for (int k = 0; k < n; k++)
            printf(" %.1f", v[k]);
        printf("\n");
    }
    GA_Destroy(g);

    /* read-and-increment: every process takes 5 tickets from two counters */
    int cd[1] = {2};
    int gc = NGA_Create(C_LONG, 1, cd, "counter", NULL);
    int gi = NGA_Create(C_INT, 1, cd, "icounter", NULL);
    GA_Zero(gc);
    GA_Zero(gi);
    int one[1] = {1};
    long seen = 0;
    for (int k = 0; k < 5; k++) {
        long t = NGA_Read_inc(gc, one, 3);
        CHECK(t % 3 == 0 && t >= 0 && t < 15 * nproc, "NGA_Read_inc ticket %ld", t);
        seen += t;
        NGA_Read_inc(gi, one, 1);
    }
    GA_Lgop(&seen, 1, "+");
    GA_Sync();
    long final;
    int fi;
    NGA_Get(gc, one, one, &final, NULL);
    NGA_Get(gi, one, one, &fi, NULL);
    CHECK(final == 15 * nproc && fi == 5 * nproc, "NGA_Read_inc totals %ld %d", final, fi);
    long n5 = 5L * nproc;
    CHECK(seen == 3 * n5 * (n5 - 1) / 2, "NGA_Read_inc tickets are not unique: sum %ld", seen);
    if (me == 0)
        printf("read_inc: %ld %d\n", final, fi);
    GA_Destroy(gi);
    GA_Destroy(gc);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize();
    if (!MA_init(C_DBL, 100000, 100000))
        GA_Error("MA_init failed", 1);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    int types[] = {C_INT, C_LONG, C_LONGLONG, C_FLOAT, C_DBL, C_SCPL, C_DCPL};
    static int dims[8][GA_MAX_DIM] = {{0},
                                      {23},
                                      {9, 11},
                                      {5, 6, 7},
                                      {4, 3, 5, 4},
                                      {3, 4, 2, 3, 3},
                                      {2, 3, 2, 3, 2, 3},
                                      {3, 2, 2, 3, 2, 2, 3}};
    for (int t = 0; t < 7; t++)
        for (int nd = 1; nd <= 7; nd++)
            if (nd <= 3 || (nd + t) % 3 == 0)
                test_type_rank(types[t], nd, dims[nd]);
    test_access_scatter();
    int status = finish("ga_onesided");
    GA_Terminate();
    MPI_Finalize();
    return status;
}

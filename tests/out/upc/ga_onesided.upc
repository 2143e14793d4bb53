/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_onesided.c"
/* ga_onesided.c - one-sided operations on arrays of every element type and of 1 to 7
   dimensions: NGA_Put, NGA_Get (patches that span several owners, leading dimensions larger
   than the patch), NGA_Acc (concurrent, overlapping), NGA_NbPut, NGA_NbGet, NGA_NbAcc,
   NGA_NbWait, NGA_NbTest, NGA_Read_inc, NGA_Access, NGA_Release, NGA_Scatter, NGA_Gather,
   NGA_Scatter_acc, NGA_Alloc_gatscat_buf, NGA_Free_gatscat_buf. */
#include <string.h>
#include <ga.h>
#include <macdecls.h>
#line 1 "samples/ga/check.h"
/* check.h - shared by the self-checking GA programs of samples/ga.

   Every program is plain GA C: it builds against Global Arrays 5.8 and, compiled as UPC,
   against pgas-xlate's GA-on-UPC library. Process 0 prints; a failed check prints a FAIL:
   line (on whichever process saw it); finish() prints PASS: NAME when every process passed. */
#include <stdlib.h>
#include <math.h>
#line 13 "samples/ga/check.h"
static int check_failures = 0;
#line 26 "samples/ga/check.h"
/* nearly equal (relative 1e-9 for doubles computed in different orders) */
static int close_to(double a, double b, double tol) {

    double m = fabs(a) > fabs(b) ? fabs(a) : fabs(b);
    return fabs(a - b) <= tol * (m > 1.0 ? m : 1.0);
}

/* Prints PASS: name on process 0 when nobody failed; returns the exit status. */
static int finish(const char *name) {

    int bad = check_failures;
    GA_Igop(&bad, 1, "+");
    if (GA_Nodeid() == 0) {
        if (bad == 0)
            printf("PASS: %s\n", name);
        else
            printf("FAIL: %s: %d failed checks\n", name, bad);
        fflush(stdout);
    }
    return bad == 0 ? 0 : 1;
}
#line 13 "samples/ga/ga_onesided.c"
static int me, nproc;

static int esize(int type) {

    switch (type) {
    case 1000 + 1:
        return sizeof(int);
    case 1000 + 2:
        return sizeof(long);
    case 1000 + 16:
        return sizeof(long long);
    case 1000 + 3:
        return sizeof(float);
    case 1000 + 4:
        return sizeof(double);
    case 1000 + 6:
        return sizeof(SingleComplex);
    default:
        return sizeof(DoubleComplex);
    }
}

/* element i holds value(i) = i/2 (integers: i), complex: (i/2, -i) */
static void set_val(int type, void *p, long i, double scale) {

    double v = type == 1000 + 1 || type == 1000 + 2 || type == 1000 + 16 ? (double)i : i * 0.5;
    v *= scale;
    switch (type) {
    case 1000 + 1:
        *(int *)p = (int)v;
        break;
    case 1000 + 2:
        *(long *)p = (long)v;
        break;
    case 1000 + 16:
        *(long long *)p = (long long)v;
        break;
    case 1000 + 3:
        *(float *)p = (float)v;
        break;
    case 1000 + 4:
        *(double *)p = v;
        break;
    case 1000 + 6:
        ((SingleComplex *)p)->real = (float)v;
        ((SingleComplex *)p)->imag = (float)(-i * scale);
        break;
    default:
        ((DoubleComplex *)p)->real = v;
        ((DoubleComplex *)p)->imag = -i * scale;
    }
}

static double re(int type, const void *p) {

    switch (type) {
    case 1000 + 1:
        return *(const int *)p;
    case 1000 + 2:
        return (double)*(const long *)p;
    case 1000 + 16:
        return (double)*(const long long *)p;
    case 1000 + 3:
        return *(const float *)p;
    case 1000 + 4:
        return *(const double *)p;
    case 1000 + 6:
        return ((const SingleComplex *)p)->real;
    default:
        return ((const DoubleComplex *)p)->real;
    }
}

static double im(int type, const void *p) {

    if (type == 1000 + 6)
        return ((const SingleComplex *)p)->imag;
    if (type == 1000 + 7)
        return ((const DoubleComplex *)p)->imag;
    return 0;
}

static long linear(int ndim, const int *dims, const int *sub) {

    long l = 0;
    for (int d = 0; d < ndim; d++)
        l = l * dims[d] + sub[d];
    return l;
}

/* visits every element of patch [lo, hi]: k counts row-major, sub is the subscript */
#line 109 "samples/ga/ga_onesided.c"
static int next_sub(int ndim, const int *lo, const int *hi, int *sub) {

    for (int d = ndim - 1; d >= 0; d--) {
        if (++sub[d] <= hi[d])
            return 1;
        sub[d] = lo[d];
    }
    return 0;
}

/* offset of sub in a buffer for patch lo with leading dimensions ld */
static long buf_off(int ndim, const int *lo, const int *ld, const int *sub) {

    long off = 0;
    for (int d = 0; d < ndim; d++)
        off = off * (d ? ld[d - 1] : 1) + (sub[d] - lo[d]);
    return off;
}

static void test_type_rank(int type, int ndim, const int *dims) {

    char name[32];
    snprintf(name, sizeof name, "t%d_d%d", type, ndim);
    int g = NGA_Create(type, ndim, dims, name, (void *)0);
    int es = esize(type);
    long total = 1;
    for (int d = 0; d < ndim; d++)
        total *= dims[d];

    /* process p puts slab p (along the first dimension) with ld one larger than needed */
    int lo[7], hi[7], ld[7], sub[7];
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
        for (int _d = (k = 0, 0); _d < ndim; _d++)
#line 156 "samples/ga/ga_onesided.c"
            sub[_d] = lo[_d];
#line 156 "samples/ga/ga_onesided.c"
        for (int _more = 1; _more; k++, _more = next_sub(ndim, lo, hi, sub))
#line 156 "samples/ga/ga_onesided.c"
            set_val(type, buf + buf_off(ndim, lo, ld, sub) * es, linear(ndim, dims, sub), 1);
        NGA_Put(g, lo, hi, buf, ndim > 1 ? ld : (void *)0);
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
    for (int _d = (k = 0, 0); _d < ndim; _d++)
#line 179 "samples/ga/ga_onesided.c"
        sub[_d] = lo[_d];
#line 179 "samples/ga/ga_onesided.c"
    for (int _more = 1; _more; k++, _more = next_sub(ndim, lo, hi, sub)) {

        set_val(type, want, linear(ndim, dims, sub), 1);
        if (re(type, want) != re(type, buf + k * es) || im(type, want) != im(type, buf + k * es))
            bad++;
    }
    do {
#line 185 "samples/ga/ga_onesided.c"
        if (!(bad == 0)) {
#line 185 "samples/ga/ga_onesided.c"
            check_failures++;
#line 185 "samples/ga/ga_onesided.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_onesided.c", 185);
#line 185 "samples/ga/ga_onesided.c"
            printf("%s: NGA_Get: %ld wrong elements", name, bad);
#line 185 "samples/ga/ga_onesided.c"
            printf("\n");
#line 185 "samples/ga/ga_onesided.c"
            fflush(stdout);
        }
    } while (0);
    /* everyone accumulates 2 * value over an overlapping patch */
#line 188 "samples/ga/ga_onesided.c"
    char alpha[sizeof(DoubleComplex)];
    set_val(type, alpha, 2, type == 1000 + 1 || type == 1000 + 2 || type == 1000 + 16 ? 1 : 2);
    if (type == 1000 + 6)
        ((SingleComplex *)alpha)->imag = 0;
    if (type == 1000 + 7)
        ((DoubleComplex *)alpha)->imag = 0;
    for (int _d = (k = 0, 0); _d < ndim; _d++)
#line 194 "samples/ga/ga_onesided.c"
        sub[_d] = lo[_d];
#line 194 "samples/ga/ga_onesided.c"
    for (int _more = 1; _more; k++, _more = next_sub(ndim, lo, hi, sub))
#line 194 "samples/ga/ga_onesided.c"
        set_val(type, buf + k * es, linear(ndim, dims, sub), 1);
    int alo[7], ahi[7], ald[7];
    for (int d = 0; d < ndim; d++) {
        alo[d] = 0;
        ahi[d] = dims[d] - 1;
    }
    for (int d = 0; d + 1 < ndim; d++)
        ald[d] = dims[d + 1];
    char *all = malloc(total * es);
    for (int _d = (k = 0, 0); _d < ndim; _d++)
#line 203 "samples/ga/ga_onesided.c"
        sub[_d] = alo[_d];
#line 203 "samples/ga/ga_onesided.c"
    for (int _more = 1; _more; k++, _more = next_sub(ndim, alo, ahi, sub))
#line 203 "samples/ga/ga_onesided.c"
        set_val(type, all + k * es, linear(ndim, dims, sub), 1);
    /* GA 5.8 has no accumulate for long long */
    int acc = type != 1000 + 16;
    GA_Sync();
    if (acc)
        NGA_Acc(g, alo, ahi, all, ald, alpha);
    GA_Sync();
    NGA_Get(g, alo, ahi, all, ald);
    bad = 0;
    for (int _d = (k = 0, 0); _d < ndim; _d++)
#line 212 "samples/ga/ga_onesided.c"
        sub[_d] = alo[_d];
#line 212 "samples/ga/ga_onesided.c"
    for (int _more = 1; _more; k++, _more = next_sub(ndim, alo, ahi, sub)) {

        set_val(type, want, linear(ndim, dims, sub), acc ? 1 + 2 * nproc : 1);
        if (re(type, want) != re(type, all + k * es) || im(type, want) != im(type, all + k * es))
            bad++;
    }
    do {
#line 218 "samples/ga/ga_onesided.c"
        if (!(bad == 0)) {
#line 218 "samples/ga/ga_onesided.c"
            check_failures++;
#line 218 "samples/ga/ga_onesided.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_onesided.c", 218);
#line 218 "samples/ga/ga_onesided.c"
            printf("%s: NGA_Acc: %ld wrong elements", name, bad);
#line 218 "samples/ga/ga_onesided.c"
            printf("\n");
#line 218 "samples/ga/ga_onesided.c"
            fflush(stdout);
        }
    } while (0);
#line 219 "samples/ga/ga_onesided.c"
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
        for (int _d = (k = 0, 0); _d < ndim; _d++)
#line 239 "samples/ga/ga_onesided.c"
            sub[_d] = lo[_d];
#line 239 "samples/ga/ga_onesided.c"
        for (int _more = 1; _more; k++, _more = next_sub(ndim, lo, hi, sub))
#line 239 "samples/ga/ga_onesided.c"
            set_val(type, buf + k * es, linear(ndim, dims, sub), -1);
        NGA_NbPut(g, lo, hi, buf, ld, &h1);
        NGA_NbWait(&h1);
    }
    GA_Sync();
    memset(buf, 0, total * es);
    NGA_NbGet(g, lo, hi, buf, ld, &h2);
    int spins = 0;
    /* 1 when complete */
#line 247 "samples/ga/ga_onesided.c"
    while (!NGA_NbTest(&h2) && spins < 100000000)
        spins++;
    bad = 0;
    for (int _d = (k = 0, 0); _d < ndim; _d++)
#line 250 "samples/ga/ga_onesided.c"
        sub[_d] = lo[_d];
#line 250 "samples/ga/ga_onesided.c"
    for (int _more = 1; _more; k++, _more = next_sub(ndim, lo, hi, sub)) {

        set_val(type, want, linear(ndim, dims, sub), -1);
        if (re(type, want) != re(type, buf + k * es) || im(type, want) != im(type, buf + k * es))
            bad++;
    }
    do {
#line 256 "samples/ga/ga_onesided.c"
        if (!(bad == 0)) {
#line 256 "samples/ga/ga_onesided.c"
            check_failures++;
#line 256 "samples/ga/ga_onesided.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_onesided.c", 256);
#line 256 "samples/ga/ga_onesided.c"
            printf("%s: NGA_NbPut/NbGet: %ld wrong elements", name, bad);
#line 256 "samples/ga/ga_onesided.c"
            printf("\n");
#line 256 "samples/ga/ga_onesided.c"
            fflush(stdout);
        }
    } while (0);
#line 257 "samples/ga/ga_onesided.c"
    GA_Sync();
    if (acc) {
        NGA_NbAcc(g, lo, hi, buf, ld, alpha, &h3);
        NGA_NbWait(&h3);
    }
    GA_Sync();
    NGA_Get(g, lo, hi, buf, ld);
    bad = 0;
    for (int _d = (k = 0, 0); _d < ndim; _d++)
#line 265 "samples/ga/ga_onesided.c"
        sub[_d] = lo[_d];
#line 265 "samples/ga/ga_onesided.c"
    for (int _more = 1; _more; k++, _more = next_sub(ndim, lo, hi, sub)) {

        set_val(type, want, linear(ndim, dims, sub), acc ? -1 - 2 * nproc : -1);
        if (re(type, want) != re(type, buf + k * es) || im(type, want) != im(type, buf + k * es))
            bad++;
    }
    do {
#line 271 "samples/ga/ga_onesided.c"
        if (!(bad == 0)) {
#line 271 "samples/ga/ga_onesided.c"
            check_failures++;
#line 271 "samples/ga/ga_onesided.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_onesided.c", 271);
#line 271 "samples/ga/ga_onesided.c"
            printf("%s: NGA_NbAcc: %ld wrong elements", name, bad);
#line 271 "samples/ga/ga_onesided.c"
            printf("\n");
#line 271 "samples/ga/ga_onesided.c"
            fflush(stdout);
        }
    } while (0);
#line 272 "samples/ga/ga_onesided.c"
    free(buf);
    free(all);
    free(want);
    GA_Destroy(g);
}

static void test_access_scatter(void) {

    int dims[2] = { 9, 10 };
    int g = NGA_Create(C_DBL, 2, dims, "acc", (void *)0);
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
            int slo[2] = { lo[0] + 1, lo[1] + 1 };
            NGA_Access(g, slo, hi, &p, ld);
            do {
#line 296 "samples/ga/ga_onesided.c"
                if (!(p[0] == 100 * slo[0] + slo[1])) {
#line 296 "samples/ga/ga_onesided.c"
                    check_failures++;
#line 296 "samples/ga/ga_onesided.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_onesided.c", 296);
#line 296 "samples/ga/ga_onesided.c"
                    printf("NGA_Access of a sub-patch: %g", p[0]);
#line 296 "samples/ga/ga_onesided.c"
                    printf("\n");
#line 296 "samples/ga/ga_onesided.c"
                    fflush(stdout);
                }
            } while (0);
#line 297 "samples/ga/ga_onesided.c"
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
        do {
#line 313 "samples/ga/ga_onesided.c"
            if (!(v[k] == 100 * subs[k][0] + subs[k][1])) {
#line 313 "samples/ga/ga_onesided.c"
                check_failures++;
#line 313 "samples/ga/ga_onesided.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_onesided.c", 313);
#line 313 "samples/ga/ga_onesided.c"
                printf("NGA_Gather element %d: %g", k, v[k]);
#line 313 "samples/ga/ga_onesided.c"
                printf("\n");
#line 313 "samples/ga/ga_onesided.c"
                fflush(stdout);
            }
        } while (0);
#line 314 "samples/ga/ga_onesided.c"
    GA_Sync();
    if (me == 0) {
        for (int k = 0; k < n; k++)
            v[k] = -v[k];
        NGA_Scatter(g, v, sp, n);
    }
    GA_Sync();
    for (int k = 0; k < n; k++) {
        subs[k][1] = k * 7 % 10;
        v[k] = 1;
    }
    double alpha = 0.5;
    NGA_Scatter_acc(g, v, sp, n, &alpha);
    NGA_Free_gatscat_buf();
    GA_Sync();
    NGA_Gather(g, v, sp, n);
    for (int k = 0; k < n; k++) {
        double want = -(100 * subs[k][0] + subs[k][1]) + 0.5 * nproc;
        do {
#line 332 "samples/ga/ga_onesided.c"
            if (!(v[k] == want)) {
#line 332 "samples/ga/ga_onesided.c"
                check_failures++;
#line 332 "samples/ga/ga_onesided.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_onesided.c", 332);
#line 332 "samples/ga/ga_onesided.c"
                printf("NGA_Scatter/NGA_Scatter_acc element %d: %g, want %g", k, v[k], want);
#line 332 "samples/ga/ga_onesided.c"
                printf("\n");
#line 332 "samples/ga/ga_onesided.c"
                fflush(stdout);
            }
        } while (0);
    }
#line 334 "samples/ga/ga_onesided.c"
    if (me == 0) {
        printf("scatter/gather:");
        for (int k = 0; k < n; k++)
            printf(" %.1f", v[k]);
        printf("\n");
    }
    GA_Destroy(g);

    /* read-and-increment: every process takes 5 tickets from two counters */
    int cd[1] = { 2 };
    int gc = NGA_Create(C_LONG, 1, cd, "counter", (void *)0);
    int gi = NGA_Create(C_INT, 1, cd, "icounter", (void *)0);
    GA_Zero(gc);
    GA_Zero(gi);
    int one[1] = { 1 };
    long seen = 0;
    for (int k = 0; k < 5; k++) {
        long t = NGA_Read_inc(gc, one, 3);
        do {
#line 352 "samples/ga/ga_onesided.c"
            if (!(t % 3 == 0 && t >= 0 && t < 15 * nproc)) {
#line 352 "samples/ga/ga_onesided.c"
                check_failures++;
#line 352 "samples/ga/ga_onesided.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_onesided.c", 352);
#line 352 "samples/ga/ga_onesided.c"
                printf("NGA_Read_inc ticket %ld", t);
#line 352 "samples/ga/ga_onesided.c"
                printf("\n");
#line 352 "samples/ga/ga_onesided.c"
                fflush(stdout);
            }
        } while (0);
#line 353 "samples/ga/ga_onesided.c"
        seen += t;
        NGA_Read_inc(gi, one, 1);
    }
    GA_Lgop(&seen, 1, "+");
    GA_Sync();
    long final;
    int fi;
    NGA_Get(gc, one, one, &final, (void *)0);
    NGA_Get(gi, one, one, &fi, (void *)0);
    do {
#line 362 "samples/ga/ga_onesided.c"
        if (!(final == 15 * nproc && fi == 5 * nproc)) {
#line 362 "samples/ga/ga_onesided.c"
            check_failures++;
#line 362 "samples/ga/ga_onesided.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_onesided.c", 362);
#line 362 "samples/ga/ga_onesided.c"
            printf("NGA_Read_inc totals %ld %d", final, fi);
#line 362 "samples/ga/ga_onesided.c"
            printf("\n");
#line 362 "samples/ga/ga_onesided.c"
            fflush(stdout);
        }
    } while (0);
#line 363 "samples/ga/ga_onesided.c"
    long n5 = 5L * nproc;
    do {
#line 364 "samples/ga/ga_onesided.c"
        if (!(seen == 3 * n5 * (n5 - 1) / 2)) {
#line 364 "samples/ga/ga_onesided.c"
            check_failures++;
#line 364 "samples/ga/ga_onesided.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_onesided.c", 364);
#line 364 "samples/ga/ga_onesided.c"
            printf("NGA_Read_inc tickets are not unique: sum %ld", seen);
#line 364 "samples/ga/ga_onesided.c"
            printf("\n");
#line 364 "samples/ga/ga_onesided.c"
            fflush(stdout);
        }
    } while (0);
#line 365 "samples/ga/ga_onesided.c"
    if (me == 0)
        printf("read_inc: %ld %d\n", final, fi);
    GA_Destroy(gi);
    GA_Destroy(gc);
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    if (!MA_init(MT_DBL, 100000, 100000))
        GA_Error("MA_init failed", 1);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    int types[] = { 1000 + 1, 1000 + 2, 1000 + 16, 1000 + 3, 1000 + 4, 1000 + 6, 1000 + 7 };
    static int dims[8][7] = {
        { 0 },
        { 23 },
        { 9, 11 },
        { 5, 6, 7 },
        { 4, 3, 5, 4 },
        { 3, 4, 2, 3, 3 },
        { 2, 3, 2, 3, 2, 3 },
        { 3, 2, 2, 3, 2, 2, 3 },
    };
#line 388 "samples/ga/ga_onesided.c"
    for (int t = 0; t < 7; t++)
        for (int nd = 1; nd <= 7; nd++)
            if (nd <= 3 || (nd + t) % 3 == 0)
                test_type_rank(types[t], nd, dims[nd]);
    test_access_scatter();
    int status = finish("ga_onesided");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}

/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_patch_ops.c"
/* ga_patch_ops.c - GA calls of GA 5.8's ga.h that the library added with their 64-bit forms:
   the patch dot products (NGA_Ddot_patch ... NGA_Cdot_patch, transposed or not), the element
   functions GA_Abs_value_patch and GA_Recip_patch, NGA_Select_elem, the flat scatter and
   gather (NGA_Scatter_flat, NGA_Scatter_acc_flat, NGA_Gather_flat), the strided transfers
   (NGA_Strided_get/put/acc), GA_Median and GA_Median_patch, and the tiled distribution
   (GA_Set_tiled_proc_grid). Built natively and translated, both runs must print the same
   (tests/ga_upc_exec.rs). argv[1] (d, e, f, m, t) runs one part only. */
#include <ga.h>
#include <macdecls.h>
#line 1 "tests/in/ga_upc/../../../samples/ga/check.h"
/* check.h - shared by the self-checking GA programs of samples/ga.

   Every program is plain GA C: it builds against Global Arrays 5.8 and, compiled as UPC,
   against pgas-xlate's GA-on-UPC library. Process 0 prints; a failed check prints a FAIL:
   line (on whichever process saw it); finish() prints PASS: NAME when every process passed. */
#include <stdlib.h>
#include <math.h>
#line 13 "tests/in/ga_upc/../../../samples/ga/check.h"
static int check_failures = 0;
#line 26 "tests/in/ga_upc/../../../samples/ga/check.h"
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
#line 17 "tests/in/ga_upc/ga_patch_ops.c"
static int me, nproc;

/* A 2-D array of the type filled by process 0 with value(i, j) */
static int make(int type, const char *name, int rows, int cols) {

    int dims[2] = { rows, cols };
    int g = NGA_Create(type, 2, dims, (char *)name, (void *)0);
    if (me == 0) {
        int lo[2] = { 0, 0 }, hi[2] = { rows - 1, cols - 1 }, ld[1] = { cols };
        double d[6 * 8 * 2];
        float f[6 * 8 * 2];
        int n[6 * 8];
        long l[6 * 8];
        long long ll[6 * 8];
        for (int i = 0; i < rows; i++)
            for (int j = 0; j < cols; j++) {
                int k = i * cols + j;
                int v = k * 5 % 11 - 5;
                n[k] = v;
                l[k] = 1000L * v;
                ll[k] = 100000LL * v;
                d[k] = v + 0.25 * j;
                f[k] = (float)(v - 0.5 * i);
                d[6 * 8 + k] = 0;
            }
        void *buf = (void *)0;
        double z[6 * 8 * 2];
        float cz[6 * 8 * 2];
        switch (type) {
        case 1000 + 1:
#line 46 "tests/in/ga_upc/ga_patch_ops.c"
            buf = n;
#line 46 "tests/in/ga_upc/ga_patch_ops.c"
            break;
        case 1000 + 2:
#line 47 "tests/in/ga_upc/ga_patch_ops.c"
            buf = l;
#line 47 "tests/in/ga_upc/ga_patch_ops.c"
            break;
        case 1000 + 16:
#line 48 "tests/in/ga_upc/ga_patch_ops.c"
            buf = ll;
#line 48 "tests/in/ga_upc/ga_patch_ops.c"
            break;
        case 1000 + 4:
#line 49 "tests/in/ga_upc/ga_patch_ops.c"
            buf = d;
#line 49 "tests/in/ga_upc/ga_patch_ops.c"
            break;
        case 1000 + 3:
#line 50 "tests/in/ga_upc/ga_patch_ops.c"
            buf = f;
#line 50 "tests/in/ga_upc/ga_patch_ops.c"
            break;
        case 1000 + 7:
            for (int k = 0; k < rows * cols; k++) {
                z[2 * k] = n[k];
                z[2 * k + 1] = 0.5 * (k % 3);
            }
            buf = z;
            break;
        case 1000 + 6:
            for (int k = 0; k < rows * cols; k++) {
                cz[2 * k] = (float)(n[k] + 1);
                cz[2 * k + 1] = (float)(k % 4) - 1.5f;
            }
            buf = cz;
            break;
        }
        NGA_Put(g, lo, hi, buf, ld);
    }
    GA_Sync();
    return g;
}

static void dots(void) {

    /* patch [1:3, 2:5] of A (R x C) against [2:5, 1:3] of B (C x R), transposed */
    int alo[2] = { 1, 2 }, ahi[2] = { 3, 5 }, blo[2] = { 2, 1 }, bhi[2] = { 5, 3 };
    int clo[2] = { 2, 0 }, chi[2] = { 4, 3 };
    int64_t alo64[2] = { 1, 2 }, ahi64[2] = { 3, 5 }, blo64[2] = { 2, 1 }, bhi64[2] = { 5, 3 };
    int ad = make(1000 + 4, "ad", 6, 8), bd = make(1000 + 4, "bd", 8, 6);
    double dn = NGA_Ddot_patch(ad, 'n', alo, ahi, ad, 'n', clo, chi);
    double dt = NGA_Ddot_patch(ad, 'n', alo, ahi, bd, 't', blo, bhi);
    double dt64 = NGA_Ddot_patch64(ad, 'T', alo64, ahi64, bd, 'n', blo64, bhi64);
    int ai = make(1000 + 1, "ai", 6, 8), bi = make(1000 + 1, "bi", 8, 6);
    int in = NGA_Idot_patch(ai, 'n', alo, ahi, ai, 'n', clo, chi);
    int it64 = NGA_Idot_patch64(ai, 'n', alo64, ahi64, bi, 't', blo64, bhi64);
    int al = make(1000 + 2, "al", 6, 8), all = make(1000 + 16, "all", 6, 8);
    long ln = NGA_Ldot_patch(al, 'n', alo, ahi, al, 'n', clo, chi);
    long long lln = NGA_Lldot_patch64(all, 'n', alo64, ahi64, all, 'n', alo64, ahi64);
    int af = make(1000 + 3, "af", 6, 8);
    float fn = NGA_Fdot_patch(af, 'n', alo, ahi, af, 'n', clo, chi);
    int az = make(1000 + 7, "az", 6, 8), bz = make(1000 + 7, "bz", 8, 6);
    DoubleComplex zt = NGA_Zdot_patch(az, 'n', alo, ahi, bz, 't', blo, bhi);
    int ac = make(1000 + 6, "ac", 6, 8);
    SingleComplex cn = NGA_Cdot_patch64(ac, 'n', alo64, ahi64, ac, 'n', alo64, ahi64);
    if (me == 0) {
        printf("ddot n %.4f t %.4f t64 %.4f\n", dn, dt, dt64);
        printf("idot n %d t64 %d; ldot %ld; lldot64 %lld; fdot %.3f\n", in, it64, ln, lln, fn);
        printf("zdot t %.3f %.3f; cdot64 %.3f %.3f\n", zt.real, zt.imag, cn.real, cn.imag);
    }
    GA_Sync();
    int handles[] = {
        ad,
        bd,
        ai,
        bi,
        al,
        all,
        af,
        az,
        bz,
        ac,
    };
#line 101 "tests/in/ga_upc/ga_patch_ops.c"
    for (int k = 0; k < 10; k++)
        GA_Destroy(handles[k]);
}

static void element_functions(void) {

    int g = make(1000 + 4, "e", 6, 8), gi = make(1000 + 1, "ei", 6, 8);
    int lo[2] = { 1, 1 }, hi[2] = { 4, 6 };
    int64_t lo64[2] = { 0, 0 }, hi64[2] = { 1, 7 };
    GA_Abs_value_patch(g, lo, hi);
    GA_Abs_value_patch64(gi, lo64, hi64);
    int rlo[2] = { 5, 0 }, rhi[2] = { 5, 3 };
    /* row 5, columns 0..3: 0.0, -4.75, 1.5, -2.25 + ... (no zero: checked below) */
    double row[8];
    int all_lo[2] = { 0, 0 }, all_hi[2] = { 6 - 1, 8 - 1 }, ld[1] = { 8 };
    NGA_Get(g, rlo, rhi, row, ld);
    int zero = 0;
    for (int j = 0; j < 4; j++)
        zero |= row[j] == 0;
    if (!zero)
        GA_Recip_patch(g, rlo, rhi);
    double d[6 * 8];
    int n[6 * 8];
    NGA_Get(g, all_lo, all_hi, d, ld);
    NGA_Get(gi, all_lo, all_hi, n, ld);
    if (me == 0) {
        printf("abs/recip (zero in row 5: %d):", zero);
        for (int k = 0; k < 6 * 8; k++)
            printf(" %.4g", d[k]);
        printf("\nabs64 int:");
        for (int k = 0; k < 6 * 8; k++)
            printf(" %d", n[k]);
        printf("\n");
    }
    GA_Sync();
    /* the largest and smallest elements: distinct values */
    int gs = make(1000 + 4, "s", 6, 8);
    if (me == 0) {
        double v[6 * 8];
        for (int k = 0; k < 6 * 8; k++)
            v[k] = (double)(k * 17 % (6 * 8)) - 20.5;
        NGA_Put(gs, all_lo, all_hi, v, ld);
    }
    GA_Sync();
    int gd = make(1000 + 1, "d", 6, 8);
    if (me == 0) {
        int v[6 * 8];
        for (int k = 0; k < 6 * 8; k++)
            v[k] = k * 13 % (6 * 8) - 30;
        NGA_Put(gd, all_lo, all_hi, v, ld);
    }
    GA_Sync();
    double vmax, vmin;
    int imax[2], imin[2], vimin;
    int64_t imin64[2];
    NGA_Select_elem(gs, "max", &vmax, imax);
    NGA_Select_elem(gs, "min", &vmin, imin);
    NGA_Select_elem64(gd, "min", &vimin, imin64);
    if (me == 0)
        printf("select max %.1f at (%d,%d), min %.1f at (%d,%d); int min %d at (%lld,%lld)\n", vmax, imax[0], imax[1], vmin, imin[0], imin[1], vimin, (long long)imin64[0], (long long)imin64[1]);

    GA_Destroy(gd);
    GA_Sync();
    GA_Destroy(g);
    GA_Destroy(gi);
    GA_Destroy(gs);
}

static void flat_and_strided(void) {

    int dims[2] = { 6, 8 };
    int g = NGA_Create(C_DBL, 2, dims, "f", (void *)0);
    GA_Zero(g);
    /* every process scatters to its own two elements (distinct for up to 4 processes: even
       and odd columns of row me), then accumulates into a shared one */
    int subs[4] = { me % 6, 2 * me % 8, me % 6, (2 * me + 1) % 8 };
    double v[2] = { 10.0 + me, 20.0 + me };
    NGA_Scatter_flat(g, v, subs, 2);
    GA_Sync();
    int acc_subs[2] = { 2, 2 };
    double one = 1.0, inc = 0.5;
    NGA_Scatter_acc_flat(g, &inc, acc_subs, 1, &one);
    int64_t acc64[2] = { 3, 4 };
    NGA_Scatter_acc_flat64(g, &inc, acc64, 1, &one);
    GA_Sync();
    int gsubs[6] = { 2, 2, 3, 4, subs[0], subs[1] };
    int64_t gsubs64[4] = { 3, 4, 2, 2 };
    double got[3], got64[2];
    NGA_Gather_flat(g, got, gsubs, 3);
    NGA_Gather_flat64(g, got64, gsubs64, 2);
    if (me == 0)
        printf("flat: %.1f %.1f %.1f; 64: %.1f %.1f\n", got[0], got[1], got[2], got64[0], got64[1]);
    GA_Sync();
    /* strided: every second row from 0, every third column from 1 */
    int lo[2] = { 0, 1 }, hi[2] = { 6 - 1, 8 - 1 }, skip[2] = { 2, 3 }, ld[1] = { 4 };
    double buf[3 * 4];
    for (int k = 0; k < 12; k++)
        buf[k] = 100 + k;
    if (me == 0)
        NGA_Strided_put(g, lo, hi, skip, buf, ld);
    GA_Sync();
    double two = 2.0;
    if (me == nproc - 1) {
        int64_t lo64[2] = { 1, 0 }, hi64[2] = { 5, 6 }, skip64[2] = { 2, 3 }, ld64[1] = { 3 };
        double add[3 * 3];
        for (int k = 0; k < 9; k++)
            add[k] = k;
        NGA_Strided_acc64(g, lo64, hi64, skip64, add, ld64, &two);
        NGA_Strided_acc(g, lo, hi, skip, buf, ld, &two);
    }
    GA_Sync();
    double back[3 * 4] = { 0 }, all[6 * 8];
    int64_t lo64[2] = { 0, 1 }, hi64[2] = { 6 - 1, 8 - 1 }, skip64[2] = { 2, 3 }, ld64[1] = { 4 };
    NGA_Strided_get64(g, lo64, hi64, skip64, back, ld64);
    int alo[2] = { 0, 0 }, ahi[2] = { 6 - 1, 8 - 1 }, ald[1] = { 8 };
    NGA_Get(g, alo, ahi, all, ald);
    double check_back[3 * 4] = { 0 };
    NGA_Strided_get(g, lo, hi, skip, check_back, ld);
    for (int k = 0; k < 12; k++)
        do {
#line 220 "tests/in/ga_upc/ga_patch_ops.c"
            if (!(back[k] == check_back[k])) {
#line 220 "tests/in/ga_upc/ga_patch_ops.c"
                check_failures++;
#line 220 "tests/in/ga_upc/ga_patch_ops.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_patch_ops.c", 220);
#line 220 "tests/in/ga_upc/ga_patch_ops.c"
                printf("strided get and get64 differ at %d", k);
#line 220 "tests/in/ga_upc/ga_patch_ops.c"
                printf("\n");
#line 220 "tests/in/ga_upc/ga_patch_ops.c"
                fflush(stdout);
            }
        } while (0);
#line 221 "tests/in/ga_upc/ga_patch_ops.c"
    if (me == 0) {
        printf("strided:");
        for (int k = 0; k < 12; k++)
            printf(" %.1f", back[k]);
        printf("\nafter:");
        for (int k = 0; k < 6 * 8; k++)
            printf(" %g", all[k]);
        printf("\n");
    }
    GA_Sync();
    GA_Destroy(g);
}

static void medians(void) {

    int a = make(1000 + 1, "ma", 6, 8), b = make(1000 + 4, "mb", 6, 8), c = make(1000 + 1, "mc", 6, 8);
    int m = make(1000 + 1, "mm", 6, 8), bi = make(1000 + 1, "mbi", 6, 8), md = make(1000 + 4, "md", 6, 8);
    int two = 2, minus = -1;
    GA_Scale(c, &minus);
    GA_Add_constant(bi, &two);
    GA_Median(a, bi, c, m);
    int64_t lo[2] = { 1, 2 }, hi[2] = { 4, 6 }, lo2[2] = { 0, 0 }, hi2[2] = { 3, 4 };
    int dm = make(1000 + 4, "dm", 6, 8), dc = make(1000 + 4, "dc", 6, 8);
    double half = 0.5;
    GA_Scale(dc, &half);
    GA_Median_patch64(b, lo, hi, dc, lo2, hi2, md, lo, hi, dm, lo2, hi2);
    int all_lo[2] = { 0, 0 }, all_hi[2] = { 6 - 1, 8 - 1 }, ld[1] = { 8 };
    int n[6 * 8];
    double d[6 * 8];
    NGA_Get(m, all_lo, all_hi, n, ld);
    NGA_Get(dm, all_lo, all_hi, d, ld);
    if (me == 0) {
        printf("median:");
        for (int k = 0; k < 6 * 8; k++)
            printf(" %d", n[k]);
        printf("\nmedian patch64:");
        for (int k = 0; k < 6 * 8; k++)
            printf(" %g", d[k]);
        printf("\n");
    }
    GA_Sync();
    int handles[] = { a, b, c, m, bi, md, dm, dc };
    for (int k = 0; k < 8; k++)
        GA_Destroy(handles[k]);
}

static void tiled(void) {

    /* process grids of every process: 1 x 1, 2 x 1, 2 x 2 (and 1 x nproc) */
    int dims[2] = { 7, 9 }, block[2] = { 2, 4 }, grid[2] = { nproc >= 2 ? 2 : 1, nproc >= 4 ? nproc / 2 : 1 };
    int g = GA_Create_handle();
    GA_Set_data(g, 2, dims, C_DBL);
    GA_Set_tiled_proc_grid(g, block, grid);
    GA_Allocate(g);
    int h = GA_Create_handle();
    int64_t dims64[2] = { 7, 9 }, block64[2] = { 3, 2 }, grid64[2] = { 1, nproc };
    GA_Set_data64(h, 2, dims64, C_DBL);
    NGA_Set_tiled_proc_grid64(h, block64, grid64);
    GA_Allocate(h);
    int lo[2] = { 0, 0 }, hi[2] = { 6, 8 }, ld[1] = { 9 };
    double v[63], w[63];
    for (int k = 0; k < 63; k++)
        v[k] = k * 0.5 - 7;
    if (me == 0) {
        NGA_Put(g, lo, hi, v, ld);
        NGA_Put(h, lo, hi, v, ld);
    }
    GA_Sync();
    GA_Scale(h, &(double){ 2.0 });
    /* (GA 5.8's GA_Ddot of tiled arrays gives other values on 1, 2 and 4 processes: the
       program checks the elements instead) */
    double sg = 0, sh = 0;
    NGA_Get(g, lo, hi, w, ld);
    for (int k = 0; k < 63; k++) {
        do {
#line 295 "tests/in/ga_upc/ga_patch_ops.c"
            if (!(w[k] == v[k])) {
#line 295 "tests/in/ga_upc/ga_patch_ops.c"
                check_failures++;
#line 295 "tests/in/ga_upc/ga_patch_ops.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_patch_ops.c", 295);
#line 295 "tests/in/ga_upc/ga_patch_ops.c"
                printf("tiled element %d: %g", k, w[k]);
#line 295 "tests/in/ga_upc/ga_patch_ops.c"
                printf("\n");
#line 295 "tests/in/ga_upc/ga_patch_ops.c"
                fflush(stdout);
            }
        } while (0);
#line 296 "tests/in/ga_upc/ga_patch_ops.c"
        sg += w[k];
    }
    NGA_Get(h, lo, hi, w, ld);
    for (int k = 0; k < 63; k++) {
        do {
#line 300 "tests/in/ga_upc/ga_patch_ops.c"
            if (!(w[k] == 2 * v[k])) {
#line 300 "tests/in/ga_upc/ga_patch_ops.c"
                check_failures++;
#line 300 "tests/in/ga_upc/ga_patch_ops.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_patch_ops.c", 300);
#line 300 "tests/in/ga_upc/ga_patch_ops.c"
                printf("tiled element %d: %g", k, w[k]);
#line 300 "tests/in/ga_upc/ga_patch_ops.c"
                printf("\n");
#line 300 "tests/in/ga_upc/ga_patch_ops.c"
                fflush(stdout);
            }
        } while (0);
#line 301 "tests/in/ga_upc/ga_patch_ops.c"
        sh += w[k];
    }
    if (me == 0)
        printf("tiled: sums %.2f %.2f\n", sg, sh);
    GA_Sync();
    GA_Destroy(g);
    GA_Destroy(h);
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    if (!MA_init(MT_DBL, 100000, 100000))
        GA_Error("MA_init failed", 0);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    const char *part = argc > 1 ? argv[1] : "";
    if (!*part || *part == 'd')
        dots();
    if (!*part || *part == 'e')
        element_functions();
    if (!*part || *part == 'f')
        flat_and_strided();
    if (!*part || *part == 'm')
        medians();
    if (!*part || *part == 't')
        tiled();
    int status = finish("ga_patch_ops");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}

/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_misc_api.c"
/* ga_misc_api.c - GA 5.8 calls the library added for bound-constrained optimisation and a few
   more: GA_Step_max, GA_Step_max_patch(64), GA_Step_bound_info, GA_Step_bound_info_patch(64),
   GA_Randomize/NGA_Randomize, GA_Mask_sync/NGA_Mask_sync, NGA_Nbget_field/NGA_Nbput_field.
   Built natively and translated, both runs must print the same (tests/ga_upc_exec.rs).
   With an argument: "error" calls NGA_Error (the program stops with its message and status),
   "self" checks the step helpers on proper patches against known values and prints patches
   with GA_Print_patch and NGA_Print_patch (the installed GA 5.8 gets both wrong: only the
   library's run is checked).
   Process 0 prints. */
#include <string.h>
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
#line 19 "tests/in/ga_upc/ga_misc_api.c"
static int me, nproc;

/* a 1-dimensional array of N elements of type, element i = f(i) (each process puts its own) */
static int vector(int type, const char *name, double (*f)(int)) {

    int dims[1] = { 12 };
    int g = NGA_Create(type, 1, dims, (char *)name, (void *)0);
    int lo[1], hi[1];
    NGA_Distribution(g, me, lo, hi);
    for (int i = lo[0]; i <= hi[0] && lo[0] >= 0; i++) {
        int s[1] = { i };
        double v = f(i);
        int iv = (int)v;
        long lv = (long)v;
        float fv = (float)v;
        void *p = type == 1000 + 4 ? (void *)&v : type == 1000 + 1 ? (void *)&iv : type == 1000 + 2 ? (void *)&lv : (void *)&fv;
        NGA_Put(g, s, s, p, (void *)0);
    }
    GA_Sync();
    return g;
}

/* x >= 0 with zeros; d with negative, zero and positive components */
static double xval(int i) {
#line 42 "tests/in/ga_upc/ga_misc_api.c"
    return i % 4 * 2.0 + (i % 4 == 0 ? 0.0 : 1.0);
}
#line 43 "tests/in/ga_upc/ga_misc_api.c"
static double dval(int i) {
#line 43 "tests/in/ga_upc/ga_misc_api.c"
    return i % 3 == 0 ? -(double)(i + 1) : i % 3 == 1 ? 0.0 : 1.5 * i;
}
#line 44 "tests/in/ga_upc/ga_misc_api.c"
static double dpos(int i) {
#line 44 "tests/in/ga_upc/ga_misc_api.c"
    return i % 2 ? 2.0 : 0.0;
}
/* d < 0 only where x > 0 */
#line 46 "tests/in/ga_upc/ga_misc_api.c"
static double dneg(int i) {
#line 46 "tests/in/ga_upc/ga_misc_api.c"
    return i % 4 == 0 ? 3.0 : -(double)(i % 5 + 1);
}
/* bounds: xx is on its lower bound where i % 3 == 1, on its upper bound where i % 3 == 0 */
#line 48 "tests/in/ga_upc/ga_misc_api.c"
static double lower(int i) {
#line 48 "tests/in/ga_upc/ga_misc_api.c"
    return xval(i) - (i % 3 == 1 ? 0.0 : 1.0 + i);
}
#line 49 "tests/in/ga_upc/ga_misc_api.c"
static double upper(int i) {
#line 49 "tests/in/ga_upc/ga_misc_api.c"
    return xval(i) + (i % 3 == 0 ? 0.0 : 2.0 + 0.5 * i);
}
/* directions: none zero (moving away from the bound xx is on); zero off the bounds; zero on a
   bound */
#line 52 "tests/in/ga_upc/ga_misc_api.c"
static double vnz(int i) {
#line 52 "tests/in/ga_upc/ga_misc_api.c"
    return i % 3 == 0 ? -(double)(i + 2) : 0.5 * (i + 1);
}
#line 53 "tests/in/ga_upc/ga_misc_api.c"
static double vfree(int i) {
#line 53 "tests/in/ga_upc/ga_misc_api.c"
    return i % 3 == 2 ? 0.0 : vnz(i);
}
#line 54 "tests/in/ga_upc/ga_misc_api.c"
static double vbound(int i) {
#line 54 "tests/in/ga_upc/ga_misc_api.c"
    return i % 3 == 1 ? 0.0 : vnz(i);
}
/* a 3 x 4 double array, element (i / 4, i % 4) = f(i) (process 0 puts them) */
static int matrix(const char *name, double (*f)(int)) {

    int dims[2] = { 3, 4 }, lo[2] = { 0, 0 }, hi[2] = { 2, 3 }, ld[1] = { 4 };
    int g = NGA_Create(C_DBL, 2, dims, (char *)name, (void *)0);
    if (me == 0) {
        double b[12];
        for (int i = 0; i < 12; i++)
            b[i] = f(i);
        NGA_Put(g, lo, hi, b, ld);
    }
    GA_Sync();
    return g;
}

/* destroys the n arrays g[0 ... n-1], last first */
static void destroy(int n, const int *g) {

    while (n-- > 0)
        GA_Destroy(g[n]);
}

static void print_value(const char *what, int type, const void *v) {

    if (me != 0)
        return;
    if (type == 1000 + 4)
        printf("%s: %.6g\n", what, *(const double *)v);
    else if (type == 1000 + 3)
        printf("%s: %.5g\n", what, *(const float *)v);
    else if (type == 1000 + 1)
        printf("%s: %d\n", what, *(const int *)v);
    else
        printf("%s: %ld\n", what, *(const long *)v);
}

static void step_max(void) {

    int types[4] = { 1000 + 4, 1000 + 3, 1000 + 1, 1000 + 2 };
    const char *names[4] = { "double", "float", "int", "long" };
    for (int t = 0; t < 4; t++) {
        int x = vector(types[t], "x", xval), d = vector(types[t], "d", dneg), p = vector(types[t], "p", dpos);
        int z = vector(types[t], "z", dval);
        int dirs[4] = { d, p, z, x };
        const char *cases[4] = { "", ", no negative direction", ", negative direction at a zero", " of itself" };
        for (int k = 0; k < 4; k++) {
            char r[16], what[96];
            GA_Step_max(x, dirs[k], r);
            snprintf(what, sizeof what, "%s step max%s", names[t], cases[k]);
            print_value(what, types[t], r);
        }
        int all[4] = { x, d, p, z };
        destroy(4, all);
    }
    /* whole-array patches of 2-dimensional arrays (3 x 4) and their 64-bit form */
    int x = matrix("x2", xval), d = matrix("d2", dneg);
    int lo[2] = { 0, 0 }, hi[2] = { 2, 3 };
    int64_t lo64[2] = { 0, 0 }, hi64[2] = { 2, 3 };
    double s = 0, s64 = 0;
    GA_Step_max_patch(x, lo, hi, d, lo, hi, &s);
    GA_Step_max_patch64(x, lo64, hi64, d, lo64, hi64, &s64);
    if (me == 0)
        printf("step max of the whole 3x4 patch: %.6g, 64: %.6g\n", s, s64);
    int all[2] = { x, d };
    destroy(2, all);
}

static void bound_info(void) {

    int types[4] = { 1000 + 4, 1000 + 3, 1000 + 1, 1000 + 2 };
    const char *names[4] = { "double", "float", "int", "long" };
    for (int t = 0; t < 4; t++) {
        int xx = vector(types[t], "xx", xval), xl = vector(types[t], "xl", lower), xu = vector(types[t], "xu", upper);
        int v1 = vector(types[t], "v1", vnz), v2 = vector(types[t], "v2", vfree), v3 = vector(types[t], "v3", vbound);
        int v4 = vector(types[t], "v4", dpos);
        int vs[4] = { v1, v2, v3, v4 };
        for (int k = 0; k < 4; k++) {
            char bmin[16], wmin[16], bmax[16], what[64];
            GA_Step_bound_info(xx, vs[k], xl, xu, bmin, wmin, bmax);
            snprintf(what, sizeof what, "%s bound info %d: boundmin", names[t], k);
            print_value(what, types[t], bmin);
            snprintf(what, sizeof what, "%s bound info %d: wolfemin", names[t], k);
            print_value(what, types[t], wmin);
            snprintf(what, sizeof what, "%s bound info %d: boundmax", names[t], k);
            print_value(what, types[t], bmax);
        }
        int lo[1] = { 0 }, hi[1] = { 12 - 1 };
        int64_t lo64[1] = { 0 }, hi64[1] = { 12 - 1 };
        double b1[3], b2[3];
        if (types[t] == 1000 + 4) {
            GA_Step_bound_info_patch(xx, lo, hi, v1, lo, hi, xl, lo, hi, xu, lo, hi, &b1[0], &b1[1], &b1[2]);
            GA_Step_bound_info_patch64(xx, lo64, hi64, v1, lo64, hi64, xl, lo64, hi64, xu, lo64, hi64, &b2[0], &b2[1], &b2[2]);

            if (me == 0)
                printf("double bound info of the whole patch: %.6g %.6g %.6g, 64: %.6g %.6g %.6g\n", b1[0], b1[1], b1[2], b2[0], b2[1], b2[2]);
        }

        int all[7] = { xx, xl, xu, v1, v2, v3, v4 };
        destroy(7, all);
    }
}

/* GA_Randomize fills each process's part with value * rand() / RAND_MAX, in storage order */
static void randomize(void) {

    int dims[2] = { 5, 7 };
    int g = NGA_Create(C_DBL, 2, dims, "r", (void *)0);
    int gl = NGA_Create(C_LONG, 2, dims, "rl", (void *)0);
    int gf = NGA_Create(C_FLOAT, 2, dims, "rf", (void *)0);
    double dv = 10.0;
    long lv = 1000;
    float fv = 2.0f;
    srand(11 + me);
    GA_Randomize(g, &dv);
    NGA_Randomize(gl, &lv);
    srand(23 + me);
    GA_Randomize(gf, &fv);
    double d[35];
    long l[35];
    float f[35];
    int lo[2] = { 0, 0 }, hi[2] = { 4, 6 }, ld[1] = { 7 };
    NGA_Get(g, lo, hi, d, ld);
    NGA_Get(gl, lo, hi, l, ld);
    NGA_Get(gf, lo, hi, f, ld);
    int in_range = 1;
    for (int i = 0; i < 35; i++)
        in_range = in_range && d[i] >= 0 && d[i] <= dv && l[i] >= 0 && l[i] <= lv && f[i] >= 0 && f[i] <= fv;
    do {
#line 183 "tests/in/ga_upc/ga_misc_api.c"
        if (!in_range) {
#line 183 "tests/in/ga_upc/ga_misc_api.c"
            check_failures++;
#line 183 "tests/in/ga_upc/ga_misc_api.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_misc_api.c", 183);
#line 183 "tests/in/ga_upc/ga_misc_api.c"
            printf("a random value is outside [0, value]");
#line 183 "tests/in/ga_upc/ga_misc_api.c"
            printf("\n");
#line 183 "tests/in/ga_upc/ga_misc_api.c"
            fflush(stdout);
        }
    } while (0);
#line 184 "tests/in/ga_upc/ga_misc_api.c"
    if (me == 0) {
        for (int i = 0; i < 5; i++) {
            printf("random row %d:", i);
            for (int j = 0; j < 7; j++)
                printf(" %.6f %ld %.5f", d[i * 7 + j], l[i * 7 + j], f[i * 7 + j]);
            printf("\n");
        }
    }
    GA_Sync();
    int all[3] = { g, gl, gf };
    destroy(3, all);
}

/* A mask removes the synchronisation at the start or end of the next collective only. */
static void mask_sync(void) {

    int dims[1] = { 4 * 12 };
    int g = NGA_Create(C_INT, 1, dims, "m", (void *)0);
    int one = 1, two = 2, three = 3, buf[4 * 12];
    GA_Zero(g);
    /* the zero above ended with a synchronisation */
#line 204 "tests/in/ga_upc/ga_misc_api.c"
    GA_Mask_sync(0, 1);
    GA_Fill(g, &one);
    NGA_Mask_sync(1, 0);
    GA_Scale(g, &two);
    GA_Sync();
    int lo[1] = { 0 }, hi[1] = { 4 * 12 - 1 };
    NGA_Get(g, lo, hi, buf, (void *)0);
    int sum = 0;
    for (int i = 0; i < 4 * 12; i++)
        sum += buf[i];
    /* every process has read the array before anyone fills it without synchronising */
    GA_Sync();
    GA_Mask_sync(0, 0);
    GA_Fill(g, &three);
    GA_Sync();
    /* the mask is spent: this fill synchronises at both ends, so the get sees every part */
    GA_Fill(g, &two);
    NGA_Get(g, lo, hi, buf, (void *)0);
    int sum2 = 0;
    for (int i = 0; i < 4 * 12; i++)
        sum2 += buf[i];
    /* a collective without either synchronisation inside a split-phase barrier (in UPC one
       barrier may not start while another is in progress: a fill that synchronised would
       stop the program) */
    MPI_Request req;
    GA_Sync();
    gaupc_mpi_ibarrier(&req);
    NGA_Mask_sync(0, 0);
    GA_Fill(g, &one);
    gaupc_mpi_wait(&req, (MPI_Status *)0);
    GA_Sync();
    NGA_Get(g, lo, hi, buf, (void *)0);
    for (int i = 0; i < 4 * 12; i++)
        sum2 += buf[i];
    int all[2] = { sum, sum2 };
    GA_Igop(all, 2, "+");
    if (me == 0)
        printf("masked collectives: sums %d %d (every process: %d %d)\n", sum, sum2, all[0], all[1]);
    GA_Destroy(g);
}

typedef struct {
    int id;
    double w;
} item;
#line 250 "tests/in/ga_upc/ga_misc_api.c"
/* Each process puts the weight field of its own elements without blocking; process 0 fetches
   both fields of every element without blocking. */
static void nb_fields(void) {

    int type = NGA_Register_type(sizeof(item));
    int dims[1] = { 2 * 12 };
    int g = NGA_Create(type, 1, dims, "items", (void *)0);
    item init[2 * 12];
    for (int i = 0; i < 2 * 12; i++) {
        init[i].id = 100 + i;
        init[i].w = -1.0;
    }
    int lo[1] = { 0 }, hi[1] = { 2 * 12 - 1 };
    if (me == 0)
        NGA_Put(g, lo, hi, init, (void *)0);
    GA_Sync();
    ga_nbhdl_t h[2 * 12];
    double w[2 * 12];
    int n = 0;
    for (int i = me; i < 2 * 12; i += nproc) {
        int s[1] = { i };
        w[i] = 0.25 * i + me;
        NGA_Nbput_field(g, s, s, __builtin_offsetof(item, w), sizeof(double), &w[i], (void *)0, &h[n++]);
    }
    for (int k = 0; k < n; k++)
        NGA_NbWait(&h[k]);
    GA_Sync();
    if (me == 0) {
        int ids[2 * 12];
        double ws[2 * 12];
        ga_nbhdl_t a, b;
        int l2[1] = { 3 }, h2[1] = { 2 * 12 - 2 };
        NGA_Nbget_field(g, lo, hi, __builtin_offsetof(item, id), sizeof(int), ids, (void *)0, &a);
        NGA_Nbget_field(g, l2, h2, __builtin_offsetof(item, w), sizeof(double), ws, (void *)0, &b);
        NGA_NbWait(&a);
        NGA_NbWait(&b);
        printf("ids:");
        for (int i = 0; i < 2 * 12; i++)
            printf(" %d", ids[i]);
        printf("\nweights 3..%d:", 2 * 12 - 2);
        for (int i = 0; i <= h2[0] - l2[0]; i++)
            printf(" %.2f", ws[i]);
        printf("\n");
    }
    GA_Sync();
    GA_Destroy(g);
    NGA_Deregister_type(type);
}

/* Proper patches, checked against known values (the installed GA 5.8 reduces over the whole
   temporary arrays, whose elements outside the patch it never set: its results are garbage) */
static void sub_patches(void) {

    int x = matrix("x2", xval), d = matrix("d2", dneg), l = matrix("l2", lower), u = matrix("u2", upper);
    int lo[2] = { 0, 0 }, hi[2] = { 2, 3 };
    /* rows 1 and 2 of x and d: x[4..11] + s d[4..11] >= 0; rows 1 and 2 of x and rows 0 and 1
       of d (GA 5.8 requires the same patch of both; the library takes any of the same shape) */
    int alo[2] = { 1, 0 }, bhi[2] = { 1, 3 };
    double sp = 0, sq = 0, e1 = 1e307, e2 = 1e307;
    GA_Step_max_patch(x, alo, hi, d, alo, hi, &sp);
    GA_Step_max_patch(x, alo, hi, d, lo, bhi, &sq);
    for (int i = 4; i < 12; i++) {
        if (dneg(i) < 0 && xval(i) / -dneg(i) < e1)
            e1 = xval(i) / -dneg(i);
        if (dneg(i - 4) < 0 && xval(i) / -dneg(i - 4) < e2)
            e2 = xval(i) / -dneg(i - 4);
    }
    do {
#line 317 "tests/in/ga_upc/ga_misc_api.c"
        if (!(sp == e1 && sq == e2)) {
#line 317 "tests/in/ga_upc/ga_misc_api.c"
            check_failures++;
#line 317 "tests/in/ga_upc/ga_misc_api.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_misc_api.c", 317);
#line 317 "tests/in/ga_upc/ga_misc_api.c"
            printf("step max of patches: %g %g, not %g %g", sp, sq, e1, e2);
#line 317 "tests/in/ga_upc/ga_misc_api.c"
            printf("\n");
#line 317 "tests/in/ga_upc/ga_misc_api.c"
            fflush(stdout);
        }
    } while (0);
#line 318 "tests/in/ga_upc/ga_misc_api.c"
    /* row 2 only, with d as the direction: t = (u - x) / d where d > 0, (x - l) / -d where d < 0 */
    int rlo[2] = { 2, 0 };
    double b[3], emin = 1e307, emax = -1e307;
    GA_Step_bound_info_patch(x, rlo, hi, d, rlo, hi, l, rlo, hi, u, rlo, hi, &b[0], &b[1], &b[2]);
    for (int i = 8; i < 12; i++) {
        double t = dneg(i) > 0 ? (upper(i) - xval(i)) / dneg(i) : (xval(i) - lower(i)) / -dneg(i);
        emin = t < emin ? t : emin;
        emax = t > emax ? t : emax;
    }
    do {
#line 327 "tests/in/ga_upc/ga_misc_api.c"
        if (!(b[0] == emin && b[1] == emin && b[2] == emax)) {
#line 327 "tests/in/ga_upc/ga_misc_api.c"
            check_failures++;
#line 327 "tests/in/ga_upc/ga_misc_api.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_misc_api.c", 327);
#line 327 "tests/in/ga_upc/ga_misc_api.c"
            printf("bound info of a patch: %g %g %g, not %g %g %g", b[0], b[1], b[2], emin, emin, emax);
#line 327 "tests/in/ga_upc/ga_misc_api.c"
            printf("\n");
#line 327 "tests/in/ga_upc/ga_misc_api.c"
            fflush(stdout);
        }
    } while (0);
#line 329 "tests/in/ga_upc/ga_misc_api.c"
    if (me == 0)
        printf("patches: step max %.6g %.6g, bound info %.6g %.6g %.6g\n", sp, sq, b[0], b[1], b[2]);
    int all[4] = { x, d, l, u };
    destroy(4, all);
}

static void print_patches(void) {

    int dims[2] = { 5, 6 };
    int g = NGA_Create(C_INT, 2, dims, "P", (void *)0);
    if (me == 0) {
        int buf[30], lo[2] = { 0, 0 }, hi[2] = { 4, 5 }, ld[1] = { 6 };
        for (int i = 0; i < 30; i++)
            buf[i] = 10 * (i / 6) + i % 6;
        NGA_Put(g, lo, hi, buf, ld);
    }
    GA_Sync();
    int lo[2] = { 1, 2 }, hi[2] = { 3, 4 };
    GA_Print_patch(g, 1, 3, 2, 4, 1);
    NGA_Print_patch(g, lo, hi, 1);
    GA_Print_patch(g, 0, 4, 5, 5, 0);
    int lo2[2] = { 0, 5 }, hi2[2] = { 4, 5 };
    NGA_Print_patch(g, lo2, hi2, 0);
    GA_Destroy(g);
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    const char *mode = argc > 1 ? argv[1] : "";
    if (strcmp(mode, "error") == 0) {
        GA_Sync();
        if (me == nproc - 1)
            /* line 365 */
#line 365 "tests/in/ga_upc/ga_misc_api.c"
            NGA_Error("the misc test stops here", 42);
        GA_Sync();
        if (me == 0)
            printf("no error\n");
    } else if (strcmp(mode, "self") == 0) {
        sub_patches();
        print_patches();
    } else {
        step_max();
        bound_info();
        randomize();
        mask_sync();
        nb_fields();
    }
    int rc = finish("ga_misc_api");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return rc;
}

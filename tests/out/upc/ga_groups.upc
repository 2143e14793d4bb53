/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_groups.c"
/* ga_groups.c - process groups: GA_Pgroup_get_world/_default/_mirror, GA_Pgroup_create,
   GA_Pgroup_split, GA_Pgroup_split_irreg (and the NGA_ spellings), the group numbers GA
   gives (a destroyed group's number is used again), GA_Pgroup_nnodes/nodeid,
   GA_Pgroup_sync, GA_Pgroup_brdcst, GA_Pgroup_{i,l,ll,f,d,z}gop on groups that work at the
   same time, GA_Pgroup_destroy. Process 0 prints what every process saw. */
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
#line 13 "samples/ga/ga_groups.c"
static int me, nproc;

/* Every process's value of x, gathered on every process (at most 64 processes). */
static void gather(int x, int *all) {

    for (int p = 0; p < nproc; p++)
        all[p] = 0;
    all[me] = x;
    GA_Igop(all, nproc, "+");
}

static void show(const char *what, int grp) {

    int h[64], id[64], n[64];
    gather(grp, h);
    gather(GA_Pgroup_nodeid(grp), id);
    gather(GA_Pgroup_nnodes(grp), n);
    if (me == 0) {
        printf("%-12s", what);
        for (int p = 0; p < nproc; p++)
            printf(" %d:%d/%d", h[p], id[p], n[p]);
        printf("\n");
    }
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 1000, 1000);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    int world = GA_Pgroup_get_world();
    if (me == 0)
        printf("world %d, default %d, mirror %d\n", world, GA_Pgroup_get_default(), NGA_Pgroup_get_mirror());
    int s3 = GA_Pgroup_split(world, nproc < 3 ? nproc : 3);
    int s2 = NGA_Pgroup_split(world, nproc < 2 ? 1 : 2);
    int si = GA_Pgroup_split_irreg(world, me % 2 ? 7 : 3);
    int sj = NGA_Pgroup_split_irreg(world, nproc - 1 - me);
    int ends[2] = { 0, nproc - 1 };
    int c = GA_Pgroup_create(ends, nproc > 1 ? 2 : 1);
    show("split 3", s3);
    show("split 2", s2);
    show("by parity", si);
    show("singletons", sj);
    show("ends", c);

    /* reductions in groups that work at the same time, many times over */
    double dsum = 0;
    long lmax = 0;
    int ok = 1;
    for (int it = 0; it < 200; it++) {
        double x = me + it;
        GA_Pgroup_dgop(s2, &x, 1, "+");
        int y[2] = { me, it * (me + 1) };
        GA_Pgroup_igop(si, y, 2, "max");
        long z = -(long)me;
        NGA_Pgroup_lgop(s3, &z, 1, "min");
        GA_Pgroup_sync(s3);
        float f = (float)(me + 1);
        GA_Pgroup_fgop(si, &f, 1, "*");
        long long ll = me;
        GA_Pgroup_llgop(s2, &ll, 1, "+");
        /* what the group's members give: ranks are places in the group */
        double want = 0;
        long long wantll = 0;
        for (int r = 0; r < GA_Pgroup_nnodes(s2); r++) {
            int p = me / ((nproc + 1) / 2 > 0 ? (nproc + 1) / 2 : 1) * ((nproc + 1) / 2) + r;
            want += p + it;
            wantll += p;
        }
        if (nproc == 1) {
            want = it;
            wantll = 0;
        }
        int top = me % 2;
        while (top + 2 < nproc)
            top += 2;
        float wantf = 1;
        for (int p = me % 2; p < nproc; p += 2)
            wantf *= (float)(p + 1);
        if (x != want || ll != wantll || y[0] != top || y[1] != it * (top + 1) || f != wantf)
            ok = 0;
        dsum += x;
        lmax = z < lmax ? z : lmax;
    }
    do {
#line 99 "samples/ga/ga_groups.c"
        if (!ok) {
#line 99 "samples/ga/ga_groups.c"
            check_failures++;
#line 99 "samples/ga/ga_groups.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_groups.c", 99);
#line 99 "samples/ga/ga_groups.c"
            printf("group reductions: dgop %g, llgop, igop, fgop", dsum);
#line 99 "samples/ga/ga_groups.c"
            printf("\n");
#line 99 "samples/ga/ga_groups.c"
            fflush(stdout);
        }
    } while (0);
#line 100 "samples/ga/ga_groups.c"
    double all_dsum = dsum;
    GA_Dgop(&all_dsum, 1, "+");
    int negs[64];
    gather((int)lmax, negs);
    if (me == 0) {
        printf("group reductions: sum of dgop results %.1f; lgop minima", all_dsum);
        for (int p = 0; p < nproc; p++)
            printf(" %d", negs[p]);
        printf("\n");
    }

    /* broadcast from the last member of each parity group; complex sums */
    int msg[3] = { -1, -1, -1 };
    int root = GA_Pgroup_nnodes(si) - 1;
    if (GA_Pgroup_nodeid(si) == root) {
        msg[0] = me;
        msg[1] = 100 + me;
        msg[2] = 7;
    }
    GA_Pgroup_brdcst(si, msg, (int)sizeof msg, root);
    DoubleComplex zc = { me, 1 };
    NGA_Pgroup_zgop(s2, &zc, 1, "+");
    int m0[64], zr[64], zi[64];
    gather(msg[0], m0);
    gather((int)zc.real, zr);
    gather((int)zc.imag, zi);
    do {
#line 126 "samples/ga/ga_groups.c"
        if (!(msg[1] == 100 + msg[0] && msg[2] == 7)) {
#line 126 "samples/ga/ga_groups.c"
            check_failures++;
#line 126 "samples/ga/ga_groups.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_groups.c", 126);
#line 126 "samples/ga/ga_groups.c"
            printf("GA_Pgroup_brdcst");
#line 126 "samples/ga/ga_groups.c"
            printf("\n");
#line 126 "samples/ga/ga_groups.c"
            fflush(stdout);
        }
    } while (0);
#line 127 "samples/ga/ga_groups.c"
    if (me == 0) {
        printf("brdcst:");
        for (int p = 0; p < nproc; p++)
            printf(" %d", m0[p]);
        printf("\nzgop:");
        for (int p = 0; p < nproc; p++)
            printf(" %d+%di", zr[p], zi[p]);
        printf("\n");
    }

    /* destroyed numbers are used again */
    int r = GA_Pgroup_destroy(sj);
    int s4 = GA_Pgroup_split(s2, GA_Pgroup_nnodes(s2) < 2 ? 1 : 2);
    show("split again", s4);
    int r2 = NGA_Pgroup_destroy(c);
    int c2 = NGA_Pgroup_create(ends, 1);
    show("first only", c2);
    if (me == 0)
        printf("destroy: %d %d\n", r, r2);
    int status = finish("ga_groups");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}

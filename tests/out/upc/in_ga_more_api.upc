/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_more_api.c"
/* ga_more_api.c - GA 5.8 calls the library added to its process-group class, its queries and
   its whole-array operations: GA_Pgroup_self, GA_Pgroup_duplicate, GA_Pgroup_absolute_id,
   GA_Get_pgroup, GA_Get_pgroup_size (and their NGA_ spellings), GA_Nblock, NGA_Get_dimension,
   GA_Check_handle, GA_Verify_handle, GA_Set_debug/GA_Get_debug, NGA_Inquire_name, the NGA_
   memory queries, GA_Is_mirrored, NGA_Proc_topology, GA_Cluster_proc_nodeid, GA_List_nodeid,
   NGA_Get_proc_grid, GA_Get_proc_index, GA_Abs_value, GA_Recip, GA_Zgop, GA_Cgop, NGA_Igop
   and NGA_Dgop. Built natively and translated, both runs must print the same
   (tests/ga_upc_exec.rs). Process 0 prints what every process found. */
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
#line 1 "tests/in/ga_upc/print_all.h"
/* print_all.h - shared by the test programs of tests/in/ga_upc that print what every process
   found: process 0 prints one line with every process's value. The program sets me and nproc
   (GA_Nodeid() and GA_Nnodes() of the world, at most MAXP processes) before printing. */
#line 12 "tests/in/ga_upc/print_all.h"
static int me, nproc;

/* every process's v, gathered: all[p] is process p's */
static void gather(int v, int *all) {

    memset(all, 0, 8 * sizeof *all);
    all[me] = v;
    NGA_Igop(all, nproc, "+");
}

static void print_all(const char *what, int v) {

    int all[8];
    gather(v, all);
    if (me == 0) {
        printf("%s:", what);
        for (int p = 0; p < nproc; p++)
            printf(" %d", all[p]);
        printf("\n");
    }
}
#line 17 "tests/in/ga_upc/ga_more_api.c"
static void groups(void) {

    /* the world, in reverse order: ranks ascend with the process numbers */
    int list[8], n = nproc > 1 ? nproc - 1 : 1, dims[1];
    for (int i = 0; i < nproc; i++)
        list[i] = nproc - 1 - i;
    int all = GA_Pgroup_create(list, nproc);
    int dup = GA_Pgroup_duplicate(all);
    do {
#line 25 "tests/in/ga_upc/ga_more_api.c"
        if (!(dup != all)) {
#line 25 "tests/in/ga_upc/ga_more_api.c"
            check_failures++;
#line 25 "tests/in/ga_upc/ga_more_api.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_more_api.c", 25);
#line 25 "tests/in/ga_upc/ga_more_api.c"
            printf("the duplicate has the handle %d of its group", dup);
#line 25 "tests/in/ga_upc/ga_more_api.c"
            printf("\n");
#line 25 "tests/in/ga_upc/ga_more_api.c"
            fflush(stdout);
        }
    } while (0);
#line 26 "tests/in/ga_upc/ga_more_api.c"
    print_all("duplicate size", NGA_Get_pgroup_size(dup));
    print_all("duplicate rank", GA_Pgroup_nodeid(dup));
    for (int r = 0; r < nproc; r++)
        print_all("absolute id in the duplicate", GA_Pgroup_absolute_id(dup, r) * 10 + NGA_Pgroup_absolute_id(all, r));
    print_all("absolute id in the world", GA_Pgroup_absolute_id(GA_Pgroup_get_world(), nproc - 1));
    int gop = me + 1;
    GA_Pgroup_igop(dup, &gop, 1, "+");
    print_all("sum over the duplicate", gop);

    /* the last n processes (process 0 is not a member on 2 and 4 processes) */
    int last = GA_Pgroup_create(list, n);
    print_all("size of the last processes", GA_Get_pgroup_size(last));
    print_all("rank among the last processes", GA_Pgroup_nodeid(last));
    if (GA_Pgroup_nodeid(last) >= 0)
        do {
#line 40 "tests/in/ga_upc/ga_more_api.c"
            if (!(GA_Pgroup_absolute_id(last, 0) == nproc - n)) {
#line 40 "tests/in/ga_upc/ga_more_api.c"
                check_failures++;
#line 40 "tests/in/ga_upc/ga_more_api.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_more_api.c", 40);
#line 40 "tests/in/ga_upc/ga_more_api.c"
                printf("rank 0 of the last processes is %d", GA_Pgroup_absolute_id(last, 0));
#line 40 "tests/in/ga_upc/ga_more_api.c"
                printf("\n");
#line 40 "tests/in/ga_upc/ga_more_api.c"
                fflush(stdout);
            }
        } while (0);
#line 42 "tests/in/ga_upc/ga_more_api.c"
    int theirs = -1;
    if (GA_Pgroup_nodeid(last) >= 0) {
        dims[0] = 2 * n;
        int h = GA_Create_handle();
        GA_Set_data(h, 1, dims, C_DBL);
        GA_Set_pgroup(h, last);
        GA_Allocate(h);
        theirs = NGA_Get_pgroup(h) == last;
        GA_Destroy(h);
    }
    print_all("array on the last processes: group is theirs", theirs);

    /* a group of this process alone; every call makes a new one */
    int self = GA_Pgroup_self();
    int self2 = NGA_Pgroup_self();
    do {
#line 57 "tests/in/ga_upc/ga_more_api.c"
        if (!(self != self2)) {
#line 57 "tests/in/ga_upc/ga_more_api.c"
            check_failures++;
#line 57 "tests/in/ga_upc/ga_more_api.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_more_api.c", 57);
#line 57 "tests/in/ga_upc/ga_more_api.c"
            printf("two GA_Pgroup_self calls gave the same group %d", self);
#line 57 "tests/in/ga_upc/ga_more_api.c"
            printf("\n");
#line 57 "tests/in/ga_upc/ga_more_api.c"
            fflush(stdout);
        }
    } while (0);
#line 58 "tests/in/ga_upc/ga_more_api.c"
    print_all("self size", GA_Get_pgroup_size(self) * 10 + NGA_Get_pgroup_size(self2));
    print_all("self rank, absolute id", GA_Pgroup_nodeid(self) * 10 + GA_Pgroup_absolute_id(self, 0));
    GA_Pgroup_sync(self);

    /* an array on the group of this process alone */
    GA_Pgroup_set_default(self);
    dims[0] = 5;
    int g = NGA_Create(C_INT, 1, dims, "mine", (void *)0);
    int v = 7 + me, lo = 0, hi = 4, ld = 1, buf[5];
    GA_Fill(g, &v);
    NGA_Get(g, &lo, &hi, buf, &ld);
    do {
#line 69 "tests/in/ga_upc/ga_more_api.c"
        if (!(GA_Get_pgroup(g) == self)) {
#line 69 "tests/in/ga_upc/ga_more_api.c"
            check_failures++;
#line 69 "tests/in/ga_upc/ga_more_api.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_more_api.c", 69);
#line 69 "tests/in/ga_upc/ga_more_api.c"
            printf("the array's group %d is not %d", GA_Get_pgroup(g), self);
#line 69 "tests/in/ga_upc/ga_more_api.c"
            printf("\n");
#line 69 "tests/in/ga_upc/ga_more_api.c"
            fflush(stdout);
        }
    } while (0);
#line 70 "tests/in/ga_upc/ga_more_api.c"
    int found = GA_Nnodes() * 100 + buf[4];
    GA_Destroy(g);
    GA_Pgroup_set_default(GA_Pgroup_get_world());
    print_all("own array: nodes, element", found);
}

static void queries(void) {

    int dims[2] = { 7, 5 }, chunk[2] = { -1, -1 };
    int g = NGA_Create(C_DBL, 2, dims, "queried", chunk);
    int nb[2], grid[2];
    GA_Nblock(g, nb);
    NGA_Get_proc_grid(g, grid);
    if (me == 0)
        printf("regular: nblock %d %d grid %d %d dim %d name %s\n", nb[0], nb[1], grid[0], grid[1], NGA_Get_dimension(g), NGA_Inquire_name(g));

    for (int p = 0; p < nproc; p++) {
        int c[2];
        NGA_Proc_topology(g, p, c);
        int lo[2], hi[2];
        NGA_Distribution(g, p, lo, hi);
        if (me == 0)
            printf("process %d: topology %d %d, owns %d:%d %d:%d\n", p, c[0], c[1], lo[0], hi[0], lo[1], hi[1]);
    }
    GA_Check_handle(g, "queries");
    int t = GA_Create_handle();
    if (me == 0)
        printf("verify: array %d %d, unallocated %d, other %d; mirrored %d %d\n", GA_Verify_handle(g), NGA_Verify_handle(g), GA_Verify_handle(t), GA_Verify_handle(g + 100), GA_Is_mirrored(g), NGA_Is_mirrored(g));



    /* block-cyclic on a process grid: blocks of 2 x 2 */
    int block[2] = { 2, 2 }, pgrid[2] = { nproc > 1 ? 2 : 1, nproc > 2 ? 2 : 1 };
    int s = GA_Create_handle();
    GA_Set_data(s, 2, dims, C_DBL);
    GA_Set_block_cyclic_proc_grid(s, block, pgrid);
    GA_Allocate(s);
    NGA_Nblock(s, nb);
    GA_Get_proc_grid(s, grid);
    if (me == 0)
        printf("block-cyclic: nblock %d %d grid %d %d\n", nb[0], nb[1], grid[0], grid[1]);
    for (int p = 0; p < nproc; p++) {
        int c[2], x[2];
        GA_Get_proc_index(s, p, c);
        NGA_Get_proc_index(s, p, x);
        do {
#line 115 "tests/in/ga_upc/ga_more_api.c"
            if (!(c[0] == x[0] && c[1] == x[1])) {
#line 115 "tests/in/ga_upc/ga_more_api.c"
                check_failures++;
#line 115 "tests/in/ga_upc/ga_more_api.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_more_api.c", 115);
#line 115 "tests/in/ga_upc/ga_more_api.c"
                printf("NGA_Get_proc_index");
#line 115 "tests/in/ga_upc/ga_more_api.c"
                printf("\n");
#line 115 "tests/in/ga_upc/ga_more_api.c"
                fflush(stdout);
            }
        } while (0);
#line 116 "tests/in/ga_upc/ga_more_api.c"
        int tc[2];
        NGA_Proc_topology(s, p, tc);
        if (me == 0)
            printf("process %d: index %d %d topology %d %d\n", p, c[0], c[1], tc[0], tc[1]);
    }
    GA_Destroy(s);
    GA_Destroy(g);

    int d0 = GA_Get_debug();
    GA_Set_debug(5);
    int d1 = NGA_Get_debug();
    NGA_Set_debug(0);
    print_all("debug flags", d0 * 100 + d1 * 10 + GA_Get_debug());

    do {
#line 130 "tests/in/ga_upc/ga_more_api.c"
        if (!(NGA_Memory_limited() == GA_Memory_limited())) {
#line 130 "tests/in/ga_upc/ga_more_api.c"
            check_failures++;
#line 130 "tests/in/ga_upc/ga_more_api.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_more_api.c", 130);
#line 130 "tests/in/ga_upc/ga_more_api.c"
            printf("NGA_Memory_limited");
#line 130 "tests/in/ga_upc/ga_more_api.c"
            printf("\n");
#line 130 "tests/in/ga_upc/ga_more_api.c"
            fflush(stdout);
        }
    } while (0);
#line 131 "tests/in/ga_upc/ga_more_api.c"
    do {
#line 131 "tests/in/ga_upc/ga_more_api.c"
        if (!(NGA_Memory_avail() == GA_Memory_avail())) {
#line 131 "tests/in/ga_upc/ga_more_api.c"
            check_failures++;
#line 131 "tests/in/ga_upc/ga_more_api.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_more_api.c", 131);
#line 131 "tests/in/ga_upc/ga_more_api.c"
            printf("NGA_Memory_avail");
#line 131 "tests/in/ga_upc/ga_more_api.c"
            printf("\n");
#line 131 "tests/in/ga_upc/ga_more_api.c"
            fflush(stdout);
        }
    } while (0);
#line 132 "tests/in/ga_upc/ga_more_api.c"
    do {
#line 132 "tests/in/ga_upc/ga_more_api.c"
        if (!(NGA_Inquire_memory() == GA_Inquire_memory())) {
#line 132 "tests/in/ga_upc/ga_more_api.c"
            check_failures++;
#line 132 "tests/in/ga_upc/ga_more_api.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_more_api.c", 132);
#line 132 "tests/in/ga_upc/ga_more_api.c"
            printf("NGA_Inquire_memory");
#line 132 "tests/in/ga_upc/ga_more_api.c"
            printf("\n");
#line 132 "tests/in/ga_upc/ga_more_api.c"
            fflush(stdout);
        }
    } while (0);
#line 133 "tests/in/ga_upc/ga_more_api.c"
    if (me == 0)
        printf("memory: limited %d, available without a limit %d\n", NGA_Memory_limited(), NGA_Memory_avail() == (size_t)-1);


    /* nodes: the processes of a node are numbered together */
    print_all("node of every process agrees", GA_Cluster_proc_nodeid(me) == GA_Cluster_nodeid());
    int ok = 1;
    for (int p = 1; p < nproc; p++)
        ok &= GA_Cluster_proc_nodeid(p) >= GA_Cluster_proc_nodeid(p - 1);
    print_all("node numbers ascend", ok);
    int ids[8 + 1];
    for (int i = 0; i <= 8; i++)
        ids[i] = -9;
    /* the installed GA 5.8's GA_List_nodeid damages the heap when it lists 4 processes */
    int listed = nproc < 2 ? nproc : 2;
    GA_List_nodeid(ids, listed);
    if (me == 0) {
        printf("list:");
        for (int i = 0; i <= listed; i++)
            printf(" %d", ids[i]);
        printf("\n");
    }
    NGA_List_nodeid(ids, 1);
    do {
#line 156 "tests/in/ga_upc/ga_more_api.c"
        if (!(ids[0] == 0)) {
#line 156 "tests/in/ga_upc/ga_more_api.c"
            check_failures++;
#line 156 "tests/in/ga_upc/ga_more_api.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_more_api.c", 156);
#line 156 "tests/in/ga_upc/ga_more_api.c"
            printf("NGA_List_nodeid");
#line 156 "tests/in/ga_upc/ga_more_api.c"
            printf("\n");
#line 156 "tests/in/ga_upc/ga_more_api.c"
            fflush(stdout);
        }
    } while (0);
}
#line 159 "tests/in/ga_upc/ga_more_api.c"
static void whole_arrays(void) {

    int dims[2] = { 4, 6 };
    int gd = NGA_Create(C_DBL, 2, dims, "d", (void *)0), gi = NGA_Create(C_INT, 2, dims, "i", (void *)0);
    int gz = NGA_Create(C_DCPL, 2, dims, "z", (void *)0);
    if (me == 0) {
        double d[24];
        int n[24];
        DoubleComplex z[24];
        for (int k = 0; k < 24; k++) {
            d[k] = (k % 2 ? -1 : 1) * (k + 1) * 0.5;
            n[k] = (k % 3 ? -1 : 1) * (k % 5 + 1);
            z[k].real = k % 4 - 1.5;
            z[k].imag = k % 2 ? -2.0 : 2.0;
        }
        int lo[2] = { 0, 0 }, hi[2] = { 3, 5 }, ld[1] = { 6 };
        NGA_Put(gd, lo, hi, d, ld);
        NGA_Put(gi, lo, hi, n, ld);
        NGA_Put(gz, lo, hi, z, ld);
    }
    GA_Sync();
    GA_Abs_value(gd);
    GA_Abs_value(gi);
    GA_Recip(gd);
    GA_Recip(gi);
    int gz2 = GA_Duplicate(gz, "z2");
    GA_Copy(gz, gz2);
    GA_Abs_value(gz);
    GA_Recip(gz2);
    if (me == 0) {
        double d[24];
        int n[24];
        DoubleComplex z[24], z2[24];
        int lo[2] = { 0, 0 }, hi[2] = { 3, 5 }, ld[1] = { 6 };
        NGA_Get(gd, lo, hi, d, ld);
        NGA_Get(gi, lo, hi, n, ld);
        NGA_Get(gz, lo, hi, z, ld);
        NGA_Get(gz2, lo, hi, z2, ld);
        printf("recip(abs) double:");
        for (int k = 0; k < 24; k++)
            printf(" %.4f", d[k]);
        printf("\nrecip(abs) int:");
        for (int k = 0; k < 24; k++)
            printf(" %d", n[k]);
        printf("\nabs complex:");
        for (int k = 0; k < 8; k++)
            printf(" %.4f,%.4f", z[k].real, z[k].imag);
        printf("\nrecip complex:");
        for (int k = 0; k < 8; k++)
            printf(" %.4f,%.4f", z2[k].real, z2[k].imag);
        printf("\n");
    }
    GA_Destroy(gz2);
    GA_Destroy(gz);
    GA_Destroy(gi);
    GA_Destroy(gd);
}

static void reductions(void) {

    DoubleComplex z[2] = {
        { me + 1.0, 2.0 },
        { 1.0, -(double)me },
    };
#line 220 "tests/in/ga_upc/ga_more_api.c"
    GA_Zgop(z, 2, "+");
    SingleComplex c[1] = {
        { 1.0f, (float)me },
    };
#line 222 "tests/in/ga_upc/ga_more_api.c"
    GA_Cgop(c, 1, "+");
    double d[2] = { me * 1.5, -me - 0.25 };
    NGA_Dgop(d, 2, "max");
    double m[1] = { me + 2.0 };
    NGA_Dgop(m, 1, "*");
    int i[2] = { me, 3 * me - 4 };
    NGA_Igop(i, 2, "absmax");
    int all[8];
    gather(z[0].real == nproc * (nproc + 1) / 2.0 && c[0].imag == nproc * (nproc - 1) / 2.0f, all);
    if (me == 0)
        printf("zgop %.2f %.2f %.2f %.2f cgop %.2f %.2f dgop max %.2f %.2f * %.2f igop absmax %d %d; " "all processes equal:", z[0].real, z[0].imag, z[1].real, z[1].imag, c[0].real, c[0].imag, d[0], d[1], m[0], i[0], i[1]);


    if (me == 0) {
        for (int p = 0; p < nproc; p++)
            printf(" %d", all[p]);
        printf("\n");
    }
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    if (nproc > 8)
        GA_Error("at most 8 processes", nproc);
    groups();
    queries();
    whole_arrays();
    reductions();
    int rc = finish("ga_more_api");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return rc;
}

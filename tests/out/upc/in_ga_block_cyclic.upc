/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_block_cyclic.c"
/* ga_block_cyclic.c - GA's block-cyclic distribution without a process grid (GA_Set_block_cyclic,
   NGA_Set_block_cyclic and their 64 forms: blocks dealt round-robin over the processes) on 1-D
   and 2-D arrays of int and double whose block sizes do not divide the dimensions, with the
   queries (NGA_Distribution per block, NGA_Locate, NGA_Locate_region, NGA_Locate_num_blocks,
   GA_Total_blocks, GA_Get_block_info, GA_Nblock) and the operations of the library on them
   (put, get, accumulate, scatter, gather, fill, copy, dot, add, scale, the patch operations,
   printing); the direct access to blocks (NGA_Access_block, NGA_Access_block_grid,
   NGA_Access_block_segment, their 64 forms and the releases) on these arrays and on the
   block-cyclic arrays of a process grid; GA_Set_irreg_flag before GA_Dgemm. Built natively
   and translated, both runs must print the same (tests/ga_upc_exec.rs). Every process writes
   only its own blocks; process 0 prints.

   Run with the argument "self", it prints instead what the installed GA 5.8 gets wrong, for
   the test to compare with known text: GA_Print_distribution of block-cyclic arrays, an array
   of fewer blocks than processes, NGA_Locate_num_blocks of a patch inside one block, the
   direct access to tiled arrays. */
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
#line 26 "tests/in/ga_upc/ga_block_cyclic.c"
static int me, nproc;

static void print_all(const char *what, long v) {

    long all[8];
    memset(all, 0, sizeof all);
    all[me] = v;
    GA_Lgop(all, nproc, "+");
    if (me == 0) {
        printf("%s:", what);
        for (int p = 0; p < nproc; p++)
            printf(" %ld", all[p]);
        printf("\n");
    }
}

/* A block-cyclic array of dims (ndim 1 or 2) with blocks of the extents block; way picks the
   call that sets the distribution. */
static int create(int type, int ndim, int *dims, int *block, int way, const char *name) {

    int g = GA_Create_handle();
    GA_Set_data(g, ndim, dims, type);
    GA_Set_array_name(g, (char *)name);
    int64_t b64[2] = { block[0], ndim > 1 ? block[1] : 0 };
    switch (way) {
    case 0:
        GA_Set_block_cyclic(g, block);
        break;
    case 1:
        NGA_Set_block_cyclic(g, block);
        break;
    case 2:
        GA_Set_block_cyclic64(g, b64);
        break;
    default:
        NGA_Set_block_cyclic64(g, b64);
        break;
    }
    do {
#line 64 "tests/in/ga_upc/ga_block_cyclic.c"
        if (!GA_Allocate(g)) {
#line 64 "tests/in/ga_upc/ga_block_cyclic.c"
            check_failures++;
#line 64 "tests/in/ga_upc/ga_block_cyclic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_block_cyclic.c", 64);
#line 64 "tests/in/ga_upc/ga_block_cyclic.c"
            printf("allocation of %s", name);
#line 64 "tests/in/ga_upc/ga_block_cyclic.c"
            printf("\n");
#line 64 "tests/in/ga_upc/ga_block_cyclic.c"
            fflush(stdout);
        }
    } while (0);
#line 65 "tests/in/ga_upc/ga_block_cyclic.c"
    return g;
}

static void queries(int g) {

    int type, ndim, dims[2], nb[2], bd[2], nb2[2], bd2[2], nbl[2];
    NGA_Inquire(g, &type, &ndim, dims);
    int total = GA_Total_blocks(g);
    do {
#line 73 "tests/in/ga_upc/ga_block_cyclic.c"
        if (!(total == NGA_Total_blocks(g))) {
#line 73 "tests/in/ga_upc/ga_block_cyclic.c"
            check_failures++;
#line 73 "tests/in/ga_upc/ga_block_cyclic.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_block_cyclic.c", 73);
#line 73 "tests/in/ga_upc/ga_block_cyclic.c"
            printf("NGA_Total_blocks");
#line 73 "tests/in/ga_upc/ga_block_cyclic.c"
            printf("\n");
#line 73 "tests/in/ga_upc/ga_block_cyclic.c"
            fflush(stdout);
        }
    } while (0);
#line 74 "tests/in/ga_upc/ga_block_cyclic.c"
    GA_Get_block_info(g, nb, bd);
    NGA_Get_block_info(g, nb2, bd2);
    GA_Nblock(g, nbl);
    if (me == 0) {
        printf("%s: total blocks %d, uses proc grid %d\n", GA_Inquire_name(g), total, GA_Uses_proc_grid(g));
        for (int d = 0; d < ndim; d++) {
            printf("  dim %d: %d blocks of %d (nblock %d)\n", d, nb[d], bd[d], nbl[d]);
            do {
#line 81 "tests/in/ga_upc/ga_block_cyclic.c"
                if (!(nb[d] == nb2[d] && bd[d] == bd2[d])) {
#line 81 "tests/in/ga_upc/ga_block_cyclic.c"
                    check_failures++;
#line 81 "tests/in/ga_upc/ga_block_cyclic.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_block_cyclic.c", 81);
#line 81 "tests/in/ga_upc/ga_block_cyclic.c"
                    printf("NGA_Get_block_info");
#line 81 "tests/in/ga_upc/ga_block_cyclic.c"
                    printf("\n");
#line 81 "tests/in/ga_upc/ga_block_cyclic.c"
                    fflush(stdout);
                }
            } while (0);
        }
#line 83 "tests/in/ga_upc/ga_block_cyclic.c"
        for (int b = 0; b < total; b++) {
            int lo[2], hi[2];
            int64_t lo64[2], hi64[2];
            NGA_Distribution(g, b, lo, hi);
            NGA_Distribution64(g, b, lo64, hi64);
            printf("  block %d:", b);
            for (int d = 0; d < ndim; d++) {
                printf(" %d:%d", lo[d], hi[d]);
                do {
#line 91 "tests/in/ga_upc/ga_block_cyclic.c"
                    if (!(lo64[d] == lo[d] && hi64[d] == hi[d])) {
#line 91 "tests/in/ga_upc/ga_block_cyclic.c"
                        check_failures++;
#line 91 "tests/in/ga_upc/ga_block_cyclic.c"
                        printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_block_cyclic.c", 91);
#line 91 "tests/in/ga_upc/ga_block_cyclic.c"
                        printf("NGA_Distribution64");
#line 91 "tests/in/ga_upc/ga_block_cyclic.c"
                        printf("\n");
#line 91 "tests/in/ga_upc/ga_block_cyclic.c"
                        fflush(stdout);
                    }
                } while (0);
            }
#line 93 "tests/in/ga_upc/ga_block_cyclic.c"
            /* the block's corners are in it */
            printf(" located %d %d\n", NGA_Locate(g, lo), NGA_Locate(g, hi));
        }
        /* patches whose every block has an end inside the patch (see "self" for the others) */
        int lo[2] = { 1, 1 }, hi[2] = { dims[0] - 2, ndim > 1 ? dims[1] - 2 : 0 };
        int all_lo[2] = { 0, 0 }, all_hi[2] = { dims[0] - 1, ndim > 1 ? dims[1] - 1 : 0 };
        int map[4 * 64], procs[64];
        printf("  blocks of the whole array %d, of the inner patch %d\n", NGA_Locate_num_blocks(g, all_lo, all_hi), NGA_Locate_num_blocks(g, lo, hi));

        int n = NGA_Locate_region(g, lo, hi, map, procs);
        printf("  region:");
        for (int i = 0; i < n; i++) {
            printf(" %d[", procs[i]);
            for (int d = 0; d < 2 * ndim; d++)
                printf(d ? ",%d" : "%d", map[2 * ndim * i + d]);
            printf("]");
        }
        printf("\n");
    }
    GA_Sync();
}

/* Process 0 prints the whole array (int or double). */
static void print_array(int g, const char *what) {

    int type, ndim, dims[2];
    NGA_Inquire(g, &type, &ndim, dims);
    GA_Sync();
    if (me == 0) {
        union {
            int i[64];
            double d[64];
        } buf;
#line 126 "tests/in/ga_upc/ga_block_cyclic.c"
        int lo[2] = { 0, 0 }, hi[2] = { dims[0] - 1, ndim > 1 ? dims[1] - 1 : 0 }, ld[1] = { dims[1] };
        NGA_Get(g, lo, hi, &buf, ld);
        int n = dims[0] * (ndim > 1 ? dims[1] : 1);
        printf("%s:", what);
        for (int k = 0; k < n; k++) {
            if (type == 1000 + 1)
                printf(" %d", buf.i[k]);
            else
                printf(" %g", buf.d[k]);
        }
        printf("\n");
    }
    GA_Sync();
}

/* Every process writes its own blocks through NGA_Access_block (64-bit form when wide):
   element (i, j) becomes 100 i + j + 1. */
static void write_blocks(int g, int wide) {

    int type, ndim, dims[2];
    NGA_Inquire(g, &type, &ndim, dims);
    int total = GA_Total_blocks(g);
    for (int b = me; b < total; b += nproc) {
        int lo[2], hi[2], ld[1] = { 1 };
        void *p;
        NGA_Distribution(g, b, lo, hi);
        if (wide) {
            int64_t ld64[1] = { 1 };
            NGA_Access_block64(g, (int64_t)b, &p, ld64);
            ld[0] = (int)ld64[0];
        } else {
            NGA_Access_block(g, b, &p, ld);
        }
        if (ndim == 1) {
            for (int i = lo[0]; i <= hi[0]; i++) {
                if (type == 1000 + 1)
                    ((int *)p)[i - lo[0]] = 100 * i + 1;
                else
                    ((double *)p)[i - lo[0]] = 100 * i + 1.5;
            }
        } else {
            do {
#line 167 "tests/in/ga_upc/ga_block_cyclic.c"
                if (!(ld[0] == hi[1] - lo[1] + 1)) {
#line 167 "tests/in/ga_upc/ga_block_cyclic.c"
                    check_failures++;
#line 167 "tests/in/ga_upc/ga_block_cyclic.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_block_cyclic.c", 167);
#line 167 "tests/in/ga_upc/ga_block_cyclic.c"
                    printf("leading dimension %d of block %d", ld[0], b);
#line 167 "tests/in/ga_upc/ga_block_cyclic.c"
                    printf("\n");
#line 167 "tests/in/ga_upc/ga_block_cyclic.c"
                    fflush(stdout);
                }
            } while (0);
#line 168 "tests/in/ga_upc/ga_block_cyclic.c"
            for (int i = lo[0]; i <= hi[0]; i++)
                for (int j = lo[1]; j <= hi[1]; j++) {
                    int at = (i - lo[0]) * ld[0] + (j - lo[1]);
                    if (type == 1000 + 1)
                        ((int *)p)[at] = 100 * i + j + 1;
                    else
                        ((double *)p)[at] = 100 * i + j + 1.5;
                }
        }
        if (b % 2)
            NGA_Release_update_block(g, b);
        else
            NGA_Release_block(g, b);
    }
    GA_Sync();
}

/* The calling process's segment: its length and the sum of its elements, then the elements
   numbered in storage order (the order of the blocks, each row-major). */
static void segments(int g, int wide) {

    int type, ndim, dims[2];
    NGA_Inquire(g, &type, &ndim, dims);
    void *p;
    long len;
    if (wide) {
        int64_t l64;
        NGA_Access_block_segment64(g, me, &p, &l64);
        len = (long)l64;
    } else {
        int l;
        NGA_Access_block_segment(g, me, &p, &l);
        len = l;
    }
    long sum = 0;
    for (long k = 0; k < len; k++)
        sum += type == 1000 + 1 ? ((int *)p)[k] : (long)((double *)p)[k];
    print_all("segment length", len);
    print_all("segment sum", sum);
    for (long k = 0; k < len; k++) {
        if (type == 1000 + 1)
            ((int *)p)[k] = (int)(1000 * me + k);
        else
            ((double *)p)[k] = 1000.0 * me + k + 0.25;
    }
    if (wide)
        NGA_Release_update_block_segment(g, me);
    else
        NGA_Release_block_segment(g, me);
    GA_Sync();
}

static void one_sided(int gi, int gd) {

    /* process 0 puts a patch across blocks; everybody accumulates into another */
    if (me == 0) {
        int lo[2] = { 1, 1 }, hi[2] = { 3, 4 }, ld[1] = { 4 }, v[12];
        double w[12];
        for (int k = 0; k < 12; k++) {
            v[k] = -k;
            w[k] = -k - 0.5;
        }
        NGA_Put(gi, lo, hi, v, ld);
        NGA_Put(gd, lo, hi, w, ld);
    }
    GA_Sync();
    {
        int lo[2] = { 2, 0 }, hi[2] = { 4, 2 }, ld[1] = { 3 }, v[9];
        double w[9], a = 2.0;
        int ai = 3;
        for (int k = 0; k < 9; k++) {
            v[k] = k + me;
            w[k] = k + 0.5 * me;
        }
        NGA_Acc(gi, lo, hi, v, ld, &ai);
        NGA_Acc(gd, lo, hi, w, ld, &a);
    }
    GA_Sync();
    print_array(gi, "after put and acc (int)");
    print_array(gd, "after put and acc (double)");
    /* scatter by process 0, gather by all */
    int s0[4] = { 0, 0 }, s1[2] = { 4, 1 }, s2[2] = { 2, 4 }, s3[2] = { 3, 3 };
    int *subs[4] = { s0, s1, s2, s3 };
    if (me == 0) {
        int v[4] = { 7, 8, 9, 10 };
        double w[4] = { 7.5, 8.5, 9.5, 10.5 };
        NGA_Scatter(gi, v, subs, 4);
        NGA_Scatter(gd, w, subs, 4);
    }
    GA_Sync();
    int v[4];
    double w[4];
    NGA_Gather(gi, v, subs, 4);
    NGA_Gather(gd, w, subs, 4);
    for (int k = 0; k < 4; k++)
        do {
#line 263 "tests/in/ga_upc/ga_block_cyclic.c"
            if (!(v[k] == 7 + k && w[k] == 7.5 + k)) {
#line 263 "tests/in/ga_upc/ga_block_cyclic.c"
                check_failures++;
#line 263 "tests/in/ga_upc/ga_block_cyclic.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_block_cyclic.c", 263);
#line 263 "tests/in/ga_upc/ga_block_cyclic.c"
                printf("gathered %d: %d %g", k, v[k], w[k]);
#line 263 "tests/in/ga_upc/ga_block_cyclic.c"
                printf("\n");
#line 263 "tests/in/ga_upc/ga_block_cyclic.c"
                fflush(stdout);
            }
        } while (0);
#line 264 "tests/in/ga_upc/ga_block_cyclic.c"
    GA_Sync();
    if (me == 0) {
        double a = 0.5;
        NGA_Scatter_acc(gd, w, subs, 4, &a);
    }
    GA_Sync();
    print_array(gd, "after scatter_acc");
}

static void collectives(int gi, int gd) {

    int ndim = 2, dims[2] = { 5, 7 };
    /* a regular array of the same shape */
    int gr = NGA_Create(C_DBL, ndim, dims, "regular", (void *)0);
    int gri = NGA_Create(C_INT, ndim, dims, "regular int", (void *)0);
    int lo[2] = { 1, 2 }, hi[2] = { 3, 5 };
    double five = 5.0, two = 2.0, half = 0.5;
    int three = 3, one = 1, itwo = 2;
    GA_Fill(gr, &five);
    GA_Fill(gri, &three);
    NGA_Fill_patch(gd, lo, hi, &two);
    print_array(gd, "fill patch");
    double dot = GA_Ddot(gd, gd);
    double dotr = GA_Ddot(gd, gr);
    long idot = GA_Idot(gi, gi);
    if (me == 0)
        printf("dots: %.2f %.2f %ld\n", dot, dotr, idot);
    GA_Scale(gd, &half);
    GA_Scale(gi, &three);
    print_array(gd, "scaled");
    GA_Add(&two, gd, &half, gr, gd);
    print_array(gd, "added");
    NGA_Scale_patch(gi, lo, hi, &itwo);
    int plo[2] = { 0, 0 }, phi[2] = { 2, 3 };
    NGA_Add_patch(&itwo, gi, plo, phi, &one, gri, plo, phi, gi, plo, phi);
    print_array(gi, "patch add");
    /* copies: block-cyclic to regular and back, patches, a duplicate */
    GA_Copy(gd, gr);
    print_array(gr, "copied to regular");
    int slo[2] = { 0, 0 }, shi[2] = { 2, 2 }, dlo[2] = { 2, 4 }, dhi[2] = { 4, 6 };
    NGA_Copy_patch('n', gri, slo, shi, gi, dlo, dhi);
    print_array(gi, "copy patch");
    int gdup = GA_Duplicate(gd, "duplicate");
    int same = GA_Compare_distr(gd, gdup), other = GA_Compare_distr(gd, gr);
    if (me == 0)
        printf("compare distr: %d %d\n", same, other);
    GA_Zero(gdup);
    GA_Copy(gr, gdup);
    print_array(gdup, "copied back");
    double d2 = GA_Ddot(gdup, gr);
    if (me == 0)
        printf("dot of the copies: %.3f\n", d2);
    NGA_Zero_patch(gdup, lo, hi);
    GA_Print(gdup);
    NGA_Print_patch(gi, plo, phi, 1);
    GA_Destroy(gdup);
    GA_Destroy(gri);
    GA_Destroy(gr);
}

/* The block-cyclic arrays of a process grid (a 1-D int array, 11 in blocks of 3, and a 2-D
   double array, 7 x 5 in blocks of 2 x 2; a 1-D array is seen as n x 1 below): each process
   writes its blocks through NGA_Access_block_grid (the 64 form for every other), then reads
   them through NGA_Access_block; only the elements are compared (GA's leading dimensions are
   those of the process's whole local matrix, the library's those of the block). */
static void grid_blocks(int type, int ndim) {

    int dims[2] = { 7, 5 }, block[2] = { 2, 2 }, grid[2];
    grid[0] = nproc >= 2 ? 2 : 1;
    grid[1] = nproc / grid[0];
    if (ndim == 1) {
        dims[0] = 11;
        dims[1] = 1;
        block[0] = 3;
        block[1] = 1;
        grid[0] = nproc;
        grid[1] = 1;
    }
    int g = GA_Create_handle();
    GA_Set_data(g, ndim, dims, type);
    GA_Set_array_name(g, "grid");
    GA_Set_block_cyclic_proc_grid(g, block, grid);
    GA_Allocate(g);
    int pidx[2] = { 0, 0 }, nb[2] = { 1, 1 }, bd[2];
    GA_Get_proc_index(g, me, pidx);
    GA_Get_block_info(g, nb, bd);
    long mine = 0;
    for (int bi = pidx[0]; bi < nb[0]; bi += grid[0])
        for (int bj = pidx[1]; bj < nb[1]; bj += grid[1]) {
            int index[2] = { bi, bj }, ld[1] = { 1 };
            void *p;
            if ((bi + bj) % 2) {
                int64_t index64[2] = { bi, bj }, ld64[1] = { 1 };
                NGA_Access_block_grid64(g, index64, &p, ld64);
                ld[0] = (int)ld64[0];
            } else {
                NGA_Access_block_grid(g, index, &p, ld);
            }
            for (int i = bi * block[0]; i < (bi + 1) * block[0] && i < dims[0]; i++)
                for (int j = bj * block[1]; j < (bj + 1) * block[1] && j < dims[1]; j++) {
                    int at = (i - bi * block[0]) * ld[0] + (j - bj * block[1]);
                    if (type == 1000 + 1)
                        ((int *)p)[at] = 10 * i + j;
                    else
                        ((double *)p)[at] = 10 * i + j + 0.5;
                }
            if (bi % 2)
                NGA_Release_update_block_grid(g, index);
            else
                NGA_Release_block_grid(g, index);
            mine++;
        }
    GA_Sync();
    print_all("grid blocks written", mine);
    print_array(g, "grid array");
    double sum = 0;
    for (int b = 0; b < GA_Total_blocks(g); b++) {
        int lo[2] = { 0, 0 }, hi[2] = { 0, 0 }, ld[1] = { 1 };
        void *p;
        NGA_Distribution(g, b, lo, hi);
        int owner = NGA_Locate(g, lo);
        /* the owner's pointer, read by the owner */
        int index[2] = { lo[0] / block[0], lo[1] / block[1] };
        int idx = index[0] * nb[1] + index[1];
        do {
#line 388 "tests/in/ga_upc/ga_block_cyclic.c"
            if (!(owner == idx)) {
#line 388 "tests/in/ga_upc/ga_block_cyclic.c"
                check_failures++;
#line 388 "tests/in/ga_upc/ga_block_cyclic.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_block_cyclic.c", 388);
#line 388 "tests/in/ga_upc/ga_block_cyclic.c"
                printf("block %d located at %d", idx, owner);
#line 388 "tests/in/ga_upc/ga_block_cyclic.c"
                printf("\n");
#line 388 "tests/in/ga_upc/ga_block_cyclic.c"
                fflush(stdout);
            }
        } while (0);
#line 389 "tests/in/ga_upc/ga_block_cyclic.c"
        int pi[2] = { 0, 0 };
        int holder = -1;
        for (int p2 = 0; p2 < nproc; p2++) {
            GA_Get_proc_index(g, p2, pi);
            if (index[0] % grid[0] == pi[0] && index[1] % grid[1] == pi[1])
                holder = p2;
        }
        if (holder != me)
            continue;
        NGA_Access_block(g, idx, &p, ld);
        for (int i = lo[0]; i <= hi[0]; i++)
            for (int j = lo[1]; j <= hi[1]; j++) {
                int at = (i - lo[0]) * ld[0] + (j - lo[1]);
                sum += type == 1000 + 1 ? ((int *)p)[at] : ((double *)p)[at];
            }
        NGA_Release_block(g, idx);
    }
    print_all("grid sums x2", (long)(2 * sum));
    GA_Destroy(g);
}

/* GA_Set_irreg_flag: GA_Dgemm of irregular arrays with the flag cleared and set. */
static void irreg_flag(void) {

    int dims[2] = { 6, 6 }, nblock[2] = { 2, 1 }, map[3] = { 0, 4, 0 };
    if (nproc == 1) {
        nblock[0] = 1;
        map[1] = 0;
    }
    int g[3];
    for (int k = 0; k < 3; k++) {
        g[k] = GA_Create_handle();
        GA_Set_data(g[k], 2, dims, C_DBL);
        GA_Set_irreg_distr(g[k], map, nblock);
        if (k == 0)
            GA_Set_irreg_flag(g[k], 0);
        else
            NGA_Set_irreg_flag(g[k], 1);
        GA_Allocate(g[k]);
    }
    if (me == 0) {
        double a[36];
        int lo[2] = { 0, 0 }, hi[2] = { 5, 5 }, ld[1] = { 6 };
        for (int k = 0; k < 36; k++)
            a[k] = k % 7 - 2.0;
        NGA_Put(g[0], lo, hi, a, ld);
        for (int k = 0; k < 36; k++)
            a[k] = k % 5 + 1.0;
        NGA_Put(g[1], lo, hi, a, ld);
    }
    GA_Sync();
    GA_Dgemm('n', 't', 6, 6, 6, 1.0, g[0], g[1], 0.0, g[2]);
    int lo[2], hi[2];
    NGA_Distribution(g[0], me, lo, hi);
    print_all("irregular rows from", lo[0]);
    print_array(g[2], "dgemm");
    for (int k = 0; k < 3; k++)
        GA_Destroy(g[k]);
}

/* What the installed GA 5.8 gets wrong (see the top of the file). */
static void self(void) {

    int d1[1] = { 11 }, b1[1] = { 3 }, d2[2] = { 7, 5 }, b2[2] = { 3, 2 };
    int g1 = create(1000 + 1, 1, d1, b1, 0, "cyclic 1-D");
    int g2 = create(1000 + 4, 2, d2, b2, 1, "cyclic 2-D");
    GA_Print_distribution(g1);
    GA_Print_distribution(g2);
    /* fewer blocks than processes (GA 5.8 stops in NGA_Get: "Transfer is out of range") */
    int d3[1] = { 9 }, b3[1] = { 4 };
    int g3 = create(1000 + 4, 1, d3, b3, 2, "three blocks");
    write_blocks(g3, 1);
    print_array(g3, "three blocks");
    segments(g3, 0);
    print_array(g3, "three segments");
    GA_Destroy(g3);
    int lo1[1] = { 4 }, hi1[1] = { 4 }, lo2[2] = { 4, 2 }, hi2[2] = { 4, 3 }, lo3[2] = { 1, 0 }, hi3[2] = { 1, 4 };
    if (me == 0)
        printf("blocks of patches inside one block: %d %d %d\n", NGA_Locate_num_blocks(g1, lo1, hi1), NGA_Locate_num_blocks(g2, lo2, hi2), NGA_Locate_num_blocks(g2, lo3, hi3));

    /* tiled: each process's blocks through NGA_Access_block_grid, checked against NGA_Get */
    int dims[2] = { 7, 5 }, block[2] = { 3, 2 }, grid[2];
    grid[0] = nproc >= 2 ? 2 : 1;
    grid[1] = nproc / grid[0];
    int gt = GA_Create_handle();
    GA_Set_data(gt, 2, dims, C_INT);
    GA_Set_tiled_proc_grid(gt, block, grid);
    GA_Allocate(gt);
    int v[35], lo[2] = { 0, 0 }, hi[2] = { 6, 4 }, ld[1] = { 5 };
    for (int k = 0; k < 35; k++)
        v[k] = k;
    if (me == 0)
        NGA_Put(gt, lo, hi, v, ld);
    GA_Sync();
    int pidx[2], nb[2] = { 3, 3 }, bad = 0;
    long lds = 0;
    GA_Get_proc_index(gt, me, pidx);
    for (int bi = pidx[0]; bi < nb[0]; bi += grid[0])
        for (int bj = pidx[1]; bj < nb[1]; bj += grid[1]) {
            int index[2] = { bi, bj }, bld[1], *p;
            NGA_Access_block_grid(gt, index, &p, bld);
            lds = lds * 10 + bld[0];
            for (int i = bi * 3; i < bi * 3 + 3 && i < 7; i++)
                for (int j = bj * 2; j < bj * 2 + 2 && j < 5; j++)
                    if (p[(i - bi * 3) * bld[0] + (j - bj * 2)] != 5 * i + j)
                        bad++;
            NGA_Release_block_grid(gt, index);
        }
    print_all("tiled leading dimensions", lds);
    print_all("tiled elements wrong", bad);
    GA_Destroy(gt);
    GA_Destroy(g2);
    GA_Destroy(g1);
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 100000, 100000);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    if (argc > 1 && !strcmp(argv[1], "self")) {
        self();
    } else {
        int d1[1] = { 11 }, b1[1] = { 3 }, d1b[1] = { 9 }, b1b[1] = { 2 };
        int d2[2] = { 5, 7 }, b2[2] = { 2, 3 }, d2b[2] = { 5, 7 }, b2b[2] = { 3, 2 };
        int gi1 = create(1000 + 1, 1, d1, b1, 0, "int 1-D");
        int gd1 = create(1000 + 4, 1, d1b, b1b, 2, "double 1-D");
        int gi2 = create(1000 + 1, 2, d2, b2, 1, "int 2-D");
        int gd2 = create(1000 + 4, 2, d2b, b2b, 3, "double 2-D");
        int gs[4] = { gi1, gd1, gi2, gd2 };
        for (int k = 0; k < 4; k++)
            queries(gs[k]);
        int dr[2] = { 5, 7 };
        int greg = NGA_Create(C_INT, 2, dr, "regular", (void *)0);
        int rlo[2] = { 0, 0 }, rhi[2] = { 4, 6 };
        if (me == 0)
            printf("blocks of a regular array: %d, total %d\n", NGA_Locate_num_blocks(greg, rlo, rhi), GA_Total_blocks(greg));

        GA_Destroy(greg);
        for (int k = 0; k < 4; k++)
            write_blocks(gs[k], k % 2);
        print_array(gi1, "blocks int 1-D");
        print_array(gd1, "blocks double 1-D");
        print_array(gi2, "blocks int 2-D");
        print_array(gd2, "blocks double 2-D");
        for (int k = 0; k < 4; k++)
            segments(gs[k], k >= 2);
        print_array(gi1, "segments int 1-D");
        print_array(gd1, "segments double 1-D");
        print_array(gi2, "segments int 2-D");
        print_array(gd2, "segments double 2-D");
        one_sided(gi2, gd2);
        collectives(gi2, gd2);
        grid_blocks(1000 + 1, 1);
        grid_blocks(1000 + 4, 2);
        irreg_flag();
        for (int k = 0; k < 4; k++)
            GA_Destroy(gs[k]);
    }
    int status = finish("ga_block_cyclic");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}

/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_mutex.c"
/* ga_mutex.c - mutual exclusion, registered types and fences: GA_Create_mutexes, NGA_Lock,
   NGA_Unlock, GA_Lock, GA_Unlock, GA_Destroy_mutexes, GA_Init_fence, GA_Fence, ARMCI_AllFence,
   NGA_Register_type, NGA_Deregister_type, NGA_Get_field, NGA_Put_field. */
#include <string.h>
#include <ga.h>
#include <macdecls.h>
#include <armci.h>
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
#line 13 "samples/ga/ga_mutex.c"
static int me, nproc;



/* A counter incremented under a mutex by every process: no update is lost. */
static void test_mutexes(void) {

    int one = 1, zero = 0;
    do {
#line 21 "samples/ga/ga_mutex.c"
        if (!(GA_Create_mutexes(0) == 0)) {
#line 21 "samples/ga/ga_mutex.c"
            check_failures++;
#line 21 "samples/ga/ga_mutex.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 21);
#line 21 "samples/ga/ga_mutex.c"
            printf("GA_Create_mutexes(0) succeeded");
#line 21 "samples/ga/ga_mutex.c"
            printf("\n");
#line 21 "samples/ga/ga_mutex.c"
            fflush(stdout);
        }
    } while (0);
#line 22 "samples/ga/ga_mutex.c"
    do {
#line 22 "samples/ga/ga_mutex.c"
        if (!(GA_Create_mutexes(nproc + 1) == 1)) {
#line 22 "samples/ga/ga_mutex.c"
            check_failures++;
#line 22 "samples/ga/ga_mutex.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 22);
#line 22 "samples/ga/ga_mutex.c"
            printf("GA_Create_mutexes failed");
#line 22 "samples/ga/ga_mutex.c"
            printf("\n");
#line 22 "samples/ga/ga_mutex.c"
            fflush(stdout);
        }
    } while (0);
#line 23 "samples/ga/ga_mutex.c"
    int g = NGA_Create(C_LONG, 1, &one, "counter", (void *)0);
    GA_Zero(g);
    for (int r = 0; r < 25; r++) {
        long v;
        NGA_Lock(0);
        GA_Init_fence();
        NGA_Get(g, &zero, &zero, &v, (void *)0);
        v += me + 1;
        NGA_Put(g, &zero, &zero, &v, (void *)0);
        GA_Fence();
        NGA_Unlock(0);
    }
    GA_Sync();
    long total;
    NGA_Get(g, &zero, &zero, &total, (void *)0);
    long want = (long)25 * nproc * (nproc + 1) / 2;
    do {
#line 39 "samples/ga/ga_mutex.c"
        if (!(total == want)) {
#line 39 "samples/ga/ga_mutex.c"
            check_failures++;
#line 39 "samples/ga/ga_mutex.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 39);
#line 39 "samples/ga/ga_mutex.c"
            printf("counter %ld, expected %ld", total, want);
#line 39 "samples/ga/ga_mutex.c"
            printf("\n");
#line 39 "samples/ga/ga_mutex.c"
            fflush(stdout);
        }
    } while (0);
#line 40 "samples/ga/ga_mutex.c"
    if (me == 0)
        printf("counter after %d rounds on %d processes: %ld\n", 25, nproc, total);

    /* Each process's own mutex, taken by its right-hand neighbour too. */
    int mine = me + 1, right = (me + 1) % nproc + 1;
    GA_Lock(mine);
    GA_Unlock(mine);
    GA_Lock(right);
    GA_Unlock(right);
    GA_Destroy(g);
    do {
#line 50 "samples/ga/ga_mutex.c"
        if (!(GA_Destroy_mutexes() == 1)) {
#line 50 "samples/ga/ga_mutex.c"
            check_failures++;
#line 50 "samples/ga/ga_mutex.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 50);
#line 50 "samples/ga/ga_mutex.c"
            printf("GA_Destroy_mutexes failed");
#line 50 "samples/ga/ga_mutex.c"
            printf("\n");
#line 50 "samples/ga/ga_mutex.c"
            fflush(stdout);
        }
    } while (0);
}
#line 53 "samples/ga/ga_mutex.c"
struct record {
    int id;
    double value;
    char tag[4];
};
#line 59 "samples/ga/ga_mutex.c"
/* An array of structures: whole elements, then single fields written by different processes
   at the same time (a field put leaves the element's other fields alone). */
static void test_registered_type(void) {

    int t = NGA_Register_type(sizeof(struct record));
    do {
#line 64 "samples/ga/ga_mutex.c"
        if (!(t > 0)) {
#line 64 "samples/ga/ga_mutex.c"
            check_failures++;
#line 64 "samples/ga/ga_mutex.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 64);
#line 64 "samples/ga/ga_mutex.c"
            printf("NGA_Register_type: %d", t);
#line 64 "samples/ga/ga_mutex.c"
            printf("\n");
#line 64 "samples/ga/ga_mutex.c"
            fflush(stdout);
        }
    } while (0);
#line 65 "samples/ga/ga_mutex.c"
    int n = 4 * nproc, dims[1] = { n }, ld[1] = { 4 };
    int g = NGA_Create(t, 1, dims, "records", (void *)0);
    do {
#line 67 "samples/ga/ga_mutex.c"
        if (!(g != 0)) {
#line 67 "samples/ga/ga_mutex.c"
            check_failures++;
#line 67 "samples/ga/ga_mutex.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 67);
#line 67 "samples/ga/ga_mutex.c"
            printf("NGA_Create of a registered type");
#line 67 "samples/ga/ga_mutex.c"
            printf("\n");
#line 67 "samples/ga/ga_mutex.c"
            fflush(stdout);
        }
    } while (0);
#line 68 "samples/ga/ga_mutex.c"
    struct record mine[4];
    for (int k = 0; k < 4; k++) {
        mine[k].id = 4 * me + k;
        mine[k].value = 0.5 * (4 * me + k);
        snprintf(mine[k].tag, sizeof mine[k].tag, "%c%d", 'a' + me, k);
    }
    int lo[1] = { 4 * me }, hi[1] = { 4 * me + 3 };
    NGA_Put(g, lo, hi, mine, ld);
    GA_Sync();

    /* value of the next process's block, id of the block after it */
    int b1 = (me + 1) % nproc, b2 = (me + 2) % nproc;
    double values[4];
    int ids[4];
    for (int k = 0; k < 4; k++) {
        values[k] = 100.0 * me + k;
        ids[k] = 1000 * (me + 1) + k;
    }
    lo[0] = 4 * b1;
    hi[0] = 4 * b1 + 3;
    NGA_Put_field(g, lo, hi, __builtin_offsetof(struct record, value), sizeof(double), values, ld);
    lo[0] = 4 * b2;
    hi[0] = 4 * b2 + 3;
    NGA_Put_field(g, lo, hi, __builtin_offsetof(struct record, id), sizeof(int), ids, ld);
    ARMCI_AllFence();
    GA_Sync();

    if (me == 0) {
        struct record all[4 * 16];
        char tags[4 * 16][4];
        double vals[4 * 16];
        int full[1] = { n }, a = 0, b = n - 1;
        NGA_Get(g, &a, &b, all, full);
        NGA_Get_field(g, &a, &b, __builtin_offsetof(struct record, tag), 4, tags, full);
        NGA_Get_field(g, &a, &b, __builtin_offsetof(struct record, value), sizeof(double), vals, full);
        for (int i = 0; i < n; i++) {
            int blk = i / 4, k = i % 4;
            int writer_v = (blk - 1 + nproc) % nproc, writer_i = (blk - 2 + 2 * nproc) % nproc;
            char want_tag[4];
            snprintf(want_tag, sizeof want_tag, "%c%d", 'a' + blk, k);
            do {
#line 108 "samples/ga/ga_mutex.c"
                if (!(all[i].value == 100.0 * writer_v + k && vals[i] == all[i].value)) {
#line 108 "samples/ga/ga_mutex.c"
                    check_failures++;
#line 108 "samples/ga/ga_mutex.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 108);
#line 108 "samples/ga/ga_mutex.c"
                    printf("value of %d: %g", i, all[i].value);
#line 108 "samples/ga/ga_mutex.c"
                    printf("\n");
#line 108 "samples/ga/ga_mutex.c"
                    fflush(stdout);
                }
            } while (0);
#line 110 "samples/ga/ga_mutex.c"
            do {
#line 110 "samples/ga/ga_mutex.c"
                if (!(all[i].id == 1000 * (writer_i + 1) + k)) {
#line 110 "samples/ga/ga_mutex.c"
                    check_failures++;
#line 110 "samples/ga/ga_mutex.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 110);
#line 110 "samples/ga/ga_mutex.c"
                    printf("id of %d: %d", i, all[i].id);
#line 110 "samples/ga/ga_mutex.c"
                    printf("\n");
#line 110 "samples/ga/ga_mutex.c"
                    fflush(stdout);
                }
            } while (0);
#line 111 "samples/ga/ga_mutex.c"
            do {
#line 111 "samples/ga/ga_mutex.c"
                if (!(strcmp(all[i].tag, want_tag) == 0 && strcmp(tags[i], want_tag) == 0)) {
#line 111 "samples/ga/ga_mutex.c"
                    check_failures++;
#line 111 "samples/ga/ga_mutex.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 111);
#line 111 "samples/ga/ga_mutex.c"
                    printf("tag of %d: %s", i, all[i].tag);
#line 111 "samples/ga/ga_mutex.c"
                    printf("\n");
#line 111 "samples/ga/ga_mutex.c"
                    fflush(stdout);
                }
            } while (0);
#line 113 "samples/ga/ga_mutex.c"
            printf("record %2d: id %4d value %6.1f tag %s\n", i, all[i].id, all[i].value, tags[i]);
        }
    }
    GA_Sync();
    GA_Destroy(g);
    do {
#line 118 "samples/ga/ga_mutex.c"
        if (!(NGA_Deregister_type(t) == 0)) {
#line 118 "samples/ga/ga_mutex.c"
            check_failures++;
#line 118 "samples/ga/ga_mutex.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 118);
#line 118 "samples/ga/ga_mutex.c"
            printf("NGA_Deregister_type");
#line 118 "samples/ga/ga_mutex.c"
            printf("\n");
#line 118 "samples/ga/ga_mutex.c"
            fflush(stdout);
        }
    } while (0);
#line 119 "samples/ga/ga_mutex.c"
    do {
#line 119 "samples/ga/ga_mutex.c"
        if (!(NGA_Deregister_type(t) == -2)) {
#line 119 "samples/ga/ga_mutex.c"
            check_failures++;
#line 119 "samples/ga/ga_mutex.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 119);
#line 119 "samples/ga/ga_mutex.c"
            printf("NGA_Deregister_type of a free type");
#line 119 "samples/ga/ga_mutex.c"
            printf("\n");
#line 119 "samples/ga/ga_mutex.c"
            fflush(stdout);
        }
    } while (0);
#line 120 "samples/ga/ga_mutex.c"
    do {
#line 120 "samples/ga/ga_mutex.c"
        if (!(NGA_Deregister_type(1000 + 4) == -1)) {
#line 120 "samples/ga/ga_mutex.c"
            check_failures++;
#line 120 "samples/ga/ga_mutex.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_mutex.c", 120);
#line 120 "samples/ga/ga_mutex.c"
            printf("NGA_Deregister_type of C_DBL");
#line 120 "samples/ga/ga_mutex.c"
            printf("\n");
#line 120 "samples/ga/ga_mutex.c"
            fflush(stdout);
        }
    } while (0);
}
#line 123 "samples/ga/ga_mutex.c"
int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 1000, 1000);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    if (nproc > 16)
        GA_Error("ga_mutex runs on at most 16 processes", nproc);
    test_mutexes();
    test_registered_type();
    int status = finish("ga_mutex");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}

/* ga_mutex.c - mutual exclusion, registered types and fences: GA_Create_mutexes, NGA_Lock,
   NGA_Unlock, GA_Lock, GA_Unlock, GA_Destroy_mutexes, GA_Init_fence, GA_Fence, ARMCI_AllFence,
   NGA_Register_type, NGA_Deregister_type, NGA_Get_field, NGA_Put_field. */
#include <mpi.h>
#include <stddef.h>
#include <string.h>

#include "ga.h"
#include "macdecls.h"
#include "armci.h"
#include "check.h"

static int me, nproc;

#define ROUNDS 25

/* A counter incremented under a mutex by every process: no update is lost. */
static void test_mutexes(void)
{
    int one = 1, zero = 0;
    CHECK(GA_Create_mutexes(0) == 0, "GA_Create_mutexes(0) succeeded");
    CHECK(GA_Create_mutexes(nproc + 1) == 1, "GA_Create_mutexes failed");
    int g = NGA_Create(C_LONG, 1, &one, "counter", NULL);
    GA_Zero(g);
    for (int r = 0; r < ROUNDS; r++) {
        long v;
        NGA_Lock(0);
        GA_Init_fence();
        NGA_Get(g, &zero, &zero, &v, NULL);
        v += me + 1;
        NGA_Put(g, &zero, &zero, &v, NULL);
        GA_Fence();
        NGA_Unlock(0);
    }
    GA_Sync();
    long total;
    NGA_Get(g, &zero, &zero, &total, NULL);
    long want = (long)ROUNDS * nproc * (nproc + 1) / 2;
    CHECK(total == want, "counter %ld, expected %ld", total, want);
    if (me == 0)
        printf("counter after %d rounds on %d processes: %ld\n", ROUNDS, nproc, total);

    /* Each process's own mutex, taken by its right-hand neighbour too. */
    int mine = me + 1, right = (me + 1) % nproc + 1;
    GA_Lock(mine);
    GA_Unlock(mine);
    GA_Lock(right);
    GA_Unlock(right);
    GA_Destroy(g);
    CHECK(GA_Destroy_mutexes() == 1, "GA_Destroy_mutexes failed");
}

struct record {
    int id;
    double value;
    char tag[4];
};

/* An array of structures: whole elements, then single fields written by different processes
   at the same time (a field put leaves the element's other fields alone). */
static void test_registered_type(void)
{
    int t = NGA_Register_type(sizeof(struct record));
    CHECK(t > 0, "NGA_Register_type: %d", t);
    int n = 4 * nproc, dims[1] = { n }, ld[1] = { 4 };
    int g = NGA_Create(t, 1, dims, "records", NULL);
    CHECK(g != 0, "NGA_Create of a registered type");
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
    NGA_Put_field(g, lo, hi, offsetof(struct record, value), sizeof(double), values, ld);
    lo[0] = 4 * b2;
    hi[0] = 4 * b2 + 3;
    NGA_Put_field(g, lo, hi, offsetof(struct record, id), sizeof(int), ids, ld);
    ARMCI_AllFence();
    GA_Sync();

    if (me == 0) {
        struct record all[4 * 16];
        char tags[4 * 16][4];
        double vals[4 * 16];
        int full[1] = { n }, a = 0, b = n - 1;
        NGA_Get(g, &a, &b, all, full);
        NGA_Get_field(g, &a, &b, offsetof(struct record, tag), 4, tags, full);
        NGA_Get_field(g, &a, &b, offsetof(struct record, value), sizeof(double), vals, full);
        for (int i = 0; i < n; i++) {
            int blk = i / 4, k = i % 4;
            int writer_v = (blk - 1 + nproc) % nproc, writer_i = (blk - 2 + 2 * nproc) % nproc;
            char want_tag[4];
            snprintf(want_tag, sizeof want_tag, "%c%d", 'a' + blk, k);
            CHECK(all[i].value == 100.0 * writer_v + k && vals[i] == all[i].value, "value of %d: %g", i,
                  all[i].value);
            CHECK(all[i].id == 1000 * (writer_i + 1) + k, "id of %d: %d", i, all[i].id);
            CHECK(strcmp(all[i].tag, want_tag) == 0 && strcmp(tags[i], want_tag) == 0, "tag of %d: %s", i,
                  all[i].tag);
            printf("record %2d: id %4d value %6.1f tag %s\n", i, all[i].id, all[i].value, tags[i]);
        }
    }
    GA_Sync();
    GA_Destroy(g);
    CHECK(NGA_Deregister_type(t) == 0, "NGA_Deregister_type");
    CHECK(NGA_Deregister_type(t) == -2, "NGA_Deregister_type of a free type");
    CHECK(NGA_Deregister_type(C_DBL) == -1, "NGA_Deregister_type of C_DBL");
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
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
    MPI_Finalize();
    return status;
}

/* ga_memory.c - memory and processes: GA_Initialize, the memory allocator (MA_init,
   MA_initialized, MA_push_get, MA_push_stack, MA_pop_stack, MA_chop_stack, MA_alloc_get,
   MA_allocate_heap, MA_free_heap, MA_get_pointer, MA_get_index, MA_inquire_avail,
   MA_inquire_heap, MA_inquire_stack, MA_sizeof, MA_set_* ...), ARMCI_Malloc_local,
   ARMCI_Free_local, GA_Getmem, GA_Freemem, GA_Assemble_duplicate, GA_Pgroup_create,
   GA_Pgroup_nnodes, GA_Pgroup_nodeid, GA_Brdcst, GA_Igop; and the MPI calls of GA programs:
   MPI_Init_thread, MPI_Comm_rank, MPI_Comm_size, MPI_Wtime, MPI_Barrier, MPI_Abort (on a
   failure only), MPI_Finalize, with NGA_Sync. */
#include <mpi.h>
#include <string.h>

#include "ga.h"
#include "macdecls.h"
#include "armci.h"
#include "check.h"

static int me, nproc;

static void test_ma(void)
{
    CHECK(MA_init(MT_DBL, 10000, 20000) == MA_TRUE, "MA_init");
    CHECK(MA_initialized() == MA_TRUE, "MA_initialized");
    MA_set_error_print(MA_TRUE);
    CHECK(MA_set_auto_verify(MA_TRUE) == MA_FALSE, "MA_set_auto_verify's previous value");
    CHECK(MA_set_auto_verify(MA_FALSE) == MA_TRUE, "MA_set_auto_verify's previous value");
    CHECK(MA_set_hard_fail(MA_FALSE) == MA_FALSE, "MA_set_hard_fail's previous value");
    CHECK(MA_verify_allocator_stuff() == MA_TRUE, "MA_verify_allocator_stuff");
    Integer avail0 = MA_inquire_avail(MT_DBL);
    CHECK(avail0 >= 20000 && MA_inquire_heap(MT_DBL) > 0 && MA_inquire_stack(MT_DBL) > 0, "MA inquiries: %ld",
          (long)avail0);

    /* stack: push, use, pop in order */
    Integer h1, h2, h3;
    MA_AccessIndex i1, i2;
    CHECK(MA_push_get(MT_DBL, 1000, "stack doubles", &h1, &i1), "MA_push_get");
    CHECK(MA_push_get(MT_INT, 500, "stack ints", &h2, &i2), "MA_push_get");
    CHECK(MA_push_stack(MT_C_CHAR, 64, "stack chars", &h3), "MA_push_stack");
    double *d;
    int *ip;
    CHECK(MA_get_pointer(h1, &d) && MA_get_pointer(h2, &ip), "MA_get_pointer");
    CHECK(d == ma_cb_dbl + i1 && ip == ma_cb_int + i2, "MA_push_get's index does not address the block");
    MA_AccessIndex j1;
    CHECK(MA_get_index(h1, &j1) && j1 == i1, "MA_get_index");
    for (int i = 0; i < 1000; i++)
        d[i] = i;
    for (int i = 0; i < 500; i++)
        ip[i] = -i;
    CHECK(MA_inquire_avail(MT_DBL) < avail0, "MA_inquire_avail after allocations");
    CHECK(MA_pop_stack(h3) && MA_pop_stack(h2), "MA_pop_stack");
    CHECK(d[999] == 999, "stack data");
    CHECK(MA_pop_stack(h1), "MA_pop_stack");
    CHECK(MA_push_get(MT_DBL, 10, "a", &h1, &i1) && MA_push_get(MT_DBL, 10, "b", &h2, &i2), "MA_push_get");
    CHECK(MA_chop_stack(h1), "MA_chop_stack");

    /* heap: any order */
    Integer g1, g2;
    MA_AccessIndex k1;
    CHECK(MA_alloc_get(MT_DBL, 300, "heap doubles", &g1, &k1), "MA_alloc_get");
    CHECK(MA_allocate_heap(MT_LONGINT, 300, "heap longs", &g2), "MA_allocate_heap");
    long *lp;
    CHECK(MA_get_pointer(g2, &lp), "MA_get_pointer");
    for (int i = 0; i < 300; i++) {
        ma_cb_dbl[k1 + i] = 0.5 * i;
        lp[i] = 3L * i;
    }
    CHECK(MA_free_heap(g1), "MA_free_heap");
    CHECK(lp[299] == 897, "heap data");
    CHECK(MA_free_heap(g2), "MA_free_heap");
    CHECK(MA_inquire_avail(MT_DBL) == avail0, "everything freed: %ld of %ld", (long)MA_inquire_avail(MT_DBL),
          (long)avail0);
    if (me == 0)
        printf("MA_sizeof: %ld %ld %ld\n", (long)MA_sizeof(MT_DBL, 10, MT_INT), (long)MA_sizeof(MT_C_CHAR, 13, MT_DBL),
               (long)MA_sizeof(MT_DCPL, 3, MT_C_FLOAT));
    CHECK(MA_sizeof_overhead(MT_DBL) > 0, "MA_sizeof_overhead");

    /* ARMCI's local allocation */
    double *a = ARMCI_Malloc_local(4096 * sizeof(double));
    CHECK(a != NULL, "ARMCI_Malloc_local");
    for (int i = 0; i < 4096; i++)
        a[i] = i;
    CHECK(a[4095] == 4095, "ARMCI_Malloc_local memory");
    CHECK(ARMCI_Free_local(a) == 0, "ARMCI_Free_local");
}

static void test_getmem(void)
{
    int dims[2] = {6, 5};
    int ga = NGA_Create(C_DBL, 2, dims, "A", NULL);
    int lo[2], hi[2];
    NGA_Distribution(ga, me, lo, hi);
    int elems = lo[0] >= 0 ? (hi[0] - lo[0] + 1) * (hi[1] - lo[1] + 1) : 0;
    /* memory alone */
    double *m = GA_Getmem(C_DBL, elems, 0);
    for (int i = 0; i < elems; i++)
        m[i] = 3.14;
    GA_Freemem(m);
    /* memory that becomes an array with A's distribution */
    double *pm = GA_Getmem(C_DBL, elems, 0);
    int gb = GA_Assemble_duplicate(ga, "B", pm);
    CHECK(GA_Compare_distr(ga, gb) == 0, "GA_Assemble_duplicate: different distribution");
    /* the local part of B is pm */
    for (int i = lo[0]; lo[0] >= 0 && i <= hi[0]; i++)
        for (int j = lo[1]; j <= hi[1]; j++)
            pm[(i - lo[0]) * (hi[1] - lo[1] + 1) + (j - lo[1])] = 10 * i + j;
    GA_Sync();
    double all[6][5];
    int alo[2] = {0, 0}, ahi[2] = {5, 4}, ld[1] = {5};
    NGA_Get(gb, alo, ahi, all, ld);
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 5; j++)
            CHECK(all[i][j] == 10 * i + j, "GA_Assemble_duplicate element [%d][%d] = %g", i, j, all[i][j]);
    GA_Copy(gb, ga);
    double d = GA_Ddot(ga, gb), want = 0;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 5; j++)
            want += (10.0 * i + j) * (10.0 * i + j);
    CHECK(d == want, "GA_Ddot over assembled memory %g, want %g", d, want);
    if (me == 0)
        printf("assembled: ddot %.1f\n", d);
    GA_Destroy(gb); /* frees GA_Getmem's memory too */
    GA_Destroy(ga);
}

static void test_groups(void)
{
    /* the group of every other process, listed from the highest */
    int list[64], count = 0;
    for (int p = nproc - 1; p >= 0; p--)
        if (p % 2 == 0)
            list[count++] = p;
    int grp = GA_Pgroup_create(list, count);
    int inside = me % 2 == 0;
    int rank = GA_Pgroup_nodeid(grp);
    CHECK(GA_Pgroup_nnodes(grp) == count, "GA_Pgroup_nnodes %d, want %d", GA_Pgroup_nnodes(grp), count);
    CHECK(inside ? rank == me / 2 : rank == -1, "GA_Pgroup_nodeid %d", rank);
    if (me == 0)
        printf("group of %d: process 0 is %d\n", GA_Pgroup_nnodes(grp), rank);
    int member = rank >= 0;
    GA_Igop(&member, 1, "+");
    CHECK(member == count, "group members %d", member);
}

int main(int argc, char **argv)
{
    int provided;
    if (MPI_Init_thread(&argc, &argv, MPI_THREAD_SINGLE, &provided) != MPI_SUCCESS)
        return 1;
    GA_Initialize();
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    /* MPI's view of the processes is GA's */
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank != me || size != nproc || provided < MPI_THREAD_SINGLE) {
        printf("FAIL: MPI process %d of %d, GA process %d of %d, thread level %d\n", rank, size, me,
               nproc, provided);
        fflush(stdout);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    double t0 = MPI_Wtime();
    test_ma();
    test_getmem();
    test_groups();
    int x = me == 0 ? 4242 : 0;
    GA_Brdcst(&x, sizeof x, 0);
    CHECK(x == 4242, "GA_Brdcst %d", x);
    MPI_Barrier(MPI_COMM_WORLD);
    NGA_Sync();
    double t1 = MPI_Wtime();
    CHECK(t1 >= t0, "MPI_Wtime went back: %g then %g", t0, t1);
    int status = finish("ga_memory");
    GA_Terminate();
    MPI_Finalize();
    return status;
}

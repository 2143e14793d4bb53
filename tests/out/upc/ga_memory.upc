/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_memory.c"
/* ga_memory.c - memory and processes: GA_Initialize, the memory allocator (MA_init,
   MA_initialized, MA_push_get, MA_push_stack, MA_pop_stack, MA_chop_stack, MA_alloc_get,
   MA_allocate_heap, MA_free_heap, MA_get_pointer, MA_get_index, MA_inquire_avail,
   MA_inquire_heap, MA_inquire_stack, MA_sizeof, MA_set_* ...), ARMCI_Malloc_local,
   ARMCI_Free_local, GA_Getmem, GA_Freemem, GA_Assemble_duplicate, GA_Pgroup_create,
   GA_Pgroup_nnodes, GA_Pgroup_nodeid, GA_Brdcst, GA_Igop; and the MPI calls of GA programs:
   MPI_Init_thread, MPI_Comm_rank, MPI_Comm_size, MPI_Wtime, MPI_Barrier, MPI_Abort (on a
   failure only), MPI_Finalize, with NGA_Sync. */
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
#line 17 "samples/ga/ga_memory.c"
static int me, nproc;

static void test_ma(void) {

    do {
#line 21 "samples/ga/ga_memory.c"
        if (!(MA_init(MT_DBL, 10000, 20000) == 1)) {
#line 21 "samples/ga/ga_memory.c"
            check_failures++;
#line 21 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 21);
#line 21 "samples/ga/ga_memory.c"
            printf("MA_init");
#line 21 "samples/ga/ga_memory.c"
            printf("\n");
#line 21 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 22 "samples/ga/ga_memory.c"
    do {
#line 22 "samples/ga/ga_memory.c"
        if (!(MA_initialized() == 1)) {
#line 22 "samples/ga/ga_memory.c"
            check_failures++;
#line 22 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 22);
#line 22 "samples/ga/ga_memory.c"
            printf("MA_initialized");
#line 22 "samples/ga/ga_memory.c"
            printf("\n");
#line 22 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 23 "samples/ga/ga_memory.c"
    MA_set_error_print(1);
    do {
#line 24 "samples/ga/ga_memory.c"
        if (!(MA_set_auto_verify(1) == 0)) {
#line 24 "samples/ga/ga_memory.c"
            check_failures++;
#line 24 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 24);
#line 24 "samples/ga/ga_memory.c"
            printf("MA_set_auto_verify's previous value");
#line 24 "samples/ga/ga_memory.c"
            printf("\n");
#line 24 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 25 "samples/ga/ga_memory.c"
    do {
#line 25 "samples/ga/ga_memory.c"
        if (!(MA_set_auto_verify(0) == 1)) {
#line 25 "samples/ga/ga_memory.c"
            check_failures++;
#line 25 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 25);
#line 25 "samples/ga/ga_memory.c"
            printf("MA_set_auto_verify's previous value");
#line 25 "samples/ga/ga_memory.c"
            printf("\n");
#line 25 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 26 "samples/ga/ga_memory.c"
    do {
#line 26 "samples/ga/ga_memory.c"
        if (!(MA_set_hard_fail(0) == 0)) {
#line 26 "samples/ga/ga_memory.c"
            check_failures++;
#line 26 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 26);
#line 26 "samples/ga/ga_memory.c"
            printf("MA_set_hard_fail's previous value");
#line 26 "samples/ga/ga_memory.c"
            printf("\n");
#line 26 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 27 "samples/ga/ga_memory.c"
    do {
#line 27 "samples/ga/ga_memory.c"
        if (!(MA_verify_allocator_stuff() == 1)) {
#line 27 "samples/ga/ga_memory.c"
            check_failures++;
#line 27 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 27);
#line 27 "samples/ga/ga_memory.c"
            printf("MA_verify_allocator_stuff");
#line 27 "samples/ga/ga_memory.c"
            printf("\n");
#line 27 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 28 "samples/ga/ga_memory.c"
    Integer avail0 = MA_inquire_avail(MT_DBL);
    do {
#line 29 "samples/ga/ga_memory.c"
        if (!(avail0 >= 20000 && MA_inquire_heap(MT_DBL) > 0 && MA_inquire_stack(MT_DBL) > 0)) {
#line 29 "samples/ga/ga_memory.c"
            check_failures++;
#line 29 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 29);
#line 29 "samples/ga/ga_memory.c"
            printf("MA inquiries: %ld", (long)avail0);
#line 29 "samples/ga/ga_memory.c"
            printf("\n");
#line 29 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
    /* stack: push, use, pop in order */
    Integer h1, h2, h3;
    MA_AccessIndex i1, i2;
    do {
#line 35 "samples/ga/ga_memory.c"
        if (!MA_push_get(MT_DBL, 1000, "stack doubles", &h1, &i1)) {
#line 35 "samples/ga/ga_memory.c"
            check_failures++;
#line 35 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 35);
#line 35 "samples/ga/ga_memory.c"
            printf("MA_push_get");
#line 35 "samples/ga/ga_memory.c"
            printf("\n");
#line 35 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 36 "samples/ga/ga_memory.c"
    do {
#line 36 "samples/ga/ga_memory.c"
        if (!MA_push_get(MT_INT, 500, "stack ints", &h2, &i2)) {
#line 36 "samples/ga/ga_memory.c"
            check_failures++;
#line 36 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 36);
#line 36 "samples/ga/ga_memory.c"
            printf("MA_push_get");
#line 36 "samples/ga/ga_memory.c"
            printf("\n");
#line 36 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 37 "samples/ga/ga_memory.c"
    do {
#line 37 "samples/ga/ga_memory.c"
        if (!MA_push_stack(MT_CHAR, 64, "stack chars", &h3)) {
#line 37 "samples/ga/ga_memory.c"
            check_failures++;
#line 37 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 37);
#line 37 "samples/ga/ga_memory.c"
            printf("MA_push_stack");
#line 37 "samples/ga/ga_memory.c"
            printf("\n");
#line 37 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 38 "samples/ga/ga_memory.c"
    double *d;
    int *ip;
    do {
#line 40 "samples/ga/ga_memory.c"
        if (!(MA_get_pointer(h1, &d) && MA_get_pointer(h2, &ip))) {
#line 40 "samples/ga/ga_memory.c"
            check_failures++;
#line 40 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 40);
#line 40 "samples/ga/ga_memory.c"
            printf("MA_get_pointer");
#line 40 "samples/ga/ga_memory.c"
            printf("\n");
#line 40 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 41 "samples/ga/ga_memory.c"
    do {
#line 41 "samples/ga/ga_memory.c"
        if (!(d == ma_cb_dbl + i1 && ip == ma_cb_int + i2)) {
#line 41 "samples/ga/ga_memory.c"
            check_failures++;
#line 41 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 41);
#line 41 "samples/ga/ga_memory.c"
            printf("MA_push_get's index does not address the block");
#line 41 "samples/ga/ga_memory.c"
            printf("\n");
#line 41 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 42 "samples/ga/ga_memory.c"
    MA_AccessIndex j1;
    do {
#line 43 "samples/ga/ga_memory.c"
        if (!(MA_get_index(h1, &j1) && j1 == i1)) {
#line 43 "samples/ga/ga_memory.c"
            check_failures++;
#line 43 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 43);
#line 43 "samples/ga/ga_memory.c"
            printf("MA_get_index");
#line 43 "samples/ga/ga_memory.c"
            printf("\n");
#line 43 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 44 "samples/ga/ga_memory.c"
    for (int i = 0; i < 1000; i++)
        d[i] = i;
    for (int i = 0; i < 500; i++)
        ip[i] = -i;
    do {
#line 48 "samples/ga/ga_memory.c"
        if (!(MA_inquire_avail(MT_DBL) < avail0)) {
#line 48 "samples/ga/ga_memory.c"
            check_failures++;
#line 48 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 48);
#line 48 "samples/ga/ga_memory.c"
            printf("MA_inquire_avail after allocations");
#line 48 "samples/ga/ga_memory.c"
            printf("\n");
#line 48 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 49 "samples/ga/ga_memory.c"
    do {
#line 49 "samples/ga/ga_memory.c"
        if (!(MA_pop_stack(h3) && MA_pop_stack(h2))) {
#line 49 "samples/ga/ga_memory.c"
            check_failures++;
#line 49 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 49);
#line 49 "samples/ga/ga_memory.c"
            printf("MA_pop_stack");
#line 49 "samples/ga/ga_memory.c"
            printf("\n");
#line 49 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 50 "samples/ga/ga_memory.c"
    do {
#line 50 "samples/ga/ga_memory.c"
        if (!(d[999] == 999)) {
#line 50 "samples/ga/ga_memory.c"
            check_failures++;
#line 50 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 50);
#line 50 "samples/ga/ga_memory.c"
            printf("stack data");
#line 50 "samples/ga/ga_memory.c"
            printf("\n");
#line 50 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 51 "samples/ga/ga_memory.c"
    do {
#line 51 "samples/ga/ga_memory.c"
        if (!MA_pop_stack(h1)) {
#line 51 "samples/ga/ga_memory.c"
            check_failures++;
#line 51 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 51);
#line 51 "samples/ga/ga_memory.c"
            printf("MA_pop_stack");
#line 51 "samples/ga/ga_memory.c"
            printf("\n");
#line 51 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 52 "samples/ga/ga_memory.c"
    do {
#line 52 "samples/ga/ga_memory.c"
        if (!(MA_push_get(MT_DBL, 10, "a", &h1, &i1) && MA_push_get(MT_DBL, 10, "b", &h2, &i2))) {
#line 52 "samples/ga/ga_memory.c"
            check_failures++;
#line 52 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 52);
#line 52 "samples/ga/ga_memory.c"
            printf("MA_push_get");
#line 52 "samples/ga/ga_memory.c"
            printf("\n");
#line 52 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 53 "samples/ga/ga_memory.c"
    do {
#line 53 "samples/ga/ga_memory.c"
        if (!MA_chop_stack(h1)) {
#line 53 "samples/ga/ga_memory.c"
            check_failures++;
#line 53 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 53);
#line 53 "samples/ga/ga_memory.c"
            printf("MA_chop_stack");
#line 53 "samples/ga/ga_memory.c"
            printf("\n");
#line 53 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
    /* heap: any order */
#line 56 "samples/ga/ga_memory.c"
    Integer g1, g2;
    MA_AccessIndex k1;
    do {
#line 58 "samples/ga/ga_memory.c"
        if (!MA_alloc_get(MT_DBL, 300, "heap doubles", &g1, &k1)) {
#line 58 "samples/ga/ga_memory.c"
            check_failures++;
#line 58 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 58);
#line 58 "samples/ga/ga_memory.c"
            printf("MA_alloc_get");
#line 58 "samples/ga/ga_memory.c"
            printf("\n");
#line 58 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 59 "samples/ga/ga_memory.c"
    do {
#line 59 "samples/ga/ga_memory.c"
        if (!MA_allocate_heap(MT_LONGINT, 300, "heap longs", &g2)) {
#line 59 "samples/ga/ga_memory.c"
            check_failures++;
#line 59 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 59);
#line 59 "samples/ga/ga_memory.c"
            printf("MA_allocate_heap");
#line 59 "samples/ga/ga_memory.c"
            printf("\n");
#line 59 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 60 "samples/ga/ga_memory.c"
    long *lp;
    do {
#line 61 "samples/ga/ga_memory.c"
        if (!MA_get_pointer(g2, &lp)) {
#line 61 "samples/ga/ga_memory.c"
            check_failures++;
#line 61 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 61);
#line 61 "samples/ga/ga_memory.c"
            printf("MA_get_pointer");
#line 61 "samples/ga/ga_memory.c"
            printf("\n");
#line 61 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 62 "samples/ga/ga_memory.c"
    for (int i = 0; i < 300; i++) {
        ma_cb_dbl[k1 + i] = 0.5 * i;
        lp[i] = 3L * i;
    }
    do {
#line 66 "samples/ga/ga_memory.c"
        if (!MA_free_heap(g1)) {
#line 66 "samples/ga/ga_memory.c"
            check_failures++;
#line 66 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 66);
#line 66 "samples/ga/ga_memory.c"
            printf("MA_free_heap");
#line 66 "samples/ga/ga_memory.c"
            printf("\n");
#line 66 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 67 "samples/ga/ga_memory.c"
    do {
#line 67 "samples/ga/ga_memory.c"
        if (!(lp[299] == 897)) {
#line 67 "samples/ga/ga_memory.c"
            check_failures++;
#line 67 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 67);
#line 67 "samples/ga/ga_memory.c"
            printf("heap data");
#line 67 "samples/ga/ga_memory.c"
            printf("\n");
#line 67 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 68 "samples/ga/ga_memory.c"
    do {
#line 68 "samples/ga/ga_memory.c"
        if (!MA_free_heap(g2)) {
#line 68 "samples/ga/ga_memory.c"
            check_failures++;
#line 68 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 68);
#line 68 "samples/ga/ga_memory.c"
            printf("MA_free_heap");
#line 68 "samples/ga/ga_memory.c"
            printf("\n");
#line 68 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 69 "samples/ga/ga_memory.c"
    do {
#line 69 "samples/ga/ga_memory.c"
        if (!(MA_inquire_avail(MT_DBL) == avail0)) {
#line 69 "samples/ga/ga_memory.c"
            check_failures++;
#line 69 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 69);
#line 69 "samples/ga/ga_memory.c"
            printf("everything freed: %ld of %ld", (long)MA_inquire_avail(MT_DBL), (long)avail0);
#line 69 "samples/ga/ga_memory.c"
            printf("\n");
#line 69 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 71 "samples/ga/ga_memory.c"
    if (me == 0)
        printf("MA_sizeof: %ld %ld %ld\n", (long)MA_sizeof(MT_DBL, 10, MT_INT), (long)MA_sizeof(MT_CHAR, 13, MT_DBL), (long)MA_sizeof(MT_DCPL, 3, MT_REAL));

    do {
#line 74 "samples/ga/ga_memory.c"
        if (!(MA_sizeof_overhead(MT_DBL) > 0)) {
#line 74 "samples/ga/ga_memory.c"
            check_failures++;
#line 74 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 74);
#line 74 "samples/ga/ga_memory.c"
            printf("MA_sizeof_overhead");
#line 74 "samples/ga/ga_memory.c"
            printf("\n");
#line 74 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
    /* ARMCI's local allocation */
#line 77 "samples/ga/ga_memory.c"
    double *a = ARMCI_Malloc_local(4096 * sizeof(double));
    do {
#line 78 "samples/ga/ga_memory.c"
        if (!(a != (void *)0)) {
#line 78 "samples/ga/ga_memory.c"
            check_failures++;
#line 78 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 78);
#line 78 "samples/ga/ga_memory.c"
            printf("ARMCI_Malloc_local");
#line 78 "samples/ga/ga_memory.c"
            printf("\n");
#line 78 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 79 "samples/ga/ga_memory.c"
    for (int i = 0; i < 4096; i++)
        a[i] = i;
    do {
#line 81 "samples/ga/ga_memory.c"
        if (!(a[4095] == 4095)) {
#line 81 "samples/ga/ga_memory.c"
            check_failures++;
#line 81 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 81);
#line 81 "samples/ga/ga_memory.c"
            printf("ARMCI_Malloc_local memory");
#line 81 "samples/ga/ga_memory.c"
            printf("\n");
#line 81 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 82 "samples/ga/ga_memory.c"
    do {
#line 82 "samples/ga/ga_memory.c"
        if (!(ARMCI_Free_local(a) == 0)) {
#line 82 "samples/ga/ga_memory.c"
            check_failures++;
#line 82 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 82);
#line 82 "samples/ga/ga_memory.c"
            printf("ARMCI_Free_local");
#line 82 "samples/ga/ga_memory.c"
            printf("\n");
#line 82 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
}
#line 85 "samples/ga/ga_memory.c"
static void test_getmem(void) {

    int dims[2] = { 6, 5 };
    int ga = NGA_Create(C_DBL, 2, dims, "A", (void *)0);
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
    do {
#line 100 "samples/ga/ga_memory.c"
        if (!(GA_Compare_distr(ga, gb) == 0)) {
#line 100 "samples/ga/ga_memory.c"
            check_failures++;
#line 100 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 100);
#line 100 "samples/ga/ga_memory.c"
            printf("GA_Assemble_duplicate: different distribution");
#line 100 "samples/ga/ga_memory.c"
            printf("\n");
#line 100 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 101 "samples/ga/ga_memory.c"
    /* the local part of B is pm */
    for (int i = lo[0]; lo[0] >= 0 && i <= hi[0]; i++)
        for (int j = lo[1]; j <= hi[1]; j++)
            pm[(i - lo[0]) * (hi[1] - lo[1] + 1) + (j - lo[1])] = 10 * i + j;
    GA_Sync();
    double all[6][5];
    int alo[2] = { 0, 0 }, ahi[2] = { 5, 4 }, ld[1] = { 5 };
    NGA_Get(gb, alo, ahi, all, ld);
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 5; j++)
            do {
#line 111 "samples/ga/ga_memory.c"
                if (!(all[i][j] == 10 * i + j)) {
#line 111 "samples/ga/ga_memory.c"
                    check_failures++;
#line 111 "samples/ga/ga_memory.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 111);
#line 111 "samples/ga/ga_memory.c"
                    printf("GA_Assemble_duplicate element [%d][%d] = %g", i, j, all[i][j]);
#line 111 "samples/ga/ga_memory.c"
                    printf("\n");
#line 111 "samples/ga/ga_memory.c"
                    fflush(stdout);
                }
            } while (0);
#line 112 "samples/ga/ga_memory.c"
    GA_Copy(gb, ga);
    double d = GA_Ddot(ga, gb), want = 0;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 5; j++)
            want += (10.0 * i + j) * (10.0 * i + j);
    do {
#line 117 "samples/ga/ga_memory.c"
        if (!(d == want)) {
#line 117 "samples/ga/ga_memory.c"
            check_failures++;
#line 117 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 117);
#line 117 "samples/ga/ga_memory.c"
            printf("GA_Ddot over assembled memory %g, want %g", d, want);
#line 117 "samples/ga/ga_memory.c"
            printf("\n");
#line 117 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 118 "samples/ga/ga_memory.c"
    if (me == 0)
        printf("assembled: ddot %.1f\n", d);
    /* frees GA_Getmem's memory too */
#line 120 "samples/ga/ga_memory.c"
    GA_Destroy(gb);
    GA_Destroy(ga);
}

static void test_groups(void) {

    /* the group of every other process, listed from the highest */
    int list[64], count = 0;
    for (int p = nproc - 1; p >= 0; p--)
        if (p % 2 == 0)
            list[count++] = p;
    int grp = GA_Pgroup_create(list, count);
    int inside = me % 2 == 0;
    int rank = GA_Pgroup_nodeid(grp);
    do {
#line 134 "samples/ga/ga_memory.c"
        if (!(GA_Pgroup_nnodes(grp) == count)) {
#line 134 "samples/ga/ga_memory.c"
            check_failures++;
#line 134 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 134);
#line 134 "samples/ga/ga_memory.c"
            printf("GA_Pgroup_nnodes %d, want %d", GA_Pgroup_nnodes(grp), count);
#line 134 "samples/ga/ga_memory.c"
            printf("\n");
#line 134 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 135 "samples/ga/ga_memory.c"
    do {
#line 135 "samples/ga/ga_memory.c"
        if (!(inside ? rank == me / 2 : rank == -1)) {
#line 135 "samples/ga/ga_memory.c"
            check_failures++;
#line 135 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 135);
#line 135 "samples/ga/ga_memory.c"
            printf("GA_Pgroup_nodeid %d", rank);
#line 135 "samples/ga/ga_memory.c"
            printf("\n");
#line 135 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 136 "samples/ga/ga_memory.c"
    if (me == 0)
        printf("group of %d: process 0 is %d\n", GA_Pgroup_nnodes(grp), rank);
    int member = rank >= 0;
    GA_Igop(&member, 1, "+");
    do {
#line 140 "samples/ga/ga_memory.c"
        if (!(member == count)) {
#line 140 "samples/ga/ga_memory.c"
            check_failures++;
#line 140 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 140);
#line 140 "samples/ga/ga_memory.c"
            printf("group members %d", member);
#line 140 "samples/ga/ga_memory.c"
            printf("\n");
#line 140 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
}
#line 143 "samples/ga/ga_memory.c"
int main(int argc, char **argv) {

    int provided;
    if ((provided = 0, 0) != 0)
        return 1;
    GA_Initialize();
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    /* MPI's view of the processes is GA's */
    int rank, size;
    rank = MYTHREAD;
    size = THREADS;
    if (rank != me || size != nproc || provided < 0) {
        printf("FAIL: MPI process %d of %d, GA process %d of %d, thread level %d\n", rank, size, me, nproc, provided);

        fflush(stdout);
        upc_global_exit(1);
    }
    double t0 = GA_Wtime();
    test_ma();
    test_getmem();
    test_groups();
    int x = me == 0 ? 4242 : 0;
    GA_Brdcst(&x, sizeof x, 0);
    do {
#line 167 "samples/ga/ga_memory.c"
        if (!(x == 4242)) {
#line 167 "samples/ga/ga_memory.c"
            check_failures++;
#line 167 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 167);
#line 167 "samples/ga/ga_memory.c"
            printf("GA_Brdcst %d", x);
#line 167 "samples/ga/ga_memory.c"
            printf("\n");
#line 167 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 168 "samples/ga/ga_memory.c"
    upc_barrier;
    NGA_Sync();
    double t1 = GA_Wtime();
    do {
#line 171 "samples/ga/ga_memory.c"
        if (!(t1 >= t0)) {
#line 171 "samples/ga/ga_memory.c"
            check_failures++;
#line 171 "samples/ga/ga_memory.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_memory.c", 171);
#line 171 "samples/ga/ga_memory.c"
            printf("MPI_Wtime went back: %g then %g", t0, t1);
#line 171 "samples/ga/ga_memory.c"
            printf("\n");
#line 171 "samples/ga/ga_memory.c"
            fflush(stdout);
        }
    } while (0);
#line 172 "samples/ga/ga_memory.c"
    int status = finish("ga_memory");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}

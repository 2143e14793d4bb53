/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_errors.c"
/* ga_errors.c - errors the library reports, argv[1] picks one: patch, handle, check, type, rank,
   block, blocks, segment (NGA_Get, GA_Fill, GA_Check_handle, GA_Copy, GA_Pgroup_absolute_id, block
   access), nested (a call whose argument calls GA), mirror, memdev, stack (GA_Pgroup_destroy(0) ...).
   Each stops with GA's message naming the file and line in the comment beside its call. */
#include <stdio.h>
#include <string.h>
#include <ga.h>
#include <macdecls.h>
#line 12 "tests/in/ga_upc/ga_errors.c"
int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    int dims[2] = { 6, 4 };
    int g = NGA_Create(C_DBL, 2, dims, "A", (void *)0);
    int gi = NGA_Create(C_INT, 2, dims, "B", (void *)0);
    double buf[64];
    int lo[2] = { 0, 0 }, hi[2] = { 6, 3 }, ld[1] = { 4 }, world, other = 1 - GA_Nodeid();
    double one = 1.0;
    const char *what = argc > 1 ? argv[1] : "";
    if (strcmp(what, "patch") == 0)
        /* line 24: row 6 is outside [0:5] */
#line 24 "tests/in/ga_upc/ga_errors.c"
        NGA_Get(g, lo, hi, buf, ld);
    else if (strcmp(what, "handle") == 0)
        /* line 26 */
#line 26 "tests/in/ga_upc/ga_errors.c"
        GA_Fill(g + 12345, &one);
    else if (strcmp(what, "type") == 0)
        /* line 28 */
#line 28 "tests/in/ga_upc/ga_errors.c"
        GA_Copy(g, gi);
    else if (strcmp(what, "check") == 0)
        /* line 30 */
#line 30 "tests/in/ga_upc/ga_errors.c"
        GA_Check_handle(g + 12345, "checked");
    else if (strcmp(what, "rank") == 0 && (world = GA_Pgroup_get_world()) < 0)
        /* line 32 */
#line 32 "tests/in/ga_upc/ga_errors.c"
        GA_Pgroup_absolute_id(world, 9);
    else if (strcmp(what, "block") == 0)
        /* line 34: A is not block-cyclic */
#line 34 "tests/in/ga_upc/ga_errors.c"
        NGA_Access_block(g, 0, &buf, ld);
    else if (strcmp(what, "blocks") == 0)
        /* line 36 */
#line 36 "tests/in/ga_upc/ga_errors.c"
        NGA_Locate_num_blocks(g, lo, hi);
    else if (strcmp(what, "segment") == 0)
        /* line 38: another's */
#line 38 "tests/in/ga_upc/ga_errors.c"
        NGA_Access_block_segment(g, other, &buf, ld);
    else if (strcmp(what, "nested") == 0)
        /* line 40 */
#line 40 "tests/in/ga_upc/ga_errors.c"
        GA_Pgroup_absolute_id(GA_Pgroup_get_world(), 9);
    else if (strcmp(what, "mirror") == 0 && (world = GA_Pgroup_get_mirror()) == 0)
        /* line 42 */
#line 42 "tests/in/ga_upc/ga_errors.c"
        GA_Pgroup_destroy(world);
    else if (strcmp(what, "memdev") == 0)
        /* line 44 */
#line 44 "tests/in/ga_upc/ga_errors.c"
        GA_Set_memory_dev(g, "");
    else if (strcmp(what, "stack") == 0)
        GA_Register_stack_memory((void *)0, (void *)0);
    /* line 46 */
#line 47 "tests/in/ga_upc/ga_errors.c"
    GA_Sync();
    if (GA_Nodeid() == 0)
        printf("no error\n");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}

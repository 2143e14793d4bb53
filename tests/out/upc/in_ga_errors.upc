/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_errors.c"
/* ga_errors.c - GA errors the library reports: argv[1] picks one. patch: NGA_Get outside the
   array; handle, check: GA_Fill, GA_Check_handle of no array; type: GA_Copy of other types; rank:
   GA_Pgroup_absolute_id of a rank the world lacks; mirror, memdev, stack: GA_Pgroup_destroy(0),
   GA_Set_memory_dev(""), GA_Register_stack_memory(NULL, NULL). Each stops naming its line. */
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
    int lo[2] = { 0, 0 }, hi[2] = { 6, 3 }, ld[1] = { 4 }, world;
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
    else if (strcmp(what, "mirror") == 0 && (world = GA_Pgroup_get_mirror()) == 0)
        /* line 34 */
#line 34 "tests/in/ga_upc/ga_errors.c"
        GA_Pgroup_destroy(world);
    else if (strcmp(what, "memdev") == 0)
        /* line 36 */
#line 36 "tests/in/ga_upc/ga_errors.c"
        GA_Set_memory_dev(g, "");
    else if (strcmp(what, "stack") == 0)
        GA_Register_stack_memory((void *)0, (void *)0);
    /* line 38 */
#line 39 "tests/in/ga_upc/ga_errors.c"
    GA_Sync();
    if (GA_Nodeid() == 0)
        printf("no error\n");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}

/* ga_errors.c - GA errors the library reports: argv[1] picks one. patch: NGA_Get outside the
   array; handle, check: GA_Fill, GA_Check_handle of no array; type: GA_Copy of other types; rank:
   GA_Pgroup_absolute_id of a rank the world lacks; mirror, memdev, stack: GA_Pgroup_destroy(0),
   GA_Set_memory_dev(""), GA_Register_stack_memory(NULL, NULL). Each stops naming its line. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

#include "ga.h"
#include "macdecls.h"

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize();
    int dims[2] = {6, 4};
    int g = NGA_Create(C_DBL, 2, dims, "A", NULL);
    int gi = NGA_Create(C_INT, 2, dims, "B", NULL);
    double buf[64];
    int lo[2] = {0, 0}, hi[2] = {6, 3}, ld[1] = {4}, world;
    double one = 1.0;
    const char *what = argc > 1 ? argv[1] : "";
    if (strcmp(what, "patch") == 0)
        NGA_Get(g, lo, hi, buf, ld); /* line 24: row 6 is outside [0:5] */
    else if (strcmp(what, "handle") == 0)
        GA_Fill(g + 12345, &one); /* line 26 */
    else if (strcmp(what, "type") == 0)
        GA_Copy(g, gi); /* line 28 */
    else if (strcmp(what, "check") == 0)
        GA_Check_handle(g + 12345, "checked"); /* line 30 */
    else if (strcmp(what, "rank") == 0 && (world = GA_Pgroup_get_world()) < 0)
        GA_Pgroup_absolute_id(world, 9); /* line 32 */
    else if (strcmp(what, "mirror") == 0 && (world = GA_Pgroup_get_mirror()) == 0)
        GA_Pgroup_destroy(world); /* line 34 */
    else if (strcmp(what, "memdev") == 0)
        GA_Set_memory_dev(g, ""); /* line 36 */
    else if (strcmp(what, "stack") == 0)
        GA_Register_stack_memory(NULL, NULL); /* line 38 */
    GA_Sync();
    if (GA_Nodeid() == 0)
        printf("no error\n");
    GA_Terminate();
    MPI_Finalize();
    return 0;
}

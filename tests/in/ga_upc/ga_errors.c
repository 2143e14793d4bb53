/* ga_errors.c - errors the library reports, argv[1] picks one: patch, handle, check, type, rank,
   block, blocks, segment (NGA_Get, GA_Fill, GA_Check_handle, GA_Copy, GA_Pgroup_absolute_id, block
   access), nested (a call whose argument calls GA), mirror, memdev, stack (GA_Pgroup_destroy(0) ...).
   Each stops with GA's message naming the file and line in the comment beside its call. */
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
    int lo[2] = {0, 0}, hi[2] = {6, 3}, ld[1] = {4}, world, other = 1 - GA_Nodeid();
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
    else if (strcmp(what, "block") == 0)
        NGA_Access_block(g, 0, &buf, ld); /* line 34: A is not block-cyclic */
    else if (strcmp(what, "blocks") == 0)
        NGA_Locate_num_blocks(g, lo, hi); /* line 36 */
    else if (strcmp(what, "segment") == 0)
        NGA_Access_block_segment(g, other, &buf, ld); /* line 38: another's */
    else if (strcmp(what, "nested") == 0)
        GA_Pgroup_absolute_id(GA_Pgroup_get_world(), 9); /* line 40 */
    else if (strcmp(what, "mirror") == 0 && (world = GA_Pgroup_get_mirror()) == 0)
        GA_Pgroup_destroy(world); /* line 42 */
    else if (strcmp(what, "memdev") == 0)
        GA_Set_memory_dev(g, ""); /* line 44 */
    else if (strcmp(what, "stack") == 0)
        GA_Register_stack_memory(NULL, NULL); /* line 46 */
    GA_Sync();
    if (GA_Nodeid() == 0)
        printf("no error\n");
    GA_Terminate();
    MPI_Finalize();
    return 0;
}

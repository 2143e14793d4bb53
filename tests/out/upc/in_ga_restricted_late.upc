/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_restricted_late.c"
/* ga_restricted_late.c - GA_Set_restricted and GA_Set_restricted_range on an array that is
   already allocated, as GA's unit test ga_set_restricted.c calls the first: GA 5.8 takes the
   list (checking its process numbers) and moves no data. The program fills and prints the array,
   restricts it afterwards (the even processes, then the upper half as a range) and goes on: a
   second array restricted before its allocation (to the last process) is filled and read. What
   the late call leaves of the first array is not read (in GA 5.8 its blocks are then mapped to
   processes that hold other data). Process 0 prints. */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 16 "tests/in/ga_upc/ga_restricted_late.c"
int main(int argc, char **argv) {

    int dims[2] = { 5, 5 }, val = 5, list[8], n = 0;
    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    int me = GA_Nodeid(), nproc = GA_Nnodes();
    int g_a = GA_Create_handle();
    GA_Set_data(g_a, 2, dims, C_INT);
    GA_Set_chunk(g_a, (void *)0);
    GA_Set_array_name(g_a, "array_A");
    GA_Allocate(g_a);
    GA_Fill(g_a, &val);
    GA_Print(g_a);
    for (int p = 0; p < nproc; p += 2)
        list[n++] = p;
    GA_Set_restricted(g_a, list, n);
    GA_Set_restricted_range(g_a, nproc / 2, nproc - 1);
    GA_Sync();
    if (me == 0)
        printf("restricted after allocation: %d and %d processes\n", n, nproc - nproc / 2);
    GA_Destroy(g_a);
    /* restricted before its allocation: the whole array on the last process */
    int g_b = GA_Create_handle(), last[1] = { nproc - 1 };
    GA_Set_data(g_b, 2, dims, C_INT);
    GA_Set_array_name(g_b, "array_B");
    GA_Set_restricted(g_b, last, 1);
    GA_Allocate(g_b);
    int seven = 7, lo[2], hi[2];
    GA_Fill(g_b, &seven);
    NGA_Distribution(g_b, nproc - 1, lo, hi);
    int buf[5][5], all_lo[2] = { 0, 0 }, all_hi[2] = { 5 - 1, 5 - 1 }, ld[1] = { 5 };
    NGA_Get(g_b, all_lo, all_hi, buf, ld);
    long sum = 0;
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++)
            sum += buf[i][j];
    if (me == 0) {
        printf("array_B: the last process holds [%d:%d,%d:%d], sum %ld\n", lo[0], hi[0], lo[1], hi[1], sum);
        printf("PASS: ga_restricted_late\n");
    }
    GA_Destroy(g_b);
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}

/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_stack_zero.c"
/* ga_stack_zero.c - a local array of main that the program reads where it never wrote it, as
   GA's unit test ga_add_patch does (NGA_Get of a 2 x 2 patch with leading dimension 5 fills
   row 0 of its int[2][2] buffer, then it prints both rows). A fresh process's main finds its
   stack unused below the start-up's frames, and such reads give zeros in practice; the
   program prints what it read and how many of the unwritten ints are not zero. */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 14 "tests/in/ga_upc/ga_stack_zero.c"
int main(int argc, char **argv) {

    int me, g, dims[2] = { 5, 5 }, val = 7, ld = 5, lo[2] = { 1, 1 }, hi[2] = { 1, 2 };
    int local[8][8];
    long unwritten = 0;
    /* What NGA_Get writes, written first too: local is in use from here on (the C compiler
       may lend the place of a local array not in use yet to the translation's temporaries). */
    local[0][0] = local[0][1] = 0;
    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    me = GA_Nodeid();
    g = NGA_Create(C_INT, 2, dims, "A", (void *)0);
    GA_Fill(g, &val);
    /* One row of 2: local[0][0] and local[0][1]. */
    NGA_Get(g, lo, hi, local, &ld);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            if (i > 0 || j > 1)
                unwritten += local[i][j] != 0;
    GA_Lgop(&unwritten, 1, "+");
    if (me == 0) {
        printf("%d %d\n%d %d\n", local[0][0], local[0][1], local[1][0], local[1][1]);
        printf("unwritten ints not zero: %ld\n", unwritten);
        if (unwritten == 0)
            printf("PASS: ga_stack_zero\n");
    }
    GA_Destroy(g);
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}

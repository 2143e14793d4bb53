/* ga_upc_names.c - a GA program whose own identifiers are UPC's names: UPC's keywords, which
   are plain identifiers in C (a variable THREADS, a type shared, a function strict with a
   parameter relaxed, a local MYTHREAD), and names in the name space of UPC's libraries beside
   the spellings `--to upc` gives such names (upc_count and c_upc_count, UPC_TOTAL and
   C_UPC_TOTAL). The translation gives each a name of its own, so the THREADS that
   MPI_Comm_size becomes is UPC's and no two names meet; MPI calls whose value is used (one
   with an argument that has a side effect) become UPC expressions. Built natively, translated
   and translated back to GA, every run must print the same (tests/ga_upc_exec.rs). */
#include <mpi.h>

#include "ga.h"
#include "ga-mpi.h"
#include "macdecls.h"
#include "../../../samples/ga/check.h"

static int THREADS = 3;
int c_upc_count = 5;
int C_UPC_TOTAL = 40;
typedef int shared;

static int strict(int relaxed)
{
    return relaxed * 2;
}

int main(int argc, char **argv)
{
    int me = -1, n = -1, rc, calls = 0;
    int MYTHREAD = 7;
    int upc_count = 1, UPC_TOTAL = 2;
    shared s = strict(21);
    int *pn = &n;
    if (MPI_Init((calls++, &argc), &argv) != MPI_SUCCESS)
        return 1;
    GA_Initialize();
    rc = MPI_Comm_rank(MPI_COMM_WORLD, &me);
    rc += MPI_Comm_size(GA_MPI_Comm(), pn + 0);
    CHECK(rc == MPI_SUCCESS, "status %d", rc);
    CHECK(me == GA_Nodeid() && n == GA_Nnodes(), "process %d of %d", me, n);
    int sum = me + MYTHREAD;
    GA_Igop(&sum, 1, "+");
    CHECK(sum == n * (n - 1) / 2 + 7 * n, "sum %d", sum);
    if (me == 0) {
        printf("THREADS %d, MYTHREAD %d, shared %d, calls %d\n", THREADS, MYTHREAD, s, calls);
        printf("c_upc_count %d, upc_count %d, C_UPC_TOTAL %d, UPC_TOTAL %d\n", c_upc_count,
               upc_count, C_UPC_TOTAL, UPC_TOTAL);
        printf("ranks and MYTHREADs: %d on %d processes\n", sum, n);
    }
    int status = finish("ga_upc_names");
    GA_Terminate();
    MPI_Finalize();
    return status;
}

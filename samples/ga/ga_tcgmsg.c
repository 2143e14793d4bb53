/* ga_tcgmsg.c - TCGMSG beside GA, as GA 5.8 declares it (tcgmsg.h): tcg_pbegin, tcg_pend,
   tcg_nodeid, tcg_nnodes, tcg_synch, tcg_brdcst, tcg_dgop, tcg_igop, tcg_time, tcg_mtime;
   GA started with NGA_Initialize (NGA_Initialized). */
#include <string.h>

#include "ga.h"
#include "macdecls.h"
#include "tcgmsg.h"
#include "check.h"

int main(int argc, char **argv)
{
    tcg_pbegin(argc, argv);
    NGA_Initialize();
    MA_init(C_DBL, 1000, 1000);
    long me = tcg_nodeid(), n = tcg_nnodes();
    CHECK(me == GA_Nodeid() && n == GA_Nnodes(), "tcg_nodeid/tcg_nnodes");
    CHECK(NGA_Initialized() && GA_Initialized(), "NGA_Initialized");
    tcg_synch(1);
    double x[3] = {(double)me, (double)(me * me), -(double)me};
    tcg_dgop(2, x, 3, "+");
    long l[2] = {me, -me};
    tcg_igop(3, l, 2, "max");
    long m[1] = {me + 2};
    tcg_igop(4, m, 1, "*");
    char msg[32] = "";
    if (me == n - 1)
        snprintf(msg, sizeof msg, "hello from %ld", me);
    tcg_brdcst(5, msg, (long)sizeof msg, n - 1);
    double t = tcg_time();
    CHECK(t >= 0 && tcg_mtime() >= 0, "tcg_time");
    if (me == 0)
        printf("dgop %.1f %.1f %.1f, igop max %ld %ld, product %ld, brdcst \"%s\"\n", x[0], x[1], x[2], l[0], l[1],
               m[0], msg);
    CHECK(strcmp(msg, "") != 0, "tcg_brdcst");
    int status = finish("ga_tcgmsg");
    GA_Terminate();
    tcg_pend();
    return status;
}

/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_sndrcv.c"
/* ga_sndrcv.c - an older GA program's TCGMSG calls (sndrcv.h, no MPI): PBEGIN_, NODEID_,
   NNODES_, SYNCH_, BRDCST_, DGOP_, IGOP_, TCGTIME_, MTIME_, SND_, RCV_, PROBE_, NXTVAL_, PEND_.
   The installed GA has no sndrcv.h to compare with: the program checks itself and prints what
   it computed (PASS only when the messages and the counter are right too). */
#include <stdio.h>
#include <sndrcv.h>
#include <ga.h>
#include <macdecls.h>
#line 11 "tests/in/ga_upc/ga_sndrcv.c"
int main(int argc, char **argv) {

    tcg_pbegin(argc, argv);
    GA_Initialize();
    long me = tcg_nodeid(), n = tcg_nnodes(), type = 1, len = sizeof(long), root = n - 1, three = 3, one = 1;
    tcg_synch(*&type);
    long v = me == root ? 42 + me : -1;
    tcg_brdcst(*&type, &v, *&len, *&root);
    double x[3] = { 1.0, (double)me, -(double)me };
    tcg_dgop(*&type, x, *&three, "+");
    long m = me;
    tcg_igop(*&type, &m, *&one, "max");
    double t = tcg_time();
    /* a message to the right neighbour, received from the left one, after a probe */
    long mtype = 7, right = (me + 1) % n, left = (me + n - 1) % n, sync = 1, out = 500 + me, in = -1, lenmes = -1, from = -1;

    tcg_snd(*&mtype, &out, *&len, *&right, *&sync);
    while (!tcg_probe(*&mtype, *&left))
        ;
    tcg_rcv(*&mtype, &in, *&len, &lenmes, *&left, &from, *&sync);
    /* the shared counter hands out 0 .. 9 once each */
    long mine = 0, k;
    while ((k = tcg_nxtval(*&n)) < 10)
        mine += 1L << k;
    long minus_n = -n;
    tcg_nxtval(*&minus_n);
    tcg_igop(*&type, &mine, *&one, "+");
    int msg_ok = in == 500 + left && lenmes == (long)sizeof(long) && from == left && mine == 1023;
    int ok = v == 42 + root && x[0] == (double)n && x[1] == (double)(n * (n - 1) / 2) && x[2] == -(double)(n * (n - 1) / 2) && m == n - 1 && t >= 0 && tcg_mtime() >= 0 && msg_ok;

    int all = ok;
    GA_Igop(&all, 1, "min");
    if (me == 0)
        printf("%ld processes: brdcst %ld, dgop %.0f %.0f %.0f, igop %ld: %s\n", n, v, x[0], x[1], x[2], m, all ? "PASS" : "FAIL");

    GA_Terminate();
    tcg_pend();
    return all ? 0 : 1;
}

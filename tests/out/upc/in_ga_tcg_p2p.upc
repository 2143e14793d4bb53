/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_tcg_p2p.c"
/* ga_tcg_p2p.c - TCGMSG's messages and shared counter beside GA (GA 5.8's tcg_ calls):
   tcg_snd/tcg_rcv around a ring and from any node with the length and sender reported,
   tcg_probe, and tcg_nxtval handing out every number once. Process 0 prints what every process
   saw. */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#include <tcgmsg.h>
#line 14 "tests/in/ga_upc/ga_tcg_p2p.c"
int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    long me = tcg_nodeid(), n = tcg_nnodes();
    long right = (me + 1) % n, left = (me + n - 1) % n;
    long v[6] = { 0, 0, 0, 0, 0, 0 };

    /* a ring of doubles: even nodes send first */
    double out[2] = { (double)me, me + 0.25 }, in[2] = { -1, -1 };
    long len = -1, from = -1;
    if (me % 2 == 0) {
        tcg_snd(11, out, sizeof out, right, 1);
        tcg_rcv(11, in, sizeof in, &len, left, &from, 1);
    } else {
        tcg_rcv(11, in, sizeof in, &len, left, &from, 1);
        tcg_snd(11, out, sizeof out, right, 1);
    }
    v[0] = (long)(in[0] * 100 + in[1] * 4);
    v[1] = len * 100 + from;

    /* node 0 receives one message from every other node, from any node */
    tcg_synch(1);
    if (me == 0) {
        long sum = 0, lens = 0;
        for (long k = 1; k < n; k++) {
            int buf[4];
            tcg_rcv(12, buf, sizeof buf, &len, -1, &from, 1);
            sum += buf[0] * 10 + from;
            lens += len;
        }
        v[2] = sum * 1000 + lens;
    } else {
        int buf[4] = { (int)me, 0, 0, 0 };
        tcg_snd(12, buf, (me % 4 + 1) * sizeof(int), 0, 1);
    }

    /* tcg_probe: no message yet, then one */
    tcg_synch(2);
    long before = tcg_probe(13, left);
    tcg_synch(3);
    long token = 1000 + me;
    tcg_snd(13, &token, sizeof token, right, 0);
    while (!tcg_probe(13, left))
        ;
    long got;
    tcg_rcv(13, &got, sizeof got, &len, left, &from, 1);
    v[3] = before * 100000 + got;

    /* the shared counter: every number from 0 once */
    tcg_synch(4);
    long mine = 0, count = 0;
    for (;;) {
        long k = tcg_nxtval(n);
        if (k >= 20)
            break;
        mine += 1L << k;
        count++;
    }
    tcg_nxtval(-n);
    long total[1] = { mine };
    tcg_igop(5, total, 1, "+");
    v[4] = total[0];
    v[5] = count > 0 || n > 1;

    long all[64 * 6];
    for (int k = 0; k < 64 * 6; k++)
        all[k] = 0;
    for (int k = 0; k < 6; k++)
        all[me * 6 + k] = v[k];
    tcg_igop(6, all, 64 * 6, "+");
    if (me == 0) {
        for (long p = 0; p < n; p++)
            printf("node %ld: ring %ld from %ld, any %ld, probe %ld, counter %ld %ld\n", p, all[p * 6], all[p * 6 + 1], all[p * 6 + 2], all[p * 6 + 3], all[p * 6 + 4], all[p * 6 + 5]);

        printf("PASS: ga_tcg_p2p\n");
    }
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}

/* tcgmsg.h - TCGMSG, GA's other message-passing interface, as GA 5.8 declares it (the tcg_
   functions), implemented by pgas-xlate's GA-on-UPC library (tcgmsg.upc) on the UPC
   processes: tcg_pbegin and tcg_pend do nothing (the UPC runtime starts and stops the
   processes), the node is MYTHREAD of THREADS, tcg_synch is upc_barrier, tcg_brdcst, tcg_dgop
   and tcg_igop are the library's broadcast and reductions over every process (so they need
   GA_Initialize first). The message type arguments are accepted and not used: UPC's
   collectives are matched in program order. Point-to-point messages (tcg_snd, tcg_rcv,
   tcg_probe) are the library's MPI messages with the type as tag; tcg_nxtval is a shared
   counter of process 0. */
#ifndef GAUPC_TCGMSG_H
#define GAUPC_TCGMSG_H

void tcg_pbegin(int argc, char **argv);
void tcg_pend(void);
long tcg_nodeid(void);
long tcg_nnodes(void);
void tcg_synch(long type);
void tcg_brdcst(long type, void *buf, long lenbuf, long originator);
void tcg_dgop(long type, double *x, long n, char *op);
void tcg_igop(long type, long *x, long n, char *op);
double tcg_time(void);
long tcg_mtime(void);
void tcg_error(char *msg, long code);
void tcg_snd(long type, void *buf, long lenbuf, long node, long sync);
void tcg_rcv(long type, void *buf, long lenbuf, long *lenmes, long nodeselect, long *nodefrom, long sync);
long tcg_probe(long type, long node);
long tcg_nxtval(long mproc);

#endif

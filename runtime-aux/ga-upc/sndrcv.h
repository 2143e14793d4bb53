/* sndrcv.h - TCGMSG's original C interface (the names older GA programs call when built without
   -DMPI), as the tcg_ functions of tcgmsg.h: part of pgas-xlate's GA-on-UPC library. Arguments
   are passed by address, as in TCGMSG. */
#ifndef GAUPC_SNDRCV_H
#define GAUPC_SNDRCV_H

#include "tcgmsg.h"

#define PBEGIN_(argc, argv) tcg_pbegin(argc, argv)
#define PEND_() tcg_pend()
#define NODEID_() tcg_nodeid()
#define NNODES_() tcg_nnodes()
#define SYNCH_(type) tcg_synch(*(type))
#define BRDCST_(type, buf, lenbuf, originator) tcg_brdcst(*(type), buf, *(lenbuf), *(originator))
#define DGOP_(type, x, n, op) tcg_dgop(*(type), x, *(n), op)
#define IGOP_(type, x, n, op) tcg_igop(*(type), x, *(n), op)
#define TCGTIME_() tcg_time()
#define MTIME_() tcg_mtime()
#define Error(msg, code) tcg_error(msg, code)
#define SND_(type, buf, lenbuf, node, sync) tcg_snd(*(type), buf, *(lenbuf), *(node), *(sync))
#define RCV_(type, buf, lenbuf, lenmes, nodeselect, nodefrom, sync)                                           \
    tcg_rcv(*(type), buf, *(lenbuf), lenmes, *(nodeselect), nodefrom, *(sync))
#define PROBE_(type, node) tcg_probe(*(type), *(node))
#define NXTVAL_(mproc) tcg_nxtval(*(mproc))

#endif

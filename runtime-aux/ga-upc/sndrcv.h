/* sndrcv.h - TCGMSG's original C interface (the names older GA programs call when built without
   -DMPI), as the tcg_ functions of tcgmsg.h: part of pgas-xlate's GA-on-UPC library. Arguments
   are passed by address, as in TCGMSG. SND_ and RCV_ (point-to-point) are not provided. */
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

#endif

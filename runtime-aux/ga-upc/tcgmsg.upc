/* tcgmsg.upc - GA-on-UPC: TCGMSG's calls (tcgmsg.h, sndrcv.h) on the UPC processes. Messages
   are the library's MPI point-to-point messages (ga_mpi.upc) on the world, of bytes, the
   message type being the tag; the shared counter is a shared long of process 0 updated under
   its lock. */
#include "ga_internal.h"
#include "tcgmsg.h"

#include <stdio.h>

static double clock_start = -1;

void tcg_pbegin(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    if (clock_start < 0)
        clock_start = gaupc_GA_Wtime();
}

void tcg_pend(void)
{
}

long tcg_nodeid(void)
{
    return MYTHREAD;
}

long tcg_nnodes(void)
{
    return THREADS;
}

void tcg_synch(long type)
{
    (void)type;
    upc_barrier;
}

void tcg_brdcst(long type, void *buf, long lenbuf, long originator)
{
    (void)type;
    gaupc_brdcst(buf, lenbuf, (int)originator);
}

void tcg_dgop(long type, double *x, long n, char *op)
{
    (void)type;
    gaupc_gop(C_DBL, x, n, op);
}

void tcg_igop(long type, long *x, long n, char *op)
{
    (void)type;
    gaupc_gop(C_LONG, x, n, op);
}

/* seconds since tcg_pbegin (or the first call) */
double tcg_time(void)
{
    if (clock_start < 0)
        clock_start = gaupc_GA_Wtime();
    return gaupc_GA_Wtime() - clock_start;
}

/* hundredths of a second, as TCGMSG counts them */
long tcg_mtime(void)
{
    return (long)(tcg_time() * 100.0);
}

void tcg_error(char *msg, long code)
{
    fprintf(stderr, "%d:%s %ld (%#lx).\n", (int)MYTHREAD, msg, code, (unsigned long)code);
    fflush(stdout);
    fflush(stderr);
    upc_global_exit((int)(code ? code : 1));
}

/* Messages: sends complete at once (sync is accepted: a synchronous send would wait for the
   receiver, which only makes a correct program slower). */
void tcg_snd(long type, void *buf, long lenbuf, long node, long sync)
{
    (void)sync;
    if (type < 0 || lenbuf < 0 || node < 0 || node >= THREADS)
        tcg_error("tcg_snd: invalid type, length or node", node);
    gaupc_mpi_send(buf, (int)lenbuf, MPI_BYTE, (int)node, (int)type, MPI_COMM_WORLD);
}

/* nodeselect -1: any node; *nodefrom and *lenmes tell which and how many bytes. */
void tcg_rcv(long type, void *buf, long lenbuf, long *lenmes, long nodeselect, long *nodefrom, long sync)
{
    (void)sync;
    if (type < 0 || lenbuf < 0 || nodeselect < -1 || nodeselect >= THREADS)
        tcg_error("tcg_rcv: invalid type, length or node", nodeselect);
    MPI_Status st;
    gaupc_mpi_recv(buf, (int)lenbuf, MPI_BYTE, nodeselect < 0 ? MPI_ANY_SOURCE : (int)nodeselect, (int)type,
                   MPI_COMM_WORLD, &st);
    if (lenmes)
        *lenmes = st.gaupc_bytes;
    if (nodefrom)
        *nodefrom = st.MPI_SOURCE;
}

/* 1 when a message of this type from node (-1: any) is waiting */
long tcg_probe(long type, long node)
{
    return gaupc_mpi_p2p_probe(node < 0 ? MPI_ANY_SOURCE : (int)node, (int)type, MPI_COMM_WORLD, NULL, "tcg_probe");
}

/* The shared counter: tcg_nxtval(n > 0) returns 0, 1, 2 ... across all processes;
   tcg_nxtval(-n), called by every process, synchronises them and resets the counter. */
static shared long nxtval_counter;

long tcg_nxtval(long mproc)
{
    gaupc_check_init();
    if (mproc < 0) {
        upc_barrier;
        if (MYTHREAD == 0)
            nxtval_counter = 0;
        upc_barrier;
        return 0;
    }
    upc_lock(gaupc_locks[0]);
    long v = nxtval_counter;
    nxtval_counter = v + 1;
    upc_fence;
    upc_unlock(gaupc_locks[0]);
    return v;
}

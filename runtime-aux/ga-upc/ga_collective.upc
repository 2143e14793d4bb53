/* ga_collective.upc - GA-on-UPC: collective operations.

   Every operation that writes an array is computed by the owners of what it writes: each
   process walks its own blocks of the output (a local pointer into its part of the shared
   memory), fetches the inputs that correspond to them with whole-patch transfers (local
   copies when the inputs are distributed alike, upc_memget of each contiguous run when not),
   computes, and stores locally. Like GA, the operations begin and end with a barrier.
   Reductions (GA_Dgop ..., the dot products) combine the processes' values in process order,
   through a per-process shared scratch block, so every process gets the same bits. */
#include "ga_internal.h"

#include <upc_castable.h>

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ reductions, broadcast */

/* As GA reads it, an operation is recognised by its first characters only: programs pass the
   address of a lone char ('+') as well as strings. */
static int op_code(const char *op)
{
    static const char *ops[] = {"+", "*", "max", "min", "absmax", "absmin", "&&", "||", "land", "lor"};
    static const int code[] = {0, 1, 2, 3, 4, 5, 6, 7, 6, 7};
    for (int i = 0; i < 10; i++)
        if (op && !strncmp(op, ops[i], strlen(ops[i])))
            return code[i];
    gaupc_error(0, "unknown reduction operation \"%.6s\"", op ? op : "(null)");
    return -1;
}

/* as GA's reductions compute it: the absolute value of a zero is -0.0 */
#define RABS(x) ((x) > 0 ? (x) : -(x))

/* the operation outside the loop, so that each loop vectorises */
#define COMBINE_LOOP(stmt)                                                                                        \
    for (long i = 0; i < n; i++)                                                                                  \
        stmt;                                                                                                     \
    break
static void combine(int type, int op, void *acc, const void *in, long n)
{
    switch (type) {
#define COMBINE_REAL(code, T)                                                                                     \
    case code: {                                                                                                  \
        T *x = (T *)acc;                                                                                          \
        const T *y = (const T *)in;                                                                               \
        switch (op) {                                                                                             \
        case 0:                                                                                                   \
            COMBINE_LOOP(x[i] += y[i]);                                                                           \
        case 1:                                                                                                   \
            COMBINE_LOOP(x[i] *= y[i]);                                                                           \
        case 2:                                                                                                   \
            COMBINE_LOOP(x[i] = x[i] > y[i] ? x[i] : y[i]);                                                       \
        case 3:                                                                                                   \
            COMBINE_LOOP(x[i] = x[i] < y[i] ? x[i] : y[i]);                                                       \
        case 4:                                                                                                   \
            COMBINE_LOOP(x[i] = RABS(x[i]) > RABS(y[i]) ? RABS(x[i]) : RABS(y[i]));                               \
        case 5:                                                                                                   \
            COMBINE_LOOP(x[i] = RABS(x[i]) < RABS(y[i]) ? RABS(x[i]) : RABS(y[i]));                               \
        case 6:                                                                                                   \
            COMBINE_LOOP(x[i] = x[i] && y[i]);                                                                    \
        default:                                                                                                  \
            COMBINE_LOOP(x[i] = x[i] || y[i]);                                                                    \
        }                                                                                                         \
        break;                                                                                                    \
    }
        GAUPC_REAL_TYPES(COMBINE_REAL)
        GAUPC_MPI_REAL_TYPES(COMBINE_REAL)
#define COMBINE_CPLX(code, T, R)                                                                                  \
    case code: {                                                                                                  \
        T *x = (T *)acc;                                                                                          \
        const T *y = (const T *)in;                                                                               \
        for (long i = 0; i < n; i++) {                                                                            \
            if (op == 0) {                                                                                        \
                x[i].real += y[i].real;                                                                           \
                x[i].imag += y[i].imag;                                                                           \
            } else if (op == 1) {                                                                                 \
                R re = x[i].real * y[i].real - x[i].imag * y[i].imag;                                             \
                R im = x[i].real * y[i].imag + x[i].imag * y[i].real;                                             \
                x[i].real = re;                                                                                   \
                x[i].imag = im;                                                                                   \
            } else {                                                                                              \
                gaupc_error(op, "reduction operation not supported for complex data");                            \
            }                                                                                                     \
        }                                                                                                         \
        break;                                                                                                    \
    }
        GAUPC_CPLX_TYPES(COMBINE_CPLX)
    default:
        gaupc_error(type, "reduction of an unsupported type");
    }
}

/* Exchanges through the scratch blocks alternate between their two halves, so that one barrier
   per exchange suffices: a process writes a half again only after passing the barrier of the
   exchange in between, which every member reaches only after reading that half. */
static size_t next_half(const gaupc_team *t)
{
    *t->toggle ^= 1;
    return t->at + *t->toggle * t->half;
}

/* Process p's contribution in the current half: a local pointer when its memory is
   addressable from here, else a copy in buf. */
static const char *contribution(const gaupc_team *t, int p, size_t at, size_t bytes, char *buf)
{
    const char *src = upc_cast(t->area[p] + at);
    if (src)
        return src;
    upc_memget(buf, t->area[p] + at, bytes);
    return buf;
}

/* Every member combines the members' values in rank order, so every member gets the same bits. */
void gaupc_team_gop(const gaupc_team *t, int type, void *x, long n, const char *opname)
{
    char in[GAUPC_SCRATCH_BYTES / 2];
    gaupc_check_init();
    int op = op_code(opname);
    int es = gaupc_datatype_size(type);
    if (!es)
        gaupc_error(type, "reduction of an unsupported type");
    long chunk = (long)t->half / es;
    for (long off = 0; off < n || (n == 0 && off == 0); off += chunk) {
        long m = n - off < chunk ? n - off : chunk;
        size_t bytes = (size_t)(m > 0 ? m : 0) * es, at = next_half(t);
        if (bytes)
            memcpy((char *)t->area[gaupc_me] + at, (char *)x + off * es, bytes);
        gaupc_team_barrier(t);
        if (bytes) {
            /* x's own values are in the scratch block now: the result goes straight into x */
            char *out = (char *)x + off * es;
            memcpy(out, contribution(t, gaupc_team_proc(t, 0), at, bytes, in), bytes);
            for (int r = 1; r < t->n; r++)
                combine(type, op, out, contribution(t, gaupc_team_proc(t, r), at, bytes, in), m);
            if (t->n == 1 && (op == 4 || op == 5))
                combine(type, op, out, out, m); /* absolute values even on one process */
        }
        if (n == 0)
            break;
    }
}

void gaupc_gop(int type, void *x, long n, const char *opname)
{
    gaupc_team world = gaupc_team_of(GAUPC_WORLD);
    gaupc_team_gop(&world, type, x, n, opname);
}

/* GA's reductions and broadcast work on the default group (GA_Pgroup_set_default). */
static void default_gop(int type, void *x, long n, const char *op)
{
    gaupc_team t = gaupc_default_team();
    gaupc_team_gop(&t, type, x, n, op);
}

void gaupc_GA_Gop(int type, void *x, int n, char *op)
{
    default_gop(gaupc_type_c(type), x, n, op);
}

void gaupc_GA_Igop(int x[], int n, char *op)
{
    default_gop(C_INT, x, n, op);
}

void gaupc_GA_Lgop(long x[], int n, char *op)
{
    default_gop(C_LONG, x, n, op);
}

void gaupc_GA_Llgop(long long x[], int n, char *op)
{
    default_gop(C_LONGLONG, x, n, op);
}

void gaupc_GA_Fgop(float x[], int n, char *op)
{
    default_gop(C_FLOAT, x, n, op);
}

void gaupc_GA_Dgop(double x[], int n, char *op)
{
    default_gop(C_DBL, x, n, op);
}

void gaupc_GA_Cgop(SingleComplex x[], int n, char *op)
{
    default_gop(C_SCPL, x, n, op);
}

void gaupc_GA_Zgop(DoubleComplex x[], int n, char *op)
{
    default_gop(C_DCPL, x, n, op);
}

/* root: the rank of the sender in the group */
void gaupc_team_brdcst(const gaupc_team *t, void *buf, long len, int root)
{
    gaupc_check_init();
    if (root < 0 || root >= t->n)
        gaupc_error(root, "invalid root process %d", root);
    int src = gaupc_team_proc(t, root);
    for (long off = 0; off < len || (len == 0 && off == 0); off += (long)t->half) {
        long m = len - off < (long)t->half ? len - off : (long)t->half;
        size_t at = next_half(t);
        if (gaupc_me == src && m > 0)
            memcpy((char *)t->area[src] + at, (char *)buf + off, m);
        gaupc_team_barrier(t);
        if (gaupc_me != src && m > 0)
            upc_memget((char *)buf + off, t->area[src] + at, m);
        if (len == 0)
            break;
    }
}

void gaupc_brdcst(void *buf, long len, int root)
{
    gaupc_team world = gaupc_team_of(GAUPC_WORLD);
    gaupc_team_brdcst(&world, buf, len, root);
}

/* ---- the same on a process group */

void gaupc_GA_Pgroup_brdcst(int grp, void *buf, int lenbuf, int root)
{
    gaupc_team t = gaupc_team_of(grp);
    gaupc_team_brdcst(&t, buf, lenbuf, root);
}

#define GAUPC_PGROUP_GOP(suffix, T, code)                                                                         \
    void gaupc_GA_Pgroup_##suffix(int grp, T x[], int n, char *op)                                                \
    {                                                                                                             \
        gaupc_team t = gaupc_team_of(grp);                                                                        \
        gaupc_team_gop(&t, code, x, n, op);                                                                       \
    }
GAUPC_PGROUP_GOP(igop, int, C_INT)
GAUPC_PGROUP_GOP(lgop, long, C_LONG)
GAUPC_PGROUP_GOP(llgop, long long, C_LONGLONG)
GAUPC_PGROUP_GOP(fgop, float, C_FLOAT)
GAUPC_PGROUP_GOP(dgop, double, C_DBL)
GAUPC_PGROUP_GOP(cgop, SingleComplex, C_SCPL)
GAUPC_PGROUP_GOP(zgop, DoubleComplex, C_DCPL)

void gaupc_GA_Brdcst(void *buf, int lenbuf, int root)
{
    gaupc_team t = gaupc_default_team();
    gaupc_team_brdcst(&t, buf, lenbuf, root);
}

/* ---- MPI's collectives (mpi.h) on the world and on GA's groups: reductions are the group's
   reduction; the data movements are built on the group's broadcast, one round per member
   (gathers), or one per member of the member's whole buffer (scatters, all-to-all), each
   member keeping its part. */

int gaupc_datatype_size(int type)
{
    switch (type) {
#define MPI_TYPE_SIZE(code, T)                                                                                    \
    case code:                                                                                                    \
        return sizeof(T);
        GAUPC_MPI_REAL_TYPES(MPI_TYPE_SIZE)
    default:
        return gaupc_type_size(type);
    }
}

static int mpi_size(MPI_Datatype type, const char *call)
{
    int es = gaupc_datatype_size(type);
    if (!es)
        gaupc_mpi_error(call, "unsupported datatype");
    return es;
}

static const char *mpi_op(MPI_Op op, const char *call)
{
    static const char *names[] = {"+", "*", "max", "min", "land", "lor"};
    if (op < MPI_SUM || op > MPI_LOR)
        gaupc_mpi_error(call, "unsupported reduction operation");
    return names[op - MPI_SUM];
}

int gaupc_mpi_allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype type, MPI_Op op, MPI_Comm comm)
{
    gaupc_team t = gaupc_mpi_team(comm, "MPI_Allreduce");
    size_t bytes = (size_t)count * mpi_size(type, "MPI_Allreduce");
    if (sendbuf != MPI_IN_PLACE)
        memmove(recvbuf, sendbuf, bytes);
    gaupc_team_gop(&t, type, recvbuf, count, mpi_op(op, "MPI_Allreduce"));
    return MPI_SUCCESS;
}

int gaupc_mpi_reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype type, MPI_Op op, int root,
                     MPI_Comm comm)
{
    gaupc_team t = gaupc_mpi_team(comm, "MPI_Reduce");
    size_t bytes = (size_t)count * mpi_size(type, "MPI_Reduce");
    int me = gaupc_team_rank(&t);
    if (root < 0 || root >= t.n)
        gaupc_mpi_error("MPI_Reduce", "invalid root");
    char *x = malloc(bytes ? bytes : 1);
    memcpy(x, sendbuf == MPI_IN_PLACE ? recvbuf : sendbuf, bytes);
    gaupc_team_gop(&t, type, x, count, mpi_op(op, "MPI_Reduce"));
    if (me == root)
        memcpy(recvbuf, x, bytes);
    free(x);
    return MPI_SUCCESS;
}

int gaupc_mpi_bcast(void *buf, int count, MPI_Datatype type, int root, MPI_Comm comm)
{
    gaupc_team t = gaupc_mpi_team(comm, "MPI_Bcast");
    gaupc_team_brdcst(&t, buf, (long)count * mpi_size(type, "MPI_Bcast"), root);
    return MPI_SUCCESS;
}

/* Every member's block (bytes[r] bytes, into out + at[r]; out may be null where it is not
   wanted): one broadcast per member, from its block in `mine` (null: already in place). */
static void gather_rounds(const gaupc_team *t, const void *mine, const long *bytes, const long *at, char *out)
{
    int me = gaupc_team_rank(t);
    for (int r = 0; r < t->n; r++) {
        char *tmp = NULL, *dst = out ? out + at[r] : (tmp = malloc(bytes[r] ? bytes[r] : 1));
        if (r == me && mine && mine != MPI_IN_PLACE)
            memmove(dst, mine, bytes[r]);
        gaupc_team_brdcst(t, dst, bytes[r], r);
        free(tmp);
    }
}

/* Every member's count (an int), on every member. */
static int *all_counts(const gaupc_team *t, int mine)
{
    int *c = calloc(t->n, sizeof *c);
    c[gaupc_team_rank(t)] = mine;
    gaupc_team_gop(t, C_INT, c, t->n, "+");
    return c;
}

static void gatherv_any(const char *call, const void *sendbuf, int sendcount, MPI_Datatype sendtype,
                        void *recvbuf, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    gaupc_team t = gaupc_mpi_team(comm, call);
    int me = gaupc_team_rank(&t), ss = mpi_size(sendtype, call), rs = mpi_size(recvtype, call);
    if (root >= t.n)
        gaupc_mpi_error(call, "invalid root");
    int *counts = all_counts(&t, sendcount * ss);
    long *bytes = malloc(t.n * sizeof *bytes), *at = malloc(t.n * sizeof *at);
    int keeps = root < 0 || me == root;
    for (int r = 0; r < t.n; r++) {
        bytes[r] = counts[r];
        at[r] = !keeps ? 0 : displs ? (long)displs[r] * rs : (long)r * counts[r];
    }
    const void *mine = sendbuf;
    if (sendbuf == MPI_IN_PLACE)
        mine = NULL;
    gather_rounds(&t, mine, bytes, at, keeps ? (char *)recvbuf : NULL);
    free(counts);
    free(bytes);
    free(at);
}

int gaupc_mpi_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                        MPI_Datatype recvtype, MPI_Comm comm)
{
    gaupc_team t = gaupc_mpi_team(comm, "MPI_Allgather");
    long piece = (long)recvcount * mpi_size(recvtype, "MPI_Allgather");
    int me = gaupc_team_rank(&t);
    (void)sendcount;
    (void)sendtype;
    long *bytes = malloc(t.n * sizeof *bytes), *at = malloc(t.n * sizeof *at);
    for (int r = 0; r < t.n; r++) {
        bytes[r] = piece;
        at[r] = r * piece;
    }
    gather_rounds(&t, sendbuf == MPI_IN_PLACE ? (char *)recvbuf + me * piece : sendbuf, bytes, at, recvbuf);
    free(bytes);
    free(at);
    return MPI_SUCCESS;
}

int gaupc_mpi_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                         const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm)
{
    gaupc_team t = gaupc_mpi_team(comm, "MPI_Allgatherv");
    int rs = mpi_size(recvtype, "MPI_Allgatherv"), me = gaupc_team_rank(&t);
    (void)sendcount;
    (void)sendtype;
    long *bytes = malloc(t.n * sizeof *bytes), *at = malloc(t.n * sizeof *at);
    for (int r = 0; r < t.n; r++) {
        bytes[r] = (long)recvcounts[r] * rs;
        at[r] = (long)displs[r] * rs;
    }
    gather_rounds(&t, sendbuf == MPI_IN_PLACE ? (char *)recvbuf + at[me] : sendbuf, bytes, at, recvbuf);
    free(bytes);
    free(at);
    return MPI_SUCCESS;
}

int gaupc_mpi_gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                     MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    (void)recvcount;
    if (root < 0)
        gaupc_mpi_error("MPI_Gather", "invalid root");
    gatherv_any("MPI_Gather", sendbuf, sendcount, sendtype, recvbuf, NULL, recvtype, root, comm);
    return MPI_SUCCESS;
}

int gaupc_mpi_gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf,
                      const int recvcounts[], const int displs[], MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    (void)recvcounts;
    if (root < 0)
        gaupc_mpi_error("MPI_Gatherv", "invalid root");
    /* only the root knows the displacements: the others' are not used */
    gatherv_any("MPI_Gatherv", sendbuf, sendcount, sendtype, recvbuf, displs, recvtype, root, comm);
    return MPI_SUCCESS;
}

/* Member src's buffer of `len` bytes on every member (a fresh copy). */
static char *everyone_gets(const gaupc_team *t, const void *buf, long len, int src)
{
    char *copy = malloc(len ? len : 1);
    if (gaupc_team_rank(t) == src)
        memcpy(copy, buf, len);
    gaupc_team_brdcst(t, copy, len, src);
    return copy;
}

static void scatterv_any(const char *call, const void *sendbuf, const int *sendcounts, const int *displs,
                         int sendcount, MPI_Datatype sendtype, void *recvbuf, int root, MPI_Comm comm)
{
    gaupc_team t = gaupc_mpi_team(comm, call);
    int me = gaupc_team_rank(&t);
    if (root < 0 || root >= t.n)
        gaupc_mpi_error(call, "invalid root");
    /* the root's layout, then its data */
    int layout[2] = {0, 0};
    long span = 0, es = me == root ? mpi_size(sendtype, call) : 0;
    if (me == root)
        for (int r = 0; r < t.n; r++) {
            long end = sendcounts ? (long)displs[r] + sendcounts[r] : (long)(r + 1) * sendcount;
            span = end > span ? end : span;
        }
    layout[0] = (int)(span * es);
    layout[1] = (int)es;
    gaupc_team_brdcst(&t, layout, sizeof layout, root);
    int *cd = calloc(2 * t.n, sizeof *cd);
    if (me == root)
        for (int r = 0; r < t.n; r++) {
            cd[r] = sendcounts ? sendcounts[r] : sendcount;
            cd[t.n + r] = sendcounts ? displs[r] : r * sendcount;
        }
    gaupc_team_brdcst(&t, cd, 2 * t.n * sizeof *cd, root);
    char *all = everyone_gets(&t, sendbuf, layout[0], root);
    if (!(me == root && recvbuf == MPI_IN_PLACE))
        memcpy(recvbuf, all + (long)cd[t.n + me] * layout[1], (size_t)cd[me] * layout[1]);
    free(all);
    free(cd);
}

int gaupc_mpi_scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                      MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    (void)recvcount;
    (void)recvtype;
    scatterv_any("MPI_Scatter", sendbuf, NULL, NULL, sendcount, sendtype, recvbuf, root, comm);
    return MPI_SUCCESS;
}

int gaupc_mpi_scatterv(const void *sendbuf, const int sendcounts[], const int displs[], MPI_Datatype sendtype,
                       void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    (void)recvcount;
    (void)recvtype;
    scatterv_any("MPI_Scatterv", sendbuf, sendcounts, displs, 0, sendtype, recvbuf, root, comm);
    return MPI_SUCCESS;
}

static void alltoallv_any(const char *call, const void *sendbuf, const int *sendcounts, const int *sdispls,
                          int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *rdispls, int recvcount,
                          MPI_Datatype recvtype, MPI_Comm comm)
{
    gaupc_team t = gaupc_mpi_team(comm, call);
    int me = gaupc_team_rank(&t), ss = mpi_size(sendtype, call), rs = mpi_size(recvtype, call);
    int *cd = malloc(2 * t.n * sizeof *cd);
    for (int r = 0; r < t.n; r++) {
        /* round r: member r's layout, then its whole buffer; each keeps its part */
        if (me == r)
            for (int d = 0; d < t.n; d++) {
                cd[d] = sendcounts ? sendcounts[d] : sendcount;
                cd[t.n + d] = sendcounts ? sdispls[d] : d * sendcount;
            }
        gaupc_team_brdcst(&t, cd, 2 * t.n * sizeof *cd, r);
        long span = 0;
        for (int d = 0; d < t.n; d++) {
            long end = (long)cd[t.n + d] + cd[d];
            span = end > span ? end : span;
        }
        char *all = everyone_gets(&t, sendbuf, span * ss, r);
        long at = rdispls ? (long)rdispls[r] * rs : (long)r * recvcount * rs;
        memcpy((char *)recvbuf + at, all + (long)cd[t.n + me] * ss, (size_t)cd[me] * ss);
        free(all);
    }
    free(cd);
}

int gaupc_mpi_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount,
                       MPI_Datatype recvtype, MPI_Comm comm)
{
    alltoallv_any("MPI_Alltoall", sendbuf, NULL, NULL, sendcount, sendtype, recvbuf, NULL, recvcount, recvtype,
                  comm);
    return MPI_SUCCESS;
}

int gaupc_mpi_alltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[], MPI_Datatype sendtype,
                        void *recvbuf, const int recvcounts[], const int rdispls[], MPI_Datatype recvtype,
                        MPI_Comm comm)
{
    (void)recvcounts;
    alltoallv_any("MPI_Alltoallv", sendbuf, sendcounts, sdispls, 0, sendtype, recvbuf, rdispls, 0, recvtype, comm);
    return MPI_SUCCESS;
}

/* A duplicate has the same members; collectives are matched in program order, so it can be
   the same communicator. */
/* ------------------------------------------------------------------ local blocks and boxes */

/* Copies box [lo, hi] of a block (storage base, extent [blo, bhi]) to or from a dense buffer. */
static void box_copy(int n, int es, char *base, const long *blo, const long *bhi, const long *lo, const long *hi,
                     char *buf, int to_buf)
{
    long bstride[GA_MAX_DIM], idx[GA_MAX_DIM];
    bstride[n - 1] = 1;
    for (int d = n - 2; d >= 0; d--)
        bstride[d] = bstride[d + 1] * (bhi[d + 1] - blo[d + 1] + 1);
    long row = hi[n - 1] - lo[n - 1] + 1, rows = 1;
    for (int d = 0; d < n - 1; d++) {
        idx[d] = 0;
        rows *= hi[d] - lo[d] + 1;
    }
    size_t bytes = (size_t)row * es;
    for (long r = 0; r < rows; r++) {
        long off = lo[n - 1] - blo[n - 1];
        for (int d = 0; d < n - 1; d++)
            off += (lo[d] + idx[d] - blo[d]) * bstride[d];
        char *p = base + off * es, *q = buf + r * bytes;
        if (to_buf)
            memcpy(q, p, bytes);
        else
            memcpy(p, q, bytes);
        for (int d = n - 2; d >= 0; d--) {
            if (++idx[d] <= hi[d] - lo[d])
                break;
            idx[d] = 0;
        }
    }
}

static int intersect(int n, const long *alo, const long *ahi, const long *blo, const long *bhi, long *lo, long *hi)
{
    for (int d = 0; d < n; d++) {
        lo[d] = alo[d] > blo[d] ? alo[d] : blo[d];
        hi[d] = ahi[d] < bhi[d] ? ahi[d] : bhi[d];
        if (lo[d] > hi[d])
            return 0;
    }
    return 1;
}

/* The dimensions of a patch with more than one element, in order. */
static int nonunit(int n, const long *lo, const long *hi, int *dims)
{
    int k = 0;
    for (int d = 0; d < n; d++)
        if (hi[d] > lo[d])
            dims[k++] = d;
    return k;
}

/* Patches must have the same shape once dimensions of extent 1 are left out (reversed for a
   transposed copy). */
static void check_shapes(gaupc_array *a, const long *alo, const long *ahi, gaupc_array *c, const long *clo,
                         const long *chi, int trans)
{
    int ad[GA_MAX_DIM], cd[GA_MAX_DIM];
    int na = nonunit(a->ndim, alo, ahi, ad), nc = nonunit(c->ndim, clo, chi, cd);
    int ok = na == nc;
    for (int j = 0; ok && j < na; j++) {
        int aj = trans ? ad[na - 1 - j] : ad[j];
        if (ahi[aj] - alo[aj] != chi[cd[j]] - clo[cd[j]])
            ok = 0;
    }
    if (!ok) {
        char r1[256], r2[256];
        gaupc_format_range(r1, sizeof r1, a->ndim, alo, ahi);
        gaupc_format_range(r2, sizeof r2, c->ndim, clo, chi);
        gaupc_error(0, "patches %s of %s and %s of %s have different shapes", r1, a->name, r2, c->name);
    }
}

/* The box of patch A that corresponds to box R of patch C (same shape up to unit dimensions,
   or transposed). */
static void map_box(const long *clo, const long *chi, const long *rlo, const long *rhi, int an, const long *alo,
                    const long *ahi, int cn, int trans, long *olo, long *ohi)
{
    int ad[GA_MAX_DIM], cd[GA_MAX_DIM];
    int k = nonunit(an, alo, ahi, ad);
    nonunit(cn, clo, chi, cd);
    for (int d = 0; d < an; d++)
        olo[d] = ohi[d] = alo[d];
    for (int j = 0; j < k; j++) {
        int aj = trans ? ad[k - 1 - j] : ad[j];
        olo[aj] = alo[aj] + (rlo[cd[j]] - clo[cd[j]]);
        ohi[aj] = alo[aj] + (rhi[cd[j]] - clo[cd[j]]);
    }
}

/* Fetches box [lo, hi] of array a (an input) into a new dense buffer. */
static char *fetch(gaupc_array *a, const long *lo, const long *hi)
{
    char *buf = malloc((size_t)gaupc_nelems(a->ndim, lo, hi) * a->esize);
    gaupc_get_dense(a, lo, hi, buf);
    return buf;
}

/* Reorders a dense box of A (row-major over A's dimensions) into C's order, A's non-unit
   dimensions reversed. */
static char *reverse_dims(gaupc_array *a, const long *lo, const long *hi, char *buf)
{
    int ad[GA_MAX_DIM];
    int k = nonunit(a->ndim, lo, hi, ad);
    long ext[GA_MAX_DIM], astride[GA_MAX_DIM], idx[GA_MAX_DIM];
    long total = gaupc_nelems(a->ndim, lo, hi);
    for (int j = 0; j < k; j++)
        ext[j] = hi[ad[j]] - lo[ad[j]] + 1;
    if (k > 0)
        astride[k - 1] = 1;
    for (int j = k - 2; j >= 0; j--)
        astride[j] = astride[j + 1] * ext[j + 1];
    char *out = malloc((size_t)total * a->esize);
    /* output index over C's order: dimension j of C is A's dimension k-1-j */
    for (int j = 0; j < k; j++)
        idx[j] = 0;
    for (long e = 0; e < total; e++) {
        long src = 0;
        for (int j = 0; j < k; j++)
            src += idx[j] * astride[k - 1 - j];
        memcpy(out + e * a->esize, buf + src * a->esize, a->esize);
        for (int j = k - 1; j >= 0; j--) {
            if (++idx[j] < ext[k - 1 - j])
                break;
            idx[j] = 0;
        }
    }
    free(buf);
    return out;
}

/* Calls f for every box of this process's blocks of c that lies in patch [clo, chi]. The
   box's current values are in cur (dense); f computes the new ones in place. */
typedef void (*box_fn)(void *ctx, gaupc_array *c, const long *lo, const long *hi, char *cur, long n);

static void for_my_boxes(gaupc_array *c, const long *clo, const long *chi, box_fn f, void *ctx, int need_cur)
{
    long nb = gaupc_my_nblocks(c);
    for (long b = 0; b < nb; b++) {
        long blo[GA_MAX_DIM], bhi[GA_MAX_DIM], lo[GA_MAX_DIM], hi[GA_MAX_DIM];
        char *base = gaupc_my_block(c, b, blo, bhi);
        if (!intersect(c->ndim, blo, bhi, clo, chi, lo, hi)) {
            gaupc_my_block_done(c, base, blo, bhi, 0);
            continue;
        }
        long n = gaupc_nelems(c->ndim, lo, hi);
        char *cur = malloc((size_t)n * c->esize);
        if (need_cur)
            box_copy(c->ndim, c->esize, base, blo, bhi, lo, hi, cur, 1);
        f(ctx, c, lo, hi, cur, n);
        box_copy(c->ndim, c->esize, base, blo, bhi, lo, hi, cur, 0);
        free(cur);
        gaupc_my_block_done(c, base, blo, bhi, 1);
    }
}

static void whole(gaupc_array *a, long *lo, long *hi)
{
    for (int d = 0; d < a->ndim; d++) {
        lo[d] = 0;
        hi[d] = a->dims[d] - 1;
    }
}

static void check_same_dims(gaupc_array *a, int g_a, gaupc_array *b, int g_b)
{
    int ok = a->ndim == b->ndim;
    for (int d = 0; ok && d < a->ndim; d++)
        ok = a->dims[d] == b->dims[d];
    if (!ok)
        gaupc_error(0, "arrays %d (%s) and %d (%s) have different dimensions", g_a, a->name, g_b, b->name);
}

static void patch_l(gaupc_array *a, const int *lo, const int *hi, long *l, long *h)
{
    gaupc_c2l(a->ndim, lo, l);
    gaupc_c2l(a->ndim, hi, h);
    gaupc_check_patch(a, l, h);
}

/* ------------------------------------------------------------------ fill, scale, constants */

typedef struct {
    const void *value;
} val_ctx;

static void fill_box(void *ctx, gaupc_array *c, const long *lo, const long *hi, char *cur, long n)
{
    (void)lo;
    (void)hi;
    const void *v = ((val_ctx *)ctx)->value;
    for (long i = 0; i < n; i++)
        memcpy(cur + i * c->esize, v, c->esize);
}

static void scale_box(void *ctx, gaupc_array *c, const long *lo, const long *hi, char *cur, long n)
{
    (void)lo;
    (void)hi;
    gaupc_scale_elems(c->type, cur, n, ((val_ctx *)ctx)->value);
}

static void addc_box(void *ctx, gaupc_array *c, const long *lo, const long *hi, char *cur, long n)
{
    (void)lo;
    (void)hi;
    const void *v = ((val_ctx *)ctx)->value;
    char one[sizeof(DoubleComplex)];
    gaupc_one(c->type, one);
    for (long i = 0; i < n; i++)
        gaupc_axpy_elems(c->type, cur + i * c->esize, v, 1, one);
}

/* patch_op, elem3, GA_Copy, GA_Randomize and the step helpers honour GA_Mask_sync: the synchronisations at the start and end of the call that
   the mask removes (gaupc_sync_mask); the other collectives keep both, which changes nothing
   but their cost. */
static void masked_sync(const gaupc_array *a, int wanted)
{
    if (wanted)
        gaupc_array_sync(a);
}

static void patch_op(gaupc_array *a, const long *lo, const long *hi, box_fn f, const void *value, int need_cur)
{
    val_ctx ctx = {value};
    int first, last;
    gaupc_sync_mask(&first, &last);
    masked_sync(a, first);
    for_my_boxes(a, lo, hi, f, &ctx, need_cur);
    masked_sync(a, last);
}

void gaupc_GA_Fill(int g_a, void *value)
{
    gaupc_array *a = gaupc_arr(g_a);
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    whole(a, lo, hi);
    patch_op(a, lo, hi, fill_box, value, 0);
}

/* Zero of the array's type (registered types may be larger than any built-in one). */
static void *zero_of(int g_a)
{
    gaupc_array *a = gaupc_arr(g_a);
    void *zero = calloc(1, (size_t)a->esize);
    if (!zero)
        gaupc_error(a->esize, "out of memory");
    return zero;
}

void gaupc_GA_Zero(int g_a)
{
    void *zero = zero_of(g_a);
    gaupc_GA_Fill(g_a, zero);
    free(zero);
}

void gaupc_GA_Scale(int g_a, void *value)
{
    gaupc_array *a = gaupc_arr(g_a);
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    whole(a, lo, hi);
    patch_op(a, lo, hi, scale_box, value, 1);
}

void gaupc_GA_Add_constant(int g_a, void *alpha)
{
    gaupc_array *a = gaupc_arr(g_a);
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    whole(a, lo, hi);
    patch_op(a, lo, hi, addc_box, alpha, 1);
}

void gaupc_GA_Add_constant_patch(int g_a, int lo[], int hi[], void *alpha)
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    patch_l(a, lo, hi, l, h);
    patch_op(a, l, h, addc_box, alpha, 1);
}

void gaupc_NGA_Fill_patch(int g_a, int lo[], int hi[], void *val)
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    patch_l(a, lo, hi, l, h);
    patch_op(a, l, h, fill_box, val, 0);
}

void gaupc_NGA_Zero_patch(int g_a, int lo[], int hi[])
{
    void *zero = zero_of(g_a);
    gaupc_NGA_Fill_patch(g_a, lo, hi, zero);
    free(zero);
}

void gaupc_NGA_Scale_patch(int g_a, int lo[], int hi[], void *alpha)
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    patch_l(a, lo, hi, l, h);
    patch_op(a, l, h, scale_box, alpha, 1);
}

/* ------------------------------------------------------------------ two and three operands */

#define OP_COPY 0
#define OP_ADD 1
#define OP_MUL 2
#define OP_DIV 3
#define OP_MAX 4
#define OP_MIN 5

typedef struct {
    int op, trans;
    gaupc_array *a, *b;
    const long *alo, *ahi, *blo, *bhi, *clo, *chi;
    const void *alpha, *beta;
} elem_ctx;

static void elem_real_cplx(int type, int op, char *c, const char *x, const char *y, long n, const void *alpha,
                           const void *beta)
{
    switch (type) {
#define ELEM_REAL(code, T)                                                                                        \
    case code: {                                                                                                  \
        T *r = (T *)c;                                                                                            \
        const T *p = (const T *)x, *q = (const T *)y;                                                             \
        for (long i = 0; i < n; i++)                                                                              \
            switch (op) {                                                                                         \
            case OP_ADD:                                                                                          \
                r[i] = *(const T *)alpha * p[i] + *(const T *)beta * q[i];                                        \
                break;                                                                                            \
            case OP_MUL:                                                                                          \
                r[i] = p[i] * q[i];                                                                               \
                break;                                                                                            \
            case OP_DIV:                                                                                          \
                if (q[i] == 0)                                                                                    \
                    gaupc_error(0, "zero divisor ");                                                              \
                r[i] = p[i] / q[i];                                                                               \
                break;                                                                                            \
            case OP_MAX:                                                                                          \
                r[i] = p[i] > q[i] ? p[i] : q[i];                                                                 \
                break;                                                                                            \
            default:                                                                                              \
                r[i] = p[i] < q[i] ? p[i] : q[i];                                                                 \
            }                                                                                                     \
        break;                                                                                                    \
    }
        GAUPC_REAL_TYPES(ELEM_REAL)
#define ELEM_CPLX(code, T, R)                                                                                     \
    case code: {                                                                                                  \
        T *r = (T *)c;                                                                                            \
        const T *p = (const T *)x, *q = (const T *)y;                                                             \
        for (long i = 0; i < n; i++) {                                                                            \
            T u = p[i], v = q[i], w;                                                                              \
            if (op == OP_ADD) {                                                                                   \
                T al = *(const T *)alpha, be = *(const T *)beta;                                                  \
                w.real = al.real * u.real - al.imag * u.imag + be.real * v.real - be.imag * v.imag;               \
                w.imag = al.real * u.imag + al.imag * u.real + be.real * v.imag + be.imag * v.real;               \
            } else if (op == OP_MUL) {                                                                            \
                w.real = u.real * v.real - u.imag * v.imag;                                                       \
                w.imag = u.real * v.imag + u.imag * v.real;                                                       \
            } else if (op == OP_DIV) {                                                                            \
                /* scaled division, so that no intermediate overflows needlessly */                              \
                if (RABS(v.real) >= RABS(v.imag)) {                                                               \
                    if (v.real == 0)                                                                              \
                        gaupc_error(0, "zero divisor ");                                                          \
                    R s = v.imag / v.real, t = (R)1 / (v.real * ((R)1 + s * s));                                  \
                    w.real = (u.real + u.imag * s) * t;                                                           \
                    w.imag = (u.imag - u.real * s) * t;                                                           \
                } else {                                                                                          \
                    R s = v.real / v.imag, t = (R)1 / (v.imag * ((R)1 + s * s));                                  \
                    w.real = (u.real * s + u.imag) * t;                                                           \
                    w.imag = (u.imag * s - u.real) * t;                                                           \
                }                                                                                                 \
            } else {                                                                                              \
                /* the larger (smaller) modulus, computed without overflow */                                     \
                double m1 = RABS(u.real) > RABS(u.imag) ? RABS(u.real) : RABS(u.imag);                            \
                double m2 = RABS(v.real) > RABS(v.imag) ? RABS(v.real) : RABS(v.imag);                            \
                double m = m1 > m2 ? m1 : m2;                                                                     \
                if (m == 0) {                                                                                     \
                    w = u;                                                                                        \
                } else {                                                                                          \
                    double ur = u.real / m, ui = u.imag / m, vr = v.real / m, vi = v.imag / m;                    \
                    double su = ur * ur + ui * ui, sv = vr * vr + vi * vi;                                        \
                    if (op == OP_MAX)                                                                             \
                        w = su > sv ? u : v;                                                                      \
                    else                                                                                          \
                        w = su < sv ? u : v;                                                                      \
                }                                                                                                 \
            }                                                                                                     \
            r[i] = w;                                                                                             \
        }                                                                                                         \
        break;                                                                                                    \
    }
        GAUPC_CPLX_TYPES(ELEM_CPLX)
    default:
        gaupc_error(type, "wrong data type");
    }
}

static void elem_box(void *vctx, gaupc_array *c, const long *lo, const long *hi, char *cur, long n)
{
    elem_ctx *x = vctx;
    long al[GA_MAX_DIM], ah[GA_MAX_DIM];
    map_box(x->clo, x->chi, lo, hi, x->a->ndim, x->alo, x->ahi, c->ndim, x->trans, al, ah);
    char *abuf = fetch(x->a, al, ah);
    if (x->trans)
        abuf = reverse_dims(x->a, al, ah, abuf);
    if (x->op == OP_COPY) {
        memcpy(cur, abuf, (size_t)n * c->esize);
    } else {
        long bl[GA_MAX_DIM], bh[GA_MAX_DIM];
        map_box(x->clo, x->chi, lo, hi, x->b->ndim, x->blo, x->bhi, c->ndim, 0, bl, bh);
        char *bbuf = fetch(x->b, bl, bh);
        elem_real_cplx(c->type, x->op, cur, abuf, bbuf, n, x->alpha, x->beta);
        free(bbuf);
    }
    free(abuf);
}

static void elem3(int op, int g_a, const long *alo, const long *ahi, int g_b, const long *blo, const long *bhi,
                  int g_c, const long *clo, const long *chi, const void *alpha, const void *beta)
{
    gaupc_array *a = gaupc_arr(g_a), *b = gaupc_arr(g_b), *c = gaupc_arr(g_c);
    gaupc_check_same_type(a, g_a, c, g_c);
    gaupc_check_same_type(b, g_b, c, g_c);
    gaupc_check_patch(a, alo, ahi);
    gaupc_check_patch(b, blo, bhi);
    gaupc_check_patch(c, clo, chi);
    check_shapes(a, alo, ahi, c, clo, chi, 0);
    check_shapes(b, blo, bhi, c, clo, chi, 0);
    elem_ctx x = {op, 0, a, b, alo, ahi, blo, bhi, clo, chi, alpha, beta};
    int first, last;
    gaupc_sync_mask(&first, &last);
    masked_sync(c, first);
    for_my_boxes(c, clo, chi, elem_box, &x, 0);
    masked_sync(c, last);
}

/* GA_Median_patch: M = the middle one of A, B, C, element by element (real types) */
typedef struct {
    gaupc_array *in[3];
    const long *lo[3], *hi[3];
    const long *mlo, *mhi;
} median_ctx;

static void median_box(void *vctx, gaupc_array *m, const long *lo, const long *hi, char *cur, long n)
{
    median_ctx *x = vctx;
    char *buf[3];
    for (int k = 0; k < 3; k++) {
        long l[GA_MAX_DIM], h[GA_MAX_DIM];
        map_box(x->mlo, x->mhi, lo, hi, x->in[k]->ndim, x->lo[k], x->hi[k], m->ndim, 0, l, h);
        buf[k] = fetch(x->in[k], l, h);
    }
    switch (m->type) {
#define MEDIAN_REAL(code, T)                                                                                      \
    case code:                                                                                                    \
        for (long i = 0; i < n; i++) {                                                                            \
            T a = ((T *)buf[0])[i], b = ((T *)buf[1])[i], c = ((T *)buf[2])[i];                                   \
            T lo2 = a < b ? a : b, hi2 = a < b ? b : a;                                                           \
            T mid = hi2 < c ? hi2 : c;                                                                            \
            ((T *)cur)[i] = lo2 > mid ? lo2 : mid;                                                                \
        }                                                                                                         \
        break;
        GAUPC_REAL_TYPES(MEDIAN_REAL)
    default:
        gaupc_error(m->type, "%s arrays have no median", gaupc_type_name(m->type));
    }
    for (int k = 0; k < 3; k++)
        free(buf[k]);
}

static void median(int g_a, const long *alo, const long *ahi, int g_b, const long *blo, const long *bhi, int g_c,
                   const long *clo, const long *chi, int g_m, const long *mlo, const long *mhi)
{
    gaupc_array *m = gaupc_arr(g_m);
    median_ctx x = {{gaupc_arr(g_a), gaupc_arr(g_b), gaupc_arr(g_c)}, {alo, blo, clo}, {ahi, bhi, chi}, mlo, mhi};
    int handles[3] = {g_a, g_b, g_c};
    gaupc_check_patch(m, mlo, mhi);
    for (int k = 0; k < 3; k++) {
        gaupc_check_same_type(x.in[k], handles[k], m, g_m);
        gaupc_check_patch(x.in[k], x.lo[k], x.hi[k]);
        check_shapes(x.in[k], x.lo[k], x.hi[k], m, mlo, mhi, 0);
    }
    gaupc_array_sync(m);
    for_my_boxes(m, mlo, mhi, median_box, &x, 0);
    gaupc_array_sync(m);
}

void gaupc_GA_Median_patch(int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[], int g_c, int clo[],
                           int chi[], int g_m, int mlo[], int mhi[])
{
    long al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM], cl[GA_MAX_DIM], ch[GA_MAX_DIM],
        ml[GA_MAX_DIM], mh[GA_MAX_DIM];
    patch_l(gaupc_arr(g_a), alo, ahi, al, ah);
    patch_l(gaupc_arr(g_b), blo, bhi, bl, bh);
    patch_l(gaupc_arr(g_c), clo, chi, cl, ch);
    patch_l(gaupc_arr(g_m), mlo, mhi, ml, mh);
    median(g_a, al, ah, g_b, bl, bh, g_c, cl, ch, g_m, ml, mh);
}

void gaupc_GA_Median(int g_a, int g_b, int g_c, int g_m)
{
    gaupc_array *a = gaupc_arr(g_a), *b = gaupc_arr(g_b), *c = gaupc_arr(g_c), *m = gaupc_arr(g_m);
    check_same_dims(a, g_a, m, g_m);
    check_same_dims(b, g_b, m, g_m);
    check_same_dims(c, g_c, m, g_m);
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    whole(m, lo, hi);
    median(g_a, lo, hi, g_b, lo, hi, g_c, lo, hi, g_m, lo, hi);
}

static void elem3_whole(int op, int g_a, int g_b, int g_c, const void *alpha, const void *beta)
{
    gaupc_array *a = gaupc_arr(g_a), *b = gaupc_arr(g_b), *c = gaupc_arr(g_c);
    check_same_dims(a, g_a, c, g_c);
    check_same_dims(b, g_b, c, g_c);
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    whole(c, lo, hi);
    elem3(op, g_a, lo, hi, g_b, lo, hi, g_c, lo, hi, alpha, beta);
}

void gaupc_GA_Add(void *alpha, int g_a, void *beta, int g_b, int g_c)
{
    elem3_whole(OP_ADD, g_a, g_b, g_c, alpha, beta);
}

void gaupc_NGA_Add_patch(void *alpha, int g_a, int alo[], int ahi[], void *beta, int g_b, int blo[], int bhi[],
                         int g_c, int clo[], int chi[])
{
    long al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM], cl[GA_MAX_DIM], ch[GA_MAX_DIM];
    patch_l(gaupc_arr(g_a), alo, ahi, al, ah);
    patch_l(gaupc_arr(g_b), blo, bhi, bl, bh);
    patch_l(gaupc_arr(g_c), clo, chi, cl, ch);
    elem3(OP_ADD, g_a, al, ah, g_b, bl, bh, g_c, cl, ch, alpha, beta);
}

void gaupc_GA_Copy(int g_a, int g_b)
{
    gaupc_array *a = gaupc_arr(g_a), *b = gaupc_arr(g_b);
    gaupc_check_same_type(a, g_a, b, g_b);
    check_same_dims(a, g_a, b, g_b);
    if (g_a == g_b)
        return;
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    whole(b, lo, hi);
    elem_ctx x = {OP_COPY, 0, a, NULL, lo, hi, NULL, NULL, lo, hi, NULL, NULL};
    int first, last;
    gaupc_sync_mask(&first, &last);
    masked_sync(b, first);
    for_my_boxes(b, lo, hi, elem_box, &x, 0);
    masked_sync(b, last);
}

void gaupc_NGA_Copy_patch(char trans, int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[])
{
    gaupc_array *a = gaupc_arr(g_a), *b = gaupc_arr(g_b);
    long al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM];
    patch_l(a, alo, ahi, al, ah);
    patch_l(b, blo, bhi, bl, bh);
    gaupc_check_same_type(a, g_a, b, g_b);
    int t = trans == 't' || trans == 'T';
    check_shapes(a, al, ah, b, bl, bh, t);
    elem_ctx x = {OP_COPY, t, a, NULL, al, ah, NULL, NULL, bl, bh, NULL, NULL};
    gaupc_array_sync(b);
    for_my_boxes(b, bl, bh, elem_box, &x, 0);
    gaupc_array_sync(b);
}

#define ELEM_PATCH(NAME, OP)                                                                                      \
    void gaupc_##NAME##_patch(int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[], int g_c, int clo[],   \
                              int chi[])                                                                          \
    {                                                                                                             \
        long al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM], cl[GA_MAX_DIM], ch[GA_MAX_DIM];      \
        patch_l(gaupc_arr(g_a), alo, ahi, al, ah);                                                                \
        patch_l(gaupc_arr(g_b), blo, bhi, bl, bh);                                                                \
        patch_l(gaupc_arr(g_c), clo, chi, cl, ch);                                                                \
        elem3(OP, g_a, al, ah, g_b, bl, bh, g_c, cl, ch, NULL, NULL);                                             \
    }                                                                                                             \
    void gaupc_##NAME(int g_a, int g_b, int g_c)                                                                  \
    {                                                                                                             \
        elem3_whole(OP, g_a, g_b, g_c, NULL, NULL);                                                               \
    }
ELEM_PATCH(GA_Elem_multiply, OP_MUL)
ELEM_PATCH(GA_Elem_divide, OP_DIV)
ELEM_PATCH(GA_Elem_maximum, OP_MAX)
ELEM_PATCH(GA_Elem_minimum, OP_MIN)

/* ------------------------------------------------------------------ dot products */

/* sum += x[i] * y[i] for n elements of a type (complex products unconjugated, as GA's) */
static void dot_acc(int type, void *sum, const char *x, const char *y, long n)
{
    switch (type) {
#define DOT_REAL(code, T)                                                                                         \
    case code: {                                                                                                  \
        T s = *(T *)sum;                                                                                          \
        const T *p = (const T *)x, *q = (const T *)y;                                                             \
        for (long i = 0; i < n; i++)                                                                              \
            s += p[i] * q[i];                                                                                     \
        *(T *)sum = s;                                                                                            \
        break;                                                                                                    \
    }
        GAUPC_REAL_TYPES(DOT_REAL)
#define DOT_CPLX(code, T, R)                                                                                      \
    case code: {                                                                                                  \
        T s = *(T *)sum;                                                                                          \
        const T *p = (const T *)x, *q = (const T *)y;                                                             \
        for (long i = 0; i < n; i++) {                                                                            \
            s.real += p[i].real * q[i].real - q[i].imag * p[i].imag;                                              \
            s.imag += p[i].imag * q[i].real + q[i].imag * p[i].real;                                              \
        }                                                                                                         \
        *(T *)sum = s;                                                                                            \
        break;                                                                                                    \
    }
        GAUPC_CPLX_TYPES(DOT_CPLX)
    }
}

static int transposed(char t)
{
    return t == 't' || t == 'T';
}

/* The dot product of patch [alo, ahi] of A and patch [blo, bhi] of B (NGA_Ddot_patch ...): the
   patches have the same shape once dimensions of extent 1 are left out, reversed when exactly
   one of them is transposed ('t' or 'T'). Each process multiplies the part of A's patch it
   owns with the matching elements of B's; the sum is reduced over A's group. */
static void dot_patch(int type, int g_a, char t_a, const long *alo, const long *ahi, int g_b, char t_b,
                      const long *blo, const long *bhi, void *result)
{
    gaupc_array *a = gaupc_arr(g_a), *b = gaupc_arr(g_b);
    if (a->type != type)
        gaupc_error(g_a, "type not correct: array %d is %s", g_a, gaupc_type_name(a->type));
    if (b->type != type)
        gaupc_error(g_b, "type not correct: array %d is %s", g_b, gaupc_type_name(b->type));
    int trans = transposed(t_a) != transposed(t_b);
    check_shapes(b, blo, bhi, a, alo, ahi, trans);
    gaupc_array_sync(a);
    char sum[sizeof(DoubleComplex)];
    memset(sum, 0, sizeof sum);
    long nblk = gaupc_my_nblocks(a);
    for (long k = 0; k < nblk; k++) {
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM], il[GA_MAX_DIM], ih[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM];
        char *base = gaupc_my_block(a, k, lo, hi);
        if (intersect(a->ndim, lo, hi, alo, ahi, il, ih)) {
            long n = gaupc_nelems(a->ndim, il, ih);
            char *x = malloc((size_t)n * a->esize);
            box_copy(a->ndim, a->esize, base, lo, hi, il, ih, x, 1);
            map_box(alo, ahi, il, ih, b->ndim, blo, bhi, a->ndim, trans, bl, bh);
            char *y = fetch(b, bl, bh);
            if (trans)
                y = reverse_dims(b, bl, bh, y);
            dot_acc(type, sum, x, y, n);
            free(x);
            free(y);
        }
        gaupc_my_block_done(a, base, lo, hi, 0);
    }
    gaupc_array_gop(a, type, sum, 1, "+");
    memcpy(result, sum, gaupc_type_size(type));
}

static void dot(int type, int g_a, int g_b, void *result)
{
    gaupc_array *a = gaupc_arr(g_a), *b = gaupc_arr(g_b);
    long na = 1, nb = 1;
    for (int d = 0; d < a->ndim; d++)
        na *= a->dims[d];
    for (int d = 0; d < b->ndim; d++)
        nb *= b->dims[d];
    if (a->type == type && b->type == type && na != nb)
        gaupc_error(na - nb, "arrays %d and %d have different numbers of elements", g_a, g_b);
    long alo[GA_MAX_DIM], ahi[GA_MAX_DIM], blo[GA_MAX_DIM], bhi[GA_MAX_DIM];
    whole(a, alo, ahi);
    whole(b, blo, bhi);
    dot_patch(type, g_a, 'n', alo, ahi, g_b, 'n', blo, bhi, result);
}

/* NGA_Ddot_patch ... (C subscripts) */
#define DOT_PATCH(NAME, T, code)                                                                                  \
    T gaupc_##NAME(int g_a, char t_a, int alo[], int ahi[], int g_b, char t_b, int blo[], int bhi[])              \
    {                                                                                                             \
        long al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM];                                      \
        T r;                                                                                                      \
        patch_l(gaupc_arr(g_a), alo, ahi, al, ah);                                                                \
        patch_l(gaupc_arr(g_b), blo, bhi, bl, bh);                                                                \
        dot_patch(code, g_a, t_a, al, ah, g_b, t_b, bl, bh, &r);                                                  \
        return r;                                                                                                 \
    }
DOT_PATCH(NGA_Ddot_patch, double, C_DBL)
DOT_PATCH(NGA_Idot_patch, int, C_INT)
DOT_PATCH(NGA_Ldot_patch, long, C_LONG)
DOT_PATCH(NGA_Lldot_patch, long long, C_LONGLONG)
DOT_PATCH(NGA_Fdot_patch, float, C_FLOAT)
DOT_PATCH(NGA_Zdot_patch, DoubleComplex, C_DCPL)
DOT_PATCH(NGA_Cdot_patch, SingleComplex, C_SCPL)

double gaupc_GA_Ddot(int g_a, int g_b)
{
    double r;
    dot(C_DBL, g_a, g_b, &r);
    return r;
}

int gaupc_GA_Idot(int g_a, int g_b)
{
    int r;
    dot(C_INT, g_a, g_b, &r);
    return r;
}

long gaupc_GA_Ldot(int g_a, int g_b)
{
    long r;
    dot(C_LONG, g_a, g_b, &r);
    return r;
}

long long gaupc_GA_Lldot(int g_a, int g_b)
{
    long long r;
    dot(C_LONGLONG, g_a, g_b, &r);
    return r;
}

float gaupc_GA_Fdot(int g_a, int g_b)
{
    float r;
    dot(C_FLOAT, g_a, g_b, &r);
    return r;
}

DoubleComplex gaupc_GA_Zdot(int g_a, int g_b)
{
    DoubleComplex r;
    dot(C_DCPL, g_a, g_b, &r);
    return r;
}

SingleComplex gaupc_GA_Cdot(int g_a, int g_b)
{
    SingleComplex r;
    dot(C_SCPL, g_a, g_b, &r);
    return r;
}

/* ------------------------------------------------------------------ element functions */

static void abs_box(void *ctx, gaupc_array *c, const long *lo, const long *hi, char *cur, long n)
{
    (void)ctx;
    (void)lo;
    (void)hi;
    switch (c->type) {
#define ABSV_REAL(code, T)                                                                                        \
    case code:                                                                                                    \
        for (long i = 0; i < n; i++)                                                                              \
            if (((T *)cur)[i] < 0)                                                                                \
                ((T *)cur)[i] = -((T *)cur)[i];                                                                   \
        break;
        GAUPC_REAL_TYPES(ABSV_REAL)
#define ABSV_CPLX(code, T, R)                                                                                     \
    case code:                                                                                                    \
        for (long i = 0; i < n; i++) {                                                                            \
            T *z = (T *)cur + i;                                                                                  \
            z->real = (R)sqrt((double)z->real * z->real + (double)z->imag * z->imag);                             \
            z->imag = 0;                                                                                          \
        }                                                                                                         \
        break;
        GAUPC_CPLX_TYPES(ABSV_CPLX)
    default:
        gaupc_error(c->type, "%s arrays have no absolute value", gaupc_type_name(c->type));
    }
}

/* 1/x (integer division for the integer types, as GA computes it); a zero element stops the
   program with its subscript */
static void recip_box(void *ctx, gaupc_array *c, const long *lo, const long *hi, char *cur, long n)
{
    (void)ctx;
    for (long i = 0; i < n; i++) {
        char *e = cur + i * c->esize;
        if (gaupc_is_zero(c->type, e)) {
            long sub[GA_MAX_DIM], rest = i;
            for (int d = c->ndim - 1; d >= 0; d--) {
                long ext = hi[d] - lo[d] + 1;
                sub[d] = lo[d] + rest % ext;
                rest /= ext;
            }
            char at[256];
            gaupc_format_range(at, sizeof at, c->ndim, sub, sub);
            gaupc_error(0, "zero element %s of %s has no reciprocal", at, c->name);
        }
    }
    switch (c->type) {
#define RECIP_REAL(code, T)                                                                                       \
    case code:                                                                                                    \
        for (long i = 0; i < n; i++)                                                                              \
            ((T *)cur)[i] = (T)1 / ((T *)cur)[i];                                                                 \
        break;
        GAUPC_REAL_TYPES(RECIP_REAL)
#define RECIP_CPLX(code, T, R)                                                                                    \
    case code:                                                                                                    \
        for (long i = 0; i < n; i++) {                                                                            \
            T *z = (T *)cur + i;                                                                                  \
            double m = (double)z->real * z->real + (double)z->imag * z->imag;                                     \
            z->real = (R)(z->real / m);                                                                           \
            z->imag = (R)(-z->imag / m);                                                                          \
        }                                                                                                         \
        break;
        GAUPC_CPLX_TYPES(RECIP_CPLX)
    default:
        gaupc_error(c->type, "%s arrays have no reciprocal", gaupc_type_name(c->type));
    }
}

void gaupc_GA_Abs_value(int g_a)
{
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    gaupc_array *a = gaupc_arr(g_a);
    whole(a, l, h);
    patch_op(a, l, h, abs_box, NULL, 1);
}

void gaupc_GA_Recip(int g_a)
{
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    gaupc_array *a = gaupc_arr(g_a);
    whole(a, l, h);
    patch_op(a, l, h, recip_box, NULL, 1);
}

void gaupc_GA_Abs_value_patch(int g_a, int lo[], int hi[])
{
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    gaupc_array *a = gaupc_arr(g_a);
    patch_l(a, lo, hi, l, h);
    patch_op(a, l, h, abs_box, NULL, 1);
}

void gaupc_GA_Recip_patch(int g_a, int lo[], int hi[])
{
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    gaupc_array *a = gaupc_arr(g_a);
    patch_l(a, lo, hi, l, h);
    patch_op(a, l, h, recip_box, NULL, 1);
}

/* <0, 0, >0 as x is smaller than, equal to, larger than y (real types) */
static int compare_real(int type, const char *x, const char *y)
{
    switch (type) {
#define CMP_REAL(code, T)                                                                                         \
    case code:                                                                                                    \
        return *(const T *)x < *(const T *)y ? -1 : *(const T *)x > *(const T *)y;
        GAUPC_REAL_TYPES(CMP_REAL)
    }
    return 0;
}

/* the value of a real type that loses every comparison of "max" (max) or "min" */
static void losing_value(int type, int max, char *out)
{
    switch (type) {
    case C_INT: *(int *)out = max ? INT_MIN : INT_MAX; break;
    case C_LONG: *(long *)out = max ? LONG_MIN : LONG_MAX; break;
    case C_LONGLONG: *(long long *)out = max ? LLONG_MIN : LLONG_MAX; break;
    case C_FLOAT: *(float *)out = max ? -HUGE_VALF : HUGE_VALF; break;
    case C_DBL: *(double *)out = max ? -HUGE_VAL : HUGE_VAL; break;
    }
}

/* NGA_Select_elem (collective): the largest ("max") or smallest ("min") element of the array
   (complex ones by squared magnitude), its value and C subscript; of equal ones, the first in
   row-major order. The key is reduced in the array's own type, so integers compare exactly. */
void gaupc_NGA_Select_elem(int g_a, char *op, void *val, int *index)
{
    gaupc_array *a = gaupc_arr(g_a);
    int max = 0;
    if (op && !strncmp(op, "max", 3))
        max = 1;
    else if (!op || strncmp(op, "min", 3))
        gaupc_error(0, "operation \"%.6s\" is neither max nor min", op ? op : "(null)");
    int cplx = a->type == C_SCPL || a->type == C_DCPL;
    int ktype = cplx ? C_DBL : a->type;
    switch (ktype) {
    case C_INT: case C_LONG: case C_LONGLONG: case C_FLOAT: case C_DBL: break;
    default: gaupc_error(a->type, "%s arrays cannot be searched", gaupc_type_name(a->type));
    }
    size_t ksize = (size_t)gaupc_type_size(ktype);
    char best[sizeof(DoubleComplex)];
    losing_value(ktype, max, best);
    long bestlin = LONG_MAX;
    gaupc_array_sync(a);
    long nblk = gaupc_my_nblocks(a);
    for (long k = 0; k < nblk; k++) {
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
        char *base = gaupc_my_block(a, k, lo, hi);
        long n = gaupc_nelems(a->ndim, lo, hi);
        for (long i = 0; i < n; i++) {
            const char *e = base + i * a->esize;
            char key[sizeof(DoubleComplex)];
            if (cplx) {
                double m = a->type == C_DCPL ? ((const DoubleComplex *)e)->real * ((const DoubleComplex *)e)->real +
                                                   ((const DoubleComplex *)e)->imag * ((const DoubleComplex *)e)->imag
                                             : (double)((const SingleComplex *)e)->real * ((const SingleComplex *)e)->real +
                                                   (double)((const SingleComplex *)e)->imag * ((const SingleComplex *)e)->imag;
                memcpy(key, &m, sizeof m);
            } else {
                memcpy(key, e, ksize);
            }
            long sub[GA_MAX_DIM], rest = i, lin = 0;
            for (int d = a->ndim - 1; d >= 0; d--) {
                long ext = hi[d] - lo[d] + 1;
                sub[d] = lo[d] + rest % ext;
                rest /= ext;
            }
            for (int d = 0; d < a->ndim; d++)
                lin = lin * a->dims[d] + sub[d];
            int c = compare_real(ktype, key, best);
            if ((max ? c > 0 : c < 0) || (c == 0 && lin < bestlin)) {
                memcpy(best, key, ksize);
                bestlin = lin;
            }
        }
        gaupc_my_block_done(a, base, lo, hi, 0);
    }
    /* the best key over the group, then the first subscript that has it */
    char top[sizeof(DoubleComplex)];
    memcpy(top, best, ksize);
    gaupc_array_gop(a, ktype, top, 1, max ? "max" : "min");
    long lin = compare_real(ktype, top, best) == 0 ? bestlin : LONG_MAX;
    gaupc_array_gop(a, C_LONG, &lin, 1, "min");
    long sub[GA_MAX_DIM];
    for (int d = a->ndim - 1; d >= 0; d--) {
        sub[d] = lin % a->dims[d];
        lin /= a->dims[d];
    }
    gaupc_get_dense(a, sub, sub, val);
    for (int d = 0; d < a->ndim; d++)
        index[d] = (int)sub[d];
}

/* ------------------------------------------------------------------ diagonals, rows, columns */

static gaupc_array *matrix(int g_a)
{
    gaupc_array *a = gaupc_arr(g_a);
    if (a->ndim != 2)
        gaupc_error(a->ndim, "array %d (%s) is not two-dimensional", g_a, a->name);
    return a;
}

static gaupc_array *vector(int g_v, gaupc_array *a, int g_a, long len)
{
    gaupc_array *v = gaupc_arr(g_v);
    if (v->ndim != 1)
        gaupc_error(v->ndim, "array %d (%s) is not one-dimensional", g_v, v->name);
    gaupc_check_same_type(a, g_a, v, g_v);
    if (v->dims[0] < len)
        gaupc_error(v->dims[0], "vector %d (%s) is shorter (%ld) than needed (%ld)", g_v, v->name, v->dims[0], len);
    return v;
}

/* op 0: a[i][i] = v[i]; 1: a[i][i] += v[i]; 2: a[i][i] = 0; 3: a[i][i] += *c */
static void diag_op(int op, int g_a, int g_v, const void *c)
{
    gaupc_array *a = matrix(g_a);
    long nd = a->dims[0] < a->dims[1] ? a->dims[0] : a->dims[1];
    gaupc_array *v = op >= 2 ? NULL : vector(g_v, a, g_a, nd);
    gaupc_array_sync(a);
    long nb = gaupc_my_nblocks(a);
    for (long k = 0; k < nb; k++) {
        long lo[2], hi[2];
        char *base = gaupc_my_block(a, k, lo, hi);
        long i0 = lo[0] > lo[1] ? lo[0] : lo[1], i1 = hi[0] < hi[1] ? hi[0] : hi[1];
        if (i0 > i1) {
            gaupc_my_block_done(a, base, lo, hi, 0);
            continue;
        }
        char *vals = NULL;
        if (v)
            vals = fetch(v, &i0, &i1);
        long w = hi[1] - lo[1] + 1;
        for (long i = i0; i <= i1; i++) {
            char *e = base + ((i - lo[0]) * w + (i - lo[1])) * a->esize;
            if (op == 0)
                memcpy(e, vals + (i - i0) * a->esize, a->esize);
            else if (op == 1 || op == 3) {
                char one[sizeof(DoubleComplex)];
                gaupc_one(a->type, one);
                gaupc_axpy_elems(a->type, e, op == 1 ? vals + (i - i0) * a->esize : c, 1, one);
            } else
                memset(e, 0, a->esize);
        }
        free(vals);
        gaupc_my_block_done(a, base, lo, hi, 1);
    }
    gaupc_array_sync(a);
}

void gaupc_GA_Set_diagonal(int g_a, int g_v)
{
    diag_op(0, g_a, g_v, NULL);
}

void gaupc_GA_Add_diagonal(int g_a, int g_v)
{
    diag_op(1, g_a, g_v, NULL);
}

void gaupc_GA_Zero_diagonal(int g_a)
{
    diag_op(2, g_a, 0, NULL);
}

void gaupc_GA_Shift_diagonal(int g_a, void *c)
{
    diag_op(3, g_a, 0, c);
}

/* |x| of element i of a buffer of the array's type */
static double abs_elem(int type, const char *p, long i)
{
    switch (type) {
#define ABS_REAL(code, T)                                                                                         \
    case code: {                                                                                                  \
        T x = ((const T *)p)[i];                                                                                  \
        return x < 0 ? -(double)x : (double)x;                                                                    \
    }
        GAUPC_REAL_TYPES(ABS_REAL)
#define ABS_CPLX(code, T, R)                                                                                      \
    case code: {                                                                                                  \
        T x = ((const T *)p)[i];                                                                                  \
        return sqrt((double)x.real * x.real + (double)x.imag * x.imag);                                           \
    }
        GAUPC_CPLX_TYPES(ABS_CPLX)
    default:
        gaupc_error(type, "wrong data type");
    }
}

/* GA 5.8's norms of a vector or a matrix, both taken elementwise: the 1-norm is the sum of the
   absolute values of all elements, the infinity norm the largest of them. */
static double norm(int g_a, int largest)
{
    gaupc_array *a = gaupc_arr(g_a);
    if (a->ndim != 1 && a->ndim != 2)
        gaupc_error(a->ndim, "wrong dimension");
    double r = 0;
    gaupc_array_sync(a);
    long nb = gaupc_my_nblocks(a);
    for (long k = 0; k < nb; k++) {
        long lo[2], hi[2];
        char *base = gaupc_my_block(a, k, lo, hi);
        long n = gaupc_nelems(a->ndim, lo, hi);
        for (long i = 0; i < n; i++) {
            double x = abs_elem(a->type, base, i);
            r = largest ? (x > r ? x : r) : r + x;
        }
        gaupc_my_block_done(a, base, lo, hi, 0);
    }
    gaupc_array_gop(a, C_DBL, &r, 1, largest ? "max" : "+");
    return r;
}

void gaupc_GA_Norm1(int g_a, double *nm)
{
    *nm = norm(g_a, 0);
}

void gaupc_GA_Norm_infinity(int g_a, double *nm)
{
    *nm = norm(g_a, 1);
}

/* v[i] = a[i][i]: the owners of diagonal elements put them into v, one run per block. */
void gaupc_GA_Get_diag(int g_a, int g_v)
{
    gaupc_array *a = matrix(g_a);
    long nd = a->dims[0] < a->dims[1] ? a->dims[0] : a->dims[1];
    gaupc_array *v = vector(g_v, a, g_a, nd);
    gaupc_array_sync(a);
    long nb = gaupc_my_nblocks(a);
    for (long k = 0; k < nb; k++) {
        long lo[2], hi[2];
        char *base = gaupc_my_block(a, k, lo, hi);
        long i0 = lo[0] > lo[1] ? lo[0] : lo[1], i1 = hi[0] < hi[1] ? hi[0] : hi[1];
        if (i0 > i1) {
            gaupc_my_block_done(a, base, lo, hi, 0);
            continue;
        }
        char *vals = malloc((size_t)(i1 - i0 + 1) * a->esize);
        long w = hi[1] - lo[1] + 1;
        for (long i = i0; i <= i1; i++)
            memcpy(vals + (i - i0) * a->esize, base + ((i - lo[0]) * w + (i - lo[1])) * a->esize, a->esize);
        gaupc_put_dense(v, &i0, &i1, vals);
        free(vals);
        gaupc_my_block_done(a, base, lo, hi, 0);
    }
    gaupc_array_sync(a);
}

/* a[i][j] *= v[j] (columns) or v[i] (rows) */
static void scale_lines(int cols, int g_a, int g_v)
{
    gaupc_array *a = matrix(g_a);
    gaupc_array *v = vector(g_v, a, g_a, a->dims[cols ? 1 : 0]);
    gaupc_array_sync(a);
    long nb = gaupc_my_nblocks(a);
    for (long k = 0; k < nb; k++) {
        long lo[2], hi[2];
        char *base = gaupc_my_block(a, k, lo, hi);
        int d = cols ? 1 : 0;
        char *vals = fetch(v, &lo[d], &hi[d]);
        long w = hi[1] - lo[1] + 1;
        for (long i = lo[0]; i <= hi[0]; i++)
            for (long j = lo[1]; j <= hi[1]; j++)
                gaupc_scale_elems(a->type, base + ((i - lo[0]) * w + (j - lo[1])) * a->esize, 1,
                                  vals + ((cols ? j : i) - lo[d]) * a->esize);
        free(vals);
        gaupc_my_block_done(a, base, lo, hi, 1);
    }
    gaupc_array_sync(a);
}

void gaupc_GA_Scale_cols(int g_a, int g_v)
{
    scale_lines(1, g_a, g_v);
}

void gaupc_GA_Scale_rows(int g_a, int g_v)
{
    scale_lines(0, g_a, g_v);
}

/* ------------------------------------------------------------------ transpose, symmetrize */

void gaupc_GA_Transpose(int g_a, int g_b)
{
    gaupc_array *a = matrix(g_a), *b = matrix(g_b);
    gaupc_check_same_type(a, g_a, b, g_b);
    if (a->dims[0] != b->dims[1] || a->dims[1] != b->dims[0])
        gaupc_error(0, "GA_Transpose: array %d is %ldx%ld, array %d is %ldx%ld", g_a, a->dims[0], a->dims[1], g_b,
                    b->dims[0], b->dims[1]);
    if (g_a == g_b)
        gaupc_error(g_a, "GA_Transpose: the arrays must be different");
    gaupc_array_sync(b);
    long nb = gaupc_my_nblocks(b);
    for (long k = 0; k < nb; k++) {
        long lo[2], hi[2];
        char *base = gaupc_my_block(b, k, lo, hi);
        long tl[2] = {lo[1], lo[0]}, th[2] = {hi[1], hi[0]};
        char *t = fetch(a, tl, th);
        long r = hi[0] - lo[0] + 1, c = hi[1] - lo[1] + 1;
        for (long i = 0; i < r; i++)
            for (long j = 0; j < c; j++)
                memcpy(base + (i * c + j) * b->esize, t + (j * r + i) * b->esize, b->esize);
        free(t);
        gaupc_my_block_done(b, base, lo, hi, 1);
    }
    gaupc_array_sync(b);
}

void gaupc_GA_Symmetrize(int g_a)
{
    gaupc_array *a = matrix(g_a);
    if (a->type != C_DBL)
        gaupc_error(0, "ga_symmetrize: only implemented for double precision");
    if (a->dims[0] != a->dims[1])
        gaupc_error(0, "ga_sym: can only sym square matrix");
    gaupc_array_sync(a);
    long nb = gaupc_my_nblocks(a);
    double **t = malloc((nb ? nb : 1) * sizeof *t);
    for (long k = 0; k < nb; k++) {
        long lo[2], hi[2];
        gaupc_my_block_addr(a, k, lo, hi);
        long tl[2] = {lo[1], lo[0]}, th[2] = {hi[1], hi[0]};
        t[k] = (double *)fetch(a, tl, th);
    }
    gaupc_array_sync(a); /* everyone has read the old values */
    for (long k = 0; k < nb; k++) {
        long lo[2], hi[2];
        double *base = gaupc_my_block(a, k, lo, hi);
        long r = hi[0] - lo[0] + 1, c = hi[1] - lo[1] + 1;
        for (long i = 0; i < r; i++)
            for (long j = 0; j < c; j++)
                base[i * c + j] = 0.5 * (base[i * c + j] + t[k][j * r + i]);
        free(t[k]);
        gaupc_my_block_done(a, base, lo, hi, 1);
    }
    free(t);
    gaupc_array_sync(a);
}

/* ------------------------------------------------------------------ matrix multiplication */

#define GAUPC_KBLOCK 256

/* acc (m x n) += A (m x kb) * B (kb x n), all dense row-major, in the arrays' type */
static void mm_kernel(int type, char *acc, const char *A, const char *B, long m, long n, long kb)
{
    switch (type) {
#define MM_REAL(code, T)                                                                                          \
    case code: {                                                                                                  \
        T *c = (T *)acc;                                                                                          \
        const T *x = (const T *)A, *y = (const T *)B;                                                             \
        for (long i = 0; i < m; i++)                                                                              \
            for (long l = 0; l < kb; l++) {                                                                       \
                T s = x[i * kb + l];                                                                              \
                for (long j = 0; j < n; j++)                                                                      \
                    c[i * n + j] += s * y[l * n + j];                                                             \
            }                                                                                                     \
        break;                                                                                                    \
    }
        GAUPC_REAL_TYPES(MM_REAL)
#define MM_CPLX(code, T, R)                                                                                       \
    case code: {                                                                                                  \
        T *c = (T *)acc;                                                                                          \
        const T *x = (const T *)A, *y = (const T *)B;                                                             \
        for (long i = 0; i < m; i++)                                                                              \
            for (long l = 0; l < kb; l++) {                                                                       \
                T s = x[i * kb + l];                                                                              \
                for (long j = 0; j < n; j++) {                                                                    \
                    c[i * n + j].real += s.real * y[l * n + j].real - s.imag * y[l * n + j].imag;                 \
                    c[i * n + j].imag += s.real * y[l * n + j].imag + s.imag * y[l * n + j].real;                 \
                }                                                                                                 \
            }                                                                                                     \
        break;                                                                                                    \
    }
        GAUPC_CPLX_TYPES(MM_CPLX)
    }
}

/* Dense r x c block, transposed in place into a new buffer (c x r). */
static char *transpose_buf(char *buf, long r, long c, int es)
{
    char *t = malloc((size_t)r * c * es);
    for (long i = 0; i < r; i++)
        for (long j = 0; j < c; j++)
            memcpy(t + (j * r + i) * es, buf + (i * c + j) * es, es);
    free(buf);
    return t;
}

/* A patch of an array seen as a matrix: its two matrix dimensions (the patch's dimensions of
   extent > 1, completed in order by unit ones) and the patch's corner, which fixes the other
   indices. Matrix coordinates are the array's indices along those two dimensions. */
typedef struct {
    gaupc_array *a;
    int d[2];
    long corner[GA_MAX_DIM];
} mview;

static void make_view(mview *v, gaupc_array *a, int g_a, const long *lo, const long *hi)
{
    if (a->ndim < 2)
        gaupc_error(a->ndim, "array %d (%s) is not a matrix", g_a, a->name);
    gaupc_check_patch(a, lo, hi);
    int k = 0, big = 0;
    for (int d = 0; d < a->ndim; d++)
        big += hi[d] > lo[d];
    if (big > 2)
        gaupc_error(big, "patch of array %d (%s) has more than two dimensions of extent > 1", g_a, a->name);
    /* the non-unit dimensions, and the first unit ones while fewer than two, in order */
    int units = 2 - big;
    for (int d = 0; d < a->ndim && k < 2; d++)
        if (hi[d] > lo[d] || (units > 0 && units--))
            v->d[k++] = d;
    v->a = a;
    for (int d = 0; d < a->ndim; d++)
        v->corner[d] = lo[d];
}

/* the array box of matrix rows r0..r1 and columns c0..c1 */
static void view_box(const mview *v, const long *lo2, const long *hi2, long *lo, long *hi)
{
    for (int d = 0; d < v->a->ndim; d++)
        lo[d] = hi[d] = v->corner[d];
    for (int j = 0; j < 2; j++) {
        lo[v->d[j]] = lo2[j];
        hi[v->d[j]] = hi2[j];
    }
}

static char *fetch_view(const mview *v, const long *lo2, const long *hi2)
{
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    view_box(v, lo2, hi2, lo, hi);
    return fetch(v->a, lo, hi);
}

static void check_view(const mview *v, const long *lo2, const long *hi2)
{
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    view_box(v, lo2, hi2, lo, hi);
    gaupc_check_patch(v->a, lo, hi);
}

/* C[clo..chi] = alpha * op(A)[alo..ahi] * op(B)[blo..bhi] + beta * C[clo..chi], 2-D patches. As in
   GA, the patches of A and B are given in the coordinates of op(A) and op(B): for a transposed
   operand, lo[0]..hi[0] runs over the array's second dimension. */
static void matmul(int ta, int tb, const void *alpha, const void *beta, const mview *va, const long *alo,
                   const long *ahi, const mview *vb, const long *blo, const long *bhi, const mview *vc,
                   const long *clo, const long *chi)
{
    gaupc_array *c = vc->a;
    long m = chi[0] - clo[0] + 1, n = chi[1] - clo[1] + 1;
    long am = ahi[0] - alo[0] + 1, ak = ahi[1] - alo[1] + 1;
    long bk = bhi[0] - blo[0] + 1, bn = bhi[1] - blo[1] + 1;
    if (am != m || bn != n || ak != bk)
        gaupc_error(0, "matrix multiplication: dimensions do not agree (op(A) %ldx%ld, op(B) %ldx%ld, C %ldx%ld)", am,
                    ak, bk, bn, m, n);
    /* the regions of the arrays themselves */
    long ral[2] = {ta ? alo[1] : alo[0], ta ? alo[0] : alo[1]}, rah[2] = {ta ? ahi[1] : ahi[0], ta ? ahi[0] : ahi[1]};
    long rbl[2] = {tb ? blo[1] : blo[0], tb ? blo[0] : blo[1]}, rbh[2] = {tb ? bhi[1] : bhi[0], tb ? bhi[0] : bhi[1]};
    check_view(va, ral, rah);
    check_view(vb, rbl, rbh);
    check_view(vc, clo, chi);
    long cl[GA_MAX_DIM], ch[GA_MAX_DIM];
    view_box(vc, clo, chi, cl, ch);
    long k = ak;
    int es = c->esize;
    gaupc_array_sync(c);
    long nb = gaupc_my_nblocks(c);
    for (long q = 0; q < nb; q++) {
        long blo_[GA_MAX_DIM], bhi_[GA_MAX_DIM], il[GA_MAX_DIM], ih[GA_MAX_DIM];
        char *base = gaupc_my_block(c, q, blo_, bhi_);
        if (!intersect(c->ndim, blo_, bhi_, cl, ch, il, ih)) {
            gaupc_my_block_done(c, base, blo_, bhi_, 0);
            continue;
        }
        long lo[2] = {il[vc->d[0]], il[vc->d[1]]}, hi[2] = {ih[vc->d[0]], ih[vc->d[1]]};
        long mr = hi[0] - lo[0] + 1, nc = hi[1] - lo[1] + 1;
        long r0 = lo[0] - clo[0], c0 = lo[1] - clo[1]; /* rows of op(A), columns of op(B) */
        char *acc = calloc((size_t)mr * nc, es);
        for (long k0 = 0; k0 < k; k0 += GAUPC_KBLOCK) {
            long kb = k - k0 < GAUPC_KBLOCK ? k - k0 : GAUPC_KBLOCK;
            long xl[2], xh[2], yl[2], yh[2];
            if (!ta) {
                xl[0] = alo[0] + r0, xh[0] = xl[0] + mr - 1, xl[1] = alo[1] + k0, xh[1] = xl[1] + kb - 1;
            } else {
                xl[0] = alo[1] + k0, xh[0] = xl[0] + kb - 1, xl[1] = alo[0] + r0, xh[1] = xl[1] + mr - 1;
            }
            if (!tb) {
                yl[0] = blo[0] + k0, yh[0] = yl[0] + kb - 1, yl[1] = blo[1] + c0, yh[1] = yl[1] + nc - 1;
            } else {
                yl[0] = blo[1] + c0, yh[0] = yl[0] + nc - 1, yl[1] = blo[0] + k0, yh[1] = yl[1] + kb - 1;
            }
            char *x = fetch_view(va, xl, xh), *y = fetch_view(vb, yl, yh);
            if (ta)
                x = transpose_buf(x, kb, mr, es);
            if (tb)
                y = transpose_buf(y, nc, kb, es);
            mm_kernel(c->type, acc, x, y, mr, nc, kb);
            free(x);
            free(y);
        }
        char *cur = malloc((size_t)mr * nc * es);
        box_copy(c->ndim, es, base, blo_, bhi_, il, ih, cur, 1);
        if (gaupc_is_zero(c->type, beta))
            memset(cur, 0, (size_t)mr * nc * es);
        else
            gaupc_scale_elems(c->type, cur, mr * nc, beta);
        gaupc_axpy_elems(c->type, cur, acc, mr * nc, alpha);
        box_copy(c->ndim, es, base, blo_, bhi_, il, ih, cur, 0);
        free(cur);
        free(acc);
        gaupc_my_block_done(c, base, blo_, bhi_, 1);
    }
    gaupc_array_sync(c);
}

static int trans_flag(char t)
{
    if (t == 'n' || t == 'N')
        return 0;
    if (t == 't' || t == 'T' || t == 'c' || t == 'C')
        return 1;
    gaupc_error(t, "invalid transpose option '%c'", t);
    return 0;
}

/* GA_Sgemm, GA_Dgemm, GA_Cgemm, GA_Zgemm: whole matrices, C = alpha op(A) op(B) + beta C */
static void gemm(const char *name, int type, char ta, char tb, int m, int n, int k, const void *alpha, int g_a,
                 int g_b, const void *beta, int g_c)
{
    gaupc_array *a = matrix(g_a), *b = matrix(g_b), *c = matrix(g_c);
    if (a->type != type || b->type != type || c->type != type)
        gaupc_error(0, "%s: the arrays must be of type %s", name, gaupc_type_name(type));
    if (m < 1 || n < 1 || k < 1)
        gaupc_error(0, "%s: invalid sizes m=%d n=%d k=%d", name, m, n, k);
    long alo[2] = {0, 0}, ahi[2] = {m - 1, k - 1};
    long blo[2] = {0, 0}, bhi[2] = {k - 1, n - 1};
    long clo[2] = {0, 0}, chi[2] = {m - 1, n - 1};
    mview va = {a, {0, 1}, {0}}, vb = {b, {0, 1}, {0}}, vc = {c, {0, 1}, {0}};
    matmul(trans_flag(ta), trans_flag(tb), alpha, beta, &va, alo, ahi, &vb, blo, bhi, &vc, clo, chi);
}

void gaupc_GA_Dgemm(char ta, char tb, int m, int n, int k, double alpha, int g_a, int g_b, double beta, int g_c)
{
    gemm("GA_Dgemm", C_DBL, ta, tb, m, n, k, &alpha, g_a, g_b, &beta, g_c);
}

void gaupc_GA_Sgemm(char ta, char tb, int m, int n, int k, float alpha, int g_a, int g_b, float beta, int g_c)
{
    gemm("GA_Sgemm", C_FLOAT, ta, tb, m, n, k, &alpha, g_a, g_b, &beta, g_c);
}

void gaupc_GA_Cgemm(char ta, char tb, int m, int n, int k, SingleComplex alpha, int g_a, int g_b,
                    SingleComplex beta, int g_c)
{
    gemm("GA_Cgemm", C_SCPL, ta, tb, m, n, k, &alpha, g_a, g_b, &beta, g_c);
}

void gaupc_GA_Zgemm(char ta, char tb, int m, int n, int k, DoubleComplex alpha, int g_a, int g_b,
                    DoubleComplex beta, int g_c)
{
    gemm("GA_Zgemm", C_DCPL, ta, tb, m, n, k, &alpha, g_a, g_b, &beta, g_c);
}

/* A patch that is a line along a middle dimension of an array of three or more: GA
   5.8 lets such a vector be a row or a column of its matrix, whichever agrees with the other
   patches (a 4 x 1 product goes to a 1 x 4 patch of C's middle dimension). */
static int ambiguous_vector(int ndim, const long *lo, const long *hi)
{
    int big = 0, at = -1;
    for (int d = 0; d < ndim; d++)
        if (hi[d] > lo[d])
            big++, at = d;
    return ndim > 2 && big == 1 && at > 0 && at < ndim - 1;
}

static int shapes_agree(long l2[3][2], long h2[3][2])
{
    long e[3][2];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 2; j++)
            e[i][j] = h2[i][j] - l2[i][j] + 1;
    return e[0][0] == e[2][0] && e[1][1] == e[2][1] && e[0][1] == e[1][0];
}

/* Row or column for the matrix of a vector (see matmul): turns it around, its elements in the
   same order. */
static void turn_vector(mview *v, long *l2, long *h2)
{
    int d = v->d[0];
    long x = l2[0], y = h2[0];
    v->d[0] = v->d[1], v->d[1] = d;
    l2[0] = l2[1], h2[0] = h2[1], l2[1] = x, h2[1] = y;
}

/* When the patches' shapes disagree, the fewest ambiguous vectors turned around that make them
   agree (as GA, none when all three are ambiguous). */
static void orient_vectors(mview *v, long l2[3][2], long h2[3][2], const int *ambiguous)
{
    if (shapes_agree(l2, h2) || (ambiguous[0] && ambiguous[1] && ambiguous[2]))
        return;
    static const int masks[6] = {1, 2, 4, 3, 5, 6};
    for (int m = 0; m < 6; m++) {
        int ok = 1;
        for (int i = 0; i < 3; i++)
            ok &= !(masks[m] >> i & 1) || ambiguous[i];
        if (!ok)
            continue;
        for (int i = 0; i < 3; i++)
            if (masks[m] >> i & 1)
                turn_vector(&v[i], l2[i], h2[i]);
        if (shapes_agree(l2, h2))
            return;
        for (int i = 0; i < 3; i++)
            if (masks[m] >> i & 1)
                turn_vector(&v[i], l2[i], h2[i]);
    }
}

void gaupc_NGA_Matmul_patch(char transa, char transb, void *alpha, void *beta, int g_a, int alo[], int ahi[],
                            int g_b, int blo[], int bhi[], int g_c, int clo[], int chi[])
{
    gaupc_array *a = gaupc_arr(g_a), *b = gaupc_arr(g_b), *c = gaupc_arr(g_c);
    gaupc_check_same_type(a, g_a, c, g_c);
    gaupc_check_same_type(b, g_b, c, g_c);
    /* each patch as a matrix (arrays of more than two dimensions: a 2-D slice of the patch) */
    mview v[3];
    gaupc_array *arr[3] = {a, b, c};
    int g[3] = {g_a, g_b, g_c}, *los[3] = {alo, blo, clo}, *his[3] = {ahi, bhi, chi};
    int t[3] = {trans_flag(transa), trans_flag(transb), 0}, ambiguous[3];
    long l2[3][2], h2[3][2];
    for (int i = 0; i < 3; i++) {
        long l[GA_MAX_DIM], h[GA_MAX_DIM];
        gaupc_c2l(arr[i]->ndim, los[i], l);
        gaupc_c2l(arr[i]->ndim, his[i], h);
        /* the patch of a transposed 2-D operand is given in op() coordinates (see matmul); a
           slice of an array of more dimensions in the array's own */
        if (t[i] && arr[i]->ndim == 2) {
            long x = l[0], y = h[0];
            l[0] = l[1], h[0] = h[1], l[1] = x, h[1] = y;
        }
        make_view(&v[i], arr[i], g[i], l, h);
        for (int j = 0; j < 2; j++) {
            l2[i][t[i] ? 1 - j : j] = l[v[i].d[j]];
            h2[i][t[i] ? 1 - j : j] = h[v[i].d[j]];
        }
        ambiguous[i] = ambiguous_vector(arr[i]->ndim, l, h);
    }
    orient_vectors(v, l2, h2, ambiguous);
    matmul(t[0], t[1], alpha, beta, &v[0], l2[0], h2[0], &v[1], l2[1], h2[1], &v[2], l2[2], h2[2]);
}

/* GA's older two-dimensional interface works in GA's internal (Fortran) view: i runs over the
   C arrays' second dimension. In C terms it is C = op(B) op(A) with every patch transposed. */
void gaupc_GA_Matmul_patch(char transa, char transb, void *alpha, void *beta, int g_a, int ailo, int aihi,
                           int ajlo, int ajhi, int g_b, int bilo, int bihi, int bjlo, int bjhi, int g_c, int cilo,
                           int cihi, int cjlo, int cjhi)
{
    int alo[2] = {ajlo, ailo}, ahi[2] = {ajhi, aihi}, blo[2] = {bjlo, bilo}, bhi[2] = {bjhi, bihi};
    int clo[2] = {cjlo, cilo}, chi[2] = {cjhi, cihi};
    gaupc_NGA_Matmul_patch(transb, transa, alpha, beta, g_b, blo, bhi, g_a, alo, ahi, g_c, clo, chi);
}

/* ------------------------------------------------------------------ one-dimensional: scans, pack */

static gaupc_array *vector1(int g)
{
    gaupc_array *a = gaupc_arr(g);
    if (a->ndim != 1)
        gaupc_error(a->ndim, "applicable to 1-dim arrays only (array %d, %s)", g, a->name);
    return a;
}

/* Blocks of a 1-D array in index order, and the block index of each local block. */
static long nblocks_total(gaupc_array *a)
{
    return a->distr == GAUPC_REGULAR ? a->grid[0] : a->block_total;
}

static long my_block_index(gaupc_array *a, long k, long *lo, long *hi)
{
    gaupc_my_block_addr(a, k, lo, hi);
    long blk;
    gaupc_owner(a, lo, &blk);
    return blk;
}

/* Segmented scans. Within [lo, hi], a set mask element starts a segment. Inclusive add:
   dst[i] = src[s] + ... + src[i]; exclusive: src[s] + ... + src[i-1] (0 at s); elements before
   the first set mask element are left alone. Copy: dst[i] = src[s], and 0 before the first set
   element. Each process scans its blocks after learning, from every earlier block, whether it
   has a set element, the sum since its last one and the value there. */
static void scan(int g_src, int g_dst, int g_msk, long lo, long hi, int mode /* 0 copy, 1 add, 2 exclusive */)
{
    gaupc_array *s = vector1(g_src), *d = vector1(g_dst), *m = vector1(g_msk);
    if (g_src == g_dst)
        gaupc_error(0, "src and dst must be different arrays");
    gaupc_check_same_type(s, g_src, d, g_dst);
    if (s->dims[0] != d->dims[0] || m->dims[0] != d->dims[0])
        gaupc_error(0, "arrays of different lengths");
    if (lo < 0 || hi >= d->dims[0] || lo > hi)
        gaupc_error(lo, "invalid range [%ld:%ld] of arrays of length %ld", lo, hi, d->dims[0]);
    int es = d->esize, type = d->type;
    long nbt = nblocks_total(d);
    long *has = calloc(nbt, sizeof(long));
    char *tail = calloc(nbt, es), *last = calloc(nbt, es);
    gaupc_array_sync(d);
    long nb = gaupc_my_nblocks(d);
    char **sv = malloc((nb ? nb : 1) * sizeof *sv), **mv = malloc((nb ? nb : 1) * sizeof *mv);
    long *bl = malloc((nb ? nb : 1) * sizeof(long)), *bh = malloc((nb ? nb : 1) * sizeof(long));
    long *bi = malloc((nb ? nb : 1) * sizeof(long));
    char one[sizeof(DoubleComplex)];
    gaupc_one(type, one);
    for (long k = 0; k < nb; k++) {
        long l, h;
        bi[k] = my_block_index(d, k, &l, &h);
        bl[k] = l > lo ? l : lo;
        bh[k] = h < hi ? h : hi;
        sv[k] = mv[k] = NULL;
        if (bl[k] > bh[k])
            continue;
        sv[k] = fetch(s, &bl[k], &bh[k]);
        char *mraw = fetch(m, &bl[k], &bh[k]);
        mv[k] = malloc(bh[k] - bl[k] + 1);
        for (long i = 0; i <= bh[k] - bl[k]; i++)
            mv[k][i] = !gaupc_is_zero(m->type, mraw + i * m->esize);
        free(mraw);
        char *t = tail + bi[k] * es;
        for (long i = 0; i <= bh[k] - bl[k]; i++) {
            if (mv[k][i]) {
                has[bi[k]] = 1;
                memset(t, 0, es);
                memcpy(last + bi[k] * es, sv[k] + i * es, es);
            }
            gaupc_axpy_elems(type, t, sv[k] + i * es, 1, one);
        }
    }
    gaupc_array_gop(d, C_LONG, has, nbt, "+");
    gaupc_array_gop(d, type, tail, nbt, "+");
    gaupc_array_gop(d, type, last, nbt, "+");
    for (long k = 0; k < nb; k++) {
        if (!sv[k])
            continue;
        /* carry from the blocks before this one */
        int found = 0;
        char run[sizeof(DoubleComplex)], val[sizeof(DoubleComplex)];
        memset(run, 0, sizeof run);
        memset(val, 0, sizeof val);
        for (long j = 0; j < bi[k]; j++) {
            if (has[j]) {
                found = 1;
                memcpy(run, tail + j * es, es);
                memcpy(val, last + j * es, es);
            } else if (found) {
                gaupc_axpy_elems(type, run, tail + j * es, 1, one);
            }
        }
        long l, h;
        char *base = gaupc_my_block_1d(d, k, &l, &h);
        for (long i = 0; i <= bh[k] - bl[k]; i++) {
            char *out = base + (bl[k] + i - l) * es, *in = sv[k] + i * es;
            if (mv[k][i]) {
                found = 1;
                memcpy(val, in, es);
                if (mode == 2)
                    memset(out, 0, es);
                else
                    memcpy(out, in, es);
                memcpy(run, in, es);
            } else if (mode == 0) {
                memcpy(out, val, es);
            } else if (found) {
                if (mode == 2)
                    memcpy(out, run, es);
                gaupc_axpy_elems(type, run, in, 1, one);
                if (mode == 1)
                    memcpy(out, run, es);
            }
        }
        free(sv[k]);
        free(mv[k]);
    }
    free(sv);
    free(mv);
    free(bl);
    free(bh);
    free(bi);
    free(has);
    free(tail);
    free(last);
    gaupc_array_sync(d);
}

void gaupc_GA_Scan_add(int g_a, int g_b, int g_sbit, int lo, int hi, int excl)
{
    scan(g_a, g_b, g_sbit, lo, hi, excl ? 2 : 1);
}

void gaupc_GA_Scan_copy(int g_a, int g_b, int g_sbit, int lo, int hi)
{
    scan(g_a, g_b, g_sbit, lo, hi, 0);
}

/* Pack: the elements of src in [lo, hi] whose mask is set go, in order, to dst[0 ...].
   Unpack: the reverse. The blocks (of src for pack, of dst for unpack) count their set mask
   elements; everyone learns all counts, so each block knows where its elements go. */
static void pack(int g_src, int g_dst, int g_msk, long lo, long hi, int *icount, int packing)
{
    gaupc_array *s = vector1(g_src), *d = vector1(g_dst), *m = vector1(g_msk);
    gaupc_check_same_type(s, g_src, d, g_dst);
    gaupc_array *own = packing ? s : d; /* the array whose blocks do the work */
    if (m->dims[0] != own->dims[0])
        gaupc_error(0, "mask and %s arrays have different lengths", packing ? "source" : "destination");
    if (lo < 0 || hi >= own->dims[0] || lo > hi)
        gaupc_error(lo, "invalid range [%ld:%ld] of arrays of length %ld", lo, hi, own->dims[0]);
    int es = s->esize;
    long nbt = nblocks_total(own);
    long *cnt = calloc(nbt, sizeof(long));
    gaupc_array_sync(own);
    long nb = gaupc_my_nblocks(own);
    char **mv = malloc((nb ? nb : 1) * sizeof *mv);
    long *bl = malloc((nb ? nb : 1) * sizeof(long)), *bh = malloc((nb ? nb : 1) * sizeof(long));
    long *bi = malloc((nb ? nb : 1) * sizeof(long));
    for (long k = 0; k < nb; k++) {
        long l, h;
        bi[k] = my_block_index(own, k, &l, &h);
        bl[k] = l > lo ? l : lo;
        bh[k] = h < hi ? h : hi;
        mv[k] = NULL;
        if (bl[k] > bh[k])
            continue;
        char *mraw = fetch(m, &bl[k], &bh[k]);
        mv[k] = malloc(bh[k] - bl[k] + 1);
        for (long i = 0; i <= bh[k] - bl[k]; i++)
            if ((mv[k][i] = !gaupc_is_zero(m->type, mraw + i * m->esize)))
                cnt[bi[k]]++;
        free(mraw);
    }
    gaupc_array_gop(own, C_LONG, cnt, nbt, "+");
    long total = 0;
    for (long j = 0; j < nbt; j++)
        total += cnt[j];
    if (total > (packing ? d->dims[0] : s->dims[0]))
        gaupc_error(total, "%s array too short for %ld elements", packing ? "destination" : "source", total);
    for (long k = 0; k < nb; k++) {
        if (!mv[k] || cnt[bi[k]] == 0)
            continue;
        long place = 0;
        for (long j = 0; j < bi[k]; j++)
            place += cnt[j];
        long first = place, lastp = place + cnt[bi[k]] - 1;
        long l, h;
        char *base = gaupc_my_block_1d(own, k, &l, &h);
        char *buf = malloc((size_t)cnt[bi[k]] * es);
        if (packing) {
            long p = 0;
            for (long i = 0; i <= bh[k] - bl[k]; i++)
                if (mv[k][i])
                    memcpy(buf + (p++) * es, base + (bl[k] + i - l) * es, es);
            gaupc_put_dense(d, &first, &lastp, buf);
        } else {
            gaupc_get_dense(s, &first, &lastp, buf);
            long p = 0;
            for (long i = 0; i <= bh[k] - bl[k]; i++)
                if (mv[k][i])
                    memcpy(base + (bl[k] + i - l) * es, buf + (p++) * es, es);
        }
        free(buf);
    }
    for (long k = 0; k < nb; k++)
        free(mv[k]);
    free(mv);
    free(bl);
    free(bh);
    free(bi);
    free(cnt);
    *icount = (int)total;
    gaupc_array_sync(own);
}

void gaupc_GA_Pack(int g_src, int g_dst, int g_mask, int lo, int hi, int *icount)
{
    pack(g_src, g_dst, g_mask, lo, hi, icount, 1);
}

void gaupc_GA_Unpack(int g_src, int g_dst, int g_mask, int lo, int hi, int *icount)
{
    pack(g_src, g_dst, g_mask, lo, hi, icount, 0);
}

/* a[i] = start + (i - lo) * inc for i in [lo, hi] */
void gaupc_GA_Patch_enum(int g_a, int lo, int hi, void *start, void *inc)
{
    gaupc_array *a = vector1(g_a);
    if (lo < 0 || hi >= a->dims[0] || lo > hi)
        gaupc_error(lo, "invalid range [%d:%d] of an array of length %ld", lo, hi, a->dims[0]);
    gaupc_array_sync(a);
    long nb = gaupc_my_nblocks(a);
    for (long k = 0; k < nb; k++) {
        long l, h;
        char *base = gaupc_my_block_1d(a, k, &l, &h);
        for (long i = l > lo ? l : lo; i <= (h < hi ? h : hi); i++) {
            char *e = base + (i - l) * a->esize;
            long off = i - lo;
            switch (a->type) {
#define ENUM_REAL(code, T)                                                                                        \
    case code:                                                                                                    \
        *(T *)e = *(T *)start + (T)off * *(T *)inc;                                                               \
        break;
                GAUPC_REAL_TYPES(ENUM_REAL)
#define ENUM_CPLX(code, T, R)                                                                                     \
    case code:                                                                                                    \
        ((T *)e)->real = ((T *)start)->real + (R)off * ((T *)inc)->real;                                          \
        ((T *)e)->imag = ((T *)start)->imag + (R)off * ((T *)inc)->imag;                                          \
        break;
                GAUPC_CPLX_TYPES(ENUM_CPLX)
            }
        }
    }
    gaupc_array_sync(a);
}

/* ------------------------------------------------------------------ sync masks, random fill, step bounds */

/* GA_Randomize: each process fills its own storage, in storage order (ghost cells included), with
   value * rand() / RAND_MAX, as GA 5.8 does: the C library's generator of the calling process,
   so a program that seeds it (srand) gets GA's values. GA computes int elements in int and
   overflows for values above 1; the library computes them in long long (0 ... value). */
void gaupc_GA_Randomize(int g_a, void *value)
{
    gaupc_array *a = gaupc_arr(g_a);
    int first, last;
    gaupc_sync_mask(&first, &last);
    if (!value)
        gaupc_error(0, "value is a null pointer");
    masked_sync(a, first);
    long nb = gaupc_my_nblocks(a);
    for (long k = 0; k < nb; k++) {
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM], n = 1;
        char *p = gaupc_my_block_addr(a, k, lo, hi);
        for (int d = 0; d < a->ndim; d++)
            n *= hi[d] - lo[d] + 1 + (a->ghosts ? 2 * a->width[d] : 0);
        switch (a->type) {
        case C_INT:
            for (long i = 0; i < n; i++)
                ((int *)p)[i] = (int)((long long)*(int *)value * rand() / RAND_MAX);
            break;
#define RANDOM_FILL(code, T)                                                                                      \
    case code:                                                                                                    \
        for (long i = 0; i < n; i++)                                                                              \
            ((T *)p)[i] = *(T *)value * ((T)rand()) / RAND_MAX;                                                   \
        break;
            RANDOM_FILL(C_LONG, long)
            RANDOM_FILL(C_LONGLONG, long long)
            RANDOM_FILL(C_FLOAT, float)
            RANDOM_FILL(C_DBL, double)
        default:
            gaupc_error(a->type, "type not supported");
        }
    }
    masked_sync(a, last);
}

/* The "infinities" of GA's step-length helpers, per type (GA 5.8's values). */
#define STEP_TYPES(X) X(C_INT, int, INT_MAX) X(C_LONG, long, LONG_MAX) X(C_FLOAT, float, 1.0e37f) X(C_DBL, double, 1.0e307)

/* A value of one of the step helpers' types. */
typedef union {
    int i;
    long l;
    float f;
    double d;
} step_value;

/* The step helpers' arrays: real types other than long long, all of A's type, patches of the
   same shape (unit dimensions left out). */
static void step_arrays(int n, gaupc_array **arr, const int *g, const long **lo, const long **hi)
{
    for (int i = 0; i < n; i++) {
        gaupc_check_patch(arr[i], lo[i], hi[i]);
        if (i > 0) {
            gaupc_check_same_type(arr[i], g[i], arr[0], g[0]);
            check_shapes(arr[i], lo[i], hi[i], arr[0], lo[0], hi[0], 0);
        }
    }
    switch (arr[0]->type) {
#define STEP_TYPE_OK(code, T, INF) case code:
        STEP_TYPES(STEP_TYPE_OK)
        break;
    default:
        gaupc_error(arr[0]->type, "unavailable for %s arrays", gaupc_type_name(arr[0]->type));
    }
}

/* Calls f for every box of this process's part of the first array's patch, with the box's
   elements of every array (dense, in the same order). */
typedef void (*step_fn)(void *ctx, int type, long n, char **x);

static void step_boxes(int narr, gaupc_array **arr, const long **lo, const long **hi, step_fn f, void *ctx)
{
    gaupc_array *a = arr[0];
    long nb = gaupc_my_nblocks(a);
    for (long k = 0; k < nb; k++) {
        long blo[GA_MAX_DIM], bhi[GA_MAX_DIM], il[GA_MAX_DIM], ih[GA_MAX_DIM];
        char *base = gaupc_my_block(a, k, blo, bhi);
        if (intersect(a->ndim, blo, bhi, lo[0], hi[0], il, ih)) {
            long n = gaupc_nelems(a->ndim, il, ih);
            char *x[4];
            x[0] = malloc((size_t)n * a->esize);
            box_copy(a->ndim, a->esize, base, blo, bhi, il, ih, x[0], 1);
            for (int i = 1; i < narr; i++) {
                long ol[GA_MAX_DIM], oh[GA_MAX_DIM];
                map_box(lo[0], hi[0], il, ih, arr[i]->ndim, lo[i], hi[i], a->ndim, 0, ol, oh);
                x[i] = fetch(arr[i], ol, oh);
            }
            f(ctx, a->type, n, x);
            for (int i = 0; i < narr; i++)
                free(x[i]);
        }
        gaupc_my_block_done(a, base, blo, bhi, 0);
    }
}

/* GA_Step_max: the largest step s with A + s B >= 0, A >= 0 (an error otherwise), computed as
   GA 5.8 does in A's type: each element's quotient A / B (a zero A gives "infinity" where B >= 0
   and 0 where B < 0, a zero B "infinity"), positive quotients replaced by minus "infinity"; the
   step is the absolute value of the largest (so "infinity" when B has no negative component; B
   the same array as A gives "infinity" at once). */
static void step_max_box(void *ctx, int type, long n, char **x)
{
    switch (type) {
#define STEP_MAX_BOX(code, T, INF)                                                                                \
    case code: {                                                                                                  \
        T *a = (T *)x[0], *b = (T *)x[1], *best = ctx;                                                            \
        for (long i = 0; i < n; i++)                                                                              \
            if (a[i] < 0)                                                                                         \
                gaupc_error(-1, "g_a has negative element");                                                      \
        for (long i = 0; i < n; i++) {                                                                            \
            T c = a[i] == 0 ? (b[i] >= 0 ? (T)INF : (T)0) : b[i] != 0 ? a[i] / b[i] : (T)INF;                     \
            if (c > 0)                                                                                            \
                c = -(T)INF;                                                                                      \
            if (c > *best)                                                                                        \
                *best = c;                                                                                        \
        }                                                                                                         \
        break;                                                                                                    \
    }
        STEP_TYPES(STEP_MAX_BOX)
    }
}

static void step_max(int g_a, const long *alo, const long *ahi, int g_b, const long *blo, const long *bhi,
                     void *step)
{
    int first, last;
    gaupc_sync_mask(&first, &last);
    gaupc_array *arr[2] = {gaupc_arr(g_a), gaupc_arr(g_b)};
    int g[2] = {g_a, g_b};
    const long *lo[2] = {alo, blo}, *hi[2] = {ahi, bhi};
    step_arrays(2, arr, g, lo, hi);
    masked_sync(arr[0], first);
    step_value v;
    void *best = &v;
    switch (arr[0]->type) {
#define STEP_MAX(code, T, INF)                                                                                    \
    case code:                                                                                                    \
        *(T *)best = g_a == g_b ? (T)INF : -(T)INF;                                                               \
        if (g_a != g_b)                                                                                           \
            step_boxes(2, arr, lo, hi, step_max_box, best);                                                       \
        gaupc_array_gop(arr[0], code, best, 1, "max");                                                            \
        *(T *)step = *(T *)best < 0 ? -*(T *)best : *(T *)best;                                                   \
        break;
        STEP_TYPES(STEP_MAX)
    }
    masked_sync(arr[0], last);
}

void gaupc_GA_Step_max(int g_a, int g_b, void *step)
{
    long alo[GA_MAX_DIM], ahi[GA_MAX_DIM], blo[GA_MAX_DIM], bhi[GA_MAX_DIM];
    whole(gaupc_arr(g_a), alo, ahi);
    whole(gaupc_arr(g_b), blo, bhi);
    step_max(g_a, alo, ahi, g_b, blo, bhi, step);
}

void gaupc_GA_Step_max_patch(int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[], void *step)
{
    long al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM];
    patch_l(gaupc_arr(g_a), alo, ahi, al, ah);
    patch_l(gaupc_arr(g_b), blo, bhi, bl, bh);
    step_max(g_a, al, ah, g_b, bl, bh, step);
}

/* GA_Step_bound_info: for X between the bounds L <= X <= U and a direction V, each element's
   step to its bound t = (U - X) / V where V > 0, (X - L) / -V where V < 0, and where V = 0
   "infinity", or 0 when X lies on a bound (GA 5.8's quotients in the array's type: a zero
   numerator over a zero denominator is "infinity"). boundmin and boundmax are the smallest and
   largest t, wolfemin the smallest t where V is not zero ("infinity" if none). X above U or
   below L stops the program. */
typedef struct {
    step_value bmin, bmax, wolfe;
} bound_ctx;

static void bound_box(void *vctx, int type, long n, char **x)
{
    bound_ctx *c = vctx;
    switch (type) {
#define BOUND_BOX(code, T, INF)                                                                                   \
    case code: {                                                                                                  \
        T *xx = (T *)x[0], *vv = (T *)x[1], *xl = (T *)x[2], *xu = (T *)x[3];                                     \
        T *bmin = (T *)&c->bmin, *bmax = (T *)&c->bmax, *wolfe = (T *)&c->wolfe;                                     \
        for (long i = 0; i < n; i++)                                                                              \
            if (xu[i] - xx[i] < 0)                                                                                \
                gaupc_error(-1, "Upper bound is not > xx.");                                                      \
        for (long i = 0; i < n; i++)                                                                              \
            if (xx[i] - xl[i] < 0)                                                                                \
                gaupc_error(-1, "Lower bound is not < xx.");                                                      \
        for (long i = 0; i < n; i++) {                                                                            \
            T s = xu[i] - xx[i], q = xx[i] - xl[i];                                                               \
            T up = vv[i] > 0 ? vv[i] : 0, down = vv[i] < 0 ? -vv[i] : 0;                                          \
            T tu = s == 0 ? (up > 0 ? (T)0 : (T)INF) : up != 0 ? s / up : (T)INF;                                 \
            T tl = q == 0 ? (down > 0 ? (T)0 : (T)INF) : down != 0 ? q / down : (T)INF;                           \
            T t = tu < tl ? tu : tl;                                                                              \
            if (t < *wolfe)                                                                                       \
                *wolfe = t;                                                                                       \
            if (vv[i] == 0 && (s == 0 || q == 0))                                                                 \
                t = 0;                                                                                            \
            if (t < *bmin)                                                                                        \
                *bmin = t;                                                                                        \
            if (t > *bmax)                                                                                        \
                *bmax = t;                                                                                        \
        }                                                                                                         \
        break;                                                                                                    \
    }
        STEP_TYPES(BOUND_BOX)
    }
}

static void bound_info(int g_xx, const long *xxlo, const long *xxhi, int g_vv, const long *vvlo, const long *vvhi,
                       int g_xl, const long *xllo, const long *xlhi, int g_xu, const long *xulo, const long *xuhi,
                       void *boundmin, void *wolfemin, void *boundmax)
{
    int first, last;
    gaupc_sync_mask(&first, &last);
    gaupc_array *arr[4] = {gaupc_arr(g_xx), gaupc_arr(g_vv), gaupc_arr(g_xl), gaupc_arr(g_xu)};
    int g[4] = {g_xx, g_vv, g_xl, g_xu};
    const long *lo[4] = {xxlo, vvlo, xllo, xulo}, *hi[4] = {xxhi, vvhi, xlhi, xuhi};
    step_arrays(4, arr, g, lo, hi);
    masked_sync(arr[0], first);
    bound_ctx c;
    switch (arr[0]->type) {
#define BOUND_INFO(code, T, INF)                                                                                  \
    case code:                                                                                                    \
        *(T *)&c.bmin = *(T *)&c.wolfe = (T)INF;                                                                  \
        *(T *)&c.bmax = -(T)INF;                                                                                  \
        step_boxes(4, arr, lo, hi, bound_box, &c);                                                                \
        gaupc_array_gop(arr[0], code, &c.bmin, 1, "min");                                                         \
        gaupc_array_gop(arr[0], code, &c.wolfe, 1, "min");                                                        \
        gaupc_array_gop(arr[0], code, &c.bmax, 1, "max");                                                         \
        *(T *)boundmin = *(T *)&c.bmin;                                                                           \
        *(T *)wolfemin = *(T *)&c.wolfe;                                                                          \
        *(T *)boundmax = *(T *)&c.bmax;                                                                           \
        break;
        STEP_TYPES(BOUND_INFO)
    }
    masked_sync(arr[0], last);
}

void gaupc_GA_Step_bound_info(int g_xx, int g_vv, int g_xxll, int g_xxuu, void *boundmin, void *wolfemin,
                              void *boundmax)
{
    long lo[4][GA_MAX_DIM], hi[4][GA_MAX_DIM];
    int g[4] = {g_xx, g_vv, g_xxll, g_xxuu};
    for (int i = 0; i < 4; i++)
        whole(gaupc_arr(g[i]), lo[i], hi[i]);
    bound_info(g_xx, lo[0], hi[0], g_vv, lo[1], hi[1], g_xxll, lo[2], hi[2], g_xxuu, lo[3], hi[3], boundmin,
               wolfemin, boundmax);
}

void gaupc_GA_Step_bound_info_patch(int g_xx, int xxlo[], int xxhi[], int g_vv, int vvlo[], int vvhi[], int g_xxll,
                                    int xxlllo[], int xxllhi[], int g_xxuu, int xxuulo[], int xxuuhi[],
                                    void *boundmin, void *wolfemin, void *boundmax)
{
    long lo[4][GA_MAX_DIM], hi[4][GA_MAX_DIM];
    patch_l(gaupc_arr(g_xx), xxlo, xxhi, lo[0], hi[0]);
    patch_l(gaupc_arr(g_vv), vvlo, vvhi, lo[1], hi[1]);
    patch_l(gaupc_arr(g_xxll), xxlllo, xxllhi, lo[2], hi[2]);
    patch_l(gaupc_arr(g_xxuu), xxuulo, xxuuhi, lo[3], hi[3]);
    bound_info(g_xx, lo[0], hi[0], g_vv, lo[1], hi[1], g_xxll, lo[2], hi[2], g_xxuu, lo[3], hi[3], boundmin,
               wolfemin, boundmax);
}

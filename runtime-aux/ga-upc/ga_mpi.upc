/* ga_mpi.upc - MPI's point-to-point calls and MPI_Comm_split beside GA, on UPC (mpi.h).

   Messages go through shared memory, eagerly: every process has an outbox of GAUPC_SLOTS
   descriptors in its shared memory, each with a state word (0 free, 1 posted, 2 taken). A send
   copies the data into a block of the sender's shared memory (upc_alloc), fills a free
   descriptor (destination thread, tag, communicator, bytes, the block, a sequence number), and
   raises its state to posted with a strict write: MPI_Send and MPI_Isend complete at once,
   the buffer can be reused. A receive looks through the outboxes of the possible senders for a
   posted descriptor addressed to it with a matching tag and communicator, takes the one with
   the lowest sequence number of that sender (so messages between two processes do not overtake
   each other, as MPI requires), fetches the data with upc_memget and sets the state to taken;
   the sender frees the block and the descriptor at its next send. Only the sender moves a
   descriptor from free to posted and from taken to free, only its destination from posted to
   taken. MPI_Irecv records the receive; MPI_Wait, MPI_Waitall and MPI_Test complete it, trying
   the pending receives in the order they were posted. Ranks are the communicator's: the
   world's, or a GA group's (GA_MPI_Comm_pgroup, MPI_Comm_split). */
#include <upc.h>
#include <limits.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ga_internal.h"

#define GAUPC_SLOTS 256
#define GAUPC_FREE 0
#define GAUPC_POSTED 1
#define GAUPC_TAKEN 2

typedef struct {
    int dest;       /* UPC thread */
    int tag;
    int comm;
    long seq;       /* the sender's message number */
    long bytes;
    gaupc_sptr data; /* in the sender's shared memory */
} msg_desc;

#define GAUPC_MAX_SPLITS 128
static int split_refs[GAUPC_MAX_SPLITS]; /* by group number + 1: references to a split's group */

/* Per process: GAUPC_SLOTS state words, then GAUPC_SLOTS descriptors. */
#define DESC_AT (GAUPC_SLOTS * sizeof(int))
static gaupc_sptr *outbox;
static shared void *outbox_mem;
static long next_seq;
static gaupc_sptr sent_data[GAUPC_SLOTS]; /* the block of each of my descriptors */

void gaupc_mpi_p2p_init(void)
{
    outbox_mem = upc_all_alloc(THREADS, DESC_AT + GAUPC_SLOTS * sizeof(msg_desc));
    outbox = malloc(THREADS * sizeof *outbox);
    for (int t = 0; t < THREADS; t++)
        outbox[t] = (gaupc_sptr)((shared char *)outbox_mem + t);
    memset((char *)outbox[MYTHREAD], 0, DESC_AT);
    next_seq = 0;
}

void gaupc_mpi_p2p_free(void)
{
    for (int i = 0; i < GAUPC_SLOTS; i++)
        if (sent_data[i]) {
            upc_free(sent_data[i]);
            sent_data[i] = NULL;
        }
    free(outbox);
    outbox = NULL;
    memset(split_refs, 0, sizeof split_refs);
}

static strict shared[] int *state_word(int thread, int slot)
{
    return (strict shared[] int *)(outbox[thread] + slot * sizeof(int));
}

static msg_desc *my_desc(int slot)
{
    return (msg_desc *)((char *)outbox[MYTHREAD] + DESC_AT) + slot;
}

static void pause_briefly(long *spins)
{
    if (++*spins > 64)
        sched_yield();
}

/* Frees the blocks of the messages their receivers have taken; returns a free slot or -1. */
static int reclaim(void)
{
    int free_slot = -1;
    for (int i = 0; i < GAUPC_SLOTS; i++) {
        int s = *state_word(MYTHREAD, i);
        if (s == GAUPC_TAKEN) {
            if (sent_data[i])
                upc_free(sent_data[i]);
            sent_data[i] = NULL;
            *state_word(MYTHREAD, i) = GAUPC_FREE;
            s = GAUPC_FREE;
        }
        if (s == GAUPC_FREE && free_slot < 0)
            free_slot = i;
    }
    return free_slot;
}

/* mpi.h's fixed-width datatypes are these C types */
_Static_assert(sizeof(int) == 4 && sizeof(long long) == 8 && sizeof(short) == 2, "MPI_INT32_T, MPI_INT64_T");

static int mpi_bytes(int count, MPI_Datatype type, const char *call)
{
    int es = gaupc_datatype_size(type);
    if (!es)
        gaupc_mpi_error(call, "unsupported datatype");
    if (count < 0)
        gaupc_mpi_error(call, "negative count");
    return es;
}

/* The UPC thread of rank `rank` of the communicator's group. */
static int thread_of(const gaupc_team *t, int rank, const char *call)
{
    if (rank < 0 || rank >= t->n)
        gaupc_mpi_error(call, "invalid rank");
    return gaupc_team_proc(t, rank);
}

static int rank_of(const gaupc_team *t, int thread)
{
    for (int r = 0; r < t->n; r++)
        if (gaupc_team_proc(t, r) == thread)
            return r;
    return -1;
}

static void post(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm, const char *call)
{
    gaupc_team t = gaupc_mpi_team(comm, call);
    long bytes = (long)count * mpi_bytes(count, type, call);
    if (dest == MPI_PROC_NULL)
        return;
    int to = thread_of(&t, dest, call);
    if (tag < 0)
        gaupc_mpi_error(call, "invalid tag");
    long spins = 0;
    int slot;
    while ((slot = reclaim()) < 0)
        pause_briefly(&spins); /* every descriptor waits for its receiver */
    gaupc_sptr data = NULL;
    if (bytes > 0) {
        data = (gaupc_sptr)upc_alloc(bytes);
        if (!data)
            gaupc_mpi_error(call, "out of shared memory for the message");
        memcpy((char *)data, buf, bytes);
    }
    sent_data[slot] = data;
    msg_desc *d = my_desc(slot);
    d->dest = to;
    d->tag = tag;
    d->comm = comm;
    d->seq = next_seq++;
    d->bytes = bytes;
    d->data = data;
    upc_fence;
    *state_word(MYTHREAD, slot) = GAUPC_POSTED;
}

int gaupc_mpi_send(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm)
{
    post(buf, count, type, dest, tag, comm, "MPI_Send");
    return MPI_SUCCESS;
}

/* A receive, pending or done. */
typedef struct {
    int used, done;
    void *buf;
    long capacity; /* bytes */
    int source, tag; /* ranks of comm, or MPI_ANY_* */
    MPI_Comm comm;
    MPI_Status status;
} recv_req;
static recv_req *recvs;
static int nrecvs;
static long recv_order; /* requests are tried in the order they were posted: their index order
                           is not that order once slots are reused, so each has a number */
static long *recv_posted;

static void fill_status(MPI_Status *st, int source, int tag, long bytes)
{
    st->MPI_SOURCE = source;
    st->MPI_TAG = tag;
    st->MPI_ERROR = MPI_SUCCESS;
    st->gaupc_bytes = bytes;
}

/* Tries to receive the message r waits for: 1 when it has arrived (and is copied). */
static int try_recv(recv_req *r, const char *call)
{
    gaupc_team t = gaupc_mpi_team(r->comm, call);
    if (r->source == MPI_PROC_NULL) {
        fill_status(&r->status, MPI_PROC_NULL, MPI_ANY_TAG, 0);
        return 1;
    }
    int first = r->source == MPI_ANY_SOURCE ? 0 : r->source, last = r->source == MPI_ANY_SOURCE ? t.n - 1 : r->source;
    if (first < 0 || last >= t.n)
        gaupc_mpi_error(call, "invalid source rank");
    int states[GAUPC_SLOTS];
    msg_desc d;
    for (int src = first; src <= last; src++) {
        int q = gaupc_team_proc(&t, src);
        upc_fence;
        upc_memget(states, outbox[q], sizeof states);
        upc_fence;
        int best = -1;
        msg_desc bd;
        for (int i = 0; i < GAUPC_SLOTS; i++) {
            if (states[i] != GAUPC_POSTED)
                continue;
            upc_memget(&d, outbox[q] + DESC_AT + i * sizeof(msg_desc), sizeof d);
            if (d.dest != MYTHREAD || d.comm != r->comm || (r->tag != MPI_ANY_TAG && d.tag != r->tag))
                continue;
            if (best < 0 || d.seq < bd.seq) {
                best = i;
                bd = d;
            }
        }
        if (best < 0)
            continue;
        if (r->capacity < 0) { /* a probe: the message stays */
            fill_status(&r->status, src, bd.tag, bd.bytes);
            return 1;
        }
        if (bd.bytes > r->capacity)
            gaupc_mpi_error(call, "message truncated: the receive buffer is smaller than the message");
        if (bd.bytes > 0)
            upc_memget(r->buf, bd.data, bd.bytes);
        fill_status(&r->status, src, bd.tag, bd.bytes);
        upc_fence;
        *state_word(q, best) = GAUPC_TAKEN;
        return 1;
    }
    return 0;
}

static int new_recv(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm, const char *call)
{
    (void)gaupc_mpi_team(comm, call);
    int i;
    for (i = 0; i < nrecvs && recvs[i].used; i++)
        ;
    if (i == nrecvs) {
        recvs = realloc(recvs, (nrecvs + 1) * sizeof *recvs);
        recv_posted = realloc(recv_posted, (nrecvs + 1) * sizeof *recv_posted);
        nrecvs++;
    }
    recv_req *r = &recvs[i];
    *r = (recv_req){1, 0, buf, (long)count * mpi_bytes(count, type, call), source, tag, comm, {0, 0, 0, 0}};
    recv_posted[i] = recv_order++;
    return i;
}

/* One round over the pending receives, in the order they were posted (an earlier receive gets
   a matching message first). */
static void progress(const char *call)
{
    long after = -1;
    for (;;) {
        int next = -1;
        for (int i = 0; i < nrecvs; i++)
            if (recvs[i].used && !recvs[i].done && recv_posted[i] > after &&
                (next < 0 || recv_posted[i] < recv_posted[next]))
                next = i;
        if (next < 0)
            return;
        after = recv_posted[next];
        recvs[next].done = try_recv(&recvs[next], call);
    }
}

#define GAUPC_REQUEST_FIRST_RECV 2 /* mpi.h: 0 null, 1 the split-phase barrier */
#define GAUPC_REQUEST_SENT (-2)    /* a send: complete when it returns */

static recv_req *request_recv(MPI_Request req, const char *call)
{
    int i = req - GAUPC_REQUEST_FIRST_RECV;
    if (i < 0 || i >= nrecvs || !recvs[i].used)
        gaupc_mpi_error(call, "invalid request");
    return &recvs[i];
}

/* Completes a point-to-point request: 1 when done (status written, request null). */
int gaupc_mpi_p2p_test(MPI_Request *request, MPI_Status *status, int wait, const char *call)
{
    if (*request == GAUPC_REQUEST_SENT) {
        if (status)
            fill_status(status, MPI_ANY_SOURCE, MPI_ANY_TAG, 0);
        *request = MPI_REQUEST_NULL;
        return 1;
    }
    recv_req *r = request_recv(*request, call);
    long spins = 0;
    while (!r->done) {
        progress(call);
        if (!wait || r->done)
            break;
        pause_briefly(&spins);
    }
    if (!r->done)
        return 0;
    if (status)
        *status = r->status;
    r->used = 0;
    *request = MPI_REQUEST_NULL;
    return 1;
}

int gaupc_mpi_isend(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm,
                    MPI_Request *request)
{
    post(buf, count, type, dest, tag, comm, "MPI_Isend");
    *request = GAUPC_REQUEST_SENT;
    return MPI_SUCCESS;
}

int gaupc_mpi_irecv(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm,
                    MPI_Request *request)
{
    *request = GAUPC_REQUEST_FIRST_RECV + new_recv(buf, count, type, source, tag, comm, "MPI_Irecv");
    progress("MPI_Irecv");
    return MPI_SUCCESS;
}

int gaupc_mpi_recv(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm,
                   MPI_Status *status)
{
    MPI_Request r = GAUPC_REQUEST_FIRST_RECV + new_recv(buf, count, type, source, tag, comm, "MPI_Recv");
    gaupc_mpi_p2p_test(&r, status, 1, "MPI_Recv");
    return MPI_SUCCESS;
}

int gaupc_mpi_sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag,
                       void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm,
                       MPI_Status *status)
{
    post(sendbuf, sendcount, sendtype, dest, sendtag, comm, "MPI_Sendrecv");
    MPI_Request r = GAUPC_REQUEST_FIRST_RECV + new_recv(recvbuf, recvcount, recvtype, source, recvtag, comm,
                                                        "MPI_Sendrecv");
    gaupc_mpi_p2p_test(&r, status, 1, "MPI_Sendrecv");
    return MPI_SUCCESS;
}

int gaupc_mpi_waitall(int count, MPI_Request requests[], MPI_Status statuses[])
{
    for (int i = 0; i < count; i++)
        gaupc_mpi_wait(&requests[i], statuses ? &statuses[i] : MPI_STATUS_IGNORE);
    return MPI_SUCCESS;
}

int gaupc_mpi_test(MPI_Request *request, int *flag, MPI_Status *status)
{
    if (*request == MPI_REQUEST_NULL) {
        *flag = 1;
        return MPI_SUCCESS;
    }
    if (*request == 1)
        gaupc_mpi_error("MPI_Test", "a request of MPI_Ibarrier can only be waited for (MPI_Wait)");
    *flag = gaupc_mpi_p2p_test(request, status, 0, "MPI_Test");
    return MPI_SUCCESS;
}

/* Whether a message from source (a rank of comm, or MPI_ANY_SOURCE) with tag (or MPI_ANY_TAG)
   is waiting, without receiving it. */
int gaupc_mpi_p2p_probe(int source, int tag, MPI_Comm comm, MPI_Status *status, const char *call)
{
    (void)gaupc_mpi_team(comm, call);
    recv_req r = {1, 0, NULL, -1, source, tag, comm, {0, 0, 0, 0}};
    int found = try_recv(&r, call);
    if (found && status)
        *status = r.status;
    return found;
}

int gaupc_mpi_get_count(const MPI_Status *status, MPI_Datatype type, int *count)
{
    int es = mpi_bytes(0, type, "MPI_Get_count");
    *count = status->gaupc_bytes % es ? MPI_UNDEFINED : (int)(status->gaupc_bytes / es);
    return MPI_SUCCESS;
}

/* MPI_Comm_split: a GA group of the members of comm with the same color, ranked by key, then by
   their rank in comm; MPI_UNDEFINED gives MPI_COMM_NULL. Collective over comm. */
int gaupc_mpi_comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm)
{
    gaupc_team t = gaupc_mpi_team(comm, "MPI_Comm_split");
    if (color < 0 && color != MPI_UNDEFINED)
        gaupc_mpi_error("MPI_Comm_split", "invalid color");
    int me = gaupc_team_rank(&t);
    long *ck = calloc(2 * t.n, sizeof *ck);
    ck[2 * me] = color;
    ck[2 * me + 1] = key;
    gaupc_team_gop(&t, C_LONG, ck, 2 * t.n, "+");
    int *list = NULL, count = 0;
    if (color != MPI_UNDEFINED) {
        list = malloc(t.n * sizeof *list);
        int *rank = malloc(t.n * sizeof *rank);
        for (int r = 0; r < t.n; r++)
            if (ck[2 * r] == color)
                rank[count++] = r;
        /* insertion sort by (key, rank) */
        for (int i = 1; i < count; i++)
            for (int j = i; j > 0 && ck[2 * rank[j - 1] + 1] > ck[2 * rank[j] + 1]; j--) {
                int x = rank[j];
                rank[j] = rank[j - 1];
                rank[j - 1] = x;
            }
        for (int i = 0; i < count; i++)
            list[i] = gaupc_team_proc(&t, rank[i]);
        free(rank);
    }
    free(ck);
    int grp = gaupc_split_group(&t, list, count);
    *newcomm = grp < 0 ? MPI_COMM_NULL : GAUPC_COMM_GROUP + grp;
    if (grp >= 0 && grp - GAUPC_WORLD < GAUPC_MAX_SPLITS)
        split_refs[grp - GAUPC_WORLD]++;
    return MPI_SUCCESS;
}

/* A duplicate is the same group in a new context (mpi.h): the members agree on the number, the
   largest next number any of them has (collective over comm). A communicator of
   MPI_Comm_split is its group's, which goes with the last of the communicator and its
   duplicates. */
int gaupc_mpi_comm_dup(MPI_Comm comm, MPI_Comm *newcomm)
{
    static int next_context = 1;
    gaupc_team t = gaupc_mpi_team(comm, "MPI_Comm_dup");
    int c = next_context;
    gaupc_team_gop(&t, C_INT, &c, 1, "max");
    if (c >= INT_MAX / GAUPC_COMM_CONTEXT)
        gaupc_mpi_error("MPI_Comm_dup", "too many duplicated communicators");
    next_context = c + 1;
    comm %= GAUPC_COMM_CONTEXT;
    *newcomm = comm + c * GAUPC_COMM_CONTEXT;
    int g = comm - GAUPC_COMM_GROUP;
    if (comm != MPI_COMM_WORLD && g - GAUPC_WORLD < GAUPC_MAX_SPLITS && split_refs[g - GAUPC_WORLD] > 0)
        split_refs[g - GAUPC_WORLD]++;
    return MPI_SUCCESS;
}

int gaupc_mpi_comm_free(MPI_Comm *comm)
{
    MPI_Comm base = *comm < 0 ? *comm : *comm % GAUPC_COMM_CONTEXT;
    int g = base - GAUPC_COMM_GROUP;
    if (base != MPI_COMM_WORLD && base != MPI_COMM_NULL && g - GAUPC_WORLD < GAUPC_MAX_SPLITS &&
        split_refs[g - GAUPC_WORLD] > 0 && --split_refs[g - GAUPC_WORLD] == 0)
        gaupc_GA_Pgroup_destroy(g);
    *comm = MPI_COMM_NULL;
    return MPI_SUCCESS;
}

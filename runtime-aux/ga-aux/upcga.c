/* upcga.c - the core of the auxiliary library of `--to ga` programs: the table of shared arrays,
   transfers through pointers-to-shared, fences and split-phase barriers, the shared heaps, locks
   and non-blocking transfers. See upcga.h for the data layout. */
#define _GNU_SOURCE
#include "upcga.h"
#include "upcga_internal.h"
#include "../include/pgas_dynptr.h"
#include "../include/pgas_heap_size.h"
#include "../include/pgas_job_status.h"
#include "../include/pgas_layout.h"
#include "../include/pgas_names.h"
#ifdef UPCGA_ON_UPC
/* Built on UPC (GA-on-UPC), the program runs on runtime-aux/upcr, which reports crashes itself. */
static int pgas_user_location(char *buf, size_t size) { (void)buf; (void)size; return 0; }
static void pgas_catch_crashes(int thread) { (void)thread; }
static void pgas_let_thread0_report(int thread) { (void)thread; }
#define pgas_abort_after_report() MPI_Abort(MPI_COMM_WORLD, 1)
#include "../include/pgas_report.h"
/* The UPC runtime's own watchdog watches its waits: none here. */
static double pgas_watchdog_limit(void) { return 0; }
static double pgas_now(void) { return 0; }
static void pgas_watchdog_message(char *buf, size_t size, const char *where)
{
    (void)where;
    if (size)
        buf[0] = 0;
}
#else
#include "../include/pgas_where.h"
#endif

#include <ga-mpi.h>
#include <limits.h>
#include <mpi.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <time.h>
#include <unistd.h>

int upcga_threads = 1, upcga_mythread = 0;
int upcga_threads_shift = 0;
uint64_t upcga_threads_inverse = 0;
int *upcga_rows;
int upcga_one_block[2] = { 0, 0 };
int upcga_forall_control;

void upcga_let_thread0_report(void) { pgas_let_thread0_report(upcga_mythread); }

void upcga_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pgas_report_error(upcga_mythread, fmt, ap);
    va_end(ap);
    pgas_abort_after_report();
    exit(1);
}

void upcga_catch_crashes(void) { pgas_catch_crashes(upcga_mythread); }

/* ---- termination -------------------------------------------------------------------------------
   As in the UPC runtime of `--to upcr`: returning from main or calling exit ends this thread only
   (the on_exit handler below, after the program's atexit handlers: output flushed, then waiting
   for the other threads); the program ends when every thread has ended, all together (GA and
   MPI finalized), with the upc_global_exit status if a thread called it, else 0 when every
   thread ended with 0, else the status of the lowest-numbered thread that ended with another.
   The end of all is an MPI_Iallgather of every thread's status on a communicator of its own;
   upc_global_exit sends a message to every other thread, which they look for wherever they wait
   (barriers, the end); a thread that ends tells the others too, with the number of upc_notify
   calls it made (a pending upc_notify included: the barrier it notified completes for the
   others, the next one never can), so that a barrier it will never reach is reported instead of
   hanging: a waiter reports an ended thread only if that count is below its own (the number of
   the barrier waited in), never one that left the barrier and ended while the waiter's MPI_Test
   of the same barrier is still incomplete (a thread ended by a upc_global_exit sends a count no
   barrier reaches: the waiters end by that upc_global_exit instead). Every waiter sees it; the
   lowest-numbered thread that has not ended reports it (pgas_report_now). A thread that does
   not reach such a point within GLOBAL_EXIT_GRACE seconds after a upc_global_exit is ended by
   MPI_Abort. */

static int notified; /* a upc_notify is pending (the split-phase barrier, below) */
static int notify_count; /* this thread's upc_notify calls: the number of the barrier last notified */

#ifndef UPCGA_ON_UPC
#define GLOBAL_EXIT_GRACE 5.0
enum { TAG_GLOBAL_EXIT = 1, TAG_GONE = 2 };

static MPI_Comm exit_comm = MPI_COMM_NULL;
static int exit_started;
static int global_exit_seen; /* this thread is ended by another's upc_global_exit */

/* The messages are received at the end (thread_done), once every thread says what it sent: an
   MPI library may hold resources for an unreceived message until MPI_Finalize fails on them.
   Their buffer outlives the freed requests. */
static int sent_value[3];

static void send_to_all(int tag, int value)
{
    sent_value[tag] = value;
    for (int t = 0; t < upcga_threads; t++)
        if (t != upcga_mythread) {
            MPI_Request r;
            MPI_Isend(&sent_value[tag], 1, MPI_INT, t, tag, exit_comm, &r);
            MPI_Request_free(&r);
        }
}

static int message_waiting(int tag)
{
    int flag = 0;
    MPI_Iprobe(MPI_ANY_SOURCE, tag, exit_comm, &flag, MPI_STATUS_IGNORE);
    return flag;
}

/* The TAG_GONE messages received so far, by a barrier waiter: for each thread, the upc_notify
   count it ended with, or -1 (no message received yet; thread_done receives the rest). */
static int *gone_count;

/* At a barrier: receives the TAG_GONE messages that arrived; returns the lowest thread that
   ended having notified fewer barriers than this one, the barrier waited in (it can never
   reach it), or -1. A thread that ended with a count equal to ours notified this barrier: the
   barrier completes (a count above ours cannot be: no thread passes the next barrier without
   this thread's notify). `*lower_alive`: a thread numbered below this one has sent no
   TAG_GONE yet. */
static int ended_before_barrier(int *lower_alive)
{
    int flag, v, first = -1;
    MPI_Status st;
    if (!gone_count) {
        gone_count = malloc(sizeof(int) * (size_t)upcga_threads);
        for (int t = 0; t < upcga_threads; t++)
            gone_count[t] = -1;
    }
    for (;;) {
        MPI_Iprobe(MPI_ANY_SOURCE, TAG_GONE, exit_comm, &flag, &st);
        if (!flag)
            break;
        MPI_Recv(&v, 1, MPI_INT, st.MPI_SOURCE, TAG_GONE, exit_comm, MPI_STATUS_IGNORE);
        gone_count[st.MPI_SOURCE] = v;
    }
    for (int t = 0; t < upcga_threads && first < 0; t++)
        if (gone_count[t] >= 0 && gone_count[t] < notify_count)
            first = t;
    *lower_alive = 0;
    for (int t = 0; t < upcga_mythread; t++)
        if (gone_count[t] < 0)
            *lower_alive = 1;
    return first;
}

static void thread_done(int status, int global_caller) __attribute__((noreturn));
static void locks_end(void);

static void thread_done(int status, int global_caller)
{
    double deadline = MPI_Wtime() + GLOBAL_EXIT_GRACE;
    MPI_Request all_done;
    int done = 0, mine[3], *all, result = 0, clean = 1, global = -1;
    exit_started = 1;
    fflush(NULL);
    /* A thread ended by a upc_global_exit (its own or another's) is never reported: the
       waiters see that upc_global_exit and end too. */
    send_to_all(TAG_GONE, global_caller || global_exit_seen ? INT_MAX : notify_count);
    /* The end of all and what every thread ended with, in one collective (one fewer for
       every run to wait in: docs/performance.md, "Start-up at scale on one node"). */
    mine[0] = status & 0xff;
    mine[1] = global_caller;
    mine[2] = notified;
    all = malloc(sizeof(int) * 3 * (size_t)upcga_threads);
    if (!all)
        upcga_error("out of memory at the end of the program");
    MPI_Iallgather(mine, 3, MPI_INT, all, 3, MPI_INT, exit_comm, &all_done);
    for (unsigned spins = 0; !done; spins++) {
        MPI_Test(&all_done, &done, MPI_STATUS_IGNORE);
        if (!done && global_caller && MPI_Wtime() > deadline) {
            MPI_Abort(MPI_COMM_WORLD, status & 0xff);
            _exit(status & 0xff);
        }
        if (!done && spins > 64)
            sched_yield();
    }
    for (int t = 0; t < upcga_threads; t++) {
        if (all[3 * t + 1] && global < 0)
            global = all[3 * t];
        if (all[3 * t + 2] || all[3 * t + 1])
            clean = 0;
        if (!result)
            result = all[3 * t];
    }
    if (global >= 0)
        result = global;
    if (clean || global >= 0)
        result = pgas_races_end(result); /* (every thread is here) */
    /* Receive what the others sent: TAG_GONE from every thread (unless a barrier received it),
       TAG_GLOBAL_EXIT from a thread that called upc_global_exit. */
    for (int t = 0; t < upcga_threads; t++) {
        int v;
        if (t == upcga_mythread)
            continue;
        if (!(gone_count && gone_count[t] >= 0))
            MPI_Recv(&v, 1, MPI_INT, t, TAG_GONE, exit_comm, MPI_STATUS_IGNORE);
        if (all[3 * t + 1])
            MPI_Recv(&v, 1, MPI_INT, t, TAG_GLOBAL_EXIT, exit_comm, MPI_STATUS_IGNORE);
    }
    free(all);
    free(gone_count);
    gone_count = NULL;
    pgas_job_status_write(upcga_mythread, result);
    MPI_Barrier(exit_comm);
    /* GA's end is collective: only when no thread left a barrier or the others behind. */
    if (clean) {
        locks_end();
        GA_Terminate();
    }
    /* The MPI library's: the program's MPI_Finalize does nothing (pgas_mpi_user.h). */
    PMPI_Finalize();
    fflush(NULL);
    _exit(result);
}

static void at_thread_exit(int status, void *arg)
{
    int finalized = 0;
    (void)arg;
    /* A program that ended MPI itself (a GA program's MPI_Finalize, translated back) has no
       threads left to wait for: its exit is its own. */
    MPI_Finalized(&finalized);
    if (!exit_started && !finalized)
        thread_done(status, 0);
}

void upcga_termination_init(void)
{
    MPI_Comm_dup(MPI_COMM_WORLD, &exit_comm);
    on_exit(at_thread_exit, NULL);
}

/* After a GASP tool started: the termination handler again, to run before the tool's atexit
   handler (see runtime-aux/upcr's upcri_termination_after_tool). */
void upcga_termination_after_tool(void)
{
    on_exit(at_thread_exit, NULL);
}

/* Where a thread waits: another thread's upc_global_exit ends this one. */
static void poll_global_exit(void)
{
    if (!exit_started && exit_comm != MPI_COMM_NULL && message_waiting(TAG_GLOBAL_EXIT)) {
        global_exit_seen = 1;
        thread_done(0, 0);
    }
}

void upcga_global_exit(int status)
{
    fflush(NULL);
    if (exit_comm == MPI_COMM_NULL || exit_started) {
        MPI_Abort(MPI_COMM_WORLD, status & 0xff);
        _exit(status & 0xff);
    }
    send_to_all(TAG_GLOBAL_EXIT, status);
    thread_done(status, 1);
}

#else
/* Built on UPC (`--to upc` of this library): the UPC runtime's termination is the program's. */
void upcga_termination_init(void) {}
void upcga_termination_after_tool(void) {}
static void poll_global_exit(void) {}
void upcga_global_exit(int status)
{
    MPI_Abort(MPI_COMM_WORLD, status);
    exit(status);
}
#endif

/* ---- the table of arrays ----------------------------------------------------------------------
   GA handles are small integers from -1000 up; the table is indexed by handle + 1000 (others, if
   a GA ever hands them out, are found by a search). */

char **upcga_row_table;
char ***upcga_node_rows;
int upcga_row_table_size;
static struct upcga_array *arrays;
static int arrays_size;

struct upcga_array *upcga_array_of(int handle)
{
    unsigned k = (unsigned)(handle + 1000);
    if (k < (unsigned)arrays_size && arrays[k].handle == handle)
        return &arrays[k];
    for (int i = 0; i < arrays_size; i++)
        if (arrays[i].handle == handle && handle != 0)
            return &arrays[i];
    return NULL;
}

char *upcga_row_slow(int handle)
{
    struct upcga_array *a = upcga_array_of(handle);
    return a ? a->row : NULL;
}

char *upcga_node_row_slow(int handle, int thread)
{
    struct upcga_array *a = upcga_array_of(handle);
    return a && upcga_node_rows[a - arrays] ? upcga_node_rows[a - arrays][thread] : NULL;
}

/* A slot for a new array: handle + 1000 when it fits the table (grown as needed). */
static struct upcga_array *new_slot(int handle)
{
    unsigned k = (unsigned)(handle + 1000);
    if (k > 1u << 20) {
        for (int i = 0; i < arrays_size; i++)
            if (arrays[i].handle == 0 && upcga_row_table[i] == NULL)
                return &arrays[i];
        k = (unsigned)arrays_size;
    }
    if ((int)k >= arrays_size) {
        int n = arrays_size ? arrays_size : 64;
        while ((int)k >= n)
            n *= 2;
        arrays = realloc(arrays, sizeof *arrays * n);
        upcga_row_table = realloc(upcga_row_table, sizeof *upcga_row_table * n);
        upcga_node_rows = realloc(upcga_node_rows, sizeof *upcga_node_rows * n);
        if (!arrays || !upcga_row_table || !upcga_node_rows)
            upcga_error("out of memory for the table of shared arrays");
        memset(arrays + arrays_size, 0, sizeof *arrays * (n - arrays_size));
        memset(upcga_row_table + arrays_size, 0, sizeof *upcga_row_table * (n - arrays_size));
        memset(upcga_node_rows + arrays_size, 0, sizeof *upcga_node_rows * (n - arrays_size));
        arrays_size = n;
    }
    upcga_row_table_size = arrays_size;
    return &arrays[k];
}

/* ---- same-node rows ------------------------------------------------------------------------
   GA's one-sided layer (ARMCI over MPI-3) makes the memory of each GA array one MPI window with
   MPI_Win_allocate, which gives a process no way to address another process's part, even on the
   same node: MPI_Win_shared_query answers only for windows made by MPI_Win_allocate_shared.
   So the library defines MPI_Win_allocate itself, through MPI's profiling interface (PMPI_*):
   when every process of the window's communicator is on this node, the window is made with
   MPI_Win_allocate_shared (info "alloc_shared_noncontig": each process's part starts on a page
   of its own, so neighbouring rows share no cache line). It is a window like any other for
   every one-sided operation GA makes (MPI 3.1 §11.2.3), and in MPI's unified memory model,
   which the shared-memory components give, loads and stores of the other processes see the
   same memory as GA's transfers (docs/ga-backend.md, "Memory model"). Each window made is
   recorded (its memory in this process, its size); upcga_own_row, right after the collective
   NGA_Create_irreg, takes the last one, checks on every process that its own row lies in it,
   and then asks MPI_Win_shared_query where each thread's row is. A communicator spanning nodes
   (or UPCGA_DIRECT=0 in the environment) keeps MPI_Win_allocate, and every other thread's row
   is reached through GA. Built on UPC (`--to upc` of this library) there is no MPI window:
   only this thread's row is direct there. */
static int direct_disabled(void)
{
    const char *e = getenv("UPCGA_DIRECT");
    return e && strcmp(e, "0") == 0;
}

#ifndef UPCGA_ON_UPC
static struct window {
    MPI_Win win;
    char *base;   /* this process's part (NULL: none) */
    MPI_Aint size;
    int shared;   /* made by MPI_Win_allocate_shared */
} *windows;
static int nwindows, windows_cap, last_window = -1;

int MPI_Win_allocate(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr,
                     MPI_Win *win)
{
    int rc, want, shared = 0, comm_size = 0, node_size = -1;
    MPI_Comm node;
    MPI_Comm_size(comm, &comm_size);
    if (MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node) == MPI_SUCCESS) {
        MPI_Comm_size(node, &node_size);
        MPI_Comm_free(&node);
    }
    /* Every process must make the same kind of window: they decide together. */
    want = node_size == comm_size && !direct_disabled();
    MPI_Allreduce(&want, &shared, 1, MPI_INT, MPI_MIN, comm);
    if (shared) {
        MPI_Info with;
        if (info == MPI_INFO_NULL)
            MPI_Info_create(&with);
        else
            MPI_Info_dup(info, &with);
        MPI_Info_set(with, "alloc_shared_noncontig", "true");
        rc = PMPI_Win_allocate_shared(size, disp_unit, with, comm, baseptr, win);
        MPI_Info_free(&with);
    } else {
        rc = PMPI_Win_allocate(size, disp_unit, info, comm, baseptr, win);
    }
    if (rc != MPI_SUCCESS)
        return rc;
    if (nwindows == windows_cap) {
        windows_cap = windows_cap ? 2 * windows_cap : 64;
        windows = realloc(windows, sizeof *windows * (size_t)windows_cap);
        if (!windows)
            upcga_error("out of memory for the table of MPI windows");
    }
    windows[nwindows].win = *win;
    windows[nwindows].base = size > 0 ? *(char **)baseptr : NULL;
    windows[nwindows].size = size;
    windows[nwindows].shared = shared;
    last_window = nwindows++;
    return rc;
}

int MPI_Win_free(MPI_Win *win)
{
    for (int i = 0; i < nwindows; i++)
        if (windows[i].win == *win) {
            windows[i] = windows[--nwindows]; /* the last entry moves to i */
            if (last_window == i)
                last_window = -1;
            else if (last_window == nwindows)
                last_window = i;
            break;
        }
    return PMPI_Win_free(win);
}
#endif

/* Collective (right after the array's creation): where each thread's row is in this process's
   memory, or NULL when only this thread's row is (the table then holds just that). */
static char **node_rows(char *row, int rows)
{
    char **at = calloc((size_t)upcga_threads, sizeof *at);
    if (!at)
        upcga_error("out of memory for the table of shared arrays");
    /* A [THREADS][L] array: row t is thread t's; a [1][N] one lives on thread 0. */
    if (rows == upcga_threads)
        at[upcga_mythread] = row;
    else if (rows == 1 && upcga_mythread == 0)
        at[0] = row;
#ifndef UPCGA_ON_UPC
    {
        /* My row's offset in my part of the last window made, or -1 (no row), or -2 (the
           window is not a shared one, or my row is not in it); every thread's. */
        struct window *w = last_window >= 0 ? &windows[last_window] : NULL;
        long mine = -2, *offsets = malloc(sizeof(long) * (size_t)upcga_threads);
        int ok = 1;
        MPI_Group ga_group, win_group;
        if (!offsets)
            upcga_error("out of memory for the table of shared arrays");
        if (w && w->shared) {
            if (!row)
                mine = -1;
            else if (w->base && row >= w->base && row < w->base + w->size)
                mine = (long)(row - w->base);
        }
        MPI_Allgather(&mine, 1, MPI_LONG, offsets, 1, MPI_LONG, GA_MPI_Comm());
        for (int t = 0; t < upcga_threads; t++)
            ok &= offsets[t] != -2;
        if (ok && (rows == 1 || rows == upcga_threads)) {
            MPI_Comm_group(GA_MPI_Comm(), &ga_group);
            MPI_Win_get_group(w->win, &win_group);
            for (int t = 0; t < rows; t++) {
                int r;
                MPI_Aint size;
                int disp;
                char *base = NULL;
                if (offsets[t] < 0)
                    continue;
                MPI_Group_translate_ranks(ga_group, 1, &t, win_group, &r);
                if (r == MPI_UNDEFINED
                    || MPI_Win_shared_query(w->win, r, &size, &disp, &base) != MPI_SUCCESS || !base)
                    continue;
                at[t] = base + offsets[t];
            }
            MPI_Group_free(&ga_group);
            MPI_Group_free(&win_group);
        }
        free(offsets);
        last_window = -1;
    }
#else
    (void)direct_disabled;
#endif
    return at;
}

/* upcga_own_row; the row zeroed when `zero`. */
static void *own_row(int handle, size_t elem_size, int zero)
{
    int type, ndim, dims[2], lo[2], hi[2], ld[1];
    void *row = NULL;
    struct upcga_array *a;
    NGA_Inquire(handle, &type, &ndim, dims);
    a = new_slot(handle);
    memset(a, 0, sizeof *a);
    a->handle = handle;
    a->elem = elem_size;
    a->row_elems = dims[1];
    a->rows = dims[0];
    NGA_Distribution(handle, upcga_mythread, lo, hi);
    if (lo[0] <= hi[0] && lo[1] <= hi[1]) {
        NGA_Access(handle, lo, hi, &row, ld);
        if (zero)
            memset(row, 0, elem_size * (size_t)dims[1]);
    }
    a->row = row;
    upcga_row_table[a - arrays] = row;
    upcga_node_rows[a - arrays] = node_rows(row, dims[0]);
    {
        /* The same answer on every thread (an array on thread 0 alone is in thread 0's memory
           whatever the others see): they never mix processor atomics and GA's on a word. */
        int all = 1;
        for (int t = 0; t < dims[0]; t++)
            all &= upcga_node_rows[a - arrays][t] != NULL;
        GA_Igop(&all, 1, "min");
        a->all_direct = all;
    }
    /* No thread may write into the array before every thread has zeroed its row: an array made
       while the program runs (upc_all_alloc, a block-scope array sized at run time, a heap)
       is used as soon as the first thread returns, and a row zeroed after another thread's
       put would lose that put. */
    GA_Sync();
    return row;
}

void *upcga_own_row(int handle, size_t elem_size)
{
    void *row = own_row(handle, elem_size, 1);
    upcga_array_of(handle)->program = 1;
    return row;
}

void upcga_forget_array(int handle)
{
    struct upcga_array *a = upcga_array_of(handle);
    if (a) {
        upcga_row_table[a - arrays] = NULL;
        free(upcga_node_rows[a - arrays]);
        upcga_node_rows[a - arrays] = NULL;
        memset(a, 0, sizeof *a);
    }
}

/* The registered GA type of each element size (GA allows a few hundred types). */
int upcga_type(size_t bytes)
{
    static struct { size_t bytes; int type; } known[64];
    static int count;
    for (int i = 0; i < count; i++)
        if (known[i].bytes == bytes)
            return known[i].type;
    if (count == 64)
        upcga_error("too many element sizes of shared arrays (64)");
    known[count].bytes = bytes;
    known[count].type = NGA_Register_type(bytes);
    if (known[count].type < 0)
        upcga_error("GA cannot register a type of %zu bytes", bytes);
    return known[count++].type;
}

/* ---- transfers ------------------------------------------------------------------------------- */

/* The bytes of thread t's row that hold elements of the object when its layout is known (the
   last thread's share may be shorter than the row, padded to the largest share), else the row. */
static long extent_on(const struct upcga_array *a, int t)
{
    if (a->total <= 0 || !a->dyn_known)
        return (long)a->elem * a->row_elems;
    return pgas_share_bytes(a->total, a->dyn_block, upcga_threads, t);
}

/* Whether the n bytes at p lie inside one shared object (the argument checks of the
   collectives). */
int upcga_in_object(upcga_ptr_t p, size_t n)
{
    struct upcga_array *a;
    if (n == 0)
        return 1;
    a = upcga_array_of(p.handle);
    return a && p.thread >= 0 && p.thread < a->rows && p.offset >= 0
           && (size_t)p.offset + n <= (size_t)extent_on(a, p.thread);
}

/* The array of p, after the checks of an access of n bytes (`what`, a write when is_put). */
static struct upcga_array *checked(upcga_ptr_t p, size_t n, const char *what, int is_put)
{
    struct upcga_array *a;
    if (upcga_isnull(p))
        upcga_error("%s through a null pointer-to-shared", what);
    a = upcga_array_of(p.handle);
    if (!a)
        upcga_error("%s through a pointer-to-shared to freed or unknown memory", what);
    if (p.thread < 0 || p.thread >= a->rows || p.offset < 0 || (size_t)p.offset + n > (size_t)extent_on(a, p.thread))
        upcga_error(PGAS_BOUNDS_ERROR, is_put ? "write" : "read", n, p.thread);
    return a;
}

void pgas_check_index(long i, long count, long owner, long block, long threads, size_t n, int is_put)
{
    long t;
    if (pgas_index_outside(i, count, owner, block, threads, n, &t))
        upcga_error(PGAS_BOUNDS_ERROR, is_put ? "write" : "read", n, (int)t);
}

void upcga_check_element(int handle, int t, long pos, size_t n, int is_put)
{
    struct upcga_array *a = upcga_array_of(handle);
    if (a && (t < 0 || t >= a->rows || pos < 0 || pos >= a->row_elems
              || (size_t)pos * a->elem + n > (size_t)extent_on(a, t)))
        upcga_error(PGAS_BOUNDS_ERROR, is_put ? "write" : "read", n, t);
}

/* n bytes at p to (put == 0) or from buf: the patch of whole elements, then the parts of
   elements at either end as fields. */
static void transfer_remote(upcga_ptr_t p, char *buf, size_t n, int put)
{
    struct upcga_array *a;
    long e, first, skip;
    int lo[2], hi[2], ld[1];
    if (n == 0)
        return;
    a = checked(p, n, put ? "write" : "read", put);
    e = (long)a->elem;
    first = p.offset / e;
    skip = p.offset % e;
    lo[0] = hi[0] = p.thread;
    if (skip) {
        size_t part = (size_t)(e - skip) < n ? (size_t)(e - skip) : n;
        lo[1] = hi[1] = (int)first;
        ld[0] = 1;
        if (put)
            NGA_Put_field(p.handle, lo, hi, (int)skip, (int)part, buf, ld);
        else
            NGA_Get_field(p.handle, lo, hi, (int)skip, (int)part, buf, ld);
        buf += part;
        n -= part;
        first++;
    }
    if (n >= (size_t)e) {
        long count = (long)n / e;
        lo[1] = (int)first;
        hi[1] = (int)(first + count - 1);
        ld[0] = (int)count;
        if (put)
            NGA_Put(p.handle, lo, hi, buf, ld);
        else
            NGA_Get(p.handle, lo, hi, buf, ld);
        buf += count * e;
        n -= (size_t)(count * e);
        first += count;
    }
    if (n) {
        lo[1] = hi[1] = (int)first;
        ld[0] = 1;
        if (put)
            NGA_Put_field(p.handle, lo, hi, 0, (int)n, buf, ld);
        else
            NGA_Get_field(p.handle, lo, hi, 0, (int)n, buf, ld);
    }
}

/* ARMCI's fence of every process: GA_Fence only covers the transfers since GA_Init_fence, which
   GA_Sync resets. */
extern void ARMCI_AllFence(void);

/* One thread's own accesses to a location happen in program order (UPC 1.3 §5.1.2.3), but
   one-sided MPI, under GA's ARMCI, does not order two transfers of a process to the same bytes
   unless a flush comes between them (NGA_Put returns when the buffer may be reused, not when the
   data has arrived). So the remote puts since the last fence are recorded (array, thread, byte
   range): a remote get or put that overlaps one completes every put first (ARMCI_AllFence). A
   full record also ends with a fence. */
enum { PENDING_PUTS = 32 };
static struct {
    int handle, thread;
    long lo, hi;
} pending[PENDING_PUTS];
static int npending;

/* Whether this process started a one-sided MPI operation since its last ARMCI_AllFence: every
   GA transfer, atomic and accumulate is one (GA's ARMCI is MPI-3 one-sided), the program's own
   GA calls included, and the library sees each of them through MPI's profiling interface
   (below). Without one there is nothing for ARMCI_AllFence to complete (loads and stores of
   rows of this node are ordered by the memory barriers of upcga_fence), so a fence or a strict
   access costs two memory barriers instead of a flush of every window of the job. Built on UPC
   there is no such interface: always fence. */
int upcga_rma_since_fence = 1;

static void complete_puts(void)
{
    ARMCI_AllFence();
    npending = 0;
#ifndef UPCGA_ON_UPC
    upcga_rma_since_fence = 0;
#endif
}

#ifndef UPCGA_ON_UPC
int MPI_Put(const void *origin, int count, MPI_Datatype type, int target, MPI_Aint disp,
            int target_count, MPI_Datatype target_type, MPI_Win win)
{
    upcga_rma_since_fence = 1;
    return PMPI_Put(origin, count, type, target, disp, target_count, target_type, win);
}

int MPI_Get(void *origin, int count, MPI_Datatype type, int target, MPI_Aint disp,
            int target_count, MPI_Datatype target_type, MPI_Win win)
{
    upcga_rma_since_fence = 1;
    return PMPI_Get(origin, count, type, target, disp, target_count, target_type, win);
}

int MPI_Accumulate(const void *origin, int count, MPI_Datatype type, int target, MPI_Aint disp,
                   int target_count, MPI_Datatype target_type, MPI_Op op, MPI_Win win)
{
    upcga_rma_since_fence = 1;
    return PMPI_Accumulate(origin, count, type, target, disp, target_count, target_type, op, win);
}

int MPI_Get_accumulate(const void *origin, int count, MPI_Datatype type, void *result,
                       int result_count, MPI_Datatype result_type, int target, MPI_Aint disp,
                       int target_count, MPI_Datatype target_type, MPI_Op op, MPI_Win win)
{
    upcga_rma_since_fence = 1;
    return PMPI_Get_accumulate(origin, count, type, result, result_count, result_type, target,
                               disp, target_count, target_type, op, win);
}

int MPI_Fetch_and_op(const void *origin, void *result, MPI_Datatype type, int target,
                     MPI_Aint disp, MPI_Op op, MPI_Win win)
{
    upcga_rma_since_fence = 1;
    return PMPI_Fetch_and_op(origin, result, type, target, disp, op, win);
}

int MPI_Compare_and_swap(const void *origin, const void *compare, void *result,
                         MPI_Datatype type, int target, MPI_Aint disp, MPI_Win win)
{
    upcga_rma_since_fence = 1;
    return PMPI_Compare_and_swap(origin, compare, result, type, target, disp, win);
}

int MPI_Rput(const void *origin, int count, MPI_Datatype type, int target, MPI_Aint disp,
             int target_count, MPI_Datatype target_type, MPI_Win win, MPI_Request *request)
{
    upcga_rma_since_fence = 1;
    return PMPI_Rput(origin, count, type, target, disp, target_count, target_type, win, request);
}

int MPI_Rget(void *origin, int count, MPI_Datatype type, int target, MPI_Aint disp,
             int target_count, MPI_Datatype target_type, MPI_Win win, MPI_Request *request)
{
    upcga_rma_since_fence = 1;
    return PMPI_Rget(origin, count, type, target, disp, target_count, target_type, win, request);
}

int MPI_Raccumulate(const void *origin, int count, MPI_Datatype type, int target, MPI_Aint disp,
                    int target_count, MPI_Datatype target_type, MPI_Op op, MPI_Win win,
                    MPI_Request *request)
{
    upcga_rma_since_fence = 1;
    return PMPI_Raccumulate(origin, count, type, target, disp, target_count, target_type, op, win,
                            request);
}

int MPI_Rget_accumulate(const void *origin, int count, MPI_Datatype type, void *result,
                        int result_count, MPI_Datatype result_type, int target, MPI_Aint disp,
                        int target_count, MPI_Datatype target_type, MPI_Op op, MPI_Win win,
                        MPI_Request *request)
{
    upcga_rma_since_fence = 1;
    return PMPI_Rget_accumulate(origin, count, type, result, result_count, result_type, target,
                                disp, target_count, target_type, op, win, request);
}
#endif

static void order_after_pending_puts(upcga_ptr_t p, size_t n)
{
    long lo = p.offset, hi = p.offset + (long)n;
    for (int i = 0; i < npending; i++)
        if (pending[i].handle == p.handle && pending[i].thread == p.thread && pending[i].lo < hi
            && lo < pending[i].hi) {
            complete_puts();
            return;
        }
}

void upcga_get_remote(void *dst, upcga_ptr_t p, size_t n)
{
    char *row = upcga_node_row(p.handle, p.thread);
    if (row && n) { /* upc_memget … of a row of this node */
        checked(p, n, "read", 0);
        memcpy(dst, row + p.offset, n);
        return;
    }
    order_after_pending_puts(p, n);
    transfer_remote(p, dst, n, 0);
}

void upcga_put_remote(upcga_ptr_t p, const void *src, size_t n)
{
    char *row = upcga_node_row(p.handle, p.thread);
    if (row && n) {
        checked(p, n, "write", 1);
        memcpy(row + p.offset, src, n);
        return;
    }
    order_after_pending_puts(p, n);
    if (npending == PENDING_PUTS)
        complete_puts();
    transfer_remote(p, (char *)src, n, 1);
    pending[npending].handle = p.handle;
    pending[npending].thread = p.thread;
    pending[npending].lo = p.offset;
    pending[npending].hi = p.offset + (long)n;
    npending++;
}

/* The part of upcga_fence (upcga.h) after one-sided operations. */
void upcga_fence_rma(void)
{
    complete_puts();
    __sync_synchronize();
}

/* Each transfer of the program checks its pointers-to-shared against the null pointer first,
   on every thread, under the name of the library function the program called (`what`:
   upc_memget, upc_memget_nb, upc_memget_nbi …), as `--to upcr` does. */
static void not_null(upcga_ptr_t p, const char *what)
{
    if (upcga_isnull(p))
        upcga_error("%s through a null pointer-to-shared", what);
}

static void memget_as(void *dst, upcga_ptr_t src, size_t n, const char *what)
{
    if (n == 0)
        return;
    not_null(src, what);
    if (src.thread == upcga_mythread) {
        checked(src, n, what, 0);
        memcpy(dst, upcga_local(src), n);
    } else
        upcga_get_remote(dst, src, n);
}

static void memput_as(upcga_ptr_t dst, const void *src, size_t n, const char *what)
{
    if (n == 0)
        return;
    not_null(dst, what);
    if (dst.thread == upcga_mythread) {
        checked(dst, n, what, 1);
        memcpy(upcga_local(dst), src, n);
    } else
        upcga_put_remote(dst, src, n);
}

static void memcpy_as(upcga_ptr_t dst, upcga_ptr_t src, size_t n, const char *what)
{
    if (n == 0)
        return;
    not_null(dst, what);
    not_null(src, what);
    if (dst.thread == upcga_mythread) {
        checked(dst, n, what, 1);
        memget_as(upcga_local(dst), src, n, what);
    } else if (src.thread == upcga_mythread) {
        checked(src, n, what, 0);
        upcga_put_remote(dst, upcga_local(src), n);
    } else {
        char *buf = malloc(n);
        if (!buf)
            upcga_error("%s: out of memory for a %zu-byte buffer", what, n);
        upcga_get_remote(buf, src, n);
        upcga_put_remote(dst, buf, n);
        free(buf);
    }
}

static void memset_as(upcga_ptr_t dst, int c, size_t n, const char *what)
{
    if (n == 0)
        return;
    not_null(dst, what);
    if (dst.thread == upcga_mythread) {
        checked(dst, n, what, 1);
        memset(upcga_local(dst), c, n);
    } else {
        char *buf = malloc(n);
        if (!buf)
            upcga_error("%s: out of memory for a %zu-byte buffer", what, n);
        memset(buf, c, n);
        upcga_put_remote(dst, buf, n);
        free(buf);
    }
}

void upcga_memget(void *dst, upcga_ptr_t src, size_t n) { memget_as(dst, src, n, "upc_memget"); }

void upcga_get_range(void *dst, upcga_ptr_t p, size_t elem, long block, size_t count)
{
    char *d = dst;
    while (count) {
        size_t run = block ? (size_t)(block - p.phase) : count;
        if (run > count)
            run = count;
        char *row = upcga_node_row(p.handle, p.thread);
        if (row) /* a row of this node: its elements are those of the array (gather.rs tests) */
            memcpy(d, row + p.offset, run * elem);
        else
            memget_as(d, p, run * elem, "read");
        d += run * elem;
        count -= run;
        if (count)
            p = upcga_add(p, elem, (long)run, block);
    }
}
void upcga_memput(upcga_ptr_t dst, const void *src, size_t n) { memput_as(dst, src, n, "upc_memput"); }
void upcga_memcpy(upcga_ptr_t dst, upcga_ptr_t src, size_t n) { memcpy_as(dst, src, n, "upc_memcpy"); }
void upcga_memset(upcga_ptr_t dst, int c, size_t n) { memset_as(dst, c, n, "upc_memset"); }

/* Non-blocking transfers complete before they return: every handle is already complete. */
unsigned long upcga_memcpy_nb(upcga_ptr_t dst, upcga_ptr_t src, size_t n)
{
    memcpy_as(dst, src, n, "upc_memcpy_nb");
    return 0;
}

unsigned long upcga_memget_nb(void *dst, upcga_ptr_t src, size_t n)
{
    memget_as(dst, src, n, "upc_memget_nb");
    return 0;
}

unsigned long upcga_memput_nb(upcga_ptr_t dst, const void *src, size_t n)
{
    memput_as(dst, src, n, "upc_memput_nb");
    return 0;
}

unsigned long upcga_memset_nb(upcga_ptr_t dst, int c, size_t n)
{
    memset_as(dst, c, n, "upc_memset_nb");
    return 0;
}

int upcga_sync_attempt(unsigned long handle)
{
    (void)handle;
    return 1;
}

void upcga_sync(unsigned long handle) { (void)handle; }
void upcga_memcpy_nbi(upcga_ptr_t dst, upcga_ptr_t src, size_t n) { memcpy_as(dst, src, n, "upc_memcpy_nbi"); }
void upcga_memget_nbi(void *dst, upcga_ptr_t src, size_t n) { memget_as(dst, src, n, "upc_memget_nbi"); }
void upcga_memput_nbi(upcga_ptr_t dst, const void *src, size_t n) { memput_as(dst, src, n, "upc_memput_nbi"); }
void upcga_memset_nbi(upcga_ptr_t dst, int c, size_t n) { memset_as(dst, c, n, "upc_memset_nbi"); }
int upcga_synci_attempt(void) { return 1; }
void upcga_synci(void) {}

/* ---- split-phase barrier ------------------------------------------------------------------- */

static MPI_Request barrier_request;
static int barrier_named, barrier_value;
static int barrier_values[2], barrier_result[2];

/* upc_notify: one non-blocking all-reduce of {min, -max} of the named values (an anonymous
   notify contributes the identity), which both synchronises and detects a mismatch, as in
   runtime-aux/upcr across nodes. */
static void notify(int named, int value)
{
    if (notified)
        upcga_error("upc_notify called twice without an intervening upc_wait");
    upcga_fence();
    pgas_races_notify();
    barrier_named = named;
    barrier_value = value;
    barrier_values[0] = named ? value : INT_MAX;
    barrier_values[1] = named ? (value == INT_MIN ? INT_MAX : -value) : INT_MAX;
#ifndef UPCGA_ON_UPC
    MPI_Iallreduce(barrier_values, barrier_result, 2, MPI_INT, MPI_MIN, GA_MPI_Comm(), &barrier_request);
#endif
    notified = 1;
    notify_count++;
}

void upcga_notify(void) { notify(0, 0); }
void upcga_notify_value(int value) { notify(1, value); }

static void wait_barrier(int named, int value);

/* upc_barrier: the split-phase barrier in one go, so that it matches a upc_notify/upc_wait
   pair on another thread (a GA_Sync would be another MPI collective and never match). */
void upcga_barrier(void)
{
    notify(0, 0);
    wait_barrier(0, 0);
}

void upcga_barrier_value(int value)
{
    notify(1, value);
    wait_barrier(1, value);
}

void upcga_wait(void) { wait_barrier(0, 0); }
void upcga_wait_value(int value) { wait_barrier(1, value); }

static void wait_barrier(int named, int value)
{
    if (!notified)
        upcga_error("upc_wait called without a preceding upc_notify");
    if (named && barrier_named && value != barrier_value)
        upcga_error("barrier mismatch: upc_wait value differs from this thread's upc_notify value");
#ifdef UPCGA_ON_UPC
    /* On UPC (GA on UPC has no non-blocking all-reduce) the all-reduce is made here, blocking:
       every thread reaches upc_wait after its upc_notify, so it is the same barrier. */
    MPI_Allreduce(barrier_values, barrier_result, 2, MPI_INT, MPI_MIN, GA_MPI_Comm());
#else
    {
        int done = 0, gone, lower_alive;
        double since = pgas_now(), limit = pgas_watchdog_limit(), seen = 0;
        for (unsigned spins = 0;; spins++) {
            MPI_Test(&barrier_request, &done, MPI_STATUS_IGNORE);
            if (done)
                break;
            poll_global_exit();
            /* A thread has ended without reaching this barrier: an error, reported once (by the
               lowest-numbered thread that has not ended). One that ended after leaving it is
               none (the barrier completes here too, when MPI makes progress for this thread),
               however long that takes. */
            if ((gone = ended_before_barrier(&lower_alive)) >= 0 && pgas_report_now(lower_alive, &seen))
                upcga_error("upc_barrier can never complete: thread %d has ended (returned from main or "
                            "called exit) without reaching it",
                            gone);
            if (limit > 0 && (spins & 255) == 0 && pgas_now() - since > limit) {
                char msg[200];
                pgas_watchdog_message(msg, sizeof msg, "a barrier");
                upcga_error("%s", msg);
            }
            if (spins > 64)
                sched_yield();
        }
    }
#endif
    notified = 0;
    __sync_synchronize();
    {
        int min = barrier_result[0], max = -barrier_result[1];
        if (min != INT_MAX && (min != max || (barrier_named && barrier_value != min))) {
            pgas_let_thread0_report(upcga_mythread);
            upcga_error("barrier mismatch: threads passed different values to upc_notify/upc_wait/upc_barrier");
        }
    }
    pgas_races_wait();
}

/* ---- the heaps ---------------------------------------------------------------------------------
   upc_global_alloc takes its objects from the global heap, a GA array of one row of heap_bytes per
   thread (an object takes ceil(nblocks / THREADS) blocks at the same offset of every row, its
   header in row 0); upc_alloc and the locks from the local heap, the same shape (an object in
   its caller's row, its header there). upc_all_alloc takes its objects from the global heap too
   (thread 0 allocates, every thread learns where): GA makes only about a thousand arrays, and a
   program may allocate and free in a loop; an object too large for a quarter of the heap, or one
   that finds the heap full, gets a GA array of its own, of exactly ceil(nblocks / THREADS)
   blocks per thread, destroyed by upc_all_free. The heaps are arrays of longs (NGA_Read_inc
   works on those alone: the locks' words are in them). In each heap area (the global one, each
   row of the local one) the blocks tile [0, top), allocated first fit as under `--to upcr`
   (runtime-aux/include/pgas_heap_impl.h); freeing an object marks its header freed under the
   heaps' lock, so that a double free or a foreign pointer is caught; the top is raised only when
   nothing fits. The heaps' lock is a ticket lock on a small GA counter array on thread 0,
   which also holds the global heap's top, the count of global allocations (`--dynamic-pointers`
   reads the headers again when it changed) and the hints. */

/* Each heap's share of UPC_SHARED_HEAP_SIZE: a half. Built on UPC (`--to upc` of this library,
   for programs translated back) an eighth: there the arrays live in the UPC runtime's heap of
   the same UPC_SHARED_HEAP_SIZE, with the heaps. */
#ifndef UPCGA_HEAP_DIVISOR
#define UPCGA_HEAP_DIVISOR 2
#endif
#define DEFAULT_HEAP_BYTES ((size_t)PGAS_DEFAULT_HEAP_BYTES)

/* The counters: the global heap's top, the heaps' ticket lock, the count of global allocations,
   the global heap's hint, then one hint per row of the local heap. */
enum { CTR_TOP, CTR_TICKET, CTR_SERVING, CTR_GEN, CTR_HINT, CTR_COUNT };

static int global_heap, local_heap, heap_counter;
static size_t heap_bytes;
static long local_top;

/* A GA array of `bytes` bytes per thread (one row each, registered in the table) whose elements
   are of GA type `type` and `elem` bytes; its rows zeroed when `zero`. */
static int row_array(const char *name, size_t bytes, int type, size_t elem, int zero)
{
    int dims[2], block[2], g;
    /* Collective, over arguments every thread gives alike: thread 0 reports an error once. */
    if (bytes / elem > (size_t)1 << 31) {
        upcga_let_thread0_report();
        upcga_error("%s: %zu bytes per thread is more than a GA dimension holds", name, bytes);
    }
    dims[0] = upcga_threads;
    dims[1] = bytes >= elem ? (int)(bytes / elem) : 1;
    block[0] = upcga_threads;
    block[1] = 1;
    g = NGA_Create_irreg(type, 2, dims, (char *)name, block, upcga_rows);
    if (!g) {
        upcga_let_thread0_report();
        upcga_error("%s: GA could not create an array of %zu bytes per thread", name, bytes);
    }
    own_row(g, elem, zero);
    return g;
}

/* A GA array of bytes, one row of `bytes` per thread, zeroed, registered in the table. */
int upcga_byte_array(const char *name, size_t bytes)
{
    return row_array(name, bytes, C_CHAR, 1, 1);
}

/* An atomic fetch-and-add of `inc` to the long at p (aligned, in an array of longs): a processor
   atomic when every row of the array is in this process's memory — then on every thread, so the
   threads never mix the two kinds on one word —, else NGA_Read_inc. */
static long word_add(upcga_ptr_t p, long inc)
{
    struct upcga_array *a = upcga_array_of(p.handle);
    int sub[2];
    if (a && a->all_direct)
        return __atomic_fetch_add((long *)(upcga_node_row(p.handle, p.thread) + p.offset), inc,
                                  __ATOMIC_SEQ_CST);
    sub[0] = p.thread;
    sub[1] = (int)(p.offset / (long)sizeof(long));
    return NGA_Read_inc(p.handle, sub, inc);
}

/* `pgas-xlate cc --to ga -shared-heap=SIZE` links this constant in: the default size. */
extern const unsigned long long upcga_default_shared_heap_bytes __attribute__((weak));

/* Collective, once: at start-up when a file of the program allocates from the heaps or
   allocates locks, else at the first upc_all_alloc. The heaps are not zeroed (UPC leaves the
   memory of upc_alloc and upc_global_alloc indeterminate; upc_all_alloc zeroes its objects):
   their pages stay untouched until used. */
#ifndef UPCGA_ON_UPC
static long node_processes(void);
#endif

/* The heaps' bytes per thread (0 until sized). */
static size_t heap_total;

/* Sizes the heaps: UPC_SHARED_HEAP_SIZE (else the link-time size, else the default), the
   dynamic shared memory of each thread, half global, half local (each heap's share:
   UPCGA_HEAP_DIVISOR above). At start-up on every thread, whatever the program allocates, as
   `--to upcr` sizes its segment: a malformed size, or one that cannot fit the node, is reported
   before the program runs (it was reported at the first allocation, or never). */
void upcga_heap_size_init(void)
{
    size_t asked = &upcga_default_shared_heap_bytes ? (size_t)upcga_default_shared_heap_bytes : 0;
    const char *env = getenv("UPC_SHARED_HEAP_SIZE");
    char how[96];
    if (heap_total)
        return;
    snprintf(how, sizeof how, "`pgas-xlate cc -shared-heap`");
    if (env && *env) {
        asked = pgas_parse_heap_size(env);
        if (!asked) {
            upcga_let_thread0_report();
            upcga_error(PGAS_HEAP_SIZE_MALFORMED, env);
        }
        snprintf(how, sizeof how, "UPC_SHARED_HEAP_SIZE=%s", env);
    }
#ifdef UPCGA_ON_UPC
    /* Over the GA-on-UPC library the heaps live in the UPC runtime's heap, which that runtime
       sizes and checks. */
    heap_total = asked ? asked : DEFAULT_HEAP_BYTES;
#else
    {
        /* The size asked for must fit the node; else the node's share (pgas_heap_size.h, the
           rule of `--to upcr`). */
        char msg[512];
        long procs = node_processes();
        if (asked && !pgas_heap_fits(asked, how, procs, msg, sizeof msg)) {
            upcga_let_thread0_report();
            upcga_error("%s", msg);
        }
        heap_total = asked ? asked : (size_t)pgas_default_heap_bytes(procs);
    }
#endif
}

void upcga_heap_init(void)
{
    int dims[2] = { 1, CTR_COUNT + upcga_threads }, one[2] = { 1, 1 };
    size_t total;
    if (heap_counter)
        return;
    upcga_heap_size_init();
    total = heap_total;
    heap_bytes = total / UPCGA_HEAP_DIVISOR;
    heap_bytes = (heap_bytes + 15) & ~(size_t)15;
    global_heap = row_array("upc_global_alloc heap", heap_bytes, C_LONG, sizeof(long), 0);
    local_heap = row_array("upc_alloc heap", heap_bytes, C_LONG, sizeof(long), 0);
    heap_counter = NGA_Create_irreg(C_LONG, 2, dims, "upc_global_alloc counter", one, upcga_one_block);
    own_row(heap_counter, sizeof(long), 1);
}


/* The heaps are made at start-up when a translated file of the program allocates from them. */
static void no_heaps_check(const char *what)
{
    if (!heap_counter)
        upcga_error("%s: no shared heap (start-up makes it when a file that allocates was "
                    "translated by pgas-xlate --to ga)",
                    what);
}

static long counter_add(int k, long v)
{
    upcga_ptr_t p = { heap_counter, 0, k * (long)sizeof(long), 0 };
    return word_add(p, v);
}

static void heap_lock(void)
{
    long ticket = counter_add(CTR_TICKET, 1);
    int spins = 0;
    while (counter_add(CTR_SERVING, 0) != ticket)
        if (++spins > 16)
            sched_yield();
}

static void heap_unlock(void)
{
    upcga_fence();
    counter_add(CTR_SERVING, 1);
}

/* The counter of an area's hint: the global heap's, or that of a row of the local heap. */
static int hint_counter(int handle, int row)
{
    return handle == global_heap ? CTR_HINT : CTR_COUNT + row;
}

static void out_of_shared_memory(const char *what, size_t per_thread, size_t left)
{
    upcga_error("out of shared memory: %s of %zu bytes per thread (%zu left of a heap of %zu bytes "
                "per thread; raise it with UPC_SHARED_HEAP_SIZE, `pgas-xlate run --shared-heap SIZE` "
                "or `pgas-xlate cc -shared-heap=SIZE`)",
                what, per_thread, left, heap_bytes);
}

/* An area of the heaps: a row of one of their arrays. */
struct area {
    int handle, row;
};

static upcga_ptr_t area_at(const struct area *a, uintptr_t off)
{
    upcga_ptr_t p = { a->handle, a->row, (long)off, 0 };
    return p;
}

#define PGAS_HEAP_AREA const struct area
#define PGAS_HEAP_GET(a, off, h) upcga_get((h), area_at((a), (off)), 4 * sizeof(uint64_t))
#define PGAS_HEAP_PUT(a, off, h) upcga_put(area_at((a), (off)), (h), 4 * sizeof(uint64_t))
#define PGAS_HEAP_HINT(a) counter_add(hint_counter((a)->handle, (a)->row), 0)
#define PGAS_HEAP_SET_HINT(a, v) set_hint((a), (v))
#define PGAS_HEAP_CORRUPT(msg) upcga_error("%s", msg)
static void set_hint(const struct area *a, uintptr_t v);
#include "../include/pgas_heap_impl.h"
#include "../include/pgas_all_free.h"

static void set_hint(const struct area *a, uintptr_t v)
{
    int hk = hint_counter(a->handle, a->row);
    counter_add(hk, (long)v - counter_add(hk, 0));
}

/* A block of `need` bytes (header included) of one row of a heap: first fit over [0, *top), else
   at the top, raising *top; handle 0 when the heap is full. Returns the block's header pointer,
   its header not yet written. Under the heaps' lock. */
static upcga_ptr_t area_take(int handle, int row, long need, long *top)
{
    struct area a = { handle, row };
    struct pgas_heap_walk w;
    uintptr_t at;
    upcga_ptr_t none = { 0, 0, 0, 0 };
    if (pgas_heap_fit(&a, 0, (uintptr_t)*top, (uintptr_t)need, &at, &w))
        return area_at(&a, at);
    if ((size_t)need > heap_bytes - w.tail)
        return none;
    *top = (long)(w.tail + (uintptr_t)need);
    set_hint(&a, pgas_heap_hint_after_tail(&w, w.tail, (uintptr_t)need));
    return area_at(&a, w.tail);
}

/* upc_global_alloc's block of the global heap; when it does not fit, an error (`what` names
   the call), or the null pointer when `what` is NULL. */
static upcga_ptr_t global_take(size_t nblocks, size_t nbytes, const char *what)
{
    size_t row = ((nblocks + upcga_threads - 1) / upcga_threads) * nbytes;
    long top, need = (long)pgas_heap_round(row + PGAS_HEAP_HEADER);
    upcga_ptr_t at;
    if (row > heap_bytes) {
        if (!what)
            return UPCGA_NULL;
        out_of_shared_memory(what, row, heap_bytes);
    }
    heap_lock();
    top = counter_add(CTR_TOP, 0);
    at = area_take(global_heap, 0, need, &top);
    if (!at.handle) {
        heap_unlock();
        if (!what)
            return UPCGA_NULL;
        out_of_shared_memory(what, row, heap_bytes - (size_t)top);
    }
    counter_add(CTR_TOP, top - counter_add(CTR_TOP, 0));
    pgas_heap_write(&(struct area){ global_heap, 0 }, (uintptr_t)at.offset, PGAS_HEAP_LIVE, nblocks * nbytes, nbytes,
                    row);
    counter_add(CTR_GEN, 1);
    heap_unlock();
    at.offset += PGAS_HEAP_HEADER;
    return at;
}

upcga_ptr_t upcga_global_alloc(size_t nblocks, size_t nbytes)
{
    if (nblocks == 0 || nbytes == 0) /* UPC 1.3: no bytes, a null pointer-to-shared */
        return UPCGA_NULL;
    no_heaps_check("upc_global_alloc");
    return global_take(nblocks, nbytes, "upc_global_alloc");
}

/* A block of nbytes of this thread's row of the local heap (`what` names the call). */
static upcga_ptr_t local_take(size_t nbytes, const char *what)
{
    long need = (long)pgas_heap_round(nbytes + PGAS_HEAP_HEADER);
    upcga_ptr_t at;
    no_heaps_check(what);
    if (nbytes > heap_bytes)
        out_of_shared_memory(what, nbytes, heap_bytes);
    heap_lock();
    at = area_take(local_heap, upcga_mythread, need, &local_top);
    if (!at.handle) {
        heap_unlock();
        out_of_shared_memory(what, nbytes, heap_bytes - (size_t)local_top);
    }
    pgas_heap_write(&(struct area){ local_heap, upcga_mythread }, (uintptr_t)at.offset, PGAS_HEAP_LIVE, nbytes, 0,
                    nbytes);
    heap_unlock();
    at.offset += PGAS_HEAP_HEADER;
    return at;
}

upcga_ptr_t upcga_alloc(size_t nbytes)
{
    if (nbytes == 0) /* UPC 1.3: no bytes, a null pointer-to-shared */
        return UPCGA_NULL;
    return local_take(nbytes, "upc_alloc");
}

upcga_ptr_t upcga_local_alloc(size_t nblocks, size_t nbytes)
{
    return upcga_alloc(nblocks * nbytes);
}

/* The largest share of the global heap one upc_all_alloc object takes; larger ones get a GA
   array of their own. */
enum { ALL_ALLOC_HEAP_SHARE = 4 };

/* upc_free of a upc_all_alloc'd object on one thread: GA_Destroy is collective, so that thread
   only records the handle here; the next upc_all_alloc or upc_all_free (collective calls) gathers
   every thread's records, and every thread destroys those arrays there, in the same order. Until
   then the memory stays taken: a program that allocates with upc_all_alloc and frees with
   upc_free in a loop keeps at most one loop's worth of arrays. */
static int *freed_handles;
static int freed_count, freed_cap;

static void destroy_freed_arrays(void)
{
    MPI_Comm comm = GA_MPI_Comm();
    int *counts = malloc(2 * sizeof(int) * (size_t)upcga_threads), *displs, *all, total = 0;
    if (!counts)
        upcga_error("out of memory");
    displs = counts + upcga_threads;
    MPI_Allgather(&freed_count, 1, MPI_INT, counts, 1, MPI_INT, comm);
    for (int t = 0; t < upcga_threads; t++) {
        displs[t] = total;
        total += counts[t];
    }
    if (total == 0) {
        free(counts);
        return;
    }
    all = malloc(sizeof(int) * (size_t)total);
    if (!all)
        upcga_error("out of memory");
    MPI_Allgatherv(freed_handles, freed_count, MPI_INT, all, counts, displs, MPI_INT, comm);
    freed_count = 0;
    for (int i = 0; i < total; i++)
        for (int j = 0; j < i; j++)
            if (all[j] == all[i]) {
                pgas_let_thread0_report(upcga_mythread);
                upcga_error("upc_free of shared memory that was already freed (two threads "
                            "freed the same upc_all_alloc object)");
            }
    for (int i = 0; i < total; i++) {
        GA_Destroy(all[i]);
        upcga_forget_array(all[i]);
    }
    free(all);
    free(counts);
}

static void record_freed_array(int handle)
{
    if (freed_count == freed_cap) {
        int cap = freed_cap ? 2 * freed_cap : 16;
        int *grown = realloc(freed_handles, sizeof(int) * (size_t)cap);
        if (!grown)
            upcga_error("out of memory");
        freed_handles = grown;
        freed_cap = cap;
    }
    freed_handles[freed_count++] = handle;
}

/* A upc_all_alloc object: from the global heap when it is small enough (own_array == 0), else a
   GA array of its own. */
static upcga_ptr_t all_alloc(size_t nblocks, size_t nbytes, int own_array)
{
    size_t per = ((nblocks + upcga_threads - 1) / upcga_threads) * nbytes;
    upcga_ptr_t p = { 0, 0, 0, 0 };
    struct upcga_array *a;
    destroy_freed_arrays();
    if (nblocks == 0 || nbytes == 0) /* UPC 1.3: no bytes, a null pointer-to-shared */
        return UPCGA_NULL;
    upcga_heap_init(); /* collective, as this call: every thread makes the heaps at its first */
    if (!own_array && per <= heap_bytes / ALL_ALLOC_HEAP_SHARE) {
        if (upcga_mythread == 0)
            p = global_take(nblocks, nbytes, NULL);
        GA_Brdcst(&p, (int)sizeof p, 0);
        if (p.handle) {
            /* Zeroed, as a fresh GA array is; nobody writes into it before every row is. */
            memset(upcga_row(p.handle) + p.offset, 0, per);
            GA_Sync();
            return p;
        }
    }
    p.handle = upcga_byte_array("upc_all_alloc", per);
    a = upcga_array_of(p.handle);
    a->all_alloc = 1;
    a->dyn_block = pgas_dyn_block((long)nbytes, (long)(nblocks * nbytes));
    a->dyn_end = (long)per;
    a->dyn_known = 1;
    a->total = (long)(nblocks * nbytes);
    return p;
}

upcga_ptr_t upcga_all_alloc(size_t nblocks, size_t nbytes) { return all_alloc(nblocks, nbytes, 0); }

upcga_ptr_t upcga_all_alloc_own_array(size_t nblocks, size_t nbytes)
{
    return all_alloc(nblocks, nbytes, 1);
}

/* ---- `--dynamic-pointers`: arithmetic in the layout of the object pointed into ------------------ */

void upcga_dyn_register(int handle, long block_bytes, long total_bytes)
{
    struct upcga_array *a = upcga_array_of(handle);
    if (!a)
        return;
    a->dyn_block = pgas_dyn_block(block_bytes, total_bytes);
    a->dyn_end = a->row_elems * (long)a->elem;
    a->dyn_known = 1;
    a->total = total_bytes;
}

/* The live objects of the global heap (sorted by offset), read under the lock when the count of
   global allocations changed since. */
static pgas_dyntable_t dyn_table;
static long dyn_seen_gen = -1;

static int dyn_find_global(long offset, pgas_dynobj_t *o)
{
    long k;
    if (counter_add(CTR_GEN, 0) != dyn_seen_gen) {
        struct area global = { global_heap, 0 };
        heap_lock();
        dyn_seen_gen = counter_add(CTR_GEN, 0);
        if (!pgas_heap_live_objects(&global, 0, (uintptr_t)counter_add(CTR_TOP, 0), &dyn_table))
            upcga_error("out of memory in the table of shared objects");
        heap_unlock();
    }
    k = pgas_dyn_search(dyn_table.obj, dyn_table.count, offset);
    if (k < 0)
        return 0;
    *o = dyn_table.obj[k];
    return 1;
}

/* The object p points into, 0 if none is known. */
static int dyn_find(upcga_ptr_t p, pgas_dynobj_t *o)
{
    struct upcga_array *a;
    if (p.handle == 0)
        return 0;
    if (p.handle == local_heap) {
        o->start = 0;
        o->end = (long)heap_bytes;
        o->block = 0;
        return 1;
    }
    if (p.handle == global_heap)
        return dyn_find_global(p.offset, o);
    a = upcga_array_of(p.handle);
    if (!a || !a->dyn_known || p.offset > a->dyn_end)
        return 0;
    o->start = 0;
    o->end = a->dyn_end;
    o->block = a->dyn_block;
    return 1;
}

upcga_ptr_t upcga_dyn_add(upcga_ptr_t p, size_t size, long n, long b)
{
    pgas_dynobj_t o;
    long e = (long)size;
    if (dyn_find(p, &o) && pgas_dyn_fits(&o, p.offset, e)) {
        long thread = p.thread, offset;
        long lin = pgas_dyn_linear(&o, p.thread, p.offset, upcga_threads) + n * e;
        p.phase = pgas_dyn_locate(&o, lin, e, upcga_threads, &thread, &offset);
        p.thread = (int)thread;
        p.offset = offset;
        return p;
    }
    return upcga_add(p, size, n, b);
}

long upcga_dyn_sub(upcga_ptr_t p, upcga_ptr_t q, size_t size, long b)
{
    pgas_dynobj_t o;
    long e = (long)size;
    /* Both point into the same object (C's rule for a difference): either one names it. */
    if ((dyn_find(p, &o) || dyn_find(q, &o)) && pgas_dyn_fits(&o, p.offset, e) && pgas_dyn_fits(&o, q.offset, e))
        return (pgas_dyn_linear(&o, p.thread, p.offset, upcga_threads)
                - pgas_dyn_linear(&o, q.thread, q.offset, upcga_threads)) / e;
    return upcga_sub(p, q, size, b);
}

/* Whether p, into a heap, is where an object of it can start. */
static int heap_may_start(upcga_ptr_t p)
{
    return !(p.phase != 0 || p.offset < PGAS_HEAP_HEADER || p.offset % PGAS_HEAP_ALIGN != 0
             || (size_t)p.offset > heap_bytes || (p.handle == global_heap && p.thread != 0));
}

/* A heap object's header: checked and marked freed under the lock. */
static void heap_free(upcga_ptr_t p, const char *what)
{
    upcga_ptr_t h = p;
    struct area a = { p.handle, p.thread };
    uint64_t magic = 0;
    if (!heap_may_start(p))
        upcga_error("%s of %s", what, pgas_heap_bad_free(magic));
    h.offset -= PGAS_HEAP_HEADER;
    heap_lock();
    upcga_get(&magic, h, sizeof magic);
    if (magic != PGAS_HEAP_LIVE) {
        heap_unlock();
        upcga_error("%s of %s", what, pgas_heap_bad_free(magic));
    }
    magic = PGAS_HEAP_FREED;
    upcga_put(h, &magic, sizeof magic);
    /* The area's hint: no free block below it. */
    if ((long)PGAS_HEAP_HINT(&a) > h.offset)
        set_hint(&a, (uintptr_t)h.offset);
    heap_unlock();
}

void upcga_free(upcga_ptr_t p)
{
    struct upcga_array *a;
    if (upcga_isnull(p))
        return;
    PGAS_RACE_FREED(p, 0);
    if (heap_counter && (p.handle == global_heap || p.handle == local_heap)) {
        heap_free(p, "upc_free");
        return;
    }
    a = upcga_array_of(p.handle);
    if (!a || (a->all_alloc && a->freed))
        upcga_error("upc_free of shared memory that was already freed");
    if (!a->all_alloc || p.thread != 0 || p.offset != 0 || p.phase != 0)
        upcga_error("upc_free of a pointer that is not the start of a shared allocation");
    /* GA_Destroy is collective: destroyed at the next upc_all_alloc or upc_all_free. */
    a->freed = 1;
    record_freed_array(p.handle);
}

/* The end of the error of a upc_all_free of p, NULL when p is the start of a live allocation. */
static const char *all_free_error(upcga_ptr_t p)
{
    struct upcga_array *a;
    if (heap_counter && (p.handle == global_heap || p.handle == local_heap)) {
        upcga_ptr_t h = p;
        uint64_t magic = 0;
        if (heap_may_start(p)) {
            h.offset -= PGAS_HEAP_HEADER;
            heap_lock();
            upcga_get(&magic, h, sizeof magic);
            heap_unlock();
        }
        return magic == PGAS_HEAP_LIVE ? NULL : pgas_heap_bad_free(magic);
    }
    a = upcga_isnull(p) ? NULL : upcga_array_of(p.handle);
    if (!a && !upcga_isnull(p))
        return "shared memory that was already freed";
    return a && a->all_alloc ? NULL : "a pointer that is not the start of a shared allocation";
}

/* Every thread must pass the same pointer (pgas_all_free.h): else the job ends with one report. */
static void all_free_same(upcga_ptr_t p)
{
    uint64_t words[4] = { (uint64_t)p.handle, (uint64_t)p.thread, (uint64_t)p.offset, (uint64_t)p.phase };
    const char *bad;
    if (pgas_same_everywhere(words, 4, GA_MPI_Comm()))
        return;
    bad = all_free_error(p);
    pgas_all_free_reporter_only(upcga_mythread, bad != NULL, GA_MPI_Comm());
    if (!bad)
        upcga_error(PGAS_ALL_FREE_DIFFER);
    upcga_error("upc_all_free of %s", bad);
}

void upcga_all_free(upcga_ptr_t p)
{
    struct upcga_array *a;
    destroy_freed_arrays();
    all_free_same(p);
    if (upcga_isnull(p))
        return;
    PGAS_RACE_FREED(p, 1);
    if (heap_counter && (p.handle == global_heap || p.handle == local_heap)) {
        GA_Sync();
        if (upcga_mythread == 0)
            heap_free(p, "upc_all_free");
        GA_Sync();
        return;
    }
    a = upcga_array_of(p.handle);
    /* Every thread finds the error: thread 0 reports it. */
    if (!a) {
        pgas_let_thread0_report(upcga_mythread);
        upcga_error("upc_all_free of shared memory that was already freed");
    }
    if (a->all_alloc) {
        GA_Destroy(p.handle);
        upcga_forget_array(p.handle);
    } else {
        pgas_let_thread0_report(upcga_mythread);
        upcga_error("upc_all_free of a pointer that is not the start of a shared allocation");
    }
}

size_t upcga_affinitysize(size_t totalsize, size_t nbytes, size_t threadid)
{
    return pgas_affinitysize(totalsize, nbytes, threadid, (size_t)upcga_threads);
}

/* ---- locks --------------------------------------------------------------------------------------
   A lock is an object of LOCK_BYTES in the local heap's row of the thread that allocated it
   (upc_all_lock_alloc: the threads take turns), so that the heap is the only limit on their
   number, as on memory under `--to upcr`. Its words: [0] LOCK_MAGIC while it is a lock; [1] and
   [2] the queue of upc_lock, a ticket lock (the next ticket, the ticket served: two words, as
   GA's atomic increment takes an `int`); [3] the holders' count: a thread holds the lock when
   its increment of the word found 0 (upc_lock_attempt, which never waits; upc_lock once its
   ticket is served, waiting for a holder from upc_lock_attempt to leave); [4] who holds it,
   (thread + 1) * 2, + 1 when through upc_lock, 0 when nobody does (written by the holder alone),
   which finds recursive locking and unlocking a lock one does not hold. The words change
   through word_add (processor atomics when the heap is in this process's memory, else
   NGA_Read_inc). The GA mutexes made at start-up are those of the `bupc_` atomics, one per
   thread. */

enum { LOCK_BYTES = 6 * sizeof(long), LOCK_NEXT = 1, LOCK_SERVED = 2, LOCK_HOLDERS = 3, LOCK_WHO = 4 };
#define LOCK_MAGIC 0x5550434C4F434B31L

static int mutexes_made;
static long all_lock_calls;

void upcga_locks_init(void)
{
    upcga_heap_init();
    /* One mutex per thread for the `bupc_` atomics on its data. */
    if (!GA_Create_mutexes(upcga_threads))
        upcga_error("GA could not create %d mutexes", upcga_threads);
    mutexes_made = 1;
}

/* Before GA_Terminate (collective): GA's mutexes go first, or MPICH fails in MPI_Finalize. */
static void locks_end(void)
{
    if (mutexes_made)
        GA_Destroy_mutexes();
}

static upcga_ptr_t lock_word(upcga_ptr_t lock, int k)
{
    lock.offset += k * (long)sizeof(long);
    return lock;
}

/* The checks of every lock operation: a null lock, a pointer that is not a lock. */
static void lock_check(upcga_ptr_t lock, const char *what)
{
    long magic;
    if (upcga_isnull(lock))
        upcga_error("%s of a null lock", what);
    if (!heap_counter || lock.handle != local_heap || lock.phase != 0 || lock.offset < PGAS_HEAP_HEADER
        || lock.offset % 16 != 0 || (size_t)lock.offset + LOCK_BYTES > heap_bytes)
        upcga_error("%s of a pointer that is not a lock", what);
    upcga_get(&magic, lock, sizeof magic);
    if (magic != LOCK_MAGIC)
        upcga_error("%s of a pointer that is not a lock", what);
}

static long lock_holder(upcga_ptr_t lock)
{
    long who;
    upcga_get(&who, lock_word(lock, LOCK_WHO), sizeof who);
    return who;
}

static void set_lock_holder(upcga_ptr_t lock, long who)
{
    upcga_put(lock_word(lock, LOCK_WHO), &who, sizeof who);
}

/* A new lock in this thread's row of the local heap (`what` names the call). */
static upcga_ptr_t lock_new(const char *what)
{
    long words[6] = { LOCK_MAGIC, 0, 0, 0, 0, 0 };
    upcga_ptr_t lock = local_take(LOCK_BYTES, what);
    upcga_put(lock, words, sizeof words);
    upcga_fence();
    return lock;
}

upcga_ptr_t upcga_global_lock_alloc(void)
{
    if (!heap_counter)
        upcga_error("upc_global_lock_alloc: no shared heaps (start-up makes them when a file that "
                    "allocates locks was translated by pgas-xlate --to ga)");
    return lock_new("upc_global_lock_alloc");
}

upcga_ptr_t upcga_all_lock_alloc(void)
{
    int owner = (int)(all_lock_calls++ % upcga_threads);
    upcga_ptr_t lock = UPCGA_NULL;
    if (!heap_counter) {
        upcga_let_thread0_report();
        upcga_error("upc_all_lock_alloc: no shared heaps (start-up makes them when a file that "
                    "allocates locks was translated by pgas-xlate --to ga)");
    }
    if (upcga_mythread == owner)
        lock = lock_new("upc_all_lock_alloc");
    GA_Brdcst(&lock, (int)sizeof lock, owner);
    return lock;
}

void upcga_lock_free(upcga_ptr_t lock)
{
    long gone = 0;
    if (upcga_isnull(lock))
        return;
    lock_check(lock, "upc_lock_free");
    upcga_put(lock, &gone, sizeof gone);
    heap_free(lock, "upc_lock_free");
}

void upcga_all_lock_free(upcga_ptr_t lock)
{
    GA_Sync();
    if (upcga_mythread == 0)
        upcga_lock_free(lock);
    GA_Sync();
}

static void pause_a_little(int *spins)
{
    if (++*spins > 16) {
        struct timespec ts = { 0, 2000 };
        nanosleep(&ts, NULL);
    }
}

/* One more turn of a lock wait: under the watchdog (UPC_WATCHDOG_SECONDS, `limit` > 0) the
   thread also sees a global exit and reports a wait past the limit, as under --to upcr. */
static void lock_wait_turn(int *spins, double since, double limit)
{
    pause_a_little(spins);
    if (limit > 0 && (*spins & 255) == 0) {
        poll_global_exit();
        if (pgas_now() - since > limit) {
            char msg[200];
            pgas_watchdog_message(msg, sizeof msg, "upc_lock");
            upcga_error("%s", msg);
        }
    }
}

/* Takes the lock: a ticket of its queue, then the holders' word once the ticket is served. */
static void lock_enter(upcga_ptr_t lock, double limit)
{
    upcga_ptr_t served = lock_word(lock, LOCK_SERVED), holders = lock_word(lock, LOCK_HOLDERS);
    long ticket = word_add(lock_word(lock, LOCK_NEXT), 1);
    double since = limit > 0 ? pgas_now() : 0;
    int spins = 0;
    while (word_add(served, 0) != ticket)
        lock_wait_turn(&spins, since, limit);
    spins = 0;
    while (word_add(holders, 1) != 0) {
        word_add(holders, -1);
        lock_wait_turn(&spins, since, limit);
    }
}

void upcga_lock_enter(upcga_ptr_t lock) { lock_enter(lock, 0); }

/* Leaves the lock taken by upcga_lock_enter (queued: the next ticket is served) or by an
   attempt. */
static void lock_leave(upcga_ptr_t lock, int queued)
{
    word_add(lock_word(lock, LOCK_HOLDERS), -1);
    if (queued)
        word_add(lock_word(lock, LOCK_SERVED), 1);
}

void upcga_lock_leave(upcga_ptr_t lock) { lock_leave(lock, 1); }

/* UPC locks are not recursive: a thread taking a lock it holds would wait for itself. */
static void not_held_check(upcga_ptr_t lock, const char *what)
{
    lock_check(lock, what);
    if (lock_holder(lock) / 2 == upcga_mythread + 1)
        upcga_error("%s of a lock this thread already holds (UPC locks are not recursive)", what);
}

/* A successful upc_lock or upc_lock_attempt ends with a null strict access (UPC 1.3 §7.2.4):
   every access of the thread before it is complete before any access after it, as upc_fence. */
int upcga_lock_attempt(upcga_ptr_t lock)
{
    upcga_ptr_t holders = lock_word(lock, LOCK_HOLDERS);
    not_held_check(lock, "upc_lock_attempt");
    if (word_add(holders, 1) == 0) {
        set_lock_holder(lock, (upcga_mythread + 1) * 2L);
        upcga_fence();
        pgas_races_acquire();
        return 1;
    }
    word_add(holders, -1);
    return 0;
}

void upcga_lock(upcga_ptr_t lock)
{
    not_held_check(lock, "upc_lock");
    lock_enter(lock, pgas_watchdog_limit());
    set_lock_holder(lock, (upcga_mythread + 1) * 2L + 1);
    upcga_fence();
    pgas_races_acquire();
}

/* upc_unlock begins with a null strict access: the thread's accesses before it (the holder's
   word cleared too) are complete before the lock is seen free. */
void upcga_unlock(upcga_ptr_t lock)
{
    long who;
    lock_check(lock, "upc_unlock");
    who = lock_holder(lock);
    if (who / 2 != upcga_mythread + 1)
        upcga_error("upc_unlock of a lock this thread does not hold");
    pgas_races_release();
    set_lock_holder(lock, 0);
    upcga_fence();
    lock_leave(lock, (int)(who & 1));
}

/* ---- timers and castability ------------------------------------------------------------------ */

uint64_t upcga_ticks_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

uint64_t upcga_ticks_to_ns(uint64_t ticks) { return ticks; }

/* upc_cast: this thread's data, and the data of threads of this node whose rows are in this
   process's memory (same-node rows, above). */
void *upcga_cast(upcga_ptr_t p)
{
    char *row;
    if (upcga_isnull(p) || p.thread < 0 || p.thread >= upcga_threads)
        return NULL;
    row = upcga_node_row(p.handle, p.thread);
    return row ? row + p.offset : NULL;
}

/* The tool's offset of a pointer-to-shared: every GA array is a shared space of its own, so the
   array's slot in the table of arrays (from 1; 0: no array) is in bits 32-47 and the byte offset
   in the row below (docs/trace-format.md). */
#define GASP_ARRAY_SHIFT 32

static uint64_t gasp_array_base(struct upcga_array *a)
{
    return a ? (uint64_t)(a - arrays + 1) << GASP_ARRAY_SHIFT : 0;
}

void pgas_gasp_pts_location(const void *pts, uint32_t *thread, uint64_t *offset)
{
    const upcga_ptr_t *p = pts;
    *thread = (uint32_t)p->thread;
    *offset = gasp_array_base(p->handle ? upcga_array_of(p->handle) : NULL) |
              ((uint64_t)p->offset & ((UINT64_C(1) << GASP_ARRAY_SHIFT) - 1));
}

/* The tool's record of a shared object's definition (gasp_trace.c, linked under --profile). */
extern void pgas_gasp_object_defined(const char *name, const char *file, int line, uint32_t thread_lo,
                                     uint32_t thread_hi, uint64_t offset, uint64_t bytes) __attribute__((weak));

/* The program's static shared objects, each a GA array made at start-up before the tool started:
   thread 0 records each (its name as given to GA, its rows). */
void upcga_gasp_static_objects(void)
{
    if (!pgas_gasp_object_defined || upcga_mythread != 0)
        return;
    for (int i = 0; i < arrays_size; i++)
        if (arrays[i].handle != 0 && arrays[i].program)
            pgas_gasp_object_defined(GA_Inquire_name(arrays[i].handle), arrays[i].file, arrays[i].line, 0,
                                     (uint32_t)arrays[i].rows - 1, gasp_array_base(&arrays[i]),
                                     (uint64_t)arrays[i].row_elems * arrays[i].elem);
}

/* Where the program declares the static shared object of GA array `handle` (upcga_gasp.h: an
   instrumented file's start-up code says it for each array it creates). */
void upcga_gasp_object_site(int handle, const char *file, int line)
{
    struct upcga_array *a = upcga_array_of(handle);
    if (a) {
        a->file = file;
        a->line = line;
    }
}

static int *thread_node; /* upcga_nodes_init, below */

upc_thread_info_t upcga_thread_info(size_t thread)
{
    upc_thread_info_t info = { 0, 0 };
    int all_here = 1;
    for (int t = 0; t < upcga_threads; t++)
        all_here &= thread_node[t] == thread_node[0];
    /* Every array (static, heaps, upc_all_alloc) is a shared window when the whole job is on
       one node (same-node rows, above); not on UPC, where the library makes no window. */
#ifdef UPCGA_ON_UPC
    all_here = 0;
#endif
    if (thread == (size_t)upcga_mythread
        || (thread < (size_t)upcga_threads && all_here && !direct_disabled()))
        info.guaranteedCastable = info.probablyCastable = 0xf;
    return info;
}

/* ---- the `bupc_` utility functions (bupc_extensions.h) -------------------------------------- */

/* Per thread: the node it runs on, named by the rank of the node's first process (the first
   thread whose host name is the same). Host names, not MPI_Comm_split_type, so that the library
   translated `--to upc` (UPC->GA->UPC) keeps to the MPI calls that translation knows. */
static int *thread_node;

enum { HOST_NAME_BYTES = 256 };

void upcga_nodes_init(void)
{
    char me[HOST_NAME_BYTES] = { 0 }, *all;
    if (gethostname(me, sizeof me - 1) != 0)
        strcpy(me, "localhost");
    all = malloc((size_t)HOST_NAME_BYTES * (size_t)upcga_threads);
    thread_node = malloc(sizeof(int) * (size_t)upcga_threads);
    if (!all || !thread_node)
        upcga_error("out of memory at start-up");
    MPI_Allgather(me, HOST_NAME_BYTES, MPI_CHAR, all, HOST_NAME_BYTES, MPI_CHAR, GA_MPI_Comm());
    for (int t = 0; t < upcga_threads; t++) {
        int first = t;
        for (int u = 0; u < t && first == t; u++)
            if (strcmp(all + (size_t)u * HOST_NAME_BYTES, all + (size_t)t * HOST_NAME_BYTES) == 0)
                first = u;
        thread_node[t] = first;
    }
    free(all);
}

#ifndef UPCGA_ON_UPC
/* The threads on this node (upcga_nodes_init ran). */
static long node_processes(void)
{
    long n = 0;
    for (int t = 0; t < upcga_threads; t++)
        n += thread_node[t] == thread_node[upcga_mythread];
    return n;
}
#endif

int upcga_bupc_thread_distance(int threada, int threadb)
{
    if (threada < 0 || threadb < 0 || threada >= upcga_threads || threadb >= upcga_threads)
        upcga_error("bupc_thread_distance: no such thread");
    if (threada == threadb)
        return 0; /* BUPC_THREADS_SAME */
    return thread_node[threada] == thread_node[threadb] ? 2  /* BUPC_THREADS_NEAR */
                                                        : 3; /* BUPC_THREADS_FAR */
}

/* The `bupc_` atomics: when every row of the target's array is in this process's memory (so on
   every thread: they never mix the two kinds on one array), a compare-and-swap loop of the
   processor on the target; else a read-modify-write under the GA mutex of the target's thread.
   Either way they are atomic with each other. */
static void *bupc_atomic_target(upcga_ptr_t ptr, size_t size)
{
    struct upcga_array *a;
    if (upcga_isnull(ptr))
        upcga_error("bupc_atomic: null pointer-to-shared");
    a = upcga_array_of(ptr.handle);
    if (!a || !a->all_direct || ptr.offset % (long)size != 0)
        return NULL;
    checked(ptr, size, "bupc_atomic", 1);
    return upcga_node_row(ptr.handle, ptr.thread) + ptr.offset;
}

/* The integer atomics (runtime-aux/include/pgas_bupc_atomic_impl.h, shared with the --to upcr
   runtime): the new value of each computed here by PGAS_BUPC_NEW. */
#define PGAS_BUPC_RMW(T, type, ptr, strict, K, v, cmp)                                        \
    type val;                                                                                 \
    type *here = bupc_atomic_target(ptr, sizeof(type));                                       \
    if (strict)                                                                               \
        upcga_fence();                                                                        \
    if (here) {                                                                               \
        old = __atomic_load_n(here, __ATOMIC_SEQ_CST);                                        \
        do                                                                                    \
            val = PGAS_BUPC_NEW(K, type, old, v, cmp);                                        \
        while (val != old                                                                     \
               && !__atomic_compare_exchange_n(here, &old, val, 0, __ATOMIC_SEQ_CST,          \
                                               __ATOMIC_SEQ_CST));                            \
        if (strict)                                                                           \
            upcga_fence();                                                                    \
    } else {                                                                                  \
        NGA_Lock(ptr.thread);                                                                 \
        upcga_get(&old, ptr, sizeof(type));                                                   \
        val = PGAS_BUPC_NEW(K, type, old, v, cmp);                                            \
        if (val != old)                                                                       \
            upcga_put(ptr, &val, sizeof(type));                                               \
        upcga_fence();                                                                        \
        NGA_Unlock(ptr.thread);                                                               \
    }
#include "../include/pgas_bupc_atomic_impl.h"

upcga_ptr_t upcga_bupc_ptradd(upcga_ptr_t p, size_t blockelems, size_t elemsz, ptrdiff_t inc)
{
    return upcga_add(p, elemsz, (long)inc, (long)blockelems);
}

int upcga_bupc_dump_shared(upcga_ptr_t ptr, char *buf, int maxlen)
{
    int n;
    if (!buf || maxlen <= 0)
        return -1;
    n = snprintf(buf, (size_t)maxlen, "<thread=%d, array=%d, offset=0x%lx, phase=%ld>", ptr.thread,
                 ptr.handle, (unsigned long)ptr.offset, ptr.phase);
    if (n < 0 || n >= maxlen) {
        buf[0] = 0;
        return -1;
    }
    return 0;
}

void upcga_bupc_poll(void) { upcga_fence(); }

/* The timer's measures, semaphores and signalling puts over the tick timer and the 64-bit
   atomics above (runtime-aux/include/pgas_bupc.h, shared with the --to upcr runtime). */
#define SEM_TICKS_NOW() upcga_ticks_now()
#define SEM_TICKS_TO_NS(t) upcga_ticks_to_ns(t)
static void sem_error(const char *msg) { upcga_error("%s", msg); }
#define SEM_PTR upcga_ptr_t
#define SEM_NAME(name) upcga_##name
#define SEM_ALLOC(bytes) upcga_alloc(bytes)
#define SEM_FREE(p) upcga_free(p)
#define SEM_AT(p, k) upcga_add(p, 1, (long)(k), 0)
#define SEM_READ(p) upcga_bupc_atomicI64_read_strict(p)
#define SEM_SET(p, v) upcga_bupc_atomicI64_set_strict(p, v)
#define SEM_CSWAP(p, old, new) upcga_bupc_atomicI64_cswap_strict(p, old, new)
#define SEM_ADD(p, n) upcga_bupc_atomicI64_fetchadd_strict(p, n)
#define SEM_MEMPUT(d, s, n) (upcga_memput(d, s, n), upcga_fence())
#define SEM_POLL() upcga_bupc_poll()
#define SEM_ERROR(msg) sem_error(msg)
#define SEM_MEMGET(d, s, n) upcga_memget(d, s, n)
#define SEM_MEMCPY(d, s, n) (upcga_memcpy(d, s, n), upcga_fence())
#define SEM_ISNULL(p) upcga_isnull(p)
#define SEM_CAST(p) upcga_cast(p)
#define SEM_THREAD_CASTABLE(t) (upcga_thread_info(t).guaranteedCastable != 0)
#define SEM_HANDLE unsigned long
#define SEM_SYNC(h) upcga_sync(h)
#define SEM_SYNC_ATTEMPT(h) upcga_sync_attempt(h)
#define SEM_SYNCI() upcga_synci()
#define SEM_COMM GA_MPI_Comm()
#define SEM_ONE_REPORT() upcga_let_thread0_report()
#ifdef UPCGA_ON_UPC
#define SEM_NO_EXTERN 1 /* the UPC runtime's are the program's */
#endif
#define SEM_MYTHREAD upcga_mythread
#define SEM_THREADS upcga_threads
#define SEM_NOTIFY(id) upcga_notify_value(id)
#define SEM_WAIT(id) upcga_wait_value(id)
#define SEM_BARRIER(id) upcga_barrier_value(id)
#define SEM_ALL_ALLOC(n, b) upcga_all_alloc(n, b)
#define SEM_ALL_FREE(p) upcga_all_free(p)
#define SEM_THREAD_AT(p, t) upcga_add(p, 1, (long)(t), 1)
#include "../include/pgas_bupc.h"

#ifndef UPCGA_ON_UPC
/* bupc_extern.h's plain C names, which the program's C files call: the functions above. */
#define EXTERN_ALIAS(type, name, params) type name params __attribute__((alias("upcga_" #name)));
EXTERN_ALIAS(int, bupc_extern_mythread, (void))
EXTERN_ALIAS(int, bupc_extern_threads, (void))
EXTERN_ALIAS(char *, bupc_extern_getenv, (const char *name))
EXTERN_ALIAS(void, bupc_extern_notify, (int barrier_id))
EXTERN_ALIAS(void, bupc_extern_wait, (int barrier_id))
EXTERN_ALIAS(void, bupc_extern_barrier, (int barrier_id))
EXTERN_ALIAS(void *, bupc_extern_alloc, (size_t nbytes))
EXTERN_ALIAS(void *, bupc_extern_all_alloc, (size_t nblocks, size_t blocksz))
EXTERN_ALIAS(void, bupc_extern_free, (void *ptr, int thread))
EXTERN_ALIAS(void, bupc_extern_all_free, (void *ptr, int thread))
EXTERN_ALIAS(void, bupc_exit, (int status))
#undef EXTERN_ALIAS
#endif

/* The array whose row on this thread holds ptr: a pointer-to-shared (this thread, phase 0). */
upcga_ptr_t upcga_bupc_inverse_cast(void *ptr)
{
    for (int i = 0; ptr && i < arrays_size; i++) {
        struct upcga_array *a = &arrays[i];
        char *row = upcga_row_table[i];
        if (a->handle != 0 && row && (char *)ptr >= row &&
            (size_t)((char *)ptr - row) < (size_t)a->row_elems * a->elem)
            return (upcga_ptr_t){ a->handle, upcga_mythread, (long)((char *)ptr - row), 0 };
    }
    return UPCGA_NULL;
}

upcga_ptr_t upcga_bupc_local_to_shared(void *ptr, int thread, int phase)
{
    upcga_ptr_t p = upcga_bupc_inverse_cast(ptr);
    if (upcga_isnull(p))
        upcga_error("bupc_local_to_shared: the address is not in this thread's shared data");
    if (thread < 0 || thread >= upcga_threads || phase < 0)
        upcga_error("bupc_local_to_shared: no such thread or phase");
    p.thread = thread;
    p.phase = phase;
    return p;
}

int upcga_patch(long lo, long hi, long b, int plo[2], int phi[2])
{
    long first = 0, last = 0, t, n = upcga_threads;
    if (b <= 0 || lo >= hi)
        return 0;
    for (t = 0; t < n; t++) {
        /* Thread t's first index >= lo and last index < hi. */
        long k0 = lo / b, k1 = (hi - 1) / b;
        long kf = k0 + ((t - k0 % n) % n + n) % n, kl = k1 - ((k1 % n - t) % n + n) % n;
        long f = kf == k0 ? lo : kf * b, l = kl == k1 ? hi - 1 : kl * b + b - 1;
        if (kl < 0 || f > l)
            return 0;
        /* Its elements in between are consecutive in its row. */
        long rf = upcga_row_index(f, b), rl = upcga_row_index(l, b);
        if (t == 0) {
            first = rf;
            last = rl;
        } else if (rf != first || rl != last) {
            return 0;
        }
    }
    plo[0] = 0;
    plo[1] = (int)first;
    phi[0] = (int)(n - 1);
    phi[1] = (int)last;
    return 1;
}

/* ---- shared arrays sized or blocked at run time ------------------------------------------------ */

/* The reduction of the layout check: GA's, so that the library also runs translated to UPC over
   the GA-on-UPC library. */
static void layout_min(long *v, int n) { GA_Lgop(v, n, "min"); }

static void layout_fail(const char *place, const char *msg) { upcga_error("%s: %s", place, msg); }

void upcga_all_check_layout(const char *name, const char *place, const char *what, int n,
                            const long *values)
{
    if (pgas_check_layout(name, place, what, n, values, layout_min, layout_fail) < 0)
        upcga_error("out of memory");
}

upcga_ptr_t upcga_all_create_array(int type, long count, long block, size_t elem, const char *name)
{
    int dims[2], blk[2], *map, g;
    long row;
    upcga_ptr_t p = UPCGA_NULL;
    if (block == 0) {
        row = count > 0 ? count : 1;
        dims[0] = 1;
        blk[0] = blk[1] = 1;
        map = upcga_one_block;
    } else {
        long rows = ((count + block - 1) / block + upcga_threads - 1) / upcga_threads;
        row = rows * block > 0 ? rows * block : 1;
        dims[0] = blk[0] = upcga_threads;
        blk[1] = 1;
        map = upcga_rows;
    }
    if (row > INT_MAX)
        upcga_error("shared array `%s`: %ld elements per thread is more than a GA dimension holds", name, row);
    dims[1] = (int)row;
    g = NGA_Create_irreg(type, 2, dims, (char *)name, blk, map);
    if (!g)
        upcga_error("shared array `%s`: GA could not create it (%ld elements per row)", name, row);
    upcga_own_row(g, elem);
    upcga_array_of(g)->all_alloc = 1;
    /* its layout, for `--dynamic-pointers` arithmetic (as a static array's registration) */
    upcga_dyn_register(g, block * (long)elem, count * (long)elem);
    p.handle = g;
    return p;
}

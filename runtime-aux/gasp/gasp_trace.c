/* gasp_trace.c - pgas-xlate's GASP 1.4 tracing tool: the functions an instrumented program calls
   (gasp_init, gasp_event_notify, gasp_event_notifyVA, gasp_control, gasp_create_event) write one
   binary trace file per UPC thread (= MPI process). docs/trace-format.md defines the file.

   - Events go to one of two buffers of this thread; when it is full the buffers swap and a
     background writer thread (pthread) writes the full one with pwrite while events go to the
     other (PGAS_TRACE_BUFFER_SIZE bytes each, default 1 MiB: two buffers that stay in the
     caches are written out faster than larger ones, bench/trace.sh).
   - Files are written to PGAS_TRACE_LOCAL_DIR (default: the trace directory) and moved to
     PGAS_TRACE_DIR (default ./pgas-trace) at the end.
   - Timestamps are CPU ticks (rdtsc on x86-64 with an invariant TSC, else CLOCK_MONOTONIC_RAW in
     nanoseconds); the tick rate is measured against CLOCK_MONOTONIC and recorded.
   - At gasp_init and when MPI_Finalize starts (an attribute of MPI_COMM_SELF), every thread
     measures its clock offset to thread 0 by a series of ping-pong exchanges, keeping the one
     with the smallest round trip; `pgas-xlate trace merge` corrects the clocks with the two.
   - A fatal signal (sigaction), exit() (atexit) and a non-collective exit event flush what was
     recorded so far, so a crashed program keeps every event up to the crash.

   The tool needs MPI to be initialised before gasp_init (the runtime does it) and must be
   compiled with the runtime's include folder on the path (-Iruntime-aux/include). Part of
   pgas-xlate. */
#define _GNU_SOURCE
#include <gasp.h>
#include <gasp_upc.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <mpi.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* The buffer size chosen at link time (`pgas-xlate cc --trace-buffer-size SIZE`);
   PGAS_TRACE_BUFFER_SIZE overrides it. */
extern const unsigned long long pgas_trace_buffer_size_default __attribute__((weak));
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the trace format is little-endian; this tool writes native words"
#endif

/* ---- file format (docs/trace-format.md) ----------------------------------------------------- */

#define TRACE_MAGIC "PXTRACE"   /* 8 bytes with its NUL */
#define TRACE_VERSION 3u
#define HEADER_FIXED 128u

/* Offsets of the fixed header's fields. */
#define H_VERSION 8
#define H_DATA_OFFSET 12
#define H_THREAD 16
#define H_THREADS 20
#define H_CLOCK 24
#define H_FLAGS 28
#define H_TICK_RATE 32
#define H_RUN_ID 40
#define H_INIT_TICKS 48
#define H_INIT_WALL 56
#define H_START_SYNC 64 /* s1, m, s2 */
#define H_END_SYNC 88   /* s1, m, s2 */
#define H_RECORD_BYTES 112
#define H_ENDED_BY 120
#define H_PID 124

#define FLAG_START_SYNC 1u
#define FLAG_END_SYNC 2u
#define FLAG_COMPLETE 4u

#define CLOCK_TSC 1u
#define CLOCK_MONO 2u

#define ENDED_NONCOLLECTIVE_EXIT 0x100u

#define REC_EVENT 1
#define REC_STRING 2
#define REC_USER_EVENT 3
#define REC_CONTROL 4
#define REC_OBJECT 5 /* a shared object's definition (version 2) */
#define REC_DYNAMIC_OBJECT 6 /* a dynamically allocated object's definition (version 3) */
#define REC_FREED 7 /* upc_free of a dynamically allocated object (version 3) */

#define MAX_ARGS 64
#define MAX_STRING 4096
#define MIN_BUFFER (64u << 10)
#define DEFAULT_BUFFER (1u << 20)

/* ---- the events and their arguments ---------------------------------------------------------- */

/* Argument specifications: comma-separated "T name", T one of
   i int, u unsigned int, l signed 64-bit, z size_t / unsigned 64-bit, p pointer, S pointer-to-shared
   (gasp_upc_PTS_t *: stored as the thread and offset it names, see shared_word), h non-blocking
   handle, e enum (int), c char (int), d double, D long double (stored as a double), s string
   (stored as the id of a string record). */
struct sys_event {
    unsigned tag;
    const char *name;
    const char *start_args; /* also the arguments of an atomic event */
    const char *end_args;
};

#define BCAST_ARGS "S dst,S src,z nbytes,i upc_flags"
#define REDUCE_ARGS "S dst,S src,i upc_op,z nelems,z blk_size,p func,i upc_flags,e type"
#define GET_ARGS "i is_relaxed,p dst,S src,z n"
#define PUT_ARGS "i is_relaxed,S dst,p src,z n"

static const struct sys_event sys_events[] = {
    {GASP_C_FUNC, "GASP_C_FUNC", "s funcsig", "s funcsig"},
    {GASP_C_MALLOC, "GASP_C_MALLOC", "z nbytes", "z nbytes,p returnptr"},
    {GASP_C_REALLOC, "GASP_C_REALLOC", "p ptr,z size", "p ptr,z size,p returnptr"},
    {GASP_C_FREE, "GASP_C_FREE", "p ptr", "p ptr"},
    {GASP_UPC_COLLECTIVE_EXIT, "GASP_UPC_COLLECTIVE_EXIT", "i status", "i status"},
    {GASP_UPC_NONCOLLECTIVE_EXIT, "GASP_UPC_NONCOLLECTIVE_EXIT", "i status", "i status"},
    {GASP_UPC_NOTIFY, "GASP_UPC_NOTIFY", "i named,i expr", "i named,i expr"},
    {GASP_UPC_WAIT, "GASP_UPC_WAIT", "i named,i expr", "i named,i expr"},
    {GASP_UPC_BARRIER, "GASP_UPC_BARRIER", "i named,i expr", "i named,i expr"},
    {GASP_UPC_FENCE, "GASP_UPC_FENCE", "", ""},
    {GASP_UPC_FORALL, "GASP_UPC_FORALL", "", ""},
    {GASP_UPC_GLOBAL_ALLOC, "GASP_UPC_GLOBAL_ALLOC", "z nblocks,z nbytes", "z nblocks,z nbytes,S newshrd_ptr"},
    {GASP_UPC_ALL_ALLOC, "GASP_UPC_ALL_ALLOC", "z nblocks,z nbytes", "z nblocks,z nbytes,S newshrd_ptr"},
    {GASP_UPC_ALLOC, "GASP_UPC_ALLOC", "z nbytes", "z nbytes,S newshrd_ptr"},
    {GASP_UPC_FREE, "GASP_UPC_FREE", "S shrd_ptr", "S shrd_ptr"},
    {GASP_UPC_GLOBAL_LOCK_ALLOC, "GASP_UPC_GLOBAL_LOCK_ALLOC", "", "S lck"},
    {GASP_UPC_ALL_LOCK_ALLOC, "GASP_UPC_ALL_LOCK_ALLOC", "", "S lck"},
    {GASP_UPC_LOCK_FREE, "GASP_UPC_LOCK_FREE", "S lck", "S lck"},
    {GASP_UPC_LOCK, "GASP_UPC_LOCK", "S lck", "S lck"},
    {GASP_UPC_LOCK_ATTEMPT, "GASP_UPC_LOCK_ATTEMPT", "S lck", "S lck,i result"},
    {GASP_UPC_UNLOCK, "GASP_UPC_UNLOCK", "S lck", "S lck"},
    {GASP_UPC_MEMCPY, "GASP_UPC_MEMCPY", "S dst,S src,z n", "S dst,S src,z n"},
    {GASP_UPC_MEMGET, "GASP_UPC_MEMGET", "p dst,S src,z n", "p dst,S src,z n"},
    {GASP_UPC_MEMPUT, "GASP_UPC_MEMPUT", "S dst,p src,z n", "S dst,p src,z n"},
    {GASP_UPC_MEMSET, "GASP_UPC_MEMSET", "S dst,i c,z n", "S dst,i c,z n"},
    {GASP_UPC_GET, "GASP_UPC_GET", GET_ARGS, GET_ARGS},
    {GASP_UPC_PUT, "GASP_UPC_PUT", PUT_ARGS, PUT_ARGS},
    {GASP_UPC_NB_GET_INIT, "GASP_UPC_NB_GET_INIT", GET_ARGS, GET_ARGS ",h handle"},
    {GASP_UPC_NB_GET_DATA, "GASP_UPC_NB_GET_DATA", "h handle", "h handle"},
    {GASP_UPC_NB_PUT_INIT, "GASP_UPC_NB_PUT_INIT", PUT_ARGS, PUT_ARGS ",h handle"},
    {GASP_UPC_NB_PUT_DATA, "GASP_UPC_NB_PUT_DATA", "h handle", "h handle"},
    {GASP_UPC_NB_SYNC, "GASP_UPC_NB_SYNC", "h handle", "h handle"},
    {GASP_UPC_ALL_BROADCAST, "GASP_UPC_ALL_BROADCAST", BCAST_ARGS, BCAST_ARGS},
    {GASP_UPC_ALL_SCATTER, "GASP_UPC_ALL_SCATTER", BCAST_ARGS, BCAST_ARGS},
    {GASP_UPC_ALL_GATHER, "GASP_UPC_ALL_GATHER", BCAST_ARGS, BCAST_ARGS},
    {GASP_UPC_ALL_GATHER_ALL, "GASP_UPC_ALL_GATHER_ALL", BCAST_ARGS, BCAST_ARGS},
    {GASP_UPC_ALL_EXCHANGE, "GASP_UPC_ALL_EXCHANGE", BCAST_ARGS, BCAST_ARGS},
    {GASP_UPC_ALL_PERMUTE, "GASP_UPC_ALL_PERMUTE", "S dst,S src,S perm,z nbytes,i upc_flags",
     "S dst,S src,S perm,z nbytes,i upc_flags"},
    {GASP_UPC_ALL_REDUCE, "GASP_UPC_ALL_REDUCE", REDUCE_ARGS, REDUCE_ARGS},
    {GASP_UPC_ALL_PREFIX_REDUCE, "GASP_UPC_ALL_PREFIX_REDUCE", REDUCE_ARGS, REDUCE_ARGS},
};
#define N_SYS_EVENTS (sizeof sys_events / sizeof sys_events[0])

/* Argument types of an event kind, decoded once from its specification. */
struct argtypes {
    unsigned char n;
    char t[MAX_ARGS];
};

static void parse_argspec(const char *spec, struct argtypes *out)
{
    out->n = 0;
    while (*spec && out->n < MAX_ARGS) {
        out->t[out->n++] = *spec;
        while (*spec && *spec != ',')
            spec++;
        if (*spec == ',')
            spec++;
    }
}

/* The argument specification of a printf-style format (user events): "T argN" per argument
   (a `*` width or precision is an int argument). Returns the number of arguments. */
static int format_to_argspec(const char *fmt, char *spec, size_t size)
{
    size_t pos = 0;
    int n = 0;
    spec[0] = 0;
#define ADD_ARG(T)                                                                                 \
    do {                                                                                           \
        if (n < MAX_ARGS && pos + 16 < size)                                                       \
            pos += (size_t)snprintf(spec + pos, size - pos, "%s%c arg%d", n ? "," : "", (T), n + 1); \
        n++;                                                                                       \
    } while (0)
    for (const char *p = fmt; p && *p; p++) {
        int longs = 0, big = 0, longdouble = 0;
        if (*p != '%')
            continue;
        p++;
        if (*p == '%')
            continue;
        while (*p && strchr("-+ #0'", *p))
            p++;
        if (*p == '*') {
            ADD_ARG('i');
            p++;
        }
        while (*p >= '0' && *p <= '9')
            p++;
        if (*p == '.') {
            p++;
            if (*p == '*') {
                ADD_ARG('i');
                p++;
            }
            while (*p >= '0' && *p <= '9')
                p++;
        }
        for (;; p++) {
            if (*p == 'l')
                longs++;
            else if (*p == 'j' || *p == 'z' || *p == 't' || *p == 'q')
                big = 1;
            else if (*p == 'L')
                longdouble = 1;
            else if (*p != 'h')
                break;
        }
        if (longs || longdouble)
            big = 1;
        switch (*p) {
        case 'd': case 'i':
            ADD_ARG(big ? 'l' : 'i');
            break;
        case 'u': case 'o': case 'x': case 'X':
            ADD_ARG(big ? 'z' : 'u');
            break;
        case 'c':
            ADD_ARG('c');
            break;
        case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A':
            ADD_ARG(longdouble ? 'D' : 'd');
            break;
        case 's':
            ADD_ARG('s');
            break;
        case 'p': case 'n':
            ADD_ARG('p');
            break;
        case 0:
            p--; /* the loop's p++ stops at the NUL */
            break;
        default:
            break; /* unknown conversion: no argument */
        }
    }
#undef ADD_ARG
    return n < MAX_ARGS ? n : MAX_ARGS;
}

/* ---- clock --------------------------------------------------------------------------------- */

static int use_tsc;

static inline uint64_t raw_ticks(void)
{
#if defined(__x86_64__)
    if (use_tsc)
        return __rdtsc();
#endif
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* An injected clock error (PGAS_TRACE_SKEW, for testing the merge's correction): this thread's
   clock reads base + offset + (raw - base) * scale. */
static struct {
    int on;
    uint64_t base;
    int64_t offset;
    double scale;
} skew;

static uint64_t skewed(uint64_t raw)
{
    return skew.base + (uint64_t)skew.offset + (uint64_t)(int64_t)((double)(int64_t)(raw - skew.base) * skew.scale);
}

static inline uint64_t now_ticks(void)
{
    uint64_t t = raw_ticks();
    if (__builtin_expect(skew.on, 0))
        return skewed(t);
    return t;
}

static uint64_t mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* The TSC counts at a constant rate on every core and in every power state. */
static int tsc_is_invariant(void)
{
#if defined(__x86_64__)
    char line[8192];
    int constant = 0, nonstop = 0;
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f)
        return 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "flags", 5) == 0) {
            constant = strstr(line, " constant_tsc") != NULL;
            nonstop = strstr(line, " nonstop_tsc") != NULL;
            break;
        }
    }
    fclose(f);
    return constant && nonstop;
#else
    return 0;
#endif
}

/* ---- state ----------------------------------------------------------------------------------- */

struct _gasp_context_S {
    gasp_model_t model;
};

struct string_entry {
    uint64_t hash;
    uint32_t id;
    uint32_t len;
    char *text;
};

static struct {
    int initialised, open, finished, failed;
    struct _gasp_context_S contexts[GASP_MODEL_SHMEM + 1];
    int have_context[GASP_MODEL_SHMEM + 1];
    int measuring; /* gasp_control's setting */
    volatile char lock; /* see lock_state() */

    /* files */
    int fd;
    char local_path[PATH_MAX], final_path[PATH_MAX];
    int moved;

    /* buffers: events go to buf[active]; buf[pending] (if >= 0) is being written */
    unsigned char *buf[2];
    size_t cap;
    volatile size_t used[2];
    volatile int active;
    volatile int pending;
    volatile uint64_t active_off, pending_off;
    volatile size_t pending_len;
    pthread_t writer;
    int writer_running, writer_stop;
    pthread_mutex_t wlock;
    pthread_cond_t wake, done;

    /* header data */
    uint32_t thread, threads;
    uint64_t init_ticks, init_mono;
    double tick_rate;
    uint32_t flags;
    uint64_t start_sync[3];

    /* strings */
    struct string_entry *strings; /* open addressing, power of two */
    size_t strings_cap, strings_count;
    uint32_t next_object; /* ids of this thread's shared-object records */
    uint32_t next_string;
    struct {
        const char *ptr;
        uint32_t id;
    } ptr_cache[256];

    /* event kinds */
    struct argtypes sys_start[N_SYS_EVENTS], sys_end[N_SYS_EVENTS];
    short sys_index[2000]; /* tag -> index in sys_events + 1 */
    struct argtypes *user;
    size_t user_count, user_cap;

    /* clock synchronisation */
    MPI_Comm comm;
    int sync_rounds;
} T = {.fd = -1, .pending = -1, .measuring = 1,
       .wlock = PTHREAD_MUTEX_INITIALIZER,
       .wake = PTHREAD_COND_INITIALIZER, .done = PTHREAD_COND_INITIALIZER};

/* The state lock: one atomic exchange to take it, a store to release it (a mutex costs twice
   that on every event). Events normally come from one thread; another one spins, yielding. */
static inline void lock_state(void)
{
    while (__atomic_test_and_set(&T.lock, __ATOMIC_ACQUIRE))
        sched_yield();
}

static inline void unlock_state(void)
{
    __atomic_clear(&T.lock, __ATOMIC_RELEASE);
}

static void warn(const char *what)
{
    fprintf(stderr, "pgas-xlate trace (thread %u): %s\n", (unsigned)T.thread, what);
}

/* ---- low-level output (async-signal-safe parts) ------------------------------------------------ */

static int pwrite_all(int fd, const void *data, size_t len, uint64_t off)
{
    const unsigned char *p = data;
    while (len > 0) {
        ssize_t w = pwrite(fd, p, len, (off_t)off);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        p += w;
        len -= (size_t)w;
        off += (uint64_t)w;
    }
    return 0;
}

static void patch_u32(uint32_t off, uint32_t v) { (void)pwrite_all(T.fd, &v, 4, off); }
static void patch_u64(uint32_t off, uint64_t v) { (void)pwrite_all(T.fd, &v, 8, off); }

/* Copies the local file to the trace directory (different file systems). */
static int copy_file(const char *from, const char *to)
{
    char chunk[65536];
    int in = open(from, O_RDONLY), out, rc = 0;
    uint64_t off = 0;
    ssize_t r;
    if (in < 0)
        return -1;
    out = open(to, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0) {
        close(in);
        return -1;
    }
    while ((r = read(in, chunk, sizeof chunk)) != 0) {
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0 || pwrite_all(out, chunk, (size_t)r, off) < 0) {
            rc = -1;
            break;
        }
        off += (uint64_t)r;
    }
    close(in);
    close(out);
    return rc;
}

/* Moves the local file to the trace directory. `final_move` removes the local copy when the
   directories are on different file systems (a flush during the run keeps it, since the
   descriptor still writes there). */
static void move_trace(int final_move)
{
    if (strcmp(T.local_path, T.final_path) == 0 || T.moved)
        return;
    if (rename(T.local_path, T.final_path) == 0) {
        T.moved = 1;
        return;
    }
    if (errno == EXDEV && copy_file(T.local_path, T.final_path) == 0 && final_move)
        unlink(T.local_path);
}

/* Writes every complete record to the file now: the buffer being written by the writer thread
   (again: same bytes at the same place) and the filled part of the active one. Used by the
   signal handler, so only async-signal-safe calls. */
static void flush_now(uint32_t ended_by)
{
    int p = T.pending, a = T.active;
    if (!T.open)
        return;
    if (p >= 0)
        (void)pwrite_all(T.fd, T.buf[p], T.pending_len, T.pending_off);
    (void)pwrite_all(T.fd, T.buf[a], T.used[a], T.active_off);
    if (ended_by)
        patch_u32(H_ENDED_BY, ended_by);
    move_trace(0);
}

/* ---- the writer thread and the buffers --------------------------------------------------------- */

static void *writer_main(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&T.wlock);
    for (;;) {
        while (T.pending < 0 && !T.writer_stop)
            pthread_cond_wait(&T.wake, &T.wlock);
        if (T.pending < 0)
            break;
        {
            int p = T.pending;
            size_t len = T.pending_len;
            uint64_t off = T.pending_off;
            pthread_mutex_unlock(&T.wlock);
            if (pwrite_all(T.fd, T.buf[p], len, off) < 0 && !T.failed) {
                T.failed = 1;
                warn("cannot write the trace file; tracing stops");
            }
            pthread_mutex_lock(&T.wlock);
            T.pending = -1;
            pthread_cond_broadcast(&T.done);
        }
    }
    pthread_mutex_unlock(&T.wlock);
    return NULL;
}

/* Hands the full active buffer to the writer and continues in the other one. */
static void swap_buffers(void)
{
    sigset_t all, old;
    int a = T.active;
    pthread_mutex_lock(&T.wlock);
    while (T.pending >= 0)
        pthread_cond_wait(&T.done, &T.wlock);
    /* The signal handler reads these fields: no signal while they change. */
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);
    T.pending_off = T.active_off;
    T.pending_len = T.used[a];
    __atomic_store_n(&T.pending, a, __ATOMIC_RELEASE);
    T.used[1 - a] = 0;
    T.active_off = T.pending_off + T.pending_len;
    __atomic_store_n(&T.active, 1 - a, __ATOMIC_RELEASE);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    pthread_cond_signal(&T.wake);
    pthread_mutex_unlock(&T.wlock);
}

/* Room for a record of `len` bytes (len <= cap). */
static unsigned char *reserve(size_t len)
{
    if (T.used[T.active] + len > T.cap)
        swap_buffers();
    return T.buf[T.active] + T.used[T.active];
}

/* The record written at reserve() is complete. */
static void commit(size_t len)
{
    __atomic_store_n(&T.used[T.active], T.used[T.active] + len, __ATOMIC_RELEASE);
}

static void put_u32(unsigned char *p, uint32_t v) { memcpy(p, &v, 4); }
static void put_u64(unsigned char *p, uint64_t v) { memcpy(p, &v, 8); }

/* ---- strings ------------------------------------------------------------------------------------- */

static uint64_t hash_bytes(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    return h;
}

static void strings_grow(void)
{
    size_t ncap = T.strings_cap ? T.strings_cap * 2 : 256;
    struct string_entry *n = calloc(ncap, sizeof *n);
    if (!n)
        abort();
    for (size_t i = 0; i < T.strings_cap; i++) {
        struct string_entry *e = &T.strings[i];
        if (e->id) {
            size_t j = e->hash & (ncap - 1);
            while (n[j].id)
                j = (j + 1) & (ncap - 1);
            n[j] = *e;
        }
    }
    free(T.strings);
    T.strings = n;
    T.strings_cap = ncap;
}

/* The id of a string, writing its record the first time (caller holds the lock). */
static uint32_t intern(const char *s)
{
    size_t n, j, rec;
    uint64_t h;
    unsigned char *p;
    if (!s)
        return 0;
    n = strnlen(s, MAX_STRING);
    h = hash_bytes(s, n);
    if ((T.strings_count + 1) * 2 > T.strings_cap)
        strings_grow();
    for (j = h & (T.strings_cap - 1); T.strings[j].id; j = (j + 1) & (T.strings_cap - 1)) {
        struct string_entry *e = &T.strings[j];
        if (e->hash == h && e->len == n && memcmp(e->text, s, n) == 0)
            return e->id;
    }
    T.strings[j].hash = h;
    T.strings[j].len = (uint32_t)n;
    T.strings[j].text = malloc(n + 1);
    if (!T.strings[j].text)
        abort();
    memcpy(T.strings[j].text, s, n);
    T.strings[j].text[n] = 0;
    T.strings[j].id = ++T.next_string;
    T.strings_count++;
    rec = 16 + ((n + 7) & ~(size_t)7);
    p = reserve(rec);
    memset(p, 0, rec);
    p[0] = REC_STRING;
    put_u32(p + 4, T.strings[j].id);
    put_u32(p + 8, (uint32_t)n);
    memcpy(p + 16, s, n);
    commit(rec);
    return T.strings[j].id;
}

/* Interning through a cache keyed by address, for strings that never change (source file names,
   function signatures: literals). */
static uint32_t intern_literal(const char *s)
{
    size_t slot;
    uint32_t id;
    if (!s)
        return 0;
    slot = ((uintptr_t)s >> 3) & 255;
    if (T.ptr_cache[slot].ptr == s)
        return T.ptr_cache[slot].id;
    id = intern(s);
    T.ptr_cache[slot].ptr = s;
    T.ptr_cache[slot].id = id;
    return id;
}

/* ---- events ------------------------------------------------------------------------------------- */

/* Where a gasp_upc_PTS_t * argument points: the thread and the byte offset in that thread's part
   of the shared space. Each runtime lays out its pointers-to-shared in its own way and defines
   this function for them (the auxiliary library of --to ga: a GA handle, the thread, the offset,
   the phase); this weak default reads the layout of the upcr runtime (upcr_ptr.h), whose two
   representations both start with the offset (uintptr_t) followed by the thread (uint32_t). */
__attribute__((weak)) void pgas_gasp_pts_location(const void *pts, uint32_t *thread,
                                                  uint64_t *offset)
{
    uintptr_t off;
    memcpy(&off, pts, sizeof off);
    memcpy(thread, (const unsigned char *)pts + sizeof off, sizeof *thread);
    *offset = off;
}

/* The word stored for a gasp_upc_PTS_t * argument: the thread the pointer-to-shared names in the
   top 16 bits, its byte offset in that thread's part below (the address of the program's
   temporary would mean nothing after the run). A null gasp_upc_PTS_t * is stored as all ones. */
#define SHARED_OFFSET_BITS 48
static uint64_t shared_word(const void *pts)
{
    uint64_t offset;
    uint32_t thread;
    if (!pts)
        return ~(uint64_t)0;
    pgas_gasp_pts_location(pts, &thread, &offset);
    return ((uint64_t)thread << SHARED_OFFSET_BITS) |
           (offset & ((UINT64_C(1) << SHARED_OFFSET_BITS) - 1));
}

static const struct argtypes *event_args(unsigned tag, gasp_evttype_t type)
{
    if (tag >= GASP_UPC_USEREVT_START && tag <= GASP_UPC_USEREVT_END) {
        size_t k = tag - GASP_UPC_USEREVT_START;
        return k < T.user_count ? &T.user[k] : NULL;
    }
    if (tag < sizeof T.sys_index / sizeof T.sys_index[0] && T.sys_index[tag]) {
        int i = T.sys_index[tag] - 1;
        return type == GASP_END ? &T.sys_end[i] : &T.sys_start[i];
    }
    return NULL;
}

static void heap_object(unsigned tag, gasp_evttype_t type, const char *file, int line,
                        const uint64_t *words, unsigned n, uint64_t time);

static void record_event(unsigned tag, gasp_evttype_t type, const char *file, int line, int col,
                         va_list *ap)
{
    uint64_t words[MAX_ARGS], time;
    const struct argtypes *at;
    unsigned n = 0;
    uint32_t file_id;
    size_t len;
    unsigned char *p;

    lock_state();
    if (!T.open || T.finished || T.failed || !T.measuring) {
        unlock_state();
        return;
    }
    time = now_ticks();
    at = event_args(tag, type);
    if (at) {
        for (n = 0; n < at->n; n++) {
            switch (at->t[n]) {
            case 'i': case 'e': case 'c':
                words[n] = (uint64_t)(int64_t)va_arg(*ap, int);
                break;
            case 'u':
                words[n] = va_arg(*ap, unsigned int);
                break;
            case 'l':
                words[n] = (uint64_t)va_arg(*ap, long long);
                break;
            case 'z':
                words[n] = (uint64_t)va_arg(*ap, unsigned long long);
                break;
            case 'h':
                words[n] = (uint64_t)va_arg(*ap, unsigned long);
                break;
            case 'p':
                words[n] = (uint64_t)(uintptr_t)va_arg(*ap, void *);
                break;
            case 'S':
                words[n] = shared_word(va_arg(*ap, const void *));
                break;
            case 'd': {
                double d = va_arg(*ap, double);
                memcpy(&words[n], &d, 8);
                break;
            }
            case 'D': {
                double d = (double)va_arg(*ap, long double);
                memcpy(&words[n], &d, 8);
                break;
            }
            case 's':
                words[n] = tag == GASP_C_FUNC ? intern_literal(va_arg(*ap, const char *))
                                              : intern(va_arg(*ap, const char *));
                break;
            default:
                words[n] = 0;
                break;
            }
        }
    }
    file_id = intern_literal(file);
    len = 32 + 8 * (size_t)n;
    p = reserve(len);
    p[0] = REC_EVENT;
    p[1] = (unsigned char)type;
    p[2] = (unsigned char)n;
    p[3] = 0;
    put_u32(p + 4, tag);
    put_u64(p + 8, time);
    put_u32(p + 16, file_id);
    put_u32(p + 20, (uint32_t)line);
    put_u32(p + 24, (uint32_t)col);
    put_u32(p + 28, 0);
    for (unsigned i = 0; i < n; i++) /* a loop: memcpy of a variable size starts slowly */
        put_u64(p + 32 + 8 * i, words[i]);
    commit(len);
    if (tag == GASP_UPC_NONCOLLECTIVE_EXIT)
        flush_now(ENDED_NONCOLLECTIVE_EXIT); /* upc_global_exit follows: the job is torn down */
    else if (tag >= GASP_UPC_GLOBAL_ALLOC && tag <= GASP_UPC_FREE)
        heap_object(tag, type, file, line, words, n, time);
    unlock_state();
}

/* ---- shared objects ------------------------------------------------------------------------------ */

/* A shared object's record, the state locked: its name, where it is declared (file 0: not
   known), the bytes it covers, [offset, offset + bytes) of the shared space of each thread from
   thread_lo to thread_hi, and for a dynamically allocated object (REC_DYNAMIC_OBJECT) the time
   of its allocation. */
static void object_record(int kind, uint32_t name_id, uint32_t file_id, int line,
                          uint32_t thread_lo, uint32_t thread_hi, uint64_t offset, uint64_t bytes,
                          uint64_t time)
{
    size_t len = kind == REC_DYNAMIC_OBJECT ? 56 : 48;
    unsigned char *p = reserve(len);
    memset(p, 0, len);
    p[0] = (unsigned char)kind;
    put_u32(p + 4, ++T.next_object);
    put_u32(p + 8, name_id);
    put_u32(p + 12, file_id);
    put_u32(p + 16, (uint32_t)line);
    put_u32(p + 24, thread_lo);
    put_u32(p + 28, thread_hi);
    put_u64(p + 32, offset);
    put_u64(p + 40, bytes);
    if (kind == REC_DYNAMIC_OBJECT)
        put_u64(p + 48, time);
    commit(len);
}

/* A static shared object's definition (format version 2), written once by the thread that
   defines it; the exporters map each access to the object whose range holds its
   pointer-to-shared. */
void pgas_gasp_object_defined(const char *name, const char *file, int line, uint32_t thread_lo,
                              uint32_t thread_hi, uint64_t offset, uint64_t bytes)
{
    lock_state();
    if (T.open && !T.finished && !T.failed)
        object_record(REC_OBJECT, intern(name), intern(file), line, thread_lo, thread_hi, offset,
                      bytes, 0);
    unlock_state();
}

/* The definition of the object a upc_all_alloc, upc_global_alloc or upc_alloc returned (its end
   event: the sizes, then the pointer-to-shared word), named by the call and its source position,
   and the end of an object's life at upc_free (its start event). Both runtimes place a
   upc_all_alloc or upc_global_alloc object at one offset of every thread's shared space from
   thread 0 on, ceil(nblocks / THREADS) blocks each, and a upc_alloc block in its caller's own
   part. Of a upc_all_alloc, which every thread calls, thread 0 records the object. The state is
   locked. */
static void heap_object(unsigned tag, gasp_evttype_t type, const char *file, int line,
                        const uint64_t *words, unsigned n, uint64_t time)
{
    char name[MAX_STRING];
    const char *call, *base;
    uint64_t ptr, nblocks, nbytes, per_thread;
    uint32_t thread, last;
    if (tag == GASP_UPC_FREE) {
        unsigned char *p;
        if (type != GASP_START || n < 1 || words[0] == ~(uint64_t)0)
            return;
        p = reserve(24);
        memset(p, 0, 24);
        p[0] = REC_FREED;
        put_u64(p + 8, time);
        put_u64(p + 16, words[0]);
        commit(24);
        return;
    }
    if (type != GASP_END)
        return;
    if (tag == GASP_UPC_ALLOC && n == 2) {
        call = "upc_alloc";
        nblocks = 1;
        nbytes = words[0];
    } else if (tag != GASP_UPC_ALLOC && n == 3) {
        call = tag == GASP_UPC_ALL_ALLOC ? "upc_all_alloc" : "upc_global_alloc";
        nblocks = words[0];
        nbytes = words[1];
    } else {
        return;
    }
    ptr = words[n - 1];
    if (nblocks == 0 || nbytes == 0 || ptr == ~(uint64_t)0 ||
        (tag == GASP_UPC_ALL_ALLOC && T.thread != 0))
        return; /* no object (a null pointer-to-shared), or another thread records it */
    thread = (uint32_t)(ptr >> SHARED_OFFSET_BITS);
    if (tag == GASP_UPC_ALLOC) {
        last = thread;
        per_thread = nbytes;
    } else {
        last = thread + (uint32_t)(nblocks < T.threads ? nblocks : T.threads) - 1;
        per_thread = (nblocks + T.threads - 1) / T.threads * nbytes;
    }
    base = file ? strrchr(file, '/') : NULL;
    base = base ? base + 1 : file ? file : "?";
    snprintf(name, sizeof name, "%s@%s:%d", call, base, line);
    object_record(REC_DYNAMIC_OBJECT, intern(name), intern_literal(file), line, thread, last,
                  ptr & ((UINT64_C(1) << SHARED_OFFSET_BITS) - 1), per_thread, time);
}

/* ---- clock synchronisation ---------------------------------------------------------------------- */

/* Thread 0 answers `rounds` requests of every other thread in turn with its clock; each other
   thread keeps the exchange with the smallest round trip: (s1, m, s2). */
static int clock_sync(uint64_t out[3])
{
    int rank, size;
    MPI_Comm_rank(T.comm, &rank);
    MPI_Comm_size(T.comm, &size);
    if (rank == 0) {
        uint64_t t = now_ticks();
        out[0] = out[1] = out[2] = t;
        for (int r = 1; r < size; r++) {
            for (int k = 0; k < T.sync_rounds; k++) {
                char req;
                uint64_t m;
                if (MPI_Recv(&req, 1, MPI_CHAR, r, 7, T.comm, MPI_STATUS_IGNORE) != MPI_SUCCESS)
                    return -1;
                m = now_ticks();
                if (MPI_Send(&m, 1, MPI_UINT64_T, r, 8, T.comm) != MPI_SUCCESS)
                    return -1;
            }
        }
    } else {
        uint64_t best = UINT64_MAX;
        for (int k = 0; k < T.sync_rounds; k++) {
            char req = 0;
            uint64_t s1, s2, m;
            s1 = now_ticks();
            if (MPI_Send(&req, 1, MPI_CHAR, 0, 7, T.comm) != MPI_SUCCESS ||
                MPI_Recv(&m, 1, MPI_UINT64_T, 0, 8, T.comm, MPI_STATUS_IGNORE) != MPI_SUCCESS)
                return -1;
            s2 = now_ticks();
            if (s2 - s1 < best) {
                best = s2 - s1;
                out[0] = s1;
                out[1] = m;
                out[2] = s2;
            }
        }
    }
    return 0;
}

/* ---- finishing --------------------------------------------------------------------------------- */

static void finish(int end_sync)
{
    uint64_t sync[3];
    lock_state();
    if (!T.open || T.finished) {
        unlock_state();
        return;
    }
    T.finished = 1;
    unlock_state();

    if (end_sync && T.comm != MPI_COMM_NULL && clock_sync(sync) == 0) {
        patch_u64(H_END_SYNC, sync[0]);
        patch_u64(H_END_SYNC + 8, sync[1]);
        patch_u64(H_END_SYNC + 16, sync[2]);
        T.flags |= FLAG_END_SYNC;
    }
    /* The writer finishes its buffer, then the rest is written here. */
    pthread_mutex_lock(&T.wlock);
    while (T.pending >= 0)
        pthread_cond_wait(&T.done, &T.wlock);
    T.writer_stop = 1;
    pthread_cond_signal(&T.wake);
    pthread_mutex_unlock(&T.wlock);
    if (T.writer_running) {
        pthread_join(T.writer, NULL);
        T.writer_running = 0;
    }
    if (pwrite_all(T.fd, T.buf[T.active], T.used[T.active], T.active_off) < 0)
        warn("cannot write the end of the trace file");
    {
        /* The tick rate over the whole run is more precise than the one measured at start. */
        uint64_t ticks = now_ticks() - T.init_ticks, ns = mono_ns() - T.init_mono;
        if (ns > 50000000u)
            T.tick_rate = (double)ticks * 1e9 / (double)ns;
        memcpy(&sync[0], &T.tick_rate, 8);
        patch_u64(H_TICK_RATE, sync[0]);
    }
    T.flags |= FLAG_COMPLETE;
    patch_u64(H_RECORD_BYTES, T.active_off + T.used[T.active]);
    patch_u32(H_FLAGS, T.flags);
    if (close(T.fd) < 0)
        warn("cannot close the trace file");
    T.open = 0;
    move_trace(1);
}

/* MPI_Finalize deletes the attributes of MPI_COMM_SELF first, while MPI still works: the end
   clock synchronisation happens there. */
static int at_finalize(MPI_Comm comm, int key, void *value, void *extra)
{
    (void)comm;
    (void)key;
    (void)value;
    (void)extra;
    finish(1);
    if (T.comm != MPI_COMM_NULL)
        MPI_Comm_free(&T.comm);
    return MPI_SUCCESS;
}

static void at_exit(void) { finish(0); }

/* ---- fatal signals ------------------------------------------------------------------------------ */

static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTERM,
                                    SIGINT,  SIGQUIT, SIGHUP, SIGXCPU, SIGSYS, SIGPIPE};
#define N_FATAL (sizeof fatal_signals / sizeof fatal_signals[0])
static struct sigaction previous[N_FATAL];

static void on_fatal_signal(int sig, siginfo_t *info, void *uctx)
{
    int saved = errno;
    size_t i;
    flush_now((uint32_t)sig);
    for (i = 0; i < N_FATAL && fatal_signals[i] != sig; i++)
        ;
    errno = saved;
    if (i < N_FATAL) {
        struct sigaction *old = &previous[i];
        if (old->sa_flags & SA_SIGINFO) {
            if (old->sa_sigaction) {
                old->sa_sigaction(sig, info, uctx);
                return;
            }
        } else if (old->sa_handler != SIG_DFL && old->sa_handler != SIG_IGN) {
            old->sa_handler(sig);
            return;
        } else if (old->sa_handler == SIG_IGN) {
            return;
        }
    }
    /* Default action: die of the same signal. */
    signal(sig, SIG_DFL);
    raise(sig);
}

static void install_signal_handlers(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fatal_signal;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < N_FATAL; i++) {
        struct sigaction old;
        if (sigaction(fatal_signals[i], NULL, &old) == 0 && !(old.sa_flags & SA_SIGINFO) &&
            old.sa_handler == SIG_IGN)
            continue; /* an ignored signal stays ignored */
        sigaction(fatal_signals[i], &sa, &previous[i]);
    }
}

/* ---- start --------------------------------------------------------------------------------- */

static size_t parse_size(const char *s, size_t dflt)
{
    char *end;
    unsigned long long v;
    if (!s || !*s)
        return dflt;
    errno = 0;
    v = strtoull(s, &end, 10);
    if (errno || end == s)
        return dflt;
    switch (*end) {
    case 'k': case 'K': v <<= 10; break;
    case 'm': case 'M': v <<= 20; break;
    case 'g': case 'G': v <<= 30; break;
    default: break;
    }
    return (size_t)v;
}

static void mkdirs(const char *dir)
{
    char tmp[PATH_MAX];
    size_t n = strlen(dir);
    if (n == 0 || n >= sizeof tmp)
        return;
    memcpy(tmp, dir, n + 1);
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') {
            *p = 0;
            mkdir(tmp, 0755);
            *p = '/';
        }
    }
    mkdir(tmp, 0755);
}

/* Header serialisation: a growable byte array. */
struct bytes {
    unsigned char *p;
    size_t n, cap;
};

static void b_add(struct bytes *b, const void *data, size_t n)
{
    if (b->n + n > b->cap) {
        b->cap = (b->n + n) * 2 + 256;
        b->p = realloc(b->p, b->cap);
        if (!b->p)
            abort();
    }
    memcpy(b->p + b->n, data, n);
    b->n += n;
}
static void b_u32(struct bytes *b, uint32_t v) { b_add(b, &v, 4); }
static void b_u64(struct bytes *b, uint64_t v) { b_add(b, &v, 8); }
static void b_str(struct bytes *b, const char *s)
{
    uint32_t n = s ? (uint32_t)strnlen(s, MAX_STRING) : 0;
    b_u32(b, n);
    b_add(b, s ? s : "", n);
}

static int open_trace(int argc, char **argv, uint64_t run_id)
{
    const char *dir = getenv("PGAS_TRACE_DIR"), *local = getenv("PGAS_TRACE_LOCAL_DIR");
    struct bytes h = {0};
    char host[MAX_STRING + 1] = "";
    struct timespec wall;
    double rate;
    uint32_t zero = 0;
    if (!dir || !*dir)
        dir = "pgas-trace";
    if (!local || !*local)
        local = dir;
    mkdirs(dir);
    mkdirs(local);
    snprintf(T.final_path, sizeof T.final_path, "%s/thread-%u.pxt", dir, (unsigned)T.thread);
    snprintf(T.local_path, sizeof T.local_path, "%s/thread-%u.pxt", local, (unsigned)T.thread);
    {
        /* Same file under two spellings: no move. */
        struct stat a, b;
        if (stat(dir, &a) == 0 && stat(local, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
            strcpy(T.local_path, T.final_path);
    }
    if (strcmp(T.local_path, T.final_path) != 0)
        unlink(T.final_path); /* no stale trace of an earlier run in the trace directory */
    T.fd = open(T.local_path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (T.fd < 0) {
        char msg[PATH_MAX + 64];
        snprintf(msg, sizeof msg, "cannot create %s: %s; tracing is off", T.local_path, strerror(errno));
        warn(msg);
        return -1;
    }

    /* Tick rate, measured at start over 20 ms (refined at the end over the whole run). */
    {
        uint64_t c0 = now_ticks(), t0 = mono_ns(), c1, t1;
        struct timespec d = {0, 20000000};
        nanosleep(&d, NULL);
        c1 = now_ticks();
        t1 = mono_ns();
        rate = (double)(c1 - c0) * 1e9 / (double)(t1 - t0);
        T.tick_rate = rate;
    }
    T.init_ticks = now_ticks();
    T.init_mono = mono_ns();
    clock_gettime(CLOCK_REALTIME, &wall);
    gethostname(host, sizeof host - 1);

    b_add(&h, TRACE_MAGIC, 8);
    b_u32(&h, TRACE_VERSION);
    b_u32(&h, 0); /* data offset, set below */
    b_u32(&h, T.thread);
    b_u32(&h, T.threads);
    b_u32(&h, use_tsc ? CLOCK_TSC : CLOCK_MONO);
    b_u32(&h, T.flags);
    b_add(&h, &rate, 8);
    b_u64(&h, run_id);
    b_u64(&h, T.init_ticks);
    b_u64(&h, (uint64_t)wall.tv_sec * 1000000000u + (uint64_t)wall.tv_nsec);
    for (int i = 0; i < 3; i++)
        b_u64(&h, T.start_sync[i]);
    for (int i = 0; i < 3; i++)
        b_u64(&h, 0);
    b_u64(&h, 0); /* record bytes */
    b_u32(&h, 0); /* ended by */
    b_u32(&h, (uint32_t)getpid());
    /* variable part */
    b_str(&h, argc > 0 && argv ? argv[0] : "");
    b_u32(&h, argc > 0 ? (uint32_t)argc - 1 : 0);
    for (int i = 1; i < argc; i++)
        b_str(&h, argv[i]);
    b_str(&h, host);
    b_u32(&h, (uint32_t)N_SYS_EVENTS);
    for (size_t i = 0; i < N_SYS_EVENTS; i++) {
        b_u32(&h, sys_events[i].tag);
        b_str(&h, sys_events[i].name);
        b_str(&h, sys_events[i].start_args);
        b_str(&h, sys_events[i].end_args);
    }
    while (h.n % 8)
        b_add(&h, &zero, 1);
    {
        uint32_t data_offset = (uint32_t)h.n;
        memcpy(h.p + H_DATA_OFFSET, &data_offset, 4);
    }
    if (pwrite_all(T.fd, h.p, h.n, 0) < 0) {
        warn("cannot write the trace header; tracing is off");
        free(h.p);
        close(T.fd);
        return -1;
    }
    T.active_off = h.n;
    free(h.p);
    return 0;
}

static int start_writer(void)
{
    sigset_t all, old;
    int rc;
    /* Signals go to the program's threads, never to the writer. */
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);
    rc = pthread_create(&T.writer, NULL, writer_main, NULL);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc != 0)
        return -1;
    T.writer_running = 1;
    return 0;
}

/* PGAS_TRACE_SKEW=THREAD:OFFSET_US:DRIFT_PPM: thread THREAD's clock is shifted by OFFSET_US
   microseconds and runs DRIFT_PPM parts per million fast (negative: slow) from gasp_init on. The
   raw tick rate is measured here (10 ms) to turn the offset into ticks. */
static void set_skew(const char *spec)
{
    long thread;
    double offset_us, ppm;
    uint64_t c0, t0;
    struct timespec d = {0, 10000000};
    if (!spec || sscanf(spec, "%ld:%lf:%lf", &thread, &offset_us, &ppm) != 3)
        return;
    if (thread != (long)T.thread)
        return;
    c0 = raw_ticks();
    t0 = mono_ns();
    nanosleep(&d, NULL);
    skew.offset = (int64_t)(offset_us * 1e3 * (double)(raw_ticks() - c0) / (double)(mono_ns() - t0));
    skew.scale = 1.0 + ppm * 1e-6;
    skew.base = raw_ticks();
    skew.on = 1;
}

gasp_context_t gasp_init(gasp_model_t srcmodel, int *argc, char ***argv)
{
    int mpi_ok = 0, rank = 0, size = 1;
    uint64_t run_id = 0;
    const char *on = getenv("PGAS_TRACE"), *clock_env = getenv("PGAS_TRACE_CLOCK");
    unsigned m = (unsigned)srcmodel <= GASP_MODEL_SHMEM ? (unsigned)srcmodel : GASP_MODEL_UPC;

    T.contexts[m].model = (gasp_model_t)m;
    T.have_context[m] = 1;
    if (T.initialised)
        return &T.contexts[m];
    T.initialised = 1;
    T.comm = MPI_COMM_NULL;

    if (on && strcmp(on, "0") == 0)
        return &T.contexts[m]; /* tracing switched off for this run: every call is a no-op */

    use_tsc = tsc_is_invariant();
    if (clock_env && strcmp(clock_env, "monotonic") == 0)
        use_tsc = 0;
    else if (clock_env && strcmp(clock_env, "tsc") == 0)
        use_tsc = 1;
#if !defined(__x86_64__)
    use_tsc = 0;
#endif

    MPI_Initialized(&mpi_ok);
    if (mpi_ok) {
        MPI_Comm_dup(MPI_COMM_WORLD, &T.comm);
        MPI_Comm_rank(T.comm, &rank);
        MPI_Comm_size(T.comm, &size);
    }
    T.thread = (uint32_t)rank;
    T.threads = (uint32_t)size;
    T.sync_rounds = (int)parse_size(getenv("PGAS_TRACE_SYNC_ROUNDS"), 32);
    if (T.sync_rounds < 1)
        T.sync_rounds = 1;
    set_skew(getenv("PGAS_TRACE_SKEW"));

    /* Tables of argument types. */
    for (size_t i = 0; i < N_SYS_EVENTS; i++) {
        parse_argspec(sys_events[i].start_args, &T.sys_start[i]);
        parse_argspec(sys_events[i].end_args, &T.sys_end[i]);
        if (sys_events[i].tag < sizeof T.sys_index / sizeof T.sys_index[0])
            T.sys_index[sys_events[i].tag] = (short)(i + 1);
    }

    T.cap = parse_size(getenv("PGAS_TRACE_BUFFER_SIZE"),
                       &pgas_trace_buffer_size_default ? (size_t)pgas_trace_buffer_size_default : DEFAULT_BUFFER);
    if (T.cap < MIN_BUFFER)
        T.cap = MIN_BUFFER;
    T.buf[0] = malloc(T.cap);
    T.buf[1] = malloc(T.cap);
    if (!T.buf[0] || !T.buf[1]) {
        warn("cannot allocate the trace buffers; tracing is off");
        return &T.contexts[m];
    }
    /* Touch every page now: first-touch page faults would otherwise land on the events. */
    memset(T.buf[0], 0, T.cap);
    memset(T.buf[1], 0, T.cap);

    /* One run identifier for every file of this run. */
    if (rank == 0) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        run_id = ((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec) ^ ((uint64_t)getpid() << 40);
    }
    if (mpi_ok)
        MPI_Bcast(&run_id, 1, MPI_UINT64_T, 0, T.comm);

    if (mpi_ok && clock_sync(T.start_sync) == 0)
        T.flags |= FLAG_START_SYNC;

    if (open_trace(argc ? *argc : 0, argv ? *argv : NULL, run_id) < 0)
        return &T.contexts[m];
    if (start_writer() < 0) {
        warn("cannot start the trace writer thread; tracing is off");
        close(T.fd);
        return &T.contexts[m];
    }
    T.open = 1;
    install_signal_handlers();
    atexit(at_exit);
    if (mpi_ok) {
        int key;
        MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, at_finalize, &key, NULL);
        MPI_Comm_set_attr(MPI_COMM_SELF, key, NULL);
    }
    return &T.contexts[m];
}

/* ---- the GASP entry points ----------------------------------------------------------------------- */

void gasp_event_notifyVA(gasp_context_t context, unsigned int evttag, gasp_evttype_t evttype,
                         const char *filename, int linenum, int colnum, va_list varargs)
{
    va_list ap;
    if (!context || !T.open)
        return;
    va_copy(ap, varargs);
    record_event(evttag, evttype, filename, linenum, colnum, &ap);
    va_end(ap);
}

void gasp_event_notify(gasp_context_t context, unsigned int evttag, gasp_evttype_t evttype,
                       const char *filename, int linenum, int colnum, ...)
{
    va_list ap;
    if (!context || !T.open)
        return;
    va_start(ap, colnum);
    record_event(evttag, evttype, filename, linenum, colnum, &ap);
    va_end(ap);
}

int gasp_control(gasp_context_t context, int on)
{
    int previous;
    (void)context;
    lock_state();
    previous = T.measuring;
    T.measuring = on;
    if (T.open && !T.finished && !T.failed && (previous != 0) != (on != 0)) {
        unsigned char *p = reserve(16);
        memset(p, 0, 16);
        p[0] = REC_CONTROL;
        p[1] = on != 0;
        put_u64(p + 8, now_ticks());
        commit(16);
    }
    unlock_state();
    return previous;
}

unsigned int gasp_create_event(gasp_context_t context, const char *name, const char *desc)
{
    char spec[MAX_ARGS * 16];
    unsigned tag;
    (void)context;
    lock_state();
    if (T.user_count > GASP_UPC_USEREVT_END - GASP_UPC_USEREVT_START) {
        unlock_state();
        return GASP_UPC_USEREVT_END;
    }
    if (T.user_count == T.user_cap) {
        T.user_cap = T.user_cap ? T.user_cap * 2 : 16;
        T.user = realloc(T.user, T.user_cap * sizeof *T.user);
        if (!T.user)
            abort();
    }
    tag = GASP_UPC_USEREVT_START + (unsigned)T.user_count;
    format_to_argspec(desc, spec, sizeof spec);
    parse_argspec(spec, &T.user[T.user_count]);
    T.user_count++;
    if (T.open && !T.finished && !T.failed) {
        uint32_t name_id = intern(name ? name : ""), desc_id = intern(desc), spec_id = intern(spec);
        unsigned char *p = reserve(24);
        memset(p, 0, 24);
        p[0] = REC_USER_EVENT;
        put_u32(p + 4, tag);
        put_u32(p + 8, name_id);
        put_u32(p + 12, desc_id);
        put_u32(p + 16, spec_id);
        commit(24);
    }
    unlock_state();
    return tag;
}

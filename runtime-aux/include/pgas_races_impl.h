/* pgas_races_impl.h - the data-race checker (`--checks=races`, pgas_races.h), shared by both
   runtimes: included by one file of each (upcr_races.c, upcga_races.c), which defines first
   PGAS_RACES_COMM (the communicator of the UPC threads, rank = MYTHREAD), PGAS_RACES_MYTHREAD
   and PGAS_RACES_THREADS.

   What is a race (docs/plan-race-checker.md): two accesses to overlapping bytes of shared memory
   by different threads, at least one a write, at least one relaxed, not both atomic, that UPC's
   synchronisation leaves unordered.

   Barriers. Each thread's run is cut into segments: segment 2p runs from its upc_wait of barrier
   p-1 to its upc_notify of barrier p, segment 2p+1 from that notify to its upc_wait (empty for a
   upc_barrier). An access in segment s of one thread is ordered before an access in segment s'
   of another when some barrier k has the first before its notify and the second after its wait:
   s <= 2k and s' >= 2k + 2, that is s' >= 2 * ceil(s / 2) + 2.

   Other synchronisation (locks, strict accesses, upc_fence) is counted, conservatively: each
   thread numbers its releases (upc_unlock, a strict write, a fence) and its acquires (upc_lock,
   a successful upc_lock_attempt, a strict read, a fence). Two accesses X (thread A) and Y
   (thread B) may be ordered X before Y only if A releases after X and B acquires before Y in a
   segment that is not ordered before X by the barriers; such a pair is never reported. This
   never reports a pair that a chain of releases and acquires orders; it can miss a race between
   accesses that a release and an acquire of unrelated objects surround.

   Log and check. A thread logs its accesses as byte ranges (contiguous accesses of one source
   line to one thread's memory in one segment are one range). At each upc_wait the threads send
   their ranges to the owners of the bytes (MPI_Alltoallv on a communicator of the checker's
   own); each owner sorts what it received by address and compares the overlapping ranges; the
   ranges of segment 2p+1 are kept there for the next barrier (they may race with the next
   segments of the other threads). The races found go to thread 0 (MPI_Gatherv), which prints
   each pair of sources once, as the run goes on, and a summary at the end.

   Memory. A thread's log between two checks holds at most PGAS_RACES_LOG_MB megabytes
   (PGAS_RACES_LOG_MB_DEFAULT unless the environment says otherwise); past that, new ranges are
   dropped until the next check (a range already logged still extends, and the synchronisation
   is still counted), and thread 0 warns once that the checking is partial. A dropped access is
   missed; it never makes a report, which is always of two logged accesses. */
#include "pgas_races.h"

#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int pgas_races_on;
unsigned long pgas_races_gen = 1; /* (pgas_race_hint_t; 0 is no hint's) */
const pgas_race_site_t *pgas_race_lib_site;

/* One logged range. */
typedef struct {
    uint64_t lo, hi;     /* bytes [lo, hi) of (owner, space) */
    int32_t space;
    uint32_t dead;       /* the upc_all_free that freed the bytes after the access (its number,
                            from 1), 0 while they are not freed */
    int64_t site;        /* the site record, relative to &pgas_races_on (one executable) */
    uint32_t owner;      /* the thread the bytes are on */
    uint32_t thread;     /* the accessing thread */
    uint32_t seg;        /* the accessing thread's segment */
    uint32_t kind;       /* PGAS_RACE_WRITE | PGAS_RACE_STRICT | PGAS_RACE_ATOMIC; bit 8: kept */
    uint64_t rel_before; /* the thread's releases before the access */
    uint64_t acq_before; /* its acquires up to the access */
} pgas_race_entry_t;

#define PGAS_RACE_KEPT 0x100u

/* A thread's synchronisation counts, sent to every thread at a check. */
#define PGAS_RACE_RING 8
typedef struct {
    uint64_t releases;                    /* all its releases so far */
    uint64_t acq_at_seg[PGAS_RACE_RING]; /* its acquires before segment s, at [s % RING] */
    uint64_t dropped;                     /* the ranges it dropped so far (a full log) */
} pgas_race_sync_t;

/* A race found by an owner: the two accesses. */
typedef struct {
    int64_t site[2];
    uint32_t thread[2], kind[2], seg[2];
    uint32_t owner;
    int64_t space;
    uint64_t offset;
} pgas_race_found_t;

static MPI_Comm races_comm = MPI_COMM_NULL;
static int races_me, races_threads;
static uint32_t races_seg, races_seg_main;
static uint64_t races_releases, races_acquires;
static pgas_race_sync_t races_sync;

static pgas_race_entry_t *races_log;
static size_t races_log_len, races_log_cap;
#define PGAS_RACES_LOG_MB_DEFAULT 128
static size_t races_log_max; /* the ranges a log holds (PGAS_RACES_LOG_MB) */
static uint64_t races_dropped;
static int races_warned;
/* Recent ranges by site and owner, to extend instead of adding (indices + 1 into the log). */
#define PGAS_RACE_CACHE 1024
static size_t races_cache[PGAS_RACE_CACHE];

/* At the owner: the ranges kept from the last check (segment 2p+1). */
static pgas_race_entry_t *races_kept;
static size_t races_kept_len, races_kept_cap;

/* At thread 0: the pairs of source lines reported so far (their sites). */
static int64_t (*races_pairs)[2];
static size_t races_pairs_len, races_pairs_cap;
static uint64_t races_reported;

static void *races_grow(void *p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return p;
    size_t c = *cap ? *cap : 256;
    while (c < need)
        c *= 2;
    p = realloc(p, c * size);
    if (!p) {
        fprintf(stderr, "UPC race checker: out of memory\n");
        abort();
    }
    *cap = c;
    return p;
}

/* The log's cache and the sites' hints (pgas_race_hint_t) forgotten: a new segment, the
   log sent or its ranges marked. */
static void races_forget(void)
{
    memset(races_cache, 0, sizeof races_cache);
    pgas_races_gen++;
}

static const pgas_race_site_t *races_site(int64_t rel)
{
    return (const pgas_race_site_t *)((const char *)&pgas_races_on + rel);
}

/* The program's shared objects, to name the bytes of a race (pgas_race_object,
   pgas_race_alloc). An object covers, on each thread, the bytes [base, base + its row) of
   `space`: `unit`-byte elements in blocks of `block` dealt one a thread from `thread` (block
   0: all on `thread`), `count` elements in all. A static object has its name and dimensions
   (every thread registers the same ones); a dynamic one (unit 1, a block of the allocation a
   block) its allocation's site, and is sent to thread 0 at the next check. */
#define PGAS_RACE_DIMS 8
typedef struct {
    int64_t space;
    uint64_t base, unit, block, count;
    uint32_t thread;
    int32_t how;  /* dynamic: PGAS_RACE_ALLOC_*; static: -1 */
    int64_t site; /* dynamic: the allocation's site, relative to &pgas_races_on */
    const char *name;
    uint64_t freed_at; /* dynamic, at thread 0: the check that learned of its free (0: live);
                          in a thread's list of allocations: 1 when it freed it since */
    int ndims;
    long dims[PGAS_RACE_DIMS];
    size_t members, nmembers; /* its elements' members: races_members[members ...] */
} pgas_race_object_t;

/* A member of a static object's struct elements. */
typedef struct {
    const char *name;
    size_t offset, bytes, elem; /* elem: the size of its elements (an array), else bytes */
} pgas_race_member_t;
static pgas_race_member_t *races_members;
static size_t races_members_len, races_members_cap;

static pgas_race_object_t *races_objects; /* static objects (every thread), then at thread 0
                                             the dynamic ones, in order of allocation */
static size_t races_objects_len, races_objects_cap;
static pgas_race_object_t *races_allocs; /* this thread's allocations since the last check, and
                                            its frees of others (how PGAS_RACE_FREE_NOTICE) */
static size_t races_allocs_len, races_allocs_cap;
#define PGAS_RACE_FREE_NOTICE (-2)
/* The newest records of that list an allocation or a free looks at for its block's. */
#define PGAS_RACE_REUSE_SCAN 8
/* The checks made so far. */
static uint64_t races_checks;

/* Every thread: the live upc_all_alloc blocks (all threads made the call), so that each thread
   finds the bytes of one at its upc_all_free; and the upc_all_frees of those so far. */
typedef struct {
    int64_t space;
    uint64_t base, nblocks, nbytes;
    uint32_t thread;
} pgas_race_block_t;
static pgas_race_block_t *races_blocks;
static size_t races_blocks_len, races_blocks_cap;
static uint32_t races_all_frees;

/* A new record, zero but for where its object starts: byte `offset` of thread's `space`. */
static pgas_race_object_t *races_add_object(pgas_race_object_t **table, size_t *len, size_t *cap, unsigned thread,
                                            long space, unsigned long offset)
{
    pgas_race_object_t *o;
    *table = races_grow(*table, cap, *len + 1, sizeof **table);
    o = memset(&(*table)[(*len)++], 0, sizeof **table);
    o->space = space;
    o->base = offset;
    o->thread = thread;
    return o;
}

void pgas_race_object(unsigned thread, long space, unsigned long offset, const char *name, size_t elem,
                      size_t block, int ndims, const long *dims)
{
    pgas_race_object_t *o;
    long count = 1;
    if (!pgas_races_on)
        return;
    o = races_add_object(&races_objects, &races_objects_len, &races_objects_cap, thread, space, offset);
    o->unit = elem ? elem : 1;
    o->block = block;
    o->how = -1;
    o->name = name;
    /* (More dimensions than the record holds: the innermost ones as one.) */
    o->ndims = ndims < PGAS_RACE_DIMS ? ndims : PGAS_RACE_DIMS;
    for (int k = 0; k < ndims; k++) {
        count *= dims[k];
        if (k < o->ndims)
            o->dims[k] = dims[k];
        else
            o->dims[o->ndims - 1] *= dims[k];
    }
    o->count = (uint64_t)count;
}

void pgas_race_member(const char *name, size_t offset, size_t bytes, size_t elem)
{
    if (!pgas_races_on || races_objects_len == 0)
        return;
    races_members = races_grow(races_members, &races_members_cap, races_members_len + 1, sizeof *races_members);
    races_members[races_members_len] = (pgas_race_member_t){ name, offset, bytes, elem && elem < bytes ? elem : bytes };
    if (races_objects[races_objects_len - 1].nmembers++ == 0)
        races_objects[races_objects_len - 1].members = races_members_len;
    races_members_len++;
}

/* The newest dynamic record among the last PGAS_RACE_REUSE_SCAN of this thread's list of the
   block that starts at `offset` of thread's `space`, freed since or not (`freed`); NULL if none. */
static pgas_race_object_t *races_recent(unsigned thread, long space, unsigned long offset, int freed)
{
    for (size_t k = races_allocs_len; k-- > 0 && k + PGAS_RACE_REUSE_SCAN >= races_allocs_len;) {
        pgas_race_object_t *o = &races_allocs[k];
        if (o->how >= 0 && !o->freed_at == !freed && o->space == space && o->base == offset && o->thread == thread)
            return o;
    }
    return NULL;
}

/* The index of the upc_all_alloc block that starts there in races_blocks (its length if none). */
static size_t races_block_at(unsigned thread, long space, unsigned long offset)
{
    size_t k = 0;
    while (k < races_blocks_len
           && !(races_blocks[k].space == space && races_blocks[k].base == offset && races_blocks[k].thread == thread))
        k++;
    return k;
}

void pgas_race_alloc(unsigned thread, long space, unsigned long offset, size_t nblocks, size_t nbytes, int how,
                     const pgas_race_site_t *site)
{
    pgas_race_object_t *o;
    uint64_t block = how == PGAS_RACE_ALLOC_LOCAL || how == PGAS_RACE_ALLOC_LOCAL_BLOCKS ? 0 : nbytes;
    int64_t rel = (int64_t)((const char *)site - (const char *)&pgas_races_on);
    if (!pgas_races_on || races_comm == MPI_COMM_NULL || nblocks * nbytes == 0)
        return;
    /* (An allocation acquires: a free synchronises with the allocation that reuses its memory,
       pgas_race_free.) */
    races_acquires++;
    pgas_races_gen++;
    if (how == PGAS_RACE_ALLOC_ALL) {
        /* Every thread: the block, for its upc_all_free (one record an address: a block freed
           by upc_free is replaced by the next one at its address). */
        size_t k = races_block_at(thread, space, offset);
        if (k == races_blocks_len)
            races_blocks = races_grow(races_blocks, &races_blocks_cap, ++races_blocks_len, sizeof *races_blocks);
        races_blocks[k] = (pgas_race_block_t){ space, offset, nblocks, nbytes, thread };
        if (races_me != 0)
            return;
    }
    /* (The same block as one this thread freed since the last check, from the same call: that
       record again, so that a loop of allocations and frees adds none.) */
    o = races_recent(thread, space, offset, 1);
    if (o && o->how == how && o->block == block && o->count == (uint64_t)(nblocks * nbytes) && o->site == rel) {
        o->freed_at = 0;
        return;
    }
    o = races_add_object(&races_allocs, &races_allocs_len, &races_allocs_cap, thread, space, offset);
    o->unit = 1;
    o->block = block;
    o->count = (uint64_t)(nblocks * nbytes);
    o->how = how;
    o->site = rel;
}

/* The ranges of `list` inside the bytes [lo, hi) of `space` on any thread, not yet freed, marked
   freed by upc_all_free number races_all_frees (a range partly inside cut in two or three). */
static void races_mark_dead(pgas_race_entry_t **list, size_t *len, size_t *cap, int64_t space, uint64_t lo,
                            uint64_t hi)
{
    size_t n = *len;
    for (size_t i = 0; i < n; i++) {
        pgas_race_entry_t e = (*list)[i];
        if (e.dead || e.space != space || e.hi <= lo || e.lo >= hi)
            continue;
        *list = races_grow(*list, cap, *len + 2, sizeof **list);
        if (e.lo < lo) {
            (*list)[*len] = e;
            (*list)[(*len)++].hi = lo;
        }
        if (e.hi > hi) {
            (*list)[*len] = e;
            (*list)[(*len)++].lo = hi;
        }
        (*list)[i].lo = e.lo < lo ? lo : e.lo;
        (*list)[i].hi = e.hi > hi ? hi : e.hi;
        (*list)[i].dead = races_all_frees;
    }
}

void pgas_race_free(unsigned thread, long space, unsigned long offset, int collective)
{
    pgas_race_object_t *o;
    if (!pgas_races_on || races_comm == MPI_COMM_NULL)
        return;
    if (collective) {
        size_t k = races_block_at(thread, space, offset);
        if (k < races_blocks_len) {
            /* A upc_all_alloc block: every thread's accesses to it so far, in its log and among
               the ranges it keeps as an owner, are the freed object's (the memory is valid until
               every thread entered the call): they race with each other, never with the
               accesses to a later object at the same bytes (races_conflict). */
            uint64_t T = (uint64_t)races_threads, b = races_blocks[k].nblocks;
            uint64_t hi = offset + (b + T - 1) / T * races_blocks[k].nbytes;
            races_all_frees++;
            races_mark_dead(&races_log, &races_log_len, &races_log_cap, space, offset, hi);
            races_mark_dead(&races_kept, &races_kept_len, &races_kept_cap, space, offset, hi);
            races_forget();
            races_blocks[k] = races_blocks[--races_blocks_len];
        } else {
            races_releases++; /* (another block: as upc_free on every thread) */
            pgas_races_gen++;
        }
        if (races_me != 0)
            return;
    } else {
        races_releases++; /* (released to the allocation that reuses the memory) */
        pgas_races_gen++;
    }
    /* The names' table: the block's record marked freed (this thread's own since the last
       check), else a notice of the free for thread 0 at the next check. */
    o = races_recent(thread, space, offset, 0);
    if (o) {
        o->freed_at = 1;
        return;
    }
    o = races_add_object(&races_allocs, &races_allocs_len, &races_allocs_cap, thread, space, offset);
    o->how = PGAS_RACE_FREE_NOTICE;
}

/* Collective (at a check): the allocations made since the last one, to thread 0's table. */
static void races_gather_allocs(void)
{
    int n = (int)(races_allocs_len * sizeof *races_allocs), *counts = NULL, *displs = NULL, total = 0;
    pgas_race_object_t *at = NULL;
    if (races_me == 0) {
        counts = malloc(sizeof(int) * 2 * (size_t)races_threads);
        displs = counts + races_threads;
    }
    MPI_Gather(&n, 1, MPI_INT, counts, 1, MPI_INT, 0, races_comm);
    if (races_me == 0) {
        for (int t = 0; t < races_threads; t++) {
            displs[t] = total;
            total += counts[t];
        }
        races_objects = races_grow(races_objects, &races_objects_cap,
                                   races_objects_len + (size_t)total / sizeof *at + 1, sizeof *races_objects);
        at = races_objects + races_objects_len;
    }
    MPI_Gatherv(races_allocs, n, MPI_BYTE, at, counts, displs, MPI_BYTE, 0, races_comm);
    if (races_me == 0) {
        size_t from = races_objects_len, to = from, end = from + (size_t)total / sizeof *at, nn = 0;
        pgas_race_object_t *notices = malloc(sizeof *notices * (end - from + 1));
        if (!notices) {
            fprintf(stderr, "UPC race checker: out of memory\n");
            abort();
        }
        /* The allocations (freed since: freed at this check), then the frees of the others. */
        for (size_t i = from; i < end; i++) {
            if (races_objects[i].how == PGAS_RACE_FREE_NOTICE) {
                notices[nn++] = races_objects[i];
                continue;
            }
            races_objects[i].freed_at = races_objects[i].freed_at ? races_checks : 0;
            races_objects[to++] = races_objects[i];
        }
        for (size_t i = 0; i < nn; i++)
            for (size_t k = to; k-- > 0;) {
                pgas_race_object_t *o = &races_objects[k];
                if (o->how >= 0 && !o->freed_at && o->space == notices[i].space && o->base == notices[i].base
                    && o->thread == notices[i].thread) {
                    o->freed_at = races_checks;
                    break;
                }
            }
        free(notices);
        races_objects_len = to;
        free(counts);
    }
    races_allocs_len = 0;
}

/* Thread 0, at the end of a check: the dynamic objects freed before this check forgotten (a
   race on a freed object's bytes is found at the check that learns of the free or at the next,
   through the ranges kept there). */
static void races_trim_objects(void)
{
    size_t to = 0;
    for (size_t k = 0; k < races_objects_len; k++)
        if (!(races_objects[k].how >= 0 && races_objects[k].freed_at && races_objects[k].freed_at < races_checks))
            races_objects[to++] = races_objects[k];
    races_objects_len = to;
}

/* The element of object o that holds byte `offset` of thread t's `space`, in elements from its
   first (the byte in it at *within); -1 when o does not hold it. */
static long long races_element(const pgas_race_object_t *o, uint32_t t, int64_t space, uint64_t offset,
                               uint64_t *within)
{
    uint64_t T = (uint64_t)races_threads, units, blocks_here, row, linear;
    if (o->space != space || offset < o->base || o->count == 0)
        return -1;
    units = (offset - o->base) / o->unit;
    if (o->block == 0) {
        if (t != o->thread || units >= o->count)
            return -1;
        linear = units;
    } else {
        blocks_here = (o->count + o->block - 1) / o->block;
        row = units / o->block;
        if (row >= (blocks_here + T - 1) / T)
            return -1;
        linear = (row * T + (t + T - o->thread % T) % T) * o->block + units % o->block;
        if (linear >= o->count)
            return -1;
    }
    *within = (offset - o->base) % o->unit;
    return (long long)linear;
}

/* Thread 0: the bytes of a race as the program names them, in `buf`: `a[17]` (a static
   object), the byte of a dynamic allocation and its site, or the thread's shared offset. */
static void races_name(char *buf, size_t size, uint32_t t, int64_t space, uint64_t offset)
{
    static const char *const how[] = { "upc_alloc", "upc_global_alloc", "upc_all_alloc", "upc_local_alloc" };
    /* (The newest allocation first: a freed block's bytes may be another's since.) */
    for (size_t k = races_objects_len; k-- > 0;) {
        const pgas_race_object_t *o = &races_objects[k];
        uint64_t within = 0;
        long long e = races_element(o, t, space, offset, &within);
        size_t len;
        if (e < 0)
            continue;
        if (o->how >= 0) {
            const pgas_race_site_t *s = races_site(o->site);
            snprintf(buf, size, "byte %lld of the block of %s at %s:%d (on thread %u)", e, how[o->how], s->file,
                     s->line, (unsigned)t);
            return;
        }
        len = (size_t)snprintf(buf, size, "`%s", o->name);
        {
            long long idx[PGAS_RACE_DIMS];
            /* (The indices from the innermost; the outermost takes what is left.) */
            for (int d = o->ndims; d-- > 0;) {
                long long n = o->dims[d] > 0 ? o->dims[d] : 1;
                idx[d] = d ? e % n : e;
                e = d ? e / n : 0;
            }
            for (int d = 0; d < o->ndims && len < size; d++)
                len += (size_t)snprintf(buf + len, size - len, "[%lld]", idx[d]);
        }
        /* (The member of a struct element that holds the byte.) */
        for (size_t m = o->members; m < o->members + o->nmembers && len < size; m++)
            if (within >= races_members[m].offset && within < races_members[m].offset + races_members[m].bytes) {
                len += (size_t)snprintf(buf + len, size - len, ".%s", races_members[m].name);
                within -= races_members[m].offset;
                if (races_members[m].elem < races_members[m].bytes && len < size) {
                    /* (an array member: its element) */
                    len += (size_t)snprintf(buf + len, size - len, "[%zu]", within / races_members[m].elem);
                    within %= races_members[m].elem;
                }
                break;
            }
        if (len < size && within)
            len += (size_t)snprintf(buf + len, size - len, "` (its byte %llu", (unsigned long long)within);
        else if (len < size)
            len += (size_t)snprintf(buf + len, size - len, "` (");
        if (len < size)
            snprintf(buf + len, size - len, "%son thread %u)", within ? ", " : "", (unsigned)t);
        return;
    }
    snprintf(buf, size, "shared offset %llu of thread %u", (unsigned long long)offset, (unsigned)t);
}

void pgas_race_access(unsigned thread, long space, unsigned long offset, size_t n, int kind,
                      const pgas_race_site_t *site)
{
    pgas_race_access_hinted(thread, space, offset, n, kind, site, NULL);
}

void pgas_race_access_hinted(unsigned thread, long space, unsigned long offset, size_t n, int kind,
                             const pgas_race_site_t *site, pgas_race_hint_t *hint)
{
    int64_t rel = (int64_t)((const char *)site - (const char *)&pgas_races_on);
    size_t slot = ((uint64_t)rel * 0x9E3779B97F4A7C15ull ^ thread * 0xC2B2AE3D27D4EB4Full) % PGAS_RACE_CACHE;
    pgas_race_entry_t *e;
    if (!pgas_races_on || n == 0 || races_comm == MPI_COMM_NULL)
        return;
    /* (A strict read repeated with nothing in between, a spin on a flag, is one range and one
       acquire.) */
    if (races_cache[slot]) {
        e = &races_log[races_cache[slot] - 1];
        if (e->site == rel && e->owner == thread && e->space == space && e->kind == (uint32_t)kind
            && e->seg == races_seg && e->rel_before == races_releases && e->acq_before == races_acquires
            && offset <= e->hi && offset + n >= e->lo) {
            if (offset < e->lo)
                e->lo = offset;
            if (offset + n > e->hi)
                e->hi = offset + n;
            goto hinted;
        }
    }
    if ((kind & PGAS_RACE_STRICT) && (!(kind & PGAS_RACE_WRITE) || (kind & PGAS_RACE_ATOMIC))) {
        races_acquires++; /* a strict read (or atomic) acquires (its own access counted after it) */
        pgas_races_gen++;
    }
    if (races_log_len >= races_log_max) {
        races_dropped++; /* (a full log: missed, see the top of this file) */
        goto logged;
    }
    if (races_log_len + 1 > races_log_cap) {
        races_log = races_grow(races_log, &races_log_cap, races_log_len + 1, sizeof *races_log);
        pgas_races_gen++; /* (the hints point into the log) */
    }
    e = &races_log[races_log_len++];
    e->lo = offset;
    e->hi = offset + n;
    e->space = (int32_t)space;
    e->dead = 0;
    e->site = rel;
    e->owner = thread;
    e->thread = (uint32_t)races_me;
    e->seg = races_seg;
    e->kind = (uint32_t)kind;
    e->rel_before = races_releases;
    e->acq_before = races_acquires;
    races_cache[slot] = races_log_len;
hinted:
    if (hint && !(kind & PGAS_RACE_STRICT)) {
        hint->gen = pgas_races_gen;
        hint->range = &e->lo;
        hint->thread = thread;
        hint->space = space;
        hint->kind = kind;
    }
logged:
    if ((kind & PGAS_RACE_STRICT) && (kind & PGAS_RACE_WRITE)) {
        races_releases++; /* a strict write releases what came before it */
        pgas_races_gen++;
    }
}

/* The start of a segment: its acquire count recorded, the log's cache forgotten. */
static void races_next_segment(void)
{
    races_seg++;
    races_sync.acq_at_seg[races_seg % PGAS_RACE_RING] = races_acquires;
    races_forget();
}

/* (Collective: every thread, before the program's main.) */
void pgas_races_start(void)
{
    if (!pgas_races_on)
        return;
    MPI_Comm_dup(PGAS_RACES_COMM, &races_comm);
    races_me = PGAS_RACES_MYTHREAD;
    races_threads = PGAS_RACES_THREADS;
    races_seg_main = races_seg;
    {
        const char *mb = getenv("PGAS_RACES_LOG_MB");
        long v = mb ? atol(mb) : 0;
        races_log_max = (size_t)(v > 0 ? v : PGAS_RACES_LOG_MB_DEFAULT) * 1048576 / sizeof(pgas_race_entry_t);
    }
}

void pgas_races_acquire(void)
{
    if (pgas_races_on) {
        races_acquires++;
        pgas_races_gen++;
    }
}

void pgas_races_release(void)
{
    if (pgas_races_on) {
        races_releases++;
        pgas_races_gen++;
    }
}

void pgas_races_fence(void)
{
    if (pgas_races_on) {
        races_releases++;
        races_acquires++;
        pgas_races_gen++;
    }
}

void pgas_races_notify(void)
{
    if (pgas_races_on)
        races_next_segment();
}

/* Whether an access in segment a is ordered before one (of another thread) in segment b by
   the barriers. */
static int races_barrier_before(uint32_t a, uint32_t b) { return b >= 2 * ((a + 1) / 2) + 2; }

/* Whether X may be ordered before Y by other synchronisation (see the top of this file). */
static int races_sync_before(const pgas_race_entry_t *x, const pgas_race_entry_t *y, const pgas_race_sync_t *all)
{
    uint32_t s0 = x->seg >= 2 ? 2 * (x->seg / 2) - 1 : 0;
    uint64_t acq_from = s0 + PGAS_RACE_RING > races_seg ? all[y->thread].acq_at_seg[s0 % PGAS_RACE_RING] : 0;
    return all[x->thread].releases > x->rel_before && y->acq_before > acq_from;
}

static int races_conflict(const pgas_race_entry_t *x, const pgas_race_entry_t *y, const pgas_race_sync_t *all)
{
    if (x->thread == y->thread || !((x->kind | y->kind) & PGAS_RACE_WRITE))
        return 0;
    /* (Bytes freed by a upc_all_free after one access and not the other: two objects.) */
    if (x->dead != y->dead)
        return 0;
    if ((x->kind & y->kind & PGAS_RACE_STRICT) || (x->kind & y->kind & PGAS_RACE_ATOMIC))
        return 0;
    if ((x->kind & y->kind & PGAS_RACE_KEPT) || races_barrier_before(x->seg, y->seg)
        || races_barrier_before(y->seg, x->seg))
        return 0;
    return !races_sync_before(x, y, all) && !races_sync_before(y, x, all);
}

static int races_by_address(const void *a, const void *b)
{
    const pgas_race_entry_t *x = a, *y = b;
    if (x->space != y->space)
        return x->space < y->space ? -1 : 1;
    if (x->lo != y->lo)
        return x->lo < y->lo ? -1 : 1;
    return 0;
}

/* The classes of ranges by how they synchronise: plain (relaxed, not atomic), strict, atomic,
   strict and atomic. Two strict ranges never race, nor two atomic ones (races_conflict), so a
   range of class c is compared only with the classes of races_partners[c]: a program that
   makes many strict or atomic accesses to one place (a flag, a counter) is compared in time
   linear in them, not quadratic. */
enum { RACES_PLAIN, RACES_STRICT, RACES_ATOMIC, RACES_STRICT_ATOMIC, RACES_CLASSES };
static const unsigned races_partners[RACES_CLASSES] = {
    [RACES_PLAIN] = 1u << RACES_PLAIN | 1u << RACES_STRICT | 1u << RACES_ATOMIC | 1u << RACES_STRICT_ATOMIC,
    [RACES_STRICT] = 1u << RACES_PLAIN | 1u << RACES_ATOMIC,
    [RACES_ATOMIC] = 1u << RACES_PLAIN | 1u << RACES_STRICT,
    [RACES_STRICT_ATOMIC] = 1u << RACES_PLAIN,
};

static unsigned races_class(const pgas_race_entry_t *e)
{
    return ((e->kind & PGAS_RACE_STRICT) ? RACES_STRICT : 0) | ((e->kind & PGAS_RACE_ATOMIC) ? RACES_ATOMIC : 0);
}

/* The order of races_prune: by address, then by what makes two ranges interchangeable (thread,
   site, kind, segment), then by the acquires before them. */
static int races_by_group(const void *a, const void *b)
{
    const pgas_race_entry_t *x = a, *y = b;
    int c = races_by_address(a, b);
    if (c)
        return c;
    if (x->hi != y->hi)
        return x->hi < y->hi ? -1 : 1;
    if (x->thread != y->thread)
        return x->thread < y->thread ? -1 : 1;
    if (x->site != y->site)
        return x->site < y->site ? -1 : 1;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    if (x->seg != y->seg)
        return x->seg < y->seg ? -1 : 1;
    if (x->dead != y->dead)
        return x->dead < y->dead ? -1 : 1;
    if (x->acq_before != y->acq_before)
        return x->acq_before < y->acq_before ? -1 : 1;
    return 0;
}

/* The ranges `in` with those that can make no report the others do not removed; returns how
   many are left. Ranges of one thread on the same bytes from one site, of one kind, in one
   segment (a locked update repeated in a loop: each a range of its own, as its release and
   acquire counts differ) differ only by their counts. Another thread's range y races with such
   a range x when (1) x's thread released nothing after x, or y made no acquire since x's
   segment, and (2) y's thread released nothing after y, or x made no acquire since y's segment
   (races_sync_before). Condition (1) holds for the group's ranges that have no release after
   them whenever it does for x, and for all of the group whenever it does for an x with a
   release after it; condition (2) holds whenever it does for a range with fewer acquires
   before it. So the group's first range (fewest acquires) and its first range with no release
   after it report every pair that the group does: the others are dropped, and the comparison
   is linear in the repetitions instead of quadratic. */
static size_t races_prune(pgas_race_entry_t *in, size_t n, const pgas_race_sync_t *all)
{
    size_t out = 0;
    qsort(in, n, sizeof *in, races_by_group);
    for (size_t i = 0; i < n;) {
        size_t j = i + 1, last = n;
        for (; j < n; j++) {
            const pgas_race_entry_t *x = &in[i], *y = &in[j];
            if (!(x->space == y->space && x->lo == y->lo && x->hi == y->hi && x->thread == y->thread
                  && x->site == y->site && x->kind == y->kind && x->seg == y->seg && x->dead == y->dead))
                break;
        }
        /* [i, j): one group, by acquires; its first range with no release after it. */
        for (size_t k = i; k < j && last == n; k++)
            if (in[k].rel_before == all[in[k].thread].releases)
                last = k;
        in[out++] = in[i];
        if (last != n && last != i)
            in[out++] = in[last];
        i = j;
    }
    return out;
}

/* The races among the ranges `in` (all on this thread), one per pair of sites. */
static pgas_race_found_t *races_compare(pgas_race_entry_t *in, size_t n, const pgas_race_sync_t *all,
                                        size_t *found_len)
{
    pgas_race_found_t *found = NULL;
    size_t len = 0, cap = 0;
    /* next[c][j]: the first range of class c at index j or after (n when none). */
    size_t next_cap = 0, *next = races_grow(NULL, &next_cap, RACES_CLASSES * (n + 1), sizeof *next);
    qsort(in, n, sizeof *in, races_by_address);
    for (unsigned c = 0; c < RACES_CLASSES; c++)
        next[c * (n + 1) + n] = n;
    for (size_t j = n; j-- > 0;)
        for (unsigned c = 0; c < RACES_CLASSES; c++)
            next[c * (n + 1) + j] = races_class(&in[j]) == c ? j : next[c * (n + 1) + j + 1];
    for (size_t i = 0; i < n; i++) {
        unsigned partners = races_partners[races_class(&in[i])];
        for (size_t j = i + 1;; j++) {
            const pgas_race_entry_t *x = &in[i], *y;
            int64_t a, b;
            size_t k, to = n;
            /* (The next range of a partner class: the ranges are in the same order as without
               the skip, so the same pair is found first.) */
            for (unsigned c = 0; c < RACES_CLASSES; c++)
                if ((partners >> c & 1) && next[c * (n + 1) + j] < to)
                    to = next[c * (n + 1) + j];
            j = to;
            if (j >= n || in[j].space != in[i].space || in[j].lo >= in[i].hi)
                break;
            y = &in[j];
            if (!races_conflict(x, y, all))
                continue;
            /* The earlier segment (then the lower thread) first. */
            if (y->seg < x->seg || (y->seg == x->seg && y->thread < x->thread)) {
                const pgas_race_entry_t *t = x;
                x = y;
                y = t;
            }
            a = x->site < y->site ? x->site : y->site;
            b = x->site < y->site ? y->site : x->site;
            for (k = 0; k < len; k++)
                if ((found[k].site[0] == a && found[k].site[1] == b) || (found[k].site[0] == b && found[k].site[1] == a))
                    break;
            if (k < len)
                continue;
            found = races_grow(found, &cap, len + 1, sizeof *found);
            found[len].site[0] = x->site;
            found[len].site[1] = y->site;
            found[len].thread[0] = x->thread;
            found[len].thread[1] = y->thread;
            found[len].kind[0] = x->kind;
            found[len].kind[1] = y->kind;
            found[len].seg[0] = x->seg;
            found[len].seg[1] = y->seg;
            found[len].owner = x->owner;
            found[len].space = x->space;
            found[len].offset = y->lo > x->lo ? y->lo : x->lo;
            len++;
        }
    }
    free(next);
    *found_len = len;
    return found;
}

static int races_same_line(const pgas_race_site_t *a, const pgas_race_site_t *b)
{
    return a->line == b->line && strcmp(a->file, b->file) == 0;
}

/* Thread 0: a race, printed (in one write) unless one of the same pair of lines was. */
static void races_print(const pgas_race_found_t *f)
{
    const pgas_race_site_t *s[2] = { races_site(f->site[0]), races_site(f->site[1]) };
    char msg[2048], what[512];
    int len;
    for (size_t k = 0; k < races_pairs_len; k++) {
        const pgas_race_site_t *r[2] = { races_site(races_pairs[k][0]), races_site(races_pairs[k][1]) };
        if ((races_same_line(r[0], s[0]) && races_same_line(r[1], s[1]))
            || (races_same_line(r[0], s[1]) && races_same_line(r[1], s[0])))
            return;
    }
    races_pairs = races_grow(races_pairs, &races_pairs_cap, races_pairs_len + 1, sizeof *races_pairs);
    races_pairs[races_pairs_len][0] = f->site[0];
    races_pairs[races_pairs_len][1] = f->site[1];
    races_pairs_len++;
    races_reported++;
    races_name(what, sizeof what, f->owner, f->space, f->offset);
    len = snprintf(msg, sizeof msg,
                   "%s:%d: UPC data race (barrier phase %u) on %s\n"
                   "  %s by thread %u at %s:%d in %s: `%s`\n"
                   "  %s by thread %u at %s:%d in %s: `%s`\n",
                   s[1]->file, s[1]->line, (unsigned)((f->seg[1] - races_seg_main) / 2), what, (f->kind[0] & PGAS_RACE_WRITE) ? "write" : "read",
                   (unsigned)f->thread[0], s[0]->file, s[0]->line, s[0]->func, s[0]->text,
                   (f->kind[1] & PGAS_RACE_WRITE) ? "write" : "read", (unsigned)f->thread[1], s[1]->file,
                   s[1]->line, s[1]->func, s[1]->text);
    if (len > (int)sizeof msg - 1)
        len = (int)sizeof msg - 1;
    if (write(2, msg, (size_t)len) < 0) {
        /* nothing more to do */
    }
}

/* Collective: the accesses since the last check compared at their owners, the races printed
   by thread 0. `last`: the end of the run (nothing is kept). */
static void races_check(int last)
{
    int *scount, *sdispl, *rcount, *rdispl, fcount, *fcounts = NULL, *fdispls = NULL;
    pgas_race_entry_t *sbuf, *rbuf, *all_in;
    pgas_race_sync_t *sync;
    pgas_race_found_t *found, *all_found = NULL;
    size_t rn = 0, n_in, found_len, kept = 0;
    int T;
    if (races_comm == MPI_COMM_NULL)
        return; /* (a barrier before the program's main) */
    races_checks++;
    T = races_threads;
    scount = calloc((size_t)T * 4, sizeof(int));
    sdispl = scount + T;
    rcount = scount + 2 * T;
    rdispl = scount + 3 * T;
    sync = malloc(sizeof *sync * (size_t)T);
    sbuf = malloc(sizeof *sbuf * (races_log_len + 1));
    if (!scount || !sync || !sbuf) {
        fprintf(stderr, "UPC race checker: out of memory\n");
        abort();
    }
    /* The ranges by owner. */
    for (size_t i = 0; i < races_log_len; i++)
        scount[races_log[i].owner]++;
    for (int t = 1; t < T; t++)
        sdispl[t] = sdispl[t - 1] + scount[t - 1];
    {
        int *at = calloc((size_t)T, sizeof(int));
        for (size_t i = 0; i < races_log_len; i++) {
            uint32_t o = races_log[i].owner;
            sbuf[sdispl[o] + at[o]++] = races_log[i];
        }
        free(at);
    }
    races_log_len = 0;
    races_forget();
    races_sync.releases = races_releases;
    races_sync.dropped = races_dropped;
    MPI_Allgather(&races_sync, (int)sizeof races_sync, MPI_BYTE, sync, (int)sizeof races_sync, MPI_BYTE, races_comm);
    for (int t = 0; t < T && races_me == 0 && !races_warned; t++)
        if (sync[t].dropped) {
            const char *mb = getenv("PGAS_RACES_LOG_MB");
            long v = mb ? atol(mb) : 0;
            char msg[256];
            int len = snprintf(msg, sizeof msg,
                               "UPC race checker: warning: thread %d's log of accesses between two barriers "
                               "filled (PGAS_RACES_LOG_MB=%ld): checking is partial (the accesses past it are "
                               "not checked)\n",
                               t, v > 0 ? v : (long)PGAS_RACES_LOG_MB_DEFAULT);
            races_warned = 1;
            if (write(2, msg, (size_t)len) < 0) {
                /* nothing more to do */
            }
        }
    MPI_Alltoall(scount, 1, MPI_INT, rcount, 1, MPI_INT, races_comm);
    for (int t = 0; t < T; t++) {
        rdispl[t] = (int)rn;
        rn += (size_t)rcount[t];
    }
    /* (Counts and displacements in bytes.) */
    for (int t = 0; t < T; t++) {
        scount[t] *= (int)sizeof *sbuf;
        sdispl[t] *= (int)sizeof *sbuf;
        rcount[t] *= (int)sizeof *sbuf;
        rdispl[t] *= (int)sizeof *sbuf;
    }
    n_in = rn + races_kept_len;
    all_in = malloc(sizeof *all_in * (n_in + 1));
    rbuf = all_in;
    MPI_Alltoallv(sbuf, scount, sdispl, MPI_BYTE, rbuf, rcount, rdispl, MPI_BYTE, races_comm);
    free(sbuf);
    if (races_kept_len)
        memcpy(all_in + rn, races_kept, sizeof *all_in * races_kept_len);
    n_in = races_prune(all_in, n_in, sync);
    found = races_compare(all_in, n_in, sync, &found_len);
    /* Keep the ranges of the segments between notify and wait. */
    free(races_kept);
    races_kept = NULL;
    races_kept_len = races_kept_cap = 0;
    if (!last) {
        for (size_t i = 0; i < n_in; i++)
            if (all_in[i].seg % 2 == 1 && !(all_in[i].kind & PGAS_RACE_KEPT)) {
                all_in[i].kind |= PGAS_RACE_KEPT;
                all_in[kept++] = all_in[i];
            }
        races_kept = all_in;
        races_kept_len = kept;
        races_kept_cap = n_in + 1;
    } else {
        free(all_in);
    }
    /* The races to thread 0, and the allocations that name their bytes. */
    races_gather_allocs();
    fcount = (int)(found_len * sizeof *found);
    if (races_me == 0) {
        fcounts = malloc(sizeof(int) * 2 * (size_t)T);
        fdispls = fcounts + T;
    }
    MPI_Gather(&fcount, 1, MPI_INT, fcounts, 1, MPI_INT, 0, races_comm);
    if (races_me == 0) {
        size_t total = 0;
        for (int t = 0; t < T; t++) {
            fdispls[t] = (int)total;
            total += (size_t)fcounts[t];
        }
        all_found = malloc(total + 1);
        MPI_Gatherv(found, fcount, MPI_BYTE, all_found, fcounts, fdispls, MPI_BYTE, 0, races_comm);
        for (size_t k = 0; k < total / sizeof *found; k++)
            races_print(&all_found[k]);
        free(all_found);
        free(fcounts);
        races_trim_objects();
    } else {
        MPI_Gatherv(found, fcount, MPI_BYTE, NULL, NULL, NULL, MPI_BYTE, 0, races_comm);
    }
    free(found);
    free(sync);
    free(scount);
}

void pgas_races_wait(void)
{
    if (!pgas_races_on)
        return;
    races_next_segment();
    races_check(0);
}

int pgas_races_end(int status)
{
    uint64_t reported;
    const char *how = getenv("PGAS_RACES");
    if (!pgas_races_on || races_comm == MPI_COMM_NULL)
        return status;
    races_next_segment();
    races_check(1);
    reported = races_reported;
    MPI_Bcast(&reported, 1, MPI_UINT64_T, 0, races_comm);
    if (reported == 0)
        return status;
    if (races_me == 0) {
        char msg[256];
        int len = snprintf(msg, sizeof msg, "UPC race checker: %llu data race%s reported\n",
                           (unsigned long long)reported, reported == 1 ? "" : "s");
        if (write(2, msg, (size_t)len) < 0) {
            /* nothing more to do */
        }
    }
    if (status == 0 && !(how && strcmp(how, "warn") == 0))
        return PGAS_RACES_STATUS;
    return status;
}

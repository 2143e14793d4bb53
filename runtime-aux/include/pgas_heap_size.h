/* pgas_heap_size.h - the size of each thread's shared heap, the same rule in the runtime of
   `--to upcr` (the shared segment, upcr_startup_attach) and the library of `--to ga` (its two
   heaps, upcga_heap_init).

   The heap is only reserved: a page costs memory once the program writes it. On one node the
   heaps of all its threads are shared memory, files of /dev/shm (under Open MPI, which refuses
   a window larger than the free space there with a bare MPI_ERR_INTERN). So the default, when
   neither UPC_SHARED_HEAP_SIZE nor `pgas-xlate cc -shared-heap` gives a size, is
   PGAS_DEFAULT_HEAP_BYTES, or less when the node cannot hold that for each of its threads: 7/8
   of the smaller of the physical memory and the free space of /dev/shm, divided among the
   processes of the node (the rule of the GA-on-UPC library, runtime-aux/ga-upc, without its
   floor of 64 MB), at least PGAS_MIN_HEAP_BYTES. A size that was asked for and cannot fit in
   the free space of /dev/shm is refused with one line that gives the sizes and the fix, before
   MPI is asked for the memory. */
#ifndef PGAS_HEAP_SIZE_H
#define PGAS_HEAP_SIZE_H

#include <ctype.h>
#include <stdio.h>
#include <sys/statvfs.h>
#include <unistd.h>

#define PGAS_DEFAULT_HEAP_BYTES (128ull << 20)
#define PGAS_MIN_HEAP_BYTES (1ull << 20)

/* The runtime error of a malformed UPC_SHARED_HEAP_SIZE (its value for %s), in both backends. */
#define PGAS_HEAP_SIZE_MALFORMED                                                                \
    "UPC_SHARED_HEAP_SIZE=%s is not a shared heap size: say a number of MB (256), or 256MB, 64KB, 1GB"

/* UPC_SHARED_HEAP_SIZE as upcrun reads it (and `pgas-xlate run`, which passes it on with its
   unit): a bare number is MB; else a number with a unit B, K or KB, M or MB, G or GB, T or TB
   (any case, blanks allowed around it). Returns the bytes; 0 when malformed, zero or too large. */
static inline unsigned long long pgas_parse_heap_size(const char *s)
{
    unsigned long long v = 0, unit = 1ull << 20;
    const char *p = s;
    char u[3] = { 0, 0, 0 };
    int n = 0;
    while (isspace((unsigned char)*p))
        p++;
    if (!isdigit((unsigned char)*p))
        return 0;
    for (; isdigit((unsigned char)*p); p++) {
        if (v > (~0ull - 9) / 10)
            return 0;
        v = v * 10 + (unsigned long long)(*p - '0');
    }
    while (isspace((unsigned char)*p))
        p++;
    while (isalpha((unsigned char)*p)) {
        if (n == 2)
            return 0;
        u[n++] = (char)toupper((unsigned char)*p++);
    }
    while (isspace((unsigned char)*p))
        p++;
    if (*p || (n == 2 && (u[1] != 'B' || u[0] == 'B')))
        return 0;
    switch (u[0]) {
    case 0: break;
    case 'B': unit = 1; break;
    case 'K': unit = 1ull << 10; break;
    case 'M': unit = 1ull << 20; break;
    case 'G': unit = 1ull << 30; break;
    case 'T': unit = 1ull << 40; break;
    default: return 0;
    }
    return v > ~0ull / unit ? 0 : v * unit;
}

/* The free space of /dev/shm in bytes; 0 when unknown. */
static inline unsigned long long pgas_shm_free(void)
{
    struct statvfs fs;
    if (statvfs("/dev/shm", &fs) != 0)
        return 0;
    return (unsigned long long)fs.f_bavail * (unsigned long long)fs.f_frsize;
}

/* The bytes the heaps of all the node's threads may reserve together: 7/8 of the smaller of the
   physical memory and the free space of /dev/shm (0 when neither is known). */
static inline unsigned long long pgas_node_heap_room(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    unsigned long long room = pages > 0 && page > 0 ? (unsigned long long)pages * (unsigned long long)page : 0;
    unsigned long long shm = pgas_shm_free();
    if (shm > 0 && (room == 0 || shm < room))
        room = shm;
    return room / 8 * 7;
}

/* The default heap of each of the `processes` processes of this node (whole MB). */
static inline unsigned long long pgas_default_heap_bytes(long processes)
{
    unsigned long long room = pgas_node_heap_room(), bytes = PGAS_DEFAULT_HEAP_BYTES;
    if (room > 0 && processes > 0 && room / (unsigned long long)processes < bytes)
        bytes = room / (unsigned long long)processes & ~((1ull << 20) - 1);
    return bytes < PGAS_MIN_HEAP_BYTES ? PGAS_MIN_HEAP_BYTES : bytes;
}

/* Whether a heap of `bytes` that was asked for (`how`: "UPC_SHARED_HEAP_SIZE=1GB", ...) fits
   `processes` times in the free space of /dev/shm; if not, the one-line reason and fix into
   msg (the size to ask for: the node's room divided among its threads). */
static inline int pgas_heap_fits(unsigned long long bytes, const char *how, long processes, char *msg, size_t size)
{
    unsigned long long shm = pgas_shm_free(), fit;
    if (shm == 0 || processes <= 0 || bytes <= shm / (unsigned long long)processes)
        return 1;
    fit = pgas_node_heap_room() / (unsigned long long)processes;
    snprintf(msg, size,
             "the shared heap does not fit on this node: %s asks %llu MB for each of its %ld threads, %llu MB in "
             "all, and /dev/shm has %llu MB free; ask for at most %llu MB (UPC_SHARED_HEAP_SIZE=%lluMB, "
             "`pgas-xlate run --shared-heap %lluMB`), leave it unset to let the runtime size it, or run fewer "
             "threads on a node",
             how, bytes >> 20, processes, (bytes >> 20) * (unsigned long long)processes, shm >> 20, fit >> 20,
             fit >> 20, fit >> 20);
    return 0;
}

#endif

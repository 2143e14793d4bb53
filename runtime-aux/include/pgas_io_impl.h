/* pgas_io_impl.h - the UPC-IO library (upc_io.h) over MPI-IO, shared by the runtime of
   `--to upcr` (runtime-aux/upcr/upcr_io.c) and the auxiliary library of `--to ga`
   (runtime-aux/ga-aux/upcga_io.c). The including file first includes its upc_io.h view (which
   defines PGAS_IO_SHARED_PTR, its pointer-to-shared type, and PGAS_IO_FN) and defines:

     PGAS_IO_ADD(p, size, n, b)  p + n for elements of `size` bytes in blocks of b (0: indefinite)
     PGAS_IO_PHASE(p)            the phase of p (elements)
     PGAS_IO_MEMGET(dst, p, n)   upc_memget
     PGAS_IO_MEMPUT(p, src, n)   upc_memput
     PGAS_IO_BARRIER()           upc_barrier
     PGAS_IO_COMM                the MPI communicator of the threads (rank = MYTHREAD)
     PGAS_IO_MYTHREAD, PGAS_IO_THREADS
     PGAS_IO_ISNULL(p)           p is the null pointer-to-shared
     PGAS_IO_ERROR(msg)          a runtime error naming msg, at the program's line (no return)
     PGAS_IO_ONE_REPORT()        before an error every thread finds at once (a single-valued
                                 argument): thread 0 reports it, the others give it time to
                                 end the job first

   How it maps onto MPI-IO: a file is one MPI_File opened collectively on PGAS_IO_COMM. File
   pointers are kept here (an individual one per thread, or a common one that every thread holds
   and moves identically); every transfer is explicit-offset and independent, one per contiguous
   file extent: MPI_File_read_at/MPI_File_write_at in synchronous calls, MPI_File_iread_at/
   MPI_File_iwrite_at in asynchronous ones (completed by MPI_Wait, polled with
   MPI_Request_get_status).
   Shared buffers go through a private staging buffer (upc_memget before a write, upc_memput
   after a read). Reads and writes of a shared buffer with the common file pointer split the
   bytes in THREADS contiguous parts, one per thread; the common pointer moves by their sum.
   Flags map to amode bits (UPC_CREATE, UPC_EXCL, UPC_DELETE_ON_CLOSE, UPC_RDONLY/WRONLY/RDWR),
   UPC_TRUNC to MPI_File_set_size(0), UPC_APPEND to an initial pointer at the end of the file,
   UPC_STRONG_CA to MPI_File_set_atomicity, hints to the MPI_Info of MPI_File_open and
   MPI_File_set_info; upc_all_fsync is MPI_File_sync, upc_all_fset_size MPI_File_set_size,
   upc_all_fget_size MPI_File_get_size. MPI error classes become errno values. */
#ifndef PGAS_IO_IMPL_H
#define PGAS_IO_IMPL_H

#include <errno.h>
#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What a read or write moves, besides the file extents. */
enum io_memory {
    IO_DIRECT,        /* the staging buffer is the caller's private buffer */
    IO_LOCAL_VEC,     /* private regions (list I/O) */
    IO_SHARED_RANGE,  /* bytes [first, first + n) of a shared buffer */
    IO_SHARED_VEC     /* shared regions (list I/O) */
};

/* One read or write of this thread: file extents, each read into or written from the staging
   buffer at `pos`, and where the staged bytes live in memory. */
struct io_op {
    int write;
    int fp_kind;       /* 0: list I/O (no file pointer moves), else the file pointer type */
    int flags;         /* synchronisation flags */
    size_t next;       /* extents */
    MPI_Offset *off;
    size_t *len;
    size_t *pos;
    MPI_Request *req;  /* one per extent */
    long long *got;    /* bytes each extent moved; -1 while its request is pending */
    char *buf;
    size_t total;      /* bytes of the staging buffer */
    enum io_memory memory;
    size_t nvec;
    struct upc_local_memvec *lvec;
    struct upc_shared_memvec *svec;
    PGAS_IO_SHARED_PTR base; /* IO_SHARED_RANGE: the buffer, its element size and block size */
    size_t elem, block, first;
    int err;           /* errno of a failure while starting, else 0 */
};

struct pgas_upc_file {
    MPI_File fh;
    int flags;           /* the open flags, file pointer type and consistency as they are now */
    char *name;
    upc_off_t fp;        /* this thread's file pointer (the same on every thread when common) */
    size_t nhints;
    struct upc_hint *hints;
    int async;           /* an asynchronous operation is outstanding */
    struct io_op op;     /* that operation */
};

#define IO_ACCESS (UPC_RDONLY | UPC_WRONLY | UPC_RDWR)
#define IO_FP (UPC_INDIVIDUAL_FP | UPC_COMMON_FP)
#define IO_KNOWN_FLAGS                                                                         \
    (IO_ACCESS | IO_FP | UPC_APPEND | UPC_CREATE | UPC_EXCL | UPC_STRONG_CA | UPC_TRUNC |      \
     UPC_DELETE_ON_CLOSE)
/* Largest extent handed to MPI in one request (counts are ints). */
#define IO_MAX_REQUEST ((size_t)1 << 30)

/* errno for an MPI error code. */
static int io_errno(int code)
{
    static const int errnos[][2] = {
        {MPI_ERR_NO_SUCH_FILE, ENOENT}, {MPI_ERR_FILE_EXISTS, EEXIST},
        {MPI_ERR_ACCESS, EACCES},       {MPI_ERR_READ_ONLY, EROFS},
        {MPI_ERR_NO_SPACE, ENOSPC},     {MPI_ERR_QUOTA, EDQUOT},
        {MPI_ERR_FILE_IN_USE, EBUSY},   {MPI_ERR_AMODE, EINVAL},
        {MPI_ERR_ARG, EINVAL},          {MPI_ERR_BAD_FILE, EINVAL},
        {MPI_ERR_UNSUPPORTED_OPERATION, EINVAL},
    };
    int cls = MPI_ERR_OTHER;
    MPI_Error_class(code, &cls);
    for (size_t i = 0; i < sizeof errnos / sizeof errnos[0]; i++)
        if (errnos[i][0] == cls)
            return errnos[i][1];
    return EIO;
}

/* The largest errno of the threads (0: none failed); collective. */
static int io_agree(int err)
{
    int all = err;
    MPI_Allreduce(&err, &all, 1, MPI_INT, MPI_MAX, PGAS_IO_COMM);
    return all;
}

static int io_fail(int err)
{
    errno = err;
    return -1;
}

static char *io_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

static void io_free_hints(struct upc_hint *h, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free((char *)h[i].key);
        free((char *)h[i].value);
    }
    free(h);
}

/* ---- shared memory ----------------------------------------------------------------------- */

/* Where logical byte k of a shared buffer (elements of `elem` bytes in blocks of `block`
   elements from `base`) is, and how many bytes from there (at most n) are contiguous. */
static size_t io_run(PGAS_IO_SHARED_PTR base, size_t elem, size_t block, size_t k, size_t n,
                     PGAS_IO_SHARED_PTR *where)
{
    PGAS_IO_SHARED_PTR p = PGAS_IO_ADD(base, elem, k / elem, block);
    size_t r = k % elem;
    *where = PGAS_IO_ADD(p, 1, r, 0);
    if (block == 0)
        return n;
    size_t left = block * elem - ((size_t)PGAS_IO_PHASE(p) * elem + r);
    return n < left ? n : left;
}

/* Copies n bytes between `mem` and bytes [k, k + n) of a shared buffer. */
static void io_shared_copy(PGAS_IO_SHARED_PTR base, size_t elem, size_t block, size_t k,
                           char *mem, size_t n, int to_shared)
{
    while (n > 0) {
        PGAS_IO_SHARED_PTR at;
        size_t run = io_run(base, elem, block, k, n, &at);
        /* (--checks=races: logged at the program's call, pgas_races.h; an asynchronous read's
           at its upc_all_fwait_async or upc_all_ftest_async.) */
        PGAS_RACE_LIB(at, run, to_shared ? PGAS_RACE_WRITE : PGAS_RACE_READ);
        if (to_shared)
            PGAS_IO_MEMPUT(at, mem, run);
        else
            PGAS_IO_MEMGET(mem, at, run);
        mem += run;
        k += run;
        n -= run;
    }
}

/* Copies bytes [a, b) of the staging buffer to (to_memory) or from where they live. */
static void io_stage(struct io_op *op, size_t a, size_t b, int to_memory)
{
    if (a >= b)
        return;
    switch (op->memory) {
    case IO_DIRECT:
        return;
    case IO_SHARED_RANGE:
        io_shared_copy(op->base, op->elem, op->block, op->first + a, op->buf + a, b - a,
                       to_memory);
        return;
    case IO_LOCAL_VEC:
    case IO_SHARED_VEC: {
        size_t at = 0;
        for (size_t i = 0; i < op->nvec && at < b; i++) {
            size_t len = op->memory == IO_LOCAL_VEC ? op->lvec[i].len : op->svec[i].len;
            size_t lo = a > at ? a : at, hi = b < at + len ? b : at + len;
            if (lo < hi) {
                if (op->memory == IO_SHARED_VEC)
                    io_shared_copy(op->svec[i].baseaddr, 1, op->svec[i].blocksize, lo - at,
                                   op->buf + lo, hi - lo, to_memory);
                else if (to_memory)
                    memcpy((char *)op->lvec[i].baseaddr + (lo - at), op->buf + lo, hi - lo);
                else
                    memcpy(op->buf + lo, (char *)op->lvec[i].baseaddr + (lo - at), hi - lo);
            }
            at += len;
        }
        return;
    }
    }
}

/* ---- operations -------------------------------------------------------------------------- */

static void io_op_free(struct io_op *op)
{
    free(op->off);
    free(op->len);
    free(op->pos);
    free(op->req);
    free(op->got);
    if (op->memory != IO_DIRECT)
        free(op->buf);
    free(op->lvec);
    free(op->svec);
    memset(op, 0, sizeof *op);
}

/* Room for n extents (each split in requests of at most IO_MAX_REQUEST bytes later). */
static int io_op_extents(struct io_op *op, size_t n)
{
    size_t m = n ? n : 1;
    op->off = calloc(m, sizeof *op->off);
    op->len = calloc(m, sizeof *op->len);
    op->pos = calloc(m, sizeof *op->pos);
    op->req = calloc(m, sizeof *op->req);
    op->got = calloc(m, sizeof *op->got);
    return op->off && op->len && op->pos && op->req && op->got ? 0 : ENOMEM;
}

/* Adds the extent [off, off + len) at staging position pos, split in requests MPI can take. */
static int io_op_add(struct io_op *op, size_t *cap, MPI_Offset off, size_t len, size_t pos)
{
    do {
        size_t part = len < IO_MAX_REQUEST ? len : IO_MAX_REQUEST;
        if (op->next == *cap) {
            size_t c = *cap * 2 + 4;
            MPI_Offset *o = realloc(op->off, c * sizeof *o);
            size_t *l = realloc(op->len, c * sizeof *l), *p = realloc(op->pos, c * sizeof *p);
            MPI_Request *r = realloc(op->req, c * sizeof *r);
            long long *g = realloc(op->got, c * sizeof *g);
            if (g)
                op->got = g;
            if (o)
                op->off = o;
            if (l)
                op->len = l;
            if (p)
                op->pos = p;
            if (r)
                op->req = r;
            if (!o || !l || !p || !r || !g)
                return ENOMEM;
            *cap = c;
        }
        op->off[op->next] = off;
        op->len[op->next] = part;
        op->pos[op->next] = pos;
        op->req[op->next] = MPI_REQUEST_NULL;
        op->got[op->next] = 0;
        op->next++;
        off += (MPI_Offset)part;
        pos += part;
        len -= part;
    } while (len > 0);
    return 0;
}

/* Starts an operation (synchronously: completes its transfers). Reads are first clipped to the
   file's size: a non-blocking read across the end of the file may never complete in some MPI-IO
   implementations. Each extent's byte count goes to `got` (-1 while its request is pending). */
static void io_op_start(upc_file_t *fd, struct io_op *op, int async)
{
    if (op->err)
        return;
    if (op->write)
        io_stage(op, 0, op->total, 0);
    MPI_Offset size = 0;
    if (!op->write && op->next > 0) {
        int rc = MPI_File_get_size(fd->fh, &size);
        if (rc != MPI_SUCCESS) {
            op->err = io_errno(rc);
            return;
        }
    }
    for (size_t i = 0; i < op->next; i++) {
        size_t len = op->len[i];
        if (!op->write)
            len = op->off[i] >= size ? 0
                  : (MPI_Offset)len > size - op->off[i] ? (size_t)(size - op->off[i])
                                                         : len;
        op->got[i] = 0;
        if (len == 0)
            continue;
        char *at = op->buf + op->pos[i];
        int rc;
        if (async) {
            rc = op->write ? MPI_File_iwrite_at(fd->fh, op->off[i], at, (int)len, MPI_BYTE,
                                                &op->req[i])
                           : MPI_File_iread_at(fd->fh, op->off[i], at, (int)len, MPI_BYTE,
                                               &op->req[i]);
            if (rc == MPI_SUCCESS)
                op->got[i] = -1;
        } else {
            MPI_Status st;
            int count = 0;
            rc = op->write ? MPI_File_write_at(fd->fh, op->off[i], at, (int)len, MPI_BYTE, &st)
                           : MPI_File_read_at(fd->fh, op->off[i], at, (int)len, MPI_BYTE, &st);
            if (rc == MPI_SUCCESS)
                rc = MPI_Get_count(&st, MPI_BYTE, &count);
            op->got[i] = count == MPI_UNDEFINED ? 0 : count;
        }
        if (rc != MPI_SUCCESS) {
            op->err = io_errno(rc);
            op->req[i] = MPI_REQUEST_NULL;
            op->got[i] = 0;
        }
    }
}

/* Completes an operation: waits for its requests, moves read bytes where they belong, agrees
   on the result with the other threads when the file pointer is common, moves the file
   pointer and synchronises as the flags ask. The bytes moved, or -1 with errno. */
static upc_off_t io_op_finish(upc_file_t *fd, struct io_op *op)
{
    upc_off_t done = 0;
    int err = op->err;
    for (size_t i = 0; i < op->next; i++) {
        MPI_Status st;
        int count = 0;
        if (op->got[i] >= 0)
            count = (int)op->got[i];
        else {
            int rc = MPI_Wait(&op->req[i], &st);
            if (rc == MPI_SUCCESS)
                rc = MPI_Get_count(&st, MPI_BYTE, &count);
            if (rc != MPI_SUCCESS) {
                if (!err)
                    err = io_errno(rc);
                continue;
            }
            if (count == MPI_UNDEFINED)
                count = 0;
        }
        done += count;
        if (!op->write)
            io_stage(op, op->pos[i], op->pos[i] + (size_t)count, 1);
    }
    if (op->fp_kind == UPC_COMMON_FP) {
        long long mine[2] = { err, done }, all[2];
        MPI_Allreduce(&mine[0], &all[0], 1, MPI_LONG_LONG, MPI_MAX, PGAS_IO_COMM);
        MPI_Allreduce(&mine[1], &all[1], 1, MPI_LONG_LONG, MPI_SUM, PGAS_IO_COMM);
        err = (int)all[0];
        done = (upc_off_t)all[1];
    }
    if (!err && op->fp_kind)
        fd->fp += done;
    int flags = op->flags;
    io_op_free(op);
    if (!(flags & UPC_OUT_NOSYNC))
        PGAS_IO_BARRIER();
    return err ? io_fail(err) : done;
}

/* Checks common to every read and write; errno value or 0. */
static int io_check(upc_file_t *fd, int write, int local)
{
    if (!fd)
        return EBADF;
    if (fd->async)
        return EINVAL;
    if (write && (fd->flags & UPC_RDONLY))
        return EBADF;
    if (!write && (fd->flags & UPC_WRONLY))
        return EBADF;
    if (local && (fd->flags & UPC_COMMON_FP))
        return EINVAL;
    return 0;
}

/* An operation on a contiguous part of the file at the file pointer: a private buffer
   (`shared` NULL) or a shared one. */
static void io_contiguous(upc_file_t *fd, struct io_op *op, int write, void *local,
                          const PGAS_IO_SHARED_PTR *shared, size_t block, size_t size,
                          size_t nmemb, int flags)
{
    size_t n = size * nmemb, cap = 1;
    memset(op, 0, sizeof *op);
    op->write = write;
    op->flags = flags;
    op->fp_kind = fd->flags & IO_FP;
    op->err = io_op_extents(op, 1);
    if (op->err)
        return;
    if (!shared) {
        op->memory = IO_DIRECT;
        op->buf = local;
        op->total = n;
        op->err = io_op_add(op, &cap, fd->fp, n, 0);
        return;
    }
    size_t first = 0, last = n;
    if (op->fp_kind == UPC_COMMON_FP) {
        size_t t = (size_t)PGAS_IO_MYTHREAD, nt = (size_t)PGAS_IO_THREADS;
        first = n / nt * t + (t < n % nt ? t : n % nt);
        last = first + n / nt + (t < n % nt ? 1 : 0);
    }
    op->memory = IO_SHARED_RANGE;
    op->base = *shared;
    op->elem = size ? size : 1;
    op->block = block;
    op->first = first;
    op->total = last - first;
    op->buf = malloc(op->total ? op->total : 1);
    if (!op->buf) {
        op->err = ENOMEM;
        return;
    }
    op->err = io_op_add(op, &cap, fd->fp + (MPI_Offset)first, last - first, 0);
}

/* An operation of list I/O: memory regions (private or shared) against file regions. */
static void io_list(struct io_op *op, int write, size_t nmem,
                    struct upc_local_memvec const *lvec, struct upc_shared_memvec const *svec,
                    size_t nfile, struct upc_filevec const *fvec, int flags)
{
    size_t mem = 0, file = 0, cap;
    memset(op, 0, sizeof *op);
    op->write = write;
    op->flags = flags;
    op->fp_kind = 0;
    if ((nmem && !lvec && !svec) || (nfile && !fvec)) {
        op->err = EINVAL;
        return;
    }
    for (size_t i = 0; i < nmem; i++)
        mem += lvec ? lvec[i].len : svec[i].len;
    for (size_t i = 0; i < nfile; i++) {
        if (fvec[i].offset < 0) {
            op->err = EINVAL;
            return;
        }
        file += fvec[i].len;
    }
    if (mem != file) {
        op->err = EINVAL;
        return;
    }
    op->nvec = nmem;
    op->memory = lvec ? IO_LOCAL_VEC : IO_SHARED_VEC;
    if (nmem) {
        size_t bytes = nmem * (lvec ? sizeof *lvec : sizeof *svec);
        void *copy = malloc(bytes);
        if (!copy) {
            op->err = ENOMEM;
            return;
        }
        memcpy(copy, lvec ? (const void *)lvec : (const void *)svec, bytes);
        if (lvec)
            op->lvec = copy;
        else
            op->svec = copy;
    }
    op->total = mem;
    op->buf = malloc(mem ? mem : 1);
    op->err = op->buf ? io_op_extents(op, nfile) : ENOMEM;
    cap = nfile ? nfile : 1;
    size_t pos = 0;
    for (size_t i = 0; i < nfile && !op->err; i++) {
        op->err = io_op_add(op, &cap, fvec[i].offset, fvec[i].len, pos);
        pos += fvec[i].len;
    }
}

/* Runs an operation built by io_contiguous or io_list: synchronously (the bytes moved, or -1),
   or left outstanding on fd (0, or -1 when it could not start). */
static upc_off_t io_run_op(upc_file_t *fd, struct io_op *op, int check, int async)
{
    if (check) {
        io_op_free(op);
        return io_fail(check);
    }
    if (!(op->flags & UPC_IN_NOSYNC))
        PGAS_IO_BARRIER();
    io_op_start(fd, op, async);
    if (!async)
        return io_op_finish(fd, op);
    fd->op = *op;
    fd->async = 1;
    return 0;
}

/* ---- the library --------------------------------------------------------------------------- */

upc_file_t *PGAS_IO_FN(fopen)(const char *fname, int flags, size_t numhints,
                              struct upc_hint const *hints)
{
    int err = 0, amode = 0, access = flags & IO_ACCESS, fp = flags & IO_FP;
    if (!fname || (flags & ~IO_KNOWN_FLAGS) ||
        (access != UPC_RDONLY && access != UPC_WRONLY && access != UPC_RDWR) ||
        (fp != UPC_INDIVIDUAL_FP && fp != UPC_COMMON_FP) ||
        (access == UPC_RDONLY && (flags & (UPC_CREATE | UPC_EXCL | UPC_TRUNC))) ||
        (numhints && !hints))
        err = EINVAL;
    if ((err = io_agree(err)) != 0) {
        errno = err;
        return NULL;
    }
    amode |= access == UPC_RDONLY ? MPI_MODE_RDONLY
           : access == UPC_WRONLY ? MPI_MODE_WRONLY
                                  : MPI_MODE_RDWR;
    if (flags & UPC_CREATE)
        amode |= MPI_MODE_CREATE;
    if (flags & UPC_EXCL)
        amode |= MPI_MODE_EXCL;
    if (flags & UPC_DELETE_ON_CLOSE)
        amode |= MPI_MODE_DELETE_ON_CLOSE;
    upc_file_t *fd = calloc(1, sizeof *fd);
    MPI_Info info = MPI_INFO_NULL;
    if (!fd)
        err = ENOMEM;
    else {
        fd->flags = flags;
        fd->name = io_strdup(fname);
        fd->hints = calloc(numhints ? numhints : 1, sizeof *fd->hints);
        if (!fd->name || !fd->hints)
            err = ENOMEM;
    }
    if (!err && numhints) {
        MPI_Info_create(&info);
        for (size_t i = 0; i < numhints; i++) {
            if (!hints[i].key || !hints[i].value)
                continue;
            MPI_Info_set(info, hints[i].key, hints[i].value);
            fd->hints[fd->nhints].key = io_strdup(hints[i].key);
            fd->hints[fd->nhints].value = io_strdup(hints[i].value);
            fd->nhints++;
        }
    }
    int opened = 0;
    if (io_agree(err) == 0) {
        MPI_File_set_errhandler(MPI_FILE_NULL, MPI_ERRORS_RETURN);
        int rc = MPI_File_open(PGAS_IO_COMM, fname, amode, info, &fd->fh);
        if (rc != MPI_SUCCESS)
            err = io_errno(rc);
        else
            opened = 1;
    }
    if (info != MPI_INFO_NULL)
        MPI_Info_free(&info);
    int all = io_agree(err);
    /* (A handle some threads got while others failed cannot be closed: closing is collective.) */
    int everyone_opened = io_agree(opened ? 0 : 1) == 0;
    int close_it = opened && everyone_opened;
    if (!all && (flags & UPC_TRUNC)) {
        int rc = MPI_File_set_size(fd->fh, 0);
        all = io_agree(rc == MPI_SUCCESS ? 0 : io_errno(rc));
    }
    if (!all && (flags & UPC_STRONG_CA)) {
        int rc = MPI_File_set_atomicity(fd->fh, 1);
        all = io_agree(rc == MPI_SUCCESS ? 0 : io_errno(rc));
    }
    if (!all && (flags & UPC_APPEND)) {
        MPI_Offset size = 0;
        int rc = MPI_File_get_size(fd->fh, &size);
        all = io_agree(rc == MPI_SUCCESS ? 0 : io_errno(rc));
        fd->fp = size;
    }
    if (all) {
        if (close_it)
            MPI_File_close(&fd->fh);
        if (fd) {
            free(fd->name);
            io_free_hints(fd->hints, fd->nhints);
            free(fd);
        }
        errno = err ? err : all;
        return NULL;
    }
    return fd;
}

int PGAS_IO_FN(fclose)(upc_file_t *fd)
{
    if (!fd)
        return io_fail(EBADF);
    int err = 0;
    /* An asynchronous operation outstanding (the same on every thread: they are collective):
       the file stays open, the call fails (the operation is completed by
       upc_all_fwait_async/upc_all_ftest_async). */
    if (fd->async)
        return io_fail(EINVAL);
    PGAS_IO_BARRIER();
    int rc = MPI_File_close(&fd->fh);
    if (rc != MPI_SUCCESS && !err)
        err = io_errno(rc);
    free(fd->name);
    io_free_hints(fd->hints, fd->nhints);
    free(fd);
    return err ? io_fail(err) : 0;
}

int PGAS_IO_FN(fsync)(upc_file_t *fd)
{
    if (!fd)
        return io_fail(EBADF);
    if (fd->async)
        return io_fail(EINVAL);
    int rc = MPI_File_sync(fd->fh);
    int err = io_agree(rc == MPI_SUCCESS ? 0 : io_errno(rc));
    PGAS_IO_BARRIER();
    return err ? io_fail(err) : 0;
}

upc_off_t PGAS_IO_FN(fseek)(upc_file_t *fd, upc_off_t offset, int origin)
{
    if (!fd)
        return io_fail(EBADF);
    if (fd->async)
        return io_fail(EINVAL);
    upc_off_t base;
    if (origin == UPC_SEEK_SET)
        base = 0;
    else if (origin == UPC_SEEK_CUR)
        base = fd->fp;
    else if (origin == UPC_SEEK_END) {
        MPI_Offset size = 0;
        int rc = MPI_File_get_size(fd->fh, &size);
        if (rc != MPI_SUCCESS)
            return io_fail(io_errno(rc));
        base = size;
    } else
        return io_fail(EINVAL);
    if (base + offset < 0)
        return io_fail(EINVAL);
    fd->fp = base + offset;
    return fd->fp;
}

/* Why fd cannot be resized to `size` bytes (0: it can). */
static int io_resize_error(upc_file_t *fd, upc_off_t size)
{
    return !fd                        ? EBADF
           : fd->async || size < 0    ? EINVAL
           : fd->flags & UPC_RDONLY   ? EBADF
                                      : 0;
}

int PGAS_IO_FN(fset_size)(upc_file_t *fd, upc_off_t size)
{
    int bad = io_resize_error(fd, size);
    if (bad)
        return io_fail(bad);
    PGAS_IO_BARRIER();
    int rc = MPI_File_set_size(fd->fh, (MPI_Offset)size);
    int err = io_agree(rc == MPI_SUCCESS ? 0 : io_errno(rc));
    return err ? io_fail(err) : 0;
}

upc_off_t PGAS_IO_FN(fget_size)(upc_file_t *fd)
{
    if (!fd)
        return io_fail(EBADF);
    MPI_Offset size = 0;
    int rc = MPI_File_get_size(fd->fh, &size);
    return rc == MPI_SUCCESS ? (upc_off_t)size : io_fail(io_errno(rc));
}

/* Storage for the first `size` bytes: the bytes past the end of the file are written (zeros),
   each thread one contiguous part. (MPI_File_preallocate is not used: some MPI-IO
   implementations extend the file by `size` bytes instead of to `size`.) */
int PGAS_IO_FN(fpreallocate)(upc_file_t *fd, upc_off_t size)
{
    int bad = io_resize_error(fd, size);
    if (bad)
        return io_fail(bad);
    PGAS_IO_BARRIER();
    MPI_Offset now = 0;
    int rc = MPI_File_get_size(fd->fh, &now);
    int err = io_agree(rc == MPI_SUCCESS ? 0 : io_errno(rc));
    if (!err && size > now) {
        MPI_Offset n = size - now, t = PGAS_IO_MYTHREAD, nt = PGAS_IO_THREADS;
        MPI_Offset lo = now + n / nt * t + (t < n % nt ? t : n % nt);
        MPI_Offset hi = lo + n / nt + (t < n % nt ? 1 : 0);
        size_t chunk = (size_t)1 << 20;
        char *zeros = calloc(1, chunk);
        int mine = zeros ? 0 : ENOMEM;
        for (MPI_Offset at = lo; at < hi && !mine; at += (MPI_Offset)chunk) {
            int len = (int)(hi - at < (MPI_Offset)chunk ? hi - at : (MPI_Offset)chunk);
            rc = MPI_File_write_at(fd->fh, at, zeros, len, MPI_BYTE, MPI_STATUS_IGNORE);
            if (rc != MPI_SUCCESS)
                mine = io_errno(rc);
        }
        free(zeros);
        err = io_agree(mine);
    }
    PGAS_IO_BARRIER();
    return err ? io_fail(err) : 0;
}

/* UPC_SET_HINT: the hint given to MPI and kept (replacing one of the same key). */
static int io_set_hint(upc_file_t *fd, struct upc_hint const *h)
{
    if (!h || !h->key || !h->value)
        return EINVAL;
    MPI_Info info;
    MPI_Info_create(&info);
    MPI_Info_set(info, h->key, h->value);
    int rc = MPI_File_set_info(fd->fh, info);
    MPI_Info_free(&info);
    if (rc != MPI_SUCCESS)
        return io_errno(rc);
    size_t i = 0;
    while (i < fd->nhints && strcmp(fd->hints[i].key, h->key) != 0)
        i++;
    if (i == fd->nhints) {
        struct upc_hint *more = realloc(fd->hints, (fd->nhints + 1) * sizeof *more);
        if (!more)
            return ENOMEM;
        fd->hints = more;
        fd->hints[i].key = io_strdup(h->key);
        fd->nhints++;
    } else
        free((char *)fd->hints[i].value);
    fd->hints[i].value = io_strdup(h->value);
    return 0;
}

int PGAS_IO_FN(fcntl)(upc_file_t *fd, int cmd, void *arg)
{
    if (!fd)
        return io_fail(EBADF);
    int err = 0;
    switch (cmd) {
    case UPC_GET_CA_SEMANTICS:
        return fd->flags & UPC_STRONG_CA;
    case UPC_SET_WEAK_CA_SEMANTICS:
    case UPC_SET_STRONG_CA_SEMANTICS: {
        int strong = cmd == UPC_SET_STRONG_CA_SEMANTICS;
        int rc = MPI_File_set_atomicity(fd->fh, strong);
        err = io_agree(rc == MPI_SUCCESS ? 0 : io_errno(rc));
        if (!err)
            fd->flags = (fd->flags & ~UPC_STRONG_CA) | (strong ? UPC_STRONG_CA : 0);
        return err ? io_fail(err) : 0;
    }
    case UPC_GET_FP:
        return fd->flags & IO_FP;
    case UPC_SET_COMMON_FP:
    case UPC_SET_INDIVIDUAL_FP:
        if (fd->async)
            return io_fail(EINVAL);
        PGAS_IO_BARRIER();
        fd->flags = (fd->flags & ~IO_FP) |
                    (cmd == UPC_SET_COMMON_FP ? UPC_COMMON_FP : UPC_INDIVIDUAL_FP);
        fd->fp = 0;
        return 0;
    case UPC_GET_FL:
        return fd->flags;
    case UPC_GET_FN:
        if (!arg)
            return io_fail(EINVAL);
        *(const char **)arg = fd->name;
        return 0;
    case UPC_GET_HINTS:
        if (!arg)
            return io_fail(EINVAL);
        *(const struct upc_hint **)arg = fd->hints;
        return (int)fd->nhints;
    case UPC_SET_HINT:
        err = io_agree(io_set_hint(fd, (struct upc_hint const *)arg));
        return err ? io_fail(err) : 0;
    case UPC_ASYNC_OUTSTANDING:
        return fd->async;
    default:
        return io_fail(EINVAL);
    }
}

/* A transfer of the shared buffer p by `what` (upc_all_fread_shared …) that moves bytes: not
   through the null pointer-to-shared (as every transfer of the runtimes). */
static void io_not_null(PGAS_IO_SHARED_PTR p, const char *what, int write, int async)
{
    char msg[200];
    if (!PGAS_IO_ISNULL(p))
        return;
    snprintf(msg, sizeof msg, "upc_all_f%s%s%s through a null pointer-to-shared",
             write ? "write" : "read", what, async ? "_async" : "");
    PGAS_IO_ONE_REPORT();
    PGAS_IO_ERROR(msg);
}

/* Every read and write of a contiguous part of the file. */
static upc_off_t io_rw(upc_file_t *fd, int write, int async, void *local,
                       const PGAS_IO_SHARED_PTR *shared, size_t block, size_t size,
                       size_t nmemb, upc_flag_t flags)
{
    struct io_op op;
    int check = io_check(fd, write, !shared);
    memset(&op, 0, sizeof op);
    if (!check && shared && size && nmemb)
        io_not_null(*shared, "_shared", write, async);
    if (!check)
        io_contiguous(fd, &op, write, local, shared, block, size, nmemb, flags);
    return io_run_op(fd, &op, check, async);
}

/* Every read and write of list I/O. */
static upc_off_t io_rw_list(upc_file_t *fd, int write, int async, size_t nmem,
                            struct upc_local_memvec const *lvec,
                            struct upc_shared_memvec const *svec, size_t nfile,
                            struct upc_filevec const *fvec, upc_flag_t flags)
{
    struct io_op op;
    int check = fd ? (fd->async                                    ? EINVAL
                      : write && (fd->flags & UPC_RDONLY)          ? EBADF
                      : !write && (fd->flags & UPC_WRONLY)         ? EBADF
                                                                   : 0)
                   : EBADF;
    memset(&op, 0, sizeof op);
    for (size_t i = 0; !check && svec && i < nmem; i++)
        if (svec[i].len)
            io_not_null(svec[i].baseaddr, "_list_shared", write, async);
    if (!check)
        io_list(&op, write, nmem, lvec, svec, nfile, fvec, flags);
    return io_run_op(fd, &op, check, async);
}

/* A list transfer: its memory regions (struct vec) are the private ones (lvec) or the shared
   ones (svec). */
#define PGAS_IO_LIST(R, name, vec, lvec, svec, write, async, ret)                              \
    R PGAS_IO_FN(name)(upc_file_t *fd, size_t memvec_entries, struct vec const *memvec,        \
                       size_t filevec_entries, struct upc_filevec const *filevec,              \
                       upc_flag_t flags)                                                       \
    {                                                                                          \
        ret io_rw_list(fd, write, async, memvec_entries, lvec, svec, filevec_entries, filevec, \
                       flags);                                                                 \
    }
/* The transfers of direction dir (write: 0 for fread, 1 for fwrite), blocking (S empty, ret
   `return`) or <name>_async (ret empty). */
#define PGAS_IO_TRANSFERS(R, dir, write, S, async, ret)                                        \
    R PGAS_IO_FN(dir##_local##S)(upc_file_t *fd, void *buffer, size_t size, size_t nmemb,      \
                                 upc_flag_t flags)                                             \
    {                                                                                          \
        ret io_rw(fd, write, async, buffer, NULL, 0, size, nmemb, flags);                      \
    }                                                                                          \
    R PGAS_IO_FN(dir##_shared##S)(upc_file_t *fd, PGAS_IO_SHARED_PTR buffer, size_t blocksize, \
                                  size_t size, size_t nmemb, upc_flag_t flags)                 \
    {                                                                                          \
        ret io_rw(fd, write, async, NULL, &buffer, blocksize, size, nmemb, flags);             \
    }                                                                                          \
    PGAS_IO_LIST(R, dir##_list_local##S, upc_local_memvec, memvec, NULL, write, async, ret)   \
    PGAS_IO_LIST(R, dir##_list_shared##S, upc_shared_memvec, NULL, memvec, write, async, ret)
PGAS_IO_TRANSFERS(upc_off_t, fread, 0, , 0, return)
PGAS_IO_TRANSFERS(upc_off_t, fwrite, 1, , 0, return)
PGAS_IO_TRANSFERS(void, fread, 0, _async, 1, )
PGAS_IO_TRANSFERS(void, fwrite, 1, _async, 1, )
#undef PGAS_IO_TRANSFERS
#undef PGAS_IO_LIST

upc_off_t PGAS_IO_FN(fwait_async)(upc_file_t *fd)
{
    if (!fd)
        return io_fail(EBADF);
    if (!fd->async)
        return io_fail(EINVAL);
    fd->async = 0;
    return io_op_finish(fd, &fd->op);
}

upc_off_t PGAS_IO_FN(ftest_async)(upc_file_t *fd, int *flag)
{
    if (!fd)
        return io_fail(EBADF);
    if (!fd->async || !flag)
        return io_fail(EINVAL);
    /* (MPI_Request_get_status leaves the requests to io_op_finish, which reads the counts.) */
    int done = 1;
    for (size_t i = 0; i < fd->op.next && done; i++) {
        if (fd->op.got[i] < 0 &&
            MPI_Request_get_status(fd->op.req[i], &done, MPI_STATUS_IGNORE) != MPI_SUCCESS)
            done = 1; /* the error is reported by io_op_finish */
    }
    int all = 0;
    MPI_Allreduce(&done, &all, 1, MPI_INT, MPI_MIN, PGAS_IO_COMM);
    *flag = all;
    if (!all)
        return 0;
    fd->async = 0;
    return io_op_finish(fd, &fd->op);
}

#endif

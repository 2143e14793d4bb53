/* upc_io.h - the UPC 1.3 parallel I/O library (UPC-IO): collective file operations with
   individual or common file pointers, reads and writes of private and shared buffers, list I/O
   and asynchronous operations. Part of pgas-xlate; implemented over MPI-IO
   (runtime-aux/include/pgas_io_impl.h).

   UPC programs see this header as written. The runtimes compile it as C with
   PGAS_IO_SHARED_PTR defined to their pointer-to-shared type and PGAS_IO_FN(name) to the name
   of their function for upc_all_<name> (runtime-aux/upcr/upcr_io.h, runtime-aux/ga-aux/upcga_io.h). */
#ifndef PGAS_UPC_IO_H
#define PGAS_UPC_IO_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <upc_types.h>

#ifndef PGAS_IO_SHARED_PTR
#define PGAS_IO_SHARED_PTR shared void *
#define PGAS_IO_FN(name) upc_all_##name
#endif

/* Flags of upc_all_fopen (and of UPC_GET_FL); one bit each. */
#define UPC_RDONLY          (1 << 0)
#define UPC_WRONLY          (1 << 1)
#define UPC_RDWR            (1 << 2)
#define UPC_INDIVIDUAL_FP   (1 << 3)
#define UPC_COMMON_FP       (1 << 4)
#define UPC_APPEND          (1 << 5)
#define UPC_CREATE          (1 << 6)
#define UPC_EXCL            (1 << 7)
#define UPC_STRONG_CA       (1 << 8)
#define UPC_TRUNC           (1 << 9)
#define UPC_DELETE_ON_CLOSE (1 << 10)

/* Commands of upc_all_fcntl. */
#define UPC_GET_CA_SEMANTICS        1
#define UPC_SET_WEAK_CA_SEMANTICS   2
#define UPC_SET_STRONG_CA_SEMANTICS 3
#define UPC_GET_FP                  4
#define UPC_SET_COMMON_FP           5
#define UPC_SET_INDIVIDUAL_FP       6
#define UPC_GET_FL                  7
#define UPC_GET_FN                  8
#define UPC_GET_HINTS               9
#define UPC_SET_HINT                10
#define UPC_ASYNC_OUTSTANDING       11

/* Origins of upc_all_fseek. */
#define UPC_SEEK_SET 0
#define UPC_SEEK_CUR 1
#define UPC_SEEK_END 2

/* A file offset or size in bytes. */
typedef int64_t upc_off_t;

/* An open file, one per thread (opaque). */
typedef struct pgas_upc_file upc_file_t;

/* A private memory region of list I/O: len bytes at baseaddr. */
struct upc_local_memvec {
    void *baseaddr;
    size_t len;
};

/* A shared memory region of list I/O: len bytes from baseaddr, laid out in blocks of blocksize
   bytes over the threads (0: all on the thread of baseaddr). */
struct upc_shared_memvec {
    PGAS_IO_SHARED_PTR baseaddr;
    size_t blocksize;
    size_t len;
};

/* A region of the file: len bytes at offset. */
struct upc_filevec {
    upc_off_t offset;
    size_t len;
};

/* A hint (an MPI-IO info key and its value). */
struct upc_hint {
    const char *key;
    const char *value;
};

upc_file_t *PGAS_IO_FN(fopen)(const char *fname, int flags, size_t numhints,
                              struct upc_hint const *hints);
int PGAS_IO_FN(fclose)(upc_file_t *fd);
int PGAS_IO_FN(fsync)(upc_file_t *fd);
upc_off_t PGAS_IO_FN(fseek)(upc_file_t *fd, upc_off_t offset, int origin);
int PGAS_IO_FN(fset_size)(upc_file_t *fd, upc_off_t size);
upc_off_t PGAS_IO_FN(fget_size)(upc_file_t *fd);
int PGAS_IO_FN(fpreallocate)(upc_file_t *fd, upc_off_t size);
int PGAS_IO_FN(fcntl)(upc_file_t *fd, int cmd, void *arg);

/* The transfers: fread and fwrite of a private or a shared buffer, or of lists of regions;
   each blocking (returning the bytes moved), and as <name>_async (returning nothing:
   upc_all_fwait_async and upc_all_ftest_async give the count). */
#define PGAS_IO_TRANSFERS(R, dir, S)                                                           \
    R PGAS_IO_FN(dir##_local##S)(upc_file_t *fd, void *buffer, size_t size, size_t nmemb,      \
                                 upc_flag_t flags);                                            \
    R PGAS_IO_FN(dir##_shared##S)(upc_file_t *fd, PGAS_IO_SHARED_PTR buffer, size_t blocksize, \
                                  size_t size, size_t nmemb, upc_flag_t flags);                \
    R PGAS_IO_FN(dir##_list_local##S)(upc_file_t *fd, size_t memvec_entries,                   \
                                      struct upc_local_memvec const *memvec,                   \
                                      size_t filevec_entries,                                  \
                                      struct upc_filevec const *filevec, upc_flag_t flags);    \
    R PGAS_IO_FN(dir##_list_shared##S)(upc_file_t *fd, size_t memvec_entries,                  \
                                       struct upc_shared_memvec const *memvec,                 \
                                       size_t filevec_entries,                                 \
                                       struct upc_filevec const *filevec, upc_flag_t flags);
PGAS_IO_TRANSFERS(upc_off_t, fread, )
PGAS_IO_TRANSFERS(upc_off_t, fwrite, )
PGAS_IO_TRANSFERS(void, fread, _async)
PGAS_IO_TRANSFERS(void, fwrite, _async)
#undef PGAS_IO_TRANSFERS
upc_off_t PGAS_IO_FN(fwait_async)(upc_file_t *fd);
upc_off_t PGAS_IO_FN(ftest_async)(upc_file_t *fd, int *flag);

#endif

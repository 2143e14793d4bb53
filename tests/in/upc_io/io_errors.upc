/* UPC-IO error returns (NULL or -1, and errno) and the file operations: a missing file, bad
   flag combinations, UPC_EXCL, access modes, misuse of the file pointer types, bad seeks and
   commands; every upc_all_fcntl command, sizes, preallocation, UPC_STRONG_CA, hints,
   UPC_DELETE_ON_CLOSE. */
#include <upc.h>
#include <upc_io.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

shared int sbuf[THREADS];
int fails;

#define CHECK(c)                                                                        \
    do {                                                                                \
        if (!(c)) {                                                                     \
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, __LINE__, #c, errno); \
            fails++;                                                                    \
        }                                                                               \
    } while (0)

/* upc_all_fopen fails with errno `e`. */
#define OPEN_FAILS(name, flags, e)                                                      \
    do {                                                                                \
        errno = 0;                                                                      \
        CHECK(upc_all_fopen(name, flags, 0, NULL) == NULL && errno == (e));             \
    } while (0)

int main(void)
{
    int buf[4] = { 1, 2, 3, 4 };
    const char *name;
    const struct upc_hint *hints;

    OPEN_FAILS("no-such-file.dat", UPC_RDONLY | UPC_COMMON_FP, ENOENT);
    OPEN_FAILS("no-such-dir/f.dat", UPC_WRONLY | UPC_CREATE | UPC_COMMON_FP, ENOENT);
    OPEN_FAILS("bad.dat", UPC_RDONLY | UPC_WRONLY | UPC_COMMON_FP, EINVAL);
    OPEN_FAILS("bad.dat", UPC_RDWR | UPC_CREATE, EINVAL);
    OPEN_FAILS("bad.dat", UPC_RDWR | UPC_CREATE | UPC_COMMON_FP | UPC_INDIVIDUAL_FP, EINVAL);
    OPEN_FAILS("bad.dat", UPC_RDONLY | UPC_CREATE | UPC_COMMON_FP, EINVAL);
    OPEN_FAILS("bad.dat", UPC_RDONLY | UPC_TRUNC | UPC_COMMON_FP, EINVAL);
    OPEN_FAILS("bad.dat", UPC_COMMON_FP | UPC_CREATE, EINVAL);
    OPEN_FAILS("bad.dat", UPC_RDWR | UPC_COMMON_FP | UPC_CREATE | (1 << 20), EINVAL);
    errno = 0; /* hints announced, none given */
    CHECK(upc_all_fopen("bad.dat", UPC_RDWR | UPC_CREATE | UPC_COMMON_FP, 1, NULL) == NULL &&
          errno == EINVAL);
    upc_barrier;
    if (MYTHREAD == 0)
        CHECK(access("bad.dat", F_OK) != 0);

    /* A file made here, with a hint and strong consistency. */
    struct upc_hint open_hints[1] = { { "access_style", "read_mostly" } };
    int flags = UPC_RDWR | UPC_INDIVIDUAL_FP | UPC_CREATE | UPC_EXCL | UPC_STRONG_CA;
    upc_file_t *fd = upc_all_fopen("made.dat", flags, 1, open_hints);
    CHECK(fd != NULL);
    OPEN_FAILS("made.dat", UPC_RDWR | UPC_COMMON_FP | UPC_CREATE | UPC_EXCL, EEXIST);
    CHECK(upc_all_fcntl(fd, UPC_GET_FL, NULL) == flags);
    CHECK(upc_all_fcntl(fd, UPC_GET_CA_SEMANTICS, NULL) == UPC_STRONG_CA);
    CHECK(upc_all_fcntl(fd, UPC_SET_WEAK_CA_SEMANTICS, NULL) == 0);
    CHECK(upc_all_fcntl(fd, UPC_GET_CA_SEMANTICS, NULL) == 0);
    CHECK(upc_all_fcntl(fd, UPC_GET_FL, NULL) == (flags & ~UPC_STRONG_CA));
    CHECK(upc_all_fcntl(fd, UPC_SET_STRONG_CA_SEMANTICS, NULL) == 0);
    CHECK(upc_all_fcntl(fd, UPC_GET_FP, NULL) == UPC_INDIVIDUAL_FP);
    CHECK(upc_all_fcntl(fd, UPC_GET_FN, &name) == 0 && strcmp(name, "made.dat") == 0);
    CHECK(upc_all_fcntl(fd, UPC_GET_HINTS, &hints) == 1 && strcmp(hints[0].key, "access_style") == 0 &&
          strcmp(hints[0].value, "read_mostly") == 0 && hints != open_hints);
    {
        struct upc_hint h = { "cb_buffer_size", "1048576" };
        CHECK(upc_all_fcntl(fd, UPC_SET_HINT, &h) == 0);
        CHECK(upc_all_fcntl(fd, UPC_GET_HINTS, &hints) == 2 &&
              strcmp(hints[1].key, "cb_buffer_size") == 0 && strcmp(hints[1].value, "1048576") == 0);
    }
    CHECK(upc_all_fcntl(fd, UPC_ASYNC_OUTSTANDING, NULL) == 0);
    errno = 0;
    CHECK(upc_all_fcntl(fd, 12345, NULL) == -1 && errno == EINVAL);
    errno = 0;
    CHECK(upc_all_fcntl(fd, UPC_GET_FN, NULL) == -1 && errno == EINVAL);

    /* Sizes. */
    CHECK(upc_all_fget_size(fd) == 0);
    CHECK(upc_all_fset_size(fd, 100) == 0);
    CHECK(upc_all_fget_size(fd) == 100);
    CHECK(upc_all_fpreallocate(fd, 50) == 0);
    CHECK(upc_all_fget_size(fd) == 100);
    CHECK(upc_all_fpreallocate(fd, 300) == 0);
    CHECK(upc_all_fget_size(fd) == 300);
    CHECK(upc_all_fset_size(fd, 40) == 0);
    CHECK(upc_all_fget_size(fd) == 40);
    CHECK(upc_all_fsync(fd) == 0);

    /* Seeks. */
    CHECK(upc_all_fseek(fd, 10, UPC_SEEK_SET) == 10);
    CHECK(upc_all_fseek(fd, 5, UPC_SEEK_CUR) == 15);
    CHECK(upc_all_fseek(fd, -4, UPC_SEEK_END) == 36);
    CHECK(upc_all_fseek(fd, 100, UPC_SEEK_END) == 140);
    errno = 0;
    CHECK(upc_all_fseek(fd, -1, UPC_SEEK_SET) == -1 && errno == EINVAL);
    errno = 0;
    CHECK(upc_all_fseek(fd, -41, UPC_SEEK_END) == -1 && errno == EINVAL);
    errno = 0;
    CHECK(upc_all_fseek(fd, 0, 99) == -1 && errno == EINVAL);
    CHECK(upc_all_fseek(fd, 0, UPC_SEEK_CUR) == 140);

    /* Private buffers need individual file pointers. */
    CHECK(upc_all_fcntl(fd, UPC_SET_COMMON_FP, NULL) == 0);
    CHECK(upc_all_fcntl(fd, UPC_GET_FP, NULL) == UPC_COMMON_FP);
    errno = 0;
    CHECK(upc_all_fwrite_local(fd, buf, sizeof(int), 4, 0) == -1 && errno == EINVAL);
    errno = 0;
    CHECK(upc_all_fread_local(fd, buf, sizeof(int), 4, 0) == -1 && errno == EINVAL);
    /* No asynchronous operation to wait for or test. */
    errno = 0;
    CHECK(upc_all_fwait_async(fd) == -1 && errno == EINVAL);
    {
        int flag = 7;
        errno = 0;
        CHECK(upc_all_ftest_async(fd, &flag) == -1 && errno == EINVAL);
    }
    /* List I/O whose memory and file regions differ in size. */
    {
        struct upc_local_memvec mv[1] = { { buf, 8 } };
        struct upc_filevec fv[1] = { { 0, 12 } };
        errno = 0;
        CHECK(upc_all_fwrite_list_local(fd, 1, mv, 1, fv, 0) == -1 && errno == EINVAL);
    }
    /* upc_all_fclose with an asynchronous operation outstanding fails and leaves the file
       open: the operation is then waited for, and the file closed. */
    CHECK(upc_all_fcntl(fd, UPC_SET_INDIVIDUAL_FP, NULL) == 0);
    CHECK(upc_all_fseek(fd, (upc_off_t)(MYTHREAD * sizeof(int)), UPC_SEEK_SET) == (upc_off_t)(MYTHREAD * sizeof(int)));
    upc_all_fwrite_local_async(fd, buf, sizeof(int), 1, 0);
    errno = 0;
    CHECK(upc_all_fclose(fd) == -1 && errno == EINVAL);
    CHECK(upc_all_fwait_async(fd) == (upc_off_t)sizeof(int));
    CHECK(upc_all_fclose(fd) == 0);

    /* Access modes: no writes to a file opened read-only, no reads from a write-only one. */
    fd = upc_all_fopen("made.dat", UPC_RDONLY | UPC_INDIVIDUAL_FP, 0, NULL);
    CHECK(fd != NULL);
    errno = 0;
    CHECK(upc_all_fwrite_local(fd, buf, sizeof(int), 4, 0) == -1 && errno == EBADF);
    errno = 0;
    CHECK(upc_all_fwrite_shared(fd, sbuf, 1, sizeof(int), THREADS, 0) == -1 && errno == EBADF);
    errno = 0;
    CHECK(upc_all_fset_size(fd, 0) == -1 && errno == EBADF);
    CHECK(upc_all_fread_local(fd, buf, sizeof(int), 4, 0) == 4 * sizeof(int));
    CHECK(upc_all_fclose(fd) == 0);
    fd = upc_all_fopen("made.dat", UPC_WRONLY | UPC_COMMON_FP | UPC_TRUNC, 0, NULL);
    CHECK(fd != NULL);
    CHECK(upc_all_fget_size(fd) == 0);
    errno = 0;
    CHECK(upc_all_fread_shared(fd, sbuf, 1, sizeof(int), THREADS, 0) == -1 && errno == EBADF);
    CHECK(upc_all_fclose(fd) == 0);

    /* UPC_DELETE_ON_CLOSE. */
    fd = upc_all_fopen("made.dat", UPC_RDWR | UPC_COMMON_FP | UPC_DELETE_ON_CLOSE, 0, NULL);
    CHECK(fd != NULL);
    CHECK(upc_all_fclose(fd) == 0);
    upc_barrier;
    CHECK(access("made.dat", F_OK) != 0);
    OPEN_FAILS("made.dat", UPC_RDONLY | UPC_INDIVIDUAL_FP, ENOENT);

    upc_barrier;
    if (fails == 0)
        printf("PASS: io_errors thread %d\n", MYTHREAD);
    return 0;
}

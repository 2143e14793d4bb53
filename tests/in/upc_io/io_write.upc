/* UPC-IO writes: individual and common file pointers, private and shared buffers, list I/O,
   asynchronous calls, UPC_APPEND. tests/upc_io_exec.rs compares every file with the one the
   plain C program reference.c writes. */
#include <upc.h>
#include <upc_io.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "io_common.h"

shared [B] int blocked[2 * B * THREADS];
shared [1] long cyc[K * THREADS];
shared [B] int lst[B * THREADS];
int fails;

#define CHECK(c)                                                                        \
    do {                                                                                \
        if (!(c)) {                                                                     \
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, __LINE__, #c, errno); \
            fails++;                                                                    \
        }                                                                               \
    } while (0)

static upc_file_t *open_w(const char *name, int fp)
{
    upc_file_t *fd = upc_all_fopen(name, UPC_WRONLY | UPC_CREATE | UPC_TRUNC | fp, 0, NULL);
    CHECK(fd != NULL);
    return fd;
}

static upc_off_t pos(upc_file_t *fd)
{
    return upc_all_fseek(fd, 0, UPC_SEEK_CUR);
}

int main(void)
{
    int i, t = MYTHREAD, T = THREADS;
    int mine[N];
    upc_forall (i = 0; i < 2 * B * THREADS; i++; &blocked[i])
        blocked[i] = BLOCKED(i);
    upc_forall (i = 0; i < K * THREADS; i++; &cyc[i])
        cyc[i] = CYCLIC(i);
    upc_forall (i = 0; i < B * THREADS; i++; &lst[i])
        lst[i] = LIST(i);
    for (i = 0; i < N; i++)
        mine[i] = MINE(t, i);
    upc_barrier;

    /* Individual file pointers, private buffers. */
    upc_file_t *fd = open_w("indiv_local.dat", UPC_INDIVIDUAL_FP);
    CHECK(upc_all_fseek(fd, (upc_off_t)t * N * sizeof(int), UPC_SEEK_SET) == t * N * sizeof(int));
    CHECK(upc_all_fwrite_local(fd, mine, sizeof(int), N, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) ==
          N * sizeof(int));
    CHECK(pos(fd) == (t + 1) * N * sizeof(int));
    CHECK(upc_all_fget_size(fd) == T * N * sizeof(int));
    CHECK(upc_all_fclose(fd) == 0);

    /* The common file pointer, shared buffers: the blocked array, then the cyclic one. */
    fd = open_w("common_shared.dat", UPC_COMMON_FP);
    CHECK(upc_all_fwrite_shared(fd, blocked, B, sizeof(int), 2 * B * T,
                                UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) == 2 * B * T * sizeof(int));
    CHECK(upc_all_fwrite_shared(fd, cyc, 1, sizeof(long), K * T, UPC_IN_MYSYNC | UPC_OUT_NOSYNC) ==
          K * T * sizeof(long));
    CHECK(pos(fd) == 2 * B * T * sizeof(int) + K * T * sizeof(long));
    CHECK(upc_all_fclose(fd) == 0);

    /* Individual file pointers, shared buffer: thread t writes cyc[t*K .. t*K+K) at the place
       of thread T-1-t. */
    fd = open_w("indiv_shared.dat", UPC_INDIVIDUAL_FP);
    upc_all_fseek(fd, (upc_off_t)(T - 1 - t) * K * sizeof(long), UPC_SEEK_SET);
    CHECK(upc_all_fwrite_shared(fd, &cyc[t * K], 1, sizeof(long), K, 0) == K * sizeof(long));
    CHECK(pos(fd) == (T - t) * K * sizeof(long));
    CHECK(upc_all_fclose(fd) == 0);

    /* List I/O, private memory: the two halves of `mine` swapped, interleaved by thread. */
    fd = open_w("list_local.dat", UPC_INDIVIDUAL_FP);
    {
        struct upc_local_memvec mv[2] = { { mine, 3 * sizeof(int) }, { mine + 3, 3 * sizeof(int) } };
        struct upc_filevec fv[2] = { { (upc_off_t)(T * 3 + t * 3) * sizeof(int), 3 * sizeof(int) },
                                     { (upc_off_t)t * 3 * sizeof(int), 3 * sizeof(int) } };
        CHECK(upc_all_fwrite_list_local(fd, 2, mv, 2, fv, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) ==
              6 * sizeof(int));
        CHECK(pos(fd) == 0);
    }
    CHECK(upc_all_fclose(fd) == 0);

    /* List I/O, shared memory: the block of thread t+1 of lst to file block t; then two blocks
       of `blocked` from block t (crossing onto the next thread) after them. */
    fd = open_w("list_shared.dat", UPC_INDIVIDUAL_FP);
    {
        struct upc_shared_memvec mv[2] = {
            { &lst[((t + 1) % T) * B], B * sizeof(int), B * sizeof(int) },
            { &blocked[t * B], B * sizeof(int), 2 * B * sizeof(int) },
        };
        struct upc_filevec fv[2] = {
            { (upc_off_t)t * B * sizeof(int), B * sizeof(int) },
            { (upc_off_t)(T * B + t * 2 * B) * sizeof(int), 2 * B * sizeof(int) },
        };
        CHECK(upc_all_fwrite_list_shared(fd, 2, mv, 2, fv, 0) == 3 * B * sizeof(int));
        CHECK(pos(fd) == 0);
    }
    CHECK(upc_all_fclose(fd) == 0);

    /* Asynchronous calls: private (individual pointers, completion polled), shared (common
       pointer), list; the file pointer types switched with upc_all_fcntl. */
    fd = open_w("async.dat", UPC_INDIVIDUAL_FP);
    upc_all_fseek(fd, (upc_off_t)t * N * sizeof(int), UPC_SEEK_SET);
    upc_all_fwrite_local_async(fd, mine, sizeof(int), N, 0);
    CHECK(upc_all_fcntl(fd, UPC_ASYNC_OUTSTANDING, NULL) == 1);
    {
        int flag = 0;
        upc_off_t r;
        do
            r = upc_all_ftest_async(fd, &flag);
        while (!flag);
        CHECK(r == N * sizeof(int));
    }
    CHECK(upc_all_fcntl(fd, UPC_ASYNC_OUTSTANDING, NULL) == 0);
    CHECK(upc_all_fwait_async(fd) == -1 && errno == EINVAL);
    CHECK(upc_all_fcntl(fd, UPC_SET_COMMON_FP, NULL) == 0);
    CHECK(pos(fd) == 0);
    upc_all_fseek(fd, (upc_off_t)T * N * sizeof(int), UPC_SEEK_SET);
    upc_all_fwrite_shared_async(fd, blocked, B, sizeof(int), 2 * B * T, 0);
    CHECK(upc_all_fwait_async(fd) == 2 * B * T * sizeof(int));
    CHECK(pos(fd) == (T * N + 2 * B * T) * sizeof(int));
    {
        upc_off_t at = (T * N + 2 * B * T) * sizeof(int);
        struct upc_local_memvec mv[1] = { { mine, N * sizeof(int) } };
        struct upc_filevec fv[1] = { { at + (upc_off_t)(T - 1 - t) * N * sizeof(int), N * sizeof(int) } };
        upc_all_fwrite_list_local_async(fd, 1, mv, 1, fv, 0);
        CHECK(upc_all_fwait_async(fd) == N * sizeof(int));
    }
    CHECK(upc_all_fclose(fd) == 0);

    /* UPC_APPEND: the file pointer starts at the end of the file. */
    fd = open_w("append.dat", UPC_COMMON_FP);
    CHECK(upc_all_fwrite_shared(fd, lst, B, sizeof(int), B * T, 0) == B * T * sizeof(int));
    CHECK(upc_all_fclose(fd) == 0);
    fd = upc_all_fopen("append.dat", UPC_WRONLY | UPC_APPEND | UPC_COMMON_FP, 0, NULL);
    CHECK(fd != NULL);
    CHECK(pos(fd) == B * T * sizeof(int));
    CHECK(upc_all_fwrite_shared(fd, cyc, 1, sizeof(long), K * T, 0) == K * T * sizeof(long));
    CHECK(upc_all_fsync(fd) == 0);
    CHECK(upc_all_fclose(fd) == 0);

    upc_barrier;
    if (fails == 0)
        printf("PASS: io_write thread %d\n", t);
    return 0;
}

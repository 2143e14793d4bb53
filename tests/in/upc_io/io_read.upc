/* UPC-IO reads of input.dat (INPUT(i) for INPUT_INTS(THREADS) ints, written by reference.c):
   into blocked, cyclic and indefinite shared arrays with the common file pointer, private
   buffers with individual ones, list I/O, asynchronous calls, and reads that reach the end of
   the file (they return the bytes there were; at the end, 0). */
#include <upc.h>
#include <upc_io.h>
#include <errno.h>
#include <stdio.h>
#include "io_common.h"

shared [B] int buf[4 * B * THREADS];
shared [B] int extra[B * THREADS];
shared [1] int cyc[K * THREADS];
shared [] int ind[2 * B];
shared [B] int lst[2 * B * THREADS];
int fails;

#define CHECK(c)                                                                        \
    do {                                                                                \
        if (!(c)) {                                                                     \
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, __LINE__, #c, errno); \
            fails++;                                                                    \
        }                                                                               \
    } while (0)

static upc_off_t pos(upc_file_t *fd)
{
    return upc_all_fseek(fd, 0, UPC_SEEK_CUR);
}

int main(void)
{
    int i, t = MYTHREAD, T = THREADS;
    const upc_off_t size = INPUT_INTS(THREADS) * sizeof(int);
    upc_forall (i = 0; i < B * THREADS; i++; &extra[i])
        extra[i] = -1;
    upc_barrier;

    upc_file_t *fd = upc_all_fopen("input.dat", UPC_RDONLY | UPC_COMMON_FP, 0, NULL);
    CHECK(fd != NULL);
    CHECK(upc_all_fget_size(fd) == size);

    /* The common file pointer into a blocked shared array. */
    CHECK(upc_all_fread_shared(fd, buf, B, sizeof(int), 4 * B * T,
                               UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) == 4 * B * T * sizeof(int));
    upc_forall (i = 0; i < 4 * B * THREADS; i++; &buf[i])
        CHECK(buf[i] == INPUT(i));
    CHECK(pos(fd) == 4 * B * T * sizeof(int));

    /* Across the end: 3 ints are left of the B*T asked for; then nothing. */
    CHECK(upc_all_fread_shared(fd, extra, B, sizeof(int), B * T, 0) == 3 * sizeof(int));
    upc_barrier;
    upc_forall (i = 0; i < B * THREADS; i++; &extra[i])
        CHECK(extra[i] == (i < 3 ? INPUT(4 * B * T + i) : -1));
    CHECK(pos(fd) == size);
    CHECK(upc_all_fread_shared(fd, extra, B, sizeof(int), B * T, 0) == 0);
    CHECK(pos(fd) == size);

    /* A cyclic array and an indefinite one, from offsets chosen with SEEK_SET and SEEK_END. */
    CHECK(upc_all_fseek(fd, sizeof(int), UPC_SEEK_SET) == sizeof(int));
    CHECK(upc_all_fread_shared(fd, cyc, 1, sizeof(int), K * T, 0) == K * T * sizeof(int));
    CHECK(upc_all_fseek(fd, -(upc_off_t)(2 * B * sizeof(int)), UPC_SEEK_END) ==
          size - 2 * B * sizeof(int));
    CHECK(upc_all_fread_shared(fd, ind, 0, sizeof(int), 2 * B, 0) == 2 * B * sizeof(int));
    upc_barrier;
    upc_forall (i = 0; i < K * THREADS; i++; &cyc[i])
        CHECK(cyc[i] == INPUT(i + 1));
    if (t == T - 1)
        for (i = 0; i < 2 * B; i++)
            CHECK(ind[i] == INPUT(INPUT_INTS(T) - 2 * B + i));

    /* Individual file pointers into private buffers, each thread its own part. */
    CHECK(upc_all_fcntl(fd, UPC_SET_INDIVIDUAL_FP, NULL) == 0);
    {
        int mine[N + 2];
        CHECK(upc_all_fseek(fd, (upc_off_t)t * N * sizeof(int), UPC_SEEK_SET) == t * N * sizeof(int));
        CHECK(upc_all_fread_local(fd, mine, sizeof(int), N, 0) == N * sizeof(int));
        for (i = 0; i < N; i++)
            CHECK(mine[i] == INPUT(t * N + i));
        CHECK(pos(fd) == (t + 1) * N * sizeof(int));
        /* Across the end: 8 bytes are left of the 20 asked for. */
        CHECK(upc_all_fseek(fd, -8, UPC_SEEK_END) == size - 8);
        mine[2] = -7;
        CHECK(upc_all_fread_local(fd, mine, sizeof(int), 5, 0) == 8);
        CHECK(mine[0] == INPUT(INPUT_INTS(T) - 2) && mine[1] == INPUT(INPUT_INTS(T) - 1) &&
              mine[2] == -7);
        CHECK(pos(fd) == size);
        CHECK(upc_all_fread_local(fd, mine, sizeof(int), 5, 0) == 0);
    }

    /* List I/O: into private memory (two regions from three file regions), into shared memory
       (thread t fills blocks 2t and 2t+1 of lst, on two threads, from reversed file places). */
    {
        int a[4], b[2];
        struct upc_local_memvec mv[2] = { { a, sizeof a }, { b, sizeof b } };
        struct upc_filevec fv[3] = { { (upc_off_t)(10 + t) * sizeof(int), 2 * sizeof(int) },
                                     { 0, 3 * sizeof(int) },
                                     { (upc_off_t)t * sizeof(int), sizeof(int) } };
        CHECK(upc_all_fread_list_local(fd, 2, mv, 3, fv, 0) == 6 * sizeof(int));
        CHECK(a[0] == INPUT(10 + t) && a[1] == INPUT(11 + t) && a[2] == INPUT(0) &&
              a[3] == INPUT(1) && b[0] == INPUT(2) && b[1] == INPUT(t));
        CHECK(pos(fd) == size);
    }
    {
        struct upc_shared_memvec mv[1] = { { &lst[2 * t * B], B * sizeof(int), 2 * B * sizeof(int) } };
        struct upc_filevec fv[2] = {
            { (upc_off_t)(T - 1 - t) * B * sizeof(int), B * sizeof(int) },
            { (upc_off_t)(2 * T - 1 - t) * B * sizeof(int), B * sizeof(int) },
        };
        upc_all_fread_list_shared_async(fd, 1, mv, 2, fv, 0);
        CHECK(upc_all_fcntl(fd, UPC_ASYNC_OUTSTANDING, NULL) == 1);
        CHECK(upc_all_fwait_async(fd) == 2 * B * sizeof(int));
        upc_barrier;
        if (t == 0)
            for (int u = 0; u < T; u++)
                for (i = 0; i < B; i++)
                    CHECK(lst[2 * u * B + i] == INPUT((T - 1 - u) * B + i) &&
                          lst[(2 * u + 1) * B + i] == INPUT((2 * T - 1 - u) * B + i));
    }

    /* Asynchronous read of a shared array with the common file pointer, polled. */
    CHECK(upc_all_fcntl(fd, UPC_SET_COMMON_FP, NULL) == 0);
    upc_forall (i = 0; i < 4 * B * THREADS; i++; &buf[i])
        buf[i] = 0;
    CHECK(upc_all_fseek(fd, 2 * sizeof(int), UPC_SEEK_SET) == 2 * sizeof(int));
    upc_all_fread_shared_async(fd, buf, B, sizeof(int), 4 * B * T, UPC_IN_ALLSYNC);
    {
        int flag = 0;
        upc_off_t r;
        do
            r = upc_all_ftest_async(fd, &flag);
        while (!flag);
        CHECK(r == 4 * B * T * sizeof(int));
    }
    upc_forall (i = 0; i < 4 * B * THREADS; i++; &buf[i])
        CHECK(buf[i] == INPUT(i + 2));
    CHECK(pos(fd) == (4 * B * T + 2) * sizeof(int));
    CHECK(upc_all_fclose(fd) == 0);

    upc_barrier;
    if (fails == 0)
        printf("PASS: io_read thread %d\n", t);
    return 0;
}

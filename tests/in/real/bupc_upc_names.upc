/* The upc_ spellings of the bupc_ extensions, which a program gets by defining
   BUPC_USE_UPC_NAMESPACE before including upc.h: a vlist get from the right neighbour, an
   asynchronous strided put to it, a semaphore handshake and the thread distance. */
#define BUPC_USE_UPC_NAMESPACE
#include <upc.h>
#include <stdio.h>

shared [8] int A[8 * THREADS];
shared [8] int B[8 * THREADS];
shared int ok[THREADS];
upc_sem_t *shared sems[THREADS];

int main(void)
{
    int me = MYTHREAD, right = (MYTHREAD + 1) % THREADS, i, good = 1;
    int buf[4];
    for (i = 0; i < 8; i++)
        A[8 * me + i] = 10 * me + i, B[8 * me + i] = 0;
    upc_sem_t *sem = upc_sem_alloc(UPC_SEM_INTEGER);
    sems[me] = sem;
    upc_barrier;

    upc_smemvec_t src[2];
    upc_pmemvec_t dst[1];
    src[0].addr = &A[8 * right + 1];
    src[0].len = 2 * sizeof(int);
    src[1].addr = &A[8 * right + 5];
    src[1].len = 2 * sizeof(int);
    dst[0].addr = buf;
    dst[0].len = sizeof buf;
    upc_memget_vlist(1, dst, 2, src);
    good &= buf[0] == 10 * right + 1 && buf[1] == 10 * right + 2 && buf[2] == 10 * right + 5 &&
            buf[3] == 10 * right + 6;

    /* buf into B[right] at 0 and 4 (2 rows of 2 ints, 4 ints apart), then a post */
    size_t count[2] = { 2 * sizeof(int), 2 }, dstr[1] = { 4 * sizeof(int) },
           sstr[1] = { 2 * sizeof(int) };
    upc_handle_t h = upc_memput_strided_async(&B[8 * right], dstr, buf, sstr, count, 1);
    upc_waitsync(h);
    upc_sem_post(sems[right]);
    upc_sem_wait(sem); /* the left neighbour's put is complete */
    int left = (me + THREADS - 1) % THREADS;
    good &= B[8 * me] == 10 * me + 1 && B[8 * me + 1] == 10 * me + 2 &&
            B[8 * me + 4] == 10 * me + 5 && B[8 * me + 5] == 10 * me + 6 && B[8 * me + 2] == 0;
    good &= upc_thread_distance(me, me) == UPC_THREADS_SAME &&
            upc_thread_distance(me, left) <= UPC_THREADS_VERYFAR;
    ok[me] = good;
    upc_barrier;
    if (me == 0) {
        int n = 0;
        for (i = 0; i < THREADS; i++)
            n += ok[i];
        printf("upc_ names ok on %d of %d\n", n, THREADS);
    }
    return 0;
}

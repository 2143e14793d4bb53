/* sync_visibility.upc - UPC 1.3 §5.1.2.3: every synchronisation point completes and makes
   visible every earlier access of the thread. Writes made by one thread right before each kind
   of synchronisation point (upc_barrier, upc_notify/upc_wait, a strict write, upc_fence with a
   strict flag, upc_unlock/upc_lock, a collective with UPC_IN_ALLSYNC) must be read by the other
   threads after it; each round allocates fresh memory with upc_all_alloc and writes into it at
   once, so that memory handed out by a collective allocation is usable immediately. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define N 1000
#define ROUNDS 8

shared int total;
shared int verdict;
strict shared int flag;
shared int counter;
shared [] int *shared log_area;
upc_lock_t *lock;

/* Issue's pattern: thread 0 fills a fresh upc_all_alloc'd vector, a barrier, each thread sums
   its own elements (integer affinity) and adds the sum to a total under a lock. */
static int barrier_rounds(void)
{
    int bad = 0;
    for (int r = 1; r <= ROUNDS; r++) {
        int i, mine = 0;
        shared int *vec = upc_all_alloc(N, sizeof(int));
        if (MYTHREAD == 0) {
            total = 0;
            for (i = 0; i < N; i++)
                vec[i] = r;
        }
        upc_barrier;
        upc_forall (i = 0; i < N; i++; i)
            mine += vec[i];
        upc_lock(lock);
        total += mine;
        upc_unlock(lock);
        upc_barrier;
        if (total != N * r)
            bad++;
        upc_barrier;
        upc_all_free(vec);
    }
    return bad;
}

/* Each thread writes its right neighbour's block of a fresh array, then upc_notify/upc_wait;
   every thread then reads its own block. */
static int split_phase_rounds(void)
{
    int bad = 0, next = (MYTHREAD + 1) % THREADS, prev = (MYTHREAD + THREADS - 1) % THREADS;
    for (int r = 1; r <= ROUNDS; r++) {
        shared [N] int *blk = upc_all_alloc(THREADS, N * sizeof(int));
        for (int k = 0; k < N; k++)
            blk[next * N + k] = r * 10000 + MYTHREAD * 10 + k % 7;
        upc_notify r;
        upc_wait r;
        for (int k = 0; k < N; k++)
            if (blk[MYTHREAD * N + k] != r * 10000 + prev * 10 + k % 7)
                bad++;
        upc_barrier;
        if (MYTHREAD == 0)
            upc_free(blk);
    }
    return bad;
}

/* The last thread writes data on every thread (relaxed), then a strict flag (alone, then after
   upc_fence); every thread waits for the flag and reads the data. */
static int strict_flag_rounds(shared int *data)
{
    int bad = 0, writer = THREADS - 1;
    for (int r = 1; r <= ROUNDS; r++) {
        if (MYTHREAD == writer) {
            for (int i = 0; i < N; i++)
                data[i] = r * 3 + i;
            if (r % 2)
                upc_fence;
            flag = r;
        }
        while (flag != r)
            ;
        for (int i = 0; i < N; i++)
            if (data[i] != r * 3 + i)
                bad++;
        upc_barrier;
    }
    return bad;
}

/* Lock hand-off: each thread in turn appends K entries to a log on thread 0 at the position a
   shared counter gives, both relaxed, under the lock; the next holder must see them. */
#define K 5
static int lock_rounds(void)
{
    int bad = 0;
    if (MYTHREAD == 0) {
        log_area = upc_alloc(K * THREADS * ROUNDS * sizeof(int));
        counter = 0;
    }
    upc_barrier;
    for (int r = 0; r < ROUNDS; r++) {
        upc_lock(lock);
        int at = counter;
        for (int k = 0; k < K; k++)
            log_area[at + k] = MYTHREAD * 1000 + r * 10 + k;
        counter = at + K;
        upc_unlock(lock);
    }
    upc_barrier;
    if (counter != K * THREADS * ROUNDS)
        bad++;
    /* each thread's entries appear once each, in its order */
    if (MYTHREAD == 0)
        for (int t = 0; t < THREADS; t++) {
            int n = 0;
            for (int i = 0; i < K * THREADS * ROUNDS; i++) {
                int v = log_area[i];
                if (v / 1000 != t)
                    continue;
                if (v % 1000 != (n / K) * 10 + n % K)
                    bad++;
                n++;
            }
            if (n != K * ROUNDS)
                bad++;
        }
    upc_barrier;
    return bad;
}

/* A collective with UPC_IN_ALLSYNC reads data written just before it by other threads: thread
   t's source block is written by thread t + 1; each thread then reads its gathered row. */
#define NB 16
shared [NB] int src[NB * THREADS];
static int collective_rounds(void)
{
    int bad = 0, prev = (MYTHREAD + THREADS - 1) % THREADS;
    shared [] int *row;
    shared int *dst = upc_all_alloc(THREADS, NB * THREADS * sizeof(int));
    row = (shared [] int *)(dst + MYTHREAD);
    for (int r = 1; r <= ROUNDS; r++) {
        for (int k = 0; k < NB; k++)
            src[prev * NB + k] = r * 100 + prev * 2 + k;
        upc_all_gather_all(dst, src, NB * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);
        for (int j = 0; j < THREADS; j++)
            for (int k = 0; k < NB; k++)
                if (row[j * NB + k] != r * 100 + j * 2 + k)
                    bad++;
        upc_barrier;
    }
    upc_all_free(dst);
    return bad;
}

#define KINDS 5
shared int errs[KINDS][THREADS];

int main(void)
{
    static const char *what[KINDS] = { "upc_barrier", "upc_notify/upc_wait", "strict flag and upc_fence",
                                       "upc_lock/upc_unlock", "collective" };
    shared int *data = upc_all_alloc(N, sizeof(int));
    lock = upc_all_lock_alloc();
    errs[0][MYTHREAD] = barrier_rounds();
    errs[1][MYTHREAD] = split_phase_rounds();
    errs[2][MYTHREAD] = strict_flag_rounds(data);
    errs[3][MYTHREAD] = lock_rounds();
    errs[4][MYTHREAD] = collective_rounds();
    upc_barrier;
    if (MYTHREAD == 0) {
        int all = 0;
        for (int i = 0; i < KINDS; i++) {
            int bad = 0;
            for (int t = 0; t < THREADS; t++)
                bad += errs[i][t];
            printf("%s: %d rounds, %s\n", what[i], ROUNDS, bad ? "FAIL: values not visible" : "every value visible");
            all += bad;
        }
        if (all)
            printf("FAIL: sync_visibility: %d wrong values\n", all);
        else
            printf("PASS: sync_visibility\n");
        verdict = all != 0;
    }
    upc_barrier;
    return verdict;
}

/* node_rows.upc - another thread's data read and written element by element, every way a
   program can reach it: by array name (double, int, char, a struct, a shared scalar and a
   `shared []` array on thread 0), through pointers-to-shared (also across block and thread
   boundaries, and bytes inside an element), upc_memget/upc_memput/upc_memcpy/upc_memset, memory
   from upc_all_alloc and upc_global_alloc, and a hand-off of relaxed data behind a strict flag
   (the reader spins on the flag, then must see every value written before it). Each thread
   works on its right neighbour's elements; thread 0 checks everything. Under `--to ga` these
   are loads and stores of rows of the same node (or GA transfers with UPCGA_DIRECT=0); the last
   line before PASS says whether the neighbour's data can be cast to a local pointer. */
#include <stdio.h>
#include <string.h>
#include <upc.h>
#include <upc_castable.h>

#define N 64

typedef struct {
    int id;
    char tag[3];
    double weight;
} rec_t;

shared double d[N * THREADS];
shared [4] int blk[N * THREADS];
shared [4] int cpy[4 * THREADS];
shared char c[N * THREADS];
shared rec_t recs[THREADS];
shared long scalar;
shared [] long on_zero[N];
shared int data[N * THREADS];
strict shared int flag[THREADS];
shared [N] int *shared glob_at;
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int next = (MYTHREAD + 1) % THREADS, prev = (MYTHREAD + THREADS - 1) % THREADS;
    int bad = 0, i, k;
    char bytes[8 * N];

    /* by array name: the neighbour's elements of each array */
    for (k = 0; k < N; k++) {
        d[k * THREADS + next] = next * 1000.0 + k + 0.5;
        c[k * THREADS + next] = (char)('a' + (next + k) % 26);
    }
    for (k = 0; k < N / 4; k++)
        for (i = 0; i < 4; i++)
            blk[(k * THREADS + next) * 4 + i] = next * 100000 + k * 4 + i;
    recs[next].id = next + 7;
    recs[next].tag[0] = 'r';
    recs[next].tag[1] = (char)('0' + next % 10);
    recs[next].tag[2] = 0;
    recs[next].weight = next * 0.25;
    if (MYTHREAD == THREADS - 1) {
        scalar = 4242;
        for (k = 0; k < N; k++)
            on_zero[k] = 3L * k;
    }
    upc_barrier;
    for (k = 0; k < N; k++)
        if (d[k * THREADS + MYTHREAD] != MYTHREAD * 1000.0 + k + 0.5
            || c[k * THREADS + MYTHREAD] != (char)('a' + (MYTHREAD + k) % 26))
            bad++;
    for (k = 0; k < N; k++)
        if (blk[(k / 4 * THREADS + MYTHREAD) * 4 + k % 4] != MYTHREAD * 100000 + k)
            bad++;
    if (recs[MYTHREAD].id != MYTHREAD + 7 || recs[MYTHREAD].tag[0] != 'r'
        || recs[MYTHREAD].weight != MYTHREAD * 0.25)
        bad++;
    if (scalar != 4242 || on_zero[N - 1] != 3L * (N - 1))
        bad++;
    upc_barrier;

    /* through pointers-to-shared: a walk over the neighbour's blocks of blk, crossing into the
       next threads' blocks, a write one block further on, and bytes inside the neighbour's
       record */
    {
        shared [4] int *p = &blk[next * 4];
        long sum = 0, want = 0;
        for (k = 0; k < N; k++) {
            sum += p[k];
            want += blk[next * 4 + k];
        }
        if (sum != want)
            bad++;
        upc_memget(bytes, (shared [] char *)&recs[next] + 1, 6); /* bytes of id and tag */
        if (memcmp(bytes, (char *)&(rec_t){ next + 7, { 'r', (char)('0' + next % 10), 0 }, 0 } + 1,
                   6) != 0)
            bad++;
        upc_barrier;
        p[5] = -5 - MYTHREAD; /* blk[next * 4 + 5]: element 1 of the block after next's */
        upc_barrier;
        if (blk[MYTHREAD * 4 + 5] != -5 - prev)
            bad++;
    }
    upc_barrier;

    /* upc_mem*: the neighbour's first block of blk, there and back; then a copy of the previous
       thread's block into the neighbour's part of cpy */
    {
        shared [] int *theirs = (shared [] int *)&blk[next * 4];
        int local[4] = { 1, 2, 3, 4 }, back[4];
        upc_memput(theirs, local, sizeof local);
        upc_memget(back, theirs, sizeof back);
        if (memcmp(local, back, sizeof back) != 0)
            bad++;
        upc_memset(theirs, 0, 2 * sizeof(int));
        upc_memget(back, theirs, sizeof back);
        if (back[0] != 0 || back[1] != 0 || back[2] != 3 || back[3] != 4)
            bad++;
        upc_barrier;
        upc_memcpy((shared [] int *)&cpy[next * 4], (shared [] int *)&blk[prev * 4],
                   4 * sizeof(int));
        upc_barrier;
        for (k = 0; k < 4; k++)
            if (cpy[MYTHREAD * 4 + k] != (k < 2 ? 0 : k + 1))
                bad++;
    }
    upc_barrier;

    /* dynamically allocated memory of the neighbour */
    {
        shared [N] int *all = upc_all_alloc(THREADS, N * sizeof(int));
        shared [N] int *glob, *ptrs[2];
        if (MYTHREAD == 0)
            glob_at = upc_global_alloc(THREADS, N * sizeof(int));
        upc_barrier;
        glob = glob_at;
        ptrs[0] = all;
        ptrs[1] = glob;
        for (k = 0; k < N; k++)
            all[next * N + k] = next * N + k;
        for (k = 0; k < N; k++)
            glob[next * N + k] = -(next * N + k);
        upc_barrier;
        for (k = 0; k < N; k++)
            if (ptrs[0][MYTHREAD * N + k] != MYTHREAD * N + k
                || ptrs[1][MYTHREAD * N + k] != -(MYTHREAD * N + k))
                bad++;
        upc_barrier;
        if (MYTHREAD == 0)
            upc_free(glob);
        upc_all_free(all);
    }

    /* strict hand-off: relaxed writes to the neighbour's data, then its strict flag; the
       neighbour waits for its flag and must see them all */
    for (int round = 1; round <= 20; round++) {
        for (k = 0; k < N; k++)
            data[k * THREADS + next] = round * 1000 + k;
        flag[next] = round;
        while (flag[MYTHREAD] != round)
            ;
        for (k = 0; k < N; k++)
            if (data[k * THREADS + MYTHREAD] != round * 1000 + k)
                bad++;
        upc_barrier;
    }

    errs[MYTHREAD] = bad;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0, castable = upc_cast(&d[next]) != NULL;
        for (i = 0; i < THREADS; i++)
            total += errs[i];
        printf("every access to the neighbour's data: %s\n", total ? "WRONG" : "right");
        printf("neighbour's data castable: %s\n", castable ? "yes" : "no");
        if (total)
            printf("FAIL: node_rows: %d errors\n", total);
        else
            printf("PASS: node_rows\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}

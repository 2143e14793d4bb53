/* mem_copy.upc - bulk transfers: upc_memput from private memory, upc_memcpy between threads, upc_memget into private memory, upc_memset, including partial blocks. */
#include <stdio.h>
#include <string.h>
#include <upc.h>

#define N 32
shared [N] int src[N * THREADS];
shared [N] int dst[N * THREADS];
shared [N] char text[N * THREADS];
shared [] int pool[N];                     /* on thread 0 */
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, mine = 0;
    int right = (MYTHREAD + 1) % THREADS, left = (MYTHREAD + THREADS - 1) % THREADS;
    int local[N], back[N];
    char chars[N];

    for (i = 0; i < N; i++)
        local[i] = MYTHREAD * 1000 + i;
    upc_memput(&src[N * MYTHREAD], local, sizeof local);       /* private -> my block */
    upc_memset(&text[N * MYTHREAD], 'a' + MYTHREAD % 26, N);    /* fill my block of chars */
    if (MYTHREAD == 0)
        upc_memset(pool, 0, sizeof(int) * N);
    upc_barrier;

    /* shared -> shared: the right neighbour's block into mine, then a piece of it again */
    upc_memcpy(&dst[N * MYTHREAD], &src[N * right], N * sizeof(int));
    upc_memcpy(&dst[N * MYTHREAD + 4], &src[N * left + 8], 8 * sizeof(int));
    /* a few ints into thread 0's pool, each thread its own slot */
    if (MYTHREAD < N)
        upc_memput(&pool[MYTHREAD], &local[5], sizeof(int));
    upc_barrier;

    /* shared -> private, and check */
    upc_memget(back, &dst[N * MYTHREAD], sizeof back);
    for (i = 0; i < N; i++) {
        int want = (i >= 4 && i < 12) ? left * 1000 + i + 4 : right * 1000 + i;
        if (back[i] != want)
            mine++;
    }
    upc_memget(chars, &text[N * left], N);
    for (i = 0; i < N; i++)
        if (chars[i] != 'a' + left % 26)
            mine++;
    /* a zero-length transfer does nothing */
    upc_memget(back, &src[0], 0);
    if (back[0] != right * 1000)
        mine++;

    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS && i < N; i++)
            if (pool[i] != i * 1000 + 5)
                total++;
        for (i = 0; i < THREADS; i++)
            total += errs[i];
        if (total)
            printf("FAIL: mem_copy: %d errors\n", total);
        else
            printf("PASS: mem_copy\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}

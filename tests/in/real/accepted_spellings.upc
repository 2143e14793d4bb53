/* Spellings other UPC compilers accept and real code uses (with warnings W0206, W0202). */
#include <upc.h>
#include <stdio.h>

#define N 6
shared [N] double a[N * THREADS];
shared int owner[N * THREADS];
shared int local_ok[THREADS];

int main(void) {
  int i;
  double priv[5];
  /* Non-shared operands: element size, block size 0, local size sizeof. */
  size_t s1 = upc_elemsizeof(priv), s2 = upc_blocksizeof(priv), s3 = upc_localsizeof(priv);
  size_t s4 = upc_localsizeof(int[3]), s5 = upc_blocksizeof(long);

  /* A floating affinity: truncated, then modulo THREADS. */
  upc_forall (i = 0; i < N * THREADS; i++; i / (double)N)
    owner[i] = MYTHREAD;
  upc_forall (i = 0; i < N * THREADS; i++; (float)i + 0.75f)
    a[i] = MYTHREAD;

  /* UPC 1.1's upc_local_alloc: nblocks * nbytes with affinity to the caller. */
  shared [] int *mine = (shared [] int *)upc_local_alloc(3, 2 * sizeof(int));
  for (i = 0; i < 6; i++)
    mine[i] = i;
  local_ok[MYTHREAD] = upc_threadof(mine) == MYTHREAD && upc_threadof(&mine[5]) == MYTHREAD &&
                       mine[5] == 5;
  upc_barrier;
  if (MYTHREAD == THREADS - 1) {
    int bad = 0, ok = 0;
    for (i = 0; i < N * THREADS; i++) {
      bad += owner[i] != (i / N) % THREADS;
      bad += (int)a[i] != i % THREADS;
    }
    for (i = 0; i < THREADS; i++)
      ok += local_ok[i];
    printf("sizes %d %d %d %d %d\n", (int)s1, (int)s2, (int)s3, (int)s4, (int)s5);
    printf("affinity mismatches %d\n", bad);
    printf("local_alloc %d of %d\n", ok, THREADS);
  }
  upc_free(mine);
  return 0;
}

/* Calls upc_all_permute as the program's own header declares it (a phaseless `shared const
   int *` parameter), with the program's implementation in own_collective_impl.upc: the call
   follows that declaration. */
#include <upc.h>
#include <stdio.h>
#include "own_collective.h"

#define N 3
shared [N] int src[N * THREADS];
shared [N] int dst[N * THREADS];
shared int perm[THREADS];

int main(void) {
  int i;
  for (i = 0; i < N; i++)
    src[MYTHREAD * N + i] = 100 * MYTHREAD + i;
  perm[MYTHREAD] = (MYTHREAD + 1) % THREADS;
  upc_barrier;
  upc_all_permute(dst, src, perm, N * sizeof(int), 7);
  upc_barrier;
  if (MYTHREAD == 0) {
    for (i = 0; i < N * THREADS; i++)
      printf("%d%c", dst[i], i + 1 < N * THREADS ? ' ' : '\n');
    printf("calls %d\n", own_permute_calls());
  }
  return 0;
}

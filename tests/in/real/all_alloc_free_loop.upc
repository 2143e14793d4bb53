/* A collective library call that allocates its work array with upc_all_alloc on every call and
   frees it with upc_free on one thread (as collectives written in UPC do): called many times,
   the memory of the freed arrays must be reused. Each round checks the values every thread
   wrote. With an argument, two threads free the same array (one thread twice on one thread):
   a double free, reported at the latest by the next collective allocation call. */
#include <upc.h>
#include <stdio.h>

#define ROUNDS 1200
#define BYTES (1 << 20) /* per thread: 1200 rounds would keep 1.2 GB per thread, and more arrays than GA makes */

shared int errors[THREADS];

static long round_sum(int round) {
  shared [] char *mine;
  shared long *cell = upc_all_alloc(THREADS, BYTES);
  long sum = 0;
  int t;
  cell[MYTHREAD] = round * 10 + MYTHREAD;
  mine = (shared [] char *)(cell + MYTHREAD);
  mine[BYTES - 1] = 1; /* the far end of this thread's part */
  upc_barrier;
  for (t = 0; t < THREADS; t++)
    sum += cell[t];
  upc_barrier;
  if (MYTHREAD == (round % THREADS))
    upc_free(cell);
  return sum;
}

int main(int argc, char **argv) {
  int r, bad = 0;
  (void)argv;
  if (argc > 1) {
    shared int *p = upc_all_alloc(THREADS, sizeof(int));
    upc_barrier;
    if (MYTHREAD == 0)
      upc_free(p);
    if (MYTHREAD == THREADS - 1)
      upc_free(p);
    upc_barrier;
    p = upc_all_alloc(THREADS, sizeof(int));
    printf("double free not reported\n");
    return 0;
  }
  for (r = 0; r < ROUNDS; r++) {
    long want = (long)r * 10 * THREADS + (long)THREADS * (THREADS - 1) / 2;
    if (round_sum(r) != want)
      bad++;
  }
  errors[MYTHREAD] = bad;
  upc_barrier;
  if (MYTHREAD == 0) {
    int total = 0, t;
    for (t = 0; t < THREADS; t++)
      total += errors[t];
    printf("%d rounds, %d errors\n", ROUNDS, total);
  }
  return 0;
}

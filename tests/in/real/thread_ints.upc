/* MYTHREAD and THREADS are expressions of type int (UPC 1.3 6.4.1): in arithmetic and
   comparisons with negative values they behave as signed integers. Each line of the output is
   computed by every thread; a thread whose result differs from the signed one says so. A
   prefix sum over a cyclic array walks from a pointer with a negative element offset, as a
   collective library written in UPC does, and a upc_forall takes a negative integer affinity. */
#include <upc.h>
#include <stdio.h>

#define N 6
shared double src[N * THREADS];
shared double dst[N * THREADS];
shared int bad[THREADS];
shared int owner[2 * N];

static int below(int a, int b) { return a < b; }

int main(void) {
  int errors = 0, i, k, back = -1, first = MYTHREAD - THREADS;
  double d = MYTHREAD - THREADS;
  long l = MYTHREAD - THREADS;
  int local[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  int *p = local + 4;

  /* comparisons with a negative operand */
  if (!(MYTHREAD > back)) errors++;
  if (MYTHREAD < back) errors++;
  if (!(THREADS + back < THREADS)) errors++;
  if (!(MYTHREAD - THREADS < 0)) errors++;
  if (below(THREADS, back)) errors++;
  /* conversions of a negative difference */
  if (d != (double)first || l != first || first >= 0) errors++;
  /* division and remainder of a negative value */
  if ((MYTHREAD - THREADS) / 2 != first / 2) errors++;
  if (back % THREADS != (THREADS == 1 ? 0 : -1)) errors++;
  /* a negative offset of a private pointer */
  if (first + 1 >= -4 && p[MYTHREAD - THREADS + 1] != 5 + first) errors++;
  if (sizeof(MYTHREAD) != sizeof(int) || sizeof THREADS != sizeof(int)) errors++;

  /* A counted walk from a negative element offset: k runs over this thread's elements of a
     cyclic array addressed from src[THREADS - 1], starting at MYTHREAD - (THREADS - 1). */
  for (i = MYTHREAD; i < N * THREADS; i += THREADS)
    src[i] = i + 1;
  upc_barrier;
  {
    shared double *from = &src[THREADS - 1], *to = &dst[THREADS - 1];
    int off = MYTHREAD - (THREADS - 1);
    double sum = 0;
    for (k = off; k < off + N * THREADS; k += THREADS) {
      sum += *(from + k);
      *(to + k) = sum;
    }
  }
  upc_barrier;
  for (i = MYTHREAD; i < N * THREADS; i += THREADS) {
    double want = 0;
    for (k = MYTHREAD; k <= i; k += THREADS)
      want += k + 1;
    if (dst[i] != want) errors++;
  }
  /* an integer affinity that is negative: the thread of i is i mod THREADS (in 0..THREADS-1) */
  upc_forall (i = -N; i < N; i++; i)
    owner[i + N] = MYTHREAD + 1;
  bad[MYTHREAD] = errors;
  upc_barrier;
  if (MYTHREAD == 0) {
    int total = 0, t = THREADS;
    for (i = 0; i < THREADS; i++)
      total += bad[i];
    for (i = -N; i < N; i++)
      if (owner[i + N] != (i % t + t) % t + 1)
        total++;
    printf("signed thread values on %d threads: %d errors\n", THREADS, total);
  }
  return 0;
}

/* `forall`, the early spelling of `upc_forall` that older UPC code uses, next to a function of
   the program named `forall` (called, never a loop header). */
#include <upc.h>
#include <stdio.h>

shared int a[4 * THREADS];
shared int foreign[THREADS];

int forall(int x) { return x + 1; }

int main(void) {
  int i, n = 0, mine = 0;
  forall (i = 0; i < 4 * THREADS; i++; &a[i]) {
    a[i] = forall(i);
    mine += upc_threadof(&a[i]) != MYTHREAD;
  }
  foreign[MYTHREAD] = mine;
  upc_barrier;
  if (MYTHREAD == 0) {
    for (i = 0; i < 4 * THREADS; i++)
      n += a[i];
    printf("sum %d\n", n);
    for (i = 0; i < THREADS; i++)
      printf("thread %d foreign %d\n", i, foreign[i]);
  }
  return 0;
}

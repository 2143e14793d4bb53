/* With tentative_fill.upc: both files include tentative.h, whose pointer-to-shared and counter
   are defined tentatively in each; the link makes one object of each. */
#include <upc.h>
#include <stdio.h>
#include "tentative.h"

int main(void) {
  double sum = 0;
  int i;
  work = upc_all_alloc(1, 8 * sizeof(double));
  fill();
  upc_barrier;
  for (i = 0; i < 8; i++)
    sum += work[i];
  upc_barrier;
  if (MYTHREAD == 0) {
    printf("sum %g rounds %d\n", sum, rounds);
    upc_free(work);
  }
  return 0;
}

/* The other file of tentative.upc: it fills the array through the same pointer. */
#include <upc.h>
#include "tentative.h"

void fill(void) {
  int i;
  rounds++;
  if (MYTHREAD == 0)
    for (i = 0; i < 8; i++)
      work[i] = i + 0.5;
}

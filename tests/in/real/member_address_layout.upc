/* The address of a member of a shared struct reached through a cyclic pointer-to-shared has an
   indefinite block size: assigning it to a pointer of block size 1 changes the layout without a
   cast (W0302, E0302 with -pedantic-errors). */
#include <upc.h>

struct node {
  shared struct node *next;
  long data;
};

shared struct node *shared list;

shared long *data_address(void) {
  return &(list->data);
}

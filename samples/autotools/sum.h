/* sum.h - the autotools-like sample's shared total and its function. */
#include <upc.h>
extern shared long total;
long sum_mine(int n);

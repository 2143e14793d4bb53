/* sum.h - the size of the sum (a header: editing it rebuilds sum.upc's objects). */
#define N 1000

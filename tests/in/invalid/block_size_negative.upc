// expect: E0200
#include <upc.h>
shared [-2] int a[8 * THREADS];
int main(void) { return 0; }

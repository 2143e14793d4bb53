// expect: E0200
#include <upc.h>
int n = 4;
shared [n] int a[10 * THREADS];
int main(void) { return 0; }

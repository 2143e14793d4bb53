// expect: E0201
#include <upc.h>
shared int m[THREADS][THREADS];
int main(void) { return 0; }

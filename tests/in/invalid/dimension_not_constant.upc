// expect: E0205
#include <upc.h>
extern int size;
shared int a[size];
int main(void) { return 0; }

// expect: E0209
#include <upc.h>
void take(shared int value);
int main(void) { return 0; }

// expect: E0210
#include <upc.h>
strict int counter;
int main(void) { return 0; }

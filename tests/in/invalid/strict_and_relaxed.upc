// expect: E0207
#include <upc.h>
strict relaxed shared int flag;
int main(void) { return 0; }

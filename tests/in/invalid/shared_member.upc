// expect: E0203
#include <upc.h>
struct bad {
    shared int counter;
    int other;
};
int main(void) { return 0; }

// expect: E0203
#include <upc.h>
union number {
    shared int whole;
    float part;
};

int main(void)
{
    return 0;
}

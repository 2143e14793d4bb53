// expect: E0207
#include <upc.h>
typedef strict shared int sflag;
relaxed sflag ready;

int main(void)
{
    return 0;
}

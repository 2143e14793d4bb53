/* member_array.upc - racy: every thread writes the second element of an array member of a
   shared struct in one phase; the report names the element, `box.list[1]`. */
/* race: 16 16 on `box.list[1]` (on thread 0) */
#include <upc.h>
#include <stdio.h>

struct s {
    int head;
    int list[4];
};
shared struct s box;

int main(void)
{
    upc_barrier;
    box.list[1] = MYTHREAD + 1;
    upc_barrier;
    if (MYTHREAD == 0)
        printf("written: %d\n", box.list[1] > 0);
    return 0;
}

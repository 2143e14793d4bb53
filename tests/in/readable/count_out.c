#include <upcr_stub.h>
# 1 "count_in.upc"
/* a comment about shared data */
int helper(int x);
int total_handle;
int a_handle;
int main(void) {
#line 10 "count_in.upc"
    int i, s = 0;
    const char *m = "shared in a string";
    for (i = 0; i < 4; i++)
        s  +=  i;
    a_put(MYTHREAD, s);
    total_put(total_get() + s);
    s = q_get(0) + 1;
    return p_is_null() && m;
}

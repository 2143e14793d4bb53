/* One macro use makes two declarations: one changes, the other does not. */
#include <upc.h>
#include <stdio.h>
#define PAIR(x) int x; shared int s_##x;
PAIR(a)
int main(void) { a = 1; s_a = 2; upc_barrier; if (MYTHREAD == 0) printf("%d %d\n", a, s_a); return 0; }

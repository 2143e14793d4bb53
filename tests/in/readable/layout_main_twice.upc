#include <stdio.h>
#include <upc.h>

int main(int argc, char **argv);

static int calls = 0;

int main(int argc, char **argv)
{
    upc_barrier;
    if (calls++ == 0 && argc > 0)
        printf("%s\n", MYTHREAD >= 0 ? "ok" : "FAIL");
    return 0;
}

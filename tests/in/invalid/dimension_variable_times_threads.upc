// expect: E0205
#include <upc.h>
int n = 4;
shared double grid[n * THREADS];

int main(void)
{
    grid[MYTHREAD] = 1.0;
    return 0;
}

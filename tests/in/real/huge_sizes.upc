/* sizeof and upc_localsizeof of shared array types of 2^32 elements and more: the sizes are
   computed in size_t, not in int (no object of these types is created). */
#include <upc.h>
#include <stdio.h>

int main(void)
{
    if (MYTHREAD == 0) {
        printf("cyclic sizeof %llu\n",
               (unsigned long long)sizeof(shared int[1024][1024][1024 * THREADS]));
        printf("cyclic localsizeof %llu\n",
               (unsigned long long)upc_localsizeof(shared int[1024][1024][1024 * THREADS]));
        printf("blocked localsizeof %llu\n",
               (unsigned long long)upc_localsizeof(shared[65536] int[65536][65536 * THREADS]));
        printf("indefinite localsizeof %llu\n",
               (unsigned long long)upc_localsizeof(shared[] int[65536][65536]));
    }
    return 0;
}

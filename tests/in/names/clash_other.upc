/* The second file of tests/in/names/clash.upc: it declares the shared array `a` too, so both files
   rename the program's `a_local` (it meets `--to ga`'s row of `a`) the same way, and they link. */
#include <upc.h>

extern shared int a[4 * THREADS];

int a_local(void)
{
    return a[0] + 1000;
}

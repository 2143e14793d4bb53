/* toggle.c - turns callgrind's collection on and off at each call: bench/kernels_ir.sh puts a
   call beside each reading of a kernel's clock, so that only its timed part is counted. */
#include <valgrind/callgrind.h>

void kernels_ir_toggle(void)
{
    CALLGRIND_TOGGLE_COLLECT;
}

/* fail_barrier_mismatch.c - threads pass different values to a barrier: the runtime must report
   the mismatch and end the whole job (never hang). Expected to fail. */
#include "harness.h"

static int test_main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    upcr_barrier((int)upcr_mythread(), 0);
    printf("FAIL: the mismatched barrier was not detected\n");
    return 0;
}

int main(int argc, char **argv)
{
    return run_upc_program(argc, argv, 0, 0, test_main, 1 << 20);
}

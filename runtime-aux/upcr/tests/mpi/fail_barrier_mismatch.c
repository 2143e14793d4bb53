/* fail_barrier_mismatch.c - threads pass different values to a barrier: the runtime must report
   the mismatch and end the whole job (never hang). Expected to fail. */
#include <stdio.h>
#include "../../upcr.h"

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
    struct upcr_startup_spawnfuncs f = { 0, 0, 0, 0, 0, test_main };
    upcr_startup_init(&argc, &argv, 0, 0, "test_main");
    upcr_startup_attach(1 << 20, 0, UPCR_ATTACH_ENV_OVERRIDE);
    upcr_startup_spawn(&argc, &argv, 0, 0, &f);
    return 0;
}

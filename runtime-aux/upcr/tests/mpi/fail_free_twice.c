/* fail_free_twice.c - freeing the same shared object twice must end the job with a runtime
   error that says so. Expected to fail. */
#include "harness.h"

static int test_main(int argc, char **argv)
{
    upcr_shared_ptr_t p = upcr_alloc(32);
    (void)argc;
    (void)argv;
    upcr_free(p);
    upcr_free(p);
    printf("FAIL: the second upc_free was accepted\n");
    return 0;
}

int main(int argc, char **argv)
{
    return run_upc_program(argc, argv, 0, 0, test_main, 1 << 20);
}

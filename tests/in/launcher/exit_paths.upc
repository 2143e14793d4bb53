/* exit_paths.upc - how a job ends, for `pgas-xlate run`'s status (tests/launcher.rs).
   argv[1]: "pass" (every thread returns 0), "status" (every thread returns 3), "leave" (thread
   1 leaves with _exit(0), outside the runtime's end: its process never finalizes MPI). */
#include <upc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

shared int seen[THREADS];

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "pass";
    seen[MYTHREAD] = MYTHREAD + 1;
    upc_barrier;
    if (seen[(MYTHREAD + 1) % THREADS] != (MYTHREAD + 1) % THREADS + 1)
        printf("FAIL: thread %d\n", MYTHREAD);
    if (strcmp(mode, "leave") == 0 && MYTHREAD == 1) {
        fflush(stdout);
        _exit(0);
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: %d threads\n", THREADS);
    return strcmp(mode, "status") == 0 ? 3 : 0;
}

/* pgas_job_status.h - the program's exit status, written for `pgas-xlate run` by thread 0 of
   both runtimes once every thread has ended through the runtime, before MPI is finalized.

   Open MPI's mpirun (4.1) can take a process that finalized MPI and exited for one that exited
   without finalizing (it sees the exit before the finalization it was told of) and then ends
   the job with status 1 and a notice that the process "exited improperly", or none: measured
   with 256 processes on one node, plain MPI programs included. `run` names a file in
   PGAS_XLATE_STATUS_FILE and, when the launcher ends with that status and no other sign of a
   failure, gives the program's status read here (src/launcher.rs, `StatusFile`). */
#ifndef PGAS_JOB_STATUS_H
#define PGAS_JOB_STATUS_H

#include <stdio.h>
#include <stdlib.h>

/* Thread 0: the program's status into the file `run` named (nothing when none). */
static inline void pgas_job_status_write(int thread, int status)
{
    const char *path = getenv("PGAS_XLATE_STATUS_FILE");
    FILE *f;
    if (thread != 0 || !path || !*path || !(f = fopen(path, "w")))
        return;
    fprintf(f, "%d\n", status);
    fclose(f);
}

#endif

/* upcr_races.c - the data-race checker of `--checks=races` (runtime-aux/include/pgas_races_impl.h,
   shared with the library of `--to ga`) over this runtime's threads. */
#include "upcr.h"

#include <mpi.h>

#define PGAS_RACES_COMM MPI_COMM_WORLD
#define PGAS_RACES_MYTHREAD ((int)upcr_mythread())
#define PGAS_RACES_THREADS ((int)upcr_threads())
#include "../include/pgas_races_impl.h"

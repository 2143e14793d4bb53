/* ga-mpi.h - GA's MPI communicators, as the GA-on-UPC library's communicators (mpi.h): part of
   pgas-xlate's GA-on-UPC library (runtime-aux/ga-upc, docs/ga-on-upc.md). GA's world is
   MPI_COMM_WORLD, a process group's communicator the library's (MPI_COMM_NULL outside the
   group). */
#ifndef GAUPC_GA_MPI_H
#define GAUPC_GA_MPI_H

#include "mpi.h"

#define GA_MPI_Comm() MPI_COMM_WORLD
#define GA_MPI_Comm_pgroup(grp) gaupc_mpi_comm_pgroup(grp)
#define GA_MPI_Comm_pgroup_default() gaupc_mpi_comm_pgroup_default()

#endif

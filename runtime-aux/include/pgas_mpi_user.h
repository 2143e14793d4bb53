/* pgas_mpi_user.h - MPI_Init, MPI_Init_thread and MPI_Finalize as a UPC program that calls MPI
   sees them, for the runtime of `--to upcr` (runtime-aux/upcr/upcr_main.c) and the library of
   `--to ga` (runtime-aux/ga-aux/upcga_main.c); included by one file of each.

   Both runtimes are MPI programs: MPI is initialised before the program's main runs and
   finalised when the program ends. A program's own calls (hybrid UPC and MPI programs make
   them, as MPI requires of an MPI program) must then neither initialise MPI a second time
   (erroneous: the MPI library aborts) nor end it while the runtime still needs it. These
   definitions take the place of the MPI library's (through MPI's profiling interface, whose
   PMPI_ names reach the library): initialising returns MPI_SUCCESS when MPI is already
   initialised (the thread level provided is the one MPI gives), finalising does nothing (the
   runtime finalises MPI, with PMPI_Finalize, at the end of the program). */
#ifndef PGAS_MPI_USER_H
#define PGAS_MPI_USER_H

#include <mpi.h>

int MPI_Init(int *argc, char ***argv)
{
    int initialized = 0;
    PMPI_Initialized(&initialized);
    return initialized ? MPI_SUCCESS : PMPI_Init(argc, argv);
}

int MPI_Init_thread(int *argc, char ***argv, int required, int *provided)
{
    int initialized = 0;
    PMPI_Initialized(&initialized);
    if (!initialized)
        return PMPI_Init_thread(argc, argv, required, provided);
    return PMPI_Query_thread(provided);
}

int MPI_Finalize(void)
{
    return MPI_SUCCESS;
}

#endif

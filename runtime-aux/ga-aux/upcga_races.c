/* upcga_races.c - the data-race checker of `--checks=races` (runtime-aux/include/pgas_races_impl.h,
   shared with the runtime of `--to upcr`) over this library's threads. */
#include "upcga.h"

#ifndef UPCGA_ON_UPC
#include <ga-mpi.h>

#define PGAS_RACES_COMM GA_MPI_Comm()
#define PGAS_RACES_MYTHREAD upcga_mythread
#define PGAS_RACES_THREADS upcga_threads
#include "../include/pgas_races_impl.h"
#else
/* Built on UPC (`--to upc` of this library): no checker. */
int pgas_races_on;
const pgas_race_site_t *pgas_race_lib_site;
void pgas_race_access(unsigned thread, long space, unsigned long offset, size_t n, int kind,
                      const pgas_race_site_t *site)
{
    (void)thread, (void)space, (void)offset, (void)n, (void)kind, (void)site;
}
unsigned long pgas_races_gen = 1;
void pgas_race_access_hinted(unsigned thread, long space, unsigned long offset, size_t n, int kind,
                             const pgas_race_site_t *site, pgas_race_hint_t *hint)
{
    (void)hint;
    pgas_race_access(thread, space, offset, n, kind, site);
}
void pgas_race_free(unsigned thread, long space, unsigned long offset, int collective)
{
    (void)thread, (void)space, (void)offset, (void)collective;
}
void pgas_races_start(void) {}
void pgas_races_notify(void) {}
void pgas_races_wait(void) {}
void pgas_races_acquire(void) {}
void pgas_races_release(void) {}
void pgas_races_fence(void) {}
int pgas_races_end(int status) { return status; }
#endif

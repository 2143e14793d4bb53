/* armci.h - the few ARMCI calls GA C programs use directly, implemented by pgas-xlate's
   GA-on-UPC library: private memory with the alignment MPI would give (ma.upc), the
   fence of all processes (ga_onesided.upc), the clock (ga_base.upc). */
#ifndef GAUPC_ARMCI_H
#define GAUPC_ARMCI_H

typedef long armci_size_t;

void *ARMCI_Malloc_local(armci_size_t bytes);
int ARMCI_Free_local(void *ptr);
/* Completes this process's puts to every process (ga_onesided.upc). */
void ARMCI_AllFence(void);
/* ARMCI's clock in seconds, as GA_Wtime (ga_base.upc). */
double armci_timer(void);

#endif

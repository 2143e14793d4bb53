/* armci.h - the few ARMCI calls GA C programs use directly, implemented by pgas-xlate's
   GA-on-UPC library: private memory with the alignment MPI would give (ma.upc), and the
   fence of all processes (ga_onesided.upc). */
#ifndef GAUPC_ARMCI_H
#define GAUPC_ARMCI_H

typedef long armci_size_t;

void *ARMCI_Malloc_local(armci_size_t bytes);
int ARMCI_Free_local(void *ptr);
/* Completes this process's puts to every process (ga_onesided.upc). */
void ARMCI_AllFence(void);

#endif

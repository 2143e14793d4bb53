/* armci.h - the few ARMCI calls GA C programs use directly, implemented by pgas-xlate's
   GA-on-UPC library: private memory with the alignment MPI would give (ma.upc), the
   fence of all processes (ga_onesided.upc), the clock (ga_base.upc), process groups and the
   messages of ARMCI's message.h (armci.upc). */
#ifndef GAUPC_ARMCI_H
#define GAUPC_ARMCI_H

typedef long armci_size_t;

void *ARMCI_Malloc_local(armci_size_t bytes);
int ARMCI_Free_local(void *ptr);
/* Completes this process's puts to every process (ga_onesided.upc). */
void ARMCI_AllFence(void);
/* ARMCI's clock in seconds, as GA_Wtime (ga_base.upc). */
double armci_timer(void);

/* ARMCI's process groups (armci.upc): a group is a GA process group of the library (its
   synchronisation and reductions) with the list it was made from, whose order gives the ranks
   (GA's groups rank their processes in increasing order). ARMCI_Group_create is collective
   over every process, ARMCI_Group_free over the group's members (as with ARMCI, only they call
   it); a process outside a group has rank -1 in it. The default group is ARMCI's own (the
   world until ARMCI_Group_set_default), not GA's. */
typedef struct {
    int pgroup;
    int size;
    int *list; /* the processes by rank; NULL for the world */
} ARMCI_Group;
void ARMCI_Group_create(int grp_size, int *pid_list, ARMCI_Group *group_out);
void ARMCI_Group_free(ARMCI_Group *group);
int ARMCI_Group_rank(ARMCI_Group *group, int *rank);
void ARMCI_Group_size(ARMCI_Group *group, int *size);
void ARMCI_Group_set_default(ARMCI_Group *group);
void ARMCI_Group_get_default(ARMCI_Group *group_out);
void ARMCI_Group_get_world(ARMCI_Group *group_out);
int ARMCI_Absolute_id(ARMCI_Group *group, int group_rank);

/* ARMCI's messages (its message.h, which includes this header) on every process or on a
   group: GA's process number, count, synchronisation, broadcast and reductions (the operators
   "+", "*", "max", "min", "absmax", "absmin"). */
int armci_msg_me(void);
int armci_msg_nproc(void);
void armci_msg_barrier(void);
void armci_msg_group_barrier(ARMCI_Group *group);
void armci_msg_bcast(void *buffer, int len, int root);
void armci_msg_brdcst(void *buffer, int len, int root);
void armci_msg_igop(int *x, int n, char *op);
void armci_msg_lgop(long *x, int n, char *op);
void armci_msg_llgop(long long *x, int n, char *op);
void armci_msg_fgop(float *x, int n, char *op);
void armci_msg_dgop(double *x, int n, char *op);
void armci_msg_group_igop(int *x, int n, char *op, ARMCI_Group *group);
void armci_msg_group_lgop(long *x, int n, char *op, ARMCI_Group *group);
void armci_msg_group_llgop(long long *x, int n, char *op, ARMCI_Group *group);
void armci_msg_group_fgop(float *x, int n, char *op, ARMCI_Group *group);
void armci_msg_group_dgop(double *x, int n, char *op, ARMCI_Group *group);

#endif

/* armci.upc - GA-on-UPC: ARMCI's process groups (armci.h) and the messages of ARMCI's
   message.h that GA programs call, over the library's process groups (ga_base.upc) and their
   synchronisation, broadcast and reductions (ga_collective.upc). The plain messages work on
   every process, as ARMCI's do, whatever GA's default group. A group's ranks are those of the
   list it was made from (armci.h). */
#include "ga_internal.h"
#include "armci.h"

#include <stdlib.h>
#include <string.h>

/* ARMCI's default group: the world until ARMCI_Group_set_default. */
static ARMCI_Group default_group = {GAUPC_WORLD, -1, NULL};

void ARMCI_Group_create(int grp_size, int *pid_list, ARMCI_Group *group_out)
{
    group_out->pgroup = gaupc_GA_Pgroup_create(pid_list, grp_size);
    group_out->size = grp_size;
    group_out->list = malloc(sizeof(int) * (size_t)grp_size);
    memcpy(group_out->list, pid_list, sizeof(int) * (size_t)grp_size);
}

void ARMCI_Group_free(ARMCI_Group *group)
{
    gaupc_GA_Pgroup_destroy(group->pgroup);
    free(group->list);
    group->list = NULL;
}

int ARMCI_Group_rank(ARMCI_Group *group, int *rank)
{
    if (!group->list) {
        *rank = gaupc_GA_Pgroup_nodeid(group->pgroup);
        return 0;
    }
    *rank = -1;
    for (int r = 0; r < group->size; r++)
        if (group->list[r] == MYTHREAD)
            *rank = r;
    return 0;
}

void ARMCI_Group_size(ARMCI_Group *group, int *size)
{
    *size = group->list ? group->size : gaupc_GA_Pgroup_nnodes(group->pgroup);
}

void ARMCI_Group_set_default(ARMCI_Group *group)
{
    default_group = *group;
}

void ARMCI_Group_get_default(ARMCI_Group *group_out)
{
    *group_out = default_group;
}

void ARMCI_Group_get_world(ARMCI_Group *group_out)
{
    *group_out = (ARMCI_Group){gaupc_GA_Pgroup_get_world(), -1, NULL};
}

int ARMCI_Absolute_id(ARMCI_Group *group, int group_rank)
{
    if (!group->list)
        return gaupc_GA_Pgroup_absolute_id(group->pgroup, group_rank);
    if (group_rank < 0 || group_rank >= group->size)
        gaupc_error(group_rank, "invalid rank %d of an ARMCI group (%d processes)", group_rank,
                    group->size);
    return group->list[group_rank];
}

int armci_msg_me(void)
{
    return gaupc_GA_Pgroup_nodeid(gaupc_GA_Pgroup_get_world());
}

int armci_msg_nproc(void)
{
    return gaupc_GA_Pgroup_nnodes(gaupc_GA_Pgroup_get_world());
}

void armci_msg_barrier(void)
{
    gaupc_GA_Pgroup_sync(gaupc_GA_Pgroup_get_world());
}

void armci_msg_group_barrier(ARMCI_Group *group)
{
    gaupc_GA_Pgroup_sync(group->pgroup);
}

void armci_msg_bcast(void *buffer, int len, int root)
{
    gaupc_GA_Pgroup_brdcst(gaupc_GA_Pgroup_get_world(), buffer, len, root);
}

void armci_msg_brdcst(void *buffer, int len, int root)
{
    armci_msg_bcast(buffer, len, root);
}

/* The reductions on every process and on a group, one pair per type. */
#define ARMCI_GOP(suffix, T)                                                                       \
    void armci_msg_##suffix(T *x, int n, char *op)                                                 \
    {                                                                                              \
        gaupc_GA_Pgroup_##suffix(gaupc_GA_Pgroup_get_world(), x, n, op);                           \
    }                                                                                              \
    void armci_msg_group_##suffix(T *x, int n, char *op, ARMCI_Group *group)                       \
    {                                                                                              \
        gaupc_GA_Pgroup_##suffix(group->pgroup, x, n, op);                                         \
    }
ARMCI_GOP(igop, int)
ARMCI_GOP(lgop, long)
ARMCI_GOP(llgop, long long)
ARMCI_GOP(fgop, float)
ARMCI_GOP(dgop, double)

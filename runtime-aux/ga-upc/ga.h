/* ga.h - the Global Arrays C interface, implemented in UPC 1.3 by pgas-xlate's GA-on-UPC
   library (runtime-aux/ga-upc, docs/ga-on-upc.md).

   A GA C program compiles against this header as a UPC program. Every interface function is a
   macro that records the source location of the call (__FILE__, __LINE__ and the function's
   name) before calling the library's implementation, gaupc_<name>; an error found by the
   library (a bad handle, a patch outside the array, mismatched types ...) stops the whole
   program with a GA-style message that names that location:

       prog.c:42: GA error in NGA_Get: 0:cannot locate region: A [0:5,0:3] (dims [5,7]): -1000

   The library is UPC: include this header from UPC translation units (a GA C program is one)
   and link the translated library files (see docs/ga-on-upc.md). */
#ifndef GAUPC_GA_H
#define GAUPC_GA_H

#include <stdint.h>
#include <stdio.h>
#include <stddef.h>

#include "gacommon.h"

/* The MPI calls GA programs make become UPC (see mpi.h next to this file): in UPC, and in the C
   that pgas-xlate makes of UPC (its runtime header comes first), where the MPI types of the
   program's declarations (MPI_Request …) must still be known. */
#if defined(__UPC__) || defined(PGAS_UPCR_H)
#include "mpi.h"
#endif

typedef Integer ga_nbhdl_t;

/* The call site of the interface function being called (see above). A call's site is made
   current before its arguments are evaluated and the site before it is restored when the call
   returns (the cleanup of GAUPC_CALL's variable), so that an error of a call written inside
   another call's arguments names the inner call, and one of the outer call names the outer. */
typedef struct {
    const char *file;
    int line;
    const char *func;
} gaupc_site_t;
gaupc_site_t gaupc_site_enter(const char *file, int line, const char *func);
void gaupc_site_leave(gaupc_site_t *before);

#define GAUPC_SITE_CALL(f, call)                                                                \
    ({                                                                                          \
        __attribute__((cleanup(gaupc_site_leave))) gaupc_site_t gaupc_site_before =            \
            gaupc_site_enter(__FILE__, __LINE__, #f);                                           \
        call;                                                                                   \
    })
#define GAUPC_CALL(f, ...) GAUPC_SITE_CALL(f, gaupc_##f(__VA_ARGS__))
#define GAUPC_CALL0(f) GAUPC_SITE_CALL(f, gaupc_##f())

/* ---- start-up, processes, synchronisation ---- */
void gaupc_GA_Initialize(void);
void gaupc_GA_Initialize_args(int *argc, char ***argv);
void gaupc_GA_Initialize_ltd(size_t limit);
int gaupc_GA_Initialized(void);
void gaupc_GA_Terminate(void);
int gaupc_GA_Nodeid(void);
int gaupc_GA_Cluster_nnodes(void);
int gaupc_GA_Cluster_nodeid(void);
int gaupc_GA_Cluster_nprocs(int node);
int gaupc_GA_Cluster_procid(int node, int loc);
int gaupc_GA_Cluster_proc_nodeid(int proc);
void gaupc_GA_List_nodeid(int *list, int nprocs);
int gaupc_GA_Nnodes(void);
void gaupc_GA_Sync(void);
int gaupc_GA_Create_mutexes(int number);
int gaupc_GA_Destroy_mutexes(void);
void gaupc_GA_Lock(int mutex);
void gaupc_GA_Unlock(int mutex);
int gaupc_NGA_Register_type(size_t bytes);
int gaupc_NGA_Deregister_type(int type);
void gaupc_GA_Error(char *message, int code);
int gaupc_GA_Uses_ma(void);
int gaupc_GA_Uses_fapi(void);
int gaupc_GA_Memory_limited(void);
void gaupc_GA_Set_debug(int flag);
int gaupc_GA_Get_debug(void);
void gaupc_GA_Set_memory_limit(size_t limit);
size_t gaupc_GA_Memory_avail(void);
size_t gaupc_GA_Inquire_memory(void);
double gaupc_GA_Wtime(void);
void gaupc_GA_Print_stats(void);
int gaupc_GA_Pgroup_create(int *list, int count);
int gaupc_GA_Pgroup_nnodes(int grp);
int gaupc_GA_Pgroup_nodeid(int grp);
int gaupc_GA_Pgroup_get_world(void);
int gaupc_GA_Pgroup_get_default(void);
int gaupc_GA_Pgroup_self(void);
int gaupc_GA_Pgroup_duplicate(int grp);
int gaupc_GA_Pgroup_absolute_id(int grp, int pid);
int gaupc_GA_Get_pgroup(int g_a);
void gaupc_GA_Pgroup_set_default(int grp);
void gaupc_GA_Set_pgroup(int g_a, int grp);
int gaupc_GA_Pgroup_get_mirror(void);
int gaupc_GA_Pgroup_split(int grp, int num_group);
int gaupc_GA_Pgroup_split_irreg(int grp, int color);
int gaupc_GA_Pgroup_destroy(int grp);
void gaupc_GA_Pgroup_sync(int grp);
void gaupc_GA_Pgroup_brdcst(int grp, void *buf, int lenbuf, int root);
void gaupc_GA_Pgroup_igop(int grp, int x[], int n, char *op);
void gaupc_GA_Pgroup_lgop(int grp, long x[], int n, char *op);
void gaupc_GA_Pgroup_llgop(int grp, long long x[], int n, char *op);
void gaupc_GA_Pgroup_fgop(int grp, float x[], int n, char *op);
void gaupc_GA_Pgroup_dgop(int grp, double x[], int n, char *op);
void gaupc_GA_Pgroup_cgop(int grp, SingleComplex x[], int n, char *op);
void gaupc_GA_Pgroup_zgop(int grp, DoubleComplex x[], int n, char *op);
void *gaupc_GA_Getmem(int type, int nelem, int grp_id);
void gaupc_GA_Freemem(void *ptr);

#define GA_Initialize() GAUPC_CALL0(GA_Initialize)
#define GA_Initialize_args(...) GAUPC_CALL(GA_Initialize_args, __VA_ARGS__)
#define GA_Initialize_ltd(...) GAUPC_CALL(GA_Initialize_ltd, __VA_ARGS__)
#define GA_Initialized() GAUPC_CALL0(GA_Initialized)
#define NGA_Initialize() GAUPC_CALL0(GA_Initialize)
#define NGA_Initialize_ltd(...) GAUPC_CALL(GA_Initialize_ltd, __VA_ARGS__)
#define NGA_Initialized() GAUPC_CALL0(GA_Initialized)
#define GA_Terminate() GAUPC_CALL0(GA_Terminate)
#define NGA_Terminate() GAUPC_CALL0(GA_Terminate)
#define GA_Nodeid() GAUPC_CALL0(GA_Nodeid)
#define NGA_Nodeid() GAUPC_CALL0(GA_Nodeid)
#define GA_Cluster_nnodes() GAUPC_CALL0(GA_Cluster_nnodes)
#define GA_Cluster_nodeid() GAUPC_CALL0(GA_Cluster_nodeid)
#define GA_Cluster_nprocs(...) GAUPC_CALL(GA_Cluster_nprocs, __VA_ARGS__)
#define GA_Cluster_procid(...) GAUPC_CALL(GA_Cluster_procid, __VA_ARGS__)
#define GA_Cluster_proc_nodeid(...) GAUPC_CALL(GA_Cluster_proc_nodeid, __VA_ARGS__)
#define GA_List_nodeid(...) GAUPC_CALL(GA_List_nodeid, __VA_ARGS__)
#define NGA_List_nodeid(...) GAUPC_CALL(GA_List_nodeid, __VA_ARGS__)
#define GA_Nnodes() GAUPC_CALL0(GA_Nnodes)
#define NGA_Nnodes() GAUPC_CALL0(GA_Nnodes)
#define GA_Sync() GAUPC_CALL0(GA_Sync)
#define NGA_Sync() GAUPC_CALL0(GA_Sync)
#define GA_Create_mutexes(...) GAUPC_CALL(GA_Create_mutexes, __VA_ARGS__)
#define GA_Destroy_mutexes() GAUPC_CALL0(GA_Destroy_mutexes)
#define NGA_Destroy_mutexes() GAUPC_CALL0(GA_Destroy_mutexes)
#define GA_Lock(...) GAUPC_CALL(GA_Lock, __VA_ARGS__)
#define NGA_Lock(...) GAUPC_CALL(GA_Lock, __VA_ARGS__)
#define GA_Unlock(...) GAUPC_CALL(GA_Unlock, __VA_ARGS__)
#define NGA_Unlock(...) GAUPC_CALL(GA_Unlock, __VA_ARGS__)
#define NGA_Register_type(...) GAUPC_CALL(NGA_Register_type, __VA_ARGS__)
#define NGA_Deregister_type(...) GAUPC_CALL(NGA_Deregister_type, __VA_ARGS__)
#define GA_Error(...) GAUPC_CALL(GA_Error, __VA_ARGS__)
#define GA_Uses_ma() GAUPC_CALL0(GA_Uses_ma)
#define NGA_Uses_ma() GAUPC_CALL0(GA_Uses_ma)
#define GA_Uses_fapi() GAUPC_CALL0(GA_Uses_fapi)
#define GA_Memory_limited() GAUPC_CALL0(GA_Memory_limited)
#define NGA_Memory_limited() GAUPC_CALL0(GA_Memory_limited)
#define GA_Set_debug(...) GAUPC_CALL(GA_Set_debug, __VA_ARGS__)
#define NGA_Set_debug(...) GAUPC_CALL(GA_Set_debug, __VA_ARGS__)
#define GA_Get_debug() GAUPC_CALL0(GA_Get_debug)
#define NGA_Get_debug() GAUPC_CALL0(GA_Get_debug)
#define GA_Set_memory_limit(...) GAUPC_CALL(GA_Set_memory_limit, __VA_ARGS__)
#define NGA_Set_memory_limit(...) GAUPC_CALL(GA_Set_memory_limit, __VA_ARGS__)
#define GA_Memory_avail() GAUPC_CALL0(GA_Memory_avail)
#define NGA_Memory_avail() GAUPC_CALL0(GA_Memory_avail)
#define GA_Inquire_memory() GAUPC_CALL0(GA_Inquire_memory)
#define NGA_Inquire_memory() GAUPC_CALL0(GA_Inquire_memory)
#define GA_Wtime() GAUPC_CALL0(GA_Wtime)
#define NGA_Wtime() GAUPC_CALL0(GA_Wtime)
#define GA_Print_stats() GAUPC_CALL0(GA_Print_stats)
#define GA_Pgroup_create(...) GAUPC_CALL(GA_Pgroup_create, __VA_ARGS__)
#define NGA_Pgroup_create(...) GAUPC_CALL(GA_Pgroup_create, __VA_ARGS__)
#define GA_Pgroup_nnodes(...) GAUPC_CALL(GA_Pgroup_nnodes, __VA_ARGS__)
#define NGA_Pgroup_nnodes(...) GAUPC_CALL(GA_Pgroup_nnodes, __VA_ARGS__)
#define GA_Get_pgroup_size(...) GAUPC_CALL(GA_Pgroup_nnodes, __VA_ARGS__)
#define NGA_Get_pgroup_size(...) GAUPC_CALL(GA_Pgroup_nnodes, __VA_ARGS__)
#define GA_Pgroup_self() GAUPC_CALL0(GA_Pgroup_self)
#define NGA_Pgroup_self() GAUPC_CALL0(GA_Pgroup_self)
#define GA_Pgroup_duplicate(...) GAUPC_CALL(GA_Pgroup_duplicate, __VA_ARGS__)
#define NGA_Pgroup_duplicate(...) GAUPC_CALL(GA_Pgroup_duplicate, __VA_ARGS__)
#define GA_Pgroup_absolute_id(...) GAUPC_CALL(GA_Pgroup_absolute_id, __VA_ARGS__)
#define NGA_Pgroup_absolute_id(...) GAUPC_CALL(GA_Pgroup_absolute_id, __VA_ARGS__)
#define GA_Get_pgroup(...) GAUPC_CALL(GA_Get_pgroup, __VA_ARGS__)
#define NGA_Get_pgroup(...) GAUPC_CALL(GA_Get_pgroup, __VA_ARGS__)
#define GA_Pgroup_nodeid(...) GAUPC_CALL(GA_Pgroup_nodeid, __VA_ARGS__)
#define NGA_Pgroup_nodeid(...) GAUPC_CALL(GA_Pgroup_nodeid, __VA_ARGS__)
#define GA_Pgroup_split(...) GAUPC_CALL(GA_Pgroup_split, __VA_ARGS__)
#define NGA_Pgroup_split(...) GAUPC_CALL(GA_Pgroup_split, __VA_ARGS__)
#define GA_Pgroup_split_irreg(...) GAUPC_CALL(GA_Pgroup_split_irreg, __VA_ARGS__)
#define NGA_Pgroup_split_irreg(...) GAUPC_CALL(GA_Pgroup_split_irreg, __VA_ARGS__)
#define GA_Pgroup_destroy(...) GAUPC_CALL(GA_Pgroup_destroy, __VA_ARGS__)
#define NGA_Pgroup_destroy(...) GAUPC_CALL(GA_Pgroup_destroy, __VA_ARGS__)
#define GA_Pgroup_sync(...) GAUPC_CALL(GA_Pgroup_sync, __VA_ARGS__)
#define NGA_Pgroup_sync(...) GAUPC_CALL(GA_Pgroup_sync, __VA_ARGS__)
#define GA_Pgroup_brdcst(...) GAUPC_CALL(GA_Pgroup_brdcst, __VA_ARGS__)
#define GA_Pgroup_igop(...) GAUPC_CALL(GA_Pgroup_igop, __VA_ARGS__)
#define NGA_Pgroup_igop(...) GAUPC_CALL(GA_Pgroup_igop, __VA_ARGS__)
#define GA_Pgroup_lgop(...) GAUPC_CALL(GA_Pgroup_lgop, __VA_ARGS__)
#define NGA_Pgroup_lgop(...) GAUPC_CALL(GA_Pgroup_lgop, __VA_ARGS__)
#define GA_Pgroup_llgop(...) GAUPC_CALL(GA_Pgroup_llgop, __VA_ARGS__)
#define NGA_Pgroup_llgop(...) GAUPC_CALL(GA_Pgroup_llgop, __VA_ARGS__)
#define GA_Pgroup_fgop(...) GAUPC_CALL(GA_Pgroup_fgop, __VA_ARGS__)
#define NGA_Pgroup_fgop(...) GAUPC_CALL(GA_Pgroup_fgop, __VA_ARGS__)
#define GA_Pgroup_dgop(...) GAUPC_CALL(GA_Pgroup_dgop, __VA_ARGS__)
#define NGA_Pgroup_dgop(...) GAUPC_CALL(GA_Pgroup_dgop, __VA_ARGS__)
#define GA_Pgroup_cgop(...) GAUPC_CALL(GA_Pgroup_cgop, __VA_ARGS__)
#define GA_Pgroup_zgop(...) GAUPC_CALL(GA_Pgroup_zgop, __VA_ARGS__)
#define NGA_Pgroup_zgop(...) GAUPC_CALL(GA_Pgroup_zgop, __VA_ARGS__)
#define GA_Pgroup_get_world() GAUPC_CALL0(GA_Pgroup_get_world)
#define NGA_Pgroup_get_world() GAUPC_CALL0(GA_Pgroup_get_world)
#define GA_Pgroup_get_default() GAUPC_CALL0(GA_Pgroup_get_default)
#define NGA_Pgroup_get_default() GAUPC_CALL0(GA_Pgroup_get_default)
#define GA_Pgroup_set_default(...) GAUPC_CALL(GA_Pgroup_set_default, __VA_ARGS__)
#define NGA_Pgroup_set_default(...) GAUPC_CALL(GA_Pgroup_set_default, __VA_ARGS__)
#define GA_Set_pgroup(...) GAUPC_CALL(GA_Set_pgroup, __VA_ARGS__)
#define NGA_Set_pgroup(...) GAUPC_CALL(GA_Set_pgroup, __VA_ARGS__)
#define GA_Pgroup_get_mirror() GAUPC_CALL0(GA_Pgroup_get_mirror)
#define NGA_Pgroup_get_mirror() GAUPC_CALL0(GA_Pgroup_get_mirror)
#define GA_Getmem(...) GAUPC_CALL(GA_Getmem, __VA_ARGS__)
#define GA_Freemem(...) GAUPC_CALL(GA_Freemem, __VA_ARGS__)

/* ---- creation and destruction ---- */
int gaupc_NGA_Create(int type, int ndim, int dims[], char *name, int chunk[]);
int gaupc_NGA_Create64(int type, int ndim, int64_t dims[], char *name, int64_t chunk[]);
int gaupc_NGA_Create_irreg(int type, int ndim, int dims[], char *name, int block[], int map[]);
int gaupc_GA_Create_handle(void);
void gaupc_GA_Set_data(int g_a, int ndim, int dims[], int type);
void gaupc_GA_Set_chunk(int g_a, int chunk[]);
void gaupc_GA_Set_array_name(int g_a, char *name);
void gaupc_GA_Set_irreg_distr(int g_a, int map[], int block[]);
void gaupc_GA_Set_block_cyclic_proc_grid(int g_a, int block[], int proc_grid[]);
void gaupc_GA_Set_tiled_irreg_proc_grid(int g_a, int mapc[], int nblocks[], int proc_grid[]);
void gaupc_GA_Set_restricted(int g_a, int list[], int size);
void gaupc_NGA_Set_property(int g_a, char *property);
void gaupc_NGA_Unset_property(int g_a);
void gaupc_GA_Set_restricted_range(int g_a, int lo_proc, int hi_proc);
int gaupc_GA_Allocate(int g_a);
int gaupc_GA_Duplicate(int g_a, char *name);
int gaupc_GA_Assemble_duplicate(int g_a, char *name, void *ptr);
void gaupc_GA_Destroy(int g_a);

#define NGA_Create(...) GAUPC_CALL(NGA_Create, __VA_ARGS__)
#define NGA_Create64(...) GAUPC_CALL(NGA_Create64, __VA_ARGS__)
#define NGA_Create_irreg(...) GAUPC_CALL(NGA_Create_irreg, __VA_ARGS__)
#define GA_Create_handle() GAUPC_CALL0(GA_Create_handle)
#define NGA_Create_handle() GAUPC_CALL0(GA_Create_handle)
#define GA_Set_data(...) GAUPC_CALL(GA_Set_data, __VA_ARGS__)
#define NGA_Set_data(...) GAUPC_CALL(GA_Set_data, __VA_ARGS__)
#define GA_Set_chunk(...) GAUPC_CALL(GA_Set_chunk, __VA_ARGS__)
#define NGA_Set_chunk(...) GAUPC_CALL(GA_Set_chunk, __VA_ARGS__)
#define GA_Set_array_name(...) GAUPC_CALL(GA_Set_array_name, __VA_ARGS__)
#define NGA_Set_array_name(...) GAUPC_CALL(GA_Set_array_name, __VA_ARGS__)
#define GA_Set_irreg_distr(...) GAUPC_CALL(GA_Set_irreg_distr, __VA_ARGS__)
#define NGA_Set_irreg_distr(...) GAUPC_CALL(GA_Set_irreg_distr, __VA_ARGS__)
#define GA_Set_block_cyclic_proc_grid(...) GAUPC_CALL(GA_Set_block_cyclic_proc_grid, __VA_ARGS__)
#define NGA_Set_block_cyclic_proc_grid(...) GAUPC_CALL(GA_Set_block_cyclic_proc_grid, __VA_ARGS__)
#define GA_Set_tiled_irreg_proc_grid(...) GAUPC_CALL(GA_Set_tiled_irreg_proc_grid, __VA_ARGS__)
#define NGA_Set_tiled_irreg_proc_grid(...) GAUPC_CALL(GA_Set_tiled_irreg_proc_grid, __VA_ARGS__)
#define GA_Set_restricted(...) GAUPC_CALL(GA_Set_restricted, __VA_ARGS__)
#define NGA_Set_property(...) GAUPC_CALL(NGA_Set_property, __VA_ARGS__)
#define NGA_Unset_property(...) GAUPC_CALL(NGA_Unset_property, __VA_ARGS__)
#define NGA_Set_restricted(...) GAUPC_CALL(GA_Set_restricted, __VA_ARGS__)
#define GA_Set_restricted_range(...) GAUPC_CALL(GA_Set_restricted_range, __VA_ARGS__)
#define NGA_Set_restricted_range(...) GAUPC_CALL(GA_Set_restricted_range, __VA_ARGS__)
#define GA_Allocate(...) GAUPC_CALL(GA_Allocate, __VA_ARGS__)
#define NGA_Allocate(...) GAUPC_CALL(GA_Allocate, __VA_ARGS__)
#define GA_Duplicate(...) GAUPC_CALL(GA_Duplicate, __VA_ARGS__)
#define NGA_Duplicate(...) GAUPC_CALL(GA_Duplicate, __VA_ARGS__)
#define GA_Assemble_duplicate(...) GAUPC_CALL(GA_Assemble_duplicate, __VA_ARGS__)
#define GA_Destroy(...) GAUPC_CALL(GA_Destroy, __VA_ARGS__)
#define NGA_Destroy(...) GAUPC_CALL(GA_Destroy, __VA_ARGS__)

/* ---- inquiry ---- */
void gaupc_NGA_Inquire(int g_a, int *type, int *ndim, int dims[]);
int gaupc_GA_Ndim(int g_a);
char *gaupc_GA_Inquire_name(int g_a);
int gaupc_GA_Valid_handle(int g_a);
void gaupc_GA_Check_handle(int g_a, char *string);
int gaupc_GA_Is_mirrored(int g_a);
void gaupc_GA_Nblock(int g_a, int nblock[]);
void gaupc_NGA_Proc_topology(int g_a, int proc, int coord[]);
void gaupc_GA_Get_proc_index(int g_a, int iproc, int subscript[]);
void gaupc_NGA_Distribution(int g_a, int iproc, int lo[], int hi[]);
void gaupc_NGA_Distribution64(int g_a, int iproc, int64_t lo[], int64_t hi[]);
int gaupc_GA_Compare_distr(int g_a, int g_b);
int gaupc_NGA_Locate(int g_a, int subscript[]);
int gaupc_NGA_Locate_nnodes(int g_a, int lo[], int hi[]);
int gaupc_NGA_Locate_nnodes64(int g_a, int64_t lo[], int64_t hi[]);
int gaupc_NGA_Locate_region(int g_a, int lo[], int hi[], int map[], int procs[]);
void gaupc_GA_Get_block_info(int g_a, int num_blocks[], int block_dims[]);
void gaupc_GA_Get_proc_grid(int g_a, int dims[]);
int gaupc_GA_Total_blocks(int g_a);
int gaupc_GA_Uses_proc_grid(int g_a);

#define NGA_Inquire(...) GAUPC_CALL(NGA_Inquire, __VA_ARGS__)
#define GA_Ndim(...) GAUPC_CALL(GA_Ndim, __VA_ARGS__)
#define NGA_Ndim(...) GAUPC_CALL(GA_Ndim, __VA_ARGS__)
#define GA_Get_dimension(...) GAUPC_CALL(GA_Ndim, __VA_ARGS__)
#define NGA_Get_dimension(...) GAUPC_CALL(GA_Ndim, __VA_ARGS__)
#define GA_Inquire_name(...) GAUPC_CALL(GA_Inquire_name, __VA_ARGS__)
#define NGA_Inquire_name(...) GAUPC_CALL(GA_Inquire_name, __VA_ARGS__)
#define GA_Valid_handle(...) GAUPC_CALL(GA_Valid_handle, __VA_ARGS__)
#define NGA_Valid_handle(...) GAUPC_CALL(GA_Valid_handle, __VA_ARGS__)
#define GA_Verify_handle(...) GAUPC_CALL(GA_Valid_handle, __VA_ARGS__)
#define NGA_Verify_handle(...) GAUPC_CALL(GA_Valid_handle, __VA_ARGS__)
#define GA_Check_handle(...) GAUPC_CALL(GA_Check_handle, __VA_ARGS__)
#define GA_Is_mirrored(...) GAUPC_CALL(GA_Is_mirrored, __VA_ARGS__)
#define NGA_Is_mirrored(...) GAUPC_CALL(GA_Is_mirrored, __VA_ARGS__)
#define GA_Nblock(...) GAUPC_CALL(GA_Nblock, __VA_ARGS__)
#define NGA_Nblock(...) GAUPC_CALL(GA_Nblock, __VA_ARGS__)
#define NGA_Proc_topology(...) GAUPC_CALL(NGA_Proc_topology, __VA_ARGS__)
#define GA_Get_proc_index(...) GAUPC_CALL(GA_Get_proc_index, __VA_ARGS__)
#define NGA_Get_proc_index(...) GAUPC_CALL(GA_Get_proc_index, __VA_ARGS__)
#define NGA_Distribution(...) GAUPC_CALL(NGA_Distribution, __VA_ARGS__)
#define NGA_Distribution64(...) GAUPC_CALL(NGA_Distribution64, __VA_ARGS__)
#define GA_Compare_distr(...) GAUPC_CALL(GA_Compare_distr, __VA_ARGS__)
#define NGA_Compare_distr(...) GAUPC_CALL(GA_Compare_distr, __VA_ARGS__)
#define NGA_Locate(...) GAUPC_CALL(NGA_Locate, __VA_ARGS__)
#define NGA_Locate_nnodes(...) GAUPC_CALL(NGA_Locate_nnodes, __VA_ARGS__)
#define NGA_Locate_nnodes64(...) GAUPC_CALL(NGA_Locate_nnodes64, __VA_ARGS__)
#define NGA_Locate_region(...) GAUPC_CALL(NGA_Locate_region, __VA_ARGS__)
#define GA_Get_block_info(...) GAUPC_CALL(GA_Get_block_info, __VA_ARGS__)
#define GA_Get_proc_grid(...) GAUPC_CALL(GA_Get_proc_grid, __VA_ARGS__)
#define NGA_Get_proc_grid(...) GAUPC_CALL(GA_Get_proc_grid, __VA_ARGS__)
#define GA_Total_blocks(...) GAUPC_CALL(GA_Total_blocks, __VA_ARGS__)
#define NGA_Total_blocks(...) GAUPC_CALL(GA_Total_blocks, __VA_ARGS__)
#define GA_Uses_proc_grid(...) GAUPC_CALL(GA_Uses_proc_grid, __VA_ARGS__)
#define NGA_Uses_proc_grid(...) GAUPC_CALL(GA_Uses_proc_grid, __VA_ARGS__)

/* ---- block-cyclic distribution without a process grid, direct access to blocks ---- */
void gaupc_GA_Set_block_cyclic(int g_a, int dims[]);
void gaupc_GA_Set_block_cyclic64(int g_a, int64_t dims[]);
void gaupc_GA_Set_irreg_flag(int g_a, int flag);
int gaupc_NGA_Locate_num_blocks(int g_a, int lo[], int hi[]);
void gaupc_NGA_Access_block(int g_a, int idx, void *ptr, int ld[]);
void gaupc_NGA_Access_block_grid(int g_a, int index[], void *ptr, int ld[]);
void gaupc_NGA_Access_block_segment(int g_a, int proc, void *ptr, int *len);
void gaupc_NGA_Access_block64(int g_a, int64_t idx, void *ptr, int64_t ld[]);
void gaupc_NGA_Access_block_grid64(int g_a, int64_t index[], void *ptr, int64_t ld[]);
void gaupc_NGA_Access_block_segment64(int g_a, int proc, void *ptr, int64_t *len);
void gaupc_NGA_Release_block(int g_a, int idx);
void gaupc_NGA_Release_block_grid(int g_a, int index[]);

#define GA_Set_block_cyclic(...) GAUPC_CALL(GA_Set_block_cyclic, __VA_ARGS__)
#define NGA_Set_block_cyclic(...) GAUPC_CALL(GA_Set_block_cyclic, __VA_ARGS__)
#define GA_Set_block_cyclic64(...) GAUPC_CALL(GA_Set_block_cyclic64, __VA_ARGS__)
#define NGA_Set_block_cyclic64(...) GAUPC_CALL(GA_Set_block_cyclic64, __VA_ARGS__)
#define GA_Set_irreg_flag(...) GAUPC_CALL(GA_Set_irreg_flag, __VA_ARGS__)
#define NGA_Set_irreg_flag(...) GAUPC_CALL(GA_Set_irreg_flag, __VA_ARGS__)
#define NGA_Get_block_info(...) GAUPC_CALL(GA_Get_block_info, __VA_ARGS__)
#define NGA_Locate_num_blocks(...) GAUPC_CALL(NGA_Locate_num_blocks, __VA_ARGS__)
#define NGA_Access_block(...) GAUPC_CALL(NGA_Access_block, __VA_ARGS__)
#define NGA_Access_block_grid(...) GAUPC_CALL(NGA_Access_block_grid, __VA_ARGS__)
#define NGA_Access_block_segment(...) GAUPC_CALL(NGA_Access_block_segment, __VA_ARGS__)
#define NGA_Access_block64(...) GAUPC_CALL(NGA_Access_block64, __VA_ARGS__)
#define NGA_Access_block_grid64(...) GAUPC_CALL(NGA_Access_block_grid64, __VA_ARGS__)
#define NGA_Access_block_segment64(...) GAUPC_CALL(NGA_Access_block_segment64, __VA_ARGS__)
#define NGA_Release_block(...) GAUPC_CALL(NGA_Release_block, __VA_ARGS__)
#define NGA_Release_update_block(...) GAUPC_CALL(NGA_Release_block, __VA_ARGS__)
#define NGA_Release_block_segment(...) GAUPC_CALL(NGA_Release_block, __VA_ARGS__)
#define NGA_Release_update_block_segment(...) GAUPC_CALL(NGA_Release_block, __VA_ARGS__)
#define NGA_Release_block_grid(...) GAUPC_CALL(NGA_Release_block_grid, __VA_ARGS__)
#define NGA_Release_update_block_grid(...) GAUPC_CALL(NGA_Release_block_grid, __VA_ARGS__)

/* ---- one-sided operations ---- */
void gaupc_NGA_Get(int g_a, int lo[], int hi[], void *buf, int ld[]);
void gaupc_NGA_Put(int g_a, int lo[], int hi[], void *buf, int ld[]);
void gaupc_NGA_Acc(int g_a, int lo[], int hi[], void *buf, int ld[], void *alpha);
void gaupc_NGA_Get64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[]);
void gaupc_NGA_Put64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[]);
void gaupc_NGA_Acc64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[], void *alpha);
void gaupc_NGA_NbGet(int g_a, int lo[], int hi[], void *buf, int ld[], ga_nbhdl_t *nbhandle);
void gaupc_NGA_NbPut(int g_a, int lo[], int hi[], void *buf, int ld[], ga_nbhdl_t *nbhandle);
void gaupc_NGA_NbAcc(int g_a, int lo[], int hi[], void *buf, int ld[], void *alpha, ga_nbhdl_t *nbhandle);
void gaupc_NGA_NbWait(ga_nbhdl_t *nbhandle);
int gaupc_NGA_NbTest(ga_nbhdl_t *nbhandle);
long gaupc_NGA_Read_inc(int g_a, int subscript[], long inc);
void gaupc_NGA_Access(int g_a, int lo[], int hi[], void *ptr, int ld[]);
void gaupc_NGA_Release(int g_a, int lo[], int hi[]);
void gaupc_NGA_Release_update(int g_a, int lo[], int hi[]);
void gaupc_NGA_Scatter(int g_a, void *v, int *subsArray[], int n);
void gaupc_NGA_Scatter_acc(int g_a, void *v, int *subsArray[], int n, void *alpha);
void gaupc_NGA_Gather(int g_a, void *v, int *subsArray[], int n);
void gaupc_NGA_Get_field(int g_a, int lo[], int hi[], int foff, int fsize, void *buf, int ld[]);
void gaupc_NGA_Put_field(int g_a, int lo[], int hi[], int foff, int fsize, void *buf, int ld[]);
void gaupc_GA_Init_fence(void);
void gaupc_GA_Fence(void);
void gaupc_NGA_Alloc_gatscat_buf(int nelems);
void gaupc_NGA_Free_gatscat_buf(void);

#define NGA_Get(...) GAUPC_CALL(NGA_Get, __VA_ARGS__)
#define NGA_Put(...) GAUPC_CALL(NGA_Put, __VA_ARGS__)
#define NGA_Acc(...) GAUPC_CALL(NGA_Acc, __VA_ARGS__)
#define NGA_Get64(...) GAUPC_CALL(NGA_Get64, __VA_ARGS__)
#define NGA_Put64(...) GAUPC_CALL(NGA_Put64, __VA_ARGS__)
#define NGA_Acc64(...) GAUPC_CALL(NGA_Acc64, __VA_ARGS__)
#define NGA_NbGet(...) GAUPC_CALL(NGA_NbGet, __VA_ARGS__)
#define NGA_NbPut(...) GAUPC_CALL(NGA_NbPut, __VA_ARGS__)
#define NGA_NbAcc(...) GAUPC_CALL(NGA_NbAcc, __VA_ARGS__)
#define NGA_NbWait(...) GAUPC_CALL(NGA_NbWait, __VA_ARGS__)
#define NGA_NbTest(...) GAUPC_CALL(NGA_NbTest, __VA_ARGS__)
#define NGA_Read_inc(...) GAUPC_CALL(NGA_Read_inc, __VA_ARGS__)
#define NGA_Access(...) GAUPC_CALL(NGA_Access, __VA_ARGS__)
#define NGA_Release(...) GAUPC_CALL(NGA_Release, __VA_ARGS__)
#define NGA_Release_update(...) GAUPC_CALL(NGA_Release_update, __VA_ARGS__)
#define NGA_Scatter(...) GAUPC_CALL(NGA_Scatter, __VA_ARGS__)
#define NGA_Scatter_acc(...) GAUPC_CALL(NGA_Scatter_acc, __VA_ARGS__)
#define NGA_Gather(...) GAUPC_CALL(NGA_Gather, __VA_ARGS__)
#define NGA_Get_field(...) GAUPC_CALL(NGA_Get_field, __VA_ARGS__)
#define NGA_Put_field(...) GAUPC_CALL(NGA_Put_field, __VA_ARGS__)
#define GA_Init_fence() GAUPC_CALL0(GA_Init_fence)
#define NGA_Init_fence() GAUPC_CALL0(GA_Init_fence)
#define GA_Fence() GAUPC_CALL0(GA_Fence)
#define NGA_Fence() GAUPC_CALL0(GA_Fence)
#define NGA_Alloc_gatscat_buf(...) GAUPC_CALL(NGA_Alloc_gatscat_buf, __VA_ARGS__)
#define NGA_Free_gatscat_buf() GAUPC_CALL0(NGA_Free_gatscat_buf)

/* ---- collective operations on whole arrays and patches ---- */
void gaupc_GA_Brdcst(void *buf, int lenbuf, int root);
void gaupc_GA_Gop(int type, void *x, int n, char *op);
void gaupc_GA_Igop(int x[], int n, char *op);
void gaupc_GA_Lgop(long x[], int n, char *op);
void gaupc_GA_Llgop(long long x[], int n, char *op);
void gaupc_GA_Fgop(float x[], int n, char *op);
void gaupc_GA_Dgop(double x[], int n, char *op);
void gaupc_GA_Cgop(SingleComplex x[], int n, char *op);
void gaupc_GA_Zgop(DoubleComplex x[], int n, char *op);
void gaupc_GA_Fill(int g_a, void *value);
void gaupc_GA_Zero(int g_a);
void gaupc_GA_Scale(int g_a, void *value);
void gaupc_GA_Add_constant(int g_a, void *alpha);
void gaupc_GA_Add_constant_patch(int g_a, int lo[], int hi[], void *alpha);
void gaupc_GA_Add(void *alpha, int g_a, void *beta, int g_b, int g_c);
void gaupc_GA_Copy(int g_a, int g_b);
void gaupc_NGA_Copy_patch(char trans, int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[]);
void gaupc_NGA_Fill_patch(int g_a, int lo[], int hi[], void *val);
void gaupc_NGA_Zero_patch(int g_a, int lo[], int hi[]);
void gaupc_NGA_Scale_patch(int g_a, int lo[], int hi[], void *alpha);
void gaupc_NGA_Add_patch(void *alpha, int g_a, int alo[], int ahi[], void *beta, int g_b, int blo[], int bhi[],
                         int g_c, int clo[], int chi[]);
double gaupc_GA_Ddot(int g_a, int g_b);
int gaupc_GA_Idot(int g_a, int g_b);
long gaupc_GA_Ldot(int g_a, int g_b);
long long gaupc_GA_Lldot(int g_a, int g_b);
float gaupc_GA_Fdot(int g_a, int g_b);
DoubleComplex gaupc_GA_Zdot(int g_a, int g_b);
SingleComplex gaupc_GA_Cdot(int g_a, int g_b);
void gaupc_GA_Elem_multiply(int g_a, int g_b, int g_c);
void gaupc_GA_Elem_divide(int g_a, int g_b, int g_c);
void gaupc_GA_Elem_maximum(int g_a, int g_b, int g_c);
void gaupc_GA_Elem_minimum(int g_a, int g_b, int g_c);
void gaupc_GA_Elem_multiply_patch(int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[], int g_c,
                                  int clo[], int chi[]);
void gaupc_GA_Elem_divide_patch(int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[], int g_c, int clo[],
                                int chi[]);
void gaupc_GA_Elem_maximum_patch(int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[], int g_c,
                                 int clo[], int chi[]);
void gaupc_GA_Elem_minimum_patch(int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[], int g_c,
                                 int clo[], int chi[]);
void gaupc_GA_Add_diagonal(int g_a, int g_v);
void gaupc_GA_Set_diagonal(int g_a, int g_v);
void gaupc_GA_Zero_diagonal(int g_a);
void gaupc_GA_Shift_diagonal(int g_a, void *c);
void gaupc_GA_Norm1(int g_a, double *nm);
void gaupc_GA_Norm_infinity(int g_a, double *nm);
void gaupc_GA_Get_diag(int g_a, int g_v);
void gaupc_GA_Scale_cols(int g_a, int g_v);
void gaupc_GA_Scale_rows(int g_a, int g_v);
void gaupc_GA_Symmetrize(int g_a);
void gaupc_GA_Transpose(int g_a, int g_b);
void gaupc_GA_Dgemm(char ta, char tb, int m, int n, int k, double alpha, int g_a, int g_b, double beta, int g_c);
void gaupc_GA_Sgemm(char ta, char tb, int m, int n, int k, float alpha, int g_a, int g_b, float beta, int g_c);
void gaupc_GA_Cgemm(char ta, char tb, int m, int n, int k, SingleComplex alpha, int g_a, int g_b,
                    SingleComplex beta, int g_c);
void gaupc_GA_Zgemm(char ta, char tb, int m, int n, int k, DoubleComplex alpha, int g_a, int g_b,
                    DoubleComplex beta, int g_c);
void gaupc_NGA_Matmul_patch(char transa, char transb, void *alpha, void *beta, int g_a, int alo[], int ahi[],
                            int g_b, int blo[], int bhi[], int g_c, int clo[], int chi[]);
void gaupc_GA_Matmul_patch(char transa, char transb, void *alpha, void *beta, int g_a, int ailo, int aihi,
                           int ajlo, int ajhi, int g_b, int bilo, int bihi, int bjlo, int bjhi, int g_c, int cilo,
                           int cihi, int cjlo, int cjhi);
void gaupc_GA_Scan_add(int g_a, int g_b, int g_sbit, int lo, int hi, int excl);
void gaupc_GA_Scan_copy(int g_a, int g_b, int g_sbit, int lo, int hi);
void gaupc_GA_Pack(int g_src, int g_dst, int g_mask, int lo, int hi, int *icount);
void gaupc_GA_Unpack(int g_src, int g_dst, int g_mask, int lo, int hi, int *icount);
void gaupc_GA_Patch_enum(int g_a, int lo, int hi, void *start, void *inc);

#define GA_Brdcst(...) GAUPC_CALL(GA_Brdcst, __VA_ARGS__)
#define GA_Gop(...) GAUPC_CALL(GA_Gop, __VA_ARGS__)
#define GA_Igop(...) GAUPC_CALL(GA_Igop, __VA_ARGS__)
#define NGA_Igop(...) GAUPC_CALL(GA_Igop, __VA_ARGS__)
#define GA_Lgop(...) GAUPC_CALL(GA_Lgop, __VA_ARGS__)
#define GA_Llgop(...) GAUPC_CALL(GA_Llgop, __VA_ARGS__)
#define GA_Fgop(...) GAUPC_CALL(GA_Fgop, __VA_ARGS__)
#define GA_Dgop(...) GAUPC_CALL(GA_Dgop, __VA_ARGS__)
#define NGA_Dgop(...) GAUPC_CALL(GA_Dgop, __VA_ARGS__)
#define GA_Cgop(...) GAUPC_CALL(GA_Cgop, __VA_ARGS__)
#define GA_Zgop(...) GAUPC_CALL(GA_Zgop, __VA_ARGS__)
#define GA_Fill(...) GAUPC_CALL(GA_Fill, __VA_ARGS__)
#define NGA_Fill(...) GAUPC_CALL(GA_Fill, __VA_ARGS__)
#define GA_Zero(...) GAUPC_CALL(GA_Zero, __VA_ARGS__)
#define NGA_Zero(...) GAUPC_CALL(GA_Zero, __VA_ARGS__)
#define GA_Scale(...) GAUPC_CALL(GA_Scale, __VA_ARGS__)
#define GA_Add_constant(...) GAUPC_CALL(GA_Add_constant, __VA_ARGS__)
#define GA_Add_constant_patch(...) GAUPC_CALL(GA_Add_constant_patch, __VA_ARGS__)
#define NGA_Add_constant_patch(...) GAUPC_CALL(GA_Add_constant_patch, __VA_ARGS__)
#define GA_Add(...) GAUPC_CALL(GA_Add, __VA_ARGS__)
#define GA_Copy(...) GAUPC_CALL(GA_Copy, __VA_ARGS__)
#define NGA_Copy(...) GAUPC_CALL(GA_Copy, __VA_ARGS__)
#define NGA_Copy_patch(...) GAUPC_CALL(NGA_Copy_patch, __VA_ARGS__)
#define NGA_Fill_patch(...) GAUPC_CALL(NGA_Fill_patch, __VA_ARGS__)
#define NGA_Zero_patch(...) GAUPC_CALL(NGA_Zero_patch, __VA_ARGS__)
#define NGA_Scale_patch(...) GAUPC_CALL(NGA_Scale_patch, __VA_ARGS__)
#define NGA_Add_patch(...) GAUPC_CALL(NGA_Add_patch, __VA_ARGS__)
#define GA_Ddot(...) GAUPC_CALL(GA_Ddot, __VA_ARGS__)
#define GA_Idot(...) GAUPC_CALL(GA_Idot, __VA_ARGS__)
#define GA_Ldot(...) GAUPC_CALL(GA_Ldot, __VA_ARGS__)
#define GA_Lldot(...) GAUPC_CALL(GA_Lldot, __VA_ARGS__)
#define GA_Fdot(...) GAUPC_CALL(GA_Fdot, __VA_ARGS__)
#define GA_Zdot(...) GAUPC_CALL(GA_Zdot, __VA_ARGS__)
#define GA_Cdot(...) GAUPC_CALL(GA_Cdot, __VA_ARGS__)
#define GA_Elem_multiply(...) GAUPC_CALL(GA_Elem_multiply, __VA_ARGS__)
#define GA_Elem_divide(...) GAUPC_CALL(GA_Elem_divide, __VA_ARGS__)
#define GA_Elem_maximum(...) GAUPC_CALL(GA_Elem_maximum, __VA_ARGS__)
#define GA_Elem_minimum(...) GAUPC_CALL(GA_Elem_minimum, __VA_ARGS__)
#define GA_Elem_multiply_patch(...) GAUPC_CALL(GA_Elem_multiply_patch, __VA_ARGS__)
#define GA_Elem_divide_patch(...) GAUPC_CALL(GA_Elem_divide_patch, __VA_ARGS__)
#define GA_Elem_maximum_patch(...) GAUPC_CALL(GA_Elem_maximum_patch, __VA_ARGS__)
#define GA_Elem_minimum_patch(...) GAUPC_CALL(GA_Elem_minimum_patch, __VA_ARGS__)
#define GA_Add_diagonal(...) GAUPC_CALL(GA_Add_diagonal, __VA_ARGS__)
#define GA_Set_diagonal(...) GAUPC_CALL(GA_Set_diagonal, __VA_ARGS__)
#define GA_Zero_diagonal(...) GAUPC_CALL(GA_Zero_diagonal, __VA_ARGS__)
#define GA_Shift_diagonal(...) GAUPC_CALL(GA_Shift_diagonal, __VA_ARGS__)
#define GA_Norm1(...) GAUPC_CALL(GA_Norm1, __VA_ARGS__)
#define GA_Norm_infinity(...) GAUPC_CALL(GA_Norm_infinity, __VA_ARGS__)
#define GA_Get_diag(...) GAUPC_CALL(GA_Get_diag, __VA_ARGS__)
#define GA_Scale_cols(...) GAUPC_CALL(GA_Scale_cols, __VA_ARGS__)
#define GA_Scale_rows(...) GAUPC_CALL(GA_Scale_rows, __VA_ARGS__)
#define GA_Symmetrize(...) GAUPC_CALL(GA_Symmetrize, __VA_ARGS__)
#define GA_Transpose(...) GAUPC_CALL(GA_Transpose, __VA_ARGS__)
#define GA_Dgemm(...) GAUPC_CALL(GA_Dgemm, __VA_ARGS__)
#define GA_Sgemm(...) GAUPC_CALL(GA_Sgemm, __VA_ARGS__)
#define GA_Cgemm(...) GAUPC_CALL(GA_Cgemm, __VA_ARGS__)
#define GA_Zgemm(...) GAUPC_CALL(GA_Zgemm, __VA_ARGS__)
#define NGA_Matmul_patch(...) GAUPC_CALL(NGA_Matmul_patch, __VA_ARGS__)
#define GA_Matmul_patch(...) GAUPC_CALL(GA_Matmul_patch, __VA_ARGS__)
#define GA_Scan_add(...) GAUPC_CALL(GA_Scan_add, __VA_ARGS__)
#define GA_Scan_copy(...) GAUPC_CALL(GA_Scan_copy, __VA_ARGS__)
#define GA_Pack(...) GAUPC_CALL(GA_Pack, __VA_ARGS__)
#define GA_Unpack(...) GAUPC_CALL(GA_Unpack, __VA_ARGS__)
#define GA_Patch_enum(...) GAUPC_CALL(GA_Patch_enum, __VA_ARGS__)

/* ---- 64-bit indices (ga_index64.upc) ---- */
void gaupc_GA_Set_data64(int g_a, int ndim, int64_t dims[], int type);
void gaupc_GA_Set_chunk64(int g_a, int64_t chunk[]);
void gaupc_GA_Set_irreg_distr64(int g_a, int64_t map[], int64_t block[]);
int gaupc_NGA_Create_irreg64(int type, int ndim, int64_t dims[], char *name, int64_t block[], int64_t map[]);
void gaupc_NGA_Inquire64(int g_a, int *type, int *ndim, int64_t dims[]);
int gaupc_NGA_Locate64(int g_a, int64_t subscript[]);
long gaupc_NGA_Read_inc64(int g_a, int64_t subscript[], long inc);
void gaupc_NGA_Access64(int g_a, int64_t lo[], int64_t hi[], void *ptr, int64_t ld[]);
void gaupc_NGA_Release64(int g_a, int64_t lo[], int64_t hi[]);
void gaupc_NGA_Release_update64(int g_a, int64_t lo[], int64_t hi[]);
void gaupc_NGA_NbGet64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[], ga_nbhdl_t *nbhandle);
void gaupc_NGA_NbPut64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[], ga_nbhdl_t *nbhandle);
void gaupc_NGA_NbAcc64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[], void *alpha,
                       ga_nbhdl_t *nbhandle);
void gaupc_NGA_Fill_patch64(int g_a, int64_t lo[], int64_t hi[], void *val);
void gaupc_NGA_Zero_patch64(int g_a, int64_t lo[], int64_t hi[]);
void gaupc_NGA_Scale_patch64(int g_a, int64_t lo[], int64_t hi[], void *alpha);
void gaupc_NGA_Print_patch64(int g_a, int64_t lo[], int64_t hi[], int pretty);
void gaupc_NGA_Copy_patch64(char trans, int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[],
                            int64_t bhi[]);
void gaupc_NGA_Scatter64(int g_a, void *v, int64_t *subsArray[], int64_t n);
void gaupc_NGA_Scatter_acc64(int g_a, void *v, int64_t *subsArray[], int64_t n, void *alpha);
void gaupc_NGA_Gather64(int g_a, void *v, int64_t *subsArray[], int64_t n);
void gaupc_GA_Add_constant_patch64(int g_a, int64_t lo[], int64_t hi[], void *alpha);
void gaupc_NGA_Add_patch64(void *alpha, int g_a, int64_t alo[], int64_t ahi[], void *beta, int g_b, int64_t blo[],
                           int64_t bhi[], int g_c, int64_t clo[], int64_t chi[]);
void gaupc_GA_Elem_multiply_patch64(int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[],
                                    int g_c, int64_t clo[], int64_t chi[]);
void gaupc_GA_Elem_divide_patch64(int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[],
                                  int g_c, int64_t clo[], int64_t chi[]);
void gaupc_GA_Elem_maximum_patch64(int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[],
                                   int g_c, int64_t clo[], int64_t chi[]);
void gaupc_GA_Elem_minimum_patch64(int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[],
                                   int g_c, int64_t clo[], int64_t chi[]);
void gaupc_GA_Dgemm64(char ta, char tb, int64_t m, int64_t n, int64_t k, double alpha, int g_a, int g_b,
                      double beta, int g_c);
void gaupc_NGA_Matmul_patch64(char transa, char transb, void *alpha, void *beta, int g_a, int64_t alo[],
                              int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[], int g_c, int64_t clo[],
                              int64_t chi[]);
void gaupc_GA_Scan_add64(int g_a, int g_b, int g_sbit, int64_t lo, int64_t hi, int excl);
void gaupc_GA_Scan_copy64(int g_a, int g_b, int g_sbit, int64_t lo, int64_t hi);
void gaupc_GA_Pack64(int g_src, int g_dst, int g_mask, int64_t lo, int64_t hi, int64_t *icount);
void gaupc_GA_Unpack64(int g_src, int g_dst, int g_mask, int64_t lo, int64_t hi, int64_t *icount);
void gaupc_GA_Patch_enum64(int g_a, int64_t lo, int64_t hi, void *start, void *inc);
int gaupc_NGA_Locate_region64(int g_a, int64_t lo[], int64_t hi[], int64_t map[], int procs[]);
void gaupc_GA_Sgemm64(char ta, char tb, int64_t m, int64_t n, int64_t k, float alpha, int g_a, int g_b, float beta,
                      int g_c);
void gaupc_GA_Zgemm64(char ta, char tb, int64_t m, int64_t n, int64_t k, DoubleComplex alpha, int g_a, int g_b,
                      DoubleComplex beta, int g_c);
void gaupc_GA_Cgemm64(char ta, char tb, int64_t m, int64_t n, int64_t k, SingleComplex alpha, int g_a, int g_b,
                      SingleComplex beta, int g_c);
void gaupc_GA_Matmul_patch64(char transa, char transb, void *alpha, void *beta, int g_a, int64_t ailo, int64_t aihi,
                             int64_t ajlo, int64_t ajhi, int g_b, int64_t bilo, int64_t bihi, int64_t bjlo,
                             int64_t bjhi, int g_c, int64_t cilo, int64_t cihi, int64_t cjlo, int64_t cjhi);
void gaupc_GA_Set_block_cyclic_proc_grid64(int g_a, int64_t block[], int64_t proc_grid[]);
void gaupc_GA_Set_tiled_irreg_proc_grid64(int g_a, int64_t mapc[], int64_t nblocks[], int64_t proc_grid[]);

#define GA_Set_data64(...) GAUPC_CALL(GA_Set_data64, __VA_ARGS__)
#define NGA_Set_data64(...) GAUPC_CALL(GA_Set_data64, __VA_ARGS__)
#define GA_Set_chunk64(...) GAUPC_CALL(GA_Set_chunk64, __VA_ARGS__)
#define NGA_Set_chunk64(...) GAUPC_CALL(GA_Set_chunk64, __VA_ARGS__)
#define GA_Set_irreg_distr64(...) GAUPC_CALL(GA_Set_irreg_distr64, __VA_ARGS__)
#define NGA_Set_irreg_distr64(...) GAUPC_CALL(GA_Set_irreg_distr64, __VA_ARGS__)
#define NGA_Create_irreg64(...) GAUPC_CALL(NGA_Create_irreg64, __VA_ARGS__)
#define NGA_Inquire64(...) GAUPC_CALL(NGA_Inquire64, __VA_ARGS__)
#define NGA_Locate64(...) GAUPC_CALL(NGA_Locate64, __VA_ARGS__)
#define NGA_Read_inc64(...) GAUPC_CALL(NGA_Read_inc64, __VA_ARGS__)
#define NGA_Access64(...) GAUPC_CALL(NGA_Access64, __VA_ARGS__)
#define NGA_Release64(...) GAUPC_CALL(NGA_Release64, __VA_ARGS__)
#define NGA_Release_update64(...) GAUPC_CALL(NGA_Release_update64, __VA_ARGS__)
#define NGA_NbGet64(...) GAUPC_CALL(NGA_NbGet64, __VA_ARGS__)
#define NGA_NbPut64(...) GAUPC_CALL(NGA_NbPut64, __VA_ARGS__)
#define NGA_NbAcc64(...) GAUPC_CALL(NGA_NbAcc64, __VA_ARGS__)
#define NGA_Fill_patch64(...) GAUPC_CALL(NGA_Fill_patch64, __VA_ARGS__)
#define NGA_Zero_patch64(...) GAUPC_CALL(NGA_Zero_patch64, __VA_ARGS__)
#define NGA_Scale_patch64(...) GAUPC_CALL(NGA_Scale_patch64, __VA_ARGS__)
#define NGA_Print_patch64(...) GAUPC_CALL(NGA_Print_patch64, __VA_ARGS__)
#define NGA_Copy_patch64(...) GAUPC_CALL(NGA_Copy_patch64, __VA_ARGS__)
#define NGA_Scatter64(...) GAUPC_CALL(NGA_Scatter64, __VA_ARGS__)
#define NGA_Scatter_acc64(...) GAUPC_CALL(NGA_Scatter_acc64, __VA_ARGS__)
#define NGA_Gather64(...) GAUPC_CALL(NGA_Gather64, __VA_ARGS__)
#define GA_Add_constant_patch64(...) GAUPC_CALL(GA_Add_constant_patch64, __VA_ARGS__)
#define NGA_Add_patch64(...) GAUPC_CALL(NGA_Add_patch64, __VA_ARGS__)
#define GA_Elem_multiply_patch64(...) GAUPC_CALL(GA_Elem_multiply_patch64, __VA_ARGS__)
#define GA_Elem_divide_patch64(...) GAUPC_CALL(GA_Elem_divide_patch64, __VA_ARGS__)
#define GA_Elem_maximum_patch64(...) GAUPC_CALL(GA_Elem_maximum_patch64, __VA_ARGS__)
#define GA_Elem_minimum_patch64(...) GAUPC_CALL(GA_Elem_minimum_patch64, __VA_ARGS__)
#define GA_Dgemm64(...) GAUPC_CALL(GA_Dgemm64, __VA_ARGS__)
#define NGA_Matmul_patch64(...) GAUPC_CALL(NGA_Matmul_patch64, __VA_ARGS__)
#define GA_Scan_add64(...) GAUPC_CALL(GA_Scan_add64, __VA_ARGS__)
#define GA_Scan_copy64(...) GAUPC_CALL(GA_Scan_copy64, __VA_ARGS__)
#define GA_Pack64(...) GAUPC_CALL(GA_Pack64, __VA_ARGS__)
#define GA_Unpack64(...) GAUPC_CALL(GA_Unpack64, __VA_ARGS__)
#define GA_Patch_enum64(...) GAUPC_CALL(GA_Patch_enum64, __VA_ARGS__)
#define NGA_Locate_region64(...) GAUPC_CALL(NGA_Locate_region64, __VA_ARGS__)
#define GA_Sgemm64(...) GAUPC_CALL(GA_Sgemm64, __VA_ARGS__)
#define GA_Zgemm64(...) GAUPC_CALL(GA_Zgemm64, __VA_ARGS__)
#define GA_Cgemm64(...) GAUPC_CALL(GA_Cgemm64, __VA_ARGS__)
#define GA_Matmul_patch64(...) GAUPC_CALL(GA_Matmul_patch64, __VA_ARGS__)
#define GA_Set_block_cyclic_proc_grid64(...) GAUPC_CALL(GA_Set_block_cyclic_proc_grid64, __VA_ARGS__)
#define NGA_Set_block_cyclic_proc_grid64(...) GAUPC_CALL(GA_Set_block_cyclic_proc_grid64, __VA_ARGS__)
#define GA_Set_tiled_irreg_proc_grid64(...) GAUPC_CALL(GA_Set_tiled_irreg_proc_grid64, __VA_ARGS__)
#define NGA_Set_tiled_irreg_proc_grid64(...) GAUPC_CALL(GA_Set_tiled_irreg_proc_grid64, __VA_ARGS__)

/* ---- patch dot products, element functions, flat and strided transfers, tiles ---- */
double gaupc_NGA_Ddot_patch(int g_a, char t_a, int alo[], int ahi[], int g_b, char t_b, int blo[], int bhi[]);
double gaupc_NGA_Ddot_patch64(int g_a, char t_a, int64_t alo[], int64_t ahi[], int g_b, char t_b, int64_t blo[],
    int64_t bhi[]);
int gaupc_NGA_Idot_patch(int g_a, char t_a, int alo[], int ahi[], int g_b, char t_b, int blo[], int bhi[]);
int gaupc_NGA_Idot_patch64(int g_a, char t_a, int64_t alo[], int64_t ahi[], int g_b, char t_b, int64_t blo[],
    int64_t bhi[]);
long gaupc_NGA_Ldot_patch(int g_a, char t_a, int alo[], int ahi[], int g_b, char t_b, int blo[], int bhi[]);
long gaupc_NGA_Ldot_patch64(int g_a, char t_a, int64_t alo[], int64_t ahi[], int g_b, char t_b, int64_t blo[],
    int64_t bhi[]);
long long gaupc_NGA_Lldot_patch(int g_a, char t_a, int alo[], int ahi[], int g_b, char t_b, int blo[], int bhi[]);
long long gaupc_NGA_Lldot_patch64(int g_a, char t_a, int64_t alo[], int64_t ahi[], int g_b, char t_b, int64_t blo[],
    int64_t bhi[]);
float gaupc_NGA_Fdot_patch(int g_a, char t_a, int alo[], int ahi[], int g_b, char t_b, int blo[], int bhi[]);
float gaupc_NGA_Fdot_patch64(int g_a, char t_a, int64_t alo[], int64_t ahi[], int g_b, char t_b, int64_t blo[],
    int64_t bhi[]);
DoubleComplex gaupc_NGA_Zdot_patch(int g_a, char t_a, int alo[], int ahi[], int g_b, char t_b, int blo[], int bhi[]);
DoubleComplex gaupc_NGA_Zdot_patch64(int g_a, char t_a, int64_t alo[], int64_t ahi[], int g_b, char t_b, int64_t blo[],
    int64_t bhi[]);
SingleComplex gaupc_NGA_Cdot_patch(int g_a, char t_a, int alo[], int ahi[], int g_b, char t_b, int blo[], int bhi[]);
SingleComplex gaupc_NGA_Cdot_patch64(int g_a, char t_a, int64_t alo[], int64_t ahi[], int g_b, char t_b, int64_t blo[],
    int64_t bhi[]);
void gaupc_GA_Abs_value(int g_a);
void gaupc_GA_Recip(int g_a);
void gaupc_GA_Abs_value_patch(int g_a, int lo[], int hi[]);
void gaupc_GA_Abs_value_patch64(int g_a, int64_t lo[], int64_t hi[]);
void gaupc_GA_Recip_patch(int g_a, int lo[], int hi[]);
void gaupc_GA_Recip_patch64(int g_a, int64_t lo[], int64_t hi[]);
void gaupc_NGA_Select_elem(int g_a, char *op, void *val, int *index);
void gaupc_NGA_Select_elem64(int g_a, char *op, void *val, int64_t *index);
void gaupc_NGA_Scatter_flat(int g_a, void *v, int subsArray[], int n);
void gaupc_NGA_Scatter_flat64(int g_a, void *v, int64_t subsArray[], int64_t n);
void gaupc_NGA_Scatter_acc_flat(int g_a, void *v, int subsArray[], int n, void *alpha);
void gaupc_NGA_Scatter_acc_flat64(int g_a, void *v, int64_t subsArray[], int64_t n, void *alpha);
void gaupc_NGA_Gather_flat(int g_a, void *v, int subsArray[], int n);
void gaupc_NGA_Gather_flat64(int g_a, void *v, int64_t subsArray[], int64_t n);
void gaupc_NGA_Strided_get(int g_a, int lo[], int hi[], int skip[], void *buf, int ld[]);
void gaupc_NGA_Strided_get64(int g_a, int64_t lo[], int64_t hi[], int64_t skip[], void *buf, int64_t ld[]);
void gaupc_NGA_Strided_put(int g_a, int lo[], int hi[], int skip[], void *buf, int ld[]);
void gaupc_NGA_Strided_put64(int g_a, int64_t lo[], int64_t hi[], int64_t skip[], void *buf, int64_t ld[]);
void gaupc_NGA_Strided_acc(int g_a, int lo[], int hi[], int skip[], void *buf, int ld[], void *alpha);
void gaupc_NGA_Strided_acc64(int g_a, int64_t lo[], int64_t hi[], int64_t skip[], void *buf, int64_t ld[],
                             void *alpha);
void gaupc_GA_Set_tiled_proc_grid(int g_a, int block[], int proc_grid[]);
void gaupc_GA_Median(int g_a, int g_b, int g_c, int g_m);
void gaupc_GA_Median_patch(int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[], int g_c, int clo[],
                           int chi[], int g_m, int mlo[], int mhi[]);
void gaupc_GA_Median_patch64(int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[], int g_c,
                             int64_t clo[], int64_t chi[], int g_m, int64_t mlo[], int64_t mhi[]);
void gaupc_GA_Set_tiled_proc_grid64(int g_a, int64_t block[], int64_t proc_grid[]);

#define NGA_Ddot_patch(...) GAUPC_CALL(NGA_Ddot_patch, __VA_ARGS__)
#define NGA_Ddot_patch64(...) GAUPC_CALL(NGA_Ddot_patch64, __VA_ARGS__)
#define NGA_Idot_patch(...) GAUPC_CALL(NGA_Idot_patch, __VA_ARGS__)
#define NGA_Idot_patch64(...) GAUPC_CALL(NGA_Idot_patch64, __VA_ARGS__)
#define NGA_Ldot_patch(...) GAUPC_CALL(NGA_Ldot_patch, __VA_ARGS__)
#define NGA_Ldot_patch64(...) GAUPC_CALL(NGA_Ldot_patch64, __VA_ARGS__)
#define NGA_Lldot_patch(...) GAUPC_CALL(NGA_Lldot_patch, __VA_ARGS__)
#define NGA_Lldot_patch64(...) GAUPC_CALL(NGA_Lldot_patch64, __VA_ARGS__)
#define NGA_Fdot_patch(...) GAUPC_CALL(NGA_Fdot_patch, __VA_ARGS__)
#define NGA_Fdot_patch64(...) GAUPC_CALL(NGA_Fdot_patch64, __VA_ARGS__)
#define NGA_Zdot_patch(...) GAUPC_CALL(NGA_Zdot_patch, __VA_ARGS__)
#define NGA_Zdot_patch64(...) GAUPC_CALL(NGA_Zdot_patch64, __VA_ARGS__)
#define NGA_Cdot_patch(...) GAUPC_CALL(NGA_Cdot_patch, __VA_ARGS__)
#define NGA_Cdot_patch64(...) GAUPC_CALL(NGA_Cdot_patch64, __VA_ARGS__)
#define GA_Median(...) GAUPC_CALL(GA_Median, __VA_ARGS__)
#define GA_Median_patch(...) GAUPC_CALL(GA_Median_patch, __VA_ARGS__)
#define GA_Median_patch64(...) GAUPC_CALL(GA_Median_patch64, __VA_ARGS__)
#define GA_Abs_value(...) GAUPC_CALL(GA_Abs_value, __VA_ARGS__)
#define GA_Recip(...) GAUPC_CALL(GA_Recip, __VA_ARGS__)
#define GA_Abs_value_patch(...) GAUPC_CALL(GA_Abs_value_patch, __VA_ARGS__)
#define GA_Abs_value_patch64(...) GAUPC_CALL(GA_Abs_value_patch64, __VA_ARGS__)
#define GA_Recip_patch(...) GAUPC_CALL(GA_Recip_patch, __VA_ARGS__)
#define GA_Recip_patch64(...) GAUPC_CALL(GA_Recip_patch64, __VA_ARGS__)
#define NGA_Select_elem(...) GAUPC_CALL(NGA_Select_elem, __VA_ARGS__)
#define NGA_Select_elem64(...) GAUPC_CALL(NGA_Select_elem64, __VA_ARGS__)
#define NGA_Scatter_flat(...) GAUPC_CALL(NGA_Scatter_flat, __VA_ARGS__)
#define NGA_Scatter_flat64(...) GAUPC_CALL(NGA_Scatter_flat64, __VA_ARGS__)
#define NGA_Scatter_acc_flat(...) GAUPC_CALL(NGA_Scatter_acc_flat, __VA_ARGS__)
#define NGA_Scatter_acc_flat64(...) GAUPC_CALL(NGA_Scatter_acc_flat64, __VA_ARGS__)
#define NGA_Gather_flat(...) GAUPC_CALL(NGA_Gather_flat, __VA_ARGS__)
#define NGA_Gather_flat64(...) GAUPC_CALL(NGA_Gather_flat64, __VA_ARGS__)
#define NGA_Strided_get(...) GAUPC_CALL(NGA_Strided_get, __VA_ARGS__)
#define NGA_Strided_get64(...) GAUPC_CALL(NGA_Strided_get64, __VA_ARGS__)
#define NGA_Strided_put(...) GAUPC_CALL(NGA_Strided_put, __VA_ARGS__)
#define NGA_Strided_put64(...) GAUPC_CALL(NGA_Strided_put64, __VA_ARGS__)
#define NGA_Strided_acc(...) GAUPC_CALL(NGA_Strided_acc, __VA_ARGS__)
#define NGA_Strided_acc64(...) GAUPC_CALL(NGA_Strided_acc64, __VA_ARGS__)
#define GA_Set_tiled_proc_grid(...) GAUPC_CALL(GA_Set_tiled_proc_grid, __VA_ARGS__)
#define GA_Set_tiled_proc_grid64(...) GAUPC_CALL(GA_Set_tiled_proc_grid64, __VA_ARGS__)
#define NGA_Set_tiled_proc_grid(...) GAUPC_CALL(GA_Set_tiled_proc_grid, __VA_ARGS__)
#define NGA_Set_tiled_proc_grid64(...) GAUPC_CALL(GA_Set_tiled_proc_grid64, __VA_ARGS__)

/* ---- ghost cells and periodic transfers (ga_ghosts.upc) ---- */
int gaupc_NGA_Create_ghosts(int type, int ndim, int dims[], int width[], char *name, int chunk[]);
int gaupc_NGA_Create_ghosts_config(int type, int ndim, int dims[], int width[], char *name, int chunk[],
                                   int p_handle);
int gaupc_NGA_Create_ghosts_irreg(int type, int ndim, int dims[], int width[], char *name, int nblock[], int map[]);
int gaupc_NGA_Create_ghosts_irreg_config(int type, int ndim, int dims[], int width[], char *name, int nblock[],
                                         int map[], int p_handle);
int gaupc_NGA_Create_config(int type, int ndim, int dims[], char *name, int chunk[], int p_handle);
int gaupc_NGA_Create_irreg_config(int type, int ndim, int dims[], char *name, int nblock[], int map[], int p_handle);
int gaupc_NGA_Create_ghosts64(int type, int ndim, int64_t dims[], int64_t width[], char *name, int64_t chunk[]);
int gaupc_NGA_Create_ghosts_config64(int type, int ndim, int64_t dims[], int64_t width[], char *name,
                                     int64_t chunk[], int p_handle);
int gaupc_NGA_Create_ghosts_irreg64(int type, int ndim, int64_t dims[], int64_t width[], char *name,
                                    int64_t nblock[], int64_t map[]);
int gaupc_NGA_Create_ghosts_irreg_config64(int type, int ndim, int64_t dims[], int64_t width[], char *name,
                                           int64_t nblock[], int64_t map[], int p_handle);
int gaupc_NGA_Create_config64(int type, int ndim, int64_t dims[], char *name, int64_t chunk[], int p_handle);
int gaupc_NGA_Create_irreg_config64(int type, int ndim, int64_t dims[], char *name, int64_t nblock[],
                                    int64_t map[], int p_handle);
void gaupc_GA_Set_ghosts(int g_a, int width[]);
void gaupc_GA_Set_ghosts64(int g_a, int64_t width[]);
void gaupc_GA_Set_ghost_corner_flag(int g_a, int flag);
int gaupc_GA_Has_ghosts(int g_a);
void gaupc_GA_Update_ghosts(int g_a);
void gaupc_NGA_Update_ghosts_nb(int g_a, ga_nbhdl_t *nbhandle);
int gaupc_NGA_Update_ghost_dir(int g_a, int dimension, int idir, int flag);
void gaupc_NGA_NbGet_ghost_dir(int g_a, int mask[], ga_nbhdl_t *handle);
void gaupc_NGA_NbGet_ghost_dir64(int g_a, int64_t mask[], ga_nbhdl_t *handle);
void gaupc_NGA_Access_ghosts(int g_a, int dims[], void *ptr, int ld[]);
void gaupc_NGA_Access_ghosts64(int g_a, int64_t dims[], void *ptr, int64_t ld[]);
void gaupc_NGA_Access_ghost_element(int g_a, void *ptr, int subscript[], int ld[]);
void gaupc_NGA_Access_ghost_element64(int g_a, void *ptr, int64_t subscript[], int64_t ld[]);
void gaupc_NGA_Release_ghosts(int g_a);
void gaupc_NGA_Release_update_ghosts(int g_a);
void gaupc_NGA_Release_ghost_element(int g_a, int index[]);
void gaupc_NGA_Release_update_ghost_element(int g_a, int index[]);
void gaupc_NGA_Release_ghost_element64(int g_a, int64_t index[]);
void gaupc_NGA_Release_update_ghost_element64(int g_a, int64_t index[]);
void gaupc_NGA_Get_ghost_block(int g_a, int lo[], int hi[], void *buf, int ld[]);
void gaupc_NGA_Get_ghost_block64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[]);
void gaupc_NGA_Periodic_get(int g_a, int lo[], int hi[], void *buf, int ld[]);
void gaupc_NGA_Periodic_put(int g_a, int lo[], int hi[], void *buf, int ld[]);
void gaupc_NGA_Periodic_acc(int g_a, int lo[], int hi[], void *buf, int ld[], void *alpha);
void gaupc_NGA_Periodic_get64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[]);
void gaupc_NGA_Periodic_put64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[]);
void gaupc_NGA_Periodic_acc64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[], void *alpha);

#define NGA_Create_ghosts(...) GAUPC_CALL(NGA_Create_ghosts, __VA_ARGS__)
#define NGA_Create_ghosts_config(...) GAUPC_CALL(NGA_Create_ghosts_config, __VA_ARGS__)
#define NGA_Create_ghosts_irreg(...) GAUPC_CALL(NGA_Create_ghosts_irreg, __VA_ARGS__)
#define NGA_Create_ghosts_irreg_config(...) GAUPC_CALL(NGA_Create_ghosts_irreg_config, __VA_ARGS__)
#define NGA_Create_config(...) GAUPC_CALL(NGA_Create_config, __VA_ARGS__)
#define NGA_Create_irreg_config(...) GAUPC_CALL(NGA_Create_irreg_config, __VA_ARGS__)
#define NGA_Create_ghosts64(...) GAUPC_CALL(NGA_Create_ghosts64, __VA_ARGS__)
#define NGA_Create_ghosts_config64(...) GAUPC_CALL(NGA_Create_ghosts_config64, __VA_ARGS__)
#define NGA_Create_ghosts_irreg64(...) GAUPC_CALL(NGA_Create_ghosts_irreg64, __VA_ARGS__)
#define NGA_Create_ghosts_irreg_config64(...) GAUPC_CALL(NGA_Create_ghosts_irreg_config64, __VA_ARGS__)
#define NGA_Create_config64(...) GAUPC_CALL(NGA_Create_config64, __VA_ARGS__)
#define NGA_Create_irreg_config64(...) GAUPC_CALL(NGA_Create_irreg_config64, __VA_ARGS__)
#define GA_Set_ghosts(...) GAUPC_CALL(GA_Set_ghosts, __VA_ARGS__)
#define NGA_Set_ghosts(...) GAUPC_CALL(GA_Set_ghosts, __VA_ARGS__)
#define GA_Set_ghosts64(...) GAUPC_CALL(GA_Set_ghosts64, __VA_ARGS__)
#define NGA_Set_ghosts64(...) GAUPC_CALL(GA_Set_ghosts64, __VA_ARGS__)
#define GA_Set_ghost_corner_flag(...) GAUPC_CALL(GA_Set_ghost_corner_flag, __VA_ARGS__)
#define GA_Has_ghosts(...) GAUPC_CALL(GA_Has_ghosts, __VA_ARGS__)
#define NGA_Has_ghosts(...) GAUPC_CALL(GA_Has_ghosts, __VA_ARGS__)
#define GA_Update_ghosts(...) GAUPC_CALL(GA_Update_ghosts, __VA_ARGS__)
#define NGA_Update_ghosts(...) GAUPC_CALL(GA_Update_ghosts, __VA_ARGS__)
#define NGA_Update_ghosts_nb(...) GAUPC_CALL(NGA_Update_ghosts_nb, __VA_ARGS__)
#define NGA_Update_ghost_dir(...) GAUPC_CALL(NGA_Update_ghost_dir, __VA_ARGS__)
#define NGA_NbGet_ghost_dir(...) GAUPC_CALL(NGA_NbGet_ghost_dir, __VA_ARGS__)
#define NGA_NbGet_ghost_dir64(...) GAUPC_CALL(NGA_NbGet_ghost_dir64, __VA_ARGS__)
#define NGA_Access_ghosts(...) GAUPC_CALL(NGA_Access_ghosts, __VA_ARGS__)
#define NGA_Access_ghosts64(...) GAUPC_CALL(NGA_Access_ghosts64, __VA_ARGS__)
#define NGA_Access_ghost_element(...) GAUPC_CALL(NGA_Access_ghost_element, __VA_ARGS__)
#define NGA_Access_ghost_element64(...) GAUPC_CALL(NGA_Access_ghost_element64, __VA_ARGS__)
#define NGA_Release_ghosts(...) GAUPC_CALL(NGA_Release_ghosts, __VA_ARGS__)
#define NGA_Release_update_ghosts(...) GAUPC_CALL(NGA_Release_update_ghosts, __VA_ARGS__)
#define NGA_Release_ghost_element(...) GAUPC_CALL(NGA_Release_ghost_element, __VA_ARGS__)
#define NGA_Release_update_ghost_element(...) GAUPC_CALL(NGA_Release_update_ghost_element, __VA_ARGS__)
#define NGA_Release_ghost_element64(...) GAUPC_CALL(NGA_Release_ghost_element64, __VA_ARGS__)
#define NGA_Release_update_ghost_element64(...) GAUPC_CALL(NGA_Release_update_ghost_element64, __VA_ARGS__)
#define NGA_Get_ghost_block(...) GAUPC_CALL(NGA_Get_ghost_block, __VA_ARGS__)
#define NGA_Get_ghost_block64(...) GAUPC_CALL(NGA_Get_ghost_block64, __VA_ARGS__)
#define NGA_Periodic_get(...) GAUPC_CALL(NGA_Periodic_get, __VA_ARGS__)
#define NGA_Periodic_put(...) GAUPC_CALL(NGA_Periodic_put, __VA_ARGS__)
#define NGA_Periodic_acc(...) GAUPC_CALL(NGA_Periodic_acc, __VA_ARGS__)
#define NGA_Periodic_get64(...) GAUPC_CALL(NGA_Periodic_get64, __VA_ARGS__)
#define NGA_Periodic_put64(...) GAUPC_CALL(NGA_Periodic_put64, __VA_ARGS__)
#define NGA_Periodic_acc64(...) GAUPC_CALL(NGA_Periodic_acc64, __VA_ARGS__)

/* ---- mirrored arrays, overlays, deallocation, memory hints (ga_base.upc) ---- */
void gaupc_GA_Merge_mirrored(int g_a);
void gaupc_NGA_Merge_distr_patch(int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[]);
void gaupc_NGA_Merge_distr_patch64(int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[]);
int gaupc_GA_Overlay(int g_a, int g_p);
int gaupc_GA_Deallocate(int g_a);
void gaupc_GA_Register_stack_memory(void *(*ext_alloc)(size_t, int, char *), void (*ext_free)(void *));
void gaupc_GA_Set_memory_dev(int g_a, char *device);

#define GA_Merge_mirrored(...) GAUPC_CALL(GA_Merge_mirrored, __VA_ARGS__)
#define NGA_Merge_mirrored(...) GAUPC_CALL(GA_Merge_mirrored, __VA_ARGS__)
#define NGA_Merge_distr_patch(...) GAUPC_CALL(NGA_Merge_distr_patch, __VA_ARGS__)
#define NGA_Merge_distr_patch64(...) GAUPC_CALL(NGA_Merge_distr_patch64, __VA_ARGS__)
#define GA_Overlay(...) GAUPC_CALL(GA_Overlay, __VA_ARGS__)
#define NGA_Overlay(...) GAUPC_CALL(GA_Overlay, __VA_ARGS__)
#define GA_Deallocate(...) GAUPC_CALL(GA_Deallocate, __VA_ARGS__)
#define NGA_Deallocate(...) GAUPC_CALL(GA_Deallocate, __VA_ARGS__)
#define GA_Set_property(...) GAUPC_CALL(NGA_Set_property, __VA_ARGS__)
#define GA_Unset_property(...) GAUPC_CALL(NGA_Unset_property, __VA_ARGS__)
#define GA_Register_stack_memory(...) GAUPC_CALL(GA_Register_stack_memory, __VA_ARGS__)
#define GA_Set_memory_dev(...) GAUPC_CALL(GA_Set_memory_dev, __VA_ARGS__)
#define NGA_Set_memory_dev(...) GAUPC_CALL(GA_Set_memory_dev, __VA_ARGS__)

/* ---- linear solvers (ga_linalg.upc) ---- */
void gaupc_GA_Lu_solve(char trans, int g_a, int g_b);
int gaupc_GA_Llt_solve(int g_a, int g_b);
int gaupc_GA_Solve(int g_a, int g_b);
int gaupc_GA_Spd_invert(int g_a);
void gaupc_GA_Diag(int g_a, int g_s, int g_v, void *eval);
void gaupc_GA_Diag_seq(int g_a, int g_s, int g_v, void *eval);
void gaupc_GA_Diag_reuse(int reuse, int g_a, int g_s, int g_v, void *eval);
void gaupc_GA_Diag_std(int g_a, int g_v, void *eval);
void gaupc_GA_Diag_std_seq(int g_a, int g_v, void *eval);

#define GA_Lu_solve(...) GAUPC_CALL(GA_Lu_solve, __VA_ARGS__)
#define GA_Llt_solve(...) GAUPC_CALL(GA_Llt_solve, __VA_ARGS__)
#define GA_Solve(...) GAUPC_CALL(GA_Solve, __VA_ARGS__)
#define GA_Spd_invert(...) GAUPC_CALL(GA_Spd_invert, __VA_ARGS__)
#define GA_Diag(...) GAUPC_CALL(GA_Diag, __VA_ARGS__)
#define GA_Diag_seq(...) GAUPC_CALL(GA_Diag_seq, __VA_ARGS__)
#define GA_Diag_reuse(...) GAUPC_CALL(GA_Diag_reuse, __VA_ARGS__)
#define GA_Diag_std(...) GAUPC_CALL(GA_Diag_std, __VA_ARGS__)
#define GA_Diag_std_seq(...) GAUPC_CALL(GA_Diag_std_seq, __VA_ARGS__)

/* ---- printing ---- */
void gaupc_GA_Print(int g_a);
void gaupc_GA_Print_file(FILE *file, int g_a);
void gaupc_GA_Print_distribution(int g_a);
void gaupc_NGA_Print_patch(int g_a, int lo[], int hi[], int pretty);
void gaupc_GA_Summarize(int verbose);

#define GA_Print(...) GAUPC_CALL(GA_Print, __VA_ARGS__)
#define GA_Print_file(...) GAUPC_CALL(GA_Print_file, __VA_ARGS__)
#define GA_Print_distribution(...) GAUPC_CALL(GA_Print_distribution, __VA_ARGS__)
#define NGA_Print_patch(...) GAUPC_CALL(NGA_Print_patch, __VA_ARGS__)
#define GA_Summarize(...) GAUPC_CALL(GA_Summarize, __VA_ARGS__)

/* ---- step lengths of bound-constrained optimisation, random fill, synchronisation masks, the
   non-blocking field transfers, NGA_Error, GA_Print_patch ---- */
void gaupc_GA_Step_max(int g_a, int g_b, void *step);
void gaupc_GA_Step_max_patch(int g_a, int alo[], int ahi[], int g_b, int blo[], int bhi[], void *step);
void gaupc_GA_Step_max_patch64(int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[],
                               void *step);
void gaupc_GA_Step_bound_info(int g_xx, int g_vv, int g_xxll, int g_xxuu, void *boundmin, void *wolfemin,
                              void *boundmax);
void gaupc_GA_Step_bound_info_patch(int g_xx, int xxlo[], int xxhi[], int g_vv, int vvlo[], int vvhi[], int g_xxll,
                                    int xxlllo[], int xxllhi[], int g_xxuu, int xxuulo[], int xxuuhi[],
                                    void *boundmin, void *wolfemin, void *boundmax);
void gaupc_GA_Step_bound_info_patch64(int g_xx, int64_t xxlo[], int64_t xxhi[], int g_vv, int64_t vvlo[],
                                      int64_t vvhi[], int g_xxll, int64_t xxlllo[], int64_t xxllhi[], int g_xxuu,
                                      int64_t xxuulo[], int64_t xxuuhi[], void *boundmin, void *wolfemin,
                                      void *boundmax);
void gaupc_GA_Randomize(int g_a, void *value);
void gaupc_GA_Mask_sync(int first, int last);
void gaupc_NGA_Nbget_field(int g_a, int lo[], int hi[], int foff, int fsize, void *buf, int ld[],
                           ga_nbhdl_t *nbhandle);
void gaupc_NGA_Nbput_field(int g_a, int lo[], int hi[], int foff, int fsize, void *buf, int ld[],
                           ga_nbhdl_t *nbhandle);
void gaupc_NGA_Error(char *message, int code);
void gaupc_GA_Print_patch(int g_a, int ilo, int ihi, int jlo, int jhi, int pretty);

#define GA_Step_max(...) GAUPC_CALL(GA_Step_max, __VA_ARGS__)
#define GA_Step_max_patch(...) GAUPC_CALL(GA_Step_max_patch, __VA_ARGS__)
#define GA_Step_max_patch64(...) GAUPC_CALL(GA_Step_max_patch64, __VA_ARGS__)
#define GA_Step_bound_info(...) GAUPC_CALL(GA_Step_bound_info, __VA_ARGS__)
#define GA_Step_bound_info_patch(...) GAUPC_CALL(GA_Step_bound_info_patch, __VA_ARGS__)
#define GA_Step_bound_info_patch64(...) GAUPC_CALL(GA_Step_bound_info_patch64, __VA_ARGS__)
#define GA_Randomize(...) GAUPC_CALL(GA_Randomize, __VA_ARGS__)
#define NGA_Randomize(...) GAUPC_CALL(GA_Randomize, __VA_ARGS__)
#define GA_Mask_sync(...) GAUPC_CALL(GA_Mask_sync, __VA_ARGS__)
#define NGA_Mask_sync(...) GAUPC_CALL(GA_Mask_sync, __VA_ARGS__)
#define NGA_Nbget_field(...) GAUPC_CALL(NGA_Nbget_field, __VA_ARGS__)
#define NGA_Nbput_field(...) GAUPC_CALL(NGA_Nbput_field, __VA_ARGS__)
#define NGA_Error(...) GAUPC_CALL(NGA_Error, __VA_ARGS__)
#define GA_Print_patch(...) GAUPC_CALL(GA_Print_patch, __VA_ARGS__)

#endif

#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/real/member_address_layout.upc"
/* The address of a member of a shared struct reached through a cyclic pointer-to-shared has an
   indefinite block size: assigning it to a pointer of block size 1 changes the layout without a
   cast (W0302, E0302 with -pedantic-errors). */
#include <stdlib.h>
#include <inttypes.h>
#line 6 "tests/in/real/member_address_layout.upc"
struct node {
    upcga_ptr_t next;
    long data;
};
/* `shared struct node *shared list`: a GA array (on thread 0); this thread's part is list_local. */
int g_list;
upcga_ptr_t *list_local;
/* `list`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t list_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_list, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return list_local[pos];
    upcga_get_at(g_list, t, pos, &v, sizeof v);
    return v;
}
#line 13 "tests/in/real/member_address_layout.upc"
upcga_ptr_t data_address(void) {
    return upcga_resetphase(upcga_member(list_get(), __builtin_offsetof(struct node, data)));
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_member_address_layout(void) {
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_list = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "list", block, upcga_one_block);
        list_local = upcga_own_row(g_list, sizeof(upcga_ptr_t));
    }
}
static void (*const upcga_create_member_address_layout_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_member_address_layout;

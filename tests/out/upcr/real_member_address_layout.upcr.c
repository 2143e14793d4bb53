#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/real/member_address_layout.upc"
/* The address of a member of a shared struct reached through a cyclic pointer-to-shared has an
   indefinite block size: assigning it to a pointer of block size 1 changes the layout without a
   cast (W0302, E0302 with -pedantic-errors). */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "tests/in/real/member_address_layout.upc"
struct node {
    upcr_pshared_ptr_t next;
    long data;
};
#line 11 "tests/in/real/member_address_layout.upc"
upcr_pshared_ptr_t list;

upcr_pshared_ptr_t data_address(void) {
    return upcr_add_psharedI(({ upcr_pshared_ptr_t upcrt_val1; upcr_get_pshared(&upcrt_val1, list, 0, sizeof upcrt_val1); upcrt_val1; }), 1, __builtin_offsetof(struct node, data));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_member_address_layout(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &list, sizeof(upcr_pshared_ptr_t), 1, 0, sizeof(upcr_pshared_ptr_t), "list", "shared struct <anonymous> *shared" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_member_address_layout_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_member_address_layout;

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
#line 1 "tests/in/names/clash_other.upc"
/* The second file of tests/in/names/clash.upc: it declares the shared array `a` too, so both files
   rename the program's `a_local` (it meets `--to ga`'s row of `a`) the same way, and they link. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 5 "tests/in/names/clash_other.upc"
extern upcr_pshared_ptr_t a;

int a_local(void) {

    return (int)upcr_get_pshared_val(a, 0, sizeof(int)) + 1000;
}

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
#line 1 "tests/in/real/tentative_fill.upc"
/* The other file of tentative.upc: it fills the array through the same pointer. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 1 "tests/in/real/tentative.h"
/* Tentative definitions (no `extern`) in a header that two files include: one object each,
   common to both files, as UPC compilers have always made them. */
upcr_pshared_ptr_t work;
int rounds;
void fill(void);
#line 5 "tests/in/real/tentative_fill.upc"
void fill(void) {
    int i;
    rounds++;
    if (((int)upcr_mythread()) == 0)
        for (i = 0; i < 8; i++)
            upcr_put_pshared_doubleval(upcr_add_psharedI(work, sizeof(double), i), 0, i + 0.5);
}

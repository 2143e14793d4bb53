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
#line 1 "tests/in/real/tentative.upc"
/* With tentative_fill.upc: both files include tentative.h, whose pointer-to-shared and counter
   are defined tentatively in each; the link makes one object of each. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 1 "tests/in/real/tentative.h"
/* Tentative definitions (no `extern`) in a header that two files include: one object each,
   common to both files, as UPC compilers have always made them. */
upcr_pshared_ptr_t work;
int rounds;
void fill(void);
#line 7 "tests/in/real/tentative.upc"
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    double sum = 0;
    int i;
    work = upcr_shared_to_pshared(upcr_all_alloc(1, 8 * sizeof(double)));
    fill();
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < 8; i++)
        sum += upcr_get_pshared_doubleval(upcr_add_psharedI(work, sizeof(double), i), 0);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        printf("sum %g rounds %d\n", sum, rounds);
        upcr_free(upcr_pshared_to_shared(work));
    }
    return 0;
}

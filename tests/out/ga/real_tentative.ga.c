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
#line 1 "tests/in/real/tentative.upc"
/* With tentative_fill.upc: both files include tentative.h, whose pointer-to-shared and counter
   are defined tentatively in each; the link makes one object of each. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 1 "tests/in/real/tentative.h"
/* Tentative definitions (no `extern`) in a header that two files include: one object each,
   common to both files, as UPC compilers have always made them. */
upcga_ptr_t work;
int rounds;
void fill(void);
#line 7 "tests/in/real/tentative.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    double sum = 0;
    int i;
    work = upcga_resetphase(upcga_all_alloc(1, 8 * sizeof(double)));
    fill();
    upcga_barrier();
    for (i = 0; i < 8; i++)
        sum += UPCGA_READ(double, upcga_add(work, sizeof(double), i, 0));
    upcga_barrier();
    if (MYTHREAD == 0) {
        printf("sum %g rounds %d\n", sum, rounds);
        upcga_free(work);
    }
    return 0;
}

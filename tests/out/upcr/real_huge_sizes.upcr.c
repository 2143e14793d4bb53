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
#line 1 "tests/in/real/huge_sizes.upc"
/* sizeof and upc_localsizeof of shared array types of 2^32 elements and more: the sizes are
   computed in size_t, not in int (no object of these types is created). */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "tests/in/real/huge_sizes.upc"
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    if (((int)upcr_mythread()) == 0) {
        printf("cyclic sizeof %llu\n", (unsigned long long)(sizeof(int) * 1073741824 * ((int)upcr_threads())));

        printf("cyclic localsizeof %llu\n", (unsigned long long)((size_t)1073741824 * sizeof(int)));

        printf("blocked localsizeof %llu\n", (unsigned long long)((size_t)4294967296 * sizeof(int)));

        printf("indefinite localsizeof %llu\n", (unsigned long long)((size_t)4294967296 * sizeof(int)));
    }

    return 0;
}

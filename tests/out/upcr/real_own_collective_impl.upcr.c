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
#line 1 "tests/in/real/own_collective_impl.upc"
/* The program's upc_all_permute: thread t's block of src goes to block perm[t] of dst; it adds
   its flags to a counter, which shows that the program's function ran, not the library's. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 1 "tests/in/real/own_collective.h"
/* The program's own implementation of a collective, under the library's name and with a
   phaseless parameter where the library's takes `shared void *`. */

void upc_all_permute(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, upcr_pshared_ptr_t perm, size_t nbytes, int flags);

/* The sum of the flags of this thread's calls of the program's upc_all_permute. */
int own_permute_calls(void);
#line 6 "tests/in/real/own_collective_impl.upc"
static int calls;

int own_permute_calls(void) {
#line 8 "tests/in/real/own_collective_impl.upc"
    return calls;
}
void upc_all_permute(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, upcr_pshared_ptr_t perm, size_t nbytes, int flags) {

    calls += flags;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_pshared_ptr_t to = upcr_add_pshared1(upcr_shared_to_pshared(dst), sizeof(char), (int)upcr_get_pshared_val(upcr_add_pshared1(perm, sizeof(const int), ((int)upcr_mythread())), 0, sizeof(int)));
    upcr_pshared_ptr_t from = upcr_add_pshared1(upcr_shared_to_pshared(src), sizeof(const char), ((int)upcr_mythread()));
    upcr_memcpy(upcr_pshared_to_shared(to), upcr_pshared_to_shared(from), nbytes);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
}

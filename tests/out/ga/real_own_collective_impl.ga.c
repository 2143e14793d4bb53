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
#line 1 "tests/in/real/own_collective_impl.upc"
/* The program's upc_all_permute: thread t's block of src goes to block perm[t] of dst; it adds
   its flags to a counter, which shows that the program's function ran, not the library's. */
#include <stdlib.h>
#include <inttypes.h>
#line 1 "tests/in/real/own_collective.h"
/* The program's own implementation of a collective, under the library's name and with a
   phaseless parameter where the library's takes `shared void *`. */

void upc_all_permute(upcga_ptr_t dst, upcga_ptr_t src, upcga_ptr_t perm, size_t nbytes, int flags);

/* The sum of the flags of this thread's calls of the program's upc_all_permute. */
int own_permute_calls(void);
#line 6 "tests/in/real/own_collective_impl.upc"
static int calls;

int own_permute_calls(void) {
#line 8 "tests/in/real/own_collective_impl.upc"
    return calls;
}
void upc_all_permute(upcga_ptr_t dst, upcga_ptr_t src, upcga_ptr_t perm, size_t nbytes, int flags) {

    calls += flags;
    upcga_barrier();
    upcga_ptr_t to = upcga_resetphase(upcga_add(upcga_resetphase(dst), sizeof(char), UPCGA_READ(int, upcga_add(perm, sizeof(const int), MYTHREAD, 1)), 1));
    upcga_ptr_t from = upcga_resetphase(upcga_add(upcga_resetphase(src), sizeof(const char), MYTHREAD, 1));
    upcga_memcpy(to, from, nbytes);
    upcga_barrier();
}

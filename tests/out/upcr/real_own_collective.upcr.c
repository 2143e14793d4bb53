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
#line 1 "tests/in/real/own_collective.upc"
/* Calls upc_all_permute as the program's own header declares it (a phaseless `shared const
   int *` parameter), with the program's implementation in own_collective_impl.upc: the call
   follows that declaration. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 1 "tests/in/real/own_collective.h"
/* The program's own implementation of a collective, under the library's name and with a
   phaseless parameter where the library's takes `shared void *`. */

void upc_all_permute(upcr_shared_ptr_t dst, upcr_shared_ptr_t src, upcr_pshared_ptr_t perm, size_t nbytes, int flags);

/* The sum of the flags of this thread's calls of the program's upc_all_permute. */
int own_permute_calls(void);
#line 9 "tests/in/real/own_collective.upc"
upcr_shared_ptr_t src;
upcr_shared_ptr_t dst;
upcr_pshared_ptr_t perm;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i;
    for (i = 0; i < 3; i++)
        upcr_put_shared_val(upcr_add_shared(src, sizeof(int), ((int)upcr_mythread()) * 3 + i, 3), 0, (int)(100 * ((int)upcr_mythread()) + i), sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(perm, sizeof(int), ((int)upcr_mythread())), 0, (int)((((int)upcr_mythread()) + 1) % ((int)upcr_threads())), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upc_all_permute(dst, src, perm, 3 * sizeof(int), 7);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        for (i = 0; i < 3 * ((int)upcr_threads()); i++)
            printf("%d%c", (int)upcr_get_shared_val(upcr_add_shared(dst, sizeof(int), i, 3), 0, sizeof(int)), i + 1 < 3 * ((int)upcr_threads()) ? ' ' : '\n');
        printf("calls %d\n", own_permute_calls());
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_own_collective(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &perm, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "perm", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
    upcr_startup_shalloc_t shared_objects[] = {
        { &src, 3 * sizeof(int), (3 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(int), "src", "shared [3] int [3 * THREADS]" },
        { &dst, 3 * sizeof(int), (3 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(int), "dst", "shared [3] int [3 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_own_collective_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_own_collective;

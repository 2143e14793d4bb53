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
#line 1 "samples/upc/mem_nbi.upc"
/* mem_nbi.upc - <upc_nb.h> implicit-handle transfers: upc_memput_nbi, upc_memset_nbi, upc_memget_nbi, upc_memcpy_nbi completed with upc_synci and upc_synci_attempt. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 8 "samples/upc/mem_nbi.upc"
upcr_shared_ptr_t a;
upcr_shared_ptr_t c;
upcr_shared_ptr_t z;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, k, mine = 0;
    int right = (((int)upcr_mythread()) + 1) % ((int)upcr_threads());
    int out[24], in[24];
    char zs[24];

    for (i = 0; i < 24; i++)
        out[i] = ((int)upcr_mythread()) * 100 + i;
    /* several puts in flight, one per piece, and a memset, all completed by one upc_synci */
    for (k = 0; k < 4; k++)
        upcr_nbi_memput(upcr_add_shared(a, sizeof(int), 24 * ((int)upcr_mythread()) + k * (24 / 4), 24), &out[k * (24 / 4)], 24 / 4 * sizeof(int));
    upcr_nbi_memset(upcr_add_shared(z, sizeof(char), 24 * ((int)upcr_mythread()), 24), 0, 24);
    upcr_wait_syncnbi_all();
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    upcr_nbi_memget(in, upcr_add_shared(a, sizeof(int), 24 * right, 24), sizeof in);
    upcr_nbi_memcpy(upcr_add_shared(c, sizeof(int), 24 * ((int)upcr_mythread()), 24), upcr_add_shared(a, sizeof(int), 24 * right, 24), sizeof in);
    while (!upcr_try_syncnbi_all())
        ;
    for (i = 0; i < 24; i++)
        if (in[i] != right * 100 + i)
            mine++;
    upcr_memget(zs, upcr_add_shared(z, sizeof(char), 24 * right, 24), 24);
    for (i = 0; i < 24; i++)
        if (zs[i] != 0)
            mine++;
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        int t, total = 0;
        for (t = 0; t < ((int)upcr_threads()); t++) {
            int r = (t + 1) % ((int)upcr_threads());
            for (i = 0; i < 24; i++)
                if ((int)upcr_get_shared_val(upcr_add_shared(c, sizeof(int), 24 * t + i, 24), 0, sizeof(int)) != r * 100 + i)
                    total++;
            total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int));
        }
        if (total)
            printf("FAIL: mem_nbi: %d errors\n", total);
        else
            printf("PASS: mem_nbi\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_mem_nbi(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 24 * sizeof(int), (24 * ((int)upcr_threads()) + 24 - 1) / 24, 0, sizeof(int), "a", "shared [24] int [24 * THREADS]" },
        { &c, 24 * sizeof(int), (24 * ((int)upcr_threads()) + 24 - 1) / 24, 0, sizeof(int), "c", "shared [24] int [24 * THREADS]" },
        { &z, 24 * sizeof(char), (24 * ((int)upcr_threads()) + 24 - 1) / 24, 0, sizeof(char), "z", "shared [24] char [24 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_mem_nbi_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_mem_nbi;

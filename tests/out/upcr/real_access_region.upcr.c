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
#line 1 "tests/in/real/access_region.upc"
/* An access region of asynchronous implicit-handle transfers (upc_ names of the bupc_
   extensions, BUPC_USE_UPC_NAMESPACE): the puts to the right neighbour started inside the
   region are complete once the handle its end returns is synced. The neighbour waits for a
   strict flag calling upc_poll(), the progress call of other compilers' upc.h. With an
   argument, a region is ended that was never begun: a runtime error. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 11 "tests/in/real/access_region.upc"
upcr_shared_ptr_t box;
upcr_pshared_ptr_t flag;
upcr_pshared_ptr_t ok;

int upcrt_user_main(int argc, char **argv) {

    int me = ((int)upcr_mythread()), right = (((int)upcr_mythread()) + 1) % ((int)upcr_threads()), left = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
    int vals[6], i, good = 1;
    upc_handle_t h;
    (void)argv;
    if (argc > 1) {
        h = bupc_end_accessregion();
        upcr_wait_syncnb(h);
        printf("no error\n");
        return 0;
    }
    for (i = 0; i < 6; i++)
        vals[i] = 100 * me + i;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    bupc_begin_accessregion();
    for (i = 0; i < 6; i += 2)
        upcr_nbi_memput(upcr_add_shared(box, sizeof(int), 6 * right + i, 6), &vals[i], 2 * sizeof(int));
    h = bupc_end_accessregion();
    upcr_wait_syncnb(h);
    upcr_put_pshared_val_strict(upcr_add_pshared1(flag, sizeof(int), right), 0, (int)1, sizeof(int));
    while (!(int)upcr_get_pshared_val_strict(upcr_add_pshared1(flag, sizeof(int), me), 0, sizeof(int)))
        bupc_poll();
    for (i = 0; i < 6; i++)
        good &= (int)upcr_get_shared_val(upcr_add_shared(box, sizeof(int), 6 * me + i, 6), 0, sizeof(int)) == 100 * left + i;
    upcr_put_pshared_val(upcr_add_pshared1(ok, sizeof(int), me), 0, (int)good, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (me == 0) {
        int n = 0;
        {
#line 44 "tests/in/real/access_region.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 44 "tests/in/real/access_region.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(ok, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 44 "tests/in/real/access_region.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    n += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 44 "tests/in/real/access_region.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    n += (int)upcr_get_pshared_val(upcr_add_pshared1(ok, sizeof(int), i), 0, sizeof(int));
        }
#line 46 "tests/in/real/access_region.upc"
        printf("access region ok on %d of %d\n", n, ((int)upcr_threads()));
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_access_region(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &flag, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "flag", "strict shared int [1 * THREADS]" },
        { &ok, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "ok", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &box, 6 * sizeof(int), (6 * ((int)upcr_threads()) + 6 - 1) / 6, 0, sizeof(int), "box", "shared [6] int [6 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_access_region_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_access_region;

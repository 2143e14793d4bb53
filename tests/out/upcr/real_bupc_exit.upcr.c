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
#line 1 "tests/in/real/bupc_exit.upc"
/* bupc_exit(n) ends the calling thread as exit(n) does: its output is flushed, the other
   threads return from main, and the program's status is the non-zero one. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 6 "tests/in/real/bupc_exit.upc"
upcr_pshared_ptr_t seen;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    upcr_put_pshared_val(upcr_add_pshared1(seen, sizeof(int), ((int)upcr_mythread())), 0, (int)1, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        int i, n = 0;
        {
#line 14 "tests/in/real/bupc_exit.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 14 "tests/in/real/bupc_exit.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(seen, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 14 "tests/in/real/bupc_exit.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    n += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 14 "tests/in/real/bupc_exit.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    n += (int)upcr_get_pshared_val(upcr_add_pshared1(seen, sizeof(int), i), 0, sizeof(int));
        }
        /* no newline: bupc_exit flushes it */
#line 16 "tests/in/real/bupc_exit.upc"
        printf("leaving with %d of %d", n, ((int)upcr_threads()));
        bupc_exit(3);
        printf("not reached\n");
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_bupc_exit(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &seen, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "seen", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_bupc_exit_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_bupc_exit;

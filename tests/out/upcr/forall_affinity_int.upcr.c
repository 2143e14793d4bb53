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
#line 1 "samples/upc/forall_affinity_int.upc"
/* forall_affinity_int.upc - upc_forall with integer affinity: iteration i runs on thread (affinity mod THREADS), exactly once, for several affinity expressions. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 6 "samples/upc/forall_affinity_int.upc"
/* who ran iteration i, affinity i */
#line 6 "samples/upc/forall_affinity_int.upc"
upcr_pshared_ptr_t ran_i;
/* affinity i / 4: runs of four iterations per thread */
#line 7 "samples/upc/forall_affinity_int.upc"
upcr_pshared_ptr_t ran_blk;
/* affinity of type long */
#line 8 "samples/upc/forall_affinity_int.upc"
upcr_pshared_ptr_t ran_long;
/* affinity of type unsigned */
#line 9 "samples/upc/forall_affinity_int.upc"
upcr_pshared_ptr_t ran_uns;
upcr_pshared_ptr_t counts;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, errors = 0;
    long mine = 0;
    unsigned u;

    {
#line 19 "samples/upc/forall_affinity_int.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 19 "samples/upc/forall_affinity_int.upc"
        i = 0;
#line 19 "samples/upc/forall_affinity_int.upc"
        if (!upcrt_nested1)
            i = upcrt_forall_first(i, 1);
#line 19 "samples/upc/forall_affinity_int.upc"
        for (; i < 40; i = upcrt_nested1 ? i + 1 : upcrt_forall_next(i, 1)) {
            upcr_put_pshared_val(upcr_add_pshared1(ran_i, sizeof(int), i), 0, (int)((int)upcr_mythread()), sizeof(int));
            mine++;
        }
#line 19 "samples/upc/forall_affinity_int.upc"
        upcrt_forall_control = upcrt_nested1;
    }


    {
#line 23 "samples/upc/forall_affinity_int.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 23 "samples/upc/forall_affinity_int.upc"
        for (i = 0; i < 40; i++) {
#line 23 "samples/upc/forall_affinity_int.upc"
            if (!upcrt_nested2 && !((i / 4 % ((int)upcr_threads()) + ((int)upcr_threads())) % ((int)upcr_threads()) == ((int)upcr_mythread())))
                continue;
#line 24 "samples/upc/forall_affinity_int.upc"
            upcr_put_pshared_val(upcr_add_pshared1(ran_blk, sizeof(int), i), 0, (int)((int)upcr_mythread()), sizeof(int));
        }
#line 23 "samples/upc/forall_affinity_int.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    {
#line 25 "samples/upc/forall_affinity_int.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 25 "samples/upc/forall_affinity_int.upc"
        for (i = 0; i < 40; i++) {
#line 25 "samples/upc/forall_affinity_int.upc"
            if (!upcrt_nested3 && !((((long)i * 7 + 3) % ((int)upcr_threads()) + ((int)upcr_threads())) % ((int)upcr_threads()) == ((int)upcr_mythread())))
                continue;
#line 26 "samples/upc/forall_affinity_int.upc"
            upcr_put_pshared_val(upcr_add_pshared1(ran_long, sizeof(int), i), 0, (int)((int)upcr_mythread()), sizeof(int));
        }
#line 25 "samples/upc/forall_affinity_int.upc"
        upcrt_forall_control = upcrt_nested3;
    }
    {
#line 27 "samples/upc/forall_affinity_int.upc"
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 27 "samples/upc/forall_affinity_int.upc"
        u = 0;
#line 27 "samples/upc/forall_affinity_int.upc"
        if (!upcrt_nested4)
            u = upcrt_forall_first(u, 1);
#line 27 "samples/upc/forall_affinity_int.upc"
        for (; u < 40; u = upcrt_nested4 ? u + 1 : upcrt_forall_next(u, 1))
            upcr_put_pshared_val(upcr_add_pshared1(ran_uns, sizeof(int), u), 0, (int)((int)upcr_mythread()), sizeof(int));
#line 27 "samples/upc/forall_affinity_int.upc"
        upcrt_forall_control = upcrt_nested4;
    }
    upcr_put_pshared_val(upcr_add_pshared1(counts, sizeof(long), ((int)upcr_mythread())), 0, (long)mine, sizeof(long));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        long total = 0;
        for (i = 0; i < 40; i++) {
            if ((int)upcr_get_pshared_val(upcr_add_pshared1(ran_i, sizeof(int), i), 0, sizeof(int)) != i % ((int)upcr_threads()) || (int)upcr_get_pshared_val(upcr_add_pshared1(ran_blk, sizeof(int), i), 0, sizeof(int)) != i / 4 % ((int)upcr_threads()) || (int)upcr_get_pshared_val(upcr_add_pshared1(ran_long, sizeof(int), i), 0, sizeof(int)) != (int)(((long)i * 7 + 3) % ((int)upcr_threads())) || (int)upcr_get_pshared_val(upcr_add_pshared1(ran_uns, sizeof(int), i), 0, sizeof(int)) != i % ((int)upcr_threads())) {

                if (errors < 5)
                    printf("FAIL: forall_affinity_int: iteration %d ran on %d/%d/%d/%d\n", i, (int)upcr_get_pshared_val(upcr_add_pshared1(ran_i, sizeof(int), i), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(ran_blk, sizeof(int), i), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(ran_long, sizeof(int), i), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(ran_uns, sizeof(int), i), 0, sizeof(int)));

                errors++;
            }
        }
        /* each iteration ran once: the counts add up to N, and are balanced */
        {
#line 44 "samples/upc/forall_affinity_int.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo5 = (long)0;
            long upcrt_gather_hi5 = (long)((int)upcr_threads());
#line 44 "samples/upc/forall_affinity_int.upc"
            if (upcrt_gather_lo5 >= 0 && upcrt_gather_hi5 <= (long)((int)upcr_threads()) && upcrt_gather_hi5 - upcrt_gather_lo5 <= (long)(16384 / sizeof(long))) {
                long upcrt_gathered6[16384 / sizeof(long)];
                if (upcrt_gather_lo5 < upcrt_gather_hi5) {
                    upcrt_get_range(upcrt_gathered6, upcr_pshared_to_shared(upcr_add_pshared1(counts, sizeof(long), upcrt_gather_lo5)), sizeof(long), 1, upcrt_gather_hi5 - upcrt_gather_lo5);
                }
#line 44 "samples/upc/forall_affinity_int.upc"
                for (i = 0; i < ((int)upcr_threads()); i++) {
                    total += upcrt_gathered6[i - upcrt_gather_lo5];
                    if (upcrt_gathered6[i - upcrt_gather_lo5] != 40 / ((int)upcr_threads()) + (i < 40 % ((int)upcr_threads())))
                        errors++;
                }
            } else
#line 44 "samples/upc/forall_affinity_int.upc"
                for (i = 0; i < ((int)upcr_threads()); i++) {
                    total += (long)upcr_get_pshared_val(upcr_add_pshared1(counts, sizeof(long), i), 0, sizeof(long));
                    if ((long)upcr_get_pshared_val(upcr_add_pshared1(counts, sizeof(long), i), 0, sizeof(long)) != 40 / ((int)upcr_threads()) + (i < 40 % ((int)upcr_threads())))
                        errors++;
                }
        }
#line 49 "samples/upc/forall_affinity_int.upc"
        if (total != 40)
            errors++;
        if (errors)
            printf("FAIL: forall_affinity_int: %d errors\n", errors);
        else
            printf("PASS: forall_affinity_int\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_forall_affinity_int(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &ran_i, sizeof(int), 40, 0, sizeof(int), "ran_i", "shared int [40]" },
        { &ran_blk, sizeof(int), 40, 0, sizeof(int), "ran_blk", "shared int [40]" },
        { &ran_long, sizeof(int), 40, 0, sizeof(int), "ran_long", "shared int [40]" },
        { &ran_uns, sizeof(int), 40, 0, sizeof(int), "ran_uns", "shared int [40]" },
        { &counts, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "counts", "shared long [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 6);
}
static void (*const upcrt_alloc_forall_affinity_int_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_forall_affinity_int;

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
/* forall_nested.upc - nested upc_forall: the outermost loop with an affinity other than continue controls, inner loops (also through a call) run all their iterations. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
/* one row per block */
upcr_shared_ptr_t m;
/* who wrote each element */
upcr_pshared_ptr_t who;
/* who ran each iteration of the second nest */
upcr_pshared_ptr_t inner_by;
upcr_pshared_ptr_t verdict;
/* a upc_forall in a function called from a controlling upc_forall runs every iteration */
static void fill_row(int r) {
    int c;
    {
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
        c = 0;
        if (!upcrt_nested1)
            c = upcrt_forall_first(c, 1);
        for (; c < 5; c = upcrt_nested1 ? c + 1 : upcrt_forall_next(c, 1))
            upcr_put_pshared_val(upcr_add_pshared1(who, sizeof(int), (long)r * 5 + c), 0, (int)((int)upcr_mythread()), sizeof(int));
        upcrt_forall_control = upcrt_nested1;
    }
}
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int r, c, errors = 0;
    /* outer controls (row affinity); the inner's &m[r][c] is ignored */
    {
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
        r = 0;
        if (!upcrt_nested2)
            r = upcrt_forall_first(r, 1);
        for (; r < 6 * ((int)upcr_threads()); r = upcrt_nested2 ? r + 1 : upcrt_forall_next(r, 1)) {
            /* The rows of this iteration through local pointers (null: not all this thread's). */
            upcr_shared_ptr_t upcrt_rowp3 = upcr_add_shared(m, sizeof(int), (long)r * 5, 5);
            int *upcrt_row3 = upcr_phaseof_shared(upcrt_rowp3) % 5 == 0 ? upcr_threadof_shared(upcrt_rowp3) == upcr_mythread() ? upcr_shared_to_local(upcrt_rowp3) : 0 : 0;
            if (upcrt_row3) {
                for (c = 0; c < 5; c++)
                    upcrt_row3[c] = r * 5 + c;
                fill_row(r);
            } else {
                for (c = 0; c < 5; c++)
                    upcr_put_shared_val(upcr_add_shared(m, sizeof(int), (long)r * 5 + c, 5), 0, (int)(r * 5 + c), sizeof(int));
                fill_row(r);
            }
        }
        upcrt_forall_control = upcrt_nested2;
    }
    /* outer with continue affinity: the inner loop is the controlling one */
    for (r = 0; r < 6 * ((int)upcr_threads()); r++) {
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
        for (c = 0; c < 5; c++) {
            if (!upcrt_nested4 && !(((r + c) % ((int)upcr_threads()) + ((int)upcr_threads())) % ((int)upcr_threads()) == ((int)upcr_mythread())))
                continue;
            upcr_put_pshared_val(upcr_add_pshared1(inner_by, sizeof(int), (long)r * 5 + c), 0, (int)((int)upcr_mythread()), sizeof(int));
        }
        upcrt_forall_control = upcrt_nested4;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        for (r = 0; r < 6 * ((int)upcr_threads()); r++)
            for (c = 0; c < 5; c++) {
                int owner = (int)upcr_threadof_shared(upcr_add_shared(m, sizeof(int), (long)r * 5, 5));
                if ((int)upcr_get_shared_val(upcr_add_shared(m, sizeof(int), (long)r * 5 + c, 5), 0, sizeof(int)) != r * 5 + c || (int)upcr_get_pshared_val(upcr_add_pshared1(who, sizeof(int), (long)r * 5 + c), 0, sizeof(int)) != owner || owner != r % ((int)upcr_threads())) {
                    if (errors < 5)
                        printf("FAIL: forall_nested: [%d][%d] = %d by %d\n", r, c, (int)upcr_get_shared_val(upcr_add_shared(m, sizeof(int), (long)r * 5 + c, 5), 0, sizeof(int)), (int)upcr_get_pshared_val(upcr_add_pshared1(who, sizeof(int), (long)r * 5 + c), 0, sizeof(int)));
                    errors++;
                }
                if ((int)upcr_get_pshared_val(upcr_add_pshared1(inner_by, sizeof(int), (long)r * 5 + c), 0, sizeof(int)) != (r + c) % ((int)upcr_threads()))
                    errors++;
            }
        if (errors)
            printf("FAIL: forall_nested: %d errors\n", errors);
        else
            printf("PASS: forall_nested\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_forall_nested(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &who, sizeof(int), 30 * ((int)upcr_threads()), 0, sizeof(int), "who", "shared int [6 * THREADS][5]" },
        { &inner_by, sizeof(int), 30 * ((int)upcr_threads()), 0, sizeof(int), "inner_by", "shared int [6 * THREADS][5]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &m, 5 * sizeof(int), (30 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "m", "shared [5] int [6 * THREADS][5]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_forall_nested_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_forall_nested;

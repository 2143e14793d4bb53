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
#line 1 "tests/in/real/library_function_values.upc"
/* Library functions used as values: named alone in a statement (a no-op), their address
   taken, stored in function pointers (private variables, a struct, an array) and called
   through them, each result compared with the direct call. Thread 0 prints the totals and the
   program ends through a pointer to upc_global_exit. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_collective.h>
#include <stdio.h>
#line 9 "tests/in/real/library_function_values.upc"
upcr_shared_ptr_t a;
upcr_pshared_ptr_t src;
#line 10 "tests/in/real/library_function_values.upc"
upcr_pshared_ptr_t dst;
#line 10 "tests/in/real/library_function_values.upc"
upcr_pshared_ptr_t sum;
upcr_pshared_ptr_t failures;
upcr_pshared_ptr_t checks;
upcr_pshared_ptr_t counter;

static int failed, done;

static void check(int ok, const char *what) {
    done++;
    if (!ok) {
        failed++;
        printf("thread %d: %s failed\n", ((int)upcr_mythread()), what);
    }
}

struct queries {
    size_t (*thread)(upcr_shared_ptr_t);
    size_t (*phase)(upcr_shared_ptr_t);
    size_t (*addr)(upcr_shared_ptr_t);
};
#line 31 "tests/in/real/library_function_values.upc"
/* A function that takes a library function as an argument. */
static size_t apply(size_t (*q)(upcr_shared_ptr_t), upcr_shared_ptr_t p) {
#line 32 "tests/in/real/library_function_values.upc"
    return q(p);
}
static unsigned long upcrt_fn_upc_threadof(upcr_shared_ptr_t upcrt_arg0) {
    return upcr_threadof_shared(upcrt_arg0);
}
static unsigned long upcrt_fn_upc_phaseof(upcr_shared_ptr_t upcrt_arg0) {
    return upcr_phaseof_shared(upcrt_arg0);
}
static unsigned long upcrt_fn_upc_addrfield(upcr_shared_ptr_t upcrt_arg0) {
    return upcr_addrfield_shared(upcrt_arg0);
}
static void upcrt_fn_upc_memput(upcr_shared_ptr_t upcrt_arg0, const void *upcrt_arg1, unsigned long upcrt_arg2) {
    upcr_memput(upcrt_arg0, upcrt_arg1, upcrt_arg2);
}
static void upcrt_fn_upc_memget(void *upcrt_arg0, upcr_shared_ptr_t upcrt_arg1, unsigned long upcrt_arg2) {
    upcr_memget(upcrt_arg0, upcrt_arg1, upcrt_arg2);
}
static void upcrt_fn_upc_memcpy(upcr_shared_ptr_t upcrt_arg0, upcr_shared_ptr_t upcrt_arg1, unsigned long upcrt_arg2) {
    upcr_memcpy(upcrt_arg0, upcrt_arg1, upcrt_arg2);
}
static void upcrt_fn_upc_memset(upcr_shared_ptr_t upcrt_arg0, int upcrt_arg1, unsigned long upcrt_arg2) {
    upcr_memset(upcrt_arg0, upcrt_arg1, upcrt_arg2);
}
static upcr_shared_ptr_t upcrt_fn_upc_all_alloc(unsigned long upcrt_arg0, unsigned long upcrt_arg1) {
    return upcr_all_alloc(upcrt_arg0, upcrt_arg1);
}
static upcr_shared_ptr_t upcrt_fn_upc_alloc(unsigned long upcrt_arg0) {
    return upcr_alloc(upcrt_arg0);
}
static void upcrt_fn_upc_all_free(upcr_shared_ptr_t upcrt_arg0) {
    upcr_all_free(upcrt_arg0);
}
static void upcrt_fn_upc_free(upcr_shared_ptr_t upcrt_arg0) {
    upcr_free(upcrt_arg0);
}
static upcr_shared_ptr_t upcrt_fn_upc_all_lock_alloc(void) {
    return upcr_all_lock_alloc();
}
static void upcrt_fn_upc_lock(upcr_shared_ptr_t upcrt_arg0) {
    upcr_lock(upcrt_arg0);
}
static int upcrt_fn_upc_lock_attempt(upcr_shared_ptr_t upcrt_arg0) {
    return upcr_lock_attempt(upcrt_arg0);
}
static void upcrt_fn_upc_unlock(upcr_shared_ptr_t upcrt_arg0) {
    upcr_unlock(upcrt_arg0);
}
static void upcrt_fn_upc_all_lock_free(upcr_shared_ptr_t upcrt_arg0) {
    upcr_all_lock_free(upcrt_arg0);
}
static upcr_shared_ptr_t upcrt_fn_upc_resetphase(upcr_shared_ptr_t upcrt_arg0) {
    return upcr_shared_resetphase(upcrt_arg0);
}
static unsigned long upcrt_fn_upc_affinitysize(unsigned long upcrt_arg0, unsigned long upcrt_arg1, unsigned long upcrt_arg2) {
    return upcr_affinitysize(upcrt_arg0, upcrt_arg1, upcrt_arg2);
}
static void upcrt_fn_upc_all_broadcast(upcr_shared_ptr_t upcrt_arg0, upcr_shared_ptr_t upcrt_arg1, unsigned long upcrt_arg2, int upcrt_arg3) {
    upc_all_broadcast(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3);
}
static void upcrt_fn_upc_all_reduceI(upcr_shared_ptr_t upcrt_arg0, upcr_shared_ptr_t upcrt_arg1, unsigned long upcrt_arg2, unsigned long upcrt_arg3, unsigned long upcrt_arg4, int (*upcrt_arg5)(int, int), int upcrt_arg6) {
    upc_all_reduceI(upcrt_arg0, upcrt_arg1, upcrt_arg2, upcrt_arg3, upcrt_arg4, upcrt_arg5, upcrt_arg6);
}
static unsigned long upcrt_fn_upc_ticks_now(void) {
    return upc_ticks_now();
}
static double upcrt_fn_bupc_tick_granularityus(void) {
    return bupc_tick_granularityus();
}
static void upcrt_fn_upc_global_exit(int upcrt_arg0) {
    upcr_global_exit(upcrt_arg0);
}
#line 34 "tests/in/real/library_function_values.upc"
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    struct queries qs = { upcrt_fn_upc_threadof, &upcrt_fn_upc_phaseof, upcrt_fn_upc_addrfield };
    size_t (*ask[3])(upcr_shared_ptr_t) = { upcrt_fn_upc_threadof, upcrt_fn_upc_phaseof, &upcrt_fn_upc_addrfield };
    void (*put)(upcr_shared_ptr_t, const void *, size_t) = upcrt_fn_upc_memput;
    void (*get)(void *, upcr_shared_ptr_t, size_t) = &upcrt_fn_upc_memget;
    void (*copy)(upcr_shared_ptr_t, upcr_shared_ptr_t, size_t) = upcrt_fn_upc_memcpy;
    void (*set)(upcr_shared_ptr_t, int, size_t) = upcrt_fn_upc_memset;
    upcr_shared_ptr_t (*all_alloc)(size_t, size_t) = upcrt_fn_upc_all_alloc;
    upcr_shared_ptr_t (*alloc)(size_t) = upcrt_fn_upc_alloc;
    void (*all_free)(upcr_shared_ptr_t) = upcrt_fn_upc_all_free;
    void (*free_)(upcr_shared_ptr_t) = upcrt_fn_upc_free;
    upcr_shared_ptr_t (*lock_alloc)(void) = upcrt_fn_upc_all_lock_alloc;
    void (*lock)(upcr_shared_ptr_t) = upcrt_fn_upc_lock;
    int (*attempt)(upcr_shared_ptr_t) = upcrt_fn_upc_lock_attempt;
    void (*unlock)(upcr_shared_ptr_t) = upcrt_fn_upc_unlock;
    void (*lock_free)(upcr_shared_ptr_t) = upcrt_fn_upc_all_lock_free;
    upcr_shared_ptr_t (*reset)(upcr_shared_ptr_t) = upcrt_fn_upc_resetphase;
    size_t (*affinity)(size_t, size_t, size_t) = upcrt_fn_upc_affinitysize;
    void (*bcast)(upcr_shared_ptr_t, upcr_shared_ptr_t, size_t, upc_flag_t) = upcrt_fn_upc_all_broadcast;
    void (*reduce)(upcr_shared_ptr_t, upcr_shared_ptr_t, upc_op_t, size_t, size_t, int (*)(int, int), upc_flag_t) = upcrt_fn_upc_all_reduceI;

    upc_tick_t (*now)(void) = upcrt_fn_upc_ticks_now;
    double (*granularity)(void) = upcrt_fn_bupc_tick_granularityus;
    void (*global_exit)(int) = upcrt_fn_upc_global_exit;
    upcr_shared_ptr_t p = upcr_add_shared(a, sizeof(int), 2 * ((int)upcr_mythread()) + 1, 2);
    upcr_pshared_ptr_t mine;
    upcr_shared_ptr_t l;
    int buf[2] = { ((int)upcr_mythread()), ((int)upcr_mythread()) + 100 }, back[2] = { 0, 0 }, k, n;

    /* Named alone: no effect. */
    upcrt_fn_upc_global_exit;
    upcrt_fn_upc_threadof;
    upcrt_fn_upc_memcpy;
    upcrt_fn_upc_all_broadcast;
    upcrt_fn_upc_lock;
    upcrt_fn_bupc_tick_granularityus;
    (void)upcrt_fn_upc_all_alloc;

    for (k = 0; k < 3; k++)
        check(ask[k](p) == (k == 0 ? upcr_threadof_shared(p) : k == 1 ? upcr_phaseof_shared(p) : upcr_addrfield_shared(p)), "array of queries");

    check(qs.thread(p) == (size_t)((int)upcr_mythread()) && qs.phase(p) == 1, "struct of queries");
    check(qs.addr(p) == upcr_addrfield_shared(p), "upc_addrfield through a pointer");
    check(apply(upcrt_fn_upc_threadof, p) == (size_t)((int)upcr_mythread()), "a library function as an argument");
    check(apply(upcrt_fn_upc_phaseof, upcr_add_shared(a, sizeof(int), 1, 2)) == 1, "upc_phaseof as an argument");
    check(upcr_phaseof_shared(reset(p)) == 0 && upcr_threadof_shared(reset(p)) == (size_t)((int)upcr_mythread()), "upc_resetphase");
    check(affinity(10, 4, 0) == upcr_affinitysize(10, 4, 0), "upc_affinitysize");
    check(now() >= 0 && granularity() > 0, "tick timers");

    put(upcr_add_shared(a, sizeof(int), 2 * ((int)upcr_mythread()), 2), buf, sizeof buf);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    get(back, upcr_add_shared(a, sizeof(int), 2 * ((((int)upcr_mythread()) + 1) % ((int)upcr_threads())), 2), sizeof back);
    check(back[0] == (((int)upcr_mythread()) + 1) % ((int)upcr_threads()) && back[1] == back[0] + 100, "memput, memget");
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    mine = upcr_shared_to_pshared(all_alloc(((int)upcr_threads()), sizeof(int)));
    copy(upcr_pshared_to_shared(upcr_add_pshared1(src, sizeof(int), ((int)upcr_mythread()))), upcr_add_shared(a, sizeof(int), 2 * ((int)upcr_mythread()), 2), sizeof(int));
    set(upcr_pshared_to_shared(upcr_add_pshared1(dst, sizeof(int), ((int)upcr_mythread()))), 0, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    check(upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(mine, sizeof(int), ((int)upcr_mythread())))) == (size_t)((int)upcr_mythread()), "upc_all_alloc");
    check((int)upcr_get_pshared_val(upcr_add_pshared1(src, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) == ((int)upcr_mythread()), "upc_memcpy");
    check((int)upcr_get_pshared_val(upcr_add_pshared1(dst, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) == 0, "upc_memset");
    {
        upcr_pshared_ptr_t own = upcr_shared_to_pshared(alloc(sizeof(int)));
        upcr_put_pshared_val(own, 0, (int)7, sizeof(int));
        check((int)upcr_get_pshared_val(own, 0, sizeof(int)) == 7 && upcr_threadof_shared(upcr_pshared_to_shared(own)) == (size_t)((int)upcr_mythread()), "upc_alloc");
        free_(upcr_pshared_to_shared(own));
    }
    all_free(upcr_pshared_to_shared(mine));

    l = lock_alloc();
    for (k = 0; k < 10; k++) {
        lock(l);
        upcr_put_pshared_val(counter, 0, (int)((int)upcr_get_pshared_val(counter, 0, sizeof(int)) + 1), sizeof(int));
        unlock(l);
    }
    while (!attempt(l))
        ;
    upcr_put_pshared_val(counter, 0, (int)((int)upcr_get_pshared_val(counter, 0, sizeof(int)) + 100), sizeof(int));
    unlock(l);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    check((int)upcr_get_pshared_val(counter, 0, sizeof(int)) == 110 * ((int)upcr_threads()), "locks");
    lock_free(l);

    upcr_put_pshared_val(upcr_add_pshared1(src, sizeof(int), ((int)upcr_mythread())), 0, (int)(((int)upcr_mythread()) + 1), sizeof(int));
    bcast(upcr_pshared_to_shared(dst), upcr_pshared_to_shared(upcr_add_pshared1(src, sizeof(int), ((int)upcr_threads()) - 1)), sizeof(int), 0 | 0);
    check((int)upcr_get_pshared_val(upcr_add_pshared1(dst, sizeof(int), ((int)upcr_mythread())), 0, sizeof(int)) == ((int)upcr_threads()), "upc_all_broadcast");
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    reduce(upcr_pshared_to_shared(sum), upcr_pshared_to_shared(src), (upc_op_t)1 << 0, ((int)upcr_threads()), 1, (void *)0, 0 | 0);
    n = ((int)upcr_threads()) * (((int)upcr_threads()) + 1) / 2;
    check((int)upcr_get_pshared_val(sum, 0, sizeof(int)) == n, "upc_all_reduceI");

    upcr_put_pshared_val(upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())), 0, (int)failed, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(checks, sizeof(int), ((int)upcr_mythread())), 0, (int)done, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int i, f = 0, c = 0;
        {
#line 131 "tests/in/real/library_function_values.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 131 "tests/in/real/library_function_values.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int)) && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                int upcrt_gathered3[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(failures, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                    upcrt_get_range(upcrt_gathered3, upcr_pshared_to_shared(upcr_add_pshared1(checks, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 131 "tests/in/real/library_function_values.upc"
                for (i = 0; i < ((int)upcr_threads()); i++) {
                    f += upcrt_gathered2[i - upcrt_gather_lo1];
                    c += upcrt_gathered3[i - upcrt_gather_lo1];
                }
            } else
#line 131 "tests/in/real/library_function_values.upc"
                for (i = 0; i < ((int)upcr_threads()); i++) {
                    f += (int)upcr_get_pshared_val(upcr_add_pshared1(failures, sizeof(int), i), 0, sizeof(int));
                    c += (int)upcr_get_pshared_val(upcr_add_pshared1(checks, sizeof(int), i), 0, sizeof(int));
                }
        }
#line 135 "tests/in/real/library_function_values.upc"
        printf("%d checks on %d threads, %d failed\n", c, ((int)upcr_threads()), f);
        fflush(stdout);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    global_exit(0);
    return 1;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_library_function_values(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &src, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "src", "shared int [1 * THREADS]" },
        { &dst, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "dst", "shared int [1 * THREADS]" },
        { &sum, sizeof(int), 1, 0, sizeof(int), "sum", "shared int" },
        { &failures, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "failures", "shared int [1 * THREADS]" },
        { &checks, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "checks", "shared int [1 * THREADS]" },
        { &counter, sizeof(int), 1, 0, sizeof(int), "counter", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 6);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 2 * sizeof(int), (2 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(int), "a", "shared [2] int [2 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_library_function_values_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_library_function_values;

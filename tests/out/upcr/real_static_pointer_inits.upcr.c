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
#line 1 "tests/in/real/static_pointer_inits.upc"
/* Objects holding pointers-to-shared initialised with addresses of shared data, in every
   storage class and scope: file scope, block-scope static (set once, before its first use, and
   kept across calls), automatic; private and shared pointer objects, struct members, arrays of
   them; &x, &a[i], a + i, casts, members of shared structs reached directly and through other
   pointers-to-shared. Each check counts a failure; thread 0 prints the totals. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 9 "tests/in/real/static_pointer_inits.upc"
struct node {
    int v;
    upcr_pshared_ptr_t next;
    int arr[4];
};
#line 15 "tests/in/real/static_pointer_inits.upc"
struct holder {
    upcr_pshared_ptr_t p;
    int n;
    upcr_shared_ptr_t v;
};
#line 21 "tests/in/real/static_pointer_inits.upc"
upcr_pshared_ptr_t x;
upcr_pshared_ptr_t a;
upcr_pshared_ptr_t sn;
#line 23 "tests/in/real/static_pointer_inits.upc"
upcr_pshared_ptr_t sn2;
upcr_pshared_ptr_t gp;
upcr_pshared_ptr_t fp;
static upcr_pshared_ptr_t fsp;
struct holder fh;
upcr_pshared_ptr_t farr[3];
upcr_pshared_ptr_t failures;
upcr_pshared_ptr_t checks;

static int failed, done;

static void check(int ok, const char *what) {
    done++;
    if (!ok) {
        failed++;
        printf("thread %d: %s failed\n", ((int)upcr_mythread()), what);
    }
}

/* Block-scope statics: initialised once, their changes kept from call to call. */
#line 53 "tests/in/real/static_pointer_inits.upc"
/* `sp` of statics() */
static upcr_pshared_ptr_t upcrt_statics_sp;
#line 43 "tests/in/real/static_pointer_inits.upc"
static void statics(int call) {
    static upcr_pshared_ptr_t p;
#line 44 "tests/in/real/static_pointer_inits.upc"
    static int upcrt_statics_p_set;
    if (!upcrt_statics_p_set) {
        upcrt_statics_p_set = 1;
        p = x;
    }
#line 45 "tests/in/real/static_pointer_inits.upc"
    static upcr_pshared_ptr_t pa;
#line 45 "tests/in/real/static_pointer_inits.upc"
    static int upcrt_statics_pa_set;
    if (!upcrt_statics_pa_set) {
        upcrt_statics_pa_set = 1;
        pa = upcr_add_pshared1(a, sizeof(int), 3);
    }
#line 46 "tests/in/real/static_pointer_inits.upc"
    static upcr_pshared_ptr_t pb;
#line 46 "tests/in/real/static_pointer_inits.upc"
    static int upcrt_statics_pb_set;
    if (!upcrt_statics_pb_set) {
        upcrt_statics_pb_set = 1;
        pb = upcr_add_pshared1(a, sizeof(int), 2);
    }
#line 47 "tests/in/real/static_pointer_inits.upc"
    static upcr_shared_ptr_t pv;
#line 47 "tests/in/real/static_pointer_inits.upc"
    static int upcrt_statics_pv_set;
    if (!upcrt_statics_pv_set) {
        upcrt_statics_pv_set = 1;
        pv = upcr_pshared_to_shared(x);
    }
#line 48 "tests/in/real/static_pointer_inits.upc"
    static upcr_pshared_ptr_t pm;
#line 48 "tests/in/real/static_pointer_inits.upc"
    static int upcrt_statics_pm_set;
    if (!upcrt_statics_pm_set) {
        upcrt_statics_pm_set = 1;
        pm = upcr_add_psharedI(sn, 1, __builtin_offsetof(struct node, v));
    }
#line 49 "tests/in/real/static_pointer_inits.upc"
    static upcr_pshared_ptr_t pe;
#line 49 "tests/in/real/static_pointer_inits.upc"
    static int upcrt_statics_pe_set;
    if (!upcrt_statics_pe_set) {
        upcrt_statics_pe_set = 1;
        pe = upcr_add_psharedI(sn, 1, __builtin_offsetof(struct node, arr) + 2 * sizeof(int));
    }
#line 50 "tests/in/real/static_pointer_inits.upc"
    static upcr_pshared_ptr_t pn;
#line 50 "tests/in/real/static_pointer_inits.upc"
    static int upcrt_statics_pn_set;
    if (!upcrt_statics_pn_set) {
        upcrt_statics_pn_set = 1;
        pn = sn2;
    }
#line 51 "tests/in/real/static_pointer_inits.upc"
    static upcr_pshared_ptr_t arr[3];
#line 51 "tests/in/real/static_pointer_inits.upc"
    static int upcrt_statics_arr_set;
    if (!upcrt_statics_arr_set) {
        upcrt_statics_arr_set = 1;
        {
            __typeof__(arr) upcrt_initial = { x, upcr_null_pshared, upcr_add_pshared1(a, sizeof(int), 1) };
            __builtin_memcpy(&arr, &upcrt_initial, sizeof arr);
        }
    }
#line 52 "tests/in/real/static_pointer_inits.upc"
    static struct holder h;
#line 52 "tests/in/real/static_pointer_inits.upc"
    static int upcrt_statics_h_set;
    if (!upcrt_statics_h_set) {
        upcrt_statics_h_set = 1;
        {
            __typeof__(h) upcrt_initial = { upcr_add_pshared1(a, sizeof(int), 2), 5, upcr_pshared_to_shared(sn) };
            __builtin_memcpy(&h, &upcrt_initial, sizeof h);
        }
    }
#line 54 "tests/in/real/static_pointer_inits.upc"
    static upcr_pshared_ptr_t zero;
    static int counter = 10;
    check(call > 0 || upcr_isequal_pshared_pshared(p, x), "static p = &x");
    check(upcr_isequal_pshared_pshared(pa, upcr_add_pshared1(upcr_add_pshared1(a, sizeof(int), 3), sizeof(int), call)), "static pa = &a[3], stepped each call");
    check(upcr_isequal_pshared_pshared(pb, upcr_add_pshared1(a, sizeof(int), 2)) && upcr_threadof_shared(upcr_pshared_to_shared(pb)) == 2 % ((int)upcr_threads()), "static pb = a + 2");
    check(upcr_isequal_shared_shared(pv, upcr_pshared_to_shared(x)), "static pv = (shared void *)&x");
    check(upcr_isequal_pshared_pshared(pm, upcr_add_psharedI(sn, 1, __builtin_offsetof(struct node, v))), "static pm = &sn.v");
    check(upcr_isequal_pshared_pshared(pe, upcr_add_psharedI(sn, 1, __builtin_offsetof(struct node, arr) + 2 * sizeof(int))) && upcr_threadof_shared(upcr_pshared_to_shared(pe)) == 0, "static pe = &sn.arr[2]");
    check(upcr_isequal_pshared_pshared(pn, sn2), "static pn = &sn2");
    check(upcr_isequal_pshared_pshared(arr[0], x) && upcr_isnull_pshared(arr[1]) && upcr_isequal_pshared_pshared(arr[2], upcr_add_pshared1(a, sizeof(int), 1)), "static array of pointers");
    check(upcr_isequal_pshared_pshared(h.p, upcr_add_pshared1(a, sizeof(int), 2)) && h.n == 5 + call && upcr_isequal_shared_shared(h.v, upcr_pshared_to_shared(sn)), "static struct");
    check(upcr_isnull_pshared(zero), "static pointer without initialiser");
    check(counter == 10 + call, "static int kept");
    if (((int)upcr_mythread()) == 0)
        check(upcr_isequal_pshared_pshared(({ upcr_pshared_ptr_t upcrt_val1; upcr_get_pshared(&upcrt_val1, upcrt_statics_sp, 0, sizeof upcrt_val1); upcrt_val1; }), upcr_add_pshared1(upcr_add_pshared1(a, sizeof(int), 3), sizeof(int), call)), "static shared pointer object");
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    pa = upcr_add_pshared1(pa, sizeof(int), 1);
    h.n++;
    counter++;
    if (((int)upcr_mythread()) == 0)
        ({ upcr_pshared_ptr_t upcrt_val3 = upcr_add_pshared1(({ upcr_pshared_ptr_t upcrt_val2; upcr_get_pshared(&upcrt_val2, upcrt_statics_sp, 0, sizeof upcrt_val2); upcrt_val2; }), sizeof(int), 1); upcr_put_pshared(upcrt_statics_sp, 0, &upcrt_val3, sizeof upcrt_val3); });
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int call;
    if (((int)upcr_mythread()) == 0) {
        upcr_put_pshared_val(sn, __builtin_offsetof(struct node, v), (int)42, sizeof(int));
        ({ upcr_pshared_ptr_t upcrt_val4 = sn2; upcr_put_pshared(sn, __builtin_offsetof(struct node, next), &upcrt_val4, sizeof upcrt_val4); });
        upcr_put_pshared_val(sn2, __builtin_offsetof(struct node, v), (int)43, sizeof(int));
        upcr_put_pshared_val(sn, __builtin_offsetof(struct node, arr) + 2 * sizeof(int), (int)44, sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* File scope. */
    check(upcr_isequal_pshared_pshared(gp, sn) && upcr_isequal_pshared_pshared(fp, upcr_add_pshared1(a, sizeof(int), 3)) && upcr_isequal_pshared_pshared(fsp, upcr_add_pshared1(a, sizeof(int), 2)), "file-scope pointers");
    check(upcr_isequal_pshared_pshared(fh.p, x) && fh.n == 7 && upcr_isequal_shared_shared(fh.v, upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), 1))), "file-scope struct");
    check(upcr_isequal_pshared_pshared(farr[0], x) && upcr_isnull_pshared(farr[1]) && upcr_isequal_pshared_pshared(farr[2], upcr_add_pshared1(a, sizeof(int), 5)), "file-scope array");

    /* Automatic: members reached through other pointers-to-shared. */
    {
        upcr_pshared_ptr_t q = upcr_add_psharedI(gp, 1, __builtin_offsetof(struct node, v));
        upcr_pshared_ptr_t np = gp;
        upcr_pshared_ptr_t r = upcr_add_psharedI(np, 1, __builtin_offsetof(struct node, arr) + 2 * sizeof(int));
        upcr_pshared_ptr_t s = upcr_add_psharedI(({ upcr_pshared_ptr_t upcrt_val5; upcr_get_pshared(&upcrt_val5, np, __builtin_offsetof(struct node, next), sizeof upcrt_val5); upcrt_val5; }), 1, __builtin_offsetof(struct node, v));
        upcr_pshared_ptr_t t = upcr_add_pshared1(a, sizeof(int), ((int)upcr_mythread()));
        upcr_pshared_ptr_t list[2] = { upcr_add_pshared1(a, sizeof(int), ((int)upcr_mythread())), upcr_add_psharedI(({ upcr_pshared_ptr_t upcrt_val6; upcr_get_pshared(&upcrt_val6, gp, __builtin_offsetof(struct node, next), sizeof upcrt_val6); upcrt_val6; }), 1, __builtin_offsetof(struct node, v)) };
        struct holder h = { upcr_add_pshared1(a, sizeof(int), ((int)upcr_mythread())), ((int)upcr_mythread()), upcr_pshared_to_shared(upcr_add_psharedI(np, 1, __builtin_offsetof(struct node, next))) };
        check((int)upcr_get_pshared_val(q, 0, sizeof(int)) == 42 && (int)upcr_get_pshared_val(r, 0, sizeof(int)) == 44 && (int)upcr_get_pshared_val(s, 0, sizeof(int)) == 43, "automatic members through pointers");
        check(upcr_threadof_shared(upcr_pshared_to_shared(t)) == (size_t)((int)upcr_mythread()), "automatic &a[MYTHREAD]");
        check(upcr_isequal_pshared_pshared(list[0], t) && (int)upcr_get_pshared_val(list[1], 0, sizeof(int)) == 43, "automatic array of pointers");
        check(upcr_isequal_pshared_pshared(h.p, t) && h.n == ((int)upcr_mythread()) && upcr_isequal_shared_shared(h.v, upcr_pshared_to_shared(upcr_add_psharedI(sn, 1, __builtin_offsetof(struct node, next)))), "automatic struct");
    }

    for (call = 0; call < 3; call++)
        statics(call);

    upcr_put_pshared_val(upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())), 0, (int)failed, sizeof(int));
    upcr_put_pshared_val(upcr_add_pshared1(checks, sizeof(int), ((int)upcr_mythread())), 0, (int)done, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int i, f = 0, n = 0;
        {
#line 116 "tests/in/real/static_pointer_inits.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo7 = (long)0;
            long upcrt_gather_hi7 = (long)((int)upcr_threads());
#line 116 "tests/in/real/static_pointer_inits.upc"
            if (upcrt_gather_lo7 >= 0 && upcrt_gather_hi7 <= (long)((int)upcr_threads()) && upcrt_gather_hi7 - upcrt_gather_lo7 <= (long)(16384 / sizeof(int)) && upcrt_gather_hi7 <= (long)((int)upcr_threads()) && upcrt_gather_hi7 - upcrt_gather_lo7 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered8[16384 / sizeof(int)];
                int upcrt_gathered9[16384 / sizeof(int)];
                if (upcrt_gather_lo7 < upcrt_gather_hi7) {
                    upcrt_get_range(upcrt_gathered8, upcr_pshared_to_shared(upcr_add_pshared1(failures, sizeof(int), upcrt_gather_lo7)), sizeof(int), 1, upcrt_gather_hi7 - upcrt_gather_lo7);
                    upcrt_get_range(upcrt_gathered9, upcr_pshared_to_shared(upcr_add_pshared1(checks, sizeof(int), upcrt_gather_lo7)), sizeof(int), 1, upcrt_gather_hi7 - upcrt_gather_lo7);
                }
#line 116 "tests/in/real/static_pointer_inits.upc"
                for (i = 0; i < ((int)upcr_threads()); i++) {
                    f += upcrt_gathered8[i - upcrt_gather_lo7];
                    n += upcrt_gathered9[i - upcrt_gather_lo7];
                }
            } else
#line 116 "tests/in/real/static_pointer_inits.upc"
                for (i = 0; i < ((int)upcr_threads()); i++) {
                    f += (int)upcr_get_pshared_val(upcr_add_pshared1(failures, sizeof(int), i), 0, sizeof(int));
                    n += (int)upcr_get_pshared_val(upcr_add_pshared1(checks, sizeof(int), i), 0, sizeof(int));
                }
        }
#line 120 "tests/in/real/static_pointer_inits.upc"
        printf("%d checks on %d threads, %d failed\n", n, ((int)upcr_threads()), f);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_static_pointer_inits(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &x, sizeof(int), 1, 0, sizeof(int), "x", "shared int" },
        { &a, sizeof(int), 4 * ((int)upcr_threads()), 0, sizeof(int), "a", "shared int [4 * THREADS]" },
        { &sn, sizeof(struct node), 1, 0, sizeof(struct node), "sn", "shared struct <anonymous>" },
        { &sn2, sizeof(struct node), 1, 0, sizeof(struct node), "sn2", "shared struct <anonymous>" },
        { &failures, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "failures", "shared int [1 * THREADS]" },
        { &checks, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "checks", "shared int [1 * THREADS]" },
        { &upcrt_statics_sp, sizeof(upcr_pshared_ptr_t), 1, 0, sizeof(upcr_pshared_ptr_t), "upcrt_statics_sp", "shared int *shared" },
    };
    upcr_startup_pshalloc(pshared_objects, 7);
}
static void (*const upcrt_alloc_static_pointer_inits_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_static_pointer_inits;
/* Initial values of this file's shared data and of the private variables that
   point to shared data (every thread, after all files' allocation). */
static void upcrt_init_static_pointer_inits(void) {
    if (upcr_mythread() == 0) {
        upcr_pshared_ptr_t upcrt_value = upcr_add_pshared1(a, sizeof(int), 3);
        upcr_put_pshared(upcrt_statics_sp, 0, &upcrt_value, sizeof upcrt_value);
    }
    gp = sn;
    fp = upcr_add_pshared1(a, sizeof(int), 3);
    fsp = upcr_add_pshared1(a, sizeof(int), 2);
    {
        __typeof__(fh) upcrt_initial = { x, 7, upcr_pshared_to_shared(upcr_add_pshared1(a, sizeof(int), 1)) };
        __builtin_memcpy(&fh, &upcrt_initial, sizeof fh);
    }
    {
        __typeof__(farr) upcrt_initial = { x, upcr_null_pshared, upcr_add_pshared1(a, sizeof(int), 5) };
        __builtin_memcpy(&farr, &upcrt_initial, sizeof farr);
    }
}
static void (*const upcrt_init_static_pointer_inits_entry)(void) __attribute__((used, section("upcrt_init"))) = upcrt_init_static_pointer_inits;

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
#line 1 "samples/upc/ptr_loop_versioning.upc"
/* ptr_loop_versioning.upc - loops that index a private pointer-to-shared, p[k]: the translators
   reach this thread's elements through a local pointer (a fast copy of the loop when the whole
   index range stays in p's block, a test per access otherwise). Covers the cases where that
   is right (own block, negative indices, indefinite blocks, structs, compound assignments,
   neighbours p[k+1]) and those where the fast copy must not run: the range crosses into another
   thread's block (forwards and backwards), the pointer points to another thread's data, the
   loop's bound or the pointer itself is changed by a function the body calls, an index with a
   side effect, a cast to another block size. */
#include <stdio.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 16 "samples/upc/ptr_loop_versioning.upc"
struct pt {
    int x;
    double y;
};
#line 21 "samples/upc/ptr_loop_versioning.upc"
upcr_shared_ptr_t a;
#line 21 "samples/upc/ptr_loop_versioning.upc"
upcr_shared_ptr_t b;
#line 21 "samples/upc/ptr_loop_versioning.upc"
upcr_shared_ptr_t c;
#line 21 "samples/upc/ptr_loop_versioning.upc"
upcr_shared_ptr_t e;
#line 21 "samples/upc/ptr_loop_versioning.upc"
upcr_shared_ptr_t f;
upcr_shared_ptr_t wide;
upcr_shared_ptr_t s;
upcr_pshared_ptr_t heads;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t sums;
upcr_pshared_ptr_t verdict;

/* a loop bound that a called function changes */
#line 29 "samples/upc/ptr_loop_versioning.upc"
int limit;
/* a pointer that a called function moves */
#line 30 "samples/upc/ptr_loop_versioning.upc"
upcr_shared_ptr_t gp;

static int val(long i) {
#line 32 "samples/upc/ptr_loop_versioning.upc"
    return (int)(3 * i + 1);
}
static void grow(void) {
#line 34 "samples/upc/ptr_loop_versioning.upc"
    limit = 8;
}
static void move(void) {
#line 36 "samples/upc/ptr_loop_versioning.upc"
    gp = upcr_add_shared(f, sizeof(int), (((int)upcr_mythread()) + 1) % ((int)upcr_threads()) * 8, 8);
}
static struct pt mk(int k) {

    struct pt r;
    r.x = k;
    r.y = k * 0.5;
    return r;
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int t = ((int)upcr_mythread()), next = (((int)upcr_mythread()) + 1) % ((int)upcr_threads()), bad = 0;
    long i, k, j;
    long sum = 0;
    upcr_shared_ptr_t p;
    upcr_pshared_ptr_t h;
#line 52 "samples/upc/ptr_loop_versioning.upc"
    upcr_pshared_ptr_t other;
    upcr_shared_ptr_t sp;
    upcr_shared_ptr_t q4;

    /* 1. own blocks, the whole range in the block: the fast copy */
    for (i = 0; i < 4; i++) {
        p = upcr_add_shared(a, sizeof(int), (i * ((int)upcr_threads()) + t) * 8, 8);
        {
#line 59 "samples/upc/ptr_loop_versioning.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine1 = upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0;
            long upcrt_phase1 = upcr_phaseof_shared(p);
#line 59 "samples/upc/ptr_loop_versioning.upc"
            if (upcrt_mine1 && upcrt_phase1 + 0 >= 0 && upcrt_phase1 + 8 <= 8)
#line 59 "samples/upc/ptr_loop_versioning.upc"
                for (k = 0; k < 8; k++)
                    upcrt_mine1[k] = val((i * ((int)upcr_threads()) + t) * 8 + k);
            else
#line 59 "samples/upc/ptr_loop_versioning.upc"
                for (k = 0; k < 8; k++)
                    ({ int upcrt_store2 = val((i * ((int)upcr_threads()) + t) * 8 + k); upcrt_mine1 && (unsigned long)(upcrt_phase1 + k) < 8 ? (void)(upcrt_mine1[k] = upcrt_store2) : (void)upcr_put_shared_val(upcr_add_shared(p, sizeof(int), k, 8), 0, (int)upcrt_store2, sizeof(int)); });
        }
    }
    /* compound assignments, ++ and a neighbour p[k + 1] in the fast copy */
#line 63 "samples/upc/ptr_loop_versioning.upc"
    p = upcr_add_shared(a, sizeof(int), t * 8, 8);
    {
#line 64 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine3 = upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0;
        long upcrt_phase3 = upcr_phaseof_shared(p);
#line 64 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine3 && upcrt_phase3 + 0 >= 0 && upcrt_phase3 + 8 <= 8)
#line 64 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++) {
                upcrt_mine3[k] += 2;
                upcrt_mine3[k]++;
            }
        else
#line 64 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++) {
                ({ upcr_shared_ptr_t upcrt_addr4 = upcr_add_shared(p, sizeof(int), k, 8); upcr_put_shared_val(upcrt_addr4, 0, (int)((int)upcr_get_shared_val(upcrt_addr4, 0, sizeof(int)) + 2), sizeof(int)); });
                ({ upcr_shared_ptr_t upcrt_addr5 = upcr_add_shared(p, sizeof(int), k, 8); upcr_put_shared_val(upcrt_addr5, 0, (int)((int)upcr_get_shared_val(upcrt_addr5, 0, sizeof(int)) + 1), sizeof(int)); });
            }
    }
#line 68 "samples/upc/ptr_loop_versioning.upc"
    {
#line 68 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine6 = upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0;
        long upcrt_phase6 = upcr_phaseof_shared(p);
#line 68 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine6 && upcrt_phase6 + 0 >= 0 && upcrt_phase6 + (8 - 1) <= 8)
#line 68 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8 - 1; k++)
                sum += (upcrt_mine6 && (unsigned long)(upcrt_phase6 + (k + 1)) < 8 ? upcrt_mine6[k + 1] : (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), k + 1, 8), 0, sizeof(int))) - upcrt_mine6[k];
        else
#line 68 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8 - 1; k++)
                sum += (upcrt_mine6 && (unsigned long)(upcrt_phase6 + (k + 1)) < 8 ? upcrt_mine6[k + 1] : (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), k + 1, 8), 0, sizeof(int))) - (upcrt_mine6 && (unsigned long)(upcrt_phase6 + k) < 8 ? upcrt_mine6[k] : (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), k, 8), 0, sizeof(int)));
    }
#line 70 "samples/upc/ptr_loop_versioning.upc"
    if (sum != 3 * (8 - 1))
        bad++;
    {
#line 72 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine7 = upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0;
        long upcrt_phase7 = upcr_phaseof_shared(p);
#line 72 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine7 && upcrt_phase7 + 0 >= 0 && upcrt_phase7 + 8 <= 8)
#line 72 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                upcrt_mine7[k] -= 3;
        else
#line 72 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                ({ upcr_shared_ptr_t upcrt_addr8 = upcr_add_shared(p, sizeof(int), k, 8); upcr_put_shared_val(upcrt_addr8, 0, (int)((int)upcr_get_shared_val(upcrt_addr8, 0, sizeof(int)) - 3), sizeof(int)); });
    }
    /* 2. from the middle of the block past its end: into the next thread's block */
    p = upcr_add_shared(b, sizeof(int), t * 8 + 2, 8);
    {
#line 77 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine9 = upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0;
        long upcrt_phase9 = upcr_phaseof_shared(p);
#line 77 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine9 && upcrt_phase9 + 0 >= 0 && upcrt_phase9 + 8 <= 8)
#line 77 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                upcrt_mine9[k] = val(t * 8 + 2 + k) + 7;
        else
#line 77 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                ({ int upcrt_store10 = val(t * 8 + 2 + k) + 7; upcrt_mine9 && (unsigned long)(upcrt_phase9 + k) < 8 ? (void)(upcrt_mine9[k] = upcrt_store10) : (void)upcr_put_shared_val(upcr_add_shared(p, sizeof(int), k, 8), 0, (int)upcrt_store10, sizeof(int)); });
    }
    /* 3. negative indices: inside the block but its last element (fast), and the element
       before the block (the previous thread's last one) */
    p = upcr_add_shared(c, sizeof(int), (((int)upcr_threads()) + t) * 8 + 3, 8);
    {
#line 83 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine11 = upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0;
        long upcrt_phase11 = upcr_phaseof_shared(p);
#line 83 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine11 && upcrt_phase11 + -3 >= 0 && upcrt_phase11 + (8 - 5 + 1) <= 8)
#line 83 "samples/upc/ptr_loop_versioning.upc"
            for (int m = -3; m <= 8 - 5; m += 1)
                upcrt_mine11[m] = val((((int)upcr_threads()) + t) * 8 + 3 + m);
        else
#line 83 "samples/upc/ptr_loop_versioning.upc"
            for (int m = -3; m <= 8 - 5; m += 1)
                ({ int upcrt_store12 = val((((int)upcr_threads()) + t) * 8 + 3 + m); upcrt_mine11 && (unsigned long)(upcrt_phase11 + m) < 8 ? (void)(upcrt_mine11[m] = upcrt_store12) : (void)upcr_put_shared_val(upcr_add_shared(p, sizeof(int), m, 8), 0, (int)upcrt_store12, sizeof(int)); });
    }
#line 85 "samples/upc/ptr_loop_versioning.upc"
    {
#line 85 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine13 = upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0;
        long upcrt_phase13 = upcr_phaseof_shared(p);
#line 85 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine13 && upcrt_phase13 + -4 >= 0 && upcrt_phase13 + -3 <= 8)
#line 85 "samples/upc/ptr_loop_versioning.upc"
            for (k = -4; k < -3; k++)
                upcrt_mine13[k] = -val((((int)upcr_threads()) + t) * 8 + 3 + k);
        else
#line 85 "samples/upc/ptr_loop_versioning.upc"
            for (k = -4; k < -3; k++)
                ({ int upcrt_store14 = -val((((int)upcr_threads()) + t) * 8 + 3 + k); upcrt_mine13 && (unsigned long)(upcrt_phase13 + k) < 8 ? (void)(upcrt_mine13[k] = upcrt_store14) : (void)upcr_put_shared_val(upcr_add_shared(p, sizeof(int), k, 8), 0, (int)upcrt_store14, sizeof(int)); });
    }
    /* 4. the loop's bound grows inside the loop (a call): no fast copy */
    p = upcr_add_shared(e, sizeof(int), t * 8 + 4, 8);
    limit = 8 - 4;
    {
#line 91 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine15 = upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0;
        long upcrt_phase15 = upcr_phaseof_shared(p);
#line 91 "samples/upc/ptr_loop_versioning.upc"
        for (k = 0; k < limit; k++) {
            ({ int upcrt_store16 = val(t * 8 + 4 + k); upcrt_mine15 && (unsigned long)(upcrt_phase15 + k) < 8 ? (void)(upcrt_mine15[k] = upcrt_store16) : (void)upcr_put_shared_val(upcr_add_shared(p, sizeof(int), k, 8), 0, (int)upcrt_store16, sizeof(int)); });
            if (k == 0)
                grow();
        }
    }
    /* 5. the pointer is moved by a called function in the middle of the loop */
    gp = upcr_add_shared(f, sizeof(int), t * 8, 8);
    for (k = 0; k < 8; k++) {
        upcr_put_shared_val(upcr_add_shared(gp, sizeof(int), k, 8), 0, (int)val(upcr_isequal_shared_shared(gp, upcr_add_shared(f, sizeof(int), t * 8, 8)) ? t * 8 + k : next * 8 + k), sizeof(int));
        if (k == 3)
            move();
    }

    /* 6. indefinite blocks: this thread's heap (local), then the next thread's (remote) */
    h = upcr_shared_to_pshared(upcr_alloc(8 * sizeof(int)));
    ({ upcr_pshared_ptr_t upcrt_val17 = h; upcr_put_pshared(upcr_add_pshared1(heads, sizeof(upcr_pshared_ptr_t), t), 0, &upcrt_val17, sizeof upcrt_val17); });
    {
#line 108 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine18 = upcr_threadof_pshared(h) == upcr_mythread() ? upcr_pshared_to_local(h) : 0;
        long upcrt_phase18 = upcr_phaseof_pshared(h);
#line 108 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine18)
#line 108 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                upcrt_mine18[k] = 100 * t + (int)k;
        else
#line 108 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                ({ int upcrt_store19 = 100 * t + (int)k; upcrt_mine18 ? (void)(upcrt_mine18[k] = upcrt_store19) : (void)upcr_put_pshared_val(upcr_add_psharedI(h, sizeof(int), k), 0, (int)upcrt_store19, sizeof(int)); });
    }
#line 110 "samples/upc/ptr_loop_versioning.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    upcr_get_pshared(&other, upcr_add_pshared1(heads, sizeof(upcr_pshared_ptr_t), next), 0, sizeof other);
    sum = 0;
    {
#line 113 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine20 = upcr_threadof_pshared(other) == upcr_mythread() ? upcr_pshared_to_local(other) : 0;
        long upcrt_phase20 = upcr_phaseof_pshared(other);
#line 113 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine20)
#line 113 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += upcrt_mine20[k];
        else
#line 113 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += upcrt_mine20 ? upcrt_mine20[k] : (int)upcr_get_pshared_val(upcr_add_psharedI(other, sizeof(int), k), 0, sizeof(int));
    }
#line 115 "samples/upc/ptr_loop_versioning.upc"
    if (sum != 100L * next * 8 + 8 * (8 - 1) / 2)
        bad++;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
#line 118 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine21 = upcr_threadof_pshared(other) == upcr_mythread() ? upcr_pshared_to_local(other) : 0;
        long upcrt_phase21 = upcr_phaseof_pshared(other);
#line 118 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine21)
#line 118 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                /* every thread adds to its neighbour's heap */
#line 119 "samples/upc/ptr_loop_versioning.upc"
                upcrt_mine21[k] += 1000;
        else
#line 118 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                ({ upcr_pshared_ptr_t upcrt_addr22 = upcr_add_psharedI(other, sizeof(int), k); upcr_put_pshared_val(upcrt_addr22, 0, (int)((int)upcr_get_pshared_val(upcrt_addr22, 0, sizeof(int)) + 1000), sizeof(int)); });
    }
    /* 7. structs: whole elements stored (fast), members read (generic) */
    sp = upcr_add_shared(s, sizeof(struct pt), t * 4, 4);
    {
#line 123 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        struct pt *upcrt_mine23 = upcr_threadof_shared(sp) == upcr_mythread() ? upcr_shared_to_local(sp) : 0;
        long upcrt_phase23 = upcr_phaseof_shared(sp);
#line 123 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine23 && upcrt_phase23 + 0 >= 0 && upcrt_phase23 + 4 <= 4)
#line 123 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 4; k++)
                upcrt_mine23[k] = mk((int)k + t);
        else
#line 123 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 4; k++)
                ({ struct pt upcrt_store24 = mk((int)k + t); upcrt_mine23 && (unsigned long)(upcrt_phase23 + k) < 4 ? (void)(upcrt_mine23[k] = upcrt_store24) : (void)({ struct pt upcrt_val25 = upcrt_store24; upcr_put_shared(upcr_add_shared(sp, sizeof(struct pt), k, 4), 0, &upcrt_val25, sizeof upcrt_val25); }); });
    }
#line 125 "samples/upc/ptr_loop_versioning.upc"
    sum = 0;
    {
#line 126 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        struct pt *upcrt_mine26 = upcr_threadof_shared(sp) == upcr_mythread() ? upcr_shared_to_local(sp) : 0;
        long upcrt_phase26 = upcr_phaseof_shared(sp);
#line 126 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine26 && upcrt_phase26 + 0 >= 0 && upcrt_phase26 + 4 <= 4)
#line 126 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 4; k++)
                sum += (int)upcr_get_shared_val(upcr_add_shared(sp, sizeof(struct pt), k, 4), __builtin_offsetof(struct pt, x), sizeof(int));
        else
#line 126 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 4; k++)
                sum += (int)upcr_get_shared_val(upcr_add_shared(sp, sizeof(struct pt), k, 4), __builtin_offsetof(struct pt, x), sizeof(int));
    }
#line 128 "samples/upc/ptr_loop_versioning.upc"
    if (sum != 4 * t + 6)
        bad++;

    /* 8. an index with a side effect: evaluated once per access */
    p = upcr_add_shared(a, sizeof(int), t * 8, 8);
    j = 0;
    sum = 0;
    {
#line 135 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine27 = upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0;
        long upcrt_phase27 = upcr_phaseof_shared(p);
#line 135 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine27 && upcrt_phase27 + 0 >= 0 && upcrt_phase27 + 8 <= 8)
#line 135 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), j++, 8), 0, sizeof(int)) + upcrt_mine27[k] - upcrt_mine27[k];
        else
#line 135 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), j++, 8), 0, sizeof(int)) + (upcrt_mine27 && (unsigned long)(upcrt_phase27 + k) < 8 ? upcrt_mine27[k] : (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), k, 8), 0, sizeof(int))) - (upcrt_mine27 && (unsigned long)(upcrt_phase27 + k) < 8 ? upcrt_mine27[k] : (int)upcr_get_shared_val(upcr_add_shared(p, sizeof(int), k, 8), 0, sizeof(int)));
    }
#line 137 "samples/upc/ptr_loop_versioning.upc"
    if (j != 8 || sum != 8 * (long)val(t * 8) + 3L * 8 * (8 - 1) / 2)
        bad++;

    /* 9. a cast to another block size: [4] over a [16] array reads 4 elements of this thread,
       then 4 that the [4] view puts on the next thread */
    {
#line 142 "samples/upc/ptr_loop_versioning.upc"
        int upcrt_nested28 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 142 "samples/upc/ptr_loop_versioning.upc"
        i = 0;
#line 142 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_nested28)
#line 142 "samples/upc/ptr_loop_versioning.upc"
            for (; i < 8 * 4 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(wide, sizeof(int), i, 16), 0, (int)val(i), sizeof(int));
        else {
#line 142 "samples/upc/ptr_loop_versioning.upc"
            /* This thread's blocks of `wide`, each through local pointers. */
#line 142 "samples/upc/ptr_loop_versioning.upc"
            for (i = upcrt_forall_first(i, 16); i < 8 * 4 * ((int)upcr_threads()); i = upcrt_forall_first(i, 16)) {
#line 142 "samples/upc/ptr_loop_versioning.upc"
                int *upcrt_local_wide = upcr_shared_to_local(upcr_add_shared(wide, sizeof(int), i, 16));
                long upcrt_block_lo = i - i % 16, upcrt_block_hi = upcrt_block_lo + 16;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 8 * 4 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 142 "samples/upc/ptr_loop_versioning.upc"
                if (upcrt_stop - i == 16)
#line 142 "samples/upc/ptr_loop_versioning.upc"
                    for (upcrt_k = 0; upcrt_k < 16; upcrt_k++, i++, upcrt_local_wide++)
                        *upcrt_local_wide = val(i);
                else
#line 142 "samples/upc/ptr_loop_versioning.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_wide++)
                        *upcrt_local_wide = val(i);
            }
        }
#line 142 "samples/upc/ptr_loop_versioning.upc"
        upcrt_forall_control = upcrt_nested28;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    q4 = upcr_shared_resetphase(upcr_add_shared(wide, sizeof(int), t * 2 * 8, 16));
    sum = 0;
    {
#line 147 "samples/upc/ptr_loop_versioning.upc"
        /* local pointers for this thread's elements */
        int *upcrt_mine29 = upcr_threadof_shared(q4) == upcr_mythread() ? upcr_shared_to_local(q4) : 0;
        long upcrt_phase29 = upcr_phaseof_shared(q4);
#line 147 "samples/upc/ptr_loop_versioning.upc"
        if (upcrt_mine29 && upcrt_phase29 + 0 >= 0 && upcrt_phase29 + 8 <= 4)
#line 147 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += upcrt_mine29[k];
        else
#line 147 "samples/upc/ptr_loop_versioning.upc"
            for (k = 0; k < 8; k++)
                sum += upcrt_mine29 && (unsigned long)(upcrt_phase29 + k) < 4 ? upcrt_mine29[k] : (int)upcr_get_shared_val(upcr_add_shared(q4, sizeof(int), k, 4), 0, sizeof(int));
    }
#line 149 "samples/upc/ptr_loop_versioning.upc"
    upcr_put_pshared_val(upcr_add_pshared1(sums, sizeof(long), t), 0, (long)sum, sizeof(long));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int errors = 0;
        {
#line 156 "samples/upc/ptr_loop_versioning.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo30 = (long)0;
            long upcrt_gather_hi30 = (long)((int)upcr_threads());
#line 156 "samples/upc/ptr_loop_versioning.upc"
            if (upcrt_gather_lo30 >= 0 && upcrt_gather_hi30 <= (long)((int)upcr_threads()) && upcrt_gather_hi30 - upcrt_gather_lo30 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered31[16384 / sizeof(int)];
                if (upcrt_gather_lo30 < upcrt_gather_hi30) {
                    upcrt_get_range(upcrt_gathered31, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo30)), sizeof(int), 1, upcrt_gather_hi30 - upcrt_gather_lo30);
                }
#line 156 "samples/upc/ptr_loop_versioning.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    errors += upcrt_gathered31[i - upcrt_gather_lo30];
            } else
#line 156 "samples/upc/ptr_loop_versioning.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    errors += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 158 "samples/upc/ptr_loop_versioning.upc"
        for (i = 0; i < 8 * 4 * ((int)upcr_threads()); i++) {
            int want_b = i >= 2 && i < ((int)upcr_threads()) * 8 + 2 ? val(i) + 7 : 0;
            int want_c = i >= ((int)upcr_threads()) * 8 - 1 && i < 2 * ((int)upcr_threads()) * 8 - 1 ? i % 8 == 8 - 1 ? -val(i) : val(i) : 0;

            int want_e = i >= 4 && i < ((int)upcr_threads()) * 8 + 4 ? val(i) : 0;
            int want_f = i < ((int)upcr_threads()) * 8 ? val(i) : 0;
            if ((int)upcr_get_shared_val(upcr_add_shared(a, sizeof(int), i, 8), 0, sizeof(int)) != val(i) || (int)upcr_get_shared_val(upcr_add_shared(b, sizeof(int), i, 8), 0, sizeof(int)) != want_b || (int)upcr_get_shared_val(upcr_add_shared(c, sizeof(int), i, 8), 0, sizeof(int)) != want_c || (int)upcr_get_shared_val(upcr_add_shared(e, sizeof(int), i, 8), 0, sizeof(int)) != want_e || (int)upcr_get_shared_val(upcr_add_shared(f, sizeof(int), i, 8), 0, sizeof(int)) != want_f) {

                if (errors < 5)
                    printf("FAIL: ptr_loop_versioning: i=%ld a=%d b=%d (%d) c=%d (%d) e=%d (%d) " "f=%d (%d)\n", i, (int)upcr_get_shared_val(upcr_add_shared(a, sizeof(int), i, 8), 0, sizeof(int)), (int)upcr_get_shared_val(upcr_add_shared(b, sizeof(int), i, 8), 0, sizeof(int)), want_b, (int)upcr_get_shared_val(upcr_add_shared(c, sizeof(int), i, 8), 0, sizeof(int)), want_c, (int)upcr_get_shared_val(upcr_add_shared(e, sizeof(int), i, 8), 0, sizeof(int)), want_e, (int)upcr_get_shared_val(upcr_add_shared(f, sizeof(int), i, 8), 0, sizeof(int)), want_f);


                errors++;
            }
        }
        for (i = 0; i < ((int)upcr_threads()); i++) {
            upcr_pshared_ptr_t hh;
#line 174 "samples/upc/ptr_loop_versioning.upc"
            upcr_get_pshared(&hh, upcr_add_pshared1(heads, sizeof(upcr_pshared_ptr_t), i), 0, sizeof hh);
            {
#line 175 "samples/upc/ptr_loop_versioning.upc"
                /* local pointers for this thread's elements */
                int *upcrt_mine32 = upcr_threadof_pshared(hh) == upcr_mythread() ? upcr_pshared_to_local(hh) : 0;
                long upcrt_phase32 = upcr_phaseof_pshared(hh);
#line 175 "samples/upc/ptr_loop_versioning.upc"
                if (upcrt_mine32) {
#line 175 "samples/upc/ptr_loop_versioning.upc"
                    for (k = 0; k < 8; k++)
                        if (upcrt_mine32[k] != 100 * i + k + 1000) {
                            if (errors < 5)
                                printf("FAIL: ptr_loop_versioning: heap of %ld [%ld] = %d\n", i, k, upcrt_mine32[k]);
                            errors++;
                        }
                } else
#line 175 "samples/upc/ptr_loop_versioning.upc"
                    for (k = 0; k < 8; k++)
                        if ((upcrt_mine32 ? upcrt_mine32[k] : (int)upcr_get_pshared_val(upcr_add_psharedI(hh, sizeof(int), k), 0, sizeof(int))) != 100 * i + k + 1000) {
                            if (errors < 5)
                                printf("FAIL: ptr_loop_versioning: heap of %ld [%ld] = %d\n", i, k, upcrt_mine32 ? upcrt_mine32[k] : (int)upcr_get_pshared_val(upcr_add_psharedI(hh, sizeof(int), k), 0, sizeof(int)));
                            errors++;
                        }
            }
            /* q4 over wide: 4 elements from [t*2B, +4), then 4 of the [4] view's next block */
#line 182 "samples/upc/ptr_loop_versioning.upc"
            long want = 0, first = i * 2 * 8;
            for (k = 0; k < 8; k++) {
                long off = k < 4 ? first + k : -1;
                if (k >= 4) {
                    /* the next thread's row, same place: its elements of `wide` */
                    long thr = (i + 1) % ((int)upcr_threads()), rounds = (i + 1) / ((int)upcr_threads());
                    long rowpos = first / (2 * 8 * ((int)upcr_threads())) * 2 * 8 + first % (2 * 8) + rounds * 4 + (k - 4);

                    off = rowpos / (2 * 8) * 2 * 8 * ((int)upcr_threads()) + thr * 2 * 8 + rowpos % (2 * 8);
                }
                want += val(off);
            }
            if ((long)upcr_get_pshared_val(upcr_add_pshared1(sums, sizeof(long), i), 0, sizeof(long)) != want) {
                if (errors < 5)
                    printf("FAIL: ptr_loop_versioning: cast sum of %ld = %ld, want %ld\n", i, (long)upcr_get_pshared_val(upcr_add_pshared1(sums, sizeof(long), i), 0, sizeof(long)), want);

                errors++;
            }
        }
        if (errors)
            printf("FAIL: ptr_loop_versioning: %d errors\n", errors);
        else
            printf("PASS: ptr_loop_versioning\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_ptr_loop_versioning(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &heads, sizeof(upcr_pshared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_pshared_ptr_t), "heads", "shared [] int *shared [1 * THREADS]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &sums, sizeof(long), ((int)upcr_threads()), 0, sizeof(long), "sums", "shared long [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
    upcr_startup_shalloc_t shared_objects[] = {
        { &a, 8 * sizeof(int), (32 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(int), "a", "shared [8] int [32 * THREADS]" },
        { &b, 8 * sizeof(int), (32 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(int), "b", "shared [8] int [32 * THREADS]" },
        { &c, 8 * sizeof(int), (32 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(int), "c", "shared [8] int [32 * THREADS]" },
        { &e, 8 * sizeof(int), (32 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(int), "e", "shared [8] int [32 * THREADS]" },
        { &f, 8 * sizeof(int), (32 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(int), "f", "shared [8] int [32 * THREADS]" },
        { &wide, 16 * sizeof(int), (32 * ((int)upcr_threads()) + 16 - 1) / 16, 0, sizeof(int), "wide", "shared [16] int [32 * THREADS]" },
        { &s, 4 * sizeof(struct pt), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(struct pt), "s", "shared [4] struct <anonymous> [4 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 7);
}
static void (*const upcrt_alloc_ptr_loop_versioning_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_ptr_loop_versioning;

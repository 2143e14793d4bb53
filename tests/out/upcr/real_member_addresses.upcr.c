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
#line 1 "tests/in/real/member_addresses.upc"
/* The address of a member of a shared struct is `shared [] T *` (UPC 1.3 6.4.4): the whole
   struct is on one thread, so the member's address has an indefinite block size, whatever the
   block size of the struct's array, and a member array decays to a pointer that stays on that
   thread. Checked on structs of a blocked array and through a pointer-to-shared to a struct. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 9 "tests/in/real/member_addresses.upc"
struct rec {
    char tag;
    int vals[20];
    upcr_shared_ptr_t next;
};
#line 15 "tests/in/real/member_addresses.upc"
upcr_shared_ptr_t recs;
upcr_pshared_ptr_t head;
upcr_pshared_ptr_t errors;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    int i, j, bad = 0;
    /* the types: every member address of a shared struct is indefinitely blocked */
    if (0 != 0 || 0 != 0)
        bad++;
    if (0 != 0 || (size_t)3 != 3)
        bad++;
    {
#line 26 "tests/in/real/member_addresses.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 26 "tests/in/real/member_addresses.upc"
        i = 0;
#line 26 "tests/in/real/member_addresses.upc"
        if (upcrt_nested1)
#line 26 "tests/in/real/member_addresses.upc"
            for (; i < 3 * ((int)upcr_threads()); i++) {
                upcr_pshared_ptr_t tag = upcr_add_psharedI(upcr_shared_to_pshared(upcr_add_shared(recs, sizeof(struct rec), i, 3)), 1, __builtin_offsetof(struct rec, tag));
                upcr_pshared_ptr_t v = upcr_add_psharedI(upcr_shared_to_pshared(upcr_add_shared(recs, sizeof(struct rec), i, 3)), 1, __builtin_offsetof(struct rec, vals));
                upcr_put_pshared_val(tag, 0, (char)('a' + i % 26), sizeof(char));
                {
#line 30 "tests/in/real/member_addresses.upc"
                    /* local pointers for this thread's elements */
                    int *upcrt_mine2 = upcr_threadof_pshared(v) == upcr_mythread() ? upcr_pshared_to_local(v) : 0;
                    long upcrt_phase2 = upcr_phaseof_pshared(v);
#line 30 "tests/in/real/member_addresses.upc"
                    if (upcrt_mine2)
#line 30 "tests/in/real/member_addresses.upc"
                        for (j = 0; j < 20; j++)
                            upcrt_mine2[j] = 100 * i + j;
                    else
#line 30 "tests/in/real/member_addresses.upc"
                        for (j = 0; j < 20; j++)
                            ({ int upcrt_store3 = 100 * i + j; upcrt_mine2 ? (void)(upcrt_mine2[j] = upcrt_store3) : (void)upcr_put_pshared_val(upcr_add_psharedI(v, sizeof(int), j), 0, (int)upcrt_store3, sizeof(int)); });
                }
#line 32 "tests/in/real/member_addresses.upc"
                ({ upcr_shared_ptr_t upcrt_val4 = upcr_add_shared(recs, sizeof(struct rec), (i + 1) % (3 * ((int)upcr_threads())), 3); upcr_put_shared(upcr_add_shared(recs, sizeof(struct rec), i, 3), __builtin_offsetof(struct rec, next), &upcrt_val4, sizeof upcrt_val4); });
            }
        else {
#line 26 "tests/in/real/member_addresses.upc"
            /* This thread's blocks of `recs`, each through local pointers. */
#line 26 "tests/in/real/member_addresses.upc"
            for (i = upcrt_forall_first(i, 3); i < 3 * ((int)upcr_threads()); i = upcrt_forall_first(i, 3)) {
#line 26 "tests/in/real/member_addresses.upc"
                struct rec *upcrt_local_recs = upcr_shared_to_local(upcr_add_shared(recs, sizeof(struct rec), i, 3));
                long upcrt_block_lo = i - i % 3, upcrt_block_hi = upcrt_block_lo + 3;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 3 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 26 "tests/in/real/member_addresses.upc"
                if (upcrt_stop - i == 3)
#line 26 "tests/in/real/member_addresses.upc"
                    for (upcrt_k = 0; upcrt_k < 3; upcrt_k++, i++, upcrt_local_recs++) {
                        upcr_pshared_ptr_t tag = upcr_add_psharedI(upcr_shared_to_pshared(upcr_add_shared(recs, sizeof(struct rec), i, 3)), 1, __builtin_offsetof(struct rec, tag));
                        upcr_pshared_ptr_t v = upcr_add_psharedI(upcr_shared_to_pshared(upcr_add_shared(recs, sizeof(struct rec), i, 3)), 1, __builtin_offsetof(struct rec, vals));
                        upcr_put_pshared_val(tag, 0, (char)('a' + i % 26), sizeof(char));
                        {
#line 30 "tests/in/real/member_addresses.upc"
                            /* local pointers for this thread's elements */
                            int *upcrt_mine8 = upcr_threadof_pshared(v) == upcr_mythread() ? upcr_pshared_to_local(v) : 0;
                            long upcrt_phase8 = upcr_phaseof_pshared(v);
#line 30 "tests/in/real/member_addresses.upc"
                            if (upcrt_mine8)
#line 30 "tests/in/real/member_addresses.upc"
                                for (j = 0; j < 20; j++)
                                    upcrt_mine8[j] = 100 * i + j;
                            else
#line 30 "tests/in/real/member_addresses.upc"
                                for (j = 0; j < 20; j++)
                                    ({ int upcrt_store9 = 100 * i + j; upcrt_mine8 ? (void)(upcrt_mine8[j] = upcrt_store9) : (void)upcr_put_pshared_val(upcr_add_psharedI(v, sizeof(int), j), 0, (int)upcrt_store9, sizeof(int)); });
                        }
#line 32 "tests/in/real/member_addresses.upc"
                        ({ upcr_shared_ptr_t upcrt_val10 = upcr_add_shared(recs, sizeof(struct rec), (i + 1) % (3 * ((int)upcr_threads())), 3); upcr_put_shared(upcr_add_shared(recs, sizeof(struct rec), i, 3), __builtin_offsetof(struct rec, next), &upcrt_val10, sizeof upcrt_val10); });
                    }
                else
#line 26 "tests/in/real/member_addresses.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_recs++) {
                        upcr_pshared_ptr_t tag = upcr_add_psharedI(upcr_shared_to_pshared(upcr_add_shared(recs, sizeof(struct rec), i, 3)), 1, __builtin_offsetof(struct rec, tag));
                        upcr_pshared_ptr_t v = upcr_add_psharedI(upcr_shared_to_pshared(upcr_add_shared(recs, sizeof(struct rec), i, 3)), 1, __builtin_offsetof(struct rec, vals));
                        upcr_put_pshared_val(tag, 0, (char)('a' + i % 26), sizeof(char));
                        {
#line 30 "tests/in/real/member_addresses.upc"
                            /* local pointers for this thread's elements */
                            int *upcrt_mine5 = upcr_threadof_pshared(v) == upcr_mythread() ? upcr_pshared_to_local(v) : 0;
                            long upcrt_phase5 = upcr_phaseof_pshared(v);
#line 30 "tests/in/real/member_addresses.upc"
                            if (upcrt_mine5)
#line 30 "tests/in/real/member_addresses.upc"
                                for (j = 0; j < 20; j++)
                                    upcrt_mine5[j] = 100 * i + j;
                            else
#line 30 "tests/in/real/member_addresses.upc"
                                for (j = 0; j < 20; j++)
                                    ({ int upcrt_store6 = 100 * i + j; upcrt_mine5 ? (void)(upcrt_mine5[j] = upcrt_store6) : (void)upcr_put_pshared_val(upcr_add_psharedI(v, sizeof(int), j), 0, (int)upcrt_store6, sizeof(int)); });
                        }
#line 32 "tests/in/real/member_addresses.upc"
                        ({ upcr_shared_ptr_t upcrt_val7 = upcr_add_shared(recs, sizeof(struct rec), (i + 1) % (3 * ((int)upcr_threads())), 3); upcr_put_shared(upcr_add_shared(recs, sizeof(struct rec), i, 3), __builtin_offsetof(struct rec, next), &upcrt_val7, sizeof upcrt_val7); });
                    }
            }
        }
#line 26 "tests/in/real/member_addresses.upc"
        upcrt_forall_control = upcrt_nested1;
    }
#line 34 "tests/in/real/member_addresses.upc"
    if (((int)upcr_mythread()) == 0)
        ({ upcr_shared_ptr_t upcrt_val11 = recs; upcr_put_pshared(head, 0, &upcrt_val11, sizeof upcrt_val11); });
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* every thread checks every struct: the member addresses stay on the struct's thread */
    for (i = 0; i < 3 * ((int)upcr_threads()); i++) {
        size_t owner = upcr_threadof_shared(upcr_add_shared(recs, sizeof(struct rec), i, 3));
        upcr_pshared_ptr_t v = upcr_add_psharedI(upcr_shared_to_pshared(upcr_add_shared(recs, sizeof(struct rec), i, 3)), 1, __builtin_offsetof(struct rec, vals));
#line 40 "tests/in/real/member_addresses.upc"
        upcr_pshared_ptr_t last = upcr_add_psharedI(v, sizeof(int), 19);
        upcr_pshared_ptr_t w = upcr_add_psharedI(upcr_shared_to_pshared(upcr_add_shared(recs, sizeof(struct rec), i, 3)), 1, __builtin_offsetof(struct rec, vals));
        if (upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared(upcr_add_shared(recs, sizeof(struct rec), i, 3)), 1, __builtin_offsetof(struct rec, tag)))) != owner || upcr_threadof_shared(upcr_pshared_to_shared(last)) != owner)
            bad++;
        if (upcr_phaseof_shared(upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared(upcr_add_shared(recs, sizeof(struct rec), i, 3)), 1, __builtin_offsetof(struct rec, tag)))) != 0 || upcr_phaseof_shared(upcr_pshared_to_shared(last)) != 0)
            bad++;
        if (upcr_sub_psharedI(last, w, sizeof(int)) != 19 || (int)upcr_get_pshared_val(last, 0, sizeof(int)) != 100 * i + 19 || (int)upcr_get_shared_val(upcr_add_shared(recs, sizeof(struct rec), i, 3), __builtin_offsetof(struct rec, vals) + 7 * sizeof(int), sizeof(int)) != 100 * i + 7)
            bad++;
        {
#line 48 "tests/in/real/member_addresses.upc"
            /* local pointers for this thread's elements */
            int *upcrt_mine12 = upcr_threadof_pshared(v) == upcr_mythread() ? upcr_pshared_to_local(v) : 0;
            long upcrt_phase12 = upcr_phaseof_pshared(v);
#line 48 "tests/in/real/member_addresses.upc"
            if (upcrt_mine12) {
#line 48 "tests/in/real/member_addresses.upc"
                for (j = 0; j < 20; j++)
                    if (upcrt_mine12[j] != 100 * i + j)
                        bad++;
            } else
#line 48 "tests/in/real/member_addresses.upc"
                for (j = 0; j < 20; j++)
                    if ((upcrt_mine12 ? upcrt_mine12[j] : (int)upcr_get_pshared_val(upcr_add_psharedI(v, sizeof(int), j), 0, sizeof(int))) != 100 * i + j)
                        bad++;
        }
#line 51 "tests/in/real/member_addresses.upc"
        if ((char)upcr_get_shared_val(upcr_add_shared(recs, sizeof(struct rec), i, 3), __builtin_offsetof(struct rec, tag), sizeof(char)) != 'a' + i % 26)
            bad++;
    }
    /* through a pointer-to-shared to a struct: a chain around the array */
    {
        upcr_shared_ptr_t p;
#line 56 "tests/in/real/member_addresses.upc"
        upcr_get_pshared(&p, head, 0, sizeof p);
        for (i = 0; i < 3 * ((int)upcr_threads()); i++) {
            upcr_pshared_ptr_t link = upcr_add_psharedI(upcr_shared_to_pshared(p), 1, __builtin_offsetof(struct rec, next));
            upcr_pshared_ptr_t v = upcr_add_psharedI(upcr_shared_to_pshared(p), 1, __builtin_offsetof(struct rec, vals));
            if (upcr_threadof_shared(upcr_pshared_to_shared(link)) != upcr_threadof_shared(p) || (int)upcr_get_pshared_val(upcr_add_psharedI(v, sizeof(int), 3), 0, sizeof(int)) != 100 * i + 3)
                bad++;
            upcr_get_pshared(&p, link, 0, sizeof p);
        }
        if (!upcr_isequal_shared_shared(p, ({ upcr_shared_ptr_t upcrt_val13; upcr_get_pshared(&upcrt_val13, head, 0, sizeof upcrt_val13); upcrt_val13; })))
            bad++;
    }
    upcr_put_pshared_val(upcr_add_pshared1(errors, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 71 "tests/in/real/member_addresses.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo14 = (long)0;
            long upcrt_gather_hi14 = (long)((int)upcr_threads());
#line 71 "tests/in/real/member_addresses.upc"
            if (upcrt_gather_lo14 >= 0 && upcrt_gather_hi14 <= (long)((int)upcr_threads()) && upcrt_gather_hi14 - upcrt_gather_lo14 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered15[16384 / sizeof(int)];
                if (upcrt_gather_lo14 < upcrt_gather_hi14) {
                    upcrt_get_range(upcrt_gathered15, upcr_pshared_to_shared(upcr_add_pshared1(errors, sizeof(int), upcrt_gather_lo14)), sizeof(int), 1, upcrt_gather_hi14 - upcrt_gather_lo14);
                }
#line 71 "tests/in/real/member_addresses.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered15[i - upcrt_gather_lo14];
            } else
#line 71 "tests/in/real/member_addresses.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errors, sizeof(int), i), 0, sizeof(int));
        }
#line 73 "tests/in/real/member_addresses.upc"
        printf("member addresses: %d errors\n", total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_member_addresses(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &head, sizeof(upcr_shared_ptr_t), 1, 0, sizeof(upcr_shared_ptr_t), "head", "shared [3] struct <anonymous> *shared" },
        { &errors, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errors", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &recs, 3 * sizeof(struct rec), (3 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(struct rec), "recs", "shared [3] struct <anonymous> [3 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_member_addresses_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_member_addresses;

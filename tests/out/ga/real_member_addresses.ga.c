#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/real/member_addresses.upc"
/* The address of a member of a shared struct is `shared [] T *` (UPC 1.3 6.4.4): the whole
   struct is on one thread, so the member's address has an indefinite block size, whatever the
   block size of the struct's array, and a member array decays to a pointer that stays on that
   thread. Checked on structs of a blocked array and through a pointer-to-shared to a struct. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 9 "tests/in/real/member_addresses.upc"
struct rec {
    char tag;
    int vals[20];
    upcga_ptr_t next;
};
/* `shared [3] struct rec recs[3 * THREADS]`: a GA array (one row per thread); this thread's part is recs_local. */
int g_recs;
struct rec *recs_local;
/* `&recs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t recs_ref(long i) {
    upcga_ptr_t p = { g_recs, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(struct rec), i % 3 };
    return p;
}
/* `shared [3] struct rec *shared head`: a GA array (on thread 0); this thread's part is head_local. */
int g_head;
upcga_ptr_t *head_local;
/* `head`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t head_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_head, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return head_local[pos];
    upcga_get_at(g_head, t, pos, &v, sizeof v);
    return v;
}
/* `head` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t head_set(upcga_ptr_t v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_head, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        head_local[pos] = v;
    else
        upcga_put_at(g_head, t, pos, &v, sizeof v);
    return v;
}
/* `shared int errors[THREADS]`: a GA array (one row per thread); this thread's part is errors_local. */
int g_errors;
int *errors_local;
/* `errors[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errors_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errors, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errors_local[pos];
    upcga_get_at(g_errors, t, pos, &v, sizeof v);
    return v;
}
/* `errors[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errors_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errors, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errors_local[pos] = v;
    else
        upcga_put_at(g_errors, t, pos, &v, sizeof v);
    return v;
}
/* `&errors[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errors_ref(long i) {
    upcga_ptr_t p = { g_errors, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 19 "tests/in/real/member_addresses.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    int i, j, bad = 0;
    /* the types: every member address of a shared struct is indefinitely blocked */
    if (0 != 0 || 0 != 0)
        bad++;
    if (0 != 0 || (size_t)3 != 3)
        bad++;
    {
#line 26 "tests/in/real/member_addresses.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 26 "tests/in/real/member_addresses.upc"
        i = 0;
#line 26 "tests/in/real/member_addresses.upc"
        if (upcga_nested1)
#line 26 "tests/in/real/member_addresses.upc"
            for (; i < 3 * THREADS; i++) {
                upcga_ptr_t tag = upcga_member(recs_ref(i), __builtin_offsetof(struct rec, tag));
                upcga_ptr_t v = upcga_member(recs_ref(i), __builtin_offsetof(struct rec, vals));
                UPCGA_WRITE(char, tag, 'a' + i % 26);
                {
#line 30 "tests/in/real/member_addresses.upc"
                    /* local pointers for this thread's elements */
                    int *upcga_mine2 = upcga_mine(v);
                    long upcga_phase2 = v.phase;
#line 30 "tests/in/real/member_addresses.upc"
                    if (upcga_mine2)
#line 30 "tests/in/real/member_addresses.upc"
                        for (j = 0; j < 20; j++)
                            upcga_mine2[j] = 100 * i + j;
                    else
#line 30 "tests/in/real/member_addresses.upc"
                        for (j = 0; j < 20; j++)
                            ({ int upcga_store3 = 100 * i + j; upcga_mine2 ? (void)(upcga_mine2[j] = upcga_store3) : (void)UPCGA_WRITE(int, upcga_add(v, sizeof(int), j, 0), upcga_store3); });
                }
#line 32 "tests/in/real/member_addresses.upc"
                UPCGA_WRITE(upcga_ptr_t, upcga_member(recs_ref(i), __builtin_offsetof(struct rec, next)), recs_ref((i + 1) % (3 * THREADS)));
            }
        else {
#line 26 "tests/in/real/member_addresses.upc"
            /* This thread's blocks of `recs`, each through local pointers. */
#line 26 "tests/in/real/member_addresses.upc"
            for (i = upcga_forall_first(i, 3); i < 3 * THREADS; i = upcga_forall_first(i, 3)) {
#line 26 "tests/in/real/member_addresses.upc"
                struct rec *upcga_local_recs = recs_local + upcga_row_index(i, 3);
                long upcga_block_lo = i - i % 3, upcga_block_hi = upcga_block_lo + 3;
                long upcga_stop = upcga_block_hi, upcga_bound = 3 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 26 "tests/in/real/member_addresses.upc"
                if (upcga_stop - i == 3)
#line 26 "tests/in/real/member_addresses.upc"
                    for (upcga_k = 0; upcga_k < 3; upcga_k++, i++, upcga_local_recs++) {
                        upcga_ptr_t tag = upcga_member(recs_ref(i), __builtin_offsetof(struct rec, tag));
                        upcga_ptr_t v = upcga_member(recs_ref(i), __builtin_offsetof(struct rec, vals));
                        UPCGA_WRITE(char, tag, 'a' + i % 26);
                        {
#line 30 "tests/in/real/member_addresses.upc"
                            /* local pointers for this thread's elements */
                            int *upcga_mine6 = upcga_mine(v);
                            long upcga_phase6 = v.phase;
#line 30 "tests/in/real/member_addresses.upc"
                            if (upcga_mine6)
#line 30 "tests/in/real/member_addresses.upc"
                                for (j = 0; j < 20; j++)
                                    upcga_mine6[j] = 100 * i + j;
                            else
#line 30 "tests/in/real/member_addresses.upc"
                                for (j = 0; j < 20; j++)
                                    ({ int upcga_store7 = 100 * i + j; upcga_mine6 ? (void)(upcga_mine6[j] = upcga_store7) : (void)UPCGA_WRITE(int, upcga_add(v, sizeof(int), j, 0), upcga_store7); });
                        }
#line 32 "tests/in/real/member_addresses.upc"
                        UPCGA_WRITE(upcga_ptr_t, upcga_member(recs_ref(i), __builtin_offsetof(struct rec, next)), recs_ref((i + 1) % (3 * THREADS)));
                    }
                else
#line 26 "tests/in/real/member_addresses.upc"
                    for (; i < upcga_stop; i++, upcga_local_recs++) {
                        upcga_ptr_t tag = upcga_member(recs_ref(i), __builtin_offsetof(struct rec, tag));
                        upcga_ptr_t v = upcga_member(recs_ref(i), __builtin_offsetof(struct rec, vals));
                        UPCGA_WRITE(char, tag, 'a' + i % 26);
                        {
#line 30 "tests/in/real/member_addresses.upc"
                            /* local pointers for this thread's elements */
                            int *upcga_mine4 = upcga_mine(v);
                            long upcga_phase4 = v.phase;
#line 30 "tests/in/real/member_addresses.upc"
                            if (upcga_mine4)
#line 30 "tests/in/real/member_addresses.upc"
                                for (j = 0; j < 20; j++)
                                    upcga_mine4[j] = 100 * i + j;
                            else
#line 30 "tests/in/real/member_addresses.upc"
                                for (j = 0; j < 20; j++)
                                    ({ int upcga_store5 = 100 * i + j; upcga_mine4 ? (void)(upcga_mine4[j] = upcga_store5) : (void)UPCGA_WRITE(int, upcga_add(v, sizeof(int), j, 0), upcga_store5); });
                        }
#line 32 "tests/in/real/member_addresses.upc"
                        UPCGA_WRITE(upcga_ptr_t, upcga_member(recs_ref(i), __builtin_offsetof(struct rec, next)), recs_ref((i + 1) % (3 * THREADS)));
                    }
            }
        }
#line 26 "tests/in/real/member_addresses.upc"
        upcga_forall_control = upcga_nested1;
    }
#line 34 "tests/in/real/member_addresses.upc"
    if (MYTHREAD == 0)
        head_set(recs_ref(0));
    upcga_barrier();
    /* every thread checks every struct: the member addresses stay on the struct's thread */
    for (i = 0; i < 3 * THREADS; i++) {
        size_t owner = upcga_threadof(recs_ref(i));
        upcga_ptr_t v = upcga_member(recs_ref(i), __builtin_offsetof(struct rec, vals));
#line 40 "tests/in/real/member_addresses.upc"
        upcga_ptr_t last = upcga_add(v, sizeof(int), 19, 0);
        upcga_ptr_t w = upcga_member(recs_ref(i), __builtin_offsetof(struct rec, vals));
        if (upcga_threadof(upcga_member(recs_ref(i), __builtin_offsetof(struct rec, tag))) != owner || upcga_threadof(last) != owner)
            bad++;
        if (upcga_phaseof(upcga_member(recs_ref(i), __builtin_offsetof(struct rec, tag))) != 0 || upcga_phaseof(last) != 0)
            bad++;
        if (upcga_sub(last, w, sizeof(int), 0) != 19 || UPCGA_READ(int, last) != 100 * i + 19 || UPCGA_READ(int, upcga_member(recs_ref(i), __builtin_offsetof(struct rec, vals) + 7 * sizeof(int))) != 100 * i + 7)
            bad++;
        {
#line 48 "tests/in/real/member_addresses.upc"
            /* local pointers for this thread's elements */
            int *upcga_mine8 = upcga_mine(v);
            long upcga_phase8 = v.phase;
#line 48 "tests/in/real/member_addresses.upc"
            if (upcga_mine8) {
#line 48 "tests/in/real/member_addresses.upc"
                for (j = 0; j < 20; j++)
                    if (upcga_mine8[j] != 100 * i + j)
                        bad++;
            } else
#line 48 "tests/in/real/member_addresses.upc"
                for (j = 0; j < 20; j++)
                    if ((upcga_mine8 ? upcga_mine8[j] : UPCGA_READ(int, upcga_add(v, sizeof(int), j, 0))) != 100 * i + j)
                        bad++;
        }
#line 51 "tests/in/real/member_addresses.upc"
        if (UPCGA_READ(char, upcga_member(recs_ref(i), __builtin_offsetof(struct rec, tag))) != 'a' + i % 26)
            bad++;
    }
    /* through a pointer-to-shared to a struct: a chain around the array */
    {
        upcga_ptr_t p = head_get();
        for (i = 0; i < 3 * THREADS; i++) {
            upcga_ptr_t link = upcga_member(p, __builtin_offsetof(struct rec, next));
            upcga_ptr_t v = upcga_member(p, __builtin_offsetof(struct rec, vals));
            if (upcga_threadof(link) != upcga_threadof(p) || UPCGA_READ(int, upcga_add(v, sizeof(int), 3, 0)) != 100 * i + 3)
                bad++;
            p = UPCGA_READ(upcga_ptr_t, link);
        }
        if (!upcga_eq(p, head_get()))
            bad++;
    }
    errors_set(MYTHREAD, bad);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 71 "tests/in/real/member_addresses.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo9 = (long)0;
            long upcga_gather_hi9 = (long)THREADS;
#line 71 "tests/in/real/member_addresses.upc"
            if (upcga_gather_lo9 >= 0 && upcga_gather_hi9 <= (long)THREADS && upcga_gather_hi9 - upcga_gather_lo9 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered10[16384 / sizeof(int)];
                if (upcga_gather_lo9 < upcga_gather_hi9) {
                    upcga_get_range(upcga_gathered10, upcga_add(errors_ref(0), sizeof(int), upcga_gather_lo9, 1), sizeof(int), 1, upcga_gather_hi9 - upcga_gather_lo9);
                }
#line 71 "tests/in/real/member_addresses.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered10[i - upcga_gather_lo9];
            } else
#line 71 "tests/in/real/member_addresses.upc"
                for (i = 0; i < THREADS; i++)
                    total += errors_get(i);
        }
#line 73 "tests/in/real/member_addresses.upc"
        printf("member addresses: %d errors\n", total);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_member_addresses(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_recs = NGA_Create_irreg(upcga_type(sizeof(struct rec)), 2, dims, "recs", block, upcga_rows);
        recs_local = upcga_own_row(g_recs, sizeof(struct rec));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_head = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "head", block, upcga_one_block);
        head_local = upcga_own_row(g_head, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errors = NGA_Create_irreg(C_INT, 2, dims, "errors", block, upcga_rows);
        errors_local = upcga_own_row(g_errors, sizeof(int));
    }
}
static void (*const upcga_create_member_addresses_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_member_addresses;

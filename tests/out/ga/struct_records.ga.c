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
#line 1 "samples/upc/struct_records.upc"
/* struct_records.upc - blocked arrays of structs with nested structs, unions and arrays: whole-record stores, upc_memget of a block of records, pointer arithmetic over records. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <inttypes.h>
#line 8 "samples/upc/struct_records.upc"
typedef struct {
    char name[12];
    int id;
    union upcga_record44 {
        int i;
        float f;
    } u;
    struct upcga_record45 {
        short lo, hi;
    } range;
} record_t;
/* `shared [4] record_t recs[4 * THREADS]`: a GA array (one row per thread); this thread's part is recs_local. */
int g_recs;
record_t *recs_local;
/* `&recs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t recs_ref(long i) {
    upcga_ptr_t p = { g_recs, upcga_owner(i, 4), upcga_row_index(i, 4) * (long)sizeof(record_t), i % 4 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
#line 23 "samples/upc/struct_records.upc"
static void fill(record_t *r, int id) {

    memset(r, 0, sizeof *r);
    snprintf(r->name, sizeof r->name, "rec%03d", id);
    r->id = id;
    if (id % 2)
        r->u.f = id * 0.5f;
    else
        r->u.i = -id;
    r->range.lo = (short)(id - 1);
    r->range.hi = (short)(id + 1);
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, t, errors = 0;
    /* the start of my block */
#line 39 "samples/upc/struct_records.upc"
    upcga_ptr_t mine = recs_ref(4 * MYTHREAD);

    {
#line 41 "samples/upc/struct_records.upc"
        /* local pointers for this thread's elements */
        record_t *upcga_mine1 = upcga_mine(mine);
        long upcga_phase1 = mine.phase;
#line 41 "samples/upc/struct_records.upc"
        if (upcga_mine1 && upcga_phase1 + 0 >= 0 && upcga_phase1 + 4 <= 4)
#line 41 "samples/upc/struct_records.upc"
            for (i = 0; i < 4; i++) {
                record_t r;
                fill(&r, 4 * MYTHREAD + i);
                /* a whole record, private to shared */
#line 44 "samples/upc/struct_records.upc"
                upcga_mine1[i] = r;
            }
        else
#line 41 "samples/upc/struct_records.upc"
            for (i = 0; i < 4; i++) {
                record_t r;
                fill(&r, 4 * MYTHREAD + i);
                ({ record_t upcga_store2 = r; upcga_mine1 && (unsigned long)(upcga_phase1 + i) < 4 ? (void)(upcga_mine1[i] = upcga_store2) : (void)UPCGA_WRITE(record_t, upcga_add(mine, sizeof(record_t), i, 4), upcga_store2); });
            }
    }
#line 46 "samples/upc/struct_records.upc"
    upcga_barrier();

    if (MYTHREAD == 0) {
        record_t block[4];
        for (t = 0; t < THREADS; t++) {
            /* one block is contiguous in its owner's memory */
            upcga_memget(block, recs_ref(4 * t), sizeof block);
            for (i = 0; i < 4; i++) {
                record_t want;
                int id = 4 * t + i;
                fill(&want, id);
                if (strcmp(block[i].name, want.name) != 0 || block[i].id != id || block[i].range.lo != id - 1 || block[i].range.hi != id + 1 || (id % 2 ? block[i].u.f != want.u.f : block[i].u.i != -id)) {


                    if (errors < 5)
                        printf("FAIL: struct_records: record %d is %s/%d\n", id, block[i].name, block[i].id);
                    errors++;
                }
            }
        }
        /* member access through pointer arithmetic */
        for (i = 0; i < 4 * THREADS; i++) {
            upcga_ptr_t p = upcga_add(recs_ref(0), sizeof(record_t), i, 4);
            if (UPCGA_READ(int, upcga_member(p, __builtin_offsetof(record_t, id))) != i || UPCGA_READ(short, upcga_member(p, __builtin_offsetof(record_t, range) + __builtin_offsetof(struct upcga_record45, hi))) - UPCGA_READ(short, upcga_member(p, __builtin_offsetof(record_t, range) + __builtin_offsetof(struct upcga_record45, lo))) != 2 || upcga_threadof(p) != (size_t)(i / 4 % THREADS))
                errors++;
            if (UPCGA_READ(char, upcga_member(p, __builtin_offsetof(record_t, name))) != 'r' || UPCGA_READ(char, upcga_member(p, __builtin_offsetof(record_t, name) + 3 * sizeof(char))) != (char)('0' + i / 100 % 10))
                errors++;
        }
        if (errors)
            printf("FAIL: struct_records: %d errors\n", errors);
        else
            printf("PASS: struct_records\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_struct_records(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(4 * THREADS, 4) }, block[2] = { THREADS, 1 };
        g_recs = NGA_Create_irreg(upcga_type(sizeof(record_t)), 2, dims, "recs", block, upcga_rows);
        recs_local = upcga_own_row(g_recs, sizeof(record_t));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_struct_records_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_struct_records;

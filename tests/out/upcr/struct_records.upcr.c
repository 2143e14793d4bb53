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
#line 1 "samples/upc/struct_records.upc"
/* struct_records.upc - blocked arrays of structs with nested structs, unions and arrays: whole-record stores, upc_memget of a block of records, pointer arithmetic over records. */
#include <stdio.h>
#include <string.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 8 "samples/upc/struct_records.upc"
typedef struct {
    char name[12];
    int id;
    union upcrt_record44 {
        int i;
        float f;
    } u;
    struct upcrt_record45 {
        short lo, hi;
    } range;
} record_t;
#line 20 "samples/upc/struct_records.upc"
upcr_shared_ptr_t recs;
upcr_pshared_ptr_t verdict;

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

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, t, errors = 0;
    /* the start of my block */
#line 39 "samples/upc/struct_records.upc"
    upcr_shared_ptr_t mine = upcr_add_shared(recs, sizeof(record_t), 4 * ((int)upcr_mythread()), 4);

    {
#line 41 "samples/upc/struct_records.upc"
        /* local pointers for this thread's elements */
        record_t *upcrt_mine1 = upcr_threadof_shared(mine) == upcr_mythread() ? upcr_shared_to_local(mine) : 0;
        long upcrt_phase1 = upcr_phaseof_shared(mine);
#line 41 "samples/upc/struct_records.upc"
        if (upcrt_mine1 && upcrt_phase1 + 0 >= 0 && upcrt_phase1 + 4 <= 4)
#line 41 "samples/upc/struct_records.upc"
            for (i = 0; i < 4; i++) {
                record_t r;
                fill(&r, 4 * ((int)upcr_mythread()) + i);
                /* a whole record, private to shared */
#line 44 "samples/upc/struct_records.upc"
                upcrt_mine1[i] = r;
            }
        else
#line 41 "samples/upc/struct_records.upc"
            for (i = 0; i < 4; i++) {
                record_t r;
                fill(&r, 4 * ((int)upcr_mythread()) + i);
                ({ record_t upcrt_store2 = r; upcrt_mine1 && (unsigned long)(upcrt_phase1 + i) < 4 ? (void)(upcrt_mine1[i] = upcrt_store2) : (void)({ record_t upcrt_val3 = upcrt_store2; upcr_put_shared(upcr_add_shared(mine, sizeof(record_t), i, 4), 0, &upcrt_val3, sizeof upcrt_val3); }); });
            }
    }
#line 46 "samples/upc/struct_records.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    if (((int)upcr_mythread()) == 0) {
        record_t block[4];
        for (t = 0; t < ((int)upcr_threads()); t++) {
            /* one block is contiguous in its owner's memory */
            upcr_memget(block, upcr_add_shared(recs, sizeof(record_t), 4 * t, 4), sizeof block);
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
        for (i = 0; i < 4 * ((int)upcr_threads()); i++) {
            upcr_shared_ptr_t p = upcr_add_shared(recs, sizeof(record_t), i, 4);
            if ((int)upcr_get_shared_val(p, __builtin_offsetof(record_t, id), sizeof(int)) != i || (short)upcr_get_shared_val(p, __builtin_offsetof(record_t, range) + __builtin_offsetof(struct upcrt_record45, hi), sizeof(short)) - (short)upcr_get_shared_val(p, __builtin_offsetof(record_t, range) + __builtin_offsetof(struct upcrt_record45, lo), sizeof(short)) != 2 || upcr_threadof_shared(p) != (size_t)(i / 4 % ((int)upcr_threads())))
                errors++;
            if ((char)upcr_get_shared_val(p, __builtin_offsetof(record_t, name), sizeof(char)) != 'r' || (char)upcr_get_shared_val(p, __builtin_offsetof(record_t, name) + 3 * sizeof(char), sizeof(char)) != (char)('0' + i / 100 % 10))
                errors++;
        }
        if (errors)
            printf("FAIL: struct_records: %d errors\n", errors);
        else
            printf("PASS: struct_records\n");
        upcr_put_pshared_val(verdict, 0, (int)(errors != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_struct_records(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
    upcr_startup_shalloc_t shared_objects[] = {
        { &recs, 4 * sizeof(record_t), (4 * ((int)upcr_threads()) + 4 - 1) / 4, 0, sizeof(record_t), "recs", "shared [4] struct <anonymous> [4 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 1);
}
static void (*const upcrt_alloc_struct_records_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_struct_records;

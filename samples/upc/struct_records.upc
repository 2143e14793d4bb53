/* struct_records.upc - blocked arrays of structs with nested structs, unions and arrays: whole-record stores, upc_memget of a block of records, pointer arithmetic over records. */
#include <stdio.h>
#include <string.h>
#include <upc.h>

#define PER 4

typedef struct {
    char name[12];
    int id;
    union {
        int i;
        float f;
    } u;
    struct {
        short lo, hi;
    } range;
} record_t;

shared [PER] record_t recs[PER * THREADS];
shared int verdict;

static void fill(record_t *r, int id)
{
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

int main(void)
{
    int i, t, errors = 0;
    shared [PER] record_t *mine = &recs[PER * MYTHREAD];   /* the start of my block */

    for (i = 0; i < PER; i++) {
        record_t r;
        fill(&r, PER * MYTHREAD + i);
        mine[i] = r;                       /* a whole record, private to shared */
    }
    upc_barrier;

    if (MYTHREAD == 0) {
        record_t block[PER];
        for (t = 0; t < THREADS; t++) {
            /* one block is contiguous in its owner's memory */
            upc_memget(block, &recs[PER * t], sizeof block);
            for (i = 0; i < PER; i++) {
                record_t want;
                int id = PER * t + i;
                fill(&want, id);
                if (strcmp(block[i].name, want.name) != 0 || block[i].id != id ||
                    block[i].range.lo != id - 1 || block[i].range.hi != id + 1 ||
                    (id % 2 ? block[i].u.f != want.u.f : block[i].u.i != -id)) {
                    if (errors < 5)
                        printf("FAIL: struct_records: record %d is %s/%d\n", id, block[i].name, block[i].id);
                    errors++;
                }
            }
        }
        /* member access through pointer arithmetic */
        for (i = 0; i < PER * THREADS; i++) {
            shared [PER] record_t *p = recs + i;
            if (p->id != i || (p)->range.hi - p->range.lo != 2 || upc_threadof(p) != (size_t)((i / PER) % THREADS))
                errors++;
            if (p->name[0] != 'r' || p->name[3] != (char)('0' + i / 100 % 10))
                errors++;
        }
        if (errors)
            printf("FAIL: struct_records: %d errors\n", errors);
        else
            printf("PASS: struct_records\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

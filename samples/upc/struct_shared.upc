/* struct_shared.upc - shared structs, arrays of structs, member access through pointers-to-shared,
   bulk struct copies. */
#include <stdio.h>
#include <upc.h>

typedef struct {
    int id;
    double weight;
    char tag[8];
} item_t;

shared item_t items[THREADS];
shared item_t single;

int main(void)
{
    int t, errors = 0;
    shared item_t *p = &items[MYTHREAD];
    item_t local;
    p->id = MYTHREAD;
    p->weight = MYTHREAD * 1.5;
    p->tag[0] = 'A' + MYTHREAD % 26;
    if (MYTHREAD == 0) {
        local.id = 77;
        local.weight = 7.5;
        local.tag[0] = 'z';
        single = local;
    }
    upc_barrier;
    for (t = 0; t < THREADS; t++) {
        item_t copy = items[t];
        if (copy.id != t || copy.weight != t * 1.5 || copy.tag[0] != 'A' + t % 26)
            errors++;
        if (items[t].id != t)
            errors++;
    }
    if (single.id != 77 || single.weight != 7.5 || single.tag[0] != 'z')
        errors++;
    if (errors) {
        printf("FAIL: struct_shared: %d errors\n", errors);
        return 1;
    }
    upc_barrier;
    if (MYTHREAD == 0)
        printf("PASS: struct_shared\n");
    return 0;
}

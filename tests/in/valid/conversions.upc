// Conversions, initializers and pointer arithmetic that UPC allows: accepted silently.
#include <upc.h>
#include <stddef.h>

struct cell { int value; double weight; };
shared int cyclic[4 * THREADS];
shared [4] int blocked[4 * THREADS];
shared [] double whole[16];
shared struct cell cells[THREADS];
shared const int table[THREADS];
strict shared int flag;
shared int *shared directory[THREADS];
shared int initialized[THREADS] = { 1 };

static int total(shared int *p, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}
static shared void *anywhere(shared int *p) { return p; }
static shared int *back(shared void *v) { return v; }
static void clear(shared void *p, size_t n) { upc_memset(p, 0, n); }

int main(void)
{
    shared int *p = &cyclic[MYTHREAD];
    shared int *q = 0;
    q = NULL;
    p = p + 1;
    p = 1 + p;
    p += MYTHREAD;
    p -= 1;
    p++;
    --p;
    ptrdiff_t n = p - cyclic;
    n = &cyclic[3] - &cyclic[1];
    shared [4] int *b = blocked + 4;
    n = b - blocked;
    shared [4] int *b2 = (shared [4] int *)p;
    shared int *p2 = (shared int *)b;
    shared void *v = p;
    v = b;
    p = v;
    b = v;
    v = anywhere(p);
    p = back(v);
    shared const int *cp = p;
    cp = table;
    shared const void *cv = cp;
    int *local = (int *)&cyclic[MYTHREAD];
    int x = cyclic[MYTHREAD] + blocked[MYTHREAD] + p[1] + b[2];
    double w = whole[3] + cells[MYTHREAD].weight;
    struct cell c = cells[MYTHREAD];
    cells[MYTHREAD] = c;
    cells[MYTHREAD].value = x;
    int sum = total(cyclic, 1) + total(&cyclic[MYTHREAD], 1);
    clear(&cells[MYTHREAD], sizeof(struct cell));
    size_t t = upc_threadof(p) + upc_phaseof(b) + upc_addrfield(v);
    _Bool nil = !p;
    if (p && p != q && p == cyclic + 1)
        x++;
    directory[MYTHREAD] = &cyclic[MYTHREAD];
    flag = 1;
    shared int *list[2] = { &cyclic[0], NULL };
    struct { shared int *where; int n; } ref = { &cyclic[MYTHREAD], 1 };
    (void)b2; (void)p2; (void)cv; (void)local; (void)w; (void)sum; (void)t; (void)nil;
    (void)list; (void)ref; (void)n; (void)cp;
    return x < 0;
}

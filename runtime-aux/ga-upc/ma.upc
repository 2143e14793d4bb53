/* ma.upc - GA-on-UPC: the memory allocator (MA) and the ARMCI local allocation calls.

   MA manages private memory of one process: MA_init fixes a budget (stack plus heap, in
   elements of a type); heap blocks are allocated and freed in any order, stack blocks are
   pushed and popped in LIFO order. Blocks come from malloc, placed so that the address is a
   whole number of elements away from the type's base array (ma_cb_dbl ...), which makes
   MA_get_index's indices exact. Each block costs a fixed overhead against the budget. */
#include "ga_internal.h"
#include "macdecls.h"
#include "armci.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char ma_cb_char[2];
int ma_cb_int[2];
long ma_cb_long[2];
long long ma_cb_longlong[2];
float ma_cb_float[2];
double ma_cb_dbl[2];
MA_LongDouble ma_cb_ldbl[2];
MA_SingleComplex ma_cb_scpl[2];
MA_DoubleComplex ma_cb_dcpl[2];
MA_LongDoubleComplex ma_cb_ldcpl[2];

#define MA_OVERHEAD 64 /* bytes charged per block */

typedef struct {
    int used;
    int on_stack;
    int type;
    long nelem;
    char name[MA_NAMESIZE];
    void *raw;   /* from malloc */
    char *data;  /* what the client sees */
    long bytes;  /* charged to the budget */
} ma_block;

static ma_block *blocks;
static long nblocks;
static long *stack; /* handles, bottom first */
static long nstack;
static int ma_inited;
static long ma_total, ma_heap_used, ma_stack_used;
static long ma_heap_blocks, ma_stack_blocks, ma_heap_max_blocks, ma_stack_max_blocks;
static long ma_heap_max_bytes, ma_stack_max_bytes;
static Boolean auto_verify, error_print = MA_TRUE, hard_fail;

static int ma_size(Integer type)
{
    switch (type) {
    case MT_C_CHAR:
    case MT_F_BYTE:
        return 1;
    case MT_C_INT:
        return sizeof(int);
    case MT_C_LONGINT:
    case MT_F_INT:
    case MT_F_LOG:
        return sizeof(long);
    case MT_C_LONGLONG:
        return sizeof(long long);
    case MT_C_FLOAT:
    case MT_F_REAL:
        return sizeof(float);
    case MT_C_DBL:
    case MT_F_DBL:
        return sizeof(double);
    case MT_C_LDBL:
        return sizeof(MA_LongDouble);
    case MT_C_SCPL:
    case MT_F_SCPL:
        return sizeof(MA_SingleComplex);
    case MT_C_DCPL:
    case MT_F_DCPL:
        return sizeof(MA_DoubleComplex);
    case MT_C_LDCPL:
        return sizeof(MA_LongDoubleComplex);
    default:
        return 0;
    }
}

static char *ma_base(Integer type)
{
    switch (type) {
    case MT_C_CHAR:
    case MT_F_BYTE:
        return ma_cb_char;
    case MT_C_INT:
        return (char *)ma_cb_int;
    case MT_C_LONGINT:
    case MT_F_INT:
    case MT_F_LOG:
        return (char *)ma_cb_long;
    case MT_C_LONGLONG:
        return (char *)ma_cb_longlong;
    case MT_C_FLOAT:
    case MT_F_REAL:
        return (char *)ma_cb_float;
    case MT_C_DBL:
    case MT_F_DBL:
        return (char *)ma_cb_dbl;
    case MT_C_LDBL:
        return (char *)ma_cb_ldbl;
    case MT_C_SCPL:
    case MT_F_SCPL:
        return (char *)ma_cb_scpl;
    case MT_C_DCPL:
    case MT_F_DCPL:
        return (char *)ma_cb_dcpl;
    default:
        return (char *)ma_cb_ldcpl;
    }
}

static Boolean ma_fail(const char *fn, const char *fmt, const char *arg)
{
    if (error_print || hard_fail) {
        /* One line in one call: reports of several threads must not interleave. */
        char what[512];
        snprintf(what, sizeof what, fmt, arg);
        fprintf(stderr, "MA error: %s: %s\n", fn, what);
    }
    if (hard_fail)
        upc_global_exit(1);
    return MA_FALSE;
}

Boolean MA_init(Integer datatype, Integer nominal_stack, Integer nominal_heap)
{
    int s = ma_size(datatype);
    if (!s)
        return ma_fail("MA_init", "invalid datatype%s", "");
    if (ma_inited)
        return ma_fail("MA_init", "MA already initialized%s", "");
    if (nominal_stack < 0)
        nominal_stack = 100000;
    if (nominal_heap < 0)
        nominal_heap = 400000;
    ma_total = (nominal_stack + nominal_heap) * s + 2 * MA_OVERHEAD;
    ma_inited = 1;
    return MA_TRUE;
}

Boolean MA_initialized(void)
{
    return ma_inited ? MA_TRUE : MA_FALSE;
}

static Boolean ma_alloc(const char *fn, int on_stack, Integer datatype, Integer nelem, const char *name,
                        Integer *memhandle)
{
    if (!ma_inited)
        return ma_fail(fn, "MA not yet initialized%s", "");
    int s = ma_size(datatype);
    if (!s)
        return ma_fail(fn, "invalid datatype%s", "");
    if (nelem < 0)
        return ma_fail(fn, "invalid number of elements%s", "");
    long bytes = nelem * s + MA_OVERHEAD;
    if (ma_heap_used + ma_stack_used + bytes > ma_total)
        return ma_fail(fn, "not enough space to allocate '%s'", name ? name : "");
    long h;
    for (h = 0; h < nblocks; h++)
        if (!blocks[h].used)
            break;
    if (h == nblocks) {
        blocks = realloc(blocks, (nblocks + 1) * sizeof *blocks);
        nblocks++;
    }
    ma_block *b = &blocks[h];
    memset(b, 0, sizeof *b);
    b->raw = malloc(nelem * s + 2 * s + 16);
    if (!b->raw)
        return ma_fail(fn, "out of memory for '%s'", name ? name : "");
    /* place the data a whole number of elements from the type's base array */
    char *base = ma_base(datatype), *p = (char *)b->raw;
    long mis = (long)((p - base) % s);
    if (mis < 0)
        mis += s;
    b->data = mis ? p + (s - mis) : p;
    b->used = 1;
    b->on_stack = on_stack;
    b->type = (int)datatype;
    b->nelem = nelem;
    b->bytes = bytes;
    strncpy(b->name, name ? name : "", MA_NAMESIZE - 1);
    if (on_stack) {
        stack = realloc(stack, (nstack + 1) * sizeof *stack);
        stack[nstack++] = h;
        ma_stack_used += bytes;
        ma_stack_blocks++;
        if (ma_stack_blocks > ma_stack_max_blocks)
            ma_stack_max_blocks = ma_stack_blocks;
        if (ma_stack_used > ma_stack_max_bytes)
            ma_stack_max_bytes = ma_stack_used;
    } else {
        ma_heap_used += bytes;
        ma_heap_blocks++;
        if (ma_heap_blocks > ma_heap_max_blocks)
            ma_heap_max_blocks = ma_heap_blocks;
        if (ma_heap_used > ma_heap_max_bytes)
            ma_heap_max_bytes = ma_heap_used;
    }
    *memhandle = h + 1;
    return MA_TRUE;
}

static ma_block *ma_find(const char *fn, Integer memhandle)
{
    long h = memhandle - 1;
    if (h < 0 || h >= nblocks || !blocks[h].used) {
        char s[32];
        snprintf(s, sizeof s, "%ld", (long)memhandle);
        ma_fail(fn, "invalid memory handle %s", s);
        return NULL;
    }
    return &blocks[h];
}

static void ma_release(ma_block *b)
{
    free(b->raw);
    b->raw = NULL;
    b->used = 0;
}

Boolean MA_allocate_heap(Integer datatype, Integer nelem, const char *name, Integer *memhandle)
{
    return ma_alloc("MA_allocate_heap", 0, datatype, nelem, name, memhandle);
}

Boolean MA_get_index(Integer memhandle, MA_AccessIndex *index)
{
    ma_block *b = ma_find("MA_get_index", memhandle);
    if (!b)
        return MA_FALSE;
    *index = (MA_AccessIndex)((b->data - ma_base(b->type)) / ma_size(b->type));
    return MA_TRUE;
}

Boolean MA_alloc_get(Integer datatype, Integer nelem, const char *name, Integer *memhandle, MA_AccessIndex *index)
{
    if (!ma_alloc("MA_alloc_get", 0, datatype, nelem, name, memhandle))
        return MA_FALSE;
    return MA_get_index(*memhandle, index);
}

Boolean MA_free_heap(Integer memhandle)
{
    ma_block *b = ma_find("MA_free_heap", memhandle);
    if (!b)
        return MA_FALSE;
    if (b->on_stack)
        return ma_fail("MA_free_heap", "block '%s' is on the stack", b->name);
    ma_heap_used -= b->bytes;
    ma_heap_blocks--;
    ma_release(b);
    return MA_TRUE;
}

Boolean MA_push_stack(Integer datatype, Integer nelem, const char *name, Integer *memhandle)
{
    return ma_alloc("MA_push_stack", 1, datatype, nelem, name, memhandle);
}

Boolean MA_push_get(Integer datatype, Integer nelem, const char *name, Integer *memhandle, MA_AccessIndex *index)
{
    if (!ma_alloc("MA_push_get", 1, datatype, nelem, name, memhandle))
        return MA_FALSE;
    return MA_get_index(*memhandle, index);
}

static void ma_pop_top(void)
{
    ma_block *b = &blocks[stack[--nstack]];
    ma_stack_used -= b->bytes;
    ma_stack_blocks--;
    ma_release(b);
}

Boolean MA_pop_stack(Integer memhandle)
{
    ma_block *b = ma_find("MA_pop_stack", memhandle);
    if (!b)
        return MA_FALSE;
    if (!nstack || stack[nstack - 1] != memhandle - 1)
        return ma_fail("MA_pop_stack", "block '%s' is not the top of the stack", b->name);
    ma_pop_top();
    return MA_TRUE;
}

Boolean MA_chop_stack(Integer memhandle)
{
    ma_block *b = ma_find("MA_chop_stack", memhandle);
    if (!b)
        return MA_FALSE;
    if (!b->on_stack)
        return ma_fail("MA_chop_stack", "block '%s' is not on the stack", b->name);
    while (nstack && stack[nstack - 1] != memhandle - 1)
        ma_pop_top();
    ma_pop_top();
    return MA_TRUE;
}

Boolean MA_get_pointer(Integer memhandle, void *pointer)
{
    ma_block *b = ma_find("MA_get_pointer", memhandle);
    if (!b)
        return MA_FALSE;
    *(void **)pointer = b->data;
    return MA_TRUE;
}

Pointer MA_get_mbase(Integer datatype)
{
    return ma_size(datatype) ? ma_base(datatype) : NULL;
}

Integer MA_inquire_avail(Integer datatype)
{
    int s = ma_size(datatype);
    if (!s || !ma_inited)
        return 0;
    long left = ma_total - ma_heap_used - ma_stack_used - MA_OVERHEAD;
    return left > 0 ? left / s : 0;
}

Integer MA_inquire_heap(Integer datatype)
{
    return MA_inquire_avail(datatype);
}

Integer MA_inquire_stack(Integer datatype)
{
    return MA_inquire_avail(datatype);
}

Integer MA_sizeof(Integer datatype1, Integer nelem1, Integer datatype2)
{
    int s1 = ma_size(datatype1), s2 = ma_size(datatype2);
    if (!s1 || !s2) {
        ma_fail("MA_sizeof", "invalid datatype%s", "");
        return 0;
    }
    return (nelem1 * s1 + s2 - 1) / s2;
}

Integer MA_sizeof_overhead(Integer datatype)
{
    int s = ma_size(datatype);
    return s ? (MA_OVERHEAD + s - 1) / s + 1 : 0;
}

Boolean MA_set_auto_verify(Boolean value)
{
    Boolean old = auto_verify;
    auto_verify = value;
    return old;
}

Boolean MA_set_error_print(Boolean value)
{
    Boolean old = error_print;
    error_print = value;
    return old;
}

Boolean MA_set_hard_fail(Boolean value)
{
    Boolean old = hard_fail;
    hard_fail = value;
    return old;
}

Boolean MA_verify_allocator_stuff(void)
{
    return MA_TRUE;
}

void MA_trace(Boolean value)
{
    (void)value;
}

void MA_summarize_allocated_blocks(void)
{
    printf("MA_summarize_allocated_blocks: starting scan ...\n");
    long n = 0;
    for (long h = 0; h < nblocks; h++)
        if (blocks[h].used) {
            printf("\t%s block '%s', handle %ld, %ld elements\n", blocks[h].on_stack ? "stack" : "heap",
                   blocks[h].name, h + 1, blocks[h].nelem);
            n++;
        }
    printf("MA_summarize_allocated_blocks: scan completed: %ld heap and stack blocks\n", n);
}

void MA_print_stats(Boolean printroutines)
{
    (void)printroutines;
    printf("MA usage statistics:\n\n");
    printf("\tallocation statistics:\n");
    printf("\t\t\t\t\t      heap\t     stack\n");
    printf("\t\t\t\t\t      ----\t     -----\n");
    printf("\tcurrent number of blocks\t%10ld\t%10ld\n", ma_heap_blocks, ma_stack_blocks);
    printf("\tmaximum number of blocks\t%10ld\t%10ld\n", ma_heap_max_blocks, ma_stack_max_blocks);
    printf("\tcurrent total bytes\t\t%10ld\t%10ld\n", ma_heap_used, ma_stack_used);
    printf("\tmaximum total bytes\t\t%10ld\t%10ld\n", ma_heap_max_bytes, ma_stack_max_bytes);
    fflush(stdout);
}

/* ------------------------------------------------------------------ ARMCI */

void *ARMCI_Malloc_local(armci_size_t bytes)
{
    void *p = NULL;
    if (posix_memalign(&p, 64, bytes > 0 ? (size_t)bytes : 1))
        return NULL;
    return p;
}

int ARMCI_Free_local(void *ptr)
{
    free(ptr);
    return 0;
}

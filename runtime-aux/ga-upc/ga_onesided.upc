/* ga_onesided.upc - GA-on-UPC: one-sided operations (get, put, accumulate, their
   non-blocking forms, read-and-increment, direct access, scatter and gather) and the
   element arithmetic they share with the collective operations.

   A patch is cut into pieces, one per block of an owner (gaupc_pieces). Inside a piece the
   elements that are contiguous both in the owner's part and in the caller's buffer form one
   run (whole rows, and whole blocks of rows when the piece spans the block's full width and
   the buffer's leading dimensions match); each run is one upc_memget / upc_memput (or its
   _nb form), or a memcpy when the owner is this process. Accumulates take the owner's lock,
   so that they are atomic with respect to each other and to NGA_Read_inc, and add in place
   when the owner's memory is addressable from here (upc_cast). */
#include "ga_internal.h"

#include <upc_castable.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ element arithmetic */

void gaupc_one(int type, void *one)
{
    memset(one, 0, sizeof(DoubleComplex));
    switch (type) {
#define ONE_REAL(code, T)                                                                                         \
    case code:                                                                                                    \
        *(T *)one = 1;                                                                                            \
        break;
        GAUPC_REAL_TYPES(ONE_REAL)
#define ONE_CPLX(code, T, R)                                                                                      \
    case code:                                                                                                    \
        ((T *)one)->real = 1;                                                                                     \
        break;
        GAUPC_CPLX_TYPES(ONE_CPLX)
    }
}

void gaupc_axpy_elems(int type, void *dst, const void *src, long n, const void *alpha)
{
    switch (type) {
#define AXPY_REAL(code, T)                                                                                        \
    case code: {                                                                                                  \
        T al = *(const T *)alpha, *d = (T *)dst;                                                                  \
        const T *s = (const T *)src;                                                                              \
        for (long i = 0; i < n; i++)                                                                              \
            d[i] += al * s[i];                                                                                    \
        break;                                                                                                    \
    }
        GAUPC_REAL_TYPES(AXPY_REAL)
#define AXPY_CPLX(code, T, R)                                                                                     \
    case code: {                                                                                                  \
        T al = *(const T *)alpha, *d = (T *)dst;                                                                  \
        const T *s = (const T *)src;                                                                              \
        for (long i = 0; i < n; i++) {                                                                            \
            R re = al.real * s[i].real - al.imag * s[i].imag;                                                     \
            R im = al.real * s[i].imag + al.imag * s[i].real;                                                     \
            d[i].real += re;                                                                                      \
            d[i].imag += im;                                                                                      \
        }                                                                                                         \
        break;                                                                                                    \
    }
        GAUPC_CPLX_TYPES(AXPY_CPLX)
    default:
        gaupc_error(type, "wrong data type");
    }
}

void gaupc_scale_elems(int type, void *p, long n, const void *alpha)
{
    switch (type) {
#define SCALE_REAL(code, T)                                                                                       \
    case code: {                                                                                                  \
        T al = *(const T *)alpha, *d = (T *)p;                                                                    \
        for (long i = 0; i < n; i++)                                                                              \
            d[i] *= al;                                                                                           \
        break;                                                                                                    \
    }
        GAUPC_REAL_TYPES(SCALE_REAL)
#define SCALE_CPLX(code, T, R)                                                                                    \
    case code: {                                                                                                  \
        T al = *(const T *)alpha, *d = (T *)p;                                                                    \
        for (long i = 0; i < n; i++) {                                                                            \
            R re = al.real * d[i].real - al.imag * d[i].imag;                                                     \
            R im = al.real * d[i].imag + al.imag * d[i].real;                                                     \
            d[i].real = re;                                                                                       \
            d[i].imag = im;                                                                                       \
        }                                                                                                         \
        break;                                                                                                    \
    }
        GAUPC_CPLX_TYPES(SCALE_CPLX)
    default:
        gaupc_error(type, "wrong data type");
    }
}

int gaupc_is_zero(int type, const void *p)
{
    switch (type) {
#define ISZERO_REAL(code, T)                                                                                      \
    case code:                                                                                                    \
        return *(const T *)p == 0;
        GAUPC_REAL_TYPES(ISZERO_REAL)
#define ISZERO_CPLX(code, T, R)                                                                                   \
    case code:                                                                                                    \
        return ((const T *)p)->real == 0 && ((const T *)p)->imag == 0;
        GAUPC_CPLX_TYPES(ISZERO_CPLX)
    default:
        gaupc_error(type, "wrong data type");
    }
}

/* ------------------------------------------------------------------ non-blocking requests */

typedef struct {
    int used;
    int n, cap;
    upc_handle_t *h;
} nbreq;
static nbreq *nbt;
static int nnbt;

static int nb_new(void)
{
    int i;
    for (i = 0; i < nnbt; i++)
        if (!nbt[i].used)
            break;
    if (i == nnbt) {
        nbt = realloc(nbt, (nnbt + 1) * sizeof *nbt);
        memset(&nbt[nnbt], 0, sizeof *nbt);
        nnbt++;
    }
    nbt[i].used = 1;
    nbt[i].n = 0;
    return i;
}

static void nb_add(int slot, upc_handle_t h)
{
    nbreq *r = &nbt[slot];
    if (r->n == r->cap) {
        r->cap = r->cap ? 2 * r->cap : 8;
        r->h = realloc(r->h, r->cap * sizeof *r->h);
    }
    r->h[r->n++] = h;
}

int gaupc_nb_new(void)
{
    return nb_new();
}

static nbreq *nb_find(ga_nbhdl_t *nbhandle)
{
    long i = (long)*nbhandle - 1;
    if (i < 0 || i >= nnbt || !nbt[i].used)
        return NULL; /* completed already (or never used): nothing to wait for */
    return &nbt[i];
}

/* ------------------------------------------------------------------ patch transfers */

/* The buffer of accumulates into memory that is not addressable from here: kept between
   calls (a fresh allocation of a large patch costs its page faults every time). */
static void *acc_buffer(size_t bytes)
{
    static void *p;
    static size_t cap;
    if (bytes > cap) {
        free(p);
        p = malloc(bytes);
        if (!p)
            gaupc_error((long)bytes, "out of memory for an accumulate buffer");
        cap = bytes;
    }
    return p;
}

/* The transfer of a patch, or of one field of its elements: fsize bytes at byte foff of each
   element (NGA_Get_field/NGA_Put_field); the caller's buffer then holds fields, not elements. A
   field transfer moves only the field's bytes, so that other processes may write the other
   fields of the same elements at the same time. */
static long xfer_field(gaupc_array *a, int op, const long *lo, const long *hi, void *buf, const long *ld,
                       const void *alpha, int nb_slot, size_t foff, size_t fsize)
{
    int n = a->ndim;
    size_t es = a->esize;
    int whole = foff == 0 && fsize == es;
    long ustride[GA_MAX_DIM];
    ustride[n - 1] = 1;
    for (int d = n - 2; d >= 0; d--)
        ustride[d] = ustride[d + 1] * ld[d];
    gaupc_piece *pcs;
    int np = gaupc_pieces(a, lo, hi, &pcs);
    long local = 0;
    for (int k = 0; k < np; k++) {
        gaupc_piece *q = &pcs[k];
        long ext[GA_MAX_DIM], bstride[GA_MAX_DIM], idx[GA_MAX_DIM];
        for (int d = 0; d < n; d++) {
            ext[d] = q->hi[d] - q->lo[d] + 1;
            idx[d] = 0;
        }
        long first = gaupc_block_strides(a, q->blo, q->bhi, bstride);
        /* the run: innermost dimensions contiguous on both sides */
        long run = whole ? ext[n - 1] : 1;
        int inner = whole ? n - 1 : n;
        while (whole && inner > 0 && bstride[inner - 1] == run && ustride[inner - 1] == run) {
            run *= ext[inner - 1];
            inner--;
        }
        long nouter = 1;
        for (int d = 0; d < inner; d++)
            nouter *= ext[d];
        gaupc_sptr base = a->part[q->proc];
        int mine = q->proc == a->me;
        char *lbase = mine ? (char *)base : NULL;
        size_t bytes = whole ? (size_t)run * es : fsize;
        /* An accumulate adds in place, under the owner's lock, whenever the owner's memory is
           addressable from here (the owner, or a process of the same node); otherwise each
           run is fetched, added to and stored back. */
        char *abase = mine ? lbase : op == GAUPC_ACC ? (char *)upc_cast(base) : NULL;
        char *tmp = NULL;
        if (mine)
            local += nouter * run;
        if (op == GAUPC_ACC) {
            if (!abase)
                tmp = acc_buffer(bytes);
            upc_lock(gaupc_locks[gaupc_thread_of(a, q->proc)]);
        }
        for (long o = 0; o < nouter; o++) {
            long boff = q->off + first, uoff = 0;
            for (int d = 0; d < n; d++) {
                long i = q->lo[d] + (d < inner ? idx[d] : 0);
                boff += (i - q->blo[d]) * bstride[d];
                uoff += (i - lo[d]) * ustride[d];
            }
            char *u = (char *)buf + uoff * (whole ? es : fsize);
            size_t at = (size_t)boff * es + foff;
            switch (op) {
            case GAUPC_GET:
                if (mine)
                    memcpy(u, lbase + at, bytes);
                else if (nb_slot >= 0)
                    nb_add(nb_slot, upc_memget_nb(u, base + at, bytes));
                else
                    upc_memget(u, base + at, bytes);
                break;
            case GAUPC_PUT:
                if (mine)
                    memcpy(lbase + at, u, bytes);
                else if (nb_slot >= 0)
                    nb_add(nb_slot, upc_memput_nb(base + at, u, bytes));
                else
                    upc_memput(base + at, u, bytes);
                break;
            default:
                if (abase) {
                    gaupc_axpy_elems(a->type, abase + at, u, run, alpha);
                } else {
                    upc_memget(tmp, base + at, bytes);
                    gaupc_axpy_elems(a->type, tmp, u, run, alpha);
                    upc_memput(base + at, tmp, bytes);
                }
            }
            for (int d = inner - 1; d >= 0; d--) {
                if (++idx[d] < ext[d])
                    break;
                idx[d] = 0;
            }
        }
        if (op == GAUPC_ACC)
            upc_unlock(gaupc_locks[gaupc_thread_of(a, q->proc)]);
    }
    free(pcs);
    return local;
}

long gaupc_xfer(gaupc_array *a, int op, const long *lo, const long *hi, void *buf, const long *ld,
                const void *alpha, int nb_slot)
{
    return xfer_field(a, op, lo, hi, buf, ld, alpha, nb_slot, 0, a->esize);
}

void gaupc_get_dense(gaupc_array *a, const long *lo, const long *hi, void *buf)
{
    long ld[GA_MAX_DIM];
    for (int d = 0; d + 1 < a->ndim; d++)
        ld[d] = hi[d + 1] - lo[d + 1] + 1;
    gaupc_xfer(a, GAUPC_GET, lo, hi, buf, ld, NULL, -1);
}

void gaupc_put_dense(gaupc_array *a, const long *lo, const long *hi, void *buf)
{
    long ld[GA_MAX_DIM];
    for (int d = 0; d + 1 < a->ndim; d++)
        ld[d] = hi[d + 1] - lo[d + 1] + 1;
    gaupc_xfer(a, GAUPC_PUT, lo, hi, buf, ld, NULL, -1);
}

/* Checks an interface call's patch. Its leading dimensions are taken as they are, as GA 5.8
   takes them: with one smaller than the patch's extent, row i of the patch is at buf + i * ld
   and the rows overlap (a later row of a get overwrites the end of the one before). */
static gaupc_array *patch_args(int g_a, const long *lo, const long *hi)
{
    gaupc_array *a = gaupc_arr(g_a);
    gaupc_check_patch(a, lo, hi);
    return a;
}

static void ints(gaupc_array *a, const int *lo, const int *hi, const int *ld, long *l, long *h, long *ldl)
{
    int n = a->ndim;
    gaupc_c2l(n, lo, l);
    gaupc_c2l(n, hi, h);
    for (int d = 0; d + 1 < n; d++)
        ldl[d] = ld ? ld[d] : h[d + 1] - l[d + 1] + 1;
}

static void count_get(gaupc_array *a, const long *lo, const long *hi, long local)
{
    gaupc_stats.numget++;
    gaupc_bytes.gettot += (double)a->esize * gaupc_nelems(a->ndim, lo, hi);
    gaupc_bytes.getloc += (double)a->esize * local;
}

static void count_put(gaupc_array *a, const long *lo, const long *hi, long local)
{
    gaupc_stats.numput++;
    gaupc_bytes.puttot += (double)a->esize * gaupc_nelems(a->ndim, lo, hi);
    gaupc_bytes.putloc += (double)a->esize * local;
}

static void count_acc(gaupc_array *a, const long *lo, const long *hi, long local)
{
    gaupc_stats.numacc++;
    gaupc_bytes.acctot += (double)a->esize * gaupc_nelems(a->ndim, lo, hi);
    gaupc_bytes.accloc += (double)a->esize * local;
}

static void get_l(int g_a, const long *l, const long *h, void *buf, const long *ld, int slot)
{
    gaupc_array *a = patch_args(g_a, l, h);
    count_get(a, l, h, gaupc_xfer(a, GAUPC_GET, l, h, buf, ld, NULL, slot));
}

static void put_l(int g_a, const long *l, const long *h, void *buf, const long *ld, int slot)
{
    gaupc_array *a = patch_args(g_a, l, h);
    count_put(a, l, h, gaupc_xfer(a, GAUPC_PUT, l, h, buf, ld, NULL, slot));
}

static void acc_l(int g_a, const long *l, const long *h, void *buf, const long *ld, void *alpha)
{
    gaupc_array *a = patch_args(g_a, l, h);
    if (!alpha)
        gaupc_error(0, "alpha is a null pointer");
    count_acc(a, l, h, gaupc_xfer(a, GAUPC_ACC, l, h, buf, ld, alpha, -1));
}

void gaupc_NGA_Get(int g_a, int lo[], int hi[], void *buf, int ld[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    ints(a, lo, hi, ld, l, h, ldl);
    get_l(g_a, l, h, buf, ldl, -1);
}

void gaupc_NGA_Put(int g_a, int lo[], int hi[], void *buf, int ld[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    ints(a, lo, hi, ld, l, h, ldl);
    put_l(g_a, l, h, buf, ldl, -1);
}

void gaupc_NGA_Acc(int g_a, int lo[], int hi[], void *buf, int ld[], void *alpha)
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    ints(a, lo, hi, ld, l, h, ldl);
    acc_l(g_a, l, h, buf, ldl, alpha);
}

/* Fences. UPC's upc_fence completes every earlier shared access of this thread, so it is both
   GA_Fence (the puts since GA_Init_fence) and ARMCI_AllFence (the puts to every process). */
void gaupc_GA_Init_fence(void)
{
    gaupc_check_init();
}

void gaupc_GA_Fence(void)
{
    gaupc_check_init();
    upc_fence;
}

void ARMCI_AllFence(void)
{
    upc_fence;
}

/* NGA_Get_field/NGA_Put_field: the field of fsize bytes at byte foff of every element of the
   patch, to or from a buffer of fields with leading dimensions ld (in fields). With a handle
   (NGA_Nbget_field/NGA_Nbput_field) the remote transfers are non-blocking, completed by
   NGA_NbWait or NGA_NbTest. */
static void field_op(int op, int g_a, int lo[], int hi[], int foff, int fsize, void *buf, int ld[],
                     ga_nbhdl_t *nbhandle)
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    if (foff < 0 || fsize < 1 || foff + fsize > a->esize)
        gaupc_error(foff, "the field [%d, %d) is not inside the elements of %d bytes", foff, foff + fsize, a->esize);
    ints(a, lo, hi, ld, l, h, ldl);
    patch_args(g_a, l, h);
    int slot = -1;
    if (nbhandle) {
        slot = nb_new();
        *nbhandle = slot + 1;
    }
    long local = xfer_field(a, op, l, h, buf, ldl, NULL, slot, (size_t)foff, (size_t)fsize);
    if (op == GAUPC_GET)
        count_get(a, l, h, local);
    else
        count_put(a, l, h, local);
}

void gaupc_NGA_Get_field(int g_a, int lo[], int hi[], int foff, int fsize, void *buf, int ld[])
{
    field_op(GAUPC_GET, g_a, lo, hi, foff, fsize, buf, ld, NULL);
}

void gaupc_NGA_Put_field(int g_a, int lo[], int hi[], int foff, int fsize, void *buf, int ld[])
{
    field_op(GAUPC_PUT, g_a, lo, hi, foff, fsize, buf, ld, NULL);
}

void gaupc_NGA_Nbget_field(int g_a, int lo[], int hi[], int foff, int fsize, void *buf, int ld[],
                           ga_nbhdl_t *nbhandle)
{
    field_op(GAUPC_GET, g_a, lo, hi, foff, fsize, buf, ld, nbhandle);
}

void gaupc_NGA_Nbput_field(int g_a, int lo[], int hi[], int foff, int fsize, void *buf, int ld[],
                           ga_nbhdl_t *nbhandle)
{
    field_op(GAUPC_PUT, g_a, lo, hi, foff, fsize, buf, ld, nbhandle);
}

static void longs64(gaupc_array *a, const int64_t *lo, const int64_t *hi, const int64_t *ld, long *l, long *h,
                    long *ldl)
{
    for (int d = 0; d < a->ndim; d++) {
        l[d] = (long)lo[d];
        h[d] = (long)hi[d];
    }
    for (int d = 0; d + 1 < a->ndim; d++)
        ldl[d] = ld ? (long)ld[d] : h[d + 1] - l[d + 1] + 1;
}

void gaupc_NGA_Get64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    longs64(a, lo, hi, ld, l, h, ldl);
    get_l(g_a, l, h, buf, ldl, -1);
}

void gaupc_NGA_Put64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    longs64(a, lo, hi, ld, l, h, ldl);
    put_l(g_a, l, h, buf, ldl, -1);
}

void gaupc_NGA_Acc64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[], void *alpha)
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    longs64(a, lo, hi, ld, l, h, ldl);
    acc_l(g_a, l, h, buf, ldl, alpha);
}

void gaupc_NGA_NbGet(int g_a, int lo[], int hi[], void *buf, int ld[], ga_nbhdl_t *nbhandle)
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    ints(a, lo, hi, ld, l, h, ldl);
    int slot = nb_new();
    *nbhandle = slot + 1;
    get_l(g_a, l, h, buf, ldl, slot);
}

void gaupc_NGA_NbPut(int g_a, int lo[], int hi[], void *buf, int ld[], ga_nbhdl_t *nbhandle)
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    ints(a, lo, hi, ld, l, h, ldl);
    int slot = nb_new();
    *nbhandle = slot + 1;
    put_l(g_a, l, h, buf, ldl, slot);
}

/* Accumulates complete at once (under the owner's lock); the handle is already complete. */
void gaupc_NGA_NbAcc(int g_a, int lo[], int hi[], void *buf, int ld[], void *alpha, ga_nbhdl_t *nbhandle)
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    ints(a, lo, hi, ld, l, h, ldl);
    acc_l(g_a, l, h, buf, ldl, alpha);
    *nbhandle = 0;
}

void gaupc_NGA_NbWait(ga_nbhdl_t *nbhandle)
{
    gaupc_check_init();
    nbreq *r = nb_find(nbhandle);
    if (!r)
        return;
    for (int i = 0; i < r->n; i++)
        upc_sync(r->h[i]);
    r->n = 0;
    r->used = 0;
    *nbhandle = 0;
}

/* 1 when the operation is complete, 0 while it is still in progress: what GA 5.8 returns
   to a program (its test programs poll `while (!NGA_NbTest(&h))`). */
int gaupc_NGA_NbTest(ga_nbhdl_t *nbhandle)
{
    gaupc_check_init();
    nbreq *r = nb_find(nbhandle);
    if (!r)
        return 1;
    int k = 0;
    for (int i = 0; i < r->n; i++)
        if (!upc_sync_attempt(r->h[i]))
            r->h[k++] = r->h[i];
    r->n = k;
    if (k > 0)
        return 0;
    r->used = 0;
    return 1;
}

/* ------------------------------------------------------------------ single elements */

/* The owner of element sub and the element's byte offset in the owner's part. */
static int locate_elem(gaupc_array *a, const long *sub, size_t *at)
{
    gaupc_piece *p;
    int n = gaupc_pieces(a, sub, sub, &p);
    if (n != 1)
        gaupc_error(0, "internal error: element in %d blocks", n);
    long stride[GA_MAX_DIM];
    long off = p->off + gaupc_block_strides(a, p->blo, p->bhi, stride);
    for (int d = 0; d < a->ndim; d++)
        off += (sub[d] - p->blo[d]) * stride[d];
    int proc = p->proc;
    free(p);
    *at = (size_t)off * a->esize;
    return proc;
}

static void check_subscript(gaupc_array *a, const long *s)
{
    for (int d = 0; d < a->ndim; d++)
        if (s[d] < 0 || s[d] >= a->dims[d]) {
            char r[256];
            gaupc_format_range(r, sizeof r, a->ndim, s, s);
            gaupc_error(s[d], "invalid subscript %s for array %s", r, a->name);
        }
}

long gaupc_NGA_Read_inc(int g_a, int subscript[], long inc)
{
    gaupc_array *a = gaupc_arr(g_a);
    long s[GA_MAX_DIM];
    gaupc_c2l(a->ndim, subscript, s);
    check_subscript(a, s);
    if (a->type != C_INT && a->type != C_LONG && a->type != C_LONGLONG)
        gaupc_error(a->type, "type not supported for read-and-increment: %s", gaupc_type_name(a->type));
    size_t at;
    int p = locate_elem(a, s, &at);
    gaupc_stats.numrdi++;
    gaupc_bytes.rditot += (double)sizeof(Integer);
    if (p == a->me)
        gaupc_bytes.rdiloc += (double)sizeof(Integer);
    long old;
    upc_lock(gaupc_locks[gaupc_thread_of(a, p)]);
    if (a->type == C_INT) {
        int v;
        upc_memget(&v, a->part[p] + at, sizeof v);
        old = v;
        v = (int)(v + inc);
        upc_memput(a->part[p] + at, &v, sizeof v);
    } else if (a->type == C_LONG) {
        long v;
        upc_memget(&v, a->part[p] + at, sizeof v);
        old = v;
        v += inc;
        upc_memput(a->part[p] + at, &v, sizeof v);
    } else {
        long long v;
        upc_memget(&v, a->part[p] + at, sizeof v);
        old = (long)v;
        v += inc;
        upc_memput(a->part[p] + at, &v, sizeof v);
    }
    upc_unlock(gaupc_locks[gaupc_thread_of(a, p)]);
    return old;
}

/* ------------------------------------------------------------------ direct access */

void gaupc_NGA_Access(int g_a, int lo[], int hi[], void *ptr, int ld[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM];
    gaupc_c2l(a->ndim, lo, l);
    gaupc_c2l(a->ndim, hi, h);
    gaupc_check_patch(a, l, h);
    long nb = gaupc_my_nblocks(a);
    for (long b = 0; b < nb; b++) {
        long blo[GA_MAX_DIM], bhi[GA_MAX_DIM];
        char *base = gaupc_my_block_addr(a, b, blo, bhi);
        int inside = 1;
        for (int d = 0; d < a->ndim; d++)
            if (l[d] < blo[d] || h[d] > bhi[d])
                inside = 0;
        if (!inside)
            continue;
        long stride[GA_MAX_DIM];
        long off = gaupc_block_strides(a, blo, bhi, stride);
        for (int d = 0; d < a->ndim; d++)
            off += (l[d] - blo[d]) * stride[d];
        for (int d = 0; d + 1 < a->ndim; d++)
            ld[d] = (int)(stride[d] / stride[d + 1]);
        *(void **)ptr = base + off * a->esize;
        return;
    }
    char r[256];
    gaupc_format_range(r, sizeof r, a->ndim, l, h);
    gaupc_error(g_a, "patch %s of array %s is not held by process %d", r, a->name, a->me);
}

void gaupc_NGA_Release(int g_a, int lo[], int hi[])
{
    (void)lo;
    (void)hi;
    gaupc_arr(g_a);
}

void gaupc_NGA_Release_update(int g_a, int lo[], int hi[])
{
    (void)lo;
    (void)hi;
    gaupc_arr(g_a);
}

/* ------------------------------------------------------------------ block access */

/* Block blk of a block-cyclic or tiled array: a pointer to its first element and its leading
   dimensions, the block's own extents (the library stores every block whole, row-major). As
   in GA, the block may be another process's when that process's memory is addressable (a
   process of the same node). */
static void *block_pointer(gaupc_array *a, long blk, long *ld)
{
    if (a->distr == GAUPC_REGULAR)
        gaupc_error(0, "array %s does not use a block-cyclic or tiled data distribution", a->name);
    if (blk < 0 || blk >= a->block_total)
        gaupc_error(blk, "block index %ld outside allowed values (array %s has %ld blocks)", blk, a->name,
                    a->block_total);
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    gaupc_block_extent(a, blk, lo, hi);
    for (int d = 0; d + 1 < a->ndim; d++)
        ld[d] = hi[d + 1] - lo[d + 1] + 1;
    int p = gaupc_block_owner(a, blk);
    void *at = upc_cast(a->part[p] + (size_t)a->block_off[blk] * a->esize);
    if (!at)
        gaupc_error(blk, "block %ld of array %s is held by process %d, whose memory process %d cannot address", blk,
                    a->name, p, a->me);
    return at;
}

/* The block index of grid coordinates (C order), for the distributions on a process grid. */
static long grid_block(gaupc_array *a, const long *index)
{
    if (a->distr != GAUPC_SCALAPACK && a->distr != GAUPC_TILED_IRREG)
        gaupc_error(0, "array %s is not using ScaLAPACK or tiled data distribution", a->name);
    long blk = 0;
    for (int d = 0; d < a->ndim; d++) {
        if (index[d] < 0 || index[d] >= a->num_blocks[d])
            gaupc_error(index[d], "block index[%d] = %ld outside allowed values (%ld blocks)", d, index[d],
                        a->num_blocks[d]);
        blk = blk * a->num_blocks[d] + index[d];
    }
    return blk;
}

void gaupc_access_block(int g_a, long idx, void *ptr, long *ld)
{
    gaupc_array *a = gaupc_arr(g_a);
    *(void **)ptr = block_pointer(a, idx, ld);
}

void gaupc_access_block_grid(int g_a, const long *index, void *ptr, long *ld)
{
    gaupc_array *a = gaupc_arr(g_a);
    *(void **)ptr = block_pointer(a, grid_block(a, index), ld);
}

/* The whole storage of the calling process (its blocks one after the other, or its padded
   block) and its number of elements; only the process itself may ask, as in GA 5.8. */
void gaupc_access_block_segment(int g_a, int proc, void *ptr, long *len)
{
    gaupc_array *a = gaupc_arr(g_a);
    if (proc < 0 || proc >= a->nprocs)
        gaupc_error(proc, "processor index %d outside allowed values (array %s has %d processes)", proc, a->name,
                    a->nprocs);
    if (proc != a->me)
        gaupc_error(proc, "only process %d may access its segment of array %s (called by %d)", proc, a->name, a->me);
    long n = a->local_elems;
    if (a->distr == GAUPC_REGULAR && n > 0) {
        long lo[GA_MAX_DIM], hi[GA_MAX_DIM], stride[GA_MAX_DIM];
        gaupc_my_block_addr(a, 0, lo, hi);
        gaupc_block_strides(a, lo, hi, stride);
        n = stride[0] * (hi[0] - lo[0] + 1 + 2 * a->width[0]);
    }
    *(void **)ptr = (char *)a->part[a->me];
    *len = n;
}

void gaupc_NGA_Access_block(int g_a, int idx, void *ptr, int ld[])
{
    long l[GA_MAX_DIM];
    gaupc_access_block(g_a, idx, ptr, l);
    gaupc_l2c(gaupc_arr(g_a)->ndim - 1, l, ld);
}

void gaupc_NGA_Access_block_grid(int g_a, int index[], void *ptr, int ld[])
{
    long i[GA_MAX_DIM], l[GA_MAX_DIM];
    int n = gaupc_arr(g_a)->ndim;
    gaupc_c2l(n, index, i);
    gaupc_access_block_grid(g_a, i, ptr, l);
    gaupc_l2c(n - 1, l, ld);
}

void gaupc_NGA_Access_block_segment(int g_a, int proc, void *ptr, int *len)
{
    long n;
    gaupc_access_block_segment(g_a, proc, ptr, &n);
    *len = (int)n;
}

/* As in GA 5.8 the releases change nothing (the data were written in place); the ones of a
   block or of a segment (NGA_Release_block, NGA_Release_update_block, NGA_Release_block_segment,
   NGA_Release_update_block_segment) are this one, those of a block by its grid coordinates the
   next. */
void gaupc_NGA_Release_block(int g_a, int idx)
{
    (void)idx;
    gaupc_arr(g_a);
}

void gaupc_NGA_Release_block_grid(int g_a, int index[])
{
    (void)index;
    gaupc_arr(g_a);
}

/* ------------------------------------------------------------------ scatter, gather */

typedef struct {
    int proc;
    size_t at;
    long k;
} gs_elem;
static gs_elem *gs_buf;
static long gs_cap;

static gs_elem *gs_elems(long n)
{
    if (n > gs_cap) {
        free(gs_buf);
        gs_buf = malloc(n * sizeof *gs_buf);
        gs_cap = n;
    }
    return gs_buf;
}

void gaupc_NGA_Alloc_gatscat_buf(int nelems)
{
    gaupc_check_init();
    gs_elems(nelems);
}

void gaupc_NGA_Free_gatscat_buf(void)
{
    gaupc_check_init();
    free(gs_buf);
    gs_buf = NULL;
    gs_cap = 0;
}

static int cmp_gs(const void *x, const void *y)
{
    const gs_elem *a = x, *b = y;
    if (a->proc != b->proc)
        return a->proc < b->proc ? -1 : 1;
    return (a->k > b->k) - (a->k < b->k);
}

/* Locates every subscript; returns how many are this process's. */
static long gs_locate(gaupc_array *a, int *subs[], long n, gs_elem *e)
{
    long local = 0;
    for (long k = 0; k < n; k++) {
        long s[GA_MAX_DIM];
        gaupc_c2l(a->ndim, subs[k], s);
        check_subscript(a, s);
        e[k].proc = locate_elem(a, s, &e[k].at);
        e[k].k = k;
        if (e[k].proc == a->me)
            local++;
    }
    return local;
}

void gaupc_NGA_Scatter(int g_a, void *v, int *subsArray[], int n)
{
    gaupc_array *a = gaupc_arr(g_a);
    if (n <= 0)
        return;
    gs_elem *e = gs_elems(n);
    long local = gs_locate(a, subsArray, n, e);
    for (long k = 0; k < n; k++) {
        char *src = (char *)v + e[k].k * a->esize;
        if (e[k].proc == a->me)
            memcpy((char *)a->part[a->me] + e[k].at, src, a->esize);
        else
            upc_memput_nbi(a->part[e[k].proc] + e[k].at, src, a->esize);
    }
    upc_synci();
    gaupc_stats.numsca++;
    gaupc_bytes.scatot += (double)a->esize * n;
    gaupc_bytes.scaloc += (double)a->esize * local;
}

void gaupc_NGA_Scatter_acc(int g_a, void *v, int *subsArray[], int n, void *alpha)
{
    gaupc_array *a = gaupc_arr(g_a);
    if (n <= 0)
        return;
    if (!alpha)
        gaupc_error(0, "alpha is a null pointer");
    gs_elem *e = gs_elems(n);
    long local = gs_locate(a, subsArray, n, e);
    qsort(e, n, sizeof *e, cmp_gs);
    char tmp[sizeof(DoubleComplex)];
    for (long k = 0; k < n;) {
        int p = e[k].proc;
        upc_lock(gaupc_locks[gaupc_thread_of(a, p)]);
        for (; k < n && e[k].proc == p; k++) {
            char *src = (char *)v + e[k].k * a->esize;
            if (p == a->me) {
                gaupc_axpy_elems(a->type, (char *)a->part[p] + e[k].at, src, 1, alpha);
            } else {
                upc_memget(tmp, a->part[p] + e[k].at, a->esize);
                gaupc_axpy_elems(a->type, tmp, src, 1, alpha);
                upc_memput(a->part[p] + e[k].at, tmp, a->esize);
            }
        }
        upc_unlock(gaupc_locks[gaupc_thread_of(a, p)]);
    }
    gaupc_stats.numsca++;
    gaupc_bytes.scatot += (double)a->esize * n;
    gaupc_bytes.scaloc += (double)a->esize * local;
}

void gaupc_NGA_Gather(int g_a, void *v, int *subsArray[], int n)
{
    gaupc_array *a = gaupc_arr(g_a);
    if (n <= 0)
        return;
    gs_elem *e = gs_elems(n);
    long local = gs_locate(a, subsArray, n, e);
    for (long k = 0; k < n; k++) {
        char *dst = (char *)v + e[k].k * a->esize;
        if (e[k].proc == a->me)
            memcpy(dst, (char *)a->part[a->me] + e[k].at, a->esize);
        else
            upc_memget_nbi(dst, a->part[e[k].proc] + e[k].at, a->esize);
    }
    upc_synci();
    gaupc_stats.numgat++;
    gaupc_bytes.gattot += (double)a->esize * n;
    gaupc_bytes.gatloc += (double)a->esize * local;
}

/* ------------------------------------------------------------------ flat subscripts, strides */

/* The subscripts of n elements, ndim after ndim in one array (NGA_Scatter_flat ...), as the
   pointer list NGA_Scatter takes. */
static int **flat_subs(gaupc_array *a, int *subs, int n)
{
    int **p = malloc((n > 0 ? n : 1) * sizeof *p);
    if (!p)
        gaupc_error(n, "out of memory");
    for (int i = 0; i < n; i++)
        p[i] = subs + (long)i * a->ndim;
    return p;
}

void gaupc_NGA_Scatter_flat(int g_a, void *v, int subsArray[], int n)
{
    int **p = flat_subs(gaupc_arr(g_a), subsArray, n);
    gaupc_NGA_Scatter(g_a, v, p, n);
    free(p);
}

void gaupc_NGA_Scatter_acc_flat(int g_a, void *v, int subsArray[], int n, void *alpha)
{
    int **p = flat_subs(gaupc_arr(g_a), subsArray, n);
    gaupc_NGA_Scatter_acc(g_a, v, p, n, alpha);
    free(p);
}

void gaupc_NGA_Gather_flat(int g_a, void *v, int subsArray[], int n)
{
    int **p = flat_subs(gaupc_arr(g_a), subsArray, n);
    gaupc_NGA_Gather(g_a, v, p, n);
    free(p);
}

/* NGA_Strided_get/put/acc: the elements lo + k * skip (k = 0, 1 ... while within hi) of every
   dimension, to or from a buffer that holds them densely (leading dimensions ld): one gather,
   scatter or accumulating scatter of those elements. */
static void strided(int op, int g_a, int lo[], int hi[], int skip[], void *buf, int ld[], void *alpha)
{
    gaupc_array *a = gaupc_arr(g_a);
    int n = a->ndim;
    long l[GA_MAX_DIM], h[GA_MAX_DIM], count[GA_MAX_DIM], bstride[GA_MAX_DIM], idx[GA_MAX_DIM], total = 1;
    gaupc_c2l(n, lo, l);
    gaupc_c2l(n, hi, h);
    gaupc_check_patch(a, l, h);
    for (int d = 0; d < n; d++) {
        if (skip[d] < 1)
            gaupc_error(skip[d], "skip[%d] = %d is not positive", d, skip[d]);
        count[d] = (h[d] - l[d]) / skip[d] + 1;
        total *= count[d];
        idx[d] = 0;
    }
    bstride[n - 1] = 1;
    for (int d = n - 2; d >= 0; d--)
        bstride[d] = bstride[d + 1] * ld[d];
    int *subs = malloc((size_t)total * n * sizeof *subs);
    long *at = malloc((size_t)total * sizeof *at);
    char *vals = malloc((size_t)total * a->esize);
    if (!subs || !at || !vals)
        gaupc_error(total, "out of memory");
    for (long k = 0; k < total; k++) {
        at[k] = 0;
        for (int d = 0; d < n; d++) {
            subs[k * n + d] = (int)(l[d] + idx[d] * skip[d]);
            at[k] += idx[d] * bstride[d];
        }
        if (op != GAUPC_GET)
            memcpy(vals + k * a->esize, (char *)buf + at[k] * a->esize, a->esize);
        for (int d = n - 1; d >= 0; d--) {
            if (++idx[d] < count[d])
                break;
            idx[d] = 0;
        }
    }
    int **p = flat_subs(a, subs, (int)total);
    if (op == GAUPC_GET) {
        gaupc_NGA_Gather(g_a, vals, p, (int)total);
        for (long k = 0; k < total; k++)
            memcpy((char *)buf + at[k] * a->esize, vals + k * a->esize, a->esize);
    } else if (op == GAUPC_PUT) {
        gaupc_NGA_Scatter(g_a, vals, p, (int)total);
    } else {
        gaupc_NGA_Scatter_acc(g_a, vals, p, (int)total, alpha);
    }
    free(p);
    free(vals);
    free(at);
    free(subs);
}

void gaupc_NGA_Strided_get(int g_a, int lo[], int hi[], int skip[], void *buf, int ld[])
{
    strided(GAUPC_GET, g_a, lo, hi, skip, buf, ld, NULL);
}

void gaupc_NGA_Strided_put(int g_a, int lo[], int hi[], int skip[], void *buf, int ld[])
{
    strided(GAUPC_PUT, g_a, lo, hi, skip, buf, ld, NULL);
}

void gaupc_NGA_Strided_acc(int g_a, int lo[], int hi[], int skip[], void *buf, int ld[], void *alpha)
{
    strided(GAUPC_ACC, g_a, lo, hi, skip, buf, ld, alpha);
}

/* ga_index64.upc - GA-on-UPC: the 64-bit-index forms (int64_t subscripts, bounds, leading
   dimensions and sizes) of the calls GA programs use with them, over the int forms. The
   library's indices are those of arrays that fit the shared heap; an index that does not fit
   an int stops the program with an error naming the call, never a silently truncated one. */
#include "ga_internal.h"

#include <limits.h>
#include <stdlib.h>

static void to_int(const char *what, int n, const int64_t *in, int *out)
{
    for (int i = 0; i < n; i++) {
        if (in[i] < INT_MIN || in[i] > INT_MAX)
            gaupc_error((long)in[i], "%s[%d] = %lld is beyond the library's index range", what, i,
                        (long long)in[i]);
        out[i] = (int)in[i];
    }
}

static int ndim_of(int g_a)
{
    return gaupc_handle(g_a)->ndim;
}

/* lo, hi (ndim entries each) and, when given, ld (ndim - 1 entries) */
#define PATCH64(g_a, lo, hi)                                                                                      \
    int n_ = ndim_of(g_a), l_[GA_MAX_DIM], h_[GA_MAX_DIM];                                                        \
    to_int("lo", n_, lo, l_);                                                                                     \
    to_int("hi", n_, hi, h_)
#define LD64(ld)                                                                                                  \
    int d_[GA_MAX_DIM];                                                                                           \
    to_int("ld", n_ - 1, ld, d_)

void gaupc_GA_Set_data64(int g_a, int ndim, int64_t dims[], int type)
{
    int d[GA_MAX_DIM];
    if (ndim < 1 || ndim > GA_MAX_DIM)
        gaupc_error(ndim, "invalid number of dimensions");
    to_int("dims", ndim, dims, d);
    gaupc_GA_Set_data(g_a, ndim, d, type);
}

void gaupc_GA_Set_chunk64(int g_a, int64_t chunk[])
{
    int c[GA_MAX_DIM];
    to_int("chunk", ndim_of(g_a), chunk, c);
    gaupc_GA_Set_chunk(g_a, c);
}

void gaupc_GA_Set_irreg_distr64(int g_a, int64_t map[], int64_t block[])
{
    int n = ndim_of(g_a), b[GA_MAX_DIM], total = 0;
    to_int("block", n, block, b);
    for (int i = 0; i < n; i++)
        total += b[i];
    int *m = malloc((total ? total : 1) * sizeof *m);
    to_int("map", total, map, m);
    gaupc_GA_Set_irreg_distr(g_a, m, b);
    free(m);
}

int gaupc_NGA_Create_irreg64(int type, int ndim, int64_t dims[], char *name, int64_t block[], int64_t map[])
{
    int d[GA_MAX_DIM], b[GA_MAX_DIM], total = 0;
    if (ndim < 1 || ndim > GA_MAX_DIM)
        gaupc_error(ndim, "invalid number of dimensions");
    to_int("dims", ndim, dims, d);
    to_int("block", ndim, block, b);
    for (int i = 0; i < ndim; i++)
        total += b[i];
    int *m = malloc((total ? total : 1) * sizeof *m);
    to_int("map", total, map, m);
    int g = gaupc_NGA_Create_irreg(type, ndim, d, name, b, m);
    free(m);
    return g;
}

void gaupc_NGA_Inquire64(int g_a, int *type, int *ndim, int64_t dims[])
{
    int d[GA_MAX_DIM];
    gaupc_NGA_Inquire(g_a, type, ndim, d);
    for (int i = 0; i < *ndim; i++)
        dims[i] = d[i];
}

int gaupc_NGA_Locate64(int g_a, int64_t subscript[])
{
    int s[GA_MAX_DIM];
    to_int("subscript", ndim_of(g_a), subscript, s);
    return gaupc_NGA_Locate(g_a, s);
}

long gaupc_NGA_Read_inc64(int g_a, int64_t subscript[], long inc)
{
    int s[GA_MAX_DIM];
    to_int("subscript", ndim_of(g_a), subscript, s);
    return gaupc_NGA_Read_inc(g_a, s, inc);
}

void gaupc_NGA_Access64(int g_a, int64_t lo[], int64_t hi[], void *ptr, int64_t ld[])
{
    PATCH64(g_a, lo, hi);
    int d[GA_MAX_DIM];
    gaupc_NGA_Access(g_a, l_, h_, ptr, d);
    for (int i = 0; i < n_ - 1; i++)
        ld[i] = d[i];
}

void gaupc_NGA_Release64(int g_a, int64_t lo[], int64_t hi[])
{
    PATCH64(g_a, lo, hi);
    gaupc_NGA_Release(g_a, l_, h_);
}

void gaupc_NGA_Release_update64(int g_a, int64_t lo[], int64_t hi[])
{
    PATCH64(g_a, lo, hi);
    gaupc_NGA_Release_update(g_a, l_, h_);
}

void gaupc_NGA_NbGet64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[], ga_nbhdl_t *nbhandle)
{
    PATCH64(g_a, lo, hi);
    LD64(ld);
    gaupc_NGA_NbGet(g_a, l_, h_, buf, d_, nbhandle);
}

void gaupc_NGA_NbPut64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[], ga_nbhdl_t *nbhandle)
{
    PATCH64(g_a, lo, hi);
    LD64(ld);
    gaupc_NGA_NbPut(g_a, l_, h_, buf, d_, nbhandle);
}

void gaupc_NGA_NbAcc64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[], void *alpha,
                       ga_nbhdl_t *nbhandle)
{
    PATCH64(g_a, lo, hi);
    LD64(ld);
    gaupc_NGA_NbAcc(g_a, l_, h_, buf, d_, alpha, nbhandle);
}

void gaupc_NGA_Fill_patch64(int g_a, int64_t lo[], int64_t hi[], void *val)
{
    PATCH64(g_a, lo, hi);
    gaupc_NGA_Fill_patch(g_a, l_, h_, val);
}

void gaupc_NGA_Zero_patch64(int g_a, int64_t lo[], int64_t hi[])
{
    PATCH64(g_a, lo, hi);
    gaupc_NGA_Zero_patch(g_a, l_, h_);
}

void gaupc_NGA_Scale_patch64(int g_a, int64_t lo[], int64_t hi[], void *alpha)
{
    PATCH64(g_a, lo, hi);
    gaupc_NGA_Scale_patch(g_a, l_, h_, alpha);
}

void gaupc_NGA_Print_patch64(int g_a, int64_t lo[], int64_t hi[], int pretty)
{
    PATCH64(g_a, lo, hi);
    gaupc_NGA_Print_patch(g_a, l_, h_, pretty);
}

void gaupc_NGA_Copy_patch64(char trans, int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[],
                            int64_t bhi[])
{
    int na = ndim_of(g_a), nb = ndim_of(g_b), al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM];
    to_int("alo", na, alo, al);
    to_int("ahi", na, ahi, ah);
    to_int("blo", nb, blo, bl);
    to_int("bhi", nb, bhi, bh);
    gaupc_NGA_Copy_patch(trans, g_a, al, ah, g_b, bl, bh);
}

/* The subscript lists of scatter and gather: n lists of ndim int64_t, as n lists of int. */
static int **subs_to_int(int g_a, int64_t *subs[], int64_t n, int **flat)
{
    int nd = ndim_of(g_a);
    if (n < 0 || n > INT_MAX)
        gaupc_error((long)n, "invalid number of elements");
    int **s = malloc((n ? n : 1) * sizeof *s);
    *flat = malloc((n ? n * nd : 1) * sizeof **flat);
    for (int64_t i = 0; i < n; i++) {
        s[i] = *flat + i * nd;
        to_int("subsArray", nd, subs[i], s[i]);
    }
    return s;
}

void gaupc_NGA_Scatter64(int g_a, void *v, int64_t *subsArray[], int64_t n)
{
    int *flat, **s = subs_to_int(g_a, subsArray, n, &flat);
    gaupc_NGA_Scatter(g_a, v, s, (int)n);
    free(s);
    free(flat);
}

void gaupc_NGA_Scatter_acc64(int g_a, void *v, int64_t *subsArray[], int64_t n, void *alpha)
{
    int *flat, **s = subs_to_int(g_a, subsArray, n, &flat);
    gaupc_NGA_Scatter_acc(g_a, v, s, (int)n, alpha);
    free(s);
    free(flat);
}

void gaupc_NGA_Gather64(int g_a, void *v, int64_t *subsArray[], int64_t n)
{
    int *flat, **s = subs_to_int(g_a, subsArray, n, &flat);
    gaupc_NGA_Gather(g_a, v, s, (int)n);
    free(s);
    free(flat);
}

/* ---- patch arithmetic, matrix multiplication, scans and packing, regions ---- */

/* Three patches of three arrays as int bounds. */
#define PATCHES64(g_a, alo, ahi, g_b, blo, bhi, g_c, clo, chi)                                                      \
    int al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM], cl[GA_MAX_DIM], ch[GA_MAX_DIM];             \
    to_int("alo", ndim_of(g_a), alo, al);                                                                         \
    to_int("ahi", ndim_of(g_a), ahi, ah);                                                                         \
    to_int("blo", ndim_of(g_b), blo, bl);                                                                         \
    to_int("bhi", ndim_of(g_b), bhi, bh);                                                                         \
    to_int("clo", ndim_of(g_c), clo, cl);                                                                         \
    to_int("chi", ndim_of(g_c), chi, ch)

void gaupc_GA_Add_constant_patch64(int g_a, int64_t lo[], int64_t hi[], void *alpha)
{
    PATCH64(g_a, lo, hi);
    gaupc_GA_Add_constant_patch(g_a, l_, h_, alpha);
}

void gaupc_NGA_Add_patch64(void *alpha, int g_a, int64_t alo[], int64_t ahi[], void *beta, int g_b, int64_t blo[],
                           int64_t bhi[], int g_c, int64_t clo[], int64_t chi[])
{
    PATCHES64(g_a, alo, ahi, g_b, blo, bhi, g_c, clo, chi);
    gaupc_NGA_Add_patch(alpha, g_a, al, ah, beta, g_b, bl, bh, g_c, cl, ch);
}

#define ELEM64(NAME)                                                                                              \
    void gaupc_##NAME##_patch64(int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[],  \
                                int g_c, int64_t clo[], int64_t chi[])                                            \
    {                                                                                                             \
        PATCHES64(g_a, alo, ahi, g_b, blo, bhi, g_c, clo, chi);                                                   \
        gaupc_##NAME##_patch(g_a, al, ah, g_b, bl, bh, g_c, cl, ch);                                              \
    }
ELEM64(GA_Elem_multiply)
ELEM64(GA_Elem_divide)
ELEM64(GA_Elem_maximum)
ELEM64(GA_Elem_minimum)

static int one_int(const char *what, int64_t v)
{
    int x;
    to_int(what, 1, &v, &x);
    return x;
}

void gaupc_GA_Dgemm64(char ta, char tb, int64_t m, int64_t n, int64_t k, double alpha, int g_a, int g_b,
                      double beta, int g_c)
{
    gaupc_GA_Dgemm(ta, tb, one_int("m", m), one_int("n", n), one_int("k", k), alpha, g_a, g_b, beta, g_c);
}

void gaupc_NGA_Matmul_patch64(char transa, char transb, void *alpha, void *beta, int g_a, int64_t alo[],
                              int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[], int g_c, int64_t clo[],
                              int64_t chi[])
{
    PATCHES64(g_a, alo, ahi, g_b, blo, bhi, g_c, clo, chi);
    gaupc_NGA_Matmul_patch(transa, transb, alpha, beta, g_a, al, ah, g_b, bl, bh, g_c, cl, ch);
}

void gaupc_GA_Scan_add64(int g_a, int g_b, int g_sbit, int64_t lo, int64_t hi, int excl)
{
    gaupc_GA_Scan_add(g_a, g_b, g_sbit, one_int("lo", lo), one_int("hi", hi), excl);
}

void gaupc_GA_Scan_copy64(int g_a, int g_b, int g_sbit, int64_t lo, int64_t hi)
{
    gaupc_GA_Scan_copy(g_a, g_b, g_sbit, one_int("lo", lo), one_int("hi", hi));
}

void gaupc_GA_Pack64(int g_src, int g_dst, int g_mask, int64_t lo, int64_t hi, int64_t *icount)
{
    int c;
    gaupc_GA_Pack(g_src, g_dst, g_mask, one_int("lo", lo), one_int("hi", hi), &c);
    *icount = c;
}

void gaupc_GA_Unpack64(int g_src, int g_dst, int g_mask, int64_t lo, int64_t hi, int64_t *icount)
{
    int c;
    gaupc_GA_Unpack(g_src, g_dst, g_mask, one_int("lo", lo), one_int("hi", hi), &c);
    *icount = c;
}

void gaupc_GA_Patch_enum64(int g_a, int64_t lo, int64_t hi, void *start, void *inc)
{
    gaupc_GA_Patch_enum(g_a, one_int("lo", lo), one_int("hi", hi), start, inc);
}

/* map: 2 * ndim bounds per process, as NGA_Locate_region's */
int gaupc_NGA_Locate_region64(int g_a, int64_t lo[], int64_t hi[], int64_t map[], int procs[])
{
    PATCH64(g_a, lo, hi);
    int np = gaupc_NGA_Locate_nnodes(g_a, l_, h_);
    int *m = malloc((size_t)(np > 0 ? np : 1) * 2 * n_ * sizeof *m);
    int r = gaupc_NGA_Locate_region(g_a, l_, h_, m, procs);
    for (long i = 0; i < (long)r * 2 * n_; i++)
        map[i] = m[i];
    free(m);
    return r;
}

void gaupc_GA_Sgemm64(char ta, char tb, int64_t m, int64_t n, int64_t k, float alpha, int g_a, int g_b, float beta,
                      int g_c)
{
    gaupc_GA_Sgemm(ta, tb, one_int("m", m), one_int("n", n), one_int("k", k), alpha, g_a, g_b, beta, g_c);
}

void gaupc_GA_Zgemm64(char ta, char tb, int64_t m, int64_t n, int64_t k, DoubleComplex alpha, int g_a, int g_b,
                      DoubleComplex beta, int g_c)
{
    gaupc_GA_Zgemm(ta, tb, one_int("m", m), one_int("n", n), one_int("k", k), alpha, g_a, g_b, beta, g_c);
}

void gaupc_GA_Set_block_cyclic_proc_grid64(int g_a, int64_t block[], int64_t proc_grid[])
{
    int n = ndim_of(g_a), b[GA_MAX_DIM], p[GA_MAX_DIM];
    to_int("block", n, block, b);
    to_int("proc_grid", n, proc_grid, p);
    gaupc_GA_Set_block_cyclic_proc_grid(g_a, b, p);
}

void gaupc_GA_Set_block_cyclic64(int g_a, int64_t dims[])
{
    int b[GA_MAX_DIM];
    to_int("dims", ndim_of(g_a), dims, b);
    gaupc_GA_Set_block_cyclic(g_a, b);
}

void gaupc_NGA_Access_block64(int g_a, int64_t idx, void *ptr, int64_t ld[])
{
    long l[GA_MAX_DIM];
    gaupc_access_block(g_a, (long)idx, ptr, l);
    for (int i = 0; i < ndim_of(g_a) - 1; i++)
        ld[i] = l[i];
}

void gaupc_NGA_Access_block_grid64(int g_a, int64_t index[], void *ptr, int64_t ld[])
{
    long x[GA_MAX_DIM], l[GA_MAX_DIM];
    int n = ndim_of(g_a);
    for (int i = 0; i < n; i++)
        x[i] = (long)index[i];
    gaupc_access_block_grid(g_a, x, ptr, l);
    for (int i = 0; i < n - 1; i++)
        ld[i] = l[i];
}

void gaupc_NGA_Access_block_segment64(int g_a, int proc, void *ptr, int64_t *len)
{
    long n;
    gaupc_access_block_segment(g_a, proc, ptr, &n);
    *len = n;
}

void gaupc_GA_Set_tiled_irreg_proc_grid64(int g_a, int64_t mapc[], int64_t nblocks[], int64_t proc_grid[])
{
    int n = ndim_of(g_a), b[GA_MAX_DIM], p[GA_MAX_DIM], total = 0;
    to_int("nblocks", n, nblocks, b);
    to_int("proc_grid", n, proc_grid, p);
    for (int i = 0; i < n; i++)
        total += b[i];
    int *m = malloc((total ? total : 1) * sizeof *m);
    to_int("mapc", total, mapc, m);
    gaupc_GA_Set_tiled_irreg_proc_grid(g_a, m, b, p);
    free(m);
}

void gaupc_GA_Cgemm64(char ta, char tb, int64_t m, int64_t n, int64_t k, SingleComplex alpha, int g_a, int g_b,
                      SingleComplex beta, int g_c)
{
    gaupc_GA_Cgemm(ta, tb, one_int("m", m), one_int("n", n), one_int("k", k), alpha, g_a, g_b, beta, g_c);
}

void gaupc_GA_Matmul_patch64(char transa, char transb, void *alpha, void *beta, int g_a, int64_t ailo, int64_t aihi,
                             int64_t ajlo, int64_t ajhi, int g_b, int64_t bilo, int64_t bihi, int64_t bjlo,
                             int64_t bjhi, int g_c, int64_t cilo, int64_t cihi, int64_t cjlo, int64_t cjhi)
{
    gaupc_GA_Matmul_patch(transa, transb, alpha, beta, g_a, one_int("ailo", ailo), one_int("aihi", aihi),
                          one_int("ajlo", ajlo), one_int("ajhi", ajhi), g_b, one_int("bilo", bilo),
                          one_int("bihi", bihi), one_int("bjlo", bjlo), one_int("bjhi", bjhi), g_c,
                          one_int("cilo", cilo), one_int("cihi", cihi), one_int("cjlo", cjlo), one_int("cjhi", cjhi));
}

#define DOT_PATCH64(NAME, T)                                                                                      \
    T gaupc_##NAME##64(int g_a, char t_a, int64_t alo[], int64_t ahi[], int g_b, char t_b, int64_t blo[],         \
                       int64_t bhi[])                                                                             \
    {                                                                                                             \
        int na = ndim_of(g_a), nb = ndim_of(g_b), al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM]; \
        to_int("alo", na, alo, al);                                                                               \
        to_int("ahi", na, ahi, ah);                                                                               \
        to_int("blo", nb, blo, bl);                                                                               \
        to_int("bhi", nb, bhi, bh);                                                                               \
        return gaupc_##NAME(g_a, t_a, al, ah, g_b, t_b, bl, bh);                                                  \
    }
DOT_PATCH64(NGA_Ddot_patch, double)
DOT_PATCH64(NGA_Idot_patch, int)
DOT_PATCH64(NGA_Ldot_patch, long)
DOT_PATCH64(NGA_Lldot_patch, long long)
DOT_PATCH64(NGA_Fdot_patch, float)
DOT_PATCH64(NGA_Zdot_patch, DoubleComplex)
DOT_PATCH64(NGA_Cdot_patch, SingleComplex)

void gaupc_GA_Abs_value_patch64(int g_a, int64_t lo[], int64_t hi[])
{
    PATCH64(g_a, lo, hi);
    gaupc_GA_Abs_value_patch(g_a, l_, h_);
}

void gaupc_GA_Recip_patch64(int g_a, int64_t lo[], int64_t hi[])
{
    PATCH64(g_a, lo, hi);
    gaupc_GA_Recip_patch(g_a, l_, h_);
}

void gaupc_NGA_Select_elem64(int g_a, char *op, void *val, int64_t *index)
{
    int n = ndim_of(g_a), sub[GA_MAX_DIM];
    gaupc_NGA_Select_elem(g_a, op, val, sub);
    for (int d = 0; d < n; d++)
        index[d] = sub[d];
}

/* n elements' subscripts, ndim after ndim, as ints */
static int *flat_to_int(int g_a, const int64_t *subs, int64_t n)
{
    int nd = ndim_of(g_a);
    if (n < 0 || n > INT_MAX / nd)
        gaupc_error((long)n, "invalid number of elements");
    int *s = malloc((n ? n * nd : 1) * sizeof *s);
    to_int("subsArray", (int)(n * nd), subs, s);
    return s;
}

void gaupc_NGA_Scatter_flat64(int g_a, void *v, int64_t subsArray[], int64_t n)
{
    int *s = flat_to_int(g_a, subsArray, n);
    gaupc_NGA_Scatter_flat(g_a, v, s, (int)n);
    free(s);
}

void gaupc_NGA_Scatter_acc_flat64(int g_a, void *v, int64_t subsArray[], int64_t n, void *alpha)
{
    int *s = flat_to_int(g_a, subsArray, n);
    gaupc_NGA_Scatter_acc_flat(g_a, v, s, (int)n, alpha);
    free(s);
}

void gaupc_NGA_Gather_flat64(int g_a, void *v, int64_t subsArray[], int64_t n)
{
    int *s = flat_to_int(g_a, subsArray, n);
    gaupc_NGA_Gather_flat(g_a, v, s, (int)n);
    free(s);
}

#define STRIDED64(g_a, lo, hi, skip, ld)                                                                          \
    PATCH64(g_a, lo, hi);                                                                                         \
    LD64(ld);                                                                                                     \
    int s_[GA_MAX_DIM];                                                                                           \
    to_int("skip", n_, skip, s_)

void gaupc_NGA_Strided_get64(int g_a, int64_t lo[], int64_t hi[], int64_t skip[], void *buf, int64_t ld[])
{
    STRIDED64(g_a, lo, hi, skip, ld);
    gaupc_NGA_Strided_get(g_a, l_, h_, s_, buf, d_);
}

void gaupc_NGA_Strided_put64(int g_a, int64_t lo[], int64_t hi[], int64_t skip[], void *buf, int64_t ld[])
{
    STRIDED64(g_a, lo, hi, skip, ld);
    gaupc_NGA_Strided_put(g_a, l_, h_, s_, buf, d_);
}

void gaupc_NGA_Strided_acc64(int g_a, int64_t lo[], int64_t hi[], int64_t skip[], void *buf, int64_t ld[],
                             void *alpha)
{
    STRIDED64(g_a, lo, hi, skip, ld);
    gaupc_NGA_Strided_acc(g_a, l_, h_, s_, buf, d_, alpha);
}

void gaupc_GA_Set_tiled_proc_grid64(int g_a, int64_t block[], int64_t proc_grid[])
{
    int n = ndim_of(g_a), b[GA_MAX_DIM], p[GA_MAX_DIM];
    to_int("block", n, block, b);
    to_int("proc_grid", n, proc_grid, p);
    gaupc_GA_Set_tiled_proc_grid(g_a, b, p);
}

void gaupc_GA_Median_patch64(int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[], int g_c,
                             int64_t clo[], int64_t chi[], int g_m, int64_t mlo[], int64_t mhi[])
{
    int al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM], cl[GA_MAX_DIM], ch[GA_MAX_DIM],
        ml[GA_MAX_DIM], mh[GA_MAX_DIM];
    to_int("alo", ndim_of(g_a), alo, al);
    to_int("ahi", ndim_of(g_a), ahi, ah);
    to_int("blo", ndim_of(g_b), blo, bl);
    to_int("bhi", ndim_of(g_b), bhi, bh);
    to_int("clo", ndim_of(g_c), clo, cl);
    to_int("chi", ndim_of(g_c), chi, ch);
    to_int("mlo", ndim_of(g_m), mlo, ml);
    to_int("mhi", ndim_of(g_m), mhi, mh);
    gaupc_GA_Median_patch(g_a, al, ah, g_b, bl, bh, g_c, cl, ch, g_m, ml, mh);
}

void gaupc_GA_Step_max_patch64(int g_a, int64_t alo[], int64_t ahi[], int g_b, int64_t blo[], int64_t bhi[],
                               void *step)
{
    int al[GA_MAX_DIM], ah[GA_MAX_DIM], bl[GA_MAX_DIM], bh[GA_MAX_DIM];
    to_int("alo", ndim_of(g_a), alo, al);
    to_int("ahi", ndim_of(g_a), ahi, ah);
    to_int("blo", ndim_of(g_b), blo, bl);
    to_int("bhi", ndim_of(g_b), bhi, bh);
    gaupc_GA_Step_max_patch(g_a, al, ah, g_b, bl, bh, step);
}

void gaupc_GA_Step_bound_info_patch64(int g_xx, int64_t xxlo[], int64_t xxhi[], int g_vv, int64_t vvlo[],
                                      int64_t vvhi[], int g_xxll, int64_t xxlllo[], int64_t xxllhi[], int g_xxuu,
                                      int64_t xxuulo[], int64_t xxuuhi[], void *boundmin, void *wolfemin,
                                      void *boundmax)
{
    int xl[GA_MAX_DIM], xh[GA_MAX_DIM], vl[GA_MAX_DIM], vh[GA_MAX_DIM], ll[GA_MAX_DIM], lh[GA_MAX_DIM],
        ul[GA_MAX_DIM], uh[GA_MAX_DIM];
    to_int("xxlo", ndim_of(g_xx), xxlo, xl);
    to_int("xxhi", ndim_of(g_xx), xxhi, xh);
    to_int("vvlo", ndim_of(g_vv), vvlo, vl);
    to_int("vvhi", ndim_of(g_vv), vvhi, vh);
    to_int("xxlllo", ndim_of(g_xxll), xxlllo, ll);
    to_int("xxllhi", ndim_of(g_xxll), xxllhi, lh);
    to_int("xxuulo", ndim_of(g_xxuu), xxuulo, ul);
    to_int("xxuuhi", ndim_of(g_xxuu), xxuuhi, uh);
    gaupc_GA_Step_bound_info_patch(g_xx, xl, xh, g_vv, vl, vh, g_xxll, ll, lh, g_xxuu, ul, uh, boundmin, wolfemin,
                                   boundmax);
}

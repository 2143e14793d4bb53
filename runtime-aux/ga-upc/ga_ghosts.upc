/* ga_ghosts.upc - GA-on-UPC: ghost cells and periodic transfers.

   An array with ghost cells keeps, around each process's block, width[d] more elements on
   each side of every dimension: its storage is the block padded, row-major
   (gaupc_block_strides), so NGA_Access gives GA's leading dimensions of the padded block
   and NGA_Access_ghosts the padded block itself. Transfers and collectives only ever touch
   the interior. GA_Update_ghosts fills every ghost cell, corners included, with the value of
   the element it stands for, indices wrapped around the array's ends (periodic boundaries):
   each process fetches its own ghost regions with periodic gets between two barriers of the
   array's group. The periodic transfers (NGA_Periodic_get/put/acc) cut a patch whose bounds
   may lie outside the array into the boxes that fall inside it once wrapped, one ordinary
   transfer each. */
#include "ga_internal.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ periodic transfers */

static long wrap(long x, long n)
{
    long r = x % n;
    return r < 0 ? r + n : r;
}

/* The transfer of patch [lo, hi] (any bounds: indices are taken modulo the dimensions) to or
   from buf (leading dimensions ld): one gaupc_xfer per box of consecutive wrapped indices. */
static void periodic_xfer(gaupc_array *a, int op, const long *lo, const long *hi, char *buf, const long *ld,
                          const void *alpha, int nb_slot)
{
    int n = a->ndim;
    long stride[GA_MAX_DIM], pos[GA_MAX_DIM], seg[GA_MAX_DIM];
    stride[n - 1] = 1;
    for (int d = n - 2; d >= 0; d--)
        stride[d] = stride[d + 1] * ld[d];
    for (int d = 0; d < n; d++) {
        if (hi[d] < lo[d])
            return;
        pos[d] = lo[d];
    }
    for (;;) {
        long bl[GA_MAX_DIM], bh[GA_MAX_DIM], off = 0;
        for (int d = 0; d < n; d++) {
            bl[d] = wrap(pos[d], a->dims[d]);
            long room = a->dims[d] - bl[d], left = hi[d] - pos[d] + 1;
            seg[d] = room < left ? room : left;
            bh[d] = bl[d] + seg[d] - 1;
            off += (pos[d] - lo[d]) * stride[d];
        }
        gaupc_xfer(a, op, bl, bh, buf + off * a->esize, ld, alpha, nb_slot);
        int d = n - 1;
        for (; d >= 0; d--) {
            pos[d] += seg[d];
            if (pos[d] <= hi[d])
                break;
            pos[d] = lo[d];
        }
        if (d < 0)
            return;
    }
}

static void periodic_args(gaupc_array *a, const long *lo, const long *hi)
{
    for (int d = 0; d < a->ndim; d++)
        if (hi[d] < lo[d]) {
            char r[256];
            gaupc_format_range(r, sizeof r, a->ndim, lo, hi);
            gaupc_error(0, "invalid patch %s of array %s", r, a->name);
        }
}

static void periodic_int(int op, int g_a, const int *lo, const int *hi, void *buf, const int *ld, void *alpha)
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    gaupc_c2l(a->ndim, lo, l);
    gaupc_c2l(a->ndim, hi, h);
    for (int d = 0; d + 1 < a->ndim; d++)
        ldl[d] = ld[d];
    periodic_args(a, l, h);
    if (op == GAUPC_ACC && !alpha)
        gaupc_error(0, "alpha is a null pointer");
    periodic_xfer(a, op, l, h, buf, ldl, alpha, -1);
}

static void periodic_64(int op, int g_a, const int64_t *lo, const int64_t *hi, void *buf, const int64_t *ld,
                        void *alpha)
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    for (int d = 0; d < a->ndim; d++) {
        l[d] = (long)lo[d];
        h[d] = (long)hi[d];
        if (d + 1 < a->ndim)
            ldl[d] = (long)ld[d];
    }
    periodic_args(a, l, h);
    if (op == GAUPC_ACC && !alpha)
        gaupc_error(0, "alpha is a null pointer");
    periodic_xfer(a, op, l, h, buf, ldl, alpha, -1);
}

void gaupc_NGA_Periodic_get(int g_a, int lo[], int hi[], void *buf, int ld[])
{
    periodic_int(GAUPC_GET, g_a, lo, hi, buf, ld, NULL);
}

void gaupc_NGA_Periodic_put(int g_a, int lo[], int hi[], void *buf, int ld[])
{
    periodic_int(GAUPC_PUT, g_a, lo, hi, buf, ld, NULL);
}

void gaupc_NGA_Periodic_acc(int g_a, int lo[], int hi[], void *buf, int ld[], void *alpha)
{
    periodic_int(GAUPC_ACC, g_a, lo, hi, buf, ld, alpha);
}

void gaupc_NGA_Periodic_get64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[])
{
    periodic_64(GAUPC_GET, g_a, lo, hi, buf, ld, NULL);
}

void gaupc_NGA_Periodic_put64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[])
{
    periodic_64(GAUPC_PUT, g_a, lo, hi, buf, ld, NULL);
}

void gaupc_NGA_Periodic_acc64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[], void *alpha)
{
    periodic_64(GAUPC_ACC, g_a, lo, hi, buf, ld, alpha);
}

/* ------------------------------------------------------------------ creation */

static void set_ghosts(gaupc_array *a, const long *width)
{
    if (a->allocated)
        gaupc_error(0, "Cannot set ghost widths on array that has been allocated");
    if (a->ndim < 1)
        gaupc_error(0, "Dimensions must be set before array widths are specified");
    a->ghosts = 0;
    for (int d = 0; d < a->ndim; d++) {
        if (width[d] < 0)
            gaupc_error(width[d], "Cannot set ghost width to a negative value");
        a->width[d] = width[d];
        if (width[d] > 0)
            a->ghosts = 1;
    }
}

void gaupc_GA_Set_ghosts(int g_a, int width[])
{
    gaupc_array *a = gaupc_handle(g_a);
    long w[GA_MAX_DIM];
    if (a->ndim < 1)
        gaupc_error(0, "Dimensions must be set before array widths are specified");
    gaupc_c2l(a->ndim, width, w);
    set_ghosts(a, w);
}

void gaupc_GA_Set_ghosts64(int g_a, int64_t width[])
{
    gaupc_array *a = gaupc_handle(g_a);
    long w[GA_MAX_DIM];
    for (int d = 0; d < a->ndim; d++)
        w[d] = (long)width[d];
    set_ghosts(a, w);
}

void gaupc_GA_Set_ghost_corner_flag(int g_a, int flag)
{
    gaupc_arr(g_a)->corner_flag = flag != 0;
}

int gaupc_GA_Has_ghosts(int g_a)
{
    return gaupc_arr(g_a)->ghosts;
}

/* NGA_Create and NGA_Create_irreg with ghost widths and (the _config forms) a process group:
   grp -2 means the default group. nblock NULL: the default distribution (chunk, if any). */
static int create(int type, int ndim, const long *dims, const long *width, const char *name, const long *chunk,
                  const long *nblock, const long *map, int grp)
{
    gaupc_check_init();
    if (ndim < 1 || ndim > GA_MAX_DIM)
        gaupc_error(ndim, "invalid number of dimensions %d (1 to %d)", ndim, GA_MAX_DIM);
    int64_t d64[GA_MAX_DIM], c64[GA_MAX_DIM], b64[GA_MAX_DIM];
    long nmap = 0;
    for (int d = 0; d < ndim; d++) {
        d64[d] = dims[d];
        c64[d] = chunk ? chunk[d] : 0;
        b64[d] = nblock ? nblock[d] : 0;
        nmap += nblock ? nblock[d] : 0;
    }
    int g = gaupc_GA_Create_handle();
    if (grp != -2)
        gaupc_GA_Set_pgroup(g, grp);
    gaupc_GA_Set_data64(g, ndim, d64, type);
    gaupc_GA_Set_array_name(g, (char *)(name ? name : ""));
    if (width)
        set_ghosts(gaupc_handle(g), width);
    if (nblock) {
        int64_t *m64 = malloc((nmap ? nmap : 1) * sizeof *m64);
        for (long k = 0; k < nmap; k++)
            m64[k] = map[k];
        gaupc_GA_Set_irreg_distr64(g, m64, b64);
        free(m64);
    } else if (chunk) {
        gaupc_GA_Set_chunk64(g, c64);
    }
    gaupc_GA_Allocate(g);
    return g;
}

static long map_len(int ndim, const int *nblock)
{
    long n = 0;
    for (int d = 0; d < ndim; d++)
        n += nblock[d];
    return n;
}

static long *ints_to_longs(long n, const int *v, long *out)
{
    if (!v)
        return NULL;
    for (long i = 0; i < n; i++)
        out[i] = v[i];
    return out;
}

static long *longs64(long n, const int64_t *v, long *out)
{
    if (!v)
        return NULL;
    for (long i = 0; i < n; i++)
        out[i] = (long)v[i];
    return out;
}

static int create_int(int type, int ndim, const int *dims, const int *width, const char *name, const int *chunk,
                      const int *nblock, const int *map, int grp)
{
    long d[GA_MAX_DIM], w[GA_MAX_DIM], c[GA_MAX_DIM], b[GA_MAX_DIM];
    int n = ndim < 1 || ndim > GA_MAX_DIM ? 0 : ndim;
    long nm = nblock ? map_len(n, nblock) : 0;
    long *m = malloc((nm ? nm : 1) * sizeof *m);
    int g = create(type, ndim, ints_to_longs(n, dims, d), ints_to_longs(n, width, w), name,
                   ints_to_longs(n, chunk, c), ints_to_longs(n, nblock, b), nblock ? ints_to_longs(nm, map, m) : NULL,
                   grp);
    free(m);
    return g;
}

static int create_64(int type, int ndim, const int64_t *dims, const int64_t *width, const char *name,
                     const int64_t *chunk, const int64_t *nblock, const int64_t *map, int grp)
{
    long d[GA_MAX_DIM], w[GA_MAX_DIM], c[GA_MAX_DIM], b[GA_MAX_DIM];
    int n = ndim < 1 || ndim > GA_MAX_DIM ? 0 : ndim;
    long nm = 0;
    for (int k = 0; nblock && k < n; k++)
        nm += (long)nblock[k];
    long *m = malloc((nm ? nm : 1) * sizeof *m);
    int g = create(type, ndim, longs64(n, dims, d), longs64(n, width, w), name, longs64(n, chunk, c),
                   longs64(n, nblock, b), nblock ? longs64(nm, map, m) : NULL, grp);
    free(m);
    return g;
}

int gaupc_NGA_Create_ghosts(int type, int ndim, int dims[], int width[], char *name, int chunk[])
{
    return create_int(type, ndim, dims, width, name, chunk, NULL, NULL, -2);
}

int gaupc_NGA_Create_ghosts_config(int type, int ndim, int dims[], int width[], char *name, int chunk[],
                                   int p_handle)
{
    return create_int(type, ndim, dims, width, name, chunk, NULL, NULL, p_handle);
}

int gaupc_NGA_Create_ghosts_irreg(int type, int ndim, int dims[], int width[], char *name, int nblock[], int map[])
{
    return create_int(type, ndim, dims, width, name, NULL, nblock, map, -2);
}

int gaupc_NGA_Create_ghosts_irreg_config(int type, int ndim, int dims[], int width[], char *name, int nblock[],
                                         int map[], int p_handle)
{
    return create_int(type, ndim, dims, width, name, NULL, nblock, map, p_handle);
}

int gaupc_NGA_Create_config(int type, int ndim, int dims[], char *name, int chunk[], int p_handle)
{
    return create_int(type, ndim, dims, NULL, name, chunk, NULL, NULL, p_handle);
}

int gaupc_NGA_Create_irreg_config(int type, int ndim, int dims[], char *name, int nblock[], int map[], int p_handle)
{
    return create_int(type, ndim, dims, NULL, name, NULL, nblock, map, p_handle);
}

int gaupc_NGA_Create_ghosts64(int type, int ndim, int64_t dims[], int64_t width[], char *name, int64_t chunk[])
{
    return create_64(type, ndim, dims, width, name, chunk, NULL, NULL, -2);
}

int gaupc_NGA_Create_ghosts_config64(int type, int ndim, int64_t dims[], int64_t width[], char *name,
                                     int64_t chunk[], int p_handle)
{
    return create_64(type, ndim, dims, width, name, chunk, NULL, NULL, p_handle);
}

int gaupc_NGA_Create_ghosts_irreg64(int type, int ndim, int64_t dims[], int64_t width[], char *name,
                                    int64_t nblock[], int64_t map[])
{
    return create_64(type, ndim, dims, width, name, NULL, nblock, map, -2);
}

int gaupc_NGA_Create_ghosts_irreg_config64(int type, int ndim, int64_t dims[], int64_t width[], char *name,
                                           int64_t nblock[], int64_t map[], int p_handle)
{
    return create_64(type, ndim, dims, width, name, NULL, nblock, map, p_handle);
}

int gaupc_NGA_Create_config64(int type, int ndim, int64_t dims[], char *name, int64_t chunk[], int p_handle)
{
    return create_64(type, ndim, dims, NULL, name, chunk, NULL, NULL, p_handle);
}

int gaupc_NGA_Create_irreg_config64(int type, int ndim, int64_t dims[], char *name, int64_t nblock[],
                                    int64_t map[], int p_handle)
{
    return create_64(type, ndim, dims, NULL, name, NULL, nblock, map, p_handle);
}

/* ------------------------------------------------------------------ this process's padded block */

/* This process's block [lo, hi], the storage of its padded block and its strides; 0 when it
   holds no data. */
static int my_padded(gaupc_array *a, long *lo, long *hi, char **base, long *stride)
{
    if (gaupc_my_nblocks(a) < 1)
        return 0;
    *base = gaupc_my_block_addr(a, 0, lo, hi);
    gaupc_block_strides(a, lo, hi, stride);
    return 1;
}

static gaupc_array *ghost_array(int g_a)
{
    gaupc_array *a = gaupc_arr(g_a);
    if (a->distr != GAUPC_REGULAR)
        gaupc_error(g_a, "array %s has a block-cyclic distribution: no ghost cells", a->name);
    return a;
}

/* The ghost region of one side: for every dimension, side[d] -1 the low ghost cells, +1 the
   high ones, 0 the block's own range, 2 the block's range with both ghost sides (corners).
   Fetches it periodically into the padded block (nb_slot >= 0: non-blocking). */
static void fetch_region(gaupc_array *a, const long *lo, const long *hi, char *base, const long *stride,
                         const int *side, int nb_slot)
{
    int n = a->ndim;
    long rl[GA_MAX_DIM], rh[GA_MAX_DIM], ld[GA_MAX_DIM], off = 0;
    for (int d = 0; d < n; d++) {
        long w = a->width[d];
        switch (side[d]) {
        case -1:
            rl[d] = lo[d] - w, rh[d] = lo[d] - 1;
            break;
        case 1:
            rl[d] = hi[d] + 1, rh[d] = hi[d] + w;
            break;
        case 2:
            rl[d] = lo[d] - w, rh[d] = hi[d] + w;
            break;
        default:
            rl[d] = lo[d], rh[d] = hi[d];
        }
        if (rh[d] < rl[d])
            return; /* no ghost cells that way */
        off += (rl[d] - lo[d] + w) * stride[d];
    }
    for (int d = 0; d + 1 < n; d++)
        ld[d] = stride[d] / stride[d + 1];
    periodic_xfer(a, GAUPC_GET, rl, rh, base + off * a->esize, ld, NULL, nb_slot);
}

/* Every ghost region, corners included (3^n - 1 of them). */
static void fetch_all(gaupc_array *a, int nb_slot)
{
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM], stride[GA_MAX_DIM];
    char *base;
    if (!a->ghosts || !my_padded(a, lo, hi, &base, stride))
        return;
    int n = a->ndim, side[GA_MAX_DIM];
    long total = 1;
    for (int d = 0; d < n; d++)
        total *= 3;
    for (long k = 0; k < total; k++) {
        long x = k;
        int interior = 1;
        for (int d = n - 1; d >= 0; d--) {
            side[d] = (int)(x % 3) - 1;
            x /= 3;
            if (side[d])
                interior = 0;
        }
        if (!interior)
            fetch_region(a, lo, hi, base, stride, side, nb_slot);
    }
}

void gaupc_GA_Update_ghosts(int g_a)
{
    gaupc_array *a = ghost_array(g_a);
    gaupc_array_sync(a);
    fetch_all(a, -1);
    gaupc_array_sync(a);
}

/* Collective: the array's group synchronises first; the fetches complete at NGA_NbWait (the
   program synchronises before it writes the array again). */
void gaupc_NGA_Update_ghosts_nb(int g_a, ga_nbhdl_t *nbhandle)
{
    gaupc_array *a = ghost_array(g_a);
    gaupc_array_sync(a);
    int slot = gaupc_nb_new();
    *nbhandle = slot + 1;
    fetch_all(a, slot);
}

/* One side of one dimension; with flag, the side's corners too. GA 5.8's C interface numbers
   the dimensions in Fortran's order from 0: `dimension` d is the C dimension ndim - 1 - d
   (0 is the last, fastest one). */
int gaupc_NGA_Update_ghost_dir(int g_a, int dimension, int idir, int flag)
{
    gaupc_array *a = ghost_array(g_a);
    if (dimension < 0 || dimension >= a->ndim)
        gaupc_error(dimension, "invalid dimension %d of a %d-dimensional array", dimension, a->ndim);
    if (idir != 1 && idir != -1)
        gaupc_error(idir, "invalid direction %d (1 or -1)", idir);
    gaupc_array_sync(a);
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM], stride[GA_MAX_DIM];
    char *base;
    if (a->ghosts && my_padded(a, lo, hi, &base, stride)) {
        int side[GA_MAX_DIM];
        for (int d = 0; d < a->ndim; d++)
            side[d] = d == a->ndim - 1 - dimension ? idir : flag ? 2 : 0;
        fetch_region(a, lo, hi, base, stride, side, -1);
    }
    gaupc_array_sync(a);
    return 1;
}

/* The ghost region given by mask (-1, 0, +1 per dimension), fetched non-blocking. As in GA
   5.8's C interface, the mask's entries are in Fortran's order (entry k is the C dimension
   ndim - 1 - k) and give the direction the data move: -1 fills the ghost cells on the high
   side (from the next block), +1 those on the low side. */
static void nbget_dir(int g_a, const long *mask, ga_nbhdl_t *handle)
{
    gaupc_array *a = ghost_array(g_a);
    int slot = gaupc_nb_new();
    *handle = slot + 1;
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM], stride[GA_MAX_DIM];
    char *base;
    int side[GA_MAX_DIM], any = 0;
    for (int d = 0; d < a->ndim; d++) {
        if (mask[d] < -1 || mask[d] > 1)
            gaupc_error(mask[d], "invalid mask entry %ld (-1, 0 or 1)", mask[d]);
        side[a->ndim - 1 - d] = -(int)mask[d];
        any |= mask[d] != 0;
    }
    if (any && a->ghosts && my_padded(a, lo, hi, &base, stride))
        fetch_region(a, lo, hi, base, stride, side, slot);
}

void gaupc_NGA_NbGet_ghost_dir(int g_a, int mask[], ga_nbhdl_t *handle)
{
    long m[GA_MAX_DIM];
    gaupc_c2l(gaupc_arr(g_a)->ndim, mask, m);
    nbget_dir(g_a, m, handle);
}

void gaupc_NGA_NbGet_ghost_dir64(int g_a, int64_t mask[], ga_nbhdl_t *handle)
{
    long m[GA_MAX_DIM];
    gaupc_array *a = gaupc_arr(g_a);
    for (int d = 0; d < a->ndim; d++)
        m[d] = (long)mask[d];
    nbget_dir(g_a, m, handle);
}

/* ------------------------------------------------------------------ direct access */

/* The padded block: its first element (the first ghost cell), extents and leading dimensions. */
static char *access_ghosts(int g_a, long *dims, long *ld)
{
    gaupc_array *a = ghost_array(g_a);
    long lo[GA_MAX_DIM], hi[GA_MAX_DIM], stride[GA_MAX_DIM];
    char *base;
    if (!my_padded(a, lo, hi, &base, stride))
        gaupc_error(g_a, "process %d holds no data of array %s", a->me, a->name);
    for (int d = 0; d < a->ndim; d++) {
        dims[d] = hi[d] - lo[d] + 1 + 2 * a->width[d];
        if (d + 1 < a->ndim)
            ld[d] = stride[d] / stride[d + 1];
    }
    return base;
}

void gaupc_NGA_Access_ghosts(int g_a, int dims[], void *ptr, int ld[])
{
    long d[GA_MAX_DIM], l[GA_MAX_DIM];
    *(void **)ptr = access_ghosts(g_a, d, l);
    int n = gaupc_arr(g_a)->ndim;
    gaupc_l2c(n, d, dims);
    gaupc_l2c(n - 1, l, ld);
}

void gaupc_NGA_Access_ghosts64(int g_a, int64_t dims[], void *ptr, int64_t ld[])
{
    long d[GA_MAX_DIM], l[GA_MAX_DIM];
    *(void **)ptr = access_ghosts(g_a, d, l);
    int n = gaupc_arr(g_a)->ndim;
    for (int k = 0; k < n; k++) {
        dims[k] = d[k];
        if (k + 1 < n)
            ld[k] = l[k];
    }
}

/* The element at subscript of the padded block (0 is its first ghost cell in every dimension). */
static char *ghost_element(int g_a, const long *sub, long *ld)
{
    long dims[GA_MAX_DIM];
    char *base = access_ghosts(g_a, dims, ld);
    gaupc_array *a = gaupc_arr(g_a);
    long off = 0;
    for (int d = 0; d < a->ndim; d++) {
        if (sub[d] < 0 || sub[d] >= dims[d])
            gaupc_error(sub[d], "subscript %ld of dimension %d is outside the local block with its ghost cells", sub[d],
                        d);
        off = off * dims[d] + sub[d];
    }
    return base + off * a->esize;
}

void gaupc_NGA_Access_ghost_element(int g_a, void *ptr, int subscript[], int ld[])
{
    long s[GA_MAX_DIM], l[GA_MAX_DIM];
    int n = gaupc_arr(g_a)->ndim;
    gaupc_c2l(n, subscript, s);
    *(void **)ptr = ghost_element(g_a, s, l);
    gaupc_l2c(n - 1, l, ld);
}

void gaupc_NGA_Access_ghost_element64(int g_a, void *ptr, int64_t subscript[], int64_t ld[])
{
    long s[GA_MAX_DIM], l[GA_MAX_DIM];
    int n = gaupc_arr(g_a)->ndim;
    for (int d = 0; d < n; d++)
        s[d] = (long)subscript[d];
    *(void **)ptr = ghost_element(g_a, s, l);
    for (int d = 0; d + 1 < n; d++)
        ld[d] = l[d];
}

/* Access needs no copy back: releases only check the handle. */
void gaupc_NGA_Release_ghosts(int g_a)
{
    gaupc_arr(g_a);
}

void gaupc_NGA_Release_update_ghosts(int g_a)
{
    gaupc_arr(g_a);
}

void gaupc_NGA_Release_ghost_element(int g_a, int index[])
{
    (void)index;
    gaupc_arr(g_a);
}

void gaupc_NGA_Release_update_ghost_element(int g_a, int index[])
{
    (void)index;
    gaupc_arr(g_a);
}

void gaupc_NGA_Release_ghost_element64(int g_a, int64_t index[])
{
    (void)index;
    gaupc_arr(g_a);
}

void gaupc_NGA_Release_update_ghost_element64(int g_a, int64_t index[])
{
    (void)index;
    gaupc_arr(g_a);
}

/* A patch of this process's padded block (ghost cells included) when it lies inside it,
   otherwise a periodic get of the patch. */
static void get_ghost_block(int g_a, const long *lo, const long *hi, void *buf, const long *ld)
{
    gaupc_array *a = ghost_array(g_a);
    long blo[GA_MAX_DIM], bhi[GA_MAX_DIM], stride[GA_MAX_DIM];
    char *base;
    periodic_args(a, lo, hi);
    int inside = a->ghosts && my_padded(a, blo, bhi, &base, stride);
    for (int d = 0; inside && d < a->ndim; d++)
        inside = lo[d] >= blo[d] - a->width[d] && hi[d] <= bhi[d] + a->width[d];
    if (!inside) {
        periodic_xfer(a, GAUPC_GET, lo, hi, buf, ld, NULL, -1);
        return;
    }
    int n = a->ndim;
    long row = hi[n - 1] - lo[n - 1] + 1, rows = gaupc_nelems(n, lo, hi) / row, idx[GA_MAX_DIM];
    long ustride[GA_MAX_DIM];
    ustride[n - 1] = 1;
    for (int d = n - 2; d >= 0; d--)
        ustride[d] = ustride[d + 1] * ld[d];
    for (int d = 0; d < n; d++)
        idx[d] = 0;
    for (long r = 0; r < rows; r++) {
        long off = 0, uoff = 0;
        for (int d = 0; d < n; d++) {
            long i = lo[d] + (d < n - 1 ? idx[d] : 0);
            off += (i - blo[d] + a->width[d]) * stride[d];
            uoff += (i - lo[d]) * ustride[d];
        }
        memcpy((char *)buf + uoff * a->esize, base + off * a->esize, (size_t)row * a->esize);
        for (int d = n - 2; d >= 0; d--) {
            if (++idx[d] <= hi[d] - lo[d])
                break;
            idx[d] = 0;
        }
    }
}

void gaupc_NGA_Get_ghost_block(int g_a, int lo[], int hi[], void *buf, int ld[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    gaupc_c2l(a->ndim, lo, l);
    gaupc_c2l(a->ndim, hi, h);
    for (int d = 0; d + 1 < a->ndim; d++)
        ldl[d] = ld[d];
    get_ghost_block(g_a, l, h, buf, ldl);
}

void gaupc_NGA_Get_ghost_block64(int g_a, int64_t lo[], int64_t hi[], void *buf, int64_t ld[])
{
    gaupc_array *a = gaupc_arr(g_a);
    long l[GA_MAX_DIM], h[GA_MAX_DIM], ldl[GA_MAX_DIM];
    for (int d = 0; d < a->ndim; d++) {
        l[d] = (long)lo[d];
        h[d] = (long)hi[d];
        if (d + 1 < a->ndim)
            ldl[d] = (long)ld[d];
    }
    get_ghost_block(g_a, l, h, buf, ldl);
}

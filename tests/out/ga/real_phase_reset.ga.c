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
#line 1 "tests/in/real/phase_reset.upc"
/* Conversions between pointers-to-shared of one block size (UPC 1.3 6.4.3): to a type of
   another size, or to or from an incomplete type, the result has phase 0; to and from
   `shared void *` and between types of one size the phase stays; a pointer to a row of a
   shared array converted to a pointer to its elements keeps the row's phase. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 8 "tests/in/real/phase_reset.upc"
struct never_defined;
/* `shared [3] short halves[3 * THREADS]`: a GA array (one row per thread); this thread's part is halves_local. */
int g_halves;
short *halves_local;
/* `halves[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline short halves_set(long i, short v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_halves, t, pos, sizeof(short), 1);
    if (t == MYTHREAD)
        halves_local[pos] = v;
    else
        upcga_put_at(g_halves, t, pos, &v, sizeof v);
    return v;
}
/* `&halves[i]`: a pointer-to-shared. */
static inline upcga_ptr_t halves_ref(long i) {
    upcga_ptr_t p = { g_halves, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(short), i % 3 };
    return p;
}
/* `shared [3] int words[3 * THREADS]`: a GA array (one row per thread); this thread's part is words_local. */
int g_words;
int *words_local;
/* `words[i]`: read in place on its thread or node, else NGA_Get. */
static inline int words_get(long i) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_words, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return words_local[pos];
    upcga_get_at(g_words, t, pos, &v, sizeof v);
    return v;
}
/* `words[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int words_set(long i, int v) {
    int t = upcga_owner(i, 3);
    long pos = upcga_row_index(i, 3);
    UPCGA_CHECK_ELEMENT(g_words, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        words_local[pos] = v;
    else
        upcga_put_at(g_words, t, pos, &v, sizeof v);
    return v;
}
/* `&words[i]`: a pointer-to-shared. */
static inline upcga_ptr_t words_ref(long i) {
    upcga_ptr_t p = { g_words, upcga_owner(i, 3), upcga_row_index(i, 3) * (long)sizeof(int), i % 3 };
    return p;
}
/* `shared [6] int grid[2 * THREADS][4]`: a GA array (one row per thread); this thread's part is grid_local. */
int g_grid;
int *grid_local;
/* `grid[i0][i1]`: read in place on its thread or node, else NGA_Get. */
static inline int grid_get(long i0, long i1) {
    long i = i0 * 4 + i1;
    int t = upcga_owner(i, 6);
    long pos = upcga_row_index(i, 6);
    UPCGA_CHECK_ELEMENT(g_grid, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return grid_local[pos];
    upcga_get_at(g_grid, t, pos, &v, sizeof v);
    return v;
}
/* `grid[i0][i1]` = v: written in place on its thread or node, else NGA_Put. */
static inline int grid_set(long i0, long i1, int v) {
    long i = i0 * 4 + i1;
    int t = upcga_owner(i, 6);
    long pos = upcga_row_index(i, 6);
    UPCGA_CHECK_ELEMENT(g_grid, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        grid_local[pos] = v;
    else
        upcga_put_at(g_grid, t, pos, &v, sizeof v);
    return v;
}
/* `&grid[i0][i1]`: a pointer-to-shared. */
static inline upcga_ptr_t grid_ref(long i0, long i1) {
    long i = i0 * 4 + i1;
    upcga_ptr_t p = { g_grid, upcga_owner(i, 6), upcga_row_index(i, 6) * (long)sizeof(int), i % 6 };
    return p;
}
/* `shared [3] int *shared published[THREADS]`: a GA array (one row per thread); this thread's part is published_local. */
int g_published;
upcga_ptr_t *published_local;
/* `published[i]`: read in place on its thread or node, else NGA_Get. */
static inline upcga_ptr_t published_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_published, t, pos, sizeof(upcga_ptr_t), 0);
    upcga_ptr_t v;
    if (t == MYTHREAD)
        return published_local[pos];
    upcga_get_at(g_published, t, pos, &v, sizeof v);
    return v;
}
/* `published[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline upcga_ptr_t published_set(long i, upcga_ptr_t v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_published, t, pos, sizeof(upcga_ptr_t), 1);
    if (t == MYTHREAD)
        published_local[pos] = v;
    else
        upcga_put_at(g_published, t, pos, &v, sizeof v);
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
#line 16 "tests/in/real/phase_reset.upc"
static int bad;

static void expect(const char *what, size_t got, size_t want) {

    if (got != want) {
        bad++;
        printf("thread %d: %s: phase %d, expected %d\n", MYTHREAD, what, (int)got, (int)want);
    }
}

static size_t phase_of_argument(upcga_ptr_t p) {

    return upcga_phaseof(p);
}

static upcga_ptr_t as_words(upcga_ptr_t p) {

    return upcga_resetphase(p);
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int base = 3 * MYTHREAD, k;
    for (k = 0; k < 3; k++) {
        halves_set(base + k, (short)(10 * MYTHREAD + k));
        words_set(base + k, 0x01020300 + 16 * MYTHREAD + k);
    }
    {
#line 43 "tests/in/real/phase_reset.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 43 "tests/in/real/phase_reset.upc"
        for (k = 0; k < 8 * THREADS; k++) {
#line 43 "tests/in/real/phase_reset.upc"
            if (!upcga_nested1 && !(upcga_threadof(grid_ref(k / 4, k % 4)) == MYTHREAD))
                continue;
#line 44 "tests/in/real/phase_reset.upc"
            grid_set(k / 4, k % 4, 100 + k);
        }
#line 43 "tests/in/real/phase_reset.upc"
        upcga_forall_control = upcga_nested1;
    }
    upcga_barrier();

    upcga_ptr_t h = halves_ref(base + 2);
    expect("short element", upcga_phaseof(h), 2);

    /* another element size: phase 0, same thread and address */
    upcga_ptr_t w = upcga_resetphase(h);
    expect("short to int", upcga_phaseof(w), 0);
    if (upcga_threadof(w) != (size_t)MYTHREAD || upcga_addrfield(w) != upcga_addrfield(h))
        bad++, printf("thread %d: short to int moved\n", MYTHREAD);
    expect("returned", upcga_phaseof(as_words(h)), 0);
    expect("argument", phase_of_argument(upcga_resetphase(h)), 0);
    published_set(MYTHREAD, upcga_resetphase(h));
    expect("stored in a shared array", upcga_phaseof(published_get(MYTHREAD)), 0);
    upcga_ptr_t kept[2];
    kept[1] = upcga_resetphase(h);
    expect("stored in a private array", upcga_phaseof(kept[1]), 0);

    /* a walk from phase 0: the next two bytes of words[base + 1] stay on this thread */
    upcga_ptr_t c = upcga_resetphase(words_ref(base + 1));
    expect("int to char", upcga_phaseof(c), 0);
    if (upcga_threadof(upcga_add(c, sizeof(char), 2, 3)) != (size_t)MYTHREAD)
        bad++, printf("thread %d: c + 2 on thread %d\n", MYTHREAD, (int)upcga_threadof(upcga_add(c, sizeof(char), 2, 3)));
    if (UPCGA_READ(char, upcga_add(c, sizeof(char), 0, 3)) != (char)(16 * MYTHREAD + 1) || UPCGA_READ(char, upcga_add(c, sizeof(char), 1, 3)) != 3 || UPCGA_READ(char, upcga_add(c, sizeof(char), 2, 3)) != 2)
        bad++, printf("thread %d: bytes %d %d %d\n", MYTHREAD, UPCGA_READ(char, upcga_add(c, sizeof(char), 0, 3)), UPCGA_READ(char, upcga_add(c, sizeof(char), 1, 3)), UPCGA_READ(char, upcga_add(c, sizeof(char), 2, 3)));

    /* to and from an incomplete type: phase 0 */
    upcga_ptr_t o = upcga_resetphase(words_ref(base + 1));
    expect("int to incomplete", upcga_phaseof(o), 0);
    upcga_ptr_t from_o = upcga_resetphase(o);
    expect("incomplete to int", upcga_phaseof(from_o), 0);
    if (UPCGA_READ(int, from_o) != 0x01020300 + 16 * MYTHREAD + 1)
        bad++, printf("thread %d: through the incomplete type %x\n", MYTHREAD, UPCGA_READ(int, from_o));

    /* the same size, and through shared void *: the phase stays */
    upcga_ptr_t u = words_ref(base + 2);
    expect("int to unsigned", upcga_phaseof(u), 2);
    if (UPCGA_READ(unsigned int, u) != 0x01020300u + 16 * MYTHREAD + 2)
        bad++, printf("thread %d: unsigned %x\n", MYTHREAD, UPCGA_READ(unsigned int, u));
    upcga_ptr_t v = words_ref(base + 1);
    expect("int to void", upcga_phaseof(v), 1);
    upcga_ptr_t from_v = v;
    expect("void to int", upcga_phaseof(from_v), 1);
    if (UPCGA_READ(int, from_v) != words_get(base + 1) || !upcga_eq(upcga_add(from_v, sizeof(int), 1, 3), words_ref(base + 2)))
        bad++, printf("thread %d: through void\n", MYTHREAD);

    /* a row of grid: row 2 * MYTHREAD + 1 starts at element 8 * MYTHREAD + 4 */
    upcga_ptr_t row = grid_ref(2 * MYTHREAD + 1, 0);
    expect("row to element", upcga_phaseof(row), (8 * MYTHREAD + 4) % 6);
    if (UPCGA_READ(int, row) != 100 + 8 * MYTHREAD + 4 || UPCGA_READ(int, upcga_add(row, sizeof(int), 3, 6)) != grid_get(2 * MYTHREAD + 1, 3))
        bad++, printf("thread %d: row %d\n", MYTHREAD, UPCGA_READ(int, row));

    errors_set(MYTHREAD, bad);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        {
#line 101 "tests/in/real/phase_reset.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo2 = (long)0;
            long upcga_gather_hi2 = (long)THREADS;
#line 101 "tests/in/real/phase_reset.upc"
            if (upcga_gather_lo2 >= 0 && upcga_gather_hi2 <= (long)THREADS && upcga_gather_hi2 - upcga_gather_lo2 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered3[16384 / sizeof(int)];
                if (upcga_gather_lo2 < upcga_gather_hi2) {
                    upcga_get_range(upcga_gathered3, upcga_add(errors_ref(0), sizeof(int), upcga_gather_lo2, 1), sizeof(int), 1, upcga_gather_hi2 - upcga_gather_lo2);
                }
#line 101 "tests/in/real/phase_reset.upc"
                for (k = 0; k < THREADS; k++)
                    total += upcga_gathered3[k - upcga_gather_lo2];
            } else
#line 101 "tests/in/real/phase_reset.upc"
                for (k = 0; k < THREADS; k++)
                    total += errors_get(k);
        }
#line 103 "tests/in/real/phase_reset.upc"
        printf("phase resets on %d threads: %d errors\n", THREADS, total);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_phase_reset(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_halves = NGA_Create_irreg(upcga_type(sizeof(short)), 2, dims, "halves", block, upcga_rows);
        halves_local = upcga_own_row(g_halves, sizeof(short));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(3 * THREADS, 3) }, block[2] = { THREADS, 1 };
        g_words = NGA_Create_irreg(C_INT, 2, dims, "words", block, upcga_rows);
        words_local = upcga_own_row(g_words, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(8 * THREADS, 6) }, block[2] = { THREADS, 1 };
        g_grid = NGA_Create_irreg(C_INT, 2, dims, "grid", block, upcga_rows);
        grid_local = upcga_own_row(g_grid, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_published = NGA_Create_irreg(upcga_type(sizeof(upcga_ptr_t)), 2, dims, "published", block, upcga_rows);
        published_local = upcga_own_row(g_published, sizeof(upcga_ptr_t));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errors = NGA_Create_irreg(C_INT, 2, dims, "errors", block, upcga_rows);
        errors_local = upcga_own_row(g_errors, sizeof(int));
    }
}
static void (*const upcga_create_phase_reset_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_phase_reset;

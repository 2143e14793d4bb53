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
#line 1 "samples/upc/mem_copy.upc"
/* mem_copy.upc - bulk transfers: upc_memput from private memory, upc_memcpy between threads, upc_memget into private memory, upc_memset, including partial blocks. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [32] int src[32 * THREADS]`: a GA array (one row per thread); this thread's part is src_local. */
int g_src;
int *src_local;
/* `&src[i]`: a pointer-to-shared. */
static inline upcga_ptr_t src_ref(long i) {
    upcga_ptr_t p = { g_src, upcga_owner(i, 32), upcga_row_index(i, 32) * (long)sizeof(int), i % 32 };
    return p;
}
/* `shared [32] int dst[32 * THREADS]`: a GA array (one row per thread); this thread's part is dst_local. */
int g_dst;
int *dst_local;
/* `&dst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dst_ref(long i) {
    upcga_ptr_t p = { g_dst, upcga_owner(i, 32), upcga_row_index(i, 32) * (long)sizeof(int), i % 32 };
    return p;
}
/* `shared [32] char text[32 * THREADS]`: a GA array (one row per thread); this thread's part is text_local. */
int g_text;
char *text_local;
/* `&text[i]`: a pointer-to-shared. */
static inline upcga_ptr_t text_ref(long i) {
    upcga_ptr_t p = { g_text, upcga_owner(i, 32), upcga_row_index(i, 32) * (long)sizeof(char), i % 32 };
    return p;
}
/* `shared [] int pool[32]`: a GA array (on thread 0); this thread's part is pool_local. */
int g_pool;
int *pool_local;
/* `pool[i]`: read in place on its thread or node, else NGA_Get. */
static inline int pool_get(long i) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_pool, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return pool_local[pos];
    upcga_get_at(g_pool, t, pos, &v, sizeof v);
    return v;
}
/* `&pool[i]`: a pointer-to-shared. */
static inline upcga_ptr_t pool_ref(long i) {
    upcga_ptr_t p = { g_pool, 0, i * (long)sizeof(int), 0 };
    return p;
}
/* `shared int errs[THREADS]`: a GA array (one row per thread); this thread's part is errs_local. */
int g_errs;
int *errs_local;
/* `errs[i]`: read in place on its thread or node, else NGA_Get. */
static inline int errs_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return errs_local[pos];
    upcga_get_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `errs[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int errs_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_errs, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        errs_local[pos] = v;
    else
        upcga_put_at(g_errs, t, pos, &v, sizeof v);
    return v;
}
/* `&errs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t errs_ref(long i) {
    upcga_ptr_t p = { g_errs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
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
#line 10 "samples/upc/mem_copy.upc"
/* on thread 0 */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, mine = 0;
    int right = (MYTHREAD + 1) % THREADS, left = (MYTHREAD + THREADS - 1) % THREADS;
    int local[32], back[32];
    char chars[32];

    for (i = 0; i < 32; i++)
        local[i] = MYTHREAD * 1000 + i;
    /* private -> my block */
#line 23 "samples/upc/mem_copy.upc"
    upcga_memput(src_ref(32 * MYTHREAD), local, sizeof local);
    /* fill my block of chars */
#line 24 "samples/upc/mem_copy.upc"
    upcga_memset(text_ref(32 * MYTHREAD), 'a' + MYTHREAD % 26, 32);
    if (MYTHREAD == 0)
        upcga_memset(pool_ref(0), 0, sizeof(int) * 32);
    upcga_barrier();

    /* shared -> shared: the right neighbour's block into mine, then a piece of it again */
    upcga_memcpy(dst_ref(32 * MYTHREAD), src_ref(32 * right), 32 * sizeof(int));
    upcga_memcpy(dst_ref(32 * MYTHREAD + 4), src_ref(32 * left + 8), 8 * sizeof(int));
    /* a few ints into thread 0's pool, each thread its own slot */
    if (MYTHREAD < 32)
        upcga_memput(pool_ref(MYTHREAD), &local[5], sizeof(int));
    upcga_barrier();

    /* shared -> private, and check */
    upcga_memget(back, dst_ref(32 * MYTHREAD), sizeof back);
    for (i = 0; i < 32; i++) {
        int want = i >= 4 && i < 12 ? left * 1000 + i + 4 : right * 1000 + i;
        if (back[i] != want)
            mine++;
    }
    upcga_memget(chars, text_ref(32 * left), 32);
    for (i = 0; i < 32; i++)
        if (chars[i] != 'a' + left % 26)
            mine++;
    /* a zero-length transfer does nothing */
    upcga_memget(back, src_ref(0), 0);
    if (back[0] != right * 1000)
        mine++;

    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS && i < 32; i++)
            if (pool_get(i) != i * 1000 + 5)
                total++;
        {
#line 60 "samples/upc/mem_copy.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 60 "samples/upc/mem_copy.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(errs_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 60 "samples/upc/mem_copy.upc"
                for (i = 0; i < THREADS; i++)
                    total += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 60 "samples/upc/mem_copy.upc"
                for (i = 0; i < THREADS; i++)
                    total += errs_get(i);
        }
#line 62 "samples/upc/mem_copy.upc"
        if (total)
            printf("FAIL: mem_copy: %d errors\n", total);
        else
            printf("PASS: mem_copy\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_mem_copy(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 32) }, block[2] = { THREADS, 1 };
        g_src = NGA_Create_irreg(C_INT, 2, dims, "src", block, upcga_rows);
        src_local = upcga_own_row(g_src, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 32) }, block[2] = { THREADS, 1 };
        g_dst = NGA_Create_irreg(C_INT, 2, dims, "dst", block, upcga_rows);
        dst_local = upcga_own_row(g_dst, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(32 * THREADS, 32) }, block[2] = { THREADS, 1 };
        g_text = NGA_Create_irreg(C_CHAR, 2, dims, "text", block, upcga_rows);
        text_local = upcga_own_row(g_text, sizeof(char));
    }
    {
        int dims[2] = { 1, 32 }, block[2] = { 1, 1 };
        g_pool = NGA_Create_irreg(C_INT, 2, dims, "pool", block, upcga_one_block);
        pool_local = upcga_own_row(g_pool, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_errs = NGA_Create_irreg(C_INT, 2, dims, "errs", block, upcga_rows);
        errs_local = upcga_own_row(g_errs, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_mem_copy_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_mem_copy;

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
#line 1 "samples/upc/coll_broadcast.upc"
/* coll_broadcast.upc - upc_all_broadcast from thread 0 and from the last thread, of an int block and of a struct, into one block per thread. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/coll_broadcast.upc"
struct config {
    int steps;
    double dt;
    char tag[8];
};
/* `shared [] int src[10]`: a GA array (on thread 0); this thread's part is src_local. */
int g_src;
int *src_local;
/* `src[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int src_set(long i, int v) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_src, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        src_local[pos] = v;
    else
        upcga_put_at(g_src, t, pos, &v, sizeof v);
    return v;
}
/* `&src[i]`: a pointer-to-shared. */
static inline upcga_ptr_t src_ref(long i) {
    upcga_ptr_t p = { g_src, 0, i * (long)sizeof(int), 0 };
    return p;
}
/* `shared [10] int from_last[10 * THREADS]`: a GA array (one row per thread); this thread's part is from_last_local. */
int g_from_last;
int *from_last_local;
/* `from_last[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int from_last_set(long i, int v) {
    int t = upcga_owner(i, 10);
    long pos = upcga_row_index(i, 10);
    UPCGA_CHECK_ELEMENT(g_from_last, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        from_last_local[pos] = v;
    else
        upcga_put_at(g_from_last, t, pos, &v, sizeof v);
    return v;
}
/* `&from_last[i]`: a pointer-to-shared. */
static inline upcga_ptr_t from_last_ref(long i) {
    upcga_ptr_t p = { g_from_last, upcga_owner(i, 10), upcga_row_index(i, 10) * (long)sizeof(int), i % 10 };
    return p;
}
/* `shared [10] int dst[10 * THREADS]`: a GA array (one row per thread); this thread's part is dst_local. */
int g_dst;
int *dst_local;
/* `&dst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dst_ref(long i) {
    upcga_ptr_t p = { g_dst, upcga_owner(i, 10), upcga_row_index(i, 10) * (long)sizeof(int), i % 10 };
    return p;
}
/* `shared [10] int dst2[10 * THREADS]`: a GA array (one row per thread); this thread's part is dst2_local. */
int g_dst2;
int *dst2_local;
/* `dst2[i]`: read in place on its thread or node, else NGA_Get. */
static inline int dst2_get(long i) {
    int t = upcga_owner(i, 10);
    long pos = upcga_row_index(i, 10);
    UPCGA_CHECK_ELEMENT(g_dst2, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return dst2_local[pos];
    upcga_get_at(g_dst2, t, pos, &v, sizeof v);
    return v;
}
/* `&dst2[i]`: a pointer-to-shared. */
static inline upcga_ptr_t dst2_ref(long i) {
    upcga_ptr_t p = { g_dst2, upcga_owner(i, 10), upcga_row_index(i, 10) * (long)sizeof(int), i % 10 };
    return p;
}
/* `shared [] struct config conf[1]`: a GA array (on thread 0); this thread's part is conf_local. */
int g_conf;
struct config *conf_local;
/* `&conf[i]`: a pointer-to-shared. */
static inline upcga_ptr_t conf_ref(long i) {
    upcga_ptr_t p = { g_conf, 0, i * (long)sizeof(struct config), 0 };
    return p;
}
/* `shared struct config confs[THREADS]`: a GA array (one row per thread); this thread's part is confs_local. */
int g_confs;
struct config *confs_local;
/* `&confs[i]`: a pointer-to-shared. */
static inline upcga_ptr_t confs_ref(long i) {
    upcga_ptr_t p = { g_confs, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(struct config), 0 };
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
#line 13 "samples/upc/coll_broadcast.upc"
/* on thread 0 */
/* the source is the last thread's block */
/* one block of NE ints per thread */

/* one struct on thread 0 */
/* one struct per thread */



int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, mine = 0;
    int *d;

    if (MYTHREAD == 0) {
        for (i = 0; i < 10; i++)
            src_set(i, i * i - 3);
        UPCGA_WRITE(int, upcga_member(conf_ref(0), __builtin_offsetof(struct config, steps)), 250);
        UPCGA_WRITE(double, upcga_member(conf_ref(0), __builtin_offsetof(struct config, dt)), 0.001);
        UPCGA_WRITE(char, upcga_member(conf_ref(0), __builtin_offsetof(struct config, tag)), 'o');
        UPCGA_WRITE(char, upcga_member(conf_ref(0), __builtin_offsetof(struct config, tag) + 1 * sizeof(char)), 'k');
        UPCGA_WRITE(char, upcga_member(conf_ref(0), __builtin_offsetof(struct config, tag) + 2 * sizeof(char)), '\0');
    }
    if (MYTHREAD == THREADS - 1)
        for (i = 0; i < 10; i++)
            from_last_set(10 * MYTHREAD + i, 50 + i);
    /* ALLSYNC: the collective waits for the writes above and completes before returning */
    upcga_all_broadcast(dst_ref(0), src_ref(0), 10 * sizeof(int), 0 | 0);
    upcga_all_broadcast(dst2_ref(0), from_last_ref(10 * (THREADS - 1)), 10 * sizeof(int), 0 | 0);
    upcga_all_broadcast(confs_ref(0), conf_ref(0), sizeof(struct config), 0 | 0);

    /* my copy is in my own block */
    d = (int *)upcga_to_local(dst_ref(10 * MYTHREAD));
    for (i = 0; i < 10; i++) {
        if (d[i] != i * i - 3)
            mine++;
        if (dst2_get(10 * MYTHREAD + i) != 50 + i)
            mine++;
    }
    {
        struct config c;
#line 53 "samples/upc/coll_broadcast.upc"
        upcga_get(&c, confs_ref(MYTHREAD), sizeof c);
        if (c.steps != 250 || c.dt != 0.001 || c.tag[0] != 'o' || c.tag[1] != 'k' || c.tag[2] != '\0')
            mine++;
    }
    errs_set(MYTHREAD, mine);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int t, total = 0;
        for (t = 0; t < THREADS; t++) {
            if (errs_get(t))
                printf("FAIL: coll_broadcast: thread %d has %d wrong values\n", t, errs_get(t));
            total += errs_get(t);
        }
        if (!total)
            printf("PASS: coll_broadcast\n");
        verdict_set(total != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_coll_broadcast(void) {
    {
        int dims[2] = { 1, 10 }, block[2] = { 1, 1 };
        g_src = NGA_Create_irreg(C_INT, 2, dims, "src", block, upcga_one_block);
        src_local = upcga_own_row(g_src, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 10) }, block[2] = { THREADS, 1 };
        g_from_last = NGA_Create_irreg(C_INT, 2, dims, "from_last", block, upcga_rows);
        from_last_local = upcga_own_row(g_from_last, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 10) }, block[2] = { THREADS, 1 };
        g_dst = NGA_Create_irreg(C_INT, 2, dims, "dst", block, upcga_rows);
        dst_local = upcga_own_row(g_dst, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 10) }, block[2] = { THREADS, 1 };
        g_dst2 = NGA_Create_irreg(C_INT, 2, dims, "dst2", block, upcga_rows);
        dst2_local = upcga_own_row(g_dst2, sizeof(int));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_conf = NGA_Create_irreg(upcga_type(sizeof(struct config)), 2, dims, "conf", block, upcga_one_block);
        conf_local = upcga_own_row(g_conf, sizeof(struct config));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_confs = NGA_Create_irreg(upcga_type(sizeof(struct config)), 2, dims, "confs", block, upcga_rows);
        confs_local = upcga_own_row(g_confs, sizeof(struct config));
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
static void (*const upcga_create_coll_broadcast_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_coll_broadcast;

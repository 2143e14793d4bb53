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
#line 1 "tests/in/real/upc_h_stdlib.upc"
/* What a program written for another UPC compiler uses after including only upc.h (and
   stdio.h): that compiler's upc.h brings stdlib.h and inttypes.h, and with glibc's stdlib.h
   struct timeval. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
/* `shared int bad[THREADS]`: a GA array (one row per thread); this thread's part is bad_local. */
int g_bad;
int *bad_local;
/* `bad[i]`: read in place on its thread or node, else NGA_Get. */
static inline int bad_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bad, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return bad_local[pos];
    upcga_get_at(g_bad, t, pos, &v, sizeof v);
    return v;
}
/* `bad[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int bad_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_bad, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        bad_local[pos] = v;
    else
        upcga_put_at(g_bad, t, pos, &v, sizeof v);
    return v;
}
/* `&bad[i]`: a pointer-to-shared. */
static inline upcga_ptr_t bad_ref(long i) {
    upcga_ptr_t p = { g_bad, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 9 "tests/in/real/upc_h_stdlib.upc"
static int by_value(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {
    struct timeval tv;
    int v[5] = { 4, -2, 9, 0, 3 };
    int i, r;
    int64_t big = (int64_t)1 << 40;
    char *copy = malloc(16);
    srand(MYTHREAD + 1);
    r = rand();
    bad_set(MYTHREAD, r < 0 || r > 2147483647);
    tv.tv_sec = 5;
    tv.tv_usec = 7;
    qsort(v, 5, sizeof v[0], by_value);
    free(copy);
    upcga_barrier();
    if (MYTHREAD == 0) {
        int sum = 0;
        {
#line 29 "tests/in/real/upc_h_stdlib.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcga_gather_lo1 = (long)0;
            long upcga_gather_hi1 = (long)THREADS;
#line 29 "tests/in/real/upc_h_stdlib.upc"
            if (upcga_gather_lo1 >= 0 && upcga_gather_hi1 <= (long)THREADS && upcga_gather_hi1 - upcga_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcga_gathered2[16384 / sizeof(int)];
                if (upcga_gather_lo1 < upcga_gather_hi1) {
                    upcga_get_range(upcga_gathered2, upcga_add(bad_ref(0), sizeof(int), upcga_gather_lo1, 1), sizeof(int), 1, upcga_gather_hi1 - upcga_gather_lo1);
                }
#line 29 "tests/in/real/upc_h_stdlib.upc"
                for (i = 0; i < THREADS; i++)
                    sum += upcga_gathered2[i - upcga_gather_lo1];
            } else
#line 29 "tests/in/real/upc_h_stdlib.upc"
                for (i = 0; i < THREADS; i++)
                    sum += bad_get(i);
        }
#line 31 "tests/in/real/upc_h_stdlib.upc"
        printf("rand out of range %d, RAND_MAX %s\n", sum, 2147483647 >= 32767 ? "ok" : "small");
        printf("timeval %ld %ld, size ok %d\n", (long)tv.tv_sec, (long)tv.tv_usec, (int)(sizeof(struct timeval) >= 2 * sizeof(int)));

        printf("sorted %d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4]);
        printf("abs %d atoi %d strtol %ld div %d\n", abs(-5), atoi("42"), strtol("ff", 0, 16), div(17, 5).rem);

        printf("int64 %" "l" "d" " exit %d\n", big, 0);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_upc_h_stdlib(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_bad = NGA_Create_irreg(C_INT, 2, dims, "bad", block, upcga_rows);
        bad_local = upcga_own_row(g_bad, sizeof(int));
    }
}
static void (*const upcga_create_upc_h_stdlib_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_upc_h_stdlib;

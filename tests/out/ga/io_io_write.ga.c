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
#line 1 "tests/in/upc_io/io_write.upc"
/* UPC-IO writes: individual and common file pointers, private and shared buffers, list I/O,
   asynchronous calls, UPC_APPEND. tests/upc_io_exec.rs compares every file with the one the
   plain C program reference.c writes. */
#include <stdlib.h>
#include <inttypes.h>
#include <upcga_io.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
/* `shared [5] int blocked[10 * THREADS]`: a GA array (one row per thread); this thread's part is blocked_local. */
int g_blocked;
int *blocked_local;
/* `blocked[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int blocked_set(long i, int v) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_blocked, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        blocked_local[pos] = v;
    else
        upcga_put_at(g_blocked, t, pos, &v, sizeof v);
    return v;
}
/* `&blocked[i]`: a pointer-to-shared. */
static inline upcga_ptr_t blocked_ref(long i) {
    upcga_ptr_t p = { g_blocked, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(int), i % 5 };
    return p;
}
/* `shared long cyc[7 * THREADS]`: a GA array (one row per thread); this thread's part is cyc_local. */
int g_cyc;
long *cyc_local;
/* `cyc[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline long cyc_set(long i, long v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cyc, t, pos, sizeof(long), 1);
    if (t == MYTHREAD)
        cyc_local[pos] = v;
    else
        upcga_put_at(g_cyc, t, pos, &v, sizeof v);
    return v;
}
/* `&cyc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cyc_ref(long i) {
    upcga_ptr_t p = { g_cyc, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(long), 0 };
    return p;
}
/* `shared [5] int lst[5 * THREADS]`: a GA array (one row per thread); this thread's part is lst_local. */
int g_lst;
int *lst_local;
/* `lst[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int lst_set(long i, int v) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_lst, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        lst_local[pos] = v;
    else
        upcga_put_at(g_lst, t, pos, &v, sizeof v);
    return v;
}
/* `&lst[i]`: a pointer-to-shared. */
static inline upcga_ptr_t lst_ref(long i) {
    upcga_ptr_t p = { g_lst, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(int), i % 5 };
    return p;
}
#line 1 "tests/in/upc_io/io_common.h"
/* Shared by the UPC-IO test programs and their plain C reference (tests/upc_io_exec.rs): the
   sizes and the values they write and read. */
#line 7 "tests/in/upc_io/io_common.h"
/* The values. */
#line 13 "tests/in/upc_io/io_common.h"
/* Ints in the input file of the read test: not a whole number of blocks. */
#line 14 "tests/in/upc_io/io_write.upc"
int fails;
#line 24 "tests/in/upc_io/io_write.upc"
static upc_file_t *open_w(const char *name, int fp) {

    upc_file_t *fd = upcga_all_fopen(name, 1 << 1 | 1 << 6 | 1 << 9 | fp, 0, (void *)0);
    do {
#line 27 "tests/in/upc_io/io_write.upc"
        if (!(fd != (void *)0)) {
#line 27 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 27, "fd != NULL", *__errno_location());
#line 27 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 28 "tests/in/upc_io/io_write.upc"
    return fd;
}

static upc_off_t pos(upc_file_t *fd) {

    return upcga_all_fseek(fd, 0, 1);
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, t = MYTHREAD, T = THREADS;
    int mine[6];
    {
#line 40 "tests/in/upc_io/io_write.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 40 "tests/in/upc_io/io_write.upc"
        i = 0;
#line 40 "tests/in/upc_io/io_write.upc"
        if (upcga_nested1)
#line 40 "tests/in/upc_io/io_write.upc"
            for (; i < 2 * 5 * THREADS; i++)
                blocked_set(i, 3 * i + 1);
        else {
#line 40 "tests/in/upc_io/io_write.upc"
            /* This thread's blocks of `blocked`, each through local pointers. */
#line 40 "tests/in/upc_io/io_write.upc"
            for (i = upcga_forall_first(i, 5); i < 2 * 5 * THREADS; i = upcga_forall_first(i, 5)) {
#line 40 "tests/in/upc_io/io_write.upc"
                int *upcga_local_blocked = blocked_local + upcga_row_index(i, 5);
                long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                long upcga_stop = upcga_block_hi, upcga_bound = 2 * 5 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 40 "tests/in/upc_io/io_write.upc"
                if (upcga_stop - i == 5) {
#pragma GCC ivdep
#line 40 "tests/in/upc_io/io_write.upc"
                    for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_blocked++)
                        *upcga_local_blocked = 3 * i + 1;
                } else
#line 40 "tests/in/upc_io/io_write.upc"
                    for (; i < upcga_stop; i++, upcga_local_blocked++)
                        *upcga_local_blocked = 3 * i + 1;
            }
        }
#line 40 "tests/in/upc_io/io_write.upc"
        upcga_forall_control = upcga_nested1;
    }
    {
#line 42 "tests/in/upc_io/io_write.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 42 "tests/in/upc_io/io_write.upc"
        i = 0;
#line 42 "tests/in/upc_io/io_write.upc"
        if (upcga_nested2)
#line 42 "tests/in/upc_io/io_write.upc"
            for (; i < 7 * THREADS; i++)
                cyc_set(i, (long)i * i - 5);
        else {
#line 42 "tests/in/upc_io/io_write.upc"
            /* This thread's elements of `cyc`, through local pointers. */
            i = upcga_forall_first(i, 1);
            long *upcga_local_cyc = cyc_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 42 "tests/in/upc_io/io_write.upc"
            long upcga_bound = 7 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 42 "tests/in/upc_io/io_write.upc"
            for (; upcga_count >= 64; upcga_count -= 64) {
#pragma GCC ivdep
#line 42 "tests/in/upc_io/io_write.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_cyc++)
                    *upcga_local_cyc = (long)i * i - 5;
            }
#line 42 "tests/in/upc_io/io_write.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_cyc++)
                *upcga_local_cyc = (long)i * i - 5;
        }
#line 42 "tests/in/upc_io/io_write.upc"
        upcga_forall_control = upcga_nested2;
    }
    {
#line 44 "tests/in/upc_io/io_write.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 44 "tests/in/upc_io/io_write.upc"
        i = 0;
#line 44 "tests/in/upc_io/io_write.upc"
        if (upcga_nested3)
#line 44 "tests/in/upc_io/io_write.upc"
            for (; i < 5 * THREADS; i++)
                lst_set(i, 100 + i);
        else {
#line 44 "tests/in/upc_io/io_write.upc"
            /* This thread's blocks of `lst`, each through local pointers. */
#line 44 "tests/in/upc_io/io_write.upc"
            for (i = upcga_forall_first(i, 5); i < 5 * THREADS; i = upcga_forall_first(i, 5)) {
#line 44 "tests/in/upc_io/io_write.upc"
                int *upcga_local_lst = lst_local + upcga_row_index(i, 5);
                long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                long upcga_stop = upcga_block_hi, upcga_bound = 5 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 44 "tests/in/upc_io/io_write.upc"
                if (upcga_stop - i == 5) {
#pragma GCC ivdep
#line 44 "tests/in/upc_io/io_write.upc"
                    for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_lst++)
                        *upcga_local_lst = 100 + i;
                } else
#line 44 "tests/in/upc_io/io_write.upc"
                    for (; i < upcga_stop; i++, upcga_local_lst++)
                        *upcga_local_lst = 100 + i;
            }
        }
#line 44 "tests/in/upc_io/io_write.upc"
        upcga_forall_control = upcga_nested3;
    }
    for (i = 0; i < 6; i++)
        mine[i] = t * 1000 + i;
    upcga_barrier();

    /* Individual file pointers, private buffers. */
    upc_file_t *fd = open_w("indiv_local.dat", 1 << 3);
    do {
#line 52 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fseek(fd, (upc_off_t)t * 6 * sizeof(int), 0) == t * 6 * sizeof(int))) {
#line 52 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 52, "upc_all_fseek(fd, (upc_off_t)t * N * sizeof(int), UPC_SEEK_SET) == t * N * sizeof(int)", *__errno_location());
#line 52 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 53 "tests/in/upc_io/io_write.upc"
    do {
#line 53 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fwrite_local(fd, mine, sizeof(int), 6, 0 | 0) == 6 * sizeof(int))) {
#line 53 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 53, "upc_all_fwrite_local(fd, mine, sizeof(int), N, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) == N * sizeof(int)", *__errno_location());
#line 53 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 55 "tests/in/upc_io/io_write.upc"
    do {
#line 55 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == (t + 1) * 6 * sizeof(int))) {
#line 55 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 55, "pos(fd) == (t + 1) * N * sizeof(int)", *__errno_location());
#line 55 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 56 "tests/in/upc_io/io_write.upc"
    do {
#line 56 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fget_size(fd) == T * 6 * sizeof(int))) {
#line 56 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 56, "upc_all_fget_size(fd) == T * N * sizeof(int)", *__errno_location());
#line 56 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 57 "tests/in/upc_io/io_write.upc"
    do {
#line 57 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 57 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 57, "upc_all_fclose(fd) == 0", *__errno_location());
#line 57 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
    /* The common file pointer, shared buffers: the blocked array, then the cyclic one. */
#line 60 "tests/in/upc_io/io_write.upc"
    fd = open_w("common_shared.dat", 1 << 4);
    do {
#line 61 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fwrite_shared(fd, blocked_ref(0), 5, sizeof(int), 2 * 5 * T, 0 | 0) == 2 * 5 * T * sizeof(int))) {
#line 61 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 61, "upc_all_fwrite_shared(fd, blocked, B, sizeof(int), 2 * B * T, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) == 2 * B * T * sizeof(int)", *__errno_location());
#line 61 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 63 "tests/in/upc_io/io_write.upc"
    do {
#line 63 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fwrite_shared(fd, cyc_ref(0), 1, sizeof(long), 7 * T, 1 << 1 | 1 << 2) == 7 * T * sizeof(long))) {
#line 63 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 63, "upc_all_fwrite_shared(fd, cyc, 1, sizeof(long), K * T, UPC_IN_MYSYNC | UPC_OUT_NOSYNC) == K * T * sizeof(long)", *__errno_location());
#line 63 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 65 "tests/in/upc_io/io_write.upc"
    do {
#line 65 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == 2 * 5 * T * sizeof(int) + 7 * T * sizeof(long))) {
#line 65 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 65, "pos(fd) == 2 * B * T * sizeof(int) + K * T * sizeof(long)", *__errno_location());
#line 65 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 66 "tests/in/upc_io/io_write.upc"
    do {
#line 66 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 66 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 66, "upc_all_fclose(fd) == 0", *__errno_location());
#line 66 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
    /* Individual file pointers, shared buffer: thread t writes cyc[t*K .. t*K+K) at the place
       of thread T-1-t. */
#line 70 "tests/in/upc_io/io_write.upc"
    fd = open_w("indiv_shared.dat", 1 << 3);
    upcga_all_fseek(fd, (upc_off_t)(T - 1 - t) * 7 * sizeof(long), 0);
    do {
#line 72 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fwrite_shared(fd, cyc_ref(t * 7), 1, sizeof(long), 7, 0) == 7 * sizeof(long))) {
#line 72 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 72, "upc_all_fwrite_shared(fd, &cyc[t * K], 1, sizeof(long), K, 0) == K * sizeof(long)", *__errno_location());
#line 72 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 73 "tests/in/upc_io/io_write.upc"
    do {
#line 73 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == (T - t) * 7 * sizeof(long))) {
#line 73 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 73, "pos(fd) == (T - t) * K * sizeof(long)", *__errno_location());
#line 73 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 74 "tests/in/upc_io/io_write.upc"
    do {
#line 74 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 74 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 74, "upc_all_fclose(fd) == 0", *__errno_location());
#line 74 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
    /* List I/O, private memory: the two halves of `mine` swapped, interleaved by thread. */
#line 77 "tests/in/upc_io/io_write.upc"
    fd = open_w("list_local.dat", 1 << 3);
    {
        struct upc_local_memvec mv[2] = {
            { mine, 3 * sizeof(int) },
            { mine + 3, 3 * sizeof(int) },
        };
#line 80 "tests/in/upc_io/io_write.upc"
        struct upc_filevec fv[2] = {
            { (upc_off_t)(T * 3 + t * 3) * sizeof(int), 3 * sizeof(int) },
            { (upc_off_t)t * 3 * sizeof(int), 3 * sizeof(int) },
        };
#line 82 "tests/in/upc_io/io_write.upc"
        do {
#line 82 "tests/in/upc_io/io_write.upc"
            if (!(upcga_all_fwrite_list_local(fd, 2, mv, 2, fv, 0 | 0) == 6 * sizeof(int))) {
#line 82 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 82, "upc_all_fwrite_list_local(fd, 2, mv, 2, fv, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) == 6 * sizeof(int)", *__errno_location());
#line 82 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
#line 84 "tests/in/upc_io/io_write.upc"
        do {
#line 84 "tests/in/upc_io/io_write.upc"
            if (!(pos(fd) == 0)) {
#line 84 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 84, "pos(fd) == 0", *__errno_location());
#line 84 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
    }
#line 86 "tests/in/upc_io/io_write.upc"
    do {
#line 86 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 86 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 86, "upc_all_fclose(fd) == 0", *__errno_location());
#line 86 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
    /* List I/O, shared memory: the block of thread t+1 of lst to file block t; then two blocks
       of `blocked` from block t (crossing onto the next thread) after them. */
#line 90 "tests/in/upc_io/io_write.upc"
    fd = open_w("list_shared.dat", 1 << 3);
    {
        struct upc_shared_memvec mv[2] = {
            { lst_ref((t + 1) % T * 5), 5 * sizeof(int), 5 * sizeof(int) },
            { blocked_ref(t * 5), 5 * sizeof(int), 2 * 5 * sizeof(int) },
        };
#line 96 "tests/in/upc_io/io_write.upc"
        struct upc_filevec fv[2] = {
            { (upc_off_t)t * 5 * sizeof(int), 5 * sizeof(int) },
            { (upc_off_t)(T * 5 + t * 2 * 5) * sizeof(int), 2 * 5 * sizeof(int) },
        };
#line 100 "tests/in/upc_io/io_write.upc"
        do {
#line 100 "tests/in/upc_io/io_write.upc"
            if (!(upcga_all_fwrite_list_shared(fd, 2, mv, 2, fv, 0) == 3 * 5 * sizeof(int))) {
#line 100 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 100, "upc_all_fwrite_list_shared(fd, 2, mv, 2, fv, 0) == 3 * B * sizeof(int)", *__errno_location());
#line 100 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
#line 101 "tests/in/upc_io/io_write.upc"
        do {
#line 101 "tests/in/upc_io/io_write.upc"
            if (!(pos(fd) == 0)) {
#line 101 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 101, "pos(fd) == 0", *__errno_location());
#line 101 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
    }
#line 103 "tests/in/upc_io/io_write.upc"
    do {
#line 103 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 103 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 103, "upc_all_fclose(fd) == 0", *__errno_location());
#line 103 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
    /* Asynchronous calls: private (individual pointers, completion polled), shared (common
       pointer), list; the file pointer types switched with upc_all_fcntl. */
#line 107 "tests/in/upc_io/io_write.upc"
    fd = open_w("async.dat", 1 << 3);
    upcga_all_fseek(fd, (upc_off_t)t * 6 * sizeof(int), 0);
    upcga_all_fwrite_local_async(fd, mine, sizeof(int), 6, 0);
    do {
#line 110 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fcntl(fd, 11, (void *)0) == 1)) {
#line 110 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 110, "upc_all_fcntl(fd, UPC_ASYNC_OUTSTANDING, NULL) == 1", *__errno_location());
#line 110 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 111 "tests/in/upc_io/io_write.upc"
    {
        int flag = 0;
        upc_off_t r;
        do
            r = upcga_all_ftest_async(fd, &flag);
        while (!flag);
        do {
#line 117 "tests/in/upc_io/io_write.upc"
            if (!(r == 6 * sizeof(int))) {
#line 117 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 117, "r == N * sizeof(int)", *__errno_location());
#line 117 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
    }
#line 119 "tests/in/upc_io/io_write.upc"
    do {
#line 119 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fcntl(fd, 11, (void *)0) == 0)) {
#line 119 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 119, "upc_all_fcntl(fd, UPC_ASYNC_OUTSTANDING, NULL) == 0", *__errno_location());
#line 119 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 120 "tests/in/upc_io/io_write.upc"
    do {
#line 120 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fwait_async(fd) == -1 && *__errno_location() == 22)) {
#line 120 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 120, "upc_all_fwait_async(fd) == -1 && errno == EINVAL", *__errno_location());
#line 120 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 121 "tests/in/upc_io/io_write.upc"
    do {
#line 121 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fcntl(fd, 5, (void *)0) == 0)) {
#line 121 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 121, "upc_all_fcntl(fd, UPC_SET_COMMON_FP, NULL) == 0", *__errno_location());
#line 121 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 122 "tests/in/upc_io/io_write.upc"
    do {
#line 122 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == 0)) {
#line 122 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 122, "pos(fd) == 0", *__errno_location());
#line 122 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 123 "tests/in/upc_io/io_write.upc"
    upcga_all_fseek(fd, (upc_off_t)T * 6 * sizeof(int), 0);
    upcga_all_fwrite_shared_async(fd, blocked_ref(0), 5, sizeof(int), 2 * 5 * T, 0);
    do {
#line 125 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fwait_async(fd) == 2 * 5 * T * sizeof(int))) {
#line 125 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 125, "upc_all_fwait_async(fd) == 2 * B * T * sizeof(int)", *__errno_location());
#line 125 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 126 "tests/in/upc_io/io_write.upc"
    do {
#line 126 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == (T * 6 + 2 * 5 * T) * sizeof(int))) {
#line 126 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 126, "pos(fd) == (T * N + 2 * B * T) * sizeof(int)", *__errno_location());
#line 126 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 127 "tests/in/upc_io/io_write.upc"
    {
        upc_off_t at = (T * 6 + 2 * 5 * T) * sizeof(int);
        struct upc_local_memvec mv[1] = {
            { mine, 6 * sizeof(int) },
        };
#line 130 "tests/in/upc_io/io_write.upc"
        struct upc_filevec fv[1] = {
            { at + (upc_off_t)(T - 1 - t) * 6 * sizeof(int), 6 * sizeof(int) },
        };
#line 131 "tests/in/upc_io/io_write.upc"
        upcga_all_fwrite_list_local_async(fd, 1, mv, 1, fv, 0);
        do {
#line 132 "tests/in/upc_io/io_write.upc"
            if (!(upcga_all_fwait_async(fd) == 6 * sizeof(int))) {
#line 132 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 132, "upc_all_fwait_async(fd) == N * sizeof(int)", *__errno_location());
#line 132 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
    }
#line 134 "tests/in/upc_io/io_write.upc"
    do {
#line 134 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 134 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 134, "upc_all_fclose(fd) == 0", *__errno_location());
#line 134 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
    /* UPC_APPEND: the file pointer starts at the end of the file. */
#line 137 "tests/in/upc_io/io_write.upc"
    fd = open_w("append.dat", 1 << 4);
    do {
#line 138 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fwrite_shared(fd, lst_ref(0), 5, sizeof(int), 5 * T, 0) == 5 * T * sizeof(int))) {
#line 138 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 138, "upc_all_fwrite_shared(fd, lst, B, sizeof(int), B * T, 0) == B * T * sizeof(int)", *__errno_location());
#line 138 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 139 "tests/in/upc_io/io_write.upc"
    do {
#line 139 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 139 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 139, "upc_all_fclose(fd) == 0", *__errno_location());
#line 139 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 140 "tests/in/upc_io/io_write.upc"
    fd = upcga_all_fopen("append.dat", 1 << 1 | 1 << 5 | 1 << 4, 0, (void *)0);
    do {
#line 141 "tests/in/upc_io/io_write.upc"
        if (!(fd != (void *)0)) {
#line 141 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 141, "fd != NULL", *__errno_location());
#line 141 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 142 "tests/in/upc_io/io_write.upc"
    do {
#line 142 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == 5 * T * sizeof(int))) {
#line 142 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 142, "pos(fd) == B * T * sizeof(int)", *__errno_location());
#line 142 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 143 "tests/in/upc_io/io_write.upc"
    do {
#line 143 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fwrite_shared(fd, cyc_ref(0), 1, sizeof(long), 7 * T, 0) == 7 * T * sizeof(long))) {
#line 143 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 143, "upc_all_fwrite_shared(fd, cyc, 1, sizeof(long), K * T, 0) == K * T * sizeof(long)", *__errno_location());
#line 143 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 144 "tests/in/upc_io/io_write.upc"
    do {
#line 144 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fsync(fd) == 0)) {
#line 144 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 144, "upc_all_fsync(fd) == 0", *__errno_location());
#line 144 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 145 "tests/in/upc_io/io_write.upc"
    do {
#line 145 "tests/in/upc_io/io_write.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 145 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 145, "upc_all_fclose(fd) == 0", *__errno_location());
#line 145 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 147 "tests/in/upc_io/io_write.upc"
    upcga_barrier();
    if (fails == 0)
        printf("PASS: io_write thread %d\n", t);
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_io_write(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_blocked = NGA_Create_irreg(C_INT, 2, dims, "blocked", block, upcga_rows);
        blocked_local = upcga_own_row(g_blocked, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(7 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_cyc = NGA_Create_irreg(C_LONG, 2, dims, "cyc", block, upcga_rows);
        cyc_local = upcga_own_row(g_cyc, sizeof(long));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(5 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_lst = NGA_Create_irreg(C_INT, 2, dims, "lst", block, upcga_rows);
        lst_local = upcga_own_row(g_lst, sizeof(int));
    }
}
static void (*const upcga_create_io_write_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_io_write;

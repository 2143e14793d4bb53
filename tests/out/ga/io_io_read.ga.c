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
#line 1 "tests/in/upc_io/io_read.upc"
/* UPC-IO reads of input.dat (INPUT(i) for INPUT_INTS(THREADS) ints, written by reference.c):
   into blocked, cyclic and indefinite shared arrays with the common file pointer, private
   buffers with individual ones, list I/O, asynchronous calls, and reads that reach the end of
   the file (they return the bytes there were; at the end, 0). */
#include <stdlib.h>
#include <inttypes.h>
#include <upcga_io.h>
#include <errno.h>
#include <stdio.h>
/* `shared [5] int buf[20 * THREADS]`: a GA array (one row per thread); this thread's part is buf_local. */
int g_buf;
int *buf_local;
/* `buf[i]`: read in place on its thread or node, else NGA_Get. */
static inline int buf_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_buf, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return buf_local[pos];
    upcga_get_at(g_buf, t, pos, &v, sizeof v);
    return v;
}
/* `&buf[i]`: a pointer-to-shared. */
static inline upcga_ptr_t buf_ref(long i) {
    upcga_ptr_t p = { g_buf, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(int), i % 5 };
    return p;
}
/* `shared [5] int extra[5 * THREADS]`: a GA array (one row per thread); this thread's part is extra_local. */
int g_extra;
int *extra_local;
/* `extra[i]`: read in place on its thread or node, else NGA_Get. */
static inline int extra_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_extra, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return extra_local[pos];
    upcga_get_at(g_extra, t, pos, &v, sizeof v);
    return v;
}
/* `&extra[i]`: a pointer-to-shared. */
static inline upcga_ptr_t extra_ref(long i) {
    upcga_ptr_t p = { g_extra, upcga_owner(i, 5), upcga_row_index(i, 5) * (long)sizeof(int), i % 5 };
    return p;
}
/* `shared int cyc[7 * THREADS]`: a GA array (one row per thread); this thread's part is cyc_local. */
int g_cyc;
int *cyc_local;
/* `cyc[i]`: read in place on its thread or node, else NGA_Get. */
static inline int cyc_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_cyc, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return cyc_local[pos];
    upcga_get_at(g_cyc, t, pos, &v, sizeof v);
    return v;
}
/* `&cyc[i]`: a pointer-to-shared. */
static inline upcga_ptr_t cyc_ref(long i) {
    upcga_ptr_t p = { g_cyc, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [] int ind[10]`: a GA array (on thread 0); this thread's part is ind_local. */
int g_ind;
int *ind_local;
/* `ind[i]`: read in place on its thread or node, else NGA_Get. */
static inline int ind_get(long i) {
    int t = 0;
    long pos = i;
    UPCGA_CHECK_ELEMENT(g_ind, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return ind_local[pos];
    upcga_get_at(g_ind, t, pos, &v, sizeof v);
    return v;
}
/* `&ind[i]`: a pointer-to-shared. */
static inline upcga_ptr_t ind_ref(long i) {
    upcga_ptr_t p = { g_ind, 0, i * (long)sizeof(int), 0 };
    return p;
}
/* `shared [5] int lst[10 * THREADS]`: a GA array (one row per thread); this thread's part is lst_local. */
int g_lst;
int *lst_local;
/* `lst[i]`: read in place on its thread or node, else NGA_Get. */
static inline int lst_get(long i) {
    int t = upcga_owner(i, 5);
    long pos = upcga_row_index(i, 5);
    UPCGA_CHECK_ELEMENT(g_lst, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return lst_local[pos];
    upcga_get_at(g_lst, t, pos, &v, sizeof v);
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
#line 16 "tests/in/upc_io/io_read.upc"
int fails;
#line 26 "tests/in/upc_io/io_read.upc"
static upc_off_t pos(upc_file_t *fd) {

    return upcga_all_fseek(fd, 0, 1);
}

int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, t = MYTHREAD, T = THREADS;
    const upc_off_t size = (4 * 5 * THREADS + 3) * sizeof(int);
    {
        /* `extra[i] = -1` for every element of `extra`: one GA operation. */
        int upcga_value = -1;
        GA_Fill(g_extra, &upcga_value);
        i = 5 * THREADS;
    }
#line 37 "tests/in/upc_io/io_read.upc"
    upcga_barrier();

    upc_file_t *fd = upcga_all_fopen("input.dat", 1 << 0 | 1 << 4, 0, (void *)0);
    do {
#line 40 "tests/in/upc_io/io_read.upc"
        if (!(fd != (void *)0)) {
#line 40 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 40, "fd != NULL", *__errno_location());
#line 40 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 41 "tests/in/upc_io/io_read.upc"
    do {
#line 41 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fget_size(fd) == size)) {
#line 41 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 41, "upc_all_fget_size(fd) == size", *__errno_location());
#line 41 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
    /* The common file pointer into a blocked shared array. */
#line 44 "tests/in/upc_io/io_read.upc"
    do {
#line 44 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fread_shared(fd, buf_ref(0), 5, sizeof(int), 4 * 5 * T, 0 | 0) == 4 * 5 * T * sizeof(int))) {
#line 44 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 44, "upc_all_fread_shared(fd, buf, B, sizeof(int), 4 * B * T, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) == 4 * B * T * sizeof(int)", *__errno_location());
#line 44 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 46 "tests/in/upc_io/io_read.upc"
    {
#line 46 "tests/in/upc_io/io_read.upc"
        int upcga_nested1 = upcga_forall_control;
        upcga_forall_control = 1;
#line 46 "tests/in/upc_io/io_read.upc"
        i = 0;
#line 46 "tests/in/upc_io/io_read.upc"
        if (upcga_nested1)
#line 46 "tests/in/upc_io/io_read.upc"
            for (; i < 4 * 5 * THREADS; i++)
                do {
#line 47 "tests/in/upc_io/io_read.upc"
                    if (!(buf_get(i) == i * 7 + 3)) {
#line 47 "tests/in/upc_io/io_read.upc"
                        printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 47, "buf[i] == INPUT(i)", *__errno_location());
#line 47 "tests/in/upc_io/io_read.upc"
                        fails++;
                    }
                } while (0);
        else {
#line 46 "tests/in/upc_io/io_read.upc"
            /* This thread's blocks of `buf`, each through local pointers. */
#line 46 "tests/in/upc_io/io_read.upc"
            for (i = upcga_forall_first(i, 5); i < 4 * 5 * THREADS; i = upcga_forall_first(i, 5)) {
#line 46 "tests/in/upc_io/io_read.upc"
                int *upcga_local_buf = buf_local + upcga_row_index(i, 5);
                long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                long upcga_stop = upcga_block_hi, upcga_bound = 4 * 5 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 46 "tests/in/upc_io/io_read.upc"
                if (upcga_stop - i == 5)
#line 46 "tests/in/upc_io/io_read.upc"
                    for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_buf++)
                        do {
#line 47 "tests/in/upc_io/io_read.upc"
                            if (!(*upcga_local_buf == i * 7 + 3)) {
#line 47 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 47, "buf[i] == INPUT(i)", *__errno_location());
#line 47 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
                else
#line 46 "tests/in/upc_io/io_read.upc"
                    for (; i < upcga_stop; i++, upcga_local_buf++)
                        do {
#line 47 "tests/in/upc_io/io_read.upc"
                            if (!(*upcga_local_buf == i * 7 + 3)) {
#line 47 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 47, "buf[i] == INPUT(i)", *__errno_location());
#line 47 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
            }
        }
#line 46 "tests/in/upc_io/io_read.upc"
        upcga_forall_control = upcga_nested1;
    }
    do {
#line 48 "tests/in/upc_io/io_read.upc"
        if (!(pos(fd) == 4 * 5 * T * sizeof(int))) {
#line 48 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 48, "pos(fd) == 4 * B * T * sizeof(int)", *__errno_location());
#line 48 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
    /* Across the end: 3 ints are left of the B*T asked for; then nothing. */
#line 51 "tests/in/upc_io/io_read.upc"
    do {
#line 51 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fread_shared(fd, extra_ref(0), 5, sizeof(int), 5 * T, 0) == 3 * sizeof(int))) {
#line 51 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 51, "upc_all_fread_shared(fd, extra, B, sizeof(int), B * T, 0) == 3 * sizeof(int)", *__errno_location());
#line 51 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 52 "tests/in/upc_io/io_read.upc"
    upcga_barrier();
    {
#line 53 "tests/in/upc_io/io_read.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 53 "tests/in/upc_io/io_read.upc"
        i = 0;
#line 53 "tests/in/upc_io/io_read.upc"
        if (upcga_nested2)
#line 53 "tests/in/upc_io/io_read.upc"
            for (; i < 5 * THREADS; i++)
                do {
#line 54 "tests/in/upc_io/io_read.upc"
                    if (!(extra_get(i) == (i < 3 ? (4 * 5 * T + i) * 7 + 3 : -1))) {
#line 54 "tests/in/upc_io/io_read.upc"
                        printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 54, "extra[i] == (i < 3 ? INPUT(4 * B * T + i) : -1)", *__errno_location());
#line 54 "tests/in/upc_io/io_read.upc"
                        fails++;
                    }
                } while (0);
        else {
#line 53 "tests/in/upc_io/io_read.upc"
            /* This thread's blocks of `extra`, each through local pointers. */
#line 53 "tests/in/upc_io/io_read.upc"
            for (i = upcga_forall_first(i, 5); i < 5 * THREADS; i = upcga_forall_first(i, 5)) {
#line 53 "tests/in/upc_io/io_read.upc"
                int *upcga_local_extra = extra_local + upcga_row_index(i, 5);
                long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                long upcga_stop = upcga_block_hi, upcga_bound = 5 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 53 "tests/in/upc_io/io_read.upc"
                if (upcga_stop - i == 5)
#line 53 "tests/in/upc_io/io_read.upc"
                    for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_extra++)
                        do {
#line 54 "tests/in/upc_io/io_read.upc"
                            if (!(*upcga_local_extra == (i < 3 ? (4 * 5 * T + i) * 7 + 3 : -1))) {
#line 54 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 54, "extra[i] == (i < 3 ? INPUT(4 * B * T + i) : -1)", *__errno_location());
#line 54 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
                else
#line 53 "tests/in/upc_io/io_read.upc"
                    for (; i < upcga_stop; i++, upcga_local_extra++)
                        do {
#line 54 "tests/in/upc_io/io_read.upc"
                            if (!(*upcga_local_extra == (i < 3 ? (4 * 5 * T + i) * 7 + 3 : -1))) {
#line 54 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 54, "extra[i] == (i < 3 ? INPUT(4 * B * T + i) : -1)", *__errno_location());
#line 54 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
            }
        }
#line 53 "tests/in/upc_io/io_read.upc"
        upcga_forall_control = upcga_nested2;
    }
    do {
#line 55 "tests/in/upc_io/io_read.upc"
        if (!(pos(fd) == size)) {
#line 55 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 55, "pos(fd) == size", *__errno_location());
#line 55 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 56 "tests/in/upc_io/io_read.upc"
    do {
#line 56 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fread_shared(fd, extra_ref(0), 5, sizeof(int), 5 * T, 0) == 0)) {
#line 56 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 56, "upc_all_fread_shared(fd, extra, B, sizeof(int), B * T, 0) == 0", *__errno_location());
#line 56 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 57 "tests/in/upc_io/io_read.upc"
    do {
#line 57 "tests/in/upc_io/io_read.upc"
        if (!(pos(fd) == size)) {
#line 57 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 57, "pos(fd) == size", *__errno_location());
#line 57 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
    /* A cyclic array and an indefinite one, from offsets chosen with SEEK_SET and SEEK_END. */
#line 60 "tests/in/upc_io/io_read.upc"
    do {
#line 60 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fseek(fd, sizeof(int), 0) == sizeof(int))) {
#line 60 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 60, "upc_all_fseek(fd, sizeof(int), UPC_SEEK_SET) == sizeof(int)", *__errno_location());
#line 60 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 61 "tests/in/upc_io/io_read.upc"
    do {
#line 61 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fread_shared(fd, cyc_ref(0), 1, sizeof(int), 7 * T, 0) == 7 * T * sizeof(int))) {
#line 61 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 61, "upc_all_fread_shared(fd, cyc, 1, sizeof(int), K * T, 0) == K * T * sizeof(int)", *__errno_location());
#line 61 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 62 "tests/in/upc_io/io_read.upc"
    do {
#line 62 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fseek(fd, -(upc_off_t)(2 * 5 * sizeof(int)), 2) == size - 2 * 5 * sizeof(int))) {
#line 62 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 62, "upc_all_fseek(fd, -(upc_off_t)(2 * B * sizeof(int)), UPC_SEEK_END) == size - 2 * B * sizeof(int)", *__errno_location());
#line 62 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 64 "tests/in/upc_io/io_read.upc"
    do {
#line 64 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fread_shared(fd, ind_ref(0), 0, sizeof(int), 2 * 5, 0) == 2 * 5 * sizeof(int))) {
#line 64 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 64, "upc_all_fread_shared(fd, ind, 0, sizeof(int), 2 * B, 0) == 2 * B * sizeof(int)", *__errno_location());
#line 64 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 65 "tests/in/upc_io/io_read.upc"
    upcga_barrier();
    {
#line 66 "tests/in/upc_io/io_read.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 66 "tests/in/upc_io/io_read.upc"
        i = 0;
#line 66 "tests/in/upc_io/io_read.upc"
        if (upcga_nested3)
#line 66 "tests/in/upc_io/io_read.upc"
            for (; i < 7 * THREADS; i++)
                do {
#line 67 "tests/in/upc_io/io_read.upc"
                    if (!(cyc_get(i) == (i + 1) * 7 + 3)) {
#line 67 "tests/in/upc_io/io_read.upc"
                        printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 67, "cyc[i] == INPUT(i + 1)", *__errno_location());
#line 67 "tests/in/upc_io/io_read.upc"
                        fails++;
                    }
                } while (0);
        else {
#line 66 "tests/in/upc_io/io_read.upc"
            /* This thread's elements of `cyc`, through local pointers. */
            i = upcga_forall_first(i, 1);
            int *upcga_local_cyc = cyc_local + upcga_row_index(i, 1);
            long upcga_nthreads = THREADS;
#line 66 "tests/in/upc_io/io_read.upc"
            long upcga_bound = 7 * THREADS;
            long upcga_count = i < upcga_bound ? (upcga_bound - i + upcga_nthreads - 1) / upcga_nthreads : 0;
            long upcga_k;
#line 66 "tests/in/upc_io/io_read.upc"
            for (; upcga_count >= 64; upcga_count -= 64)
#line 66 "tests/in/upc_io/io_read.upc"
                for (upcga_k = 0; upcga_k < 64; upcga_k++, i += upcga_nthreads, upcga_local_cyc++)
                    do {
#line 67 "tests/in/upc_io/io_read.upc"
                        if (!(*upcga_local_cyc == (i + 1) * 7 + 3)) {
#line 67 "tests/in/upc_io/io_read.upc"
                            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 67, "cyc[i] == INPUT(i + 1)", *__errno_location());
#line 67 "tests/in/upc_io/io_read.upc"
                            fails++;
                        }
                    } while (0);
#line 66 "tests/in/upc_io/io_read.upc"
            for (; upcga_count > 0; upcga_count--, i += upcga_nthreads, upcga_local_cyc++)
                do {
#line 67 "tests/in/upc_io/io_read.upc"
                    if (!(*upcga_local_cyc == (i + 1) * 7 + 3)) {
#line 67 "tests/in/upc_io/io_read.upc"
                        printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 67, "cyc[i] == INPUT(i + 1)", *__errno_location());
#line 67 "tests/in/upc_io/io_read.upc"
                        fails++;
                    }
                } while (0);
        }
#line 66 "tests/in/upc_io/io_read.upc"
        upcga_forall_control = upcga_nested3;
    }
    if (t == T - 1)
        for (i = 0; i < 2 * 5; i++)
            do {
#line 70 "tests/in/upc_io/io_read.upc"
                if (!(ind_get(i) == (4 * 5 * T + 3 - 2 * 5 + i) * 7 + 3)) {
#line 70 "tests/in/upc_io/io_read.upc"
                    printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 70, "ind[i] == INPUT(INPUT_INTS(T) - 2 * B + i)", *__errno_location());
#line 70 "tests/in/upc_io/io_read.upc"
                    fails++;
                }
            } while (0);
    /* Individual file pointers into private buffers, each thread its own part. */
#line 73 "tests/in/upc_io/io_read.upc"
    do {
#line 73 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fcntl(fd, 6, (void *)0) == 0)) {
#line 73 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 73, "upc_all_fcntl(fd, UPC_SET_INDIVIDUAL_FP, NULL) == 0", *__errno_location());
#line 73 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 74 "tests/in/upc_io/io_read.upc"
    {
        int mine[6 + 2];
        do {
#line 76 "tests/in/upc_io/io_read.upc"
            if (!(upcga_all_fseek(fd, (upc_off_t)t * 6 * sizeof(int), 0) == t * 6 * sizeof(int))) {
#line 76 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 76, "upc_all_fseek(fd, (upc_off_t)t * N * sizeof(int), UPC_SEEK_SET) == t * N * sizeof(int)", *__errno_location());
#line 76 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 77 "tests/in/upc_io/io_read.upc"
        do {
#line 77 "tests/in/upc_io/io_read.upc"
            if (!(upcga_all_fread_local(fd, mine, sizeof(int), 6, 0) == 6 * sizeof(int))) {
#line 77 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 77, "upc_all_fread_local(fd, mine, sizeof(int), N, 0) == N * sizeof(int)", *__errno_location());
#line 77 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 78 "tests/in/upc_io/io_read.upc"
        for (i = 0; i < 6; i++)
            do {
#line 79 "tests/in/upc_io/io_read.upc"
                if (!(mine[i] == (t * 6 + i) * 7 + 3)) {
#line 79 "tests/in/upc_io/io_read.upc"
                    printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 79, "mine[i] == INPUT(t * N + i)", *__errno_location());
#line 79 "tests/in/upc_io/io_read.upc"
                    fails++;
                }
            } while (0);
#line 80 "tests/in/upc_io/io_read.upc"
        do {
#line 80 "tests/in/upc_io/io_read.upc"
            if (!(pos(fd) == (t + 1) * 6 * sizeof(int))) {
#line 80 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 80, "pos(fd) == (t + 1) * N * sizeof(int)", *__errno_location());
#line 80 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 81 "tests/in/upc_io/io_read.upc"
        /* Across the end: 8 bytes are left of the 20 asked for. */
        do {
#line 82 "tests/in/upc_io/io_read.upc"
            if (!(upcga_all_fseek(fd, -8, 2) == size - 8)) {
#line 82 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 82, "upc_all_fseek(fd, -8, UPC_SEEK_END) == size - 8", *__errno_location());
#line 82 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 83 "tests/in/upc_io/io_read.upc"
        mine[2] = -7;
        do {
#line 84 "tests/in/upc_io/io_read.upc"
            if (!(upcga_all_fread_local(fd, mine, sizeof(int), 5, 0) == 8)) {
#line 84 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 84, "upc_all_fread_local(fd, mine, sizeof(int), 5, 0) == 8", *__errno_location());
#line 84 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 85 "tests/in/upc_io/io_read.upc"
        do {
#line 85 "tests/in/upc_io/io_read.upc"
            if (!(mine[0] == (4 * 5 * T + 3 - 2) * 7 + 3 && mine[1] == (4 * 5 * T + 3 - 1) * 7 + 3 && mine[2] == -7)) {
#line 85 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 85, "mine[0] == INPUT(INPUT_INTS(T) - 2) && mine[1] == INPUT(INPUT_INTS(T) - 1) && mine[2] == -7", *__errno_location());
#line 85 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 87 "tests/in/upc_io/io_read.upc"
        do {
#line 87 "tests/in/upc_io/io_read.upc"
            if (!(pos(fd) == size)) {
#line 87 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 87, "pos(fd) == size", *__errno_location());
#line 87 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 88 "tests/in/upc_io/io_read.upc"
        do {
#line 88 "tests/in/upc_io/io_read.upc"
            if (!(upcga_all_fread_local(fd, mine, sizeof(int), 5, 0) == 0)) {
#line 88 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 88, "upc_all_fread_local(fd, mine, sizeof(int), 5, 0) == 0", *__errno_location());
#line 88 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
    }
    /* List I/O: into private memory (two regions from three file regions), into shared memory
       (thread t fills blocks 2t and 2t+1 of lst, on two threads, from reversed file places). */
#line 93 "tests/in/upc_io/io_read.upc"
    {
        int a[4], b[2];
        struct upc_local_memvec mv[2] = {
            { a, sizeof a },
            { b, sizeof b },
        };
#line 96 "tests/in/upc_io/io_read.upc"
        struct upc_filevec fv[3] = {
            { (upc_off_t)(10 + t) * sizeof(int), 2 * sizeof(int) },
            { 0, 3 * sizeof(int) },
            { (upc_off_t)t * sizeof(int), sizeof(int) },
        };
#line 99 "tests/in/upc_io/io_read.upc"
        do {
#line 99 "tests/in/upc_io/io_read.upc"
            if (!(upcga_all_fread_list_local(fd, 2, mv, 3, fv, 0) == 6 * sizeof(int))) {
#line 99 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 99, "upc_all_fread_list_local(fd, 2, mv, 3, fv, 0) == 6 * sizeof(int)", *__errno_location());
#line 99 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 100 "tests/in/upc_io/io_read.upc"
        do {
#line 100 "tests/in/upc_io/io_read.upc"
            if (!(a[0] == (10 + t) * 7 + 3 && a[1] == (11 + t) * 7 + 3 && a[2] == 0 * 7 + 3 && a[3] == 1 * 7 + 3 && b[0] == 2 * 7 + 3 && b[1] == t * 7 + 3)) {
#line 100 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 100, "a[0] == INPUT(10 + t) && a[1] == INPUT(11 + t) && a[2] == INPUT(0) && a[3] == INPUT(1) && b[0] == INPUT(2) && b[1] == INPUT(t)", *__errno_location());
#line 100 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 102 "tests/in/upc_io/io_read.upc"
        do {
#line 102 "tests/in/upc_io/io_read.upc"
            if (!(pos(fd) == size)) {
#line 102 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 102, "pos(fd) == size", *__errno_location());
#line 102 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
    }
#line 104 "tests/in/upc_io/io_read.upc"
    {
        struct upc_shared_memvec mv[1] = {
            { lst_ref(2 * t * 5), 5 * sizeof(int), 2 * 5 * sizeof(int) },
        };
#line 106 "tests/in/upc_io/io_read.upc"
        struct upc_filevec fv[2] = {
            { (upc_off_t)(T - 1 - t) * 5 * sizeof(int), 5 * sizeof(int) },
            { (upc_off_t)(2 * T - 1 - t) * 5 * sizeof(int), 5 * sizeof(int) },
        };
#line 110 "tests/in/upc_io/io_read.upc"
        upcga_all_fread_list_shared_async(fd, 1, mv, 2, fv, 0);
        do {
#line 111 "tests/in/upc_io/io_read.upc"
            if (!(upcga_all_fcntl(fd, 11, (void *)0) == 1)) {
#line 111 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 111, "upc_all_fcntl(fd, UPC_ASYNC_OUTSTANDING, NULL) == 1", *__errno_location());
#line 111 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 112 "tests/in/upc_io/io_read.upc"
        do {
#line 112 "tests/in/upc_io/io_read.upc"
            if (!(upcga_all_fwait_async(fd) == 2 * 5 * sizeof(int))) {
#line 112 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 112, "upc_all_fwait_async(fd) == 2 * B * sizeof(int)", *__errno_location());
#line 112 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 113 "tests/in/upc_io/io_read.upc"
        upcga_barrier();
        if (t == 0)
            for (int u = 0; u < T; u++)
                for (i = 0; i < 5; i++)
                    do {
#line 117 "tests/in/upc_io/io_read.upc"
                        if (!(lst_get(2 * u * 5 + i) == ((T - 1 - u) * 5 + i) * 7 + 3 && lst_get((2 * u + 1) * 5 + i) == ((2 * T - 1 - u) * 5 + i) * 7 + 3)) {
#line 117 "tests/in/upc_io/io_read.upc"
                            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 117, "lst[2 * u * B + i] == INPUT((T - 1 - u) * B + i) && lst[(2 * u + 1) * B + i] == INPUT((2 * T - 1 - u) * B + i)", *__errno_location());
#line 117 "tests/in/upc_io/io_read.upc"
                            fails++;
                        }
                    } while (0);
    }
    /* Asynchronous read of a shared array with the common file pointer, polled. */
    do {
#line 122 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fcntl(fd, 5, (void *)0) == 0)) {
#line 122 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 122, "upc_all_fcntl(fd, UPC_SET_COMMON_FP, NULL) == 0", *__errno_location());
#line 122 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 123 "tests/in/upc_io/io_read.upc"
    {
        /* `buf[i] = 0` for every element of `buf`: one GA operation. */
        int upcga_value = 0;
        GA_Fill(g_buf, &upcga_value);
        i = 20 * THREADS;
    }
#line 125 "tests/in/upc_io/io_read.upc"
    do {
#line 125 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fseek(fd, 2 * sizeof(int), 0) == 2 * sizeof(int))) {
#line 125 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 125, "upc_all_fseek(fd, 2 * sizeof(int), UPC_SEEK_SET) == 2 * sizeof(int)", *__errno_location());
#line 125 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 126 "tests/in/upc_io/io_read.upc"
    upcga_all_fread_shared_async(fd, buf_ref(0), 5, sizeof(int), 4 * 5 * T, 0);
    {
        int flag = 0;
        upc_off_t r;
        do
            r = upcga_all_ftest_async(fd, &flag);
        while (!flag);
        do {
#line 133 "tests/in/upc_io/io_read.upc"
            if (!(r == 4 * 5 * T * sizeof(int))) {
#line 133 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 133, "r == 4 * B * T * sizeof(int)", *__errno_location());
#line 133 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
    }
#line 135 "tests/in/upc_io/io_read.upc"
    {
#line 135 "tests/in/upc_io/io_read.upc"
        int upcga_nested4 = upcga_forall_control;
        upcga_forall_control = 1;
#line 135 "tests/in/upc_io/io_read.upc"
        i = 0;
#line 135 "tests/in/upc_io/io_read.upc"
        if (upcga_nested4)
#line 135 "tests/in/upc_io/io_read.upc"
            for (; i < 4 * 5 * THREADS; i++)
                do {
#line 136 "tests/in/upc_io/io_read.upc"
                    if (!(buf_get(i) == (i + 2) * 7 + 3)) {
#line 136 "tests/in/upc_io/io_read.upc"
                        printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 136, "buf[i] == INPUT(i + 2)", *__errno_location());
#line 136 "tests/in/upc_io/io_read.upc"
                        fails++;
                    }
                } while (0);
        else {
#line 135 "tests/in/upc_io/io_read.upc"
            /* This thread's blocks of `buf`, each through local pointers. */
#line 135 "tests/in/upc_io/io_read.upc"
            for (i = upcga_forall_first(i, 5); i < 4 * 5 * THREADS; i = upcga_forall_first(i, 5)) {
#line 135 "tests/in/upc_io/io_read.upc"
                int *upcga_local_buf = buf_local + upcga_row_index(i, 5);
                long upcga_block_lo = i - i % 5, upcga_block_hi = upcga_block_lo + 5;
                long upcga_stop = upcga_block_hi, upcga_bound = 4 * 5 * THREADS;
                if (upcga_bound < upcga_stop)
                    upcga_stop = upcga_bound;
                long upcga_k;
#line 135 "tests/in/upc_io/io_read.upc"
                if (upcga_stop - i == 5)
#line 135 "tests/in/upc_io/io_read.upc"
                    for (upcga_k = 0; upcga_k < 5; upcga_k++, i++, upcga_local_buf++)
                        do {
#line 136 "tests/in/upc_io/io_read.upc"
                            if (!(*upcga_local_buf == (i + 2) * 7 + 3)) {
#line 136 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 136, "buf[i] == INPUT(i + 2)", *__errno_location());
#line 136 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
                else
#line 135 "tests/in/upc_io/io_read.upc"
                    for (; i < upcga_stop; i++, upcga_local_buf++)
                        do {
#line 136 "tests/in/upc_io/io_read.upc"
                            if (!(*upcga_local_buf == (i + 2) * 7 + 3)) {
#line 136 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 136, "buf[i] == INPUT(i + 2)", *__errno_location());
#line 136 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
            }
        }
#line 135 "tests/in/upc_io/io_read.upc"
        upcga_forall_control = upcga_nested4;
    }
    do {
#line 137 "tests/in/upc_io/io_read.upc"
        if (!(pos(fd) == (4 * 5 * T + 2) * sizeof(int))) {
#line 137 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 137, "pos(fd) == (4 * B * T + 2) * sizeof(int)", *__errno_location());
#line 137 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 138 "tests/in/upc_io/io_read.upc"
    do {
#line 138 "tests/in/upc_io/io_read.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 138 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 138, "upc_all_fclose(fd) == 0", *__errno_location());
#line 138 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 140 "tests/in/upc_io/io_read.upc"
    upcga_barrier();
    if (fails == 0)
        printf("PASS: io_read thread %d\n", t);
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_io_read(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(20 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_buf = NGA_Create_irreg(C_INT, 2, dims, "buf", block, upcga_rows);
        buf_local = upcga_own_row(g_buf, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(5 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_extra = NGA_Create_irreg(C_INT, 2, dims, "extra", block, upcga_rows);
        extra_local = upcga_own_row(g_extra, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(7 * THREADS, 1) }, block[2] = { THREADS, 1 };
        g_cyc = NGA_Create_irreg(C_INT, 2, dims, "cyc", block, upcga_rows);
        cyc_local = upcga_own_row(g_cyc, sizeof(int));
    }
    {
        int dims[2] = { 1, 10 }, block[2] = { 1, 1 };
        g_ind = NGA_Create_irreg(C_INT, 2, dims, "ind", block, upcga_one_block);
        ind_local = upcga_own_row(g_ind, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(10 * THREADS, 5) }, block[2] = { THREADS, 1 };
        g_lst = NGA_Create_irreg(C_INT, 2, dims, "lst", block, upcga_rows);
        lst_local = upcga_own_row(g_lst, sizeof(int));
    }
}
static void (*const upcga_create_io_read_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_io_read;

#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/upc_io/io_read.upc"
/* UPC-IO reads of input.dat (INPUT(i) for INPUT_INTS(THREADS) ints, written by reference.c):
   into blocked, cyclic and indefinite shared arrays with the common file pointer, private
   buffers with individual ones, list I/O, asynchronous calls, and reads that reach the end of
   the file (they return the bytes there were; at the end, 0). */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_io.h>
#include <errno.h>
#include <stdio.h>
#line 1 "tests/in/upc_io/io_common.h"
/* Shared by the UPC-IO test programs and their plain C reference (tests/upc_io_exec.rs): the
   sizes and the values they write and read. */
#line 7 "tests/in/upc_io/io_common.h"
/* The values. */
#line 13 "tests/in/upc_io/io_common.h"
/* Ints in the input file of the read test: not a whole number of blocks. */
#line 11 "tests/in/upc_io/io_read.upc"
upcr_shared_ptr_t buf;
upcr_shared_ptr_t extra;
upcr_pshared_ptr_t cyc;
upcr_pshared_ptr_t ind;
upcr_shared_ptr_t lst;
int fails;
#line 26 "tests/in/upc_io/io_read.upc"
static upc_off_t pos(upc_file_t *fd) {

    return upc_all_fseek(fd, 0, 1);
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, t = ((int)upcr_mythread()), T = ((int)upcr_threads());
    const upc_off_t size = (4 * 5 * ((int)upcr_threads()) + 3) * sizeof(int);
    {
#line 35 "tests/in/upc_io/io_read.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 35 "tests/in/upc_io/io_read.upc"
        i = 0;
#line 35 "tests/in/upc_io/io_read.upc"
        if (upcrt_nested1)
#line 35 "tests/in/upc_io/io_read.upc"
            for (; i < 5 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(extra, sizeof(int), i, 5), 0, (int)-1, sizeof(int));
        else {
#line 35 "tests/in/upc_io/io_read.upc"
            /* This thread's blocks of `extra`, each through local pointers. */
#line 35 "tests/in/upc_io/io_read.upc"
            for (i = upcrt_forall_first(i, 5); i < 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 5)) {
#line 35 "tests/in/upc_io/io_read.upc"
                int *upcrt_local_extra = upcr_shared_to_local(upcr_add_shared(extra, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 5 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 35 "tests/in/upc_io/io_read.upc"
                if (upcrt_stop - i == 5) {
#pragma GCC ivdep
#line 35 "tests/in/upc_io/io_read.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_extra++)
                        *upcrt_local_extra = -1;
                } else
#line 35 "tests/in/upc_io/io_read.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_extra++)
                        *upcrt_local_extra = -1;
            }
        }
#line 35 "tests/in/upc_io/io_read.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    upc_file_t *fd = upc_all_fopen("input.dat", 1 << 0 | 1 << 4, 0, (void *)0);
    do {
#line 40 "tests/in/upc_io/io_read.upc"
        if (!(fd != (void *)0)) {
#line 40 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 40, "fd != NULL", *__errno_location());
#line 40 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 41 "tests/in/upc_io/io_read.upc"
    do {
#line 41 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fget_size(fd) == size)) {
#line 41 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 41, "upc_all_fget_size(fd) == size", *__errno_location());
#line 41 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
    /* The common file pointer into a blocked shared array. */
#line 44 "tests/in/upc_io/io_read.upc"
    do {
#line 44 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fread_shared(fd, buf, 5, sizeof(int), 4 * 5 * T, 0 | 0) == 4 * 5 * T * sizeof(int))) {
#line 44 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 44, "upc_all_fread_shared(fd, buf, B, sizeof(int), 4 * B * T, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) == 4 * B * T * sizeof(int)", *__errno_location());
#line 44 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 46 "tests/in/upc_io/io_read.upc"
    {
#line 46 "tests/in/upc_io/io_read.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 46 "tests/in/upc_io/io_read.upc"
        i = 0;
#line 46 "tests/in/upc_io/io_read.upc"
        if (upcrt_nested2)
#line 46 "tests/in/upc_io/io_read.upc"
            for (; i < 4 * 5 * ((int)upcr_threads()); i++)
                do {
#line 47 "tests/in/upc_io/io_read.upc"
                    if (!((int)upcr_get_shared_val(upcr_add_shared(buf, sizeof(int), i, 5), 0, sizeof(int)) == i * 7 + 3)) {
#line 47 "tests/in/upc_io/io_read.upc"
                        printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 47, "buf[i] == INPUT(i)", *__errno_location());
#line 47 "tests/in/upc_io/io_read.upc"
                        fails++;
                    }
                } while (0);
        else {
#line 46 "tests/in/upc_io/io_read.upc"
            /* This thread's blocks of `buf`, each through local pointers. */
#line 46 "tests/in/upc_io/io_read.upc"
            for (i = upcrt_forall_first(i, 5); i < 4 * 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 5)) {
#line 46 "tests/in/upc_io/io_read.upc"
                int *upcrt_local_buf = upcr_shared_to_local(upcr_add_shared(buf, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * 5 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 46 "tests/in/upc_io/io_read.upc"
                if (upcrt_stop - i == 5)
#line 46 "tests/in/upc_io/io_read.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_buf++)
                        do {
#line 47 "tests/in/upc_io/io_read.upc"
                            if (!(*upcrt_local_buf == i * 7 + 3)) {
#line 47 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 47, "buf[i] == INPUT(i)", *__errno_location());
#line 47 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
                else
#line 46 "tests/in/upc_io/io_read.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_buf++)
                        do {
#line 47 "tests/in/upc_io/io_read.upc"
                            if (!(*upcrt_local_buf == i * 7 + 3)) {
#line 47 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 47, "buf[i] == INPUT(i)", *__errno_location());
#line 47 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
            }
        }
#line 46 "tests/in/upc_io/io_read.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    do {
#line 48 "tests/in/upc_io/io_read.upc"
        if (!(pos(fd) == 4 * 5 * T * sizeof(int))) {
#line 48 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 48, "pos(fd) == 4 * B * T * sizeof(int)", *__errno_location());
#line 48 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
    /* Across the end: 3 ints are left of the B*T asked for; then nothing. */
#line 51 "tests/in/upc_io/io_read.upc"
    do {
#line 51 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fread_shared(fd, extra, 5, sizeof(int), 5 * T, 0) == 3 * sizeof(int))) {
#line 51 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 51, "upc_all_fread_shared(fd, extra, B, sizeof(int), B * T, 0) == 3 * sizeof(int)", *__errno_location());
#line 51 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 52 "tests/in/upc_io/io_read.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
#line 53 "tests/in/upc_io/io_read.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 53 "tests/in/upc_io/io_read.upc"
        i = 0;
#line 53 "tests/in/upc_io/io_read.upc"
        if (upcrt_nested3)
#line 53 "tests/in/upc_io/io_read.upc"
            for (; i < 5 * ((int)upcr_threads()); i++)
                do {
#line 54 "tests/in/upc_io/io_read.upc"
                    if (!((int)upcr_get_shared_val(upcr_add_shared(extra, sizeof(int), i, 5), 0, sizeof(int)) == (i < 3 ? (4 * 5 * T + i) * 7 + 3 : -1))) {
#line 54 "tests/in/upc_io/io_read.upc"
                        printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 54, "extra[i] == (i < 3 ? INPUT(4 * B * T + i) : -1)", *__errno_location());
#line 54 "tests/in/upc_io/io_read.upc"
                        fails++;
                    }
                } while (0);
        else {
#line 53 "tests/in/upc_io/io_read.upc"
            /* This thread's blocks of `extra`, each through local pointers. */
#line 53 "tests/in/upc_io/io_read.upc"
            for (i = upcrt_forall_first(i, 5); i < 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 5)) {
#line 53 "tests/in/upc_io/io_read.upc"
                int *upcrt_local_extra = upcr_shared_to_local(upcr_add_shared(extra, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 5 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 53 "tests/in/upc_io/io_read.upc"
                if (upcrt_stop - i == 5)
#line 53 "tests/in/upc_io/io_read.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_extra++)
                        do {
#line 54 "tests/in/upc_io/io_read.upc"
                            if (!(*upcrt_local_extra == (i < 3 ? (4 * 5 * T + i) * 7 + 3 : -1))) {
#line 54 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 54, "extra[i] == (i < 3 ? INPUT(4 * B * T + i) : -1)", *__errno_location());
#line 54 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
                else
#line 53 "tests/in/upc_io/io_read.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_extra++)
                        do {
#line 54 "tests/in/upc_io/io_read.upc"
                            if (!(*upcrt_local_extra == (i < 3 ? (4 * 5 * T + i) * 7 + 3 : -1))) {
#line 54 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 54, "extra[i] == (i < 3 ? INPUT(4 * B * T + i) : -1)", *__errno_location());
#line 54 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
            }
        }
#line 53 "tests/in/upc_io/io_read.upc"
        upcrt_forall_control = upcrt_nested3;
    }
    do {
#line 55 "tests/in/upc_io/io_read.upc"
        if (!(pos(fd) == size)) {
#line 55 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 55, "pos(fd) == size", *__errno_location());
#line 55 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 56 "tests/in/upc_io/io_read.upc"
    do {
#line 56 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fread_shared(fd, extra, 5, sizeof(int), 5 * T, 0) == 0)) {
#line 56 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 56, "upc_all_fread_shared(fd, extra, B, sizeof(int), B * T, 0) == 0", *__errno_location());
#line 56 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 57 "tests/in/upc_io/io_read.upc"
    do {
#line 57 "tests/in/upc_io/io_read.upc"
        if (!(pos(fd) == size)) {
#line 57 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 57, "pos(fd) == size", *__errno_location());
#line 57 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
    /* A cyclic array and an indefinite one, from offsets chosen with SEEK_SET and SEEK_END. */
#line 60 "tests/in/upc_io/io_read.upc"
    do {
#line 60 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fseek(fd, sizeof(int), 0) == sizeof(int))) {
#line 60 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 60, "upc_all_fseek(fd, sizeof(int), UPC_SEEK_SET) == sizeof(int)", *__errno_location());
#line 60 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 61 "tests/in/upc_io/io_read.upc"
    do {
#line 61 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fread_shared(fd, upcr_pshared_to_shared(cyc), 1, sizeof(int), 7 * T, 0) == 7 * T * sizeof(int))) {
#line 61 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 61, "upc_all_fread_shared(fd, cyc, 1, sizeof(int), K * T, 0) == K * T * sizeof(int)", *__errno_location());
#line 61 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 62 "tests/in/upc_io/io_read.upc"
    do {
#line 62 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fseek(fd, -(upc_off_t)(2 * 5 * sizeof(int)), 2) == size - 2 * 5 * sizeof(int))) {
#line 62 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 62, "upc_all_fseek(fd, -(upc_off_t)(2 * B * sizeof(int)), UPC_SEEK_END) == size - 2 * B * sizeof(int)", *__errno_location());
#line 62 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 64 "tests/in/upc_io/io_read.upc"
    do {
#line 64 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fread_shared(fd, upcr_pshared_to_shared(ind), 0, sizeof(int), 2 * 5, 0) == 2 * 5 * sizeof(int))) {
#line 64 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 64, "upc_all_fread_shared(fd, ind, 0, sizeof(int), 2 * B, 0) == 2 * B * sizeof(int)", *__errno_location());
#line 64 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 65 "tests/in/upc_io/io_read.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    {
#line 66 "tests/in/upc_io/io_read.upc"
        int upcrt_nested4 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 66 "tests/in/upc_io/io_read.upc"
        i = 0;
#line 66 "tests/in/upc_io/io_read.upc"
        if (upcrt_nested4)
#line 66 "tests/in/upc_io/io_read.upc"
            for (; i < 7 * ((int)upcr_threads()); i++)
                do {
#line 67 "tests/in/upc_io/io_read.upc"
                    if (!((int)upcr_get_pshared_val(upcr_add_pshared1(cyc, sizeof(int), i), 0, sizeof(int)) == (i + 1) * 7 + 3)) {
#line 67 "tests/in/upc_io/io_read.upc"
                        printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 67, "cyc[i] == INPUT(i + 1)", *__errno_location());
#line 67 "tests/in/upc_io/io_read.upc"
                        fails++;
                    }
                } while (0);
        else {
#line 66 "tests/in/upc_io/io_read.upc"
            /* This thread's elements of `cyc`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            int *upcrt_local_cyc = upcr_pshared_to_local(upcr_add_pshared1(cyc, sizeof(int), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 66 "tests/in/upc_io/io_read.upc"
            long upcrt_bound = 7 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 66 "tests/in/upc_io/io_read.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64)
#line 66 "tests/in/upc_io/io_read.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_cyc++)
                    do {
#line 67 "tests/in/upc_io/io_read.upc"
                        if (!(*upcrt_local_cyc == (i + 1) * 7 + 3)) {
#line 67 "tests/in/upc_io/io_read.upc"
                            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 67, "cyc[i] == INPUT(i + 1)", *__errno_location());
#line 67 "tests/in/upc_io/io_read.upc"
                            fails++;
                        }
                    } while (0);
#line 66 "tests/in/upc_io/io_read.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_cyc++)
                do {
#line 67 "tests/in/upc_io/io_read.upc"
                    if (!(*upcrt_local_cyc == (i + 1) * 7 + 3)) {
#line 67 "tests/in/upc_io/io_read.upc"
                        printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 67, "cyc[i] == INPUT(i + 1)", *__errno_location());
#line 67 "tests/in/upc_io/io_read.upc"
                        fails++;
                    }
                } while (0);
        }
#line 66 "tests/in/upc_io/io_read.upc"
        upcrt_forall_control = upcrt_nested4;
    }
    if (t == T - 1)
        for (i = 0; i < 2 * 5; i++)
            do {
#line 70 "tests/in/upc_io/io_read.upc"
                if (!((int)upcr_get_pshared_val(upcr_add_psharedI(ind, sizeof(int), i), 0, sizeof(int)) == (4 * 5 * T + 3 - 2 * 5 + i) * 7 + 3)) {
#line 70 "tests/in/upc_io/io_read.upc"
                    printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 70, "ind[i] == INPUT(INPUT_INTS(T) - 2 * B + i)", *__errno_location());
#line 70 "tests/in/upc_io/io_read.upc"
                    fails++;
                }
            } while (0);
    /* Individual file pointers into private buffers, each thread its own part. */
#line 73 "tests/in/upc_io/io_read.upc"
    do {
#line 73 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fcntl(fd, 6, (void *)0) == 0)) {
#line 73 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 73, "upc_all_fcntl(fd, UPC_SET_INDIVIDUAL_FP, NULL) == 0", *__errno_location());
#line 73 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 74 "tests/in/upc_io/io_read.upc"
    {
        int mine[6 + 2];
        do {
#line 76 "tests/in/upc_io/io_read.upc"
            if (!(upc_all_fseek(fd, (upc_off_t)t * 6 * sizeof(int), 0) == t * 6 * sizeof(int))) {
#line 76 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 76, "upc_all_fseek(fd, (upc_off_t)t * N * sizeof(int), UPC_SEEK_SET) == t * N * sizeof(int)", *__errno_location());
#line 76 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 77 "tests/in/upc_io/io_read.upc"
        do {
#line 77 "tests/in/upc_io/io_read.upc"
            if (!(upc_all_fread_local(fd, mine, sizeof(int), 6, 0) == 6 * sizeof(int))) {
#line 77 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 77, "upc_all_fread_local(fd, mine, sizeof(int), N, 0) == N * sizeof(int)", *__errno_location());
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
                    printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 79, "mine[i] == INPUT(t * N + i)", *__errno_location());
#line 79 "tests/in/upc_io/io_read.upc"
                    fails++;
                }
            } while (0);
#line 80 "tests/in/upc_io/io_read.upc"
        do {
#line 80 "tests/in/upc_io/io_read.upc"
            if (!(pos(fd) == (t + 1) * 6 * sizeof(int))) {
#line 80 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 80, "pos(fd) == (t + 1) * N * sizeof(int)", *__errno_location());
#line 80 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 81 "tests/in/upc_io/io_read.upc"
        /* Across the end: 8 bytes are left of the 20 asked for. */
        do {
#line 82 "tests/in/upc_io/io_read.upc"
            if (!(upc_all_fseek(fd, -8, 2) == size - 8)) {
#line 82 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 82, "upc_all_fseek(fd, -8, UPC_SEEK_END) == size - 8", *__errno_location());
#line 82 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 83 "tests/in/upc_io/io_read.upc"
        mine[2] = -7;
        do {
#line 84 "tests/in/upc_io/io_read.upc"
            if (!(upc_all_fread_local(fd, mine, sizeof(int), 5, 0) == 8)) {
#line 84 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 84, "upc_all_fread_local(fd, mine, sizeof(int), 5, 0) == 8", *__errno_location());
#line 84 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 85 "tests/in/upc_io/io_read.upc"
        do {
#line 85 "tests/in/upc_io/io_read.upc"
            if (!(mine[0] == (4 * 5 * T + 3 - 2) * 7 + 3 && mine[1] == (4 * 5 * T + 3 - 1) * 7 + 3 && mine[2] == -7)) {
#line 85 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 85, "mine[0] == INPUT(INPUT_INTS(T) - 2) && mine[1] == INPUT(INPUT_INTS(T) - 1) && mine[2] == -7", *__errno_location());
#line 85 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 87 "tests/in/upc_io/io_read.upc"
        do {
#line 87 "tests/in/upc_io/io_read.upc"
            if (!(pos(fd) == size)) {
#line 87 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 87, "pos(fd) == size", *__errno_location());
#line 87 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 88 "tests/in/upc_io/io_read.upc"
        do {
#line 88 "tests/in/upc_io/io_read.upc"
            if (!(upc_all_fread_local(fd, mine, sizeof(int), 5, 0) == 0)) {
#line 88 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 88, "upc_all_fread_local(fd, mine, sizeof(int), 5, 0) == 0", *__errno_location());
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
            if (!(upc_all_fread_list_local(fd, 2, mv, 3, fv, 0) == 6 * sizeof(int))) {
#line 99 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 99, "upc_all_fread_list_local(fd, 2, mv, 3, fv, 0) == 6 * sizeof(int)", *__errno_location());
#line 99 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 100 "tests/in/upc_io/io_read.upc"
        do {
#line 100 "tests/in/upc_io/io_read.upc"
            if (!(a[0] == (10 + t) * 7 + 3 && a[1] == (11 + t) * 7 + 3 && a[2] == 0 * 7 + 3 && a[3] == 1 * 7 + 3 && b[0] == 2 * 7 + 3 && b[1] == t * 7 + 3)) {
#line 100 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 100, "a[0] == INPUT(10 + t) && a[1] == INPUT(11 + t) && a[2] == INPUT(0) && a[3] == INPUT(1) && b[0] == INPUT(2) && b[1] == INPUT(t)", *__errno_location());
#line 100 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 102 "tests/in/upc_io/io_read.upc"
        do {
#line 102 "tests/in/upc_io/io_read.upc"
            if (!(pos(fd) == size)) {
#line 102 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 102, "pos(fd) == size", *__errno_location());
#line 102 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
    }
#line 104 "tests/in/upc_io/io_read.upc"
    {
        struct upc_shared_memvec mv[1] = {
            { upcr_add_shared(lst, sizeof(int), 2 * t * 5, 5), 5 * sizeof(int), 2 * 5 * sizeof(int) },
        };
#line 106 "tests/in/upc_io/io_read.upc"
        struct upc_filevec fv[2] = {
            { (upc_off_t)(T - 1 - t) * 5 * sizeof(int), 5 * sizeof(int) },
            { (upc_off_t)(2 * T - 1 - t) * 5 * sizeof(int), 5 * sizeof(int) },
        };
#line 110 "tests/in/upc_io/io_read.upc"
        upc_all_fread_list_shared_async(fd, 1, mv, 2, fv, 0);
        do {
#line 111 "tests/in/upc_io/io_read.upc"
            if (!(upc_all_fcntl(fd, 11, (void *)0) == 1)) {
#line 111 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 111, "upc_all_fcntl(fd, UPC_ASYNC_OUTSTANDING, NULL) == 1", *__errno_location());
#line 111 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 112 "tests/in/upc_io/io_read.upc"
        do {
#line 112 "tests/in/upc_io/io_read.upc"
            if (!(upc_all_fwait_async(fd) == 2 * 5 * sizeof(int))) {
#line 112 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 112, "upc_all_fwait_async(fd) == 2 * B * sizeof(int)", *__errno_location());
#line 112 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
#line 113 "tests/in/upc_io/io_read.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        if (t == 0)
            for (int u = 0; u < T; u++)
                for (i = 0; i < 5; i++)
                    do {
#line 117 "tests/in/upc_io/io_read.upc"
                        if (!((int)upcr_get_shared_val(upcr_add_shared(lst, sizeof(int), 2 * u * 5 + i, 5), 0, sizeof(int)) == ((T - 1 - u) * 5 + i) * 7 + 3 && (int)upcr_get_shared_val(upcr_add_shared(lst, sizeof(int), (2 * u + 1) * 5 + i, 5), 0, sizeof(int)) == ((2 * T - 1 - u) * 5 + i) * 7 + 3)) {
#line 117 "tests/in/upc_io/io_read.upc"
                            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 117, "lst[2 * u * B + i] == INPUT((T - 1 - u) * B + i) && lst[(2 * u + 1) * B + i] == INPUT((2 * T - 1 - u) * B + i)", *__errno_location());
#line 117 "tests/in/upc_io/io_read.upc"
                            fails++;
                        }
                    } while (0);
    }
    /* Asynchronous read of a shared array with the common file pointer, polled. */
    do {
#line 122 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fcntl(fd, 5, (void *)0) == 0)) {
#line 122 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 122, "upc_all_fcntl(fd, UPC_SET_COMMON_FP, NULL) == 0", *__errno_location());
#line 122 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 123 "tests/in/upc_io/io_read.upc"
    {
#line 123 "tests/in/upc_io/io_read.upc"
        int upcrt_nested5 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 123 "tests/in/upc_io/io_read.upc"
        i = 0;
#line 123 "tests/in/upc_io/io_read.upc"
        if (upcrt_nested5)
#line 123 "tests/in/upc_io/io_read.upc"
            for (; i < 4 * 5 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(buf, sizeof(int), i, 5), 0, (int)0, sizeof(int));
        else {
#line 123 "tests/in/upc_io/io_read.upc"
            /* This thread's blocks of `buf`, each through local pointers. */
#line 123 "tests/in/upc_io/io_read.upc"
            for (i = upcrt_forall_first(i, 5); i < 4 * 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 5)) {
#line 123 "tests/in/upc_io/io_read.upc"
                int *upcrt_local_buf = upcr_shared_to_local(upcr_add_shared(buf, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * 5 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 123 "tests/in/upc_io/io_read.upc"
                if (upcrt_stop - i == 5) {
#pragma GCC ivdep
#line 123 "tests/in/upc_io/io_read.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_buf++)
                        *upcrt_local_buf = 0;
                } else
#line 123 "tests/in/upc_io/io_read.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_buf++)
                        *upcrt_local_buf = 0;
            }
        }
#line 123 "tests/in/upc_io/io_read.upc"
        upcrt_forall_control = upcrt_nested5;
    }
    do {
#line 125 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fseek(fd, 2 * sizeof(int), 0) == 2 * sizeof(int))) {
#line 125 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 125, "upc_all_fseek(fd, 2 * sizeof(int), UPC_SEEK_SET) == 2 * sizeof(int)", *__errno_location());
#line 125 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 126 "tests/in/upc_io/io_read.upc"
    upc_all_fread_shared_async(fd, buf, 5, sizeof(int), 4 * 5 * T, 0);
    {
        int flag = 0;
        upc_off_t r;
        do
            r = upc_all_ftest_async(fd, &flag);
        while (!flag);
        do {
#line 133 "tests/in/upc_io/io_read.upc"
            if (!(r == 4 * 5 * T * sizeof(int))) {
#line 133 "tests/in/upc_io/io_read.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 133, "r == 4 * B * T * sizeof(int)", *__errno_location());
#line 133 "tests/in/upc_io/io_read.upc"
                fails++;
            }
        } while (0);
    }
#line 135 "tests/in/upc_io/io_read.upc"
    {
#line 135 "tests/in/upc_io/io_read.upc"
        int upcrt_nested6 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 135 "tests/in/upc_io/io_read.upc"
        i = 0;
#line 135 "tests/in/upc_io/io_read.upc"
        if (upcrt_nested6)
#line 135 "tests/in/upc_io/io_read.upc"
            for (; i < 4 * 5 * ((int)upcr_threads()); i++)
                do {
#line 136 "tests/in/upc_io/io_read.upc"
                    if (!((int)upcr_get_shared_val(upcr_add_shared(buf, sizeof(int), i, 5), 0, sizeof(int)) == (i + 2) * 7 + 3)) {
#line 136 "tests/in/upc_io/io_read.upc"
                        printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 136, "buf[i] == INPUT(i + 2)", *__errno_location());
#line 136 "tests/in/upc_io/io_read.upc"
                        fails++;
                    }
                } while (0);
        else {
#line 135 "tests/in/upc_io/io_read.upc"
            /* This thread's blocks of `buf`, each through local pointers. */
#line 135 "tests/in/upc_io/io_read.upc"
            for (i = upcrt_forall_first(i, 5); i < 4 * 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 5)) {
#line 135 "tests/in/upc_io/io_read.upc"
                int *upcrt_local_buf = upcr_shared_to_local(upcr_add_shared(buf, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 4 * 5 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 135 "tests/in/upc_io/io_read.upc"
                if (upcrt_stop - i == 5)
#line 135 "tests/in/upc_io/io_read.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_buf++)
                        do {
#line 136 "tests/in/upc_io/io_read.upc"
                            if (!(*upcrt_local_buf == (i + 2) * 7 + 3)) {
#line 136 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 136, "buf[i] == INPUT(i + 2)", *__errno_location());
#line 136 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
                else
#line 135 "tests/in/upc_io/io_read.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_buf++)
                        do {
#line 136 "tests/in/upc_io/io_read.upc"
                            if (!(*upcrt_local_buf == (i + 2) * 7 + 3)) {
#line 136 "tests/in/upc_io/io_read.upc"
                                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 136, "buf[i] == INPUT(i + 2)", *__errno_location());
#line 136 "tests/in/upc_io/io_read.upc"
                                fails++;
                            }
                        } while (0);
            }
        }
#line 135 "tests/in/upc_io/io_read.upc"
        upcrt_forall_control = upcrt_nested6;
    }
    do {
#line 137 "tests/in/upc_io/io_read.upc"
        if (!(pos(fd) == (4 * 5 * T + 2) * sizeof(int))) {
#line 137 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 137, "pos(fd) == (4 * B * T + 2) * sizeof(int)", *__errno_location());
#line 137 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 138 "tests/in/upc_io/io_read.upc"
    do {
#line 138 "tests/in/upc_io/io_read.upc"
        if (!(upc_all_fclose(fd) == 0)) {
#line 138 "tests/in/upc_io/io_read.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 138, "upc_all_fclose(fd) == 0", *__errno_location());
#line 138 "tests/in/upc_io/io_read.upc"
            fails++;
        }
    } while (0);
#line 140 "tests/in/upc_io/io_read.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (fails == 0)
        printf("PASS: io_read thread %d\n", t);
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_io_read(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &cyc, sizeof(int), 7 * ((int)upcr_threads()), 0, sizeof(int), "cyc", "shared int [7 * THREADS]" },
        { &ind, sizeof(int) * 10, 1, 0, sizeof(int), "ind", "shared [] int [10]" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &buf, 5 * sizeof(int), (20 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "buf", "shared [5] int [20 * THREADS]" },
        { &extra, 5 * sizeof(int), (5 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "extra", "shared [5] int [5 * THREADS]" },
        { &lst, 5 * sizeof(int), (10 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "lst", "shared [5] int [10 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_io_read_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_io_read;

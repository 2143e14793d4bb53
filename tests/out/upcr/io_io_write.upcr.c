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
#line 1 "tests/in/upc_io/io_write.upc"
/* UPC-IO writes: individual and common file pointers, private and shared buffers, list I/O,
   asynchronous calls, UPC_APPEND. tests/upc_io_exec.rs compares every file with the one the
   plain C program reference.c writes. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <upcr_io.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#line 1 "tests/in/upc_io/io_common.h"
/* Shared by the UPC-IO test programs and their plain C reference (tests/upc_io_exec.rs): the
   sizes and the values they write and read. */
#line 7 "tests/in/upc_io/io_common.h"
/* The values. */
#line 13 "tests/in/upc_io/io_common.h"
/* Ints in the input file of the read test: not a whole number of blocks. */
#line 11 "tests/in/upc_io/io_write.upc"
upcr_shared_ptr_t blocked;
upcr_pshared_ptr_t cyc;
upcr_shared_ptr_t lst;
int fails;
#line 24 "tests/in/upc_io/io_write.upc"
static upc_file_t *open_w(const char *name, int fp) {

    upc_file_t *fd = upc_all_fopen(name, 1 << 1 | 1 << 6 | 1 << 9 | fp, 0, (void *)0);
    do {
#line 27 "tests/in/upc_io/io_write.upc"
        if (!(fd != (void *)0)) {
#line 27 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 27, "fd != NULL", *__errno_location());
#line 27 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 28 "tests/in/upc_io/io_write.upc"
    return fd;
}

static upc_off_t pos(upc_file_t *fd) {

    return upc_all_fseek(fd, 0, 1);
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, t = ((int)upcr_mythread()), T = ((int)upcr_threads());
    int mine[6];
    {
#line 40 "tests/in/upc_io/io_write.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 40 "tests/in/upc_io/io_write.upc"
        i = 0;
#line 40 "tests/in/upc_io/io_write.upc"
        if (upcrt_nested1)
#line 40 "tests/in/upc_io/io_write.upc"
            for (; i < 2 * 5 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(blocked, sizeof(int), i, 5), 0, (int)(3 * i + 1), sizeof(int));
        else {
#line 40 "tests/in/upc_io/io_write.upc"
            /* This thread's blocks of `blocked`, each through local pointers. */
#line 40 "tests/in/upc_io/io_write.upc"
            for (i = upcrt_forall_first(i, 5); i < 2 * 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 5)) {
#line 40 "tests/in/upc_io/io_write.upc"
                int *upcrt_local_blocked = upcr_shared_to_local(upcr_add_shared(blocked, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 2 * 5 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 40 "tests/in/upc_io/io_write.upc"
                if (upcrt_stop - i == 5) {
#pragma GCC ivdep
#line 40 "tests/in/upc_io/io_write.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_blocked++)
                        *upcrt_local_blocked = 3 * i + 1;
                } else
#line 40 "tests/in/upc_io/io_write.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_blocked++)
                        *upcrt_local_blocked = 3 * i + 1;
            }
        }
#line 40 "tests/in/upc_io/io_write.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    {
#line 42 "tests/in/upc_io/io_write.upc"
        int upcrt_nested2 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 42 "tests/in/upc_io/io_write.upc"
        i = 0;
#line 42 "tests/in/upc_io/io_write.upc"
        if (upcrt_nested2)
#line 42 "tests/in/upc_io/io_write.upc"
            for (; i < 7 * ((int)upcr_threads()); i++)
                upcr_put_pshared_val(upcr_add_pshared1(cyc, sizeof(long), i), 0, (long)((long)i * i - 5), sizeof(long));
        else {
#line 42 "tests/in/upc_io/io_write.upc"
            /* This thread's elements of `cyc`, through local pointers. */
            i = upcrt_forall_first(i, 1);
            long *upcrt_local_cyc = upcr_pshared_to_local(upcr_add_pshared1(cyc, sizeof(long), i));
            long upcrt_nthreads = ((int)upcr_threads());
#line 42 "tests/in/upc_io/io_write.upc"
            long upcrt_bound = 7 * ((int)upcr_threads());
            long upcrt_count = i < upcrt_bound ? (upcrt_bound - i + upcrt_nthreads - 1) / upcrt_nthreads : 0;
            long upcrt_k;
#line 42 "tests/in/upc_io/io_write.upc"
            for (; upcrt_count >= 64; upcrt_count -= 64) {
#pragma GCC ivdep
#line 42 "tests/in/upc_io/io_write.upc"
                for (upcrt_k = 0; upcrt_k < 64; upcrt_k++, i += upcrt_nthreads, upcrt_local_cyc++)
                    *upcrt_local_cyc = (long)i * i - 5;
            }
#line 42 "tests/in/upc_io/io_write.upc"
            for (; upcrt_count > 0; upcrt_count--, i += upcrt_nthreads, upcrt_local_cyc++)
                *upcrt_local_cyc = (long)i * i - 5;
        }
#line 42 "tests/in/upc_io/io_write.upc"
        upcrt_forall_control = upcrt_nested2;
    }
    {
#line 44 "tests/in/upc_io/io_write.upc"
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 44 "tests/in/upc_io/io_write.upc"
        i = 0;
#line 44 "tests/in/upc_io/io_write.upc"
        if (upcrt_nested3)
#line 44 "tests/in/upc_io/io_write.upc"
            for (; i < 5 * ((int)upcr_threads()); i++)
                upcr_put_shared_val(upcr_add_shared(lst, sizeof(int), i, 5), 0, (int)(100 + i), sizeof(int));
        else {
#line 44 "tests/in/upc_io/io_write.upc"
            /* This thread's blocks of `lst`, each through local pointers. */
#line 44 "tests/in/upc_io/io_write.upc"
            for (i = upcrt_forall_first(i, 5); i < 5 * ((int)upcr_threads()); i = upcrt_forall_first(i, 5)) {
#line 44 "tests/in/upc_io/io_write.upc"
                int *upcrt_local_lst = upcr_shared_to_local(upcr_add_shared(lst, sizeof(int), i, 5));
                long upcrt_block_lo = i - i % 5, upcrt_block_hi = upcrt_block_lo + 5;
                long upcrt_stop = upcrt_block_hi, upcrt_bound = 5 * ((int)upcr_threads());
                if (upcrt_bound < upcrt_stop)
                    upcrt_stop = upcrt_bound;
                long upcrt_k;
#line 44 "tests/in/upc_io/io_write.upc"
                if (upcrt_stop - i == 5) {
#pragma GCC ivdep
#line 44 "tests/in/upc_io/io_write.upc"
                    for (upcrt_k = 0; upcrt_k < 5; upcrt_k++, i++, upcrt_local_lst++)
                        *upcrt_local_lst = 100 + i;
                } else
#line 44 "tests/in/upc_io/io_write.upc"
                    for (; i < upcrt_stop; i++, upcrt_local_lst++)
                        *upcrt_local_lst = 100 + i;
            }
        }
#line 44 "tests/in/upc_io/io_write.upc"
        upcrt_forall_control = upcrt_nested3;
    }
    for (i = 0; i < 6; i++)
        mine[i] = t * 1000 + i;
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* Individual file pointers, private buffers. */
    upc_file_t *fd = open_w("indiv_local.dat", 1 << 3);
    do {
#line 52 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fseek(fd, (upc_off_t)t * 6 * sizeof(int), 0) == t * 6 * sizeof(int))) {
#line 52 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 52, "upc_all_fseek(fd, (upc_off_t)t * N * sizeof(int), UPC_SEEK_SET) == t * N * sizeof(int)", *__errno_location());
#line 52 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 53 "tests/in/upc_io/io_write.upc"
    do {
#line 53 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fwrite_local(fd, mine, sizeof(int), 6, 0 | 0) == 6 * sizeof(int))) {
#line 53 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 53, "upc_all_fwrite_local(fd, mine, sizeof(int), N, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) == N * sizeof(int)", *__errno_location());
#line 53 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 55 "tests/in/upc_io/io_write.upc"
    do {
#line 55 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == (t + 1) * 6 * sizeof(int))) {
#line 55 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 55, "pos(fd) == (t + 1) * N * sizeof(int)", *__errno_location());
#line 55 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 56 "tests/in/upc_io/io_write.upc"
    do {
#line 56 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fget_size(fd) == T * 6 * sizeof(int))) {
#line 56 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 56, "upc_all_fget_size(fd) == T * N * sizeof(int)", *__errno_location());
#line 56 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 57 "tests/in/upc_io/io_write.upc"
    do {
#line 57 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fclose(fd) == 0)) {
#line 57 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 57, "upc_all_fclose(fd) == 0", *__errno_location());
#line 57 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
    /* The common file pointer, shared buffers: the blocked array, then the cyclic one. */
#line 60 "tests/in/upc_io/io_write.upc"
    fd = open_w("common_shared.dat", 1 << 4);
    do {
#line 61 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fwrite_shared(fd, blocked, 5, sizeof(int), 2 * 5 * T, 0 | 0) == 2 * 5 * T * sizeof(int))) {
#line 61 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 61, "upc_all_fwrite_shared(fd, blocked, B, sizeof(int), 2 * B * T, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) == 2 * B * T * sizeof(int)", *__errno_location());
#line 61 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 63 "tests/in/upc_io/io_write.upc"
    do {
#line 63 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fwrite_shared(fd, upcr_pshared_to_shared(cyc), 1, sizeof(long), 7 * T, 1 << 1 | 1 << 2) == 7 * T * sizeof(long))) {
#line 63 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 63, "upc_all_fwrite_shared(fd, cyc, 1, sizeof(long), K * T, UPC_IN_MYSYNC | UPC_OUT_NOSYNC) == K * T * sizeof(long)", *__errno_location());
#line 63 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 65 "tests/in/upc_io/io_write.upc"
    do {
#line 65 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == 2 * 5 * T * sizeof(int) + 7 * T * sizeof(long))) {
#line 65 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 65, "pos(fd) == 2 * B * T * sizeof(int) + K * T * sizeof(long)", *__errno_location());
#line 65 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 66 "tests/in/upc_io/io_write.upc"
    do {
#line 66 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fclose(fd) == 0)) {
#line 66 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 66, "upc_all_fclose(fd) == 0", *__errno_location());
#line 66 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
    /* Individual file pointers, shared buffer: thread t writes cyc[t*K .. t*K+K) at the place
       of thread T-1-t. */
#line 70 "tests/in/upc_io/io_write.upc"
    fd = open_w("indiv_shared.dat", 1 << 3);
    upc_all_fseek(fd, (upc_off_t)(T - 1 - t) * 7 * sizeof(long), 0);
    do {
#line 72 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fwrite_shared(fd, upcr_pshared_to_shared(upcr_add_pshared1(cyc, sizeof(long), t * 7)), 1, sizeof(long), 7, 0) == 7 * sizeof(long))) {
#line 72 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 72, "upc_all_fwrite_shared(fd, &cyc[t * K], 1, sizeof(long), K, 0) == K * sizeof(long)", *__errno_location());
#line 72 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 73 "tests/in/upc_io/io_write.upc"
    do {
#line 73 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == (T - t) * 7 * sizeof(long))) {
#line 73 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 73, "pos(fd) == (T - t) * K * sizeof(long)", *__errno_location());
#line 73 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 74 "tests/in/upc_io/io_write.upc"
    do {
#line 74 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fclose(fd) == 0)) {
#line 74 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 74, "upc_all_fclose(fd) == 0", *__errno_location());
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
            if (!(upc_all_fwrite_list_local(fd, 2, mv, 2, fv, 0 | 0) == 6 * sizeof(int))) {
#line 82 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 82, "upc_all_fwrite_list_local(fd, 2, mv, 2, fv, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC) == 6 * sizeof(int)", *__errno_location());
#line 82 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
#line 84 "tests/in/upc_io/io_write.upc"
        do {
#line 84 "tests/in/upc_io/io_write.upc"
            if (!(pos(fd) == 0)) {
#line 84 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 84, "pos(fd) == 0", *__errno_location());
#line 84 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
    }
#line 86 "tests/in/upc_io/io_write.upc"
    do {
#line 86 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fclose(fd) == 0)) {
#line 86 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 86, "upc_all_fclose(fd) == 0", *__errno_location());
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
            { upcr_add_shared(lst, sizeof(int), (t + 1) % T * 5, 5), 5 * sizeof(int), 5 * sizeof(int) },
            { upcr_add_shared(blocked, sizeof(int), t * 5, 5), 5 * sizeof(int), 2 * 5 * sizeof(int) },
        };
#line 96 "tests/in/upc_io/io_write.upc"
        struct upc_filevec fv[2] = {
            { (upc_off_t)t * 5 * sizeof(int), 5 * sizeof(int) },
            { (upc_off_t)(T * 5 + t * 2 * 5) * sizeof(int), 2 * 5 * sizeof(int) },
        };
#line 100 "tests/in/upc_io/io_write.upc"
        do {
#line 100 "tests/in/upc_io/io_write.upc"
            if (!(upc_all_fwrite_list_shared(fd, 2, mv, 2, fv, 0) == 3 * 5 * sizeof(int))) {
#line 100 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 100, "upc_all_fwrite_list_shared(fd, 2, mv, 2, fv, 0) == 3 * B * sizeof(int)", *__errno_location());
#line 100 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
#line 101 "tests/in/upc_io/io_write.upc"
        do {
#line 101 "tests/in/upc_io/io_write.upc"
            if (!(pos(fd) == 0)) {
#line 101 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 101, "pos(fd) == 0", *__errno_location());
#line 101 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
    }
#line 103 "tests/in/upc_io/io_write.upc"
    do {
#line 103 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fclose(fd) == 0)) {
#line 103 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 103, "upc_all_fclose(fd) == 0", *__errno_location());
#line 103 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
    /* Asynchronous calls: private (individual pointers, completion polled), shared (common
       pointer), list; the file pointer types switched with upc_all_fcntl. */
#line 107 "tests/in/upc_io/io_write.upc"
    fd = open_w("async.dat", 1 << 3);
    upc_all_fseek(fd, (upc_off_t)t * 6 * sizeof(int), 0);
    upc_all_fwrite_local_async(fd, mine, sizeof(int), 6, 0);
    do {
#line 110 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fcntl(fd, 11, (void *)0) == 1)) {
#line 110 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 110, "upc_all_fcntl(fd, UPC_ASYNC_OUTSTANDING, NULL) == 1", *__errno_location());
#line 110 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 111 "tests/in/upc_io/io_write.upc"
    {
        int flag = 0;
        upc_off_t r;
        do
            r = upc_all_ftest_async(fd, &flag);
        while (!flag);
        do {
#line 117 "tests/in/upc_io/io_write.upc"
            if (!(r == 6 * sizeof(int))) {
#line 117 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 117, "r == N * sizeof(int)", *__errno_location());
#line 117 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
    }
#line 119 "tests/in/upc_io/io_write.upc"
    do {
#line 119 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fcntl(fd, 11, (void *)0) == 0)) {
#line 119 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 119, "upc_all_fcntl(fd, UPC_ASYNC_OUTSTANDING, NULL) == 0", *__errno_location());
#line 119 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 120 "tests/in/upc_io/io_write.upc"
    do {
#line 120 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fwait_async(fd) == -1 && *__errno_location() == 22)) {
#line 120 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 120, "upc_all_fwait_async(fd) == -1 && errno == EINVAL", *__errno_location());
#line 120 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 121 "tests/in/upc_io/io_write.upc"
    do {
#line 121 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fcntl(fd, 5, (void *)0) == 0)) {
#line 121 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 121, "upc_all_fcntl(fd, UPC_SET_COMMON_FP, NULL) == 0", *__errno_location());
#line 121 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 122 "tests/in/upc_io/io_write.upc"
    do {
#line 122 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == 0)) {
#line 122 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 122, "pos(fd) == 0", *__errno_location());
#line 122 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 123 "tests/in/upc_io/io_write.upc"
    upc_all_fseek(fd, (upc_off_t)T * 6 * sizeof(int), 0);
    upc_all_fwrite_shared_async(fd, blocked, 5, sizeof(int), 2 * 5 * T, 0);
    do {
#line 125 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fwait_async(fd) == 2 * 5 * T * sizeof(int))) {
#line 125 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 125, "upc_all_fwait_async(fd) == 2 * B * T * sizeof(int)", *__errno_location());
#line 125 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 126 "tests/in/upc_io/io_write.upc"
    do {
#line 126 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == (T * 6 + 2 * 5 * T) * sizeof(int))) {
#line 126 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 126, "pos(fd) == (T * N + 2 * B * T) * sizeof(int)", *__errno_location());
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
        upc_all_fwrite_list_local_async(fd, 1, mv, 1, fv, 0);
        do {
#line 132 "tests/in/upc_io/io_write.upc"
            if (!(upc_all_fwait_async(fd) == 6 * sizeof(int))) {
#line 132 "tests/in/upc_io/io_write.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 132, "upc_all_fwait_async(fd) == N * sizeof(int)", *__errno_location());
#line 132 "tests/in/upc_io/io_write.upc"
                fails++;
            }
        } while (0);
    }
#line 134 "tests/in/upc_io/io_write.upc"
    do {
#line 134 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fclose(fd) == 0)) {
#line 134 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 134, "upc_all_fclose(fd) == 0", *__errno_location());
#line 134 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
    /* UPC_APPEND: the file pointer starts at the end of the file. */
#line 137 "tests/in/upc_io/io_write.upc"
    fd = open_w("append.dat", 1 << 4);
    do {
#line 138 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fwrite_shared(fd, lst, 5, sizeof(int), 5 * T, 0) == 5 * T * sizeof(int))) {
#line 138 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 138, "upc_all_fwrite_shared(fd, lst, B, sizeof(int), B * T, 0) == B * T * sizeof(int)", *__errno_location());
#line 138 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 139 "tests/in/upc_io/io_write.upc"
    do {
#line 139 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fclose(fd) == 0)) {
#line 139 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 139, "upc_all_fclose(fd) == 0", *__errno_location());
#line 139 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 140 "tests/in/upc_io/io_write.upc"
    fd = upc_all_fopen("append.dat", 1 << 1 | 1 << 5 | 1 << 4, 0, (void *)0);
    do {
#line 141 "tests/in/upc_io/io_write.upc"
        if (!(fd != (void *)0)) {
#line 141 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 141, "fd != NULL", *__errno_location());
#line 141 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 142 "tests/in/upc_io/io_write.upc"
    do {
#line 142 "tests/in/upc_io/io_write.upc"
        if (!(pos(fd) == 5 * T * sizeof(int))) {
#line 142 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 142, "pos(fd) == B * T * sizeof(int)", *__errno_location());
#line 142 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 143 "tests/in/upc_io/io_write.upc"
    do {
#line 143 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fwrite_shared(fd, upcr_pshared_to_shared(cyc), 1, sizeof(long), 7 * T, 0) == 7 * T * sizeof(long))) {
#line 143 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 143, "upc_all_fwrite_shared(fd, cyc, 1, sizeof(long), K * T, 0) == K * T * sizeof(long)", *__errno_location());
#line 143 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 144 "tests/in/upc_io/io_write.upc"
    do {
#line 144 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fsync(fd) == 0)) {
#line 144 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 144, "upc_all_fsync(fd) == 0", *__errno_location());
#line 144 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 145 "tests/in/upc_io/io_write.upc"
    do {
#line 145 "tests/in/upc_io/io_write.upc"
        if (!(upc_all_fclose(fd) == 0)) {
#line 145 "tests/in/upc_io/io_write.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", ((int)upcr_mythread()), 145, "upc_all_fclose(fd) == 0", *__errno_location());
#line 145 "tests/in/upc_io/io_write.upc"
            fails++;
        }
    } while (0);
#line 147 "tests/in/upc_io/io_write.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (fails == 0)
        printf("PASS: io_write thread %d\n", t);
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_io_write(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &cyc, sizeof(long), 7 * ((int)upcr_threads()), 0, sizeof(long), "cyc", "shared long [7 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
    upcr_startup_shalloc_t shared_objects[] = {
        { &blocked, 5 * sizeof(int), (10 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "blocked", "shared [5] int [10 * THREADS]" },
        { &lst, 5 * sizeof(int), (5 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(int), "lst", "shared [5] int [5 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 2);
}
static void (*const upcrt_alloc_io_write_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_io_write;

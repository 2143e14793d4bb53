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
#line 1 "tests/in/real/multi_dim_arrays.upc"
/* Elements of two- and three-dimensional shared arrays: blocked, cyclic, `[*]` and indefinite
   layouts, dimensions of THREADS, structs with array members, strict elements; sub-array
   pointers, element addresses, reads, writes and compound assignments from every thread.
   Every element is checked against a private mirror of the same operations, and its thread,
   phase and address against the layout's definition (the element's flattened index walked
   from the array's first element through a pointer). Prints one line per array. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 13 "tests/in/real/multi_dim_arrays.upc"
/* blocks cut rows */
#line 13 "tests/in/real/multi_dim_arrays.upc"
upcr_shared_ptr_t b2;
/* a stencil of b2 */
#line 14 "tests/in/real/multi_dim_arrays.upc"
upcr_shared_ptr_t out2;
/* cyclic */
#line 15 "tests/in/real/multi_dim_arrays.upc"
upcr_pshared_ptr_t cyc;
/* 3-D, blocks cut rows */
#line 16 "tests/in/real/multi_dim_arrays.upc"
upcr_shared_ptr_t b3;
/* a dimension of THREADS */
#line 17 "tests/in/real/multi_dim_arrays.upc"
upcr_shared_ptr_t t3;
/* indefinite: all on thread 0 */
#line 18 "tests/in/real/multi_dim_arrays.upc"
upcr_pshared_ptr_t ind;
upcr_shared_ptr_t star;

struct cell {
    int id;
    double v[3];
    short w[2][2];
};
#line 26 "tests/in/real/multi_dim_arrays.upc"
upcr_shared_ptr_t cells;
upcr_pshared_ptr_t flags;

static int errors;
#line 39 "tests/in/real/multi_dim_arrays.upc"
/* The thread and phase of the element of flattened index f in a layout of block size B (0:
   indefinite). */
static int owner(long f, long b) {
#line 41 "tests/in/real/multi_dim_arrays.upc"
    return b == 0 ? 0 : (int)(f / b % ((int)upcr_threads()));
}
#line 42 "tests/in/real/multi_dim_arrays.upc"
static int phase(long f, long b) {
#line 42 "tests/in/real/multi_dim_arrays.upc"
    return b == 0 ? 0 : (int)(f % b);
}
/* A distinct initial value of element f of the array numbered `a`. */
static int initial(int a, long f) {
#line 45 "tests/in/real/multi_dim_arrays.upc"
    return (int)(1000 * a + 3 * f + 1);
}
/* The compound update thread f % THREADS makes to element f (of value x): one of +=, ++, *=,
   -- by f % 4. */
static long updated(long x, long f) {

    switch (f % 4) {
    case 0:
#line 52 "tests/in/real/multi_dim_arrays.upc"
        return x + f % 7;
    case 1:
#line 53 "tests/in/real/multi_dim_arrays.upc"
        return x + 1;
    case 2:
#line 54 "tests/in/real/multi_dim_arrays.upc"
        return x * 3;
    default:
#line 55 "tests/in/real/multi_dim_arrays.upc"
        return x - 1;
    }
}
#line 68 "tests/in/real/multi_dim_arrays.upc"
upcr_pshared_ptr_t errs;

/* Thread 0 prints the errors every thread found since `before`. */
static void report(const char *name, long elements, int before) {

    int t, sum = 0;
    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)(errors - before), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        {
#line 77 "tests/in/real/multi_dim_arrays.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 77 "tests/in/real/multi_dim_arrays.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 77 "tests/in/real/multi_dim_arrays.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    sum += upcrt_gathered2[t - upcrt_gather_lo1];
            } else
#line 77 "tests/in/real/multi_dim_arrays.upc"
                for (t = 0; t < ((int)upcr_threads()); t++)
                    sum += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), t), 0, sizeof(int));
        }
#line 79 "tests/in/real/multi_dim_arrays.upc"
        printf("%s: %ld elements, %d errors\n", name, elements, sum);
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
}

static void two_d(void) {

    int i, j, before = errors;
    /* Writes by the owner, through upc_forall over element addresses. */
    for (i = 0; i < 5; i++) {
        int upcrt_nested3 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 89 "tests/in/real/multi_dim_arrays.upc"
        for (j = 0; j < 7; j++) {
#line 89 "tests/in/real/multi_dim_arrays.upc"
            if (!upcrt_nested3 && !(upcr_threadof_shared(upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3)) == ((int)upcr_mythread())))
                continue;
#line 90 "tests/in/real/multi_dim_arrays.upc"
            upcr_put_shared_val(upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3), 0, (int)initial(1, i * 7 + j), sizeof(int));
        }
#line 89 "tests/in/real/multi_dim_arrays.upc"
        upcrt_forall_control = upcrt_nested3;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* Compound assignments by another thread than the owner, mostly. */
    for (i = 0; i < 5; i++)
        for (j = 0; j < 7; j++)
            if ((i * 7 + j) % ((int)upcr_threads()) == (((int)upcr_mythread()) + 1) % ((int)upcr_threads()))
                do {
#line 96 "tests/in/real/multi_dim_arrays.upc"
                    switch ((i * 7 + j) % 4) {
#line 96 "tests/in/real/multi_dim_arrays.upc"
                    case 0:
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        ({ upcr_shared_ptr_t upcrt_addr4 = upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3); upcr_put_shared_val(upcrt_addr4, 0, (int)((int)upcr_get_shared_val(upcrt_addr4, 0, sizeof(int)) + (i * 7 + j) % 7), sizeof(int)); });
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 96 "tests/in/real/multi_dim_arrays.upc"
                    case 1:
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        ({ upcr_shared_ptr_t upcrt_addr5 = upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3); upcr_put_shared_val(upcrt_addr5, 0, (int)((int)upcr_get_shared_val(upcrt_addr5, 0, sizeof(int)) + 1), sizeof(int)); });
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 96 "tests/in/real/multi_dim_arrays.upc"
                    case 2:
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        ({ upcr_shared_ptr_t upcrt_addr6 = upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3); upcr_put_shared_val(upcrt_addr6, 0, (int)((int)upcr_get_shared_val(upcrt_addr6, 0, sizeof(int)) * 3), sizeof(int)); });
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 96 "tests/in/real/multi_dim_arrays.upc"
                    default:
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        ({ upcr_shared_ptr_t upcrt_addr7 = upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3); upcr_put_shared_val(upcrt_addr7, 0, (int)((int)upcr_get_shared_val(upcrt_addr7, 0, sizeof(int)) - 1), sizeof(int)); });
#line 96 "tests/in/real/multi_dim_arrays.upc"
                        break;
                    }
                } while (0);
#line 97 "tests/in/real/multi_dim_arrays.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    /* A 5-point stencil reading the neighbours, written where out2's elements live. */
    for (i = 1; i < 5 - 1; i++) {
        int upcrt_nested8 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 100 "tests/in/real/multi_dim_arrays.upc"
        for (j = 1; j < 7 - 1; j++) {
#line 100 "tests/in/real/multi_dim_arrays.upc"
            if (!upcrt_nested8 && !(upcr_threadof_shared(upcr_add_shared(out2, sizeof(int), (long)i * 7 + j, 3)) == ((int)upcr_mythread())))
                continue;
#line 101 "tests/in/real/multi_dim_arrays.upc"
            upcr_put_shared_val(upcr_add_shared(out2, sizeof(int), (long)i * 7 + j, 3), 0, (int)((int)upcr_get_shared_val(upcr_add_shared(b2, sizeof(int), (long)(i - 1) * 7 + j, 3), 0, sizeof(int)) + (int)upcr_get_shared_val(upcr_add_shared(b2, sizeof(int), (long)(i + 1) * 7 + j, 3), 0, sizeof(int)) + (int)upcr_get_shared_val(upcr_add_shared(b2, sizeof(int), (long)i * 7 + (j - 1), 3), 0, sizeof(int)) + (int)upcr_get_shared_val(upcr_add_shared(b2, sizeof(int), (long)i * 7 + (j + 1), 3), 0, sizeof(int)) - 4 * (int)upcr_get_shared_val(upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3), 0, sizeof(int))), sizeof(int));
        }
#line 100 "tests/in/real/multi_dim_arrays.upc"
        upcrt_forall_control = upcrt_nested8;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        long mirror[5][7];
        upcr_shared_ptr_t first = b2;
        for (i = 0; i < 5; i++)
            for (j = 0; j < 7; j++)
                mirror[i][j] = updated(initial(1, i * 7 + j), i * 7 + j);
        for (i = 0; i < 5; i++) {
            upcr_shared_ptr_t row = upcr_add_shared(b2, sizeof(int), (long)i * 7, 3);
            {
#line 111 "tests/in/real/multi_dim_arrays.upc"
                /* local pointers for this thread's elements */
                int *upcrt_mine9 = upcr_threadof_shared(row) == upcr_mythread() ? upcr_shared_to_local(row) : 0;
                long upcrt_phase9 = upcr_phaseof_shared(row);
#line 111 "tests/in/real/multi_dim_arrays.upc"
                if (upcrt_mine9 && upcrt_phase9 + 0 >= 0 && upcrt_phase9 + 7 <= 3)
#line 111 "tests/in/real/multi_dim_arrays.upc"
                    for (j = 0; j < 7; j++) {
                        long f = i * 7 + j;
                        do {
#line 113 "tests/in/real/multi_dim_arrays.upc"
                            if (!((int)upcr_get_shared_val(upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3), 0, sizeof(int)) == mirror[i][j])) {
#line 113 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 113 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 value", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 114 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 114 "tests/in/real/multi_dim_arrays.upc"
                            if (!(upcrt_mine9[j] == mirror[i][j])) {
#line 114 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 114 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 row pointer", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 115 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 115 "tests/in/real/multi_dim_arrays.upc"
                            if (!(upcr_threadof_shared(upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3)) == owner(f, 3))) {
#line 115 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 115 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 thread", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 116 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 116 "tests/in/real/multi_dim_arrays.upc"
                            if (!(upcr_phaseof_shared(upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3)) == phase(f, 3))) {
#line 116 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 116 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 phase", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 117 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 117 "tests/in/real/multi_dim_arrays.upc"
                            if (!upcr_isequal_shared_shared(upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3), upcr_add_shared(first, sizeof(int), f, 3))) {
#line 117 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 117 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 address", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 118 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 118 "tests/in/real/multi_dim_arrays.upc"
                            if (!upcr_isequal_shared_shared(upcr_add_shared(row, sizeof(int), j, 3), upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3))) {
#line 118 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 118 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 row address", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 119 "tests/in/real/multi_dim_arrays.upc"
                        if (i > 0 && i < 5 - 1 && j > 0 && j < 7 - 1)
                            do {
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                if (!((int)upcr_get_shared_val(upcr_add_shared(out2, sizeof(int), (long)i * 7 + j, 3), 0, sizeof(int)) == mirror[i - 1][j] + mirror[i + 1][j] + mirror[i][j - 1] + mirror[i][j + 1] - 4 * mirror[i][j])) {
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "out2 stencil", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
                    }
                else
#line 111 "tests/in/real/multi_dim_arrays.upc"
                    for (j = 0; j < 7; j++) {
                        long f = i * 7 + j;
                        do {
#line 113 "tests/in/real/multi_dim_arrays.upc"
                            if (!((int)upcr_get_shared_val(upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3), 0, sizeof(int)) == mirror[i][j])) {
#line 113 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 113 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 value", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 114 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 114 "tests/in/real/multi_dim_arrays.upc"
                            if (!((upcrt_mine9 && (unsigned long)(upcrt_phase9 + j) < 3 ? upcrt_mine9[j] : (int)upcr_get_shared_val(upcr_add_shared(row, sizeof(int), j, 3), 0, sizeof(int))) == mirror[i][j])) {
#line 114 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 114 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 row pointer", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 115 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 115 "tests/in/real/multi_dim_arrays.upc"
                            if (!(upcr_threadof_shared(upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3)) == owner(f, 3))) {
#line 115 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 115 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 thread", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 116 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 116 "tests/in/real/multi_dim_arrays.upc"
                            if (!(upcr_phaseof_shared(upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3)) == phase(f, 3))) {
#line 116 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 116 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 phase", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 117 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 117 "tests/in/real/multi_dim_arrays.upc"
                            if (!upcr_isequal_shared_shared(upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3), upcr_add_shared(first, sizeof(int), f, 3))) {
#line 117 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 117 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 address", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 118 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 118 "tests/in/real/multi_dim_arrays.upc"
                            if (!upcr_isequal_shared_shared(upcr_add_shared(row, sizeof(int), j, 3), upcr_add_shared(b2, sizeof(int), (long)i * 7 + j, 3))) {
#line 118 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 118 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "b2 row address", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 119 "tests/in/real/multi_dim_arrays.upc"
                        if (i > 0 && i < 5 - 1 && j > 0 && j < 7 - 1)
                            do {
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                if (!((int)upcr_get_shared_val(upcr_add_shared(out2, sizeof(int), (long)i * 7 + j, 3), 0, sizeof(int)) == mirror[i - 1][j] + mirror[i + 1][j] + mirror[i][j - 1] + mirror[i][j + 1] - 4 * mirror[i][j])) {
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 120 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "out2 stencil", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
                    }
            }
        }
    }
#line 126 "tests/in/real/multi_dim_arrays.upc"
    report("b2 [5][7] block 3", 5 * 7, before);
    before = errors;
    /* Cyclic: written by thread 0, updated by the owners. */
    if (((int)upcr_mythread()) == 0)
        for (i = 0; i < 4; i++)
            for (j = 0; j < 6; j++)
                upcr_put_pshared_val(upcr_add_pshared1(cyc, sizeof(int), (long)i * 6 + j), 0, (int)initial(2, i * 6 + j), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < 4; i++) {
        int upcrt_nested10 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 135 "tests/in/real/multi_dim_arrays.upc"
        for (j = 0; j < 6; j++) {
#line 135 "tests/in/real/multi_dim_arrays.upc"
            if (!upcrt_nested10 && !(upcr_threadof_pshared(upcr_add_pshared1(cyc, sizeof(int), (long)i * 6 + j)) == ((int)upcr_mythread())))
                continue;
#line 136 "tests/in/real/multi_dim_arrays.upc"
            do {
#line 136 "tests/in/real/multi_dim_arrays.upc"
                switch ((i * 6 + j) % 4) {
#line 136 "tests/in/real/multi_dim_arrays.upc"
                case 0:
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    ({ upcr_pshared_ptr_t upcrt_addr11 = upcr_add_pshared1(cyc, sizeof(int), (long)i * 6 + j); upcr_put_pshared_val(upcrt_addr11, 0, (int)((int)upcr_get_pshared_val(upcrt_addr11, 0, sizeof(int)) + (i * 6 + j) % 7), sizeof(int)); });
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 136 "tests/in/real/multi_dim_arrays.upc"
                case 1:
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    ({ upcr_pshared_ptr_t upcrt_addr12 = upcr_add_pshared1(cyc, sizeof(int), (long)i * 6 + j); upcr_put_pshared_val(upcrt_addr12, 0, (int)((int)upcr_get_pshared_val(upcrt_addr12, 0, sizeof(int)) + 1), sizeof(int)); });
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 136 "tests/in/real/multi_dim_arrays.upc"
                case 2:
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    ({ upcr_pshared_ptr_t upcrt_addr13 = upcr_add_pshared1(cyc, sizeof(int), (long)i * 6 + j); upcr_put_pshared_val(upcrt_addr13, 0, (int)((int)upcr_get_pshared_val(upcrt_addr13, 0, sizeof(int)) * 3), sizeof(int)); });
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 136 "tests/in/real/multi_dim_arrays.upc"
                default:
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    ({ upcr_pshared_ptr_t upcrt_addr14 = upcr_add_pshared1(cyc, sizeof(int), (long)i * 6 + j); upcr_put_pshared_val(upcrt_addr14, 0, (int)((int)upcr_get_pshared_val(upcrt_addr14, 0, sizeof(int)) - 1), sizeof(int)); });
#line 136 "tests/in/real/multi_dim_arrays.upc"
                    break;
                }
            } while (0);
        }
#line 135 "tests/in/real/multi_dim_arrays.upc"
        upcrt_forall_control = upcrt_nested10;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        upcr_pshared_ptr_t first = cyc;
        for (i = 0; i < 4; i++)
            for (j = 0; j < 6; j++) {
                long f = i * 6 + j;
                do {
#line 143 "tests/in/real/multi_dim_arrays.upc"
                    if (!((int)upcr_get_pshared_val(upcr_add_pshared1(cyc, sizeof(int), (long)i * 6 + j), 0, sizeof(int)) == updated(initial(2, f), f))) {
#line 143 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 143 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cyc value", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 144 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 144 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(cyc, sizeof(int), (long)i * 6 + j))) == owner(f, 1))) {
#line 144 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 144 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cyc thread", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 145 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 145 "tests/in/real/multi_dim_arrays.upc"
                    if (!upcr_isequal_pshared_pshared(upcr_add_pshared1(cyc, sizeof(int), (long)i * 6 + j), upcr_add_pshared1(first, sizeof(int), f))) {
#line 145 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 145 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cyc address", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 146 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 146 "tests/in/real/multi_dim_arrays.upc"
                    if (!upcr_isequal_pshared_pshared(upcr_add_pshared1(upcr_add_pshared1(cyc, sizeof(int), (long)i * 6), sizeof(int), j), upcr_add_pshared1(first, sizeof(int), f))) {
#line 146 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 146 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cyc row address", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
            }
    }
#line 149 "tests/in/real/multi_dim_arrays.upc"
    report("cyc [4][6]", 24, before);
}

static void three_d(void) {

    int i, j, k, before = errors;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++) {
            int upcrt_nested15 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 157 "tests/in/real/multi_dim_arrays.upc"
            for (k = 0; k < 6; k++) {
#line 157 "tests/in/real/multi_dim_arrays.upc"
                if (!upcrt_nested15 && !(upcr_threadof_shared(upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4)) == ((int)upcr_mythread())))
                    continue;
#line 158 "tests/in/real/multi_dim_arrays.upc"
                upcr_put_shared_val(upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4), 0, (int)initial(3, (i * 4 + j) * 6 + k), sizeof(int));
            }
#line 157 "tests/in/real/multi_dim_arrays.upc"
            upcrt_forall_control = upcrt_nested15;
        }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            for (k = 0; k < 6; k++) {
                long f = (i * 4 + j) * 6 + k;
                if (f % ((int)upcr_threads()) == ((int)upcr_mythread()))
                    do {
#line 165 "tests/in/real/multi_dim_arrays.upc"
                        switch (f % 4) {
#line 165 "tests/in/real/multi_dim_arrays.upc"
                        case 0:
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            ({ upcr_shared_ptr_t upcrt_addr16 = upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4); upcr_put_shared_val(upcrt_addr16, 0, (int)((int)upcr_get_shared_val(upcrt_addr16, 0, sizeof(int)) + f % 7), sizeof(int)); });
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            break;
#line 165 "tests/in/real/multi_dim_arrays.upc"
                        case 1:
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            ({ upcr_shared_ptr_t upcrt_addr17 = upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4); upcr_put_shared_val(upcrt_addr17, 0, (int)((int)upcr_get_shared_val(upcrt_addr17, 0, sizeof(int)) + 1), sizeof(int)); });
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            break;
#line 165 "tests/in/real/multi_dim_arrays.upc"
                        case 2:
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            ({ upcr_shared_ptr_t upcrt_addr18 = upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4); upcr_put_shared_val(upcrt_addr18, 0, (int)((int)upcr_get_shared_val(upcrt_addr18, 0, sizeof(int)) * 3), sizeof(int)); });
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            break;
#line 165 "tests/in/real/multi_dim_arrays.upc"
                        default:
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            ({ upcr_shared_ptr_t upcrt_addr19 = upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4); upcr_put_shared_val(upcrt_addr19, 0, (int)((int)upcr_get_shared_val(upcrt_addr19, 0, sizeof(int)) - 1), sizeof(int)); });
#line 165 "tests/in/real/multi_dim_arrays.upc"
                            break;
                        }
                    } while (0);
            }
#line 167 "tests/in/real/multi_dim_arrays.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        upcr_shared_ptr_t first = b3;
        for (i = 0; i < 3; i++) {
            upcr_shared_ptr_t plane = upcr_add_shared(b3, sizeof(int), (long)i * 24, 4);
            for (j = 0; j < 4; j++) {
                upcr_shared_ptr_t line = upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6, 4);
                {
#line 174 "tests/in/real/multi_dim_arrays.upc"
                    /* local pointers for this thread's elements */
                    int *upcrt_mine20 = upcr_threadof_shared(line) == upcr_mythread() ? upcr_shared_to_local(line) : 0;
                    long upcrt_phase20 = upcr_phaseof_shared(line);
#line 174 "tests/in/real/multi_dim_arrays.upc"
                    if (upcrt_mine20 && upcrt_phase20 + 0 >= 0 && upcrt_phase20 + 6 <= 4)
#line 174 "tests/in/real/multi_dim_arrays.upc"
                        for (k = 0; k < 6; k++) {
                            long f = (i * 4 + j) * 6 + k;
                            long want = updated(initial(3, f), f);
                            do {
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                if (!((int)upcr_get_shared_val(upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4), 0, sizeof(int)) == want)) {
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 value", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
#line 178 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                if (!((int)upcr_get_shared_val(upcr_add_shared(plane, sizeof(int), (long)j * 6 + k, 4), 0, sizeof(int)) == want)) {
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 plane pointer", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
#line 179 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                if (!(upcrt_mine20[k] == want)) {
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 line pointer", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
#line 180 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                if (!(upcr_threadof_shared(upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4)) == owner(f, 4))) {
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 thread", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
#line 181 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                if (!(upcr_phaseof_shared(upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4)) == phase(f, 4))) {
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 phase", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
#line 182 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                if (!upcr_isequal_shared_shared(upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4), upcr_add_shared(first, sizeof(int), f, 4))) {
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 address", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
                        }
                    else
#line 174 "tests/in/real/multi_dim_arrays.upc"
                        for (k = 0; k < 6; k++) {
                            long f = (i * 4 + j) * 6 + k;
                            long want = updated(initial(3, f), f);
                            do {
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                if (!((int)upcr_get_shared_val(upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4), 0, sizeof(int)) == want)) {
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 177 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 value", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
#line 178 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                if (!((int)upcr_get_shared_val(upcr_add_shared(plane, sizeof(int), (long)j * 6 + k, 4), 0, sizeof(int)) == want)) {
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 178 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 plane pointer", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
#line 179 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                if (!((upcrt_mine20 && (unsigned long)(upcrt_phase20 + k) < 4 ? upcrt_mine20[k] : (int)upcr_get_shared_val(upcr_add_shared(line, sizeof(int), k, 4), 0, sizeof(int))) == want)) {
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 179 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 line pointer", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
#line 180 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                if (!(upcr_threadof_shared(upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4)) == owner(f, 4))) {
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 180 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 thread", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
#line 181 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                if (!(upcr_phaseof_shared(upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4)) == phase(f, 4))) {
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 181 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 phase", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
#line 182 "tests/in/real/multi_dim_arrays.upc"
                            do {
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                if (!upcr_isequal_shared_shared(upcr_add_shared(b3, sizeof(int), (long)i * 24 + (long)j * 6 + k, 4), upcr_add_shared(first, sizeof(int), f, 4))) {
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                    if (++errors < 10)
#line 182 "tests/in/real/multi_dim_arrays.upc"
                                        printf("FAIL %s at %d (thread %d)\n", "b3 address", (int)f, ((int)upcr_mythread()));
                                }
                            } while (0);
                        }
                }
            }
        }
    }
#line 187 "tests/in/real/multi_dim_arrays.upc"
    report("b3 [3][4][6] block 4", 3 * 4 * 6, before);
    before = errors;
    /* A middle dimension of THREADS: t3[i][t] is thread t's block of 5. */
    for (i = 0; i < 3; i++)
        for (k = 0; k < 5; k++)
            upcr_put_shared_val(upcr_add_shared(t3, sizeof(long), (long)i * (5 * ((int)upcr_threads())) + (long)((int)upcr_mythread()) * 5 + k, 5), 0, (long)initial(4, (i * ((int)upcr_threads()) + ((int)upcr_mythread())) * 5 + k), sizeof(long));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < 3; i++)
        for (k = 0; k < 5; k++) {
            int t = (((int)upcr_mythread()) + i + 1) % ((int)upcr_threads());
            do {
#line 197 "tests/in/real/multi_dim_arrays.upc"
                switch (((i * ((int)upcr_threads()) + t) * 5 + k) % 4) {
#line 197 "tests/in/real/multi_dim_arrays.upc"
                case 0:
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    ({ upcr_shared_ptr_t upcrt_addr21 = upcr_add_shared(t3, sizeof(long), (long)i * (5 * ((int)upcr_threads())) + (long)t * 5 + k, 5); upcr_put_shared_val(upcrt_addr21, 0, (long)((long)upcr_get_shared_val(upcrt_addr21, 0, sizeof(long)) + ((i * ((int)upcr_threads()) + t) * 5 + k) % 7), sizeof(long)); });
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 197 "tests/in/real/multi_dim_arrays.upc"
                case 1:
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    ({ upcr_shared_ptr_t upcrt_addr22 = upcr_add_shared(t3, sizeof(long), (long)i * (5 * ((int)upcr_threads())) + (long)t * 5 + k, 5); upcr_put_shared_val(upcrt_addr22, 0, (long)((long)upcr_get_shared_val(upcrt_addr22, 0, sizeof(long)) + 1), sizeof(long)); });
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 197 "tests/in/real/multi_dim_arrays.upc"
                case 2:
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    ({ upcr_shared_ptr_t upcrt_addr23 = upcr_add_shared(t3, sizeof(long), (long)i * (5 * ((int)upcr_threads())) + (long)t * 5 + k, 5); upcr_put_shared_val(upcrt_addr23, 0, (long)((long)upcr_get_shared_val(upcrt_addr23, 0, sizeof(long)) * 3), sizeof(long)); });
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    break;
#line 197 "tests/in/real/multi_dim_arrays.upc"
                default:
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    ({ upcr_shared_ptr_t upcrt_addr24 = upcr_add_shared(t3, sizeof(long), (long)i * (5 * ((int)upcr_threads())) + (long)t * 5 + k, 5); upcr_put_shared_val(upcrt_addr24, 0, (long)((long)upcr_get_shared_val(upcrt_addr24, 0, sizeof(long)) - 1), sizeof(long)); });
#line 197 "tests/in/real/multi_dim_arrays.upc"
                    break;
                }
            } while (0);
        }
#line 199 "tests/in/real/multi_dim_arrays.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        upcr_shared_ptr_t first = t3;
        for (i = 0; i < 3; i++)
            for (j = 0; j < ((int)upcr_threads()); j++)
                for (k = 0; k < 5; k++) {
                    long f = (i * ((int)upcr_threads()) + j) * 5 + k;
                    do {
#line 206 "tests/in/real/multi_dim_arrays.upc"
                        if (!((long)upcr_get_shared_val(upcr_add_shared(t3, sizeof(long), (long)i * (5 * ((int)upcr_threads())) + (long)j * 5 + k, 5), 0, sizeof(long)) == updated(initial(4, f), f))) {
#line 206 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 206 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "t3 value", (int)f, ((int)upcr_mythread()));
                        }
                    } while (0);
#line 207 "tests/in/real/multi_dim_arrays.upc"
                    do {
#line 207 "tests/in/real/multi_dim_arrays.upc"
                        if (!(upcr_threadof_shared(upcr_add_shared(t3, sizeof(long), (long)i * (5 * ((int)upcr_threads())) + (long)j * 5 + k, 5)) == j)) {
#line 207 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 207 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "t3 thread", (int)f, ((int)upcr_mythread()));
                        }
                    } while (0);
#line 208 "tests/in/real/multi_dim_arrays.upc"
                    do {
#line 208 "tests/in/real/multi_dim_arrays.upc"
                        if (!(upcr_threadof_shared(upcr_add_shared(t3, sizeof(long), (long)i * (5 * ((int)upcr_threads())) + (long)j * 5, 5)) == owner(f, 5))) {
#line 208 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 208 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "t3 sub-array thread", (int)f, ((int)upcr_mythread()));
                        }
                    } while (0);
#line 209 "tests/in/real/multi_dim_arrays.upc"
                    do {
#line 209 "tests/in/real/multi_dim_arrays.upc"
                        if (!upcr_isequal_shared_shared(upcr_add_shared(t3, sizeof(long), (long)i * (5 * ((int)upcr_threads())) + (long)j * 5 + k, 5), upcr_add_shared(first, sizeof(long), f, 5))) {
#line 209 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 209 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "t3 address", (int)f, ((int)upcr_mythread()));
                        }
                    } while (0);
                }
    }
#line 212 "tests/in/real/multi_dim_arrays.upc"
    report("t3 [3][THREADS][5] block 5", 3L * ((int)upcr_threads()) * 5, before);
}

static void other_layouts(void) {

    int i, j, before = errors;
    /* Indefinite: thread 0 writes rows with upc_memput, the others update elements. */
    if (((int)upcr_mythread()) == 0)
        for (i = 0; i < 3; i++) {
            int row[4];
            for (j = 0; j < 4; j++)
                row[j] = initial(5, i * 4 + j);
            upcr_memput(upcr_pshared_to_shared(upcr_add_psharedI(ind, sizeof(int), (long)i * 4)), row, sizeof row);
        }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            if ((i * 4 + j) % ((int)upcr_threads()) == ((int)upcr_mythread()))
                do {
#line 230 "tests/in/real/multi_dim_arrays.upc"
                    switch ((i * 4 + j) % 4) {
#line 230 "tests/in/real/multi_dim_arrays.upc"
                    case 0:
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        ({ upcr_pshared_ptr_t upcrt_addr25 = upcr_add_psharedI(ind, sizeof(int), (long)i * 4 + j); upcr_put_pshared_val(upcrt_addr25, 0, (int)((int)upcr_get_pshared_val(upcrt_addr25, 0, sizeof(int)) + (i * 4 + j) % 7), sizeof(int)); });
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 230 "tests/in/real/multi_dim_arrays.upc"
                    case 1:
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        ({ upcr_pshared_ptr_t upcrt_addr26 = upcr_add_psharedI(ind, sizeof(int), (long)i * 4 + j); upcr_put_pshared_val(upcrt_addr26, 0, (int)((int)upcr_get_pshared_val(upcrt_addr26, 0, sizeof(int)) + 1), sizeof(int)); });
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 230 "tests/in/real/multi_dim_arrays.upc"
                    case 2:
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        ({ upcr_pshared_ptr_t upcrt_addr27 = upcr_add_psharedI(ind, sizeof(int), (long)i * 4 + j); upcr_put_pshared_val(upcrt_addr27, 0, (int)((int)upcr_get_pshared_val(upcrt_addr27, 0, sizeof(int)) * 3), sizeof(int)); });
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        break;
#line 230 "tests/in/real/multi_dim_arrays.upc"
                    default:
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        ({ upcr_pshared_ptr_t upcrt_addr28 = upcr_add_psharedI(ind, sizeof(int), (long)i * 4 + j); upcr_put_pshared_val(upcrt_addr28, 0, (int)((int)upcr_get_pshared_val(upcrt_addr28, 0, sizeof(int)) - 1), sizeof(int)); });
#line 230 "tests/in/real/multi_dim_arrays.upc"
                        break;
                    }
                } while (0);
#line 231 "tests/in/real/multi_dim_arrays.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1)
        for (i = 0; i < 3; i++) {
            int row[4];
            upcr_memget(row, upcr_pshared_to_shared(upcr_add_psharedI(ind, sizeof(int), (long)i * 4)), sizeof row);
            for (j = 0; j < 4; j++) {
                long f = i * 4 + j;
                do {
#line 238 "tests/in/real/multi_dim_arrays.upc"
                    if (!(row[j] == updated(initial(5, f), f))) {
#line 238 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 238 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "ind memget", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 239 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 239 "tests/in/real/multi_dim_arrays.upc"
                    if (!((int)upcr_get_pshared_val(upcr_add_psharedI(ind, sizeof(int), (long)i * 4 + j), 0, sizeof(int)) == row[j])) {
#line 239 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 239 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "ind value", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 240 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 240 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(ind, sizeof(int), (long)i * 4 + j))) == 0)) {
#line 240 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 240 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "ind thread", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 241 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 241 "tests/in/real/multi_dim_arrays.upc"
                    if (!upcr_isequal_pshared_pshared(upcr_add_psharedI(ind, sizeof(int), (long)i * 4 + j), upcr_add_psharedI(ind, sizeof(int), f))) {
#line 241 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 241 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "ind address", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
            }
        }
#line 244 "tests/in/real/multi_dim_arrays.upc"
    report("ind [3][4] block []", 12, before);
    before = errors;
    /* [*]: blocks of 8 elements, two rows' worth per thread. */
    for (i = 0; i < 4; i++) {
        int upcrt_nested29 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 248 "tests/in/real/multi_dim_arrays.upc"
        for (j = 0; j < 2 * ((int)upcr_threads()); j++) {
#line 248 "tests/in/real/multi_dim_arrays.upc"
            if (!upcrt_nested29 && !(upcr_threadof_shared(upcr_add_shared(star, sizeof(double), (long)i * (2 * ((int)upcr_threads())) + j, 8)) == ((int)upcr_mythread())))
                continue;
#line 249 "tests/in/real/multi_dim_arrays.upc"
            upcr_put_shared_doubleval(upcr_add_shared(star, sizeof(double), (long)i * (2 * ((int)upcr_threads())) + j, 8), 0, 0.5 * initial(6, i * 2 * ((int)upcr_threads()) + j));
        }
#line 248 "tests/in/real/multi_dim_arrays.upc"
        upcrt_forall_control = upcrt_nested29;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < 4; i++)
        for (j = 0; j < 2 * ((int)upcr_threads()); j++)
            if (j % ((int)upcr_threads()) == ((int)upcr_mythread()))
                ({ upcr_shared_ptr_t upcrt_addr30 = upcr_add_shared(star, sizeof(double), (long)i * (2 * ((int)upcr_threads())) + j, 8); upcr_put_shared_doubleval(upcrt_addr30, 0, upcr_get_shared_doubleval(upcrt_addr30, 0) + 0.25 * (i + j)); });
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        upcr_shared_ptr_t first = star;
        for (i = 0; i < 4; i++)
            for (j = 0; j < 2 * ((int)upcr_threads()); j++) {
                long f = i * 2 * ((int)upcr_threads()) + j;
                do {
#line 261 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcr_get_shared_doubleval(upcr_add_shared(star, sizeof(double), (long)i * (2 * ((int)upcr_threads())) + j, 8), 0) == 0.5 * initial(6, f) + 0.25 * (i + j))) {
#line 261 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 261 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "star value", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 262 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 262 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcr_threadof_shared(upcr_add_shared(star, sizeof(double), (long)i * (2 * ((int)upcr_threads())) + j, 8)) == owner(f, 8))) {
#line 262 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 262 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "star thread", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 263 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 263 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcr_phaseof_shared(upcr_add_shared(star, sizeof(double), (long)i * (2 * ((int)upcr_threads())) + j, 8)) == phase(f, 8))) {
#line 263 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 263 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "star phase", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 264 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 264 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcr_threadof_shared(upcr_add_shared(first, sizeof(double), f, 8)) == owner(f, 8))) {
#line 264 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 264 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "star address", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
            }
    }
#line 267 "tests/in/real/multi_dim_arrays.upc"
    report("star [4][2*THREADS] block [*]", 8L * ((int)upcr_threads()), before);
}

static void structs_and_strict(void) {

    int i, j, a, b, k, before = errors;
    for (i = 0; i < 3; i++) {
        int upcrt_nested31 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 274 "tests/in/real/multi_dim_arrays.upc"
        for (j = 0; j < ((int)upcr_threads()); j++) {
#line 274 "tests/in/real/multi_dim_arrays.upc"
            if (!upcrt_nested31 && !(upcr_threadof_shared(upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2)) == ((int)upcr_mythread())))
                continue;
#line 274 "tests/in/real/multi_dim_arrays.upc"
            {
                long f = i * ((int)upcr_threads()) + j;
                upcr_put_shared_val(upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2), __builtin_offsetof(struct cell, id), (int)(int)f, sizeof(int));
                for (k = 0; k < 3; k++)
                    upcr_put_shared_doubleval(upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2), __builtin_offsetof(struct cell, v) + k * sizeof(double), f + k / 4.0);
                for (a = 0; a < 2; a++)
                    for (b = 0; b < 2; b++)
                        upcr_put_shared_val(upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2), __builtin_offsetof(struct cell, w) + ((long)a * 2 + b) * sizeof(short), (short)(short)(f * 4 + a * 2 + b), sizeof(short));
            }
        }
#line 274 "tests/in/real/multi_dim_arrays.upc"
        upcrt_forall_control = upcrt_nested31;
    }
#line 283 "tests/in/real/multi_dim_arrays.upc"
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < 3; i++)
        for (j = 0; j < ((int)upcr_threads()); j++)
            if ((i + j) % ((int)upcr_threads()) == ((int)upcr_mythread())) {
                ({ upcr_shared_ptr_t upcrt_addr32 = upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2); upcr_put_shared_val(upcrt_addr32, __builtin_offsetof(struct cell, id), (int)((int)upcr_get_shared_val(upcrt_addr32, __builtin_offsetof(struct cell, id), sizeof(int)) * 2), sizeof(int)); });
                for (k = 0; k < 3; k++)
                    ({ upcr_shared_ptr_t upcrt_addr33 = upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2); upcr_put_shared_doubleval(upcrt_addr33, __builtin_offsetof(struct cell, v) + k * sizeof(double), upcr_get_shared_doubleval(upcrt_addr33, __builtin_offsetof(struct cell, v) + k * sizeof(double)) + 0.5); });
                ({ upcr_shared_ptr_t upcrt_addr34 = upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2); upcr_put_shared_val(upcrt_addr34, __builtin_offsetof(struct cell, w) + 2 * sizeof(short), (short)((short)upcr_get_shared_val(upcrt_addr34, __builtin_offsetof(struct cell, w) + 2 * sizeof(short), sizeof(short)) + 1), sizeof(short)); });
                ({ upcr_shared_ptr_t upcrt_addr35 = upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2); upcr_put_shared_val(upcrt_addr35, __builtin_offsetof(struct cell, w) + 1 * sizeof(short), (short)((short)upcr_get_shared_val(upcrt_addr35, __builtin_offsetof(struct cell, w) + 1 * sizeof(short), sizeof(short)) - 3), sizeof(short)); });
            }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        upcr_shared_ptr_t first = cells;
        for (i = 0; i < 3; i++)
            for (j = 0; j < ((int)upcr_threads()); j++) {
                long f = i * ((int)upcr_threads()) + j;
                struct cell c;
#line 299 "tests/in/real/multi_dim_arrays.upc"
                upcr_get_shared(&c, upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2), 0, sizeof c);
                do {
#line 300 "tests/in/real/multi_dim_arrays.upc"
                    if (!((int)upcr_get_shared_val(upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2), __builtin_offsetof(struct cell, id), sizeof(int)) == 2 * f && c.id == 2 * f)) {
#line 300 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 300 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cells id", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 301 "tests/in/real/multi_dim_arrays.upc"
                for (k = 0; k < 3; k++) {
                    do {
#line 302 "tests/in/real/multi_dim_arrays.upc"
                        if (!(upcr_get_shared_doubleval(upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2), __builtin_offsetof(struct cell, v) + k * sizeof(double)) == f + k / 4.0 + 0.5)) {
#line 302 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 302 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "cells v", (int)f, ((int)upcr_mythread()));
                        }
                    } while (0);
#line 303 "tests/in/real/multi_dim_arrays.upc"
                    do {
#line 303 "tests/in/real/multi_dim_arrays.upc"
                        if (!(upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared(upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2)), 1, __builtin_offsetof(struct cell, v) + k * sizeof(double)))) == owner(f, 2))) {
#line 303 "tests/in/real/multi_dim_arrays.upc"
                            if (++errors < 10)
#line 303 "tests/in/real/multi_dim_arrays.upc"
                                printf("FAIL %s at %d (thread %d)\n", "cells v thread", (int)f, ((int)upcr_mythread()));
                        }
                    } while (0);
                }
#line 305 "tests/in/real/multi_dim_arrays.upc"
                for (a = 0; a < 2; a++)
                    for (b = 0; b < 2; b++) {
                        int want = (int)(f * 4 + a * 2 + b) + (a == 1 && b == 0) - 3 * (a == 0 && b == 1);
                        do {
#line 308 "tests/in/real/multi_dim_arrays.upc"
                            if (!((short)upcr_get_shared_val(upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2), __builtin_offsetof(struct cell, w) + ((long)a * 2 + b) * sizeof(short), sizeof(short)) == want)) {
#line 308 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 308 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "cells w", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
#line 309 "tests/in/real/multi_dim_arrays.upc"
                        do {
#line 309 "tests/in/real/multi_dim_arrays.upc"
                            if (!(c.w[a][b] == want)) {
#line 309 "tests/in/real/multi_dim_arrays.upc"
                                if (++errors < 10)
#line 309 "tests/in/real/multi_dim_arrays.upc"
                                    printf("FAIL %s at %d (thread %d)\n", "cells w copied", (int)f, ((int)upcr_mythread()));
                            }
                        } while (0);
                    }
#line 311 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 311 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcr_threadof_shared(upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2)) == owner(f, 2))) {
#line 311 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 311 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cells thread", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 312 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 312 "tests/in/real/multi_dim_arrays.upc"
                    if (!(upcr_phaseof_shared(upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2)) == phase(f, 2))) {
#line 312 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 312 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cells phase", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
#line 313 "tests/in/real/multi_dim_arrays.upc"
                do {
#line 313 "tests/in/real/multi_dim_arrays.upc"
                    if (!upcr_isequal_shared_shared(upcr_add_shared(cells, sizeof(struct cell), (long)i * ((int)upcr_threads()) + j, 2), upcr_add_shared(first, sizeof(struct cell), f, 2))) {
#line 313 "tests/in/real/multi_dim_arrays.upc"
                        if (++errors < 10)
#line 313 "tests/in/real/multi_dim_arrays.upc"
                            printf("FAIL %s at %d (thread %d)\n", "cells address", (int)f, ((int)upcr_mythread()));
                    }
                } while (0);
            }
    }
#line 316 "tests/in/real/multi_dim_arrays.upc"
    report("cells [3][THREADS] block 2, struct", 3L * ((int)upcr_threads()), before);
    before = errors;
    /* Strict elements: each thread writes its column, then reads its neighbour's. */
    for (i = 0; i < 2; i++)
        upcr_put_pshared_val_strict(upcr_add_pshared1(flags, sizeof(int), (long)i * ((int)upcr_threads()) + ((int)upcr_mythread())), 0, (int)(100 * i + ((int)upcr_mythread())), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < 2; i++) {
        int t = (((int)upcr_mythread()) + 1) % ((int)upcr_threads());
        do {
#line 324 "tests/in/real/multi_dim_arrays.upc"
            if (!((int)upcr_get_pshared_val_strict(upcr_add_pshared1(flags, sizeof(int), (long)i * ((int)upcr_threads()) + t), 0, sizeof(int)) == 100 * i + t)) {
#line 324 "tests/in/real/multi_dim_arrays.upc"
                if (++errors < 10)
#line 324 "tests/in/real/multi_dim_arrays.upc"
                    printf("FAIL %s at %d (thread %d)\n", "flags value", (int)(i * ((int)upcr_threads()) + t), ((int)upcr_mythread()));
            }
        } while (0);
#line 325 "tests/in/real/multi_dim_arrays.upc"
        do {
#line 325 "tests/in/real/multi_dim_arrays.upc"
            if (!(upcr_threadof_shared(upcr_pshared_to_shared(upcr_add_pshared1(flags, sizeof(int), (long)i * ((int)upcr_threads()) + t))) == t)) {
#line 325 "tests/in/real/multi_dim_arrays.upc"
                if (++errors < 10)
#line 325 "tests/in/real/multi_dim_arrays.upc"
                    printf("FAIL %s at %d (thread %d)\n", "flags thread", (int)(i * ((int)upcr_threads()) + t), ((int)upcr_mythread()));
            }
        } while (0);
#line 326 "tests/in/real/multi_dim_arrays.upc"
        ({ upcr_pshared_ptr_t upcrt_addr36 = upcr_add_pshared1(flags, sizeof(int), (long)i * ((int)upcr_threads()) + t); upcr_put_pshared_val_strict(upcrt_addr36, 0, (int)((int)upcr_get_pshared_val_strict(upcrt_addr36, 0, sizeof(int)) + 1), sizeof(int)); });
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    for (i = 0; i < 2; i++)
        do {
#line 330 "tests/in/real/multi_dim_arrays.upc"
            if (!((int)upcr_get_pshared_val_strict(upcr_add_pshared1(flags, sizeof(int), (long)i * ((int)upcr_threads()) + ((int)upcr_mythread())), 0, sizeof(int)) == 100 * i + ((int)upcr_mythread()) + 1)) {
#line 330 "tests/in/real/multi_dim_arrays.upc"
                if (++errors < 10)
#line 330 "tests/in/real/multi_dim_arrays.upc"
                    printf("FAIL %s at %d (thread %d)\n", "flags updated", (int)(i * ((int)upcr_threads()) + ((int)upcr_mythread())), ((int)upcr_mythread()));
            }
        } while (0);
#line 331 "tests/in/real/multi_dim_arrays.upc"
    report("flags [2][THREADS] strict", 2L * ((int)upcr_threads()), before);
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    two_d();
    three_d();
    other_layouts();
    structs_and_strict();
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_multi_dim_arrays(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &cyc, sizeof(int), 24, 0, sizeof(int), "cyc", "shared int [4][6]" },
        { &ind, sizeof(int) * 12, 1, 0, sizeof(int), "ind", "shared [] int [3][4]" },
        { &flags, sizeof(int), 2 * ((int)upcr_threads()), 0, sizeof(int), "flags", "strict shared int [2][1 * THREADS]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 4);
    upcr_startup_shalloc_t shared_objects[] = {
        { &b2, 3 * sizeof(int), (35 + 3 - 1) / 3, 0, sizeof(int), "b2", "shared [3] int [5][7]" },
        { &out2, 3 * sizeof(int), (35 + 3 - 1) / 3, 0, sizeof(int), "out2", "shared [3] int [5][7]" },
        { &b3, 4 * sizeof(int), (72 + 4 - 1) / 4, 0, sizeof(int), "b3", "shared [4] int [3][4][6]" },
        { &t3, 5 * sizeof(long), (15 * ((int)upcr_threads()) + 5 - 1) / 5, 0, sizeof(long), "t3", "shared [5] long [3][1 * THREADS][5]" },
        { &star, 8 * sizeof(double), (8 * ((int)upcr_threads()) + 8 - 1) / 8, 0, sizeof(double), "star", "shared [8] double [4][2 * THREADS]" },
        { &cells, 2 * sizeof(struct cell), (3 * ((int)upcr_threads()) + 2 - 1) / 2, 0, sizeof(struct cell), "cells", "shared [2] struct <anonymous> [3][1 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 6);
}
static void (*const upcrt_alloc_multi_dim_arrays_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_multi_dim_arrays;

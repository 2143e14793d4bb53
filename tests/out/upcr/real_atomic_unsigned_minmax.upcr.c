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
typedef struct pgas_upc_atomicdomain upc_atomicdomain_t;
typedef int upc_atomichint_t;
#line 1 "tests/in/real/atomic_unsigned_minmax.upc"
/* UPC_MIN and UPC_MAX of upc_atomic.h on unsigned types compare as unsigned: values above the
   largest signed value are the largest, from every thread at once. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 8 "tests/in/real/atomic_unsigned_minmax.upc"
upcr_pshared_ptr_t ul_low;
#line 8 "tests/in/real/atomic_unsigned_minmax.upc"
upcr_pshared_ptr_t ul_high;
upcr_pshared_ptr_t ull_low;
#line 9 "tests/in/real/atomic_unsigned_minmax.upc"
upcr_pshared_ptr_t ull_high;
upcr_pshared_ptr_t u64_low;
#line 10 "tests/in/real/atomic_unsigned_minmax.upc"
upcr_pshared_ptr_t u64_high;
upcr_pshared_ptr_t u_low;
#line 11 "tests/in/real/atomic_unsigned_minmax.upc"
upcr_pshared_ptr_t u_high;
upcr_pshared_ptr_t l_low;
#line 12 "tests/in/real/atomic_unsigned_minmax.upc"
upcr_pshared_ptr_t l_high;
upcr_pshared_ptr_t failures;
#line 24 "tests/in/real/atomic_unsigned_minmax.upc"
/* Every thread takes the minimum and the maximum of its values (the top one above the largest
   signed value of the type, one near zero) into `low` and `high`, set by thread 0 first. */
#line 47 "tests/in/real/atomic_unsigned_minmax.upc"
int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    do {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_shared_ptr_t d = upc_all_atomicdomain_alloc(8, (upc_op_t)1 << 7 | (upc_op_t)1 << 8 | (upc_op_t)1 << 12, 0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned long start_low = (unsigned long)0xfffffffffffffff0ul, start_high = 0, fetched;
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        if (((int)upcr_mythread()) == 0) {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
            upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(ul_low), &start_low, (void *)0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
            upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(ul_high), &start_high, (void *)0);
        }
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned long big = (unsigned long)(0xfffffffffffffff0ul - (unsigned long)((int)upcr_mythread())), small = (unsigned long)(((int)upcr_mythread()) + 1);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, &fetched, (upc_op_t)1 << 7, upcr_pshared_to_shared(ul_low), &big, (void *)0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 7, upcr_pshared_to_shared(ul_low), &small, (void *)0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, upcr_pshared_to_shared(ul_high), &small, (void *)0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, upcr_pshared_to_shared(ul_high), &big, (void *)0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
            if ((unsigned long)upcr_get_pshared_val(ul_low, 0, sizeof(unsigned long)) != 1) {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
                ({ upcr_pshared_ptr_t upcrt_addr1 = upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr1, 0, (int)((int)upcr_get_pshared_val(upcrt_addr1, 0, sizeof(int)) + 1), sizeof(int)); });
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", ((int)upcr_mythread()), "unsigned long" " minimum", (unsigned long long)(unsigned long)upcr_get_pshared_val(ul_low, 0, sizeof(unsigned long)), (unsigned long long)1);
            }
        } while (0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
            if ((unsigned long)upcr_get_pshared_val(ul_high, 0, sizeof(unsigned long)) != (unsigned long)0xfffffffffffffff0ul) {
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
                ({ upcr_pshared_ptr_t upcrt_addr2 = upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr2, 0, (int)((int)upcr_get_pshared_val(upcrt_addr2, 0, sizeof(int)) + 1), sizeof(int)); });
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", ((int)upcr_mythread()), "unsigned long" " maximum", (unsigned long long)(unsigned long)upcr_get_pshared_val(ul_high, 0, sizeof(unsigned long)), (unsigned long long)(unsigned long)0xfffffffffffffff0ul);
            }
        } while (0);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 49 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_all_atomicdomain_free(d);
    } while (0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
    do {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_shared_ptr_t d = upc_all_atomicdomain_alloc(10, (upc_op_t)1 << 7 | (upc_op_t)1 << 8 | (upc_op_t)1 << 12, 0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned long long start_low = (unsigned long long)0xfffffffffffffff0ull, start_high = 0, fetched;
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        if (((int)upcr_mythread()) == 0) {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
            upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(ull_low), &start_low, (void *)0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
            upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(ull_high), &start_high, (void *)0);
        }
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned long long big = (unsigned long long)(0xfffffffffffffff0ull - (unsigned long long)((int)upcr_mythread())), small = (unsigned long long)(((int)upcr_mythread()) + 1);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, &fetched, (upc_op_t)1 << 7, upcr_pshared_to_shared(ull_low), &big, (void *)0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 7, upcr_pshared_to_shared(ull_low), &small, (void *)0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, upcr_pshared_to_shared(ull_high), &small, (void *)0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, upcr_pshared_to_shared(ull_high), &big, (void *)0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
            if ((unsigned long long)upcr_get_pshared_val(ull_low, 0, sizeof(unsigned long long)) != 1) {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
                ({ upcr_pshared_ptr_t upcrt_addr3 = upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr3, 0, (int)((int)upcr_get_pshared_val(upcrt_addr3, 0, sizeof(int)) + 1), sizeof(int)); });
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", ((int)upcr_mythread()), "unsigned long long" " minimum", (unsigned long long)(unsigned long long)upcr_get_pshared_val(ull_low, 0, sizeof(unsigned long long)), (unsigned long long)1);
            }
        } while (0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
            if ((unsigned long long)upcr_get_pshared_val(ull_high, 0, sizeof(unsigned long long)) != (unsigned long long)0xfffffffffffffff0ull) {
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
                ({ upcr_pshared_ptr_t upcrt_addr4 = upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr4, 0, (int)((int)upcr_get_pshared_val(upcrt_addr4, 0, sizeof(int)) + 1), sizeof(int)); });
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", ((int)upcr_mythread()), "unsigned long long" " maximum", (unsigned long long)(unsigned long long)upcr_get_pshared_val(ull_high, 0, sizeof(unsigned long long)), (unsigned long long)(unsigned long long)0xfffffffffffffff0ull);
            }
        } while (0);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 50 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_all_atomicdomain_free(d);
    } while (0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
    do {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_shared_ptr_t d = upc_all_atomicdomain_alloc(18, (upc_op_t)1 << 7 | (upc_op_t)1 << 8 | (upc_op_t)1 << 12, 0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        uint64_t start_low = (uint64_t)0x8000000000000010ull, start_high = 0, fetched;
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        if (((int)upcr_mythread()) == 0) {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
            upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(u64_low), &start_low, (void *)0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
            upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(u64_high), &start_high, (void *)0);
        }
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        uint64_t big = (uint64_t)(0x8000000000000010ull - (uint64_t)((int)upcr_mythread())), small = (uint64_t)(((int)upcr_mythread()) + 1);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, &fetched, (upc_op_t)1 << 7, upcr_pshared_to_shared(u64_low), &big, (void *)0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 7, upcr_pshared_to_shared(u64_low), &small, (void *)0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, upcr_pshared_to_shared(u64_high), &small, (void *)0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, upcr_pshared_to_shared(u64_high), &big, (void *)0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
            if ((unsigned long)upcr_get_pshared_val(u64_low, 0, sizeof(unsigned long)) != 1) {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
                ({ upcr_pshared_ptr_t upcrt_addr5 = upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr5, 0, (int)((int)upcr_get_pshared_val(upcrt_addr5, 0, sizeof(int)) + 1), sizeof(int)); });
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", ((int)upcr_mythread()), "uint64_t" " minimum", (unsigned long long)(unsigned long)upcr_get_pshared_val(u64_low, 0, sizeof(unsigned long)), (unsigned long long)1);
            }
        } while (0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
            if ((unsigned long)upcr_get_pshared_val(u64_high, 0, sizeof(unsigned long)) != (uint64_t)0x8000000000000010ull) {
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
                ({ upcr_pshared_ptr_t upcrt_addr6 = upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr6, 0, (int)((int)upcr_get_pshared_val(upcrt_addr6, 0, sizeof(int)) + 1), sizeof(int)); });
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", ((int)upcr_mythread()), "uint64_t" " maximum", (unsigned long long)(unsigned long)upcr_get_pshared_val(u64_high, 0, sizeof(unsigned long)), (unsigned long long)(uint64_t)0x8000000000000010ull);
            }
        } while (0);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 51 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_all_atomicdomain_free(d);
    } while (0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
    do {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_shared_ptr_t d = upc_all_atomicdomain_alloc(6, (upc_op_t)1 << 7 | (upc_op_t)1 << 8 | (upc_op_t)1 << 12, 0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned start_low = (unsigned)0xfffffff0u, start_high = 0, fetched;
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        if (((int)upcr_mythread()) == 0) {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
            upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(u_low), &start_low, (void *)0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
            upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(u_high), &start_high, (void *)0);
        }
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        unsigned big = (unsigned)(0xfffffff0u - (unsigned)((int)upcr_mythread())), small = (unsigned)(((int)upcr_mythread()) + 1);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, &fetched, (upc_op_t)1 << 7, upcr_pshared_to_shared(u_low), &big, (void *)0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 7, upcr_pshared_to_shared(u_low), &small, (void *)0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, upcr_pshared_to_shared(u_high), &small, (void *)0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, upcr_pshared_to_shared(u_high), &big, (void *)0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
            if ((unsigned int)upcr_get_pshared_val(u_low, 0, sizeof(unsigned int)) != 1) {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
                ({ upcr_pshared_ptr_t upcrt_addr7 = upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr7, 0, (int)((int)upcr_get_pshared_val(upcrt_addr7, 0, sizeof(int)) + 1), sizeof(int)); });
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", ((int)upcr_mythread()), "unsigned" " minimum", (unsigned long long)(unsigned int)upcr_get_pshared_val(u_low, 0, sizeof(unsigned int)), (unsigned long long)1);
            }
        } while (0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
            if ((unsigned int)upcr_get_pshared_val(u_high, 0, sizeof(unsigned int)) != (unsigned)0xfffffff0u) {
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
                ({ upcr_pshared_ptr_t upcrt_addr8 = upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr8, 0, (int)((int)upcr_get_pshared_val(upcrt_addr8, 0, sizeof(int)) + 1), sizeof(int)); });
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", ((int)upcr_mythread()), "unsigned" " maximum", (unsigned long long)(unsigned int)upcr_get_pshared_val(u_high, 0, sizeof(unsigned int)), (unsigned long long)(unsigned)0xfffffff0u);
            }
        } while (0);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 52 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_all_atomicdomain_free(d);
    } while (0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
    do {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_shared_ptr_t d = upc_all_atomicdomain_alloc(7, (upc_op_t)1 << 7 | (upc_op_t)1 << 8 | (upc_op_t)1 << 12, 0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        long start_low = (long)0x7ffffffffffffff0l, start_high = 0, fetched;
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        if (((int)upcr_mythread()) == 0) {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
            upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(l_low), &start_low, (void *)0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
            upc_atomic_strict(d, (void *)0, (upc_op_t)1 << 12, upcr_pshared_to_shared(l_high), &start_high, (void *)0);
        }
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        long big = (long)(0x7ffffffffffffff0l - (long)((int)upcr_mythread())), small = (long)(((int)upcr_mythread()) + 1);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, &fetched, (upc_op_t)1 << 7, upcr_pshared_to_shared(l_low), &big, (void *)0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 7, upcr_pshared_to_shared(l_low), &small, (void *)0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, upcr_pshared_to_shared(l_high), &small, (void *)0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_atomic_relaxed(d, (void *)0, (upc_op_t)1 << 8, upcr_pshared_to_shared(l_high), &big, (void *)0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
            if ((long)upcr_get_pshared_val(l_low, 0, sizeof(long)) != 1) {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
                ({ upcr_pshared_ptr_t upcrt_addr9 = upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr9, 0, (int)((int)upcr_get_pshared_val(upcrt_addr9, 0, sizeof(int)) + 1), sizeof(int)); });
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", ((int)upcr_mythread()), "long" " minimum", (unsigned long long)(long)upcr_get_pshared_val(l_low, 0, sizeof(long)), (unsigned long long)1);
            }
        } while (0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        do {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
            if ((long)upcr_get_pshared_val(l_high, 0, sizeof(long)) != (long)0x7ffffffffffffff0l) {
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
                ({ upcr_pshared_ptr_t upcrt_addr10 = upcr_add_pshared1(failures, sizeof(int), ((int)upcr_mythread())); upcr_put_pshared_val(upcrt_addr10, 0, (int)((int)upcr_get_pshared_val(upcrt_addr10, 0, sizeof(int)) + 1), sizeof(int)); });
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
                printf("thread %d: %s is %llu, expected %llu\n", ((int)upcr_mythread()), "long" " maximum", (unsigned long long)(long)upcr_get_pshared_val(l_high, 0, sizeof(long)), (unsigned long long)(long)0x7ffffffffffffff0l);
            }
        } while (0);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
#line 53 "tests/in/real/atomic_unsigned_minmax.upc"
        upc_all_atomicdomain_free(d);
    } while (0);
#line 54 "tests/in/real/atomic_unsigned_minmax.upc"
    if (((int)upcr_mythread()) == 0) {
        int i, total = 0;
        {
#line 56 "tests/in/real/atomic_unsigned_minmax.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo11 = (long)0;
            long upcrt_gather_hi11 = (long)((int)upcr_threads());
#line 56 "tests/in/real/atomic_unsigned_minmax.upc"
            if (upcrt_gather_lo11 >= 0 && upcrt_gather_hi11 <= (long)((int)upcr_threads()) && upcrt_gather_hi11 - upcrt_gather_lo11 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered12[16384 / sizeof(int)];
                if (upcrt_gather_lo11 < upcrt_gather_hi11) {
                    upcrt_get_range(upcrt_gathered12, upcr_pshared_to_shared(upcr_add_pshared1(failures, sizeof(int), upcrt_gather_lo11)), sizeof(int), 1, upcrt_gather_hi11 - upcrt_gather_lo11);
                }
#line 56 "tests/in/real/atomic_unsigned_minmax.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered12[i - upcrt_gather_lo11];
            } else
#line 56 "tests/in/real/atomic_unsigned_minmax.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(failures, sizeof(int), i), 0, sizeof(int));
        }
#line 58 "tests/in/real/atomic_unsigned_minmax.upc"
        printf("unsigned atomic minimum and maximum on %d threads: %d errors\n", ((int)upcr_threads()), total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_atomic_unsigned_minmax(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &ul_low, sizeof(unsigned long), 1, 0, sizeof(unsigned long), "ul_low", "shared unsigned long" },
        { &ul_high, sizeof(unsigned long), 1, 0, sizeof(unsigned long), "ul_high", "shared unsigned long" },
        { &ull_low, sizeof(unsigned long long), 1, 0, sizeof(unsigned long long), "ull_low", "shared unsigned long long" },
        { &ull_high, sizeof(unsigned long long), 1, 0, sizeof(unsigned long long), "ull_high", "shared unsigned long long" },
        { &u64_low, sizeof(unsigned long), 1, 0, sizeof(unsigned long), "u64_low", "shared unsigned long" },
        { &u64_high, sizeof(unsigned long), 1, 0, sizeof(unsigned long), "u64_high", "shared unsigned long" },
        { &u_low, sizeof(unsigned int), 1, 0, sizeof(unsigned int), "u_low", "shared unsigned int" },
        { &u_high, sizeof(unsigned int), 1, 0, sizeof(unsigned int), "u_high", "shared unsigned int" },
        { &l_low, sizeof(long), 1, 0, sizeof(long), "l_low", "shared long" },
        { &l_high, sizeof(long), 1, 0, sizeof(long), "l_high", "shared long" },
        { &failures, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "failures", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 11);
}
static void (*const upcrt_alloc_atomic_unsigned_minmax_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_atomic_unsigned_minmax;

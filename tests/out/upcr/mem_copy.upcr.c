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
#line 1 "samples/upc/mem_copy.upc"
/* mem_copy.upc - bulk transfers: upc_memput from private memory, upc_memcpy between threads, upc_memget into private memory, upc_memset, including partial blocks. */
#include <stdio.h>
#include <string.h>
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#line 7 "samples/upc/mem_copy.upc"
upcr_shared_ptr_t src;
upcr_shared_ptr_t dst;
upcr_shared_ptr_t text;
/* on thread 0 */
#line 10 "samples/upc/mem_copy.upc"
upcr_pshared_ptr_t pool;
upcr_pshared_ptr_t errs;
upcr_pshared_ptr_t verdict;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int i, mine = 0;
    int right = (((int)upcr_mythread()) + 1) % ((int)upcr_threads()), left = (((int)upcr_mythread()) + ((int)upcr_threads()) - 1) % ((int)upcr_threads());
    int local[32], back[32];
    char chars[32];

    for (i = 0; i < 32; i++)
        local[i] = ((int)upcr_mythread()) * 1000 + i;
    /* private -> my block */
#line 23 "samples/upc/mem_copy.upc"
    upcr_memput(upcr_add_shared(src, sizeof(int), 32 * ((int)upcr_mythread()), 32), local, sizeof local);
    /* fill my block of chars */
#line 24 "samples/upc/mem_copy.upc"
    upcr_memset(upcr_add_shared(text, sizeof(char), 32 * ((int)upcr_mythread()), 32), 'a' + ((int)upcr_mythread()) % 26, 32);
    if (((int)upcr_mythread()) == 0)
        upcr_memset(upcr_pshared_to_shared(pool), 0, sizeof(int) * 32);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* shared -> shared: the right neighbour's block into mine, then a piece of it again */
    upcr_memcpy(upcr_add_shared(dst, sizeof(int), 32 * ((int)upcr_mythread()), 32), upcr_add_shared(src, sizeof(int), 32 * right, 32), 32 * sizeof(int));
    upcr_memcpy(upcr_add_shared(dst, sizeof(int), 32 * ((int)upcr_mythread()) + 4, 32), upcr_add_shared(src, sizeof(int), 32 * left + 8, 32), 8 * sizeof(int));
    /* a few ints into thread 0's pool, each thread its own slot */
    if (((int)upcr_mythread()) < 32)
        upcr_memput(upcr_pshared_to_shared(upcr_add_psharedI(pool, sizeof(int), ((int)upcr_mythread()))), &local[5], sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    /* shared -> private, and check */
    upcr_memget(back, upcr_add_shared(dst, sizeof(int), 32 * ((int)upcr_mythread()), 32), sizeof back);
    for (i = 0; i < 32; i++) {
        int want = i >= 4 && i < 12 ? left * 1000 + i + 4 : right * 1000 + i;
        if (back[i] != want)
            mine++;
    }
    upcr_memget(chars, upcr_add_shared(text, sizeof(char), 32 * left, 32), 32);
    for (i = 0; i < 32; i++)
        if (chars[i] != 'a' + left % 26)
            mine++;
    /* a zero-length transfer does nothing */
    upcr_memget(back, src, 0);
    if (back[0] != right * 1000)
        mine++;

    upcr_put_pshared_val(upcr_add_pshared1(errs, sizeof(int), ((int)upcr_mythread())), 0, (int)mine, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        for (i = 0; i < ((int)upcr_threads()) && i < 32; i++)
            if ((int)upcr_get_pshared_val(upcr_add_psharedI(pool, sizeof(int), i), 0, sizeof(int)) != i * 1000 + 5)
                total++;
        {
#line 60 "samples/upc/mem_copy.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 60 "samples/upc/mem_copy.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(errs, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 60 "samples/upc/mem_copy.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 60 "samples/upc/mem_copy.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errs, sizeof(int), i), 0, sizeof(int));
        }
#line 62 "samples/upc/mem_copy.upc"
        if (total)
            printf("FAIL: mem_copy: %d errors\n", total);
        else
            printf("PASS: mem_copy\n");
        upcr_put_pshared_val(verdict, 0, (int)(total != 0), sizeof(int));
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    return (int)upcr_get_pshared_val(verdict, 0, sizeof(int));
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_mem_copy(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &pool, sizeof(int) * 32, 1, 0, sizeof(int), "pool", "shared [] int [32]" },
        { &errs, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errs", "shared int [1 * THREADS]" },
        { &verdict, sizeof(int), 1, 0, sizeof(int), "verdict", "shared int" },
    };
    upcr_startup_pshalloc(pshared_objects, 3);
    upcr_startup_shalloc_t shared_objects[] = {
        { &src, 32 * sizeof(int), (32 * ((int)upcr_threads()) + 32 - 1) / 32, 0, sizeof(int), "src", "shared [32] int [32 * THREADS]" },
        { &dst, 32 * sizeof(int), (32 * ((int)upcr_threads()) + 32 - 1) / 32, 0, sizeof(int), "dst", "shared [32] int [32 * THREADS]" },
        { &text, 32 * sizeof(char), (32 * ((int)upcr_threads()) + 32 - 1) / 32, 0, sizeof(char), "text", "shared [32] char [32 * THREADS]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_mem_copy_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_mem_copy;

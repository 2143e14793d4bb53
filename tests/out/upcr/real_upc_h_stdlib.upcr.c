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
#line 1 "tests/in/real/upc_h_stdlib.upc"
/* What a program written for another UPC compiler uses after including only upc.h (and
   stdio.h): that compiler's upc.h brings stdlib.h and inttypes.h, and with glibc's stdlib.h
   struct timeval. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 7 "tests/in/real/upc_h_stdlib.upc"
upcr_pshared_ptr_t bad;

static int by_value(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    struct timeval tv;
    int v[5] = { 4, -2, 9, 0, 3 };
    int i, r;
    int64_t big = (int64_t)1 << 40;
    char *copy = malloc(16);
    srand(((int)upcr_mythread()) + 1);
    r = rand();
    upcr_put_pshared_val(upcr_add_pshared1(bad, sizeof(int), ((int)upcr_mythread())), 0, (int)(r < 0 || r > 2147483647), sizeof(int));
    tv.tv_sec = 5;
    tv.tv_usec = 7;
    qsort(v, 5, sizeof v[0], by_value);
    free(copy);
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int sum = 0;
        {
#line 29 "tests/in/real/upc_h_stdlib.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo1 = (long)0;
            long upcrt_gather_hi1 = (long)((int)upcr_threads());
#line 29 "tests/in/real/upc_h_stdlib.upc"
            if (upcrt_gather_lo1 >= 0 && upcrt_gather_hi1 <= (long)((int)upcr_threads()) && upcrt_gather_hi1 - upcrt_gather_lo1 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered2[16384 / sizeof(int)];
                if (upcrt_gather_lo1 < upcrt_gather_hi1) {
                    upcrt_get_range(upcrt_gathered2, upcr_pshared_to_shared(upcr_add_pshared1(bad, sizeof(int), upcrt_gather_lo1)), sizeof(int), 1, upcrt_gather_hi1 - upcrt_gather_lo1);
                }
#line 29 "tests/in/real/upc_h_stdlib.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    sum += upcrt_gathered2[i - upcrt_gather_lo1];
            } else
#line 29 "tests/in/real/upc_h_stdlib.upc"
                for (i = 0; i < ((int)upcr_threads()); i++)
                    sum += (int)upcr_get_pshared_val(upcr_add_pshared1(bad, sizeof(int), i), 0, sizeof(int));
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
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_upc_h_stdlib(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &bad, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "bad", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_upc_h_stdlib_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_upc_h_stdlib;

/* UPC_MIN and UPC_MAX of upc_atomic.h on unsigned types compare as unsigned: values above the
   largest signed value are the largest, from every thread at once. */
#include <upc.h>
#include <upc_atomic.h>
#include <stdint.h>
#include <stdio.h>

shared unsigned long ul_low, ul_high;
shared unsigned long long ull_low, ull_high;
shared uint64_t u64_low, u64_high;
shared unsigned u_low, u_high;
shared long l_low, l_high;
shared int failures[THREADS];

#define CHECK(name, got, want)                                                               \
    do {                                                                                     \
        if ((got) != (want)) {                                                               \
            failures[MYTHREAD]++;                                                            \
            printf("thread %d: %s is %llu, expected %llu\n", MYTHREAD, name,                 \
                   (unsigned long long)(got), (unsigned long long)(want));                   \
        }                                                                                    \
    } while (0)

/* Every thread takes the minimum and the maximum of its values (the top one above the largest
   signed value of the type, one near zero) into `low` and `high`, set by thread 0 first. */
#define ROUND(T, CODE, low, high, top)                                                       \
    do {                                                                                     \
        upc_atomicdomain_t *d = upc_all_atomicdomain_alloc(CODE, UPC_MIN | UPC_MAX | UPC_SET, 0); \
        T start_low = (T)(top), start_high = 0, fetched;                                     \
        if (MYTHREAD == 0) {                                                                 \
            upc_atomic_strict(d, NULL, UPC_SET, &low, &start_low, NULL);                     \
            upc_atomic_strict(d, NULL, UPC_SET, &high, &start_high, NULL);                   \
        }                                                                                    \
        upc_barrier;                                                                         \
        T big = (T)((top) - (T)MYTHREAD), small = (T)(MYTHREAD + 1);                         \
        upc_atomic_relaxed(d, &fetched, UPC_MIN, &low, &big, NULL);                          \
        upc_atomic_relaxed(d, NULL, UPC_MIN, &low, &small, NULL);                            \
        upc_atomic_relaxed(d, NULL, UPC_MAX, &high, &small, NULL);                           \
        upc_atomic_relaxed(d, NULL, UPC_MAX, &high, &big, NULL);                             \
        upc_barrier;                                                                         \
        CHECK(#T " minimum", low, 1);                                                        \
        CHECK(#T " maximum", high, (T)(top));                                                \
        upc_barrier;                                                                         \
        upc_all_atomicdomain_free(d);                                                        \
    } while (0)

int main(void)
{
    ROUND(unsigned long, UPC_ULONG, ul_low, ul_high, 0xfffffffffffffff0ul);
    ROUND(unsigned long long, UPC_ULLONG, ull_low, ull_high, 0xfffffffffffffff0ull);
    ROUND(uint64_t, UPC_UINT64, u64_low, u64_high, 0x8000000000000010ull);
    ROUND(unsigned, UPC_UINT, u_low, u_high, 0xfffffff0u);
    ROUND(long, UPC_LONG, l_low, l_high, 0x7ffffffffffffff0l);
    if (MYTHREAD == 0) {
        int i, total = 0;
        for (i = 0; i < THREADS; i++)
            total += failures[i];
        printf("unsigned atomic minimum and maximum on %d threads: %d errors\n", THREADS, total);
    }
    return 0;
}

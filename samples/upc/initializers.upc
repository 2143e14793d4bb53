/* initializers.upc - shared data with initializers: scalars, arrays in several layouts, strings, structs and designated initializers. */
#include <stdio.h>
#include <string.h>
#include <upc.h>

struct pair { int key; double val; };

shared int answer = 42;
shared double half = 0.5;
shared int primes[8] = { 2, 3, 5, 7, 11, 13, 17, 19 };
shared [3] long tri[9] = { 0, 1, 3, 6, 10, 15, 21, 28, 36 };
shared [] char word[8] = "shared";
shared int partial[4 * THREADS] = { 9, 8, 7 };      /* the rest is zero */
shared int zeros[5 * THREADS];                       /* no initializer: zero */
shared struct pair pairs[3] = { { 1, 0.5 }, { 2, 1.5 }, { 3, 2.5 } };
shared [2] struct pair sparse[4] = { [1] = { 7, 7.0 }, [3] = { .val = 9.0, .key = 9 } };
shared int errs[THREADS];
shared int verdict;

int main(void)
{
    int i, mine = 0;
    char local[8];

    /* every thread sees the initial values, before any thread writes */
    if (answer != 42 || half != 0.5)
        mine++;
    for (i = 0; i < 8; i++)
        if (primes[i] < 2 || (i > 0 && primes[i] <= primes[i - 1]))
            mine++;
    if (primes[7] != 19)
        mine++;
    for (i = 0; i < 9; i++)
        if (tri[i] != (long)i * (i + 1) / 2)
            mine++;
    for (i = 0; i < 8; i++)
        local[i] = word[i];
    if (strcmp(local, "shared") != 0)
        mine++;
    for (i = 0; i < 4 * THREADS; i++)
        if (partial[i] != (i < 3 ? 9 - i : 0))
            mine++;
    for (i = 0; i < 5 * THREADS; i++)
        if (zeros[i] != 0)
            mine++;
    for (i = 0; i < 3; i++)
        if (pairs[i].key != i + 1 || pairs[i].val != i + 0.5)
            mine++;
    if (sparse[0].key != 0 || sparse[1].key != 7 || sparse[2].val != 0.0 || sparse[3].key != 9 ||
        sparse[3].val != 9.0)
        mine++;
    upc_barrier;
    /* initialised data can be written like any other */
    if (MYTHREAD == THREADS - 1)
        answer = answer + 1;
    upc_barrier;
    if (answer != 43)
        mine++;

    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += errs[i];
        if (total)
            printf("FAIL: initializers: %d errors\n", total);
        else
            printf("PASS: initializers\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}

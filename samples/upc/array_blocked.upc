/* array_blocked.upc - blocked layouts shared [B] with B = 1, 3, 5 and 16: element i on thread (i/B) % THREADS with phase i % B. */
#include <stdio.h>
#include <upc.h>

shared [1] double b1[6 * THREADS];      /* [1] is the cyclic layout spelt out */
shared [3] int b3[12 * THREADS];        /* four blocks per thread */
shared [5] long b5[37];                 /* eight blocks, the last one short */
shared [16] short b16[32 * THREADS];
shared [3] int own3[12 * THREADS];      /* who wrote each element of b3 */
shared [5] int own5[37];
shared int verdict;

static int errors;

static void expect(int cond, const char *what, int i)
{
    if (!cond) {
        if (errors < 5)
            printf("FAIL: array_blocked: %s at %d\n", what, i);
        errors++;
    }
}

int main(void)
{
    int i;

    upc_forall (i = 0; i < 6 * THREADS; i++; &b1[i])
        b1[i] = i / 4.0;
    upc_forall (i = 0; i < 12 * THREADS; i++; &b3[i]) {
        b3[i] = i * i;
        own3[i] = MYTHREAD;
    }
    upc_forall (i = 0; i < 37; i++; &b5[i]) {
        b5[i] = -7L * i;
        own5[i] = MYTHREAD;
    }
    upc_forall (i = 0; i < 32 * THREADS; i++; &b16[i])
        b16[i] = (short)(i % 1000);
    upc_barrier;

    if (MYTHREAD == 0) {
        for (i = 0; i < 6 * THREADS; i++) {
            expect(b1[i] == i / 4.0, "b1 value", i);
            expect(upc_threadof(&b1[i]) == (size_t)(i % THREADS), "b1 thread", i);
        }
        for (i = 0; i < 12 * THREADS; i++) {
            expect(b3[i] == i * i, "b3 value", i);
            expect(own3[i] == (i / 3) % THREADS, "b3 owner", i);
            expect(upc_threadof(&b3[i]) == (size_t)((i / 3) % THREADS), "b3 thread", i);
            expect(upc_phaseof(&b3[i]) == (size_t)(i % 3), "b3 phase", i);
        }
        for (i = 0; i < 37; i++) {
            expect(b5[i] == -7L * i, "b5 value", i);
            expect(own5[i] == (i / 5) % THREADS, "b5 owner", i);
            expect(upc_phaseof(&b5[i]) == (size_t)(i % 5), "b5 phase", i);
        }
        for (i = 0; i < 32 * THREADS; i++) {
            expect(b16[i] == i % 1000, "b16 value", i);
            expect(upc_threadof(&b16[i]) == (size_t)((i / 16) % THREADS), "b16 thread", i);
        }
        if (errors)
            printf("FAIL: array_blocked: %d errors\n", errors);
        else
            printf("PASS: array_blocked\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

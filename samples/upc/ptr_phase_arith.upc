/* ptr_phase_arith.upc - arithmetic on phased pointers-to-shared (shared [4]): phase and thread after steps of every size, forwards and backwards, checked against a model. */
#include <stdio.h>
#include <upc.h>

#define B 4
#define NB 3                                /* blocks per thread */
shared [B] int a[B * NB * THREADS];
shared int errs[THREADS];
shared int verdict;

/* the UPC rule for p + s, from the phase and thread of p */
static void model_add(size_t *phase, size_t *thread, long s)
{
    long steps = (long)*phase + s;
    long blocks = steps >= 0 ? steps / B : -((-steps + B - 1) / B);
    long t = ((long)*thread + blocks) % THREADS;
    *phase = (size_t)(steps - blocks * B);
    *thread = (size_t)(t < 0 ? t + THREADS : t);
}

int main(void)
{
    int i, n = B * NB * THREADS, mine = 0;
    static const int strides[] = { 1, 3, 5, B, B * 2 + 1 };
    shared [B] int *p;

    upc_forall (i = 0; i < n; i++; &a[i])
        a[i] = i + 1;
    upc_barrier;

    /* walk with p++ */
    for (i = 0, p = a; i < n; i++, p++)
        if (upc_phaseof(p) != (size_t)(i % B) || upc_threadof(p) != (size_t)((i / B) % THREADS) || *p != i + 1)
            mine++;
    /* steps of several sizes, checked against the model */
    for (i = 0; i < (int)(sizeof strides / sizeof strides[0]); i++) {
        int s = strides[i], k;
        size_t ph = 0, th = 0;
        for (k = 0, p = a; k + s < n; k += s) {
            p += s;
            model_add(&ph, &th, s);
            if (upc_phaseof(p) != ph || upc_threadof(p) != th || p != &a[k + s] || *p != k + s + 1)
                mine++;
        }
        /* and back again */
        for (; k - s >= 0; k -= s) {
            p -= s;
            model_add(&ph, &th, -s);
            if (upc_phaseof(p) != ph || upc_threadof(p) != th || *p != k - s + 1)
                mine++;
        }
    }
    /* B * THREADS elements later: same thread and phase, the next block of that thread */
    p = &a[B * MYTHREAD + 2];
    if (upc_threadof(p + B * THREADS) != (size_t)MYTHREAD || upc_phaseof(p + B * THREADS) != 2)
        mine++;
    /* stepping back from a block start lands on the previous thread's last phase */
    p = &a[B * MYTHREAD];
    if (MYTHREAD > 0 && (upc_phaseof(p - 1) != B - 1 || upc_threadof(p - 1) != (size_t)(MYTHREAD - 1)))
        mine++;
    /* differences count elements, whatever threads they cross */
    if (&a[n - 1] - &a[0] != n - 1 || (a + 7) - (a + 2) != 5)
        mine++;

    errs[MYTHREAD] = mine;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += errs[i];
        if (total)
            printf("FAIL: ptr_phase_arith: %d errors\n", total);
        else
            printf("PASS: ptr_phase_arith\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}

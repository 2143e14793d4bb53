/* ptr_void_phase.upc - a `shared void *` that holds a nonzero phase, converted (by cast, by
   assignment, as an argument and as a return value) to `shared [] int *` and `shared int *`
   (and to a pointer to an incomplete struct, also of block size 1):
   UPC 1.3 §6.4.3 gives those pointers phase 0 (they have no phase); converted back to the type
   it came from it keeps its phase. Arithmetic after each conversion follows the new type. */
#include <stdio.h>
#include <upc.h>

#define B 4
shared [B] int a[B * THREADS];
shared int errs[THREADS];
shared int verdict;

static shared [] int *as_indefinite(shared void *v) { return v; }
static shared int *as_cyclic(shared void *v) { return v; }
static size_t phase_of_indefinite(shared [] int *p) { return upc_phaseof(p); }
static size_t phase_of_cyclic(shared int *p) { return upc_phaseof(p); }

/* A type that is never completed: its pointers-to-shared have block size 1 all the same. */
struct opaque;

int main(void)
{
    int i, bad = 0, t = MYTHREAD, next = (MYTHREAD + 1) % THREADS;
    shared void *v;
    shared [] int *pi;
    shared int *pc;
    shared [B] int *pb;

    upc_forall (i = 0; i < B * THREADS; i++; &a[i])
        a[i] = 10 * i;
    upc_barrier;

    for (int ph = 1; ph < B; ph++) {
        v = &a[B * t + ph];
        if (upc_phaseof(v) != (size_t)ph || upc_threadof(v) != (size_t)t)
            bad++;
        /* casts */
        pi = (shared [] int *)v;
        pc = (shared int *)v;
        if (upc_phaseof(pi) != 0 || upc_phaseof(pc) != 0)
            bad++;
        if (upc_phaseof((shared [] int *)v) != 0 || upc_phaseof((shared int *)v) != 0)
            bad++;
        /* assignments */
        pi = v;
        pc = v;
        if (upc_phaseof(pi) != 0 || upc_phaseof(pc) != 0)
            bad++;
        /* a pointer to an incomplete type of block size 1 */
        shared struct opaque *po = v;
        if (upc_phaseof(po) != 0 || upc_phaseof((shared struct opaque *)v) != 0)
            bad++;
        /* arguments and return values */
        if (phase_of_indefinite(v) != 0 || phase_of_cyclic(v) != 0)
            bad++;
        if (upc_phaseof(as_indefinite(v)) != 0 || upc_phaseof(as_cyclic(v)) != 0)
            bad++;
        /* the element is the same; `shared []` walks the rest of my block, `shared int` moves to
           the next thread at the same address */
        if (*pi != 10 * (B * t + ph) || *pc != 10 * (B * t + ph))
            bad++;
        for (int k = 0; k < B - ph; k++)
            if (pi[k] != 10 * (B * t + ph + k) || upc_threadof(pi + k) != (size_t)t
                || upc_phaseof(pi + k) != 0)
                bad++;
        if (upc_threadof(pc + 1) != (size_t)next || upc_phaseof(pc + 1) != 0)
            bad++;
        if (t + 1 < THREADS && pc[1] != 10 * (B * next + ph))
            bad++;
        /* back to the original type: the phase comes back with it */
        pb = v;
        if (upc_phaseof(pb) != (size_t)ph || pb != &a[B * t + ph] || *pb != 10 * (B * t + ph))
            bad++;
        if (upc_threadof(pb + (B - ph)) != (size_t)next || upc_phaseof(pb + (B - ph)) != 0)
            bad++;
    }

    errs[MYTHREAD] = bad;
    upc_barrier;
    if (MYTHREAD == 0) {
        int total = 0;
        for (i = 0; i < THREADS; i++)
            total += errs[i];
        printf("phases 1..%d through shared void *: %s\n", B - 1, total ? "wrong" : "right");
        if (total)
            printf("FAIL: ptr_void_phase: %d errors\n", total);
        else
            printf("PASS: ptr_void_phase\n");
        verdict = total != 0;
    }
    upc_barrier;
    return verdict;
}

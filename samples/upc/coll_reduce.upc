/* coll_reduce.upc - upc_all_reduceT for T = I, UI, L, UL, F, D, C: ADD, MULT, MIN, MAX, AND, OR, XOR, LOGAND, LOGOR, UPC_FUNC and UPC_NONCOMM_FUNC, blocked sources, partial counts. */
#include <stdio.h>
#include <upc.h>
#include <upc_collective.h>

#define PER 6
shared int iv[PER * THREADS];
shared [3] long lv[PER * THREADS];
shared [PER] unsigned long ulv[PER * THREADS];
shared float fv[PER * THREADS];
shared [2] double dv[PER * THREADS];
shared unsigned int uiv[PER * THREADS];
shared signed char cv[PER * THREADS];
shared long lres[5];
shared unsigned long ulres[3];
shared int ires[2];
shared unsigned int uires[2];
shared double dres[2];
shared float fres[2];
shared signed char cres;
shared double on_last[THREADS];          /* a result that lands on the last thread */
shared int verdict;

static long first_nonzero(long a, long b) { return a != 0 ? a : b; }   /* associative, not commutative */
static int larger(int a, int b) { return a > b ? a : b; }

#define ALL (UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC)

int main(void)
{
    int i, n = PER * THREADS, errors = 0;

    upc_forall (i = 0; i < n; i++; i) {
        iv[i] = i % 7 - 3;
        fv[i] = (float)(n - i);
        uiv[i] = 1u << (i % 20);
        cv[i] = (signed char)(i % 5);
    }
    upc_forall (i = 0; i < n; i++; &lv[i])
        lv[i] = i < 4 ? 0 : 3L * i - 20;      /* the first nonzero value is lv[4] */
    upc_forall (i = 0; i < n; i++; &ulv[i])
        ulv[i] = (unsigned long)(i % 3 + 1);
    upc_forall (i = 0; i < n; i++; &dv[i])
        dv[i] = i * 0.5;

    upc_all_reduceL(&lres[0], lv, UPC_ADD, n, 3, NULL, ALL);
    upc_all_reduceL(&lres[1], lv, UPC_MAX, n, 3, NULL, ALL);
    upc_all_reduceL(&lres[2], lv, UPC_MIN, n, 3, NULL, ALL);
    upc_all_reduceL(&lres[3], lv, UPC_NONCOMM_FUNC, n, 3, first_nonzero, ALL);
    upc_all_reduceL(&lres[4], lv, UPC_ADD, n - 2, 3, NULL, ALL);        /* all but the last two */
    upc_all_reduceUL(&ulres[0], ulv, UPC_MULT, n < 12 ? n : 12, PER, NULL, ALL);
    upc_all_reduceUL(&ulres[1], ulv, UPC_OR, n, PER, NULL, ALL);
    upc_all_reduceUL(&ulres[2], ulv, UPC_XOR, n, PER, NULL, ALL);
    upc_all_reduceI(&ires[0], iv, UPC_ADD, n, 1, NULL, ALL);
    upc_all_reduceI(&ires[1], iv, UPC_FUNC, n, 1, larger, ALL);
    upc_all_reduceUI(&uires[0], uiv, UPC_OR, n, 1, NULL, ALL);
    upc_all_reduceUI(&uires[1], uiv, UPC_AND, n, 1, NULL, ALL);
    upc_all_reduceF(&fres[0], fv, UPC_MIN, n, 1, NULL, ALL);
    upc_all_reduceF(&fres[1], fv, UPC_ADD, n, 1, NULL, ALL);
    upc_all_reduceD(&dres[0], dv, UPC_ADD, n, 2, NULL, ALL);
    upc_all_reduceD(&dres[1], dv, UPC_LOGAND, n, 2, NULL, ALL);          /* dv[0] is 0: false */
    upc_all_reduceD(&on_last[THREADS - 1], dv, UPC_MAX, n, 2, NULL, ALL);
    upc_all_reduceC(&cres, cv, UPC_LOGOR, n, 1, NULL, ALL);

    if (MYTHREAD == 0) {
        long lsum = 0, lsum2 = 0, lmax = -1000, lmin = 1000, lfirst = 0;
        unsigned long prod = 1, uor = 0, uxor = 0;
        unsigned int ior = 0, iand = ~0u;
        int isum = 0, imax = -1000;
        float fsum = 0.0f;
        double dsum = 0.0;
        for (i = 0; i < n; i++) {
            long l = i < 4 ? 0 : 3L * i - 20;
            lsum += l;
            if (i < n - 2)
                lsum2 += l;
            lmax = l > lmax ? l : lmax;
            lmin = l < lmin ? l : lmin;
            if (lfirst == 0)
                lfirst = l;
            if (i < 12)
                prod *= (unsigned long)(i % 3 + 1);
            uor |= (unsigned long)(i % 3 + 1);
            uxor ^= (unsigned long)(i % 3 + 1);
            isum += i % 7 - 3;
            imax = i % 7 - 3 > imax ? i % 7 - 3 : imax;
            ior |= 1u << (i % 20);
            iand &= 1u << (i % 20);
            fsum += (float)(n - i);
            dsum += i * 0.5;
        }
        if (lres[0] != lsum || lres[1] != lmax || lres[2] != lmin || lres[3] != lfirst || lres[4] != lsum2)
            errors++;
        if (ulres[0] != prod || ulres[1] != uor || ulres[2] != uxor)
            errors++;
        if (ires[0] != isum || ires[1] != imax || uires[0] != ior || uires[1] != iand)
            errors++;
        if (fres[0] != 1.0f || fres[1] != fsum || dres[0] != dsum || dres[1] != 0.0)
            errors++;
        if (on_last[THREADS - 1] != (n - 1) * 0.5 || cres != 1)
            errors++;
        if (errors)
            printf("FAIL: coll_reduce: %d groups wrong (lsum %ld/%ld, isum %d/%d, dsum %g/%g)\n", errors,
                   lres[0], lsum, ires[0], isum, dres[0], dsum);
        else
            printf("PASS: coll_reduce\n");
        verdict = errors != 0;
    }
    upc_barrier;
    return verdict;
}

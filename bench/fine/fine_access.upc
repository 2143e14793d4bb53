/* fine_access.upc - cost of single shared scalar accesses, every thread at once, each on the
   elements of the next thread (same node here: another process's memory) and on its own:
     name_get/name_put:   x[k * THREADS + peer] read / written by array name (relaxed)
     ptr_get/ptr_put:     the same elements through a pointer-to-shared, p[k * THREADS]
     strict_get/put:      the same through a `strict` array
     own_ptr_get:         this thread's elements through a pointer-to-shared with a cyclic layout
                          (not a counted loop the translator can privatize: the index jumps)
   Prints, per kind, ns per access (the slowest thread, best of REPS) and whether every value
   read and written was right. */
#include <stdio.h>
#include <time.h>
#include <upc.h>

#define M 20000L /* elements per thread */
#define REPS 3

shared double x[M * THREADS];
strict shared double sx[M * THREADS];
shared double ns[THREADS][8];
shared long bad[THREADS];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

enum { NAME_PUT, NAME_GET, PTR_PUT, PTR_GET, STRICT_PUT, STRICT_GET, OWN_PTR_GET, KINDS };
static const char *kind_name[KINDS] = { "name_put", "name_get", "ptr_put", "ptr_get",
                                        "strict_put", "strict_get", "own_ptr_get" };

int main(void)
{
    const int peer = (MYTHREAD + 1) % THREADS;
    double best[KINDS], t0, t, sum;
    long k, wrong = 0, step;
    int rep, kind;
    shared double *p = &x[peer], *own = &x[MYTHREAD];

    for (kind = 0; kind < KINDS; kind++)
        best[kind] = 1e30;
    for (rep = 0; rep < REPS; rep++) {
        for (kind = 0; kind < KINDS; kind++) {
            upc_barrier;
            sum = 0;
            step = (7 * rep + 1) % 5 + 1; /* a stride the loop cannot see through */
            t0 = now();
            switch (kind) {
            case NAME_PUT:
                for (k = 0; k < M; k++)
                    x[k * THREADS + peer] = (double)(k + rep);
                break;
            case NAME_GET:
                for (k = 0; k < M; k++)
                    sum += x[k * THREADS + peer];
                break;
            case PTR_PUT:
                for (k = 0; k < M; k++)
                    p[k * THREADS] = (double)(2 * k + rep);
                break;
            case PTR_GET:
                for (k = 0; k < M; k++)
                    sum += p[k * THREADS];
                break;
            case STRICT_PUT:
                for (k = 0; k < M; k++)
                    sx[k * THREADS + peer] = (double)(3 * k + rep);
                break;
            case STRICT_GET:
                for (k = 0; k < M; k++)
                    sum += sx[k * THREADS + peer];
                break;
            case OWN_PTR_GET:
                for (k = 0; k < M; k += step)
                    sum += own[k * THREADS];
                break;
            }
            t = now() - t0;
            if (t < best[kind])
                best[kind] = t;
            /* what was read: the values the peer's reader... every thread wrote its peer's */
            if (kind == NAME_GET && sum != (double)M * (M - 1) / 2 + (double)M * rep)
                wrong++;
            if (kind == PTR_GET && sum != (double)M * (M - 1) + (double)M * rep)
                wrong++;
            if (kind == STRICT_GET && sum != 3.0 * M * (M - 1) / 2 + (double)M * rep)
                wrong++;
            if (kind == OWN_PTR_GET) {
                double want = 0;
                for (k = 0; k < M; k += step)
                    want += (double)(2 * k + rep);
                if (sum != want)
                    wrong++;
            }
        }
    }
    upc_barrier;
    /* each thread checks what the last round left in its own elements */
    for (k = 0; k < M; k++)
        if (x[k * THREADS + MYTHREAD] != (double)(2 * k + REPS - 1)
            || sx[k * THREADS + MYTHREAD] != (double)(3 * k + REPS - 1))
            wrong++;
    for (kind = 0; kind < KINDS; kind++)
        ns[MYTHREAD][kind] = best[kind] * 1e9 / M;
    bad[MYTHREAD] = wrong;
    upc_barrier;
    if (MYTHREAD == 0) {
        long total = 0;
        int u;
        printf("fine_access: threads=%d elements=%ld", THREADS, M);
        for (kind = 0; kind < KINDS; kind++) {
            double worst = 0;
            for (u = 0; u < THREADS; u++)
                if (ns[u][kind] > worst)
                    worst = ns[u][kind];
            printf(" %s_ns=%.1f", kind_name[kind], worst);
        }
        for (u = 0; u < THREADS; u++)
            total += bad[u];
        printf(" %s\n", total == 0 ? "verified" : "WRONG");
    }
    return 0;
}

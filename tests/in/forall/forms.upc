/* Every form of upc_forall the translator distinguishes (src/backend/forall.rs), over shared
   arrays of block sizes 1, 3, 7, [*] and [] whose length (53) is not a multiple of the block
   size times THREADS: the local walk (whole blocks, a first block entered in the middle, a
   last block cut by an inclusive bound), two arrays walked together, a reduction, `continue`,
   `break` out of the forall and out of a loop inside it, a forall nested lexically and one
   reached through a call, `return` out of a forall, integer affinity, an affinity tested at
   every iteration and a neighbour read across blocks. Thread 0 checks every element against
   the layout's definition (owner of element i = (i / B) % THREADS) and prints one line per
   form and array: "<form> <array> ok", or what is wrong. */
#include <stdio.h>
#include <upc.h>

#define N 53

shared [1] int a1[N];
shared [1] double b1[N];
shared [3] int a3[N];
shared [3] double b3[N];
shared [7] int a7[N];
shared [7] double b7[N];
shared [*] int as[N];
shared [*] double bs[N];
shared [] int ai[N];
shared [] double bi[N];

shared long part[THREADS];
shared int res[THREADS];

static int owner(long i, long b)
{
    return b == 0 ? 0 : (int)((i / b) % THREADS);
}

/* Counts the iterations of a forall with integer affinity (nested when called from one). */
static int count_mine(void)
{
    int j, c = 0;
    upc_forall (j = 0; j < 5; j++; j)
        c++;
    return c;
}

static int mine_of_five(void)
{
    int j, c = 0;
    for (j = 0; j < 5; j++)
        c += j % THREADS == MYTHREAD;
    return c;
}

static void report(const char *form, const char *array, int bad, long i, double got, double want)
{
    if (bad)
        printf("%s %s: %d wrong, first at %ld: %g, want %g\n", form, array, bad, i, got, want);
    else
        printf("%s %s ok\n", form, array);
}

/* Thread 0 compares X[i] (read as double) with WANT for every i. */
#define CHECK(form, X, WANT)                                                              \
    upc_barrier;                                                                          \
    if (MYTHREAD == 0) {                                                                  \
        int bad_ = 0;                                                                     \
        long at_ = 0;                                                                     \
        double got_ = 0, want_ = 0;                                                       \
        for (i = 0; i < N; i++) {                                                         \
            double g_ = X[i], w_ = (WANT);                                                \
            if (g_ != w_ && !bad_++) {                                                    \
                at_ = i;                                                                  \
                got_ = g_;                                                                \
                want_ = w_;                                                               \
            }                                                                             \
        }                                                                                 \
        report(form, #X, bad_, at_, got_, want_);                                         \
    }                                                                                     \
    upc_barrier;

#define RESET(X, V)                                                                       \
    upc_barrier;                                                                          \
    if (MYTHREAD == 0)                                                                    \
        for (i = 0; i < N; i++)                                                           \
            X[i] = (V);                                                                   \
    upc_barrier;

#define SUITE(tag, X, Y, B)                                                               \
    static int find_##tag(int v)                                                          \
    {                                                                                     \
        long i;                                                                           \
        upc_forall (i = 0; i < N; i++; &X[i])                                             \
            if (X[i] == v)                                                                \
                return (int)i;                                                            \
        return -1;                                                                        \
    }                                                                                     \
    static void suite_##tag(void)                                                         \
    {                                                                                     \
        long i, s = 0;                                                                    \
        int k, t;                                                                         \
        RESET(X, -1)                                                                      \
        upc_forall (i = 0; i < N; i++; &X[i])                                             \
            X[i] = 10 * i + MYTHREAD;                                                     \
        CHECK("walk", X, 10 * i + owner(i, B))                                            \
        RESET(X, -1)                                                                      \
        upc_forall (i = 5; i <= N - 3; i++; &X[i])                                        \
            X[i] = i + 1000 * MYTHREAD;                                                   \
        CHECK("inclusive-from-5", X, i >= 5 && i <= N - 3 ? i + 1000 * owner(i, B) : -1)  \
        RESET(X, 10 * i)                                                                  \
        RESET(Y, -1)                                                                      \
        upc_forall (i = 0; i < N; i++; &X[i]) {                                           \
            Y[i] = X[i] * 0.5 + 1;                                                        \
            s += X[i];                                                                    \
        }                                                                                 \
        part[MYTHREAD] = s;                                                               \
        CHECK("two-arrays", Y, 10 * i * 0.5 + 1)                                          \
        if (MYTHREAD == 0) {                                                              \
            long total = 0;                                                               \
            for (t = 0; t < THREADS; t++)                                                 \
                total += part[t];                                                         \
            report("reduce", #X, total != 10L * N * (N - 1) / 2, 0, total,                \
                   10.0 * N * (N - 1) / 2);                                               \
        }                                                                                 \
        RESET(X, 3 * i)                                                                   \
        upc_forall (i = 0; i < N; i++; &X[i]) {                                           \
            if (i % 4 == 1)                                                               \
                continue;                                                                 \
            X[i] = -2;                                                                    \
        }                                                                                 \
        CHECK("continue", X, i % 4 == 1 ? 3 * i : -2)                                     \
        RESET(X, 0)                                                                       \
        upc_forall (i = 0; i < N; i++; &X[i]) {                                           \
            if (i >= 20)                                                                  \
                break;                                                                    \
            X[i] = 7;                                                                     \
        }                                                                                 \
        CHECK("break", X, i < 20 ? 7 : 0)                                                 \
        RESET(X, 0)                                                                       \
        upc_forall (i = 0; i < N; i++; &X[i]) {                                           \
            for (k = 0;; k++)                                                             \
                if (k == 2)                                                               \
                    break;                                                                \
            X[i] = k + i;                                                                 \
        }                                                                                 \
        CHECK("inner-break", X, i + 2)                                                    \
        upc_forall (i = 0; i < N; i++; &X[i]) {                                           \
            int j;                                                                        \
            X[i] = 0;                                                                     \
            upc_forall (j = 0; j < 4; j++; j)                                             \
                X[i] += j + 1;                                                            \
        }                                                                                 \
        CHECK("nested", X, 10)                                                            \
        upc_forall (i = 0; i < N; i++; &X[i])                                             \
            X[i] = count_mine();                                                          \
        CHECK("nested-call", X, 5)                                                        \
        RESET(X, i)                                                                       \
        k = find_##tag((int)(N - 1 - MYTHREAD % N));                                      \
        res[MYTHREAD] = (k == (owner(N - 1 - MYTHREAD % N, B) == MYTHREAD                 \
                               ? N - 1 - MYTHREAD % N : -1)) &&                           \
                        find_##tag(-5) == -1 && count_mine() == mine_of_five();           \
        upc_barrier;                                                                      \
        if (MYTHREAD == 0) {                                                              \
            int bad_ = 0;                                                                 \
            for (t = 0; t < THREADS; t++)                                                 \
                bad_ += !res[t];                                                          \
            report("return", #X, bad_, 0, 0, 1);                                          \
        }                                                                                 \
        upc_barrier;                                                                      \
        upc_forall (i = 0; i < N; i++; i)                                                 \
            X[i] = 100 + MYTHREAD;                                                        \
        CHECK("integer-affinity", X, 100 + i % THREADS)                                   \
        upc_forall (i = 0; i < N; i++; &X[N - 1 - i])                                     \
            X[N - 1 - i] = 200 + MYTHREAD;                                                \
        CHECK("tested", X, 200 + owner(i, B))                                             \
        RESET(X, i)                                                                       \
        RESET(Y, -1)                                                                      \
        upc_forall (i = 0; i < N - 1; i++; &X[i])                                         \
            Y[i] = X[i + 1] + X[i];                                                       \
        CHECK("neighbour", Y, i < N - 1 ? 2 * i + 1 : -1)                                 \
    }

SUITE(c1, a1, b1, 1)
SUITE(c3, a3, b3, 3)
SUITE(c7, a7, b7, 7)
SUITE(cs, as, bs, (N + THREADS - 1) / THREADS)
SUITE(ci, ai, bi, 0)

int main(void)
{
    suite_c1();
    suite_c3();
    suite_c7();
    suite_cs();
    suite_ci();
    return 0;
}

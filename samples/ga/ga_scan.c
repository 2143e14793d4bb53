/* ga_scan.c - operations on one-dimensional arrays: GA_Patch_enum, GA_Scan_add (inclusive and
   exclusive), GA_Scan_copy, GA_Pack, GA_Unpack, with integer and double data, masks whose set
   elements fall inside and across the processes' blocks, and sub-ranges. */
#include <mpi.h>
#include <string.h>

#include "ga.h"
#include "macdecls.h"
#include "check.h"

#define N 37

static int me, nproc;

static int mask_at(int i, int pattern)
{
    switch (pattern) {
    case 0:
        return i % 7 == 2;
    case 1:
        return i == 0 || i == 20;
    default:
        return (i * i) % 5 == 1;
    }
}

static void fetch_d(int g, double *out)
{
    int lo = 0, hi = N - 1;
    NGA_Get(g, &lo, &hi, out, NULL);
}

static void fetch_i(int g, int *out)
{
    int lo = 0, hi = N - 1;
    NGA_Get(g, &lo, &hi, out, NULL);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize_args(&argc, &argv);
    if (!MA_init(C_DBL, 100000, 100000))
        GA_Error("MA_init failed", 1);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    int n = N;
    int gsrc = NGA_Create(C_DBL, 1, &n, "src", NULL);
    int gdst = NGA_Create(C_DBL, 1, &n, "dst", NULL);
    int gmsk = NGA_Create(C_INT, 1, &n, "mask", NULL);
    int gi = NGA_Create(C_INT, 1, &n, "isrc", NULL), gj = NGA_Create(C_INT, 1, &n, "idst", NULL);

    /* src[i] = 1.5 + 0.5 i over the whole array, isrc[i] = 3 i - 10 */
    double start = 1.5, inc = 0.5;
    GA_Patch_enum(gsrc, 0, N - 1, &start, &inc);
    int istart = -10, iinc = 3;
    GA_Patch_enum(gi, 0, N - 1, &istart, &iinc);
    double src[N], dst[N];
    int isrc[N], idst[N], msk[N];
    fetch_d(gsrc, src);
    fetch_i(gi, isrc);
    for (int i = 0; i < N; i++)
        CHECK(src[i] == 1.5 + 0.5 * i && isrc[i] == 3 * i - 10, "GA_Patch_enum [%d]", i);
    /* a sub-range */
    double s2 = 100, i2 = -1;
    GA_Patch_enum(gdst, 5, 20, &s2, &i2);
    fetch_d(gdst, dst);
    for (int i = 5; i <= 20; i++)
        CHECK(dst[i] == 100 - (i - 5), "GA_Patch_enum sub-range [%d] = %g", i, dst[i]);

    for (int pattern = 0; pattern < 3; pattern++) {
        GA_Sync();
        if (me == 0) {
            for (int i = 0; i < N; i++)
                msk[i] = mask_at(i, pattern);
            int lo = 0, hi = N - 1;
            NGA_Put(gmsk, &lo, &hi, msk, NULL);
        }
        GA_Sync();
        for (int i = 0; i < N; i++)
            msk[i] = mask_at(i, pattern);
        int ranges[2][2] = {{0, N - 1}, {3, 29}};
        for (int r = 0; r < 2; r++) {
            int lo = ranges[r][0], hi = ranges[r][1];
            for (int excl = 0; excl < 2; excl++) {
                double fill = -7;
                GA_Fill(gdst, &fill);
                GA_Scan_add(gsrc, gdst, gmsk, lo, hi, excl);
                fetch_d(gdst, dst);
                double run = 0;
                int found = 0;
                for (int i = 0; i < N; i++) {
                    double want = -7;
                    if (i >= lo && i <= hi) {
                        if (msk[i]) {
                            found = 1;
                            run = 0;
                        }
                        if (found) {
                            want = excl ? run : run + src[i];
                            run += src[i];
                        }
                    }
                    CHECK(dst[i] == want, "GA_Scan_add pattern %d [%d:%d] excl %d: [%d] = %g, want %g", pattern, lo,
                          hi, excl, i, dst[i], want);
                }
                if (me == 0) {
                    double s = 0;
                    for (int i = 0; i < N; i++)
                        s += dst[i];
                    printf("scan_add pattern %d [%d:%d] excl %d: sum %.2f\n", pattern, lo, hi, excl, s);
                }
            }
            int ifill = 99;
            GA_Fill(gj, &ifill);
            GA_Scan_copy(gi, gj, gmsk, lo, hi);
            fetch_i(gj, idst);
            int last = 0;
            for (int i = 0; i < N; i++) {
                int want = 99;
                if (i >= lo && i <= hi) {
                    if (msk[i])
                        last = isrc[i];
                    want = last;
                }
                CHECK(idst[i] == want, "GA_Scan_copy pattern %d [%d:%d]: [%d] = %d, want %d", pattern, lo, hi, i,
                      idst[i], want);
            }
            if (me == 0) {
                long s = 0;
                for (int i = 0; i < N; i++)
                    s += idst[i];
                printf("scan_copy pattern %d [%d:%d]: sum %ld\n", pattern, lo, hi, s);
            }

            /* pack the selected elements to the front, unpack them back */
            double zero = 0;
            GA_Fill(gdst, &zero);
            int count = -1;
            GA_Pack(gsrc, gdst, gmsk, lo, hi, &count);
            fetch_d(gdst, dst);
            int k = 0;
            for (int i = lo; i <= hi; i++)
                if (msk[i]) {
                    CHECK(dst[k] == src[i], "GA_Pack pattern %d: [%d] = %g, want %g", pattern, k, dst[k], src[i]);
                    k++;
                }
            CHECK(count == k, "GA_Pack pattern %d count %d, want %d", pattern, count, k);
            for (int i = k; i < N; i++)
                CHECK(dst[i] == 0, "GA_Pack wrote past the packed elements: [%d]", i);
            double neg = -1;
            GA_Fill(gsrc, &neg);
            int ucount = -1;
            GA_Unpack(gdst, gsrc, gmsk, lo, hi, &ucount);
            double back[N];
            fetch_d(gsrc, back);
            for (int i = 0; i < N; i++) {
                double want = (i >= lo && i <= hi && msk[i]) ? src[i] : -1;
                CHECK(back[i] == want, "GA_Unpack pattern %d: [%d] = %g, want %g", pattern, i, back[i], want);
            }
            CHECK(ucount == k, "GA_Unpack pattern %d count %d, want %d", pattern, ucount, k);
            if (me == 0)
                printf("pack pattern %d [%d:%d]: %d %d\n", pattern, lo, hi, count, ucount);
            GA_Patch_enum(gsrc, 0, N - 1, &start, &inc);
        }
    }

    GA_Destroy(gj);
    GA_Destroy(gi);
    GA_Destroy(gmsk);
    GA_Destroy(gdst);
    GA_Destroy(gsrc);
    int status = finish("ga_scan");
    GA_Terminate();
    MPI_Finalize();
    return status;
}

/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_mpi_types.c"
/* ga_mpi_types.c - MPI's C types that GA has no element type for, beside GA: the unsigned
   types, short, signed char, long double and the fixed-width types (MPI_INT8_T ...
   MPI_UINT64_T) in MPI_Allreduce (MPI_SUM, MPI_MAX, MPI_MIN: values past the signed range, so
   that an unsigned maximum differs from a signed one), MPI_Reduce, MPI_Bcast and a ring of
   MPI_Sendrecv. Process 0 prints. */
#include <stdint.h>
#include <ga.h>
#include <macdecls.h>
#line 1 "tests/in/ga_upc/../../../samples/ga/check.h"
/* check.h - shared by the self-checking GA programs of samples/ga.

   Every program is plain GA C: it builds against Global Arrays 5.8 and, compiled as UPC,
   against pgas-xlate's GA-on-UPC library. Process 0 prints; a failed check prints a FAIL:
   line (on whichever process saw it); finish() prints PASS: NAME when every process passed. */
#include <stdlib.h>
#include <math.h>
#line 13 "tests/in/ga_upc/../../../samples/ga/check.h"
static int check_failures = 0;
#line 26 "tests/in/ga_upc/../../../samples/ga/check.h"
/* nearly equal (relative 1e-9 for doubles computed in different orders) */
static int close_to(double a, double b, double tol) {

    double m = fabs(a) > fabs(b) ? fabs(a) : fabs(b);
    return fabs(a - b) <= tol * (m > 1.0 ? m : 1.0);
}

/* Prints PASS: name on process 0 when nobody failed; returns the exit status. */
static int finish(const char *name) {

    int bad = check_failures;
    GA_Igop(&bad, 1, "+");
    if (GA_Nodeid() == 0) {
        if (bad == 0)
            printf("PASS: %s\n", name);
        else
            printf("FAIL: %s: %d failed checks\n", name, bad);
        fflush(stdout);
    }
    return bad == 0 ? 0 : 1;
}
#line 13 "tests/in/ga_upc/ga_mpi_types.c"
static int me, nproc;

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 1000, 1000);
    me = MYTHREAD;
    nproc = THREADS;

    uint64_t u64 = 0x9000000000000000UL + (uint64_t)me, u64max, u64min, u64sum;
    gaupc_mpi_allreduce(&u64, &u64max, 1, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD);
    gaupc_mpi_allreduce(&u64, &u64min, 1, MPI_UINT64_T, MPI_MIN, MPI_COMM_WORLD);
    gaupc_mpi_allreduce(&u64, &u64sum, 1, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
    unsigned u = 4000000000u - (unsigned)me, umax;
    gaupc_mpi_allreduce(&u, &umax, 1, MPI_UNSIGNED, MPI_MAX, MPI_COMM_WORLD);
    unsigned long ul = 1ul << (40 + me), ulsum;
    gaupc_mpi_allreduce(&ul, &ulsum, 1, MPI_UNSIGNED_LONG, MPI_SUM, MPI_COMM_WORLD);
    unsigned long long ull = 18000000000000000000ull + (unsigned long long)me, ullmax;
    gaupc_mpi_allreduce(&ull, &ullmax, 1, MPI_UNSIGNED_LONG_LONG, MPI_MAX, MPI_COMM_WORLD);
    int8_t i8 = (int8_t)(-100 - me), i8min;
    gaupc_mpi_allreduce(&i8, &i8min, 1, MPI_INT8_T, MPI_MIN, MPI_COMM_WORLD);
    signed char sc = (signed char)(me - 2), scmax;
    gaupc_mpi_allreduce(&sc, &scmax, 1, MPI_SIGNED_CHAR, MPI_MAX, MPI_COMM_WORLD);
    unsigned char uc = (unsigned char)(200 + me), ucmax;
    gaupc_mpi_allreduce(&uc, &ucmax, 1, MPI_UNSIGNED_CHAR, MPI_MAX, MPI_COMM_WORLD);
    uint8_t u8 = (uint8_t)(250 + me), u8min;
    gaupc_mpi_allreduce(&u8, &u8min, 1, MPI_UINT8_T, MPI_MIN, MPI_COMM_WORLD);
    short s = (short)(-30000 + me), ssum;
    gaupc_mpi_allreduce(&s, &ssum, 1, MPI_SHORT, MPI_SUM, MPI_COMM_WORLD);
    int16_t i16 = (int16_t)(1000 * me), i16max;
    gaupc_mpi_allreduce(&i16, &i16max, 1, MPI_INT16_T, MPI_MAX, MPI_COMM_WORLD);
    unsigned short us = (unsigned short)(60000 + me), usmax;
    gaupc_mpi_allreduce(&us, &usmax, 1, MPI_UNSIGNED_SHORT, MPI_MAX, MPI_COMM_WORLD);
    uint16_t u16 = (uint16_t)(65000 + me), u16min;
    gaupc_mpi_allreduce(&u16, &u16min, 1, MPI_UINT16_T, MPI_MIN, MPI_COMM_WORLD);
    int32_t i32 = -2000000000 + me, i32min;
    gaupc_mpi_allreduce(&i32, &i32min, 1, MPI_INT32_T, MPI_MIN, MPI_COMM_WORLD);
    uint32_t u32 = 3000000000u + (uint32_t)me, u32sum;
    gaupc_mpi_allreduce(&u32, &u32sum, 1, MPI_UINT32_T, MPI_SUM, MPI_COMM_WORLD);
    int64_t i64 = -5000000000L * (me + 1), i64min;
    gaupc_mpi_allreduce(&i64, &i64min, 1, MPI_INT64_T, MPI_MIN, MPI_COMM_WORLD);
    long double ld = 0.25L * (me + 1), ldsum = 0;
    gaupc_mpi_reduce(&ld, &ldsum, 1, MPI_LONG_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    uint64_t b64[2] = { 0, 0 };
    if (me == nproc - 1) {
        b64[0] = 0xfedcba9876543210UL;
        b64[1] = (uint64_t)nproc;
    }
    gaupc_mpi_bcast(b64, 2, MPI_UINT64_T, nproc - 1, MPI_COMM_WORLD);

    /* a ring: each process sends its number as uint16_t and int8_t to the next */
    uint16_t out16 = (uint16_t)(40000 + me), in16 = 0;
    int8_t out8 = (int8_t)-me, in8 = 0;
    int next = (me + 1) % nproc, prev = (me + nproc - 1) % nproc;
    gaupc_mpi_sendrecv(&out16, 1, MPI_UINT16_T, next, 1, &in16, 1, MPI_UINT16_T, prev, 1, MPI_COMM_WORLD, (MPI_Status *)0);

    gaupc_mpi_sendrecv(&out8, 1, MPI_INT8_T, next, 2, &in8, 1, MPI_INT8_T, prev, 2, MPI_COMM_WORLD, (MPI_Status *)0);

    int ring_ok = in16 == (uint16_t)(40000 + prev) && in8 == (int8_t)-prev, all_ok;
    gaupc_mpi_allreduce(&ring_ok, &all_ok, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);

    if (me == 0) {
        printf("uint64: max %llx min %llx sum %llx\n", (unsigned long long)u64max, (unsigned long long)u64min, (unsigned long long)u64sum);

        printf("unsigned: max %u; unsigned long: sum %lu; unsigned long long: max %llu\n", umax, ulsum, ullmax);

        printf("int8: min %d; signed char: max %d; unsigned char: max %u; uint8: min %u\n", i8min, scmax, ucmax, u8min);

        printf("short: sum %d; int16: max %d; unsigned short: max %u; uint16: min %u\n", ssum, i16max, usmax, u16min);

        printf("int32: min %d; uint32: sum %u; int64: min %lld\n", (int)i32min, (unsigned)u32sum, (long long)i64min);

        printf("long double: sum %.2Lf; bcast uint64: %llx %llu; ring: %d\n", ldsum, (unsigned long long)b64[0], (unsigned long long)b64[1], all_ok);

        printf("PASS: ga_mpi_types\n");
    }
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}

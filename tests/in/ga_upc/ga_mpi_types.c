/* ga_mpi_types.c - MPI's C types that GA has no element type for, beside GA: the unsigned
   types, short, signed char, long double and the fixed-width types (MPI_INT8_T ...
   MPI_UINT64_T) in MPI_Allreduce (MPI_SUM, MPI_MAX, MPI_MIN: values past the signed range, so
   that an unsigned maximum differs from a signed one), MPI_Reduce, MPI_Bcast and a ring of
   MPI_Sendrecv. Process 0 prints. */
#include <mpi.h>
#include <stdint.h>

#include "ga.h"
#include "macdecls.h"
#include "../../../samples/ga/check.h"

static int me, nproc;

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize();
    MA_init(C_DBL, 1000, 1000);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &nproc);

    uint64_t u64 = UINT64_C(0x9000000000000000) + (uint64_t)me, u64max, u64min, u64sum;
    MPI_Allreduce(&u64, &u64max, 1, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD);
    MPI_Allreduce(&u64, &u64min, 1, MPI_UINT64_T, MPI_MIN, MPI_COMM_WORLD);
    MPI_Allreduce(&u64, &u64sum, 1, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
    unsigned u = 4000000000u - (unsigned)me, umax;
    MPI_Allreduce(&u, &umax, 1, MPI_UNSIGNED, MPI_MAX, MPI_COMM_WORLD);
    unsigned long ul = 1ul << (40 + me), ulsum;
    MPI_Allreduce(&ul, &ulsum, 1, MPI_UNSIGNED_LONG, MPI_SUM, MPI_COMM_WORLD);
    unsigned long long ull = 18000000000000000000ull + (unsigned long long)me, ullmax;
    MPI_Allreduce(&ull, &ullmax, 1, MPI_UNSIGNED_LONG_LONG, MPI_MAX, MPI_COMM_WORLD);
    int8_t i8 = (int8_t)(-100 - me), i8min;
    MPI_Allreduce(&i8, &i8min, 1, MPI_INT8_T, MPI_MIN, MPI_COMM_WORLD);
    signed char sc = (signed char)(me - 2), scmax;
    MPI_Allreduce(&sc, &scmax, 1, MPI_SIGNED_CHAR, MPI_MAX, MPI_COMM_WORLD);
    unsigned char uc = (unsigned char)(200 + me), ucmax;
    MPI_Allreduce(&uc, &ucmax, 1, MPI_UNSIGNED_CHAR, MPI_MAX, MPI_COMM_WORLD);
    uint8_t u8 = (uint8_t)(250 + me), u8min;
    MPI_Allreduce(&u8, &u8min, 1, MPI_UINT8_T, MPI_MIN, MPI_COMM_WORLD);
    short s = (short)(-30000 + me), ssum;
    MPI_Allreduce(&s, &ssum, 1, MPI_SHORT, MPI_SUM, MPI_COMM_WORLD);
    int16_t i16 = (int16_t)(1000 * me), i16max;
    MPI_Allreduce(&i16, &i16max, 1, MPI_INT16_T, MPI_MAX, MPI_COMM_WORLD);
    unsigned short us = (unsigned short)(60000 + me), usmax;
    MPI_Allreduce(&us, &usmax, 1, MPI_UNSIGNED_SHORT, MPI_MAX, MPI_COMM_WORLD);
    uint16_t u16 = (uint16_t)(65000 + me), u16min;
    MPI_Allreduce(&u16, &u16min, 1, MPI_UINT16_T, MPI_MIN, MPI_COMM_WORLD);
    int32_t i32 = -2000000000 + me, i32min;
    MPI_Allreduce(&i32, &i32min, 1, MPI_INT32_T, MPI_MIN, MPI_COMM_WORLD);
    uint32_t u32 = 3000000000u + (uint32_t)me, u32sum;
    MPI_Allreduce(&u32, &u32sum, 1, MPI_UINT32_T, MPI_SUM, MPI_COMM_WORLD);
    int64_t i64 = INT64_C(-5000000000) * (me + 1), i64min;
    MPI_Allreduce(&i64, &i64min, 1, MPI_INT64_T, MPI_MIN, MPI_COMM_WORLD);
    long double ld = 0.25L * (me + 1), ldsum = 0;
    MPI_Reduce(&ld, &ldsum, 1, MPI_LONG_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    uint64_t b64[2] = {0, 0};
    if (me == nproc - 1) {
        b64[0] = UINT64_C(0xfedcba9876543210);
        b64[1] = (uint64_t)nproc;
    }
    MPI_Bcast(b64, 2, MPI_UINT64_T, nproc - 1, MPI_COMM_WORLD);

    /* a ring: each process sends its number as uint16_t and int8_t to the next */
    uint16_t out16 = (uint16_t)(40000 + me), in16 = 0;
    int8_t out8 = (int8_t)(-me), in8 = 0;
    int next = (me + 1) % nproc, prev = (me + nproc - 1) % nproc;
    MPI_Sendrecv(&out16, 1, MPI_UINT16_T, next, 1, &in16, 1, MPI_UINT16_T, prev, 1, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    MPI_Sendrecv(&out8, 1, MPI_INT8_T, next, 2, &in8, 1, MPI_INT8_T, prev, 2, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    int ring_ok = in16 == (uint16_t)(40000 + prev) && in8 == (int8_t)(-prev), all_ok;
    MPI_Allreduce(&ring_ok, &all_ok, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);

    if (me == 0) {
        printf("uint64: max %llx min %llx sum %llx\n", (unsigned long long)u64max,
               (unsigned long long)u64min, (unsigned long long)u64sum);
        printf("unsigned: max %u; unsigned long: sum %lu; unsigned long long: max %llu\n", umax, ulsum,
               ullmax);
        printf("int8: min %d; signed char: max %d; unsigned char: max %u; uint8: min %u\n", i8min, scmax,
               ucmax, u8min);
        printf("short: sum %d; int16: max %d; unsigned short: max %u; uint16: min %u\n", ssum, i16max, usmax,
               u16min);
        printf("int32: min %d; uint32: sum %u; int64: min %lld\n", (int)i32min, (unsigned)u32sum,
               (long long)i64min);
        printf("long double: sum %.2Lf; bcast uint64: %llx %llu; ring: %d\n", ldsum, (unsigned long long)b64[0],
               (unsigned long long)b64[1], all_ok);
        printf("PASS: ga_mpi_types\n");
    }
    GA_Terminate();
    MPI_Finalize();
    return 0;
}

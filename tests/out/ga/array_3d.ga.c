#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "samples/upc/array_3d.upc"
/* array_3d.upc - three-dimensional shared arrays in blocked, cyclic and [*] layouts, with THREADS in the last and the first dimension. */
#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
/* `shared [6] int cube[2][3][2 * THREADS]`: a GA array (one row per thread); this thread's part is cube_local. */
int g_cube;
int *cube_local;
/* `cube[i0][i1][i2]`: read in place on its thread or node, else NGA_Get. */
static inline int cube_get(long i0, long i1, long i2) {
    long i = (i0 * 3 + i1) * (2 * THREADS) + i2;
    int t = upcga_owner(i, 6);
    long pos = upcga_row_index(i, 6);
    UPCGA_CHECK_ELEMENT(g_cube, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return cube_local[pos];
    upcga_get_at(g_cube, t, pos, &v, sizeof v);
    return v;
}
/* `cube[i0][i1][i2]` = v: written in place on its thread or node, else NGA_Put. */
static inline int cube_set(long i0, long i1, long i2, int v) {
    long i = (i0 * 3 + i1) * (2 * THREADS) + i2;
    int t = upcga_owner(i, 6);
    long pos = upcga_row_index(i, 6);
    UPCGA_CHECK_ELEMENT(g_cube, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        cube_local[pos] = v;
    else
        upcga_put_at(g_cube, t, pos, &v, sizeof v);
    return v;
}
/* `&cube[i0][i1][i2]`: a pointer-to-shared. */
static inline upcga_ptr_t cube_ref(long i0, long i1, long i2) {
    long i = (i0 * 3 + i1) * (2 * THREADS) + i2;
    upcga_ptr_t p = { g_cube, upcga_owner(i, 6), upcga_row_index(i, 6) * (long)sizeof(int), i % 6 };
    return p;
}
/* `shared int box[3][4][5]`: a GA array (one row per thread); this thread's part is box_local. */
int g_box;
int *box_local;
/* `box[i0][i1][i2]`: read in place on its thread or node, else NGA_Get. */
static inline int box_get(long i0, long i1, long i2) {
    long i = (i0 * 4 + i1) * 5 + i2;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_box, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return box_local[pos];
    upcga_get_at(g_box, t, pos, &v, sizeof v);
    return v;
}
/* `box[i0][i1][i2]` = v: written in place on its thread or node, else NGA_Put. */
static inline int box_set(long i0, long i1, long i2, int v) {
    long i = (i0 * 4 + i1) * 5 + i2;
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_box, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        box_local[pos] = v;
    else
        upcga_put_at(g_box, t, pos, &v, sizeof v);
    return v;
}
/* `&box[i0][i1][i2]`: a pointer-to-shared. */
static inline upcga_ptr_t box_ref(long i0, long i1, long i2) {
    long i = (i0 * 4 + i1) * 5 + i2;
    upcga_ptr_t p = { g_box, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
/* `shared [6] float vol[THREADS][2][3]`: a GA array (one row per thread); this thread's part is vol_local. */
int g_vol;
float *vol_local;
/* `vol[i0][i1][i2]`: read in place on its thread or node, else NGA_Get. */
static inline float vol_get(long i0, long i1, long i2) {
    long i = (i0 * 2 + i1) * 3 + i2;
    int t = upcga_owner(i, 6);
    long pos = upcga_row_index(i, 6);
    UPCGA_CHECK_ELEMENT(g_vol, t, pos, sizeof(float), 0);
    float v;
    if (t == MYTHREAD)
        return vol_local[pos];
    upcga_get_at(g_vol, t, pos, &v, sizeof v);
    return v;
}
/* `vol[i0][i1][i2]` = v: written in place on its thread or node, else NGA_Put. */
static inline float vol_set(long i0, long i1, long i2, float v) {
    long i = (i0 * 2 + i1) * 3 + i2;
    int t = upcga_owner(i, 6);
    long pos = upcga_row_index(i, 6);
    UPCGA_CHECK_ELEMENT(g_vol, t, pos, sizeof(float), 1);
    if (t == MYTHREAD)
        vol_local[pos] = v;
    else
        upcga_put_at(g_vol, t, pos, &v, sizeof v);
    return v;
}
/* `&vol[i0][i1][i2]`: a pointer-to-shared. */
static inline upcga_ptr_t vol_ref(long i0, long i1, long i2) {
    long i = (i0 * 2 + i1) * 3 + i2;
    upcga_ptr_t p = { g_vol, upcga_owner(i, 6), upcga_row_index(i, 6) * (long)sizeof(float), i % 6 };
    return p;
}
/* `shared int verdict`: a GA array (on thread 0); this thread's part is verdict_local. */
int g_verdict;
int *verdict_local;
/* `verdict`: read in place on its thread or node, else NGA_Get. */
static inline int verdict_get(void) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return verdict_local[pos];
    upcga_get_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
/* `verdict` = v: written in place on its thread or node, else NGA_Put. */
static inline int verdict_set(int v) {
    int t = 0;
    long pos = 0;
    UPCGA_CHECK_ELEMENT(g_verdict, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        verdict_local[pos] = v;
    else
        upcga_put_at(g_verdict, t, pos, &v, sizeof v);
    return v;
}
#line 5 "samples/upc/array_3d.upc"
/* flattened index (i*3+j)*2T+k, blocks of 6 */
/* cyclic over the flattened index */
/* block of 6: vol[t] is all on thread t */


int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int i, j, k, errors = 0;
    int n = 2 * THREADS;

    for (i = 0; i < 2; i++)
        for (j = 0; j < 3; j++) {
            int upcga_nested1 = upcga_forall_control;
            upcga_forall_control = 1;
#line 17 "samples/upc/array_3d.upc"
            for (k = 0; k < n; k++) {
#line 17 "samples/upc/array_3d.upc"
                if (!upcga_nested1 && !(upcga_threadof(cube_ref(i, j, k)) == MYTHREAD))
                    continue;
#line 18 "samples/upc/array_3d.upc"
                cube_set(i, j, k, 100 * i + 10 * j + k);
            }
#line 17 "samples/upc/array_3d.upc"
            upcga_forall_control = upcga_nested1;
        }
    {
#line 19 "samples/upc/array_3d.upc"
        int upcga_nested2 = upcga_forall_control;
        upcga_forall_control = 1;
#line 19 "samples/upc/array_3d.upc"
        for (i = 0; i < 60; i++) {
#line 19 "samples/upc/array_3d.upc"
            if (!upcga_nested2 && !(upcga_threadof(box_ref(i / 20, i / 5 % 4, i % 5)) == MYTHREAD))
                continue;
#line 20 "samples/upc/array_3d.upc"
            box_set(i / 20, i / 5 % 4, i % 5, i);
        }
#line 19 "samples/upc/array_3d.upc"
        upcga_forall_control = upcga_nested2;
    }
    {
#line 21 "samples/upc/array_3d.upc"
        int upcga_nested3 = upcga_forall_control;
        upcga_forall_control = 1;
#line 21 "samples/upc/array_3d.upc"
        for (i = 0; i < THREADS; i++) {
#line 21 "samples/upc/array_3d.upc"
            if (!upcga_nested3 && !(upcga_threadof(vol_ref(i, 0, 0)) == MYTHREAD))
                continue;
#line 22 "samples/upc/array_3d.upc"
            for (j = 0; j < 2; j++)
                for (k = 0; k < 3; k++)
                    vol_set(i, j, k, (float)(i + j * 0.5 + k * 0.25));
        }
#line 21 "samples/upc/array_3d.upc"
        upcga_forall_control = upcga_nested3;
    }


    upcga_barrier();

    if (MYTHREAD == 0) {
        long sum = 0, want = 0;
        for (i = 0; i < 2; i++)
            for (j = 0; j < 3; j++)
                for (k = 0; k < n; k++) {
                    int flat = (i * 3 + j) * n + k;
                    sum += cube_get(i, j, k);
                    want += 100 * i + 10 * j + k;
                    if (upcga_threadof(cube_ref(i, j, k)) != (size_t)(flat / 6 % THREADS) || upcga_phaseof(cube_ref(i, j, k)) != (size_t)(flat % 6))

                        errors++;
                }
        if (sum != want) {
            printf("FAIL: array_3d: cube sum %ld, expected %ld\n", sum, want);
            errors++;
        }
        for (i = 0; i < 3; i++)
            for (j = 0; j < 4; j++)
                for (k = 0; k < 5; k++) {
                    int flat = i * 20 + j * 5 + k;
                    if (box_get(i, j, k) != flat || upcga_threadof(box_ref(i, j, k)) != (size_t)(flat % THREADS))
                        errors++;
                }
        for (i = 0; i < THREADS; i++)
            for (j = 0; j < 2; j++)
                for (k = 0; k < 3; k++)
                    if (vol_get(i, j, k) != (float)(i + j * 0.5 + k * 0.25) || upcga_threadof(vol_ref(i, j, k)) != (size_t)i)

                        errors++;
        if ((size_t)6 != 6 || (size_t)6 != 6 || (size_t)1 != 1)
            errors++;
        if (errors)
            printf("FAIL: array_3d: %d errors\n", errors);
        else
            printf("PASS: array_3d\n");
        verdict_set(errors != 0);
    }
    upcga_barrier();
    return verdict_get();
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_array_3d(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(12 * THREADS, 6) }, block[2] = { THREADS, 1 };
        g_cube = NGA_Create_irreg(C_INT, 2, dims, "cube", block, upcga_rows);
        cube_local = upcga_own_row(g_cube, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(60, 1) }, block[2] = { THREADS, 1 };
        g_box = NGA_Create_irreg(C_INT, 2, dims, "box", block, upcga_rows);
        box_local = upcga_own_row(g_box, sizeof(int));
    }
    {
        int dims[2] = { THREADS, upcga_row_length(6 * THREADS, 6) }, block[2] = { THREADS, 1 };
        g_vol = NGA_Create_irreg(C_FLOAT, 2, dims, "vol", block, upcga_rows);
        vol_local = upcga_own_row(g_vol, sizeof(float));
    }
    {
        int dims[2] = { 1, 1 }, block[2] = { 1, 1 };
        g_verdict = NGA_Create_irreg(C_INT, 2, dims, "verdict", block, upcga_one_block);
        verdict_local = upcga_own_row(g_verdict, sizeof(int));
    }
}
static void (*const upcga_create_array_3d_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_array_3d;

/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_index64_ops.c"
/* ga_index64_ops.c - the 64-bit-index forms of the patch arithmetic (GA_Add_constant_patch64,
   NGA_Add_patch64, GA_Elem_*_patch64), matrix multiplication (GA_Dgemm64,
   GA_Sgemm64, GA_Cgemm64, GA_Zgemm64, NGA_Matmul_patch64, GA_Matmul_patch64), the block-cyclic and tiled distributions
   (GA_Set_block_cyclic_proc_grid64, NGA_Set_tiled_irreg_proc_grid64), scans and packing
   (GA_Scan_add64, GA_Scan_copy64, GA_Pack64, GA_Unpack64, GA_Patch_enum64) and
   NGA_Locate_region64. Process 0 prints the results. */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 16 "tests/in/ga_upc/ga_index64_ops.c"
static int me;

static void print_matrix(const char *what, int g) {

    double m[6][6];
    int lo[2] = { 0, 0 }, hi[2] = { 6 - 1, 6 - 1 }, ld[1] = { 6 };
    NGA_Get(g, lo, hi, m, ld);
    if (me != 0)
        return;
    for (int i = 0; i < 6; i++) {
        printf("%s %d:", what, i);
        for (int j = 0; j < 6; j++)
            printf(" %g", m[i][j]);
        printf("\n");
    }
}

static void print_vector(const char *what, int g, int type) {

    int lo = 0, hi = 20 - 1;
    if (type == 1000 + 1) {
        int v[20];
        NGA_Get(g, &lo, &hi, v, (void *)0);
        if (me == 0) {
            printf("%s:", what);
            for (int i = 0; i < 20; i++)
                printf(" %d", v[i]);
            printf("\n");
        }
    } else {
        double v[20];
        NGA_Get(g, &lo, &hi, v, (void *)0);
        if (me == 0) {
            printf("%s:", what);
            for (int i = 0; i < 20; i++)
                printf(" %g", v[i]);
            printf("\n");
        }
    }
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 500000, 500000);
    me = GA_Nodeid();
    int dims[2] = { 6, 6 };
    int g_a = NGA_Create(C_DBL, 2, dims, "A", (void *)0);
    int g_b = NGA_Create(C_DBL, 2, dims, "B", (void *)0);
    int g_c = NGA_Create(C_DBL, 2, dims, "C", (void *)0);
    double m[6][6];
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            m[i][j] = i + 2 * j + 1;
    int lo[2] = { 0, 0 }, hi[2] = { 6 - 1, 6 - 1 }, ld[1] = { 6 };
    if (me == 0)
        NGA_Put(g_a, lo, hi, m, ld);
    double three = 3, half = 0.5, one = 1, zero = 0;
    GA_Fill(g_b, &three);
    GA_Zero(g_c);

    int64_t plo[2] = { 1, 1 }, phi[2] = { 4, 3 }, qlo[2] = { 0, 2 }, qhi[2] = { 3, 4 };
    GA_Add_constant_patch64(g_b, plo, phi, &half);
    print_matrix("add_constant_patch64", g_b);
    NGA_Add_patch64(&one, g_a, plo, phi, &half, g_b, qlo, qhi, g_c, plo, phi);
    print_matrix("add_patch64", g_c);
    GA_Elem_multiply_patch64(g_a, plo, phi, g_b, qlo, qhi, g_c, qlo, qhi);
    print_matrix("elem_multiply_patch64", g_c);
    GA_Elem_divide_patch64(g_a, plo, phi, g_b, qlo, qhi, g_c, plo, phi);
    print_matrix("elem_divide_patch64", g_c);
    GA_Elem_maximum_patch64(g_a, qlo, qhi, g_b, plo, phi, g_c, plo, phi);
    print_matrix("elem_maximum_patch64", g_c);
    GA_Elem_minimum_patch64(g_a, qlo, qhi, g_b, plo, phi, g_c, qlo, qhi);
    print_matrix("elem_minimum_patch64", g_c);
    GA_Dgemm64('n', 't', 6, 6, 6, 1.0, g_a, g_b, 0.0, g_c);
    print_matrix("dgemm64", g_c);
    int64_t alo[2] = { 0, 1 }, ahi[2] = { 2, 4 }, blo[2] = { 1, 0 }, bhi[2] = { 4, 1 }, clo[2] = { 3, 3 }, chi[2] = { 5, 4 };
    NGA_Matmul_patch64('n', 'n', &one, &zero, g_a, alo, ahi, g_b, blo, bhi, g_c, clo, chi);
    print_matrix("matmul_patch64", g_c);

    /* single precision and double complex */
    int g_fa = NGA_Create(C_FLOAT, 2, dims, "fA", (void *)0), g_fb = NGA_Create(C_FLOAT, 2, dims, "fB", (void *)0);
    int g_fc = NGA_Create(C_FLOAT, 2, dims, "fC", (void *)0);
    float fm[6][6], fthree = 3;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            fm[i][j] = (float)m[i][j];
    if (me == 0)
        NGA_Put(g_fa, lo, hi, fm, ld);
    GA_Fill(g_fb, &fthree);
    GA_Sgemm64('t', 'n', 6, 6, 6, 0.5f, g_fa, g_fb, 0.0f, g_fc);
    NGA_Get(g_fc, lo, hi, fm, ld);
    if (me == 0)
        for (int i = 0; i < 6; i += 2) {
            printf("sgemm64 %d:", i);
            for (int j = 0; j < 6; j++)
                printf(" %g", fm[i][j]);
            printf("\n");
        }
    int g_za = NGA_Create(C_DCPL, 2, dims, "zA", (void *)0), g_zb = NGA_Create(C_DCPL, 2, dims, "zB", (void *)0);
    int g_zc = NGA_Create(C_DCPL, 2, dims, "zC", (void *)0);
    DoubleComplex zm[6][6], zb = { 1, 0.5 }, zone = { 1, 0 }, zzero = { 0, 0 };
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            zm[i][j].real = i, zm[i][j].imag = j - 2;
    if (me == 0)
        NGA_Put(g_za, lo, hi, zm, ld);
    GA_Fill(g_zb, &zb);
    GA_Zgemm64('n', 'n', 6, 6, 6, zone, g_za, g_zb, zzero, g_zc);
    NGA_Get(g_zc, lo, hi, zm, ld);
    if (me == 0)
        for (int i = 0; i < 6; i += 2) {
            printf("zgemm64 %d:", i);
            for (int j = 0; j < 6; j += 2)
                printf(" (%g,%g)", zm[i][j].real, zm[i][j].imag);
            printf("\n");
        }

    int g_ca = NGA_Create(C_SCPL, 2, dims, "cA", (void *)0), g_cb = NGA_Create(C_SCPL, 2, dims, "cB", (void *)0);
    int g_cc = NGA_Create(C_SCPL, 2, dims, "cC", (void *)0);
    SingleComplex cm[6][6], cb = { 0.5f, -1 }, cone = { 1, 0 }, czero = { 0, 0 };
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            cm[i][j].real = (float)j, cm[i][j].imag = (float)(i - j);
    if (me == 0)
        NGA_Put(g_ca, lo, hi, cm, ld);
    GA_Fill(g_cb, &cb);
    GA_Cgemm64('t', 'n', 6, 6, 6, cone, g_ca, g_cb, czero, g_cc);
    NGA_Get(g_cc, lo, hi, cm, ld);
    if (me == 0)
        for (int i = 0; i < 6; i += 2) {
            printf("cgemm64 %d:", i);
            for (int j = 0; j < 6; j += 2)
                printf(" (%g,%g)", cm[i][j].real, cm[i][j].imag);
            printf("\n");
        }
    GA_Destroy(g_cc);
    GA_Destroy(g_cb);
    GA_Destroy(g_ca);
    /* GA_Matmul_patch64, bounds in GA's Fortran view (i: C columns, j: C rows): A 3 x 4 times
       B 4 x 3 into C 3 x 3 */
    GA_Zero(g_c);
    GA_Matmul_patch64('n', 'n', &one, &zero, g_a, 0, 2, 1, 4, g_b, 0, 3, 2, 4, g_c, 1, 3, 2, 4);
    print_matrix("matmul_patch64 2-d", g_c);

    /* block-cyclic and tiled irregular distributions given with 64-bit sizes (grids of 1, 2
       and 4 processes) */
    int pr = GA_Nnodes() >= 4 ? 2 : 1, pc = GA_Nnodes() >= 2 ? 2 : 1;
    int64_t block[2] = { 2, 2 }, grid[2] = { pr, pc }, mapc[4] = { 0, 2, 0, 3 }, nblocks[2] = { 2, 2 };
    int64_t d64[2] = { 6, 6 };
    for (int kind = 0; kind < 2 && GA_Nnodes() == pr * pc; kind++) {
        int g = GA_Create_handle();
        GA_Set_data64(g, 2, d64, C_DBL);
        if (kind == 0)
            GA_Set_block_cyclic_proc_grid64(g, block, grid);
        else
            NGA_Set_tiled_irreg_proc_grid64(g, mapc, nblocks, grid);
        GA_Allocate(g);
        GA_Copy(g_a, g);
        double back[6][6];
        NGA_Get(g, lo, hi, back, ld);
        int sub[2] = { 6 - 1, 1 };
        int owner = NGA_Locate(g, sub);
        if (me == 0)
            printf("%s64: %d blocks, element (5,1) %g on %d, (2,4) %g\n", kind ? "tiled_irreg" : "block_cyclic", GA_Total_blocks(g), back[6 - 1][1], owner, back[2][4]);

        GA_Destroy(g);
    }
    GA_Destroy(g_zc);
    GA_Destroy(g_zb);
    GA_Destroy(g_za);
    GA_Destroy(g_fc);
    GA_Destroy(g_fb);
    GA_Destroy(g_fa);

    int64_t rlo[2] = { 1, 0 }, rhi[2] = { 6 - 1, 2 }, map[4 * 2 * 2 * 16];
    int procs[64];
    int np = NGA_Locate_region64(g_a, rlo, rhi, map, procs);
    if (me == 0) {
        printf("locate_region64: %d:", np);
        for (int k = 0; k < np; k++)
            printf(" %d [%ld:%ld,%ld:%ld]", procs[k], (long)map[4 * k], (long)map[4 * k + 2], (long)map[4 * k + 1], (long)map[4 * k + 3]);

        printf("\n");
    }

    int len = 20;
    int g_v = NGA_Create(C_DBL, 1, &len, "v", (void *)0);
    int g_s = NGA_Create(C_DBL, 1, &len, "s", (void *)0);
    int g_k = NGA_Create(C_INT, 1, &len, "mask", (void *)0);
    /* the scans leave what precedes the first set mask element alone */
#line 207 "tests/in/ga_upc/ga_index64_ops.c"
    GA_Zero(g_s);
    double start = 1, inc = 0.5;
    GA_Patch_enum64(g_v, 0, 20 - 1, &start, &inc);
    print_vector("patch_enum64", g_v, 1000 + 4);
    int mask[20];
    for (int i = 0; i < 20; i++)
        mask[i] = i % 4 == 1 || i == 7;
    int vlo = 0, vhi = 20 - 1;
    if (me == 0)
        NGA_Put(g_k, &vlo, &vhi, mask, (void *)0);
    GA_Sync();
    GA_Scan_add64(g_v, g_s, g_k, 0, 20 - 1, 0);
    print_vector("scan_add64", g_s, 1000 + 4);
    GA_Scan_add64(g_v, g_s, g_k, 0, 20 - 1, 1);
    print_vector("scan_add64 exclusive", g_s, 1000 + 4);
    GA_Scan_copy64(g_v, g_s, g_k, 2, 20 - 3);
    print_vector("scan_copy64", g_s, 1000 + 4);
    int64_t count = -1;
    GA_Zero(g_s);
    GA_Pack64(g_v, g_s, g_k, 0, 20 - 1, &count);
    print_vector("pack64", g_s, 1000 + 4);
    if (me == 0)
        printf("pack64 count %ld\n", (long)count);
    GA_Zero(g_v);
    count = -1;
    GA_Unpack64(g_s, g_v, g_k, 0, 20 - 1, &count);
    print_vector("unpack64", g_v, 1000 + 4);
    if (me == 0) {
        printf("unpack64 count %ld\n", (long)count);
        printf("PASS: ga_index64_ops\n");
    }
    GA_Destroy(g_k);
    GA_Destroy(g_s);
    GA_Destroy(g_v);
    GA_Destroy(g_c);
    GA_Destroy(g_b);
    GA_Destroy(g_a);
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}

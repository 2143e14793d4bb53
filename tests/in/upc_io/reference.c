/* The files the UPC-IO test programs write, computed by plain C (stdio) for THREADS = argv[1];
   expect_<name> for each file of io_write.upc, and input.dat for io_read.upc. */
#include <stdio.h>
#include <stdlib.h>
#include "io_common.h"

static FILE *out(const char *name)
{
    char path[256];
    snprintf(path, sizeof path, "expect_%s", name);
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        exit(1);
    }
    return f;
}

static void put_int(FILE *f, int v) { fwrite(&v, sizeof v, 1, f); }
static void put_long(FILE *f, long v) { fwrite(&v, sizeof v, 1, f); }

int main(int argc, char **argv)
{
    int T = argc > 1 ? atoi(argv[1]) : 1, t, i;
    FILE *f = out("indiv_local.dat");
    for (t = 0; t < T; t++)
        for (i = 0; i < N; i++)
            put_int(f, MINE(t, i));
    fclose(f);

    f = out("common_shared.dat");
    for (i = 0; i < 2 * B * T; i++)
        put_int(f, BLOCKED(i));
    for (i = 0; i < K * T; i++)
        put_long(f, CYCLIC(i));
    fclose(f);

    f = out("indiv_shared.dat");
    for (t = T - 1; t >= 0; t--)
        for (i = 0; i < K; i++)
            put_long(f, CYCLIC(t * K + i));
    fclose(f);

    f = out("list_local.dat");
    for (t = 0; t < T; t++)
        for (i = 3; i < 6; i++)
            put_int(f, MINE(t, i));
    for (t = 0; t < T; t++)
        for (i = 0; i < 3; i++)
            put_int(f, MINE(t, i));
    fclose(f);

    f = out("list_shared.dat");
    for (t = 0; t < T; t++)
        for (i = 0; i < B; i++)
            put_int(f, LIST(((t + 1) % T) * B + i));
    for (t = 0; t < T; t++)
        for (i = 0; i < 2 * B; i++)
            put_int(f, BLOCKED(t * B + i));
    fclose(f);

    f = out("async.dat");
    for (t = 0; t < T; t++)
        for (i = 0; i < N; i++)
            put_int(f, MINE(t, i));
    for (i = 0; i < 2 * B * T; i++)
        put_int(f, BLOCKED(i));
    for (t = T - 1; t >= 0; t--)
        for (i = 0; i < N; i++)
            put_int(f, MINE(t, i));
    fclose(f);

    f = out("append.dat");
    for (i = 0; i < B * T; i++)
        put_int(f, LIST(i));
    for (i = 0; i < K * T; i++)
        put_long(f, CYCLIC(i));
    fclose(f);

    f = fopen("input.dat", "wb");
    if (!f)
        return 1;
    for (i = 0; i < INPUT_INTS(T); i++)
        put_int(f, INPUT(i));
    fclose(f);
    return 0;
}

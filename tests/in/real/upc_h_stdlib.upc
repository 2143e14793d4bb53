/* What a program written for another UPC compiler uses after including only upc.h (and
   stdio.h): that compiler's upc.h brings stdlib.h and inttypes.h, and with glibc's stdlib.h
   struct timeval. */
#include <upc.h>
#include <stdio.h>

shared int bad[THREADS];

static int by_value(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

int main(void) {
    struct timeval tv;
    int v[5] = {4, -2, 9, 0, 3};
    int i, r;
    int64_t big = (int64_t)1 << 40;
    char *copy = malloc(16);
    srand(MYTHREAD + 1);
    r = rand();
    bad[MYTHREAD] = r < 0 || r > RAND_MAX;
    tv.tv_sec = 5;
    tv.tv_usec = 7;
    qsort(v, 5, sizeof v[0], by_value);
    free(copy);
    upc_barrier;
    if (MYTHREAD == 0) {
        int sum = 0;
        for (i = 0; i < THREADS; i++)
            sum += bad[i];
        printf("rand out of range %d, RAND_MAX %s\n", sum, RAND_MAX >= 32767 ? "ok" : "small");
        printf("timeval %ld %ld, size ok %d\n", (long)tv.tv_sec, (long)tv.tv_usec,
               (int)(sizeof(struct timeval) >= 2 * sizeof(int)));
        printf("sorted %d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4]);
        printf("abs %d atoi %d strtol %ld div %d\n", abs(-5), atoi("42"), strtol("ff", 0, 16),
               div(17, 5).rem);
        printf("int64 %" PRId64 " exit %d\n", big, EXIT_SUCCESS);
    }
    return EXIT_SUCCESS;
}

/* gnu_ext.c - GNU extensions: statement expressions, __typeof__, attributes in several
   positions, __builtin_offsetof, case ranges, zero-length arrays, __label__, computed goto,
   __int128, ?: with omitted middle operand. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })

struct packet {
    int len;
    char data[0];
} __attribute__((packed));

static int __attribute__((noinline)) classify(int c)
{
    switch (c) {
    case '0' ... '9':
        return 1;
    case 'a' ... 'z':
    case 'A' ... 'Z':
        return 2;
    default:
        return 0;
    }
}

static int vsum(int n, ...)
{
    va_list ap;
    int s = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static int run(int n)
{
    __label__ done;
    static void *targets[] = { &&even, &&odd };
    int r = 0;
    goto *targets[n & 1];
even:
    r = 100;
    goto done;
odd:
    r = 200;
done:
    return r + n;
}

int main(void)
{
    __int128 big = (__int128)1 << 100;
    unsigned long long hi = (unsigned long long)(big >> 64);
    int unused __attribute__((unused)) = 0;
    int z = 0;
    printf("%d %d\n", MAX(3, 9), MAX(-1, -5));
    printf("%zu %zu\n", offsetof(struct packet, data), __builtin_offsetof(struct packet, len));
    printf("%d%d%d %d\n", classify('5'), classify('q'), classify('#'), vsum(4, 1, 2, 3, 4));
    printf("%d %d %llu %d\n", run(4), run(7), hi, z ?: 77);
    return 0;
}

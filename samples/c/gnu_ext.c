/* gnu_ext.c - GNU C: statement expressions, __typeof__, attributes in many positions, __builtin_offsetof, variadic functions, __int128, _Float128, zero-length arrays, __label__, case ranges, computed goto, a ?: b. */
#include <stdio.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define SWAP(x, y) do { __typeof__(x) _t = (x); (x) = (y); (y) = _t; } while (0)

struct __attribute__((packed)) packed_pair {
    char c;
    int i;
};

struct packet {
    unsigned short kind;
    unsigned short length __attribute__((aligned(4)));
    unsigned char payload[0];            /* zero-length array */
};

typedef int aligned_int __attribute__((aligned(16)));

static int counter __attribute__((used)) = 0;

__attribute__((noinline)) static int add_all(int n, ...)
{
    va_list ap, copy;
    int total = 0, i;
    va_start(ap, n);
    va_copy(copy, ap);
    for (i = 0; i < n; i++)
        total += va_arg(ap, int);
    for (i = 0; i < n; i++)
        total += __builtin_va_arg(copy, int);   /* what va_arg expands to */
    va_end(copy);
    va_end(ap);
    return total;
}

static int describe(int v) __attribute__((const));
static int describe(int v)
{
    switch (v) {
    case 0: return 0;
    case 1 ... 9: return 1;             /* case ranges */
    case 10 ... 99: return 2;
    case 100 ... 'z' + 100: return 3;
    default: return -1;
    }
}

static int dispatch(int op, int x)
{
    static void *const targets[] = { &&double_it, &&negate, &&stop };   /* label addresses */
    goto *targets[op];
double_it:
    return 2 * x;
negate:
    return -x;
stop:
    return x;
}

static int with_local_labels(int n)
{
    int r = ({
        __label__ out;                  /* a label local to this statement expression */
        int acc = 0;
        for (int i = 0; i < n; i++) {
            if (i == 5)
                goto out;
            acc += i;
        }
    out:
        acc;
    });
    return r;
}

int main(void)
{
    int a = 3, b = 8, unused_ok __attribute__((unused));
    long la = 10;
    double d = 2.5;
    __typeof__(d) d2 = d * 2;
    __typeof__(int *) ip = &a;
    aligned_int al = 5;
    unsigned __int128 big = (unsigned __int128)1 << 100;
    __int128 neg = -((__int128)1 << 70);
    _Float128 q = 1.0;
    struct packet *pk;
    unsigned char storage[16] __attribute__((aligned(8)));
    int x = 0, y = 7;
    int elvis = x ?: y, elvis2 = y ?: x;
    int sq = ({ int t = a + 1; t * t; });

    printf("statement expressions: %d %ld %g %d\n", MAX(a, b), MAX(la, 3L), MAX(d, 1.0), sq);
    SWAP(a, b);
    printf("swap: %d %d, typeof: %g %d\n", a, b, d2, *ip);
    printf("offsetof: %d %d %d\n", (int)__builtin_offsetof(struct packet, length),
           (int)offsetof(struct packed_pair, i), (int)__builtin_offsetof(struct packet, payload[2]));
    printf("packed size %d, aligned int %d (align %d)\n", (int)sizeof(struct packed_pair), al, (int)__alignof__(aligned_int));
    printf("variadic: %d\n", add_all(4, 1, 2, 3, 4));
    printf("int128: %d %d %d\n", (int)(big >> 100), (int)(neg >> 68), (int)((big - 1) % 1000));
    q = q / 3 * 3;
    printf("float128: %.6f %d\n", (double)q, (int)sizeof q);
    pk = (struct packet *)storage;
    pk->kind = 1;
    pk->length = 3;
    memcpy(pk->payload, "xyz", 3);
    printf("zero-length array: %d %c%c%c\n", (int)sizeof(struct packet), pk->payload[0], pk->payload[1], pk->payload[2]);
    printf("case ranges: %d %d %d %d %d\n", describe(0), describe(5), describe(42), describe('b' + 100), describe(-4));
    printf("computed goto: %d %d %d\n", dispatch(0, 21), dispatch(1, 21), dispatch(2, 21));
    printf("local labels: %d, elvis: %d %d\n", with_local_labels(10), elvis, elvis2);
    printf("builtins: %d %d %d\n", __builtin_types_compatible_p(__typeof__(a), int),
           __builtin_types_compatible_p(int, long), (int)__builtin_expect(a == 8, 1));
    __extension__ long long ext = 1LL << 40;
    counter += (int)(ext >> 40);
    printf("extension: %d\n", counter);
    return 0;
}

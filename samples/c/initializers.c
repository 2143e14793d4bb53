/* initializers.c - designated initializers, compound literals, bit fields, unions, enums with
   values, _Bool, _Complex, VLAs, string literal forms and escapes. */
#include <complex.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include <uchar.h>

struct point { int x, y; };
struct flags { unsigned a : 3, b : 5; signed c : 4; unsigned : 0; unsigned d : 1; };
union num { int i; float f; unsigned char bytes[4]; };
enum color { RED = 2, GREEN, BLUE = 10, ALPHA = BLUE * 2 };

static int sum_vla(int n, int m[n][n])
{
    int s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            s += m[i][j];
    return s;
}

int main(void)
{
    struct point pts[4] = { [2] = { .y = 5, .x = 3 }, [0].x = 1 };
    struct flags fl = { .a = 5, .b = 17, .c = -3, .d = 1 };
    union num u = { .f = 1.0f };
    int grid[3][3] = { { 1, 2, 3 }, [2] = { 7, 8, 9 } };
    _Bool yes = 42;
    double _Complex z = 1.0 + 2.0 * I;
    const char *s = "con" "cat" "\x41\101\n";
    wchar_t w[] = L"wide";
    char16_t c16[] = u"sixteen";
    char32_t c32[] = U"thirty-two";
    const char *u8 = u8"utf8";
    int *p = (int[]){ 4, 5, 6 };
    printf("%d %d %d %d\n", pts[0].x, pts[2].x, pts[2].y, pts[3].y);
    printf("%u %u %d %u\n", fl.a, fl.b, fl.c, fl.d);
    printf("%02x %d %d %d %d\n", u.bytes[3], RED, GREEN, BLUE, ALPHA);
    printf("%d %d %d\n", sum_vla(3, grid), yes, p[1] + ((struct point){ 7, 8 }).y);
    printf("%.1f %.1f %s", creal(z * z), cimag(z * z), s);
    printf("%zu %zu %zu %s '%c' %d\n", wcslen(w), sizeof c16 / sizeof c16[0], sizeof c32 / sizeof c32[0], u8, '\'', '\0');
    printf("%#x %lu %lld %llu %a\n", 0x1fU, 10UL, -5LL, 077ull, 0x1.8p3);
    return 0;
}

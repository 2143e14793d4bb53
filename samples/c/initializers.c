/* initializers.c - designated initializers, compound literals, string literal concatenation, wide and UTF strings, character escapes, hex floats and every integer suffix. */
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include <uchar.h>

struct point { int x, y; };
struct shape {
    const char *name;
    struct point corner[2];
    int tags[4];
    union { int i; float f; } u;
};

static int primes[10] = { [0] = 2, [1] = 3, [4] = 11, 13, [2] = 5, 7 };   /* 13 goes to [5] */
static struct shape box = {
    .name = "box",
    .corner = { [1] = { .y = 9, .x = 8 }, [0].x = 1 },
    .tags[2] = 42,
    .u.f = 0.5f,
};
static struct point *origin = &(struct point){ 0, 0 };   /* a file-scope compound literal */
static const char joined[] = "con" "cat" "en" "ation";
static const char *const table[] = { [3] = "three", [1] = "one" };

static int sum(const int *v, int n)
{
    int s = 0;
    while (n--)
        s += *v++;
    return s;
}

static struct point mid(struct point a, struct point b)
{
    return (struct point){ .x = (a.x + b.x) / 2, .y = (a.y + b.y) / 2 };
}

int main(void)
{
    int i;
    int matrix[3][3] = { [0][0] = 1, [1] = { [1] = 5 }, [2][2] = 9 };
    struct point pts[] = { { 1, 2 }, [3] = { 7, 8 }, { .y = 10 } };
    wchar_t wide[] = L"wide" L"r";
    char16_t u16[] = u"sixteen";
    char32_t u32[] = U"thirty-two";
    char u8s[] = u8"utf-8 \u00e9";
    char esc[] = "\a\b\f\n\r\t\v\\\'\"\?\0";
    unsigned long long masks[] = { 0x1u, 0X2U, 3l, 4L, 5ul, 6UL, 7lu, 8LU, 9ll, 10LL, 11ull, 12ULL, 13llu, 14LLU, 017, 0xffULL };
    double hexf[] = { 0x1p0, 0x1.8p1, 0xAp-2, 0x.4p4, 0X1.fffffffffffffP+1023 };
    float ff = 0x1p-1f;
    long double ld = 0x1p+2L;
    int *cl = (int[]){ 10, 20, 30 };                   /* a block-scope compound literal, modifiable */

    printf("primes:");
    for (i = 0; i < 10; i++)
        printf(" %d", primes[i]);
    printf("\nbox: %s %d %d %d %d %d %.1f\n", box.name, box.corner[0].x, box.corner[0].y, box.corner[1].x,
           box.corner[1].y, box.tags[2], box.u.f);
    printf("matrix diagonal: %d %d %d, zeros: %d\n", matrix[0][0], matrix[1][1], matrix[2][2], matrix[2][0]);
    printf("points: %d (%d,%d) (%d,%d)\n", (int)(sizeof pts / sizeof pts[0]), pts[3].x, pts[3].y, pts[4].x, pts[4].y);
    printf("origin %d %d, joined %s (%d), table %s %s %d\n", origin->x, origin->y, joined, (int)sizeof joined,
           table[1], table[3], table[0] == NULL);
    cl[1] += 5;
    printf("compound literals: %d %d %d\n", cl[1], sum((int[]){ 1, 2, 3, 4 }, 4), mid((struct point){ 2, 4 }, (struct point){ 6, 8 }).y);
    printf("strings: %d %d %d %d %d\n", (int)(sizeof wide / sizeof wide[0]), (int)wcslen(wide),
           (int)(sizeof u16 / sizeof u16[0]), (int)(sizeof u32 / sizeof u32[0]), (int)strlen(u8s));
    printf("utf-8 bytes: %02x %02x\n", (unsigned char)u8s[6], (unsigned char)u8s[7]);
    printf("escapes:");
    for (i = 0; i < (int)sizeof esc; i++)
        printf(" %d", esc[i]);
    printf("\nchars: %d %d %d %d %d %d\n", '\0', '\x41', '\101', '\'', '"', L'\x263a' == 0x263a);
    {
        unsigned long long total = 0;
        for (i = 0; i < (int)(sizeof masks / sizeof masks[0]); i++)
            total += masks[i];
        printf("integer suffixes: %llu, types %d %d %d %d\n", total, (int)sizeof(1u), (int)sizeof(1ll),
               (int)sizeof(0x7fffffffffffffffu), (int)sizeof 'c');
    }
    printf("hex floats: %g %g %g %g %d %g %Lg\n", hexf[0], hexf[1], hexf[2], hexf[3], hexf[4] > 1e308, ff, ld);
    return 0;
}

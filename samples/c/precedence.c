/* precedence.c - operator precedence and associativity corners: nested minus signs, comparisons chained, the comma operator, nested conditionals, casts of unary operators, sizeof of expressions and of types. */
#include <stdio.h>

struct ops {
    int (*fn)(int);
    int vals[3];
};

static int twice(int v) { return 2 * v; }
static int pair(int a, int b) { return 10 * a + b; }

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wparentheses"
static void mixed(int a, int b, int c)
{
    printf("chained comparisons: %d %d %d %d\n", a < b == c, a == b == c, a > b > c, (a < b) == (c < b));
    printf("bitwise mixes: %d %d %d %d\n", a & b | c, a ^ b & c, a | b ^ c & a, a & b == c);
    printf("shifts: %d %d %d\n", a << 1 + 1, a >> 1 >> 1, 1 << a - b + 4);
    printf("logical: %d %d %d\n", !a || b && c, a && b || !c, !a || b && c || a);
}
#pragma GCC diagnostic pop

int main(void)
{
    int a = 7, b = 3, c = 2, x, y, z;
    int arr[5] = { 10, 20, 30, 40, 50 }, *p = arr;
    double d = 2.75;
    struct ops s = { twice, { 1, 2, 3 } }, *sp = &s;

    printf("minus: %d %d %d %d %d\n", a - (b - c), a - b - c, -(-a), - -a, -(-(-a)));
    printf("unary mixes: %d %d %d %d %d\n", ~-a, -~a, !-a, +-a, -+a);
    mixed(a, b, c);
    mixed(1, 1, 0);
    /* the comma operator as one argument, and comma expressions */
    x = (a++, b++, a + b);
    printf("comma: %d %d %d\n", pair((a++, b), c), x, (y = 1, z = 2, y + z));
    /* conditionals nested in both branches, and in the condition */
    printf("conditionals: %d %d %d %d\n", a ? b ? 1 : 2 : c ? 3 : 4, 0 ? 5 : c ? 6 : 7,
           (a > b ? 0 : 1) ? a : b, a > b ? a > c ? a : c : b > c ? b : c);
    x = a < b ? a : b;
    printf("assignment of a conditional: %d, mixed types: %d\n", x, (int)sizeof(1 ? 1 : 2.0));
    /* casts of unary operators */
    printf("casts: %d %d %d %d %d %g\n", (int)-d, (unsigned char)~0, (int)!a, (char)*p, (int)-(unsigned char)1,
           (double)-(-3));
    printf("unsigned: %d %d %u\n", (unsigned)-1 > 0u, -1 < (int)0u, (unsigned)(-b) + b);
    /* sizeof: of an expression, of a type, not evaluated */
    y = 5;
    printf("sizeof: %d %d %d %d %d %d %d\n", (int)(sizeof y + 1), (int)(sizeof(int) * 2), (int)sizeof -d,
           (int)sizeof y++, y, (int)sizeof(int[3]), (int)sizeof "abc");
    printf("sizeof of a cast: %d, of a parenthesised expression: %d\n", (int)sizeof((char)1), (int)sizeof (y) * 3);
    /* pointers: postfix before prefix before binary */
    x = *p++;
    x += *++p;
    y = (*p)++;
    z = ++*p;
    printf("pointers: %d %d %d %d %d\n", x, y, z, p[-1], 1[p]);
    printf("address and indirection: %d %d %d\n", *&a, &*p == p, *(arr + 4) - *arr);
    /* postfix chains */
    printf("postfix chains: %d %d %d %c\n", sp->fn(4), (*sp->fn)(5), s.vals[2] * -sp->vals[1], "xyz"[1]);
    /* assignment operators are right associative */
    x = y = z = 4;
    x += y -= 2;
    z <<= x >> 1;
    printf("assignments: %d %d %d\n", x, y, z);
    {
        int i, j, acc = 0;
        for (i = 0, j = 10; i < j; i += 2, j -= 1)
            acc += i * j;
        printf("comma in for: %d\n", acc);
    }
    return 0;
}

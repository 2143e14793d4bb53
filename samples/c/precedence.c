/* precedence.c - operator precedence and associativity corners, evaluated and printed. */
#include <stdio.h>

static int f(int a, int b) { return a * 10 + b; }

int main(void)
{
    int a = 7, b = 3, c = 2, x;
    int arr[5] = { 1, 2, 3, 4, 5 }, *p = arr;
    x = a - (b - c);
    printf("%d %d %d\n", x, a - b - c, -(-a));
    printf("%d %d %d\n", - -a, a < b == c, (a < b) == (c < b));
    printf("%d %d\n", f((a, b), c), a ? b : c ? a : b);
    printf("%d %d %d\n", (a ? 0 : 1) ? a : b, a & b | c, a ^ b & c);
    printf("%d %d %d\n", a << 1 + 1, (a << 1) + 1, a >> 1 >> 1);
    printf("%d %d %d\n", !a || b && c, (!a || b) && c, ~a + 1);
    x = *p++;
    x += *++p;
    printf("%d %d\n", x, (*p)++);
    printf("%d %d %d\n", p[-1], (int)sizeof(int) * 2, (int)sizeof a + 1);
    printf("%d %d\n", (int)(unsigned char)-1, (int)-b);
    x = a = b = c;
    printf("%d %d %d\n", x, a += 5, a);
    return 0;
}

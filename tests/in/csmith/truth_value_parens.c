/* Reduced from Csmith programs (seeds 8013, 8033 and 8040 with Csmith's default sizes): the
   parentheses that keep gcc -Wall quiet were dropped by the printer, so the translation had
   warnings the program has not: "suggest parentheses around operand of '!'" (a logical not as
   the left operand of & or |) and "suggest parentheses around assignment used as truth value"
   (an assignment at the end of a comma expression, or in an arm of ?:, used as a truth value). */
#include <stdio.h>

static int g, h = 3, k;
static int *p = &g;

static int f(int x) { return x + 1; }

int main(void) {
    int a = 0, b = 5, r;
    r = (!f(a)) & 0x9D;
    r += (!b) | 2;
    if ((f(a), (*p = b)) && h)
        r += 10;
    r += (f(b), (k = 7)) || h;
    r += !(f(a), (b = 0));
    r += (h ? (k = 2) : (g = 0)) && 1;
    r += h && (f(a), (k = k + 1)) ? 100 : 200;
    while ((f(a), (a = a + 1)) && a < 4)
        r += a;
    printf("%d %d %d %d %d\n", r, g, k, b, a);
    return 0;
}

/* declarators.c - every declarator form, typedef scoping corners, K&R definitions and implicit
   int, function pointers returning pointers to arrays. */
#include <stdio.h>

typedef int T;
static int table[3] = { 10, 20, 30 };

static int (*row_of(int i))[3]
{
    (void)i;
    return &table;
}

static int (*(*picker(void))(int))[3]
{
    return row_of;
}

static int add(a, b)
int a;
int b;
{
    return a + b;
}

static twice(x)
{
    return 2 * x;
}

int main(void)
{
    int (*(*fp)(int))[3] = picker();
    int (*arr)[3] = fp(0);
    T x = 5;
    {
        int T = 7; /* a variable hides the typedef */
        x += T;
    }
    for (int T = 0; T < 2; T++)
        x += T;
    T y = x;
    char *const names[] = { "a", "bb", "ccc" };
    int (*ops[2])(int, int) = { add, add };
    printf("%d %d %d %d\n", (*arr)[1], x, y, twice(21));
    printf("%s %d %d\n", names[2], ops[1](3, 4), (int)(sizeof names / sizeof names[0]));
    return 0;
}

/* Every declarator form the printer must reproduce. */
typedef int T;
int *a[3];
int (*b)[3];
int (*(*c)(int))[4];
void (*signal_like(int sig, void (*handler)(int)))(int);
char *const *volatile d;
int e[2][3][4];
int (*f[2])(void);
static const unsigned long long g = 18446744073709551615ULL;
struct S {
    int x : 3, : 0;
    unsigned y : 5;
    struct S *next;
} s1, *s2;
union U {
    int i;
    float f;
} u = { .f = 1.5f };
enum E {
    E0,
    E1 = 4,
    E2
} e1 = E2;
int h(int (*)(T), T, T (*)[2], int);
int k(a, b)
    int a;
    char *b;
{
    return a + *b;
}
int vla(int n, int m[n][n]) {
    return m[0][0];
}
int restricted(int *restrict p, const int *restrict q);
inline static int twice(int x) {
    return 2 * x;
}
_Bool flag;
double _Complex z;

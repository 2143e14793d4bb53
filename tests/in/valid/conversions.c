// Conversions, initializers and pointer arithmetic that C allows: accepted silently, as GCC
// accepts them (tests/fixtures.rs also runs gcc -std=gnu11 on this file).
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>

struct point { int x, y; };
union value { int i; double d; };
enum color { RED, GREEN };
struct named { const char *name; int id; };
struct grid { int cells[2][3]; struct point corner; };
struct text { int len; char data[]; };
struct outer { int tag; struct { int a, b; }; union { float f; long l; }; };

static int add(int a, int b) { return a + b; }
static int compare(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static void fill(double *v, size_t n, double x) { for (size_t i = 0; i < n; i++) v[i] = x; }
static struct point origin(void) { struct point p = { 0, 0 }; return p; }
static void nothing(void) { return; }
static void forward(void) { return nothing(); }
static const char *name_of(struct named *n) { return n->name; }
static int old_style(a, b) int a; char *b; { return a + (b != 0); }
static int sum(int n, ...) { return n; }

int main(void)
{
    /* Simple assignment (6.5.16.1). */
    int i = 3.7;
    double d = i;
    char c = 30;
    _Bool b = &i;
    long l = 'x';
    enum color col = 1;
    int *p = 0;
    p = (void *)0;
    p = NULL;
    p = 1 - 1;
    p = '\0';
    p = (int *)l;
    void *v = p;
    p = v;
    const int *cp = p;
    const void *cv = cp;
    volatile int *vp = p;
    struct point a = { 1, 2 }, a2;
    a2 = a;
    a2 = origin();
    union value u = { 1 }, u2;
    u2 = u;
    int (*fn)(int, int) = add;
    fn = &add;
    void *fv = add;
    fn = fv;
    int (*unproto)() = add;
    char *s = "literal";
    const char *cs = s;
    cs = "other";
    int *q = malloc(4 * sizeof *q);
    free(q);
    i = col;
    col = GREEN;
    d = 'c';
    b = 2.5;
    /* Compound assignment (6.5.16.2). */
    int arr[8] = { 0 };
    int *ap = arr;
    ap += 2;
    ap -= 1;
    ap += c;
    ap += col;
    d += i;
    i *= 2.5;
    i %= 3;
    i <<= 1;
    i |= c;
    /* Additive operators (6.5.6). */
    ap = arr + 1;
    ap = 1 + arr;
    ap = ap - 1;
    ptrdiff_t n = ap - arr;
    n = &arr[3] - cp;
    n = (char *)ap - (char *)arr;
    char *vc = (char *)v + 1;
    v = (char *)v + 2;
    i = arr[c] + arr[col] + 2[arr] + arr[(long)d];
    /* Calls (6.5.2.2). */
    qsort(arr, 8, sizeof arr[0], compare);
    double buf[4];
    fill(buf, 4, 1);
    fill(buf, 4.0, i);
    i = add('a', 2.0);
    i = sum(1, 2.5, "x", a, p);
    i = old_style(1, 0);
    i = unproto(1, 2);
    struct named nm = { "n", 1 };
    cs = name_of(&nm);
    memcpy(buf, arr, sizeof buf);
    memset(&a, 0, sizeof a);
    struct sockaddr_in addr;
    memset(&addr, 0, sizeof addr);
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd >= 0 && bind(fd, (struct sockaddr *)&addr, sizeof addr) == 0)
        i++;
    forward();
    /* Initialization (6.7.8). */
    int s1 = { 4 };
    int a1[] = { 1, 2, 3 };
    int a3[3] = { 1 };
    int m[2][3] = { 1, 2, 3, 4, 5, 6 };
    int m2[2][3] = { { 1 }, { 4, 5 } };
    char str[] = "abc";
    char str4[4] = "abc";
    char str3[3] = "abc";
    char braced[] = { "abc" };
    char words[2][4] = { "one", "two" };
    unsigned char bytes[4] = "xyz";
    signed char sbytes[] = "xyz";
    struct point pts[] = { 1, 2, 3, 4, { 5, 6 } };
    struct point pd = { .y = 2, .x = 1 };
    struct point pd2 = { .y = 2 };
    int des[5] = { [2] = 1, 3, [0] = 9 };
    int range[10] = { [1 ... 4] = 7, 8 };
    struct grid g = { { { 1, 2, 3 }, { 4 } }, { 7, 8 } };
    struct grid g2 = { 1, 2, 3, 4, 5, 6, 7, 8 };
    struct grid g3 = { .cells[1] = { 1, 2, 3 }, .corner.y = 4 };
    struct grid g4 = { .cells = { 1, 2, 3, 4 }, 5 };
    struct named table[] = { { "a", 1 }, "b", 2, [3] = { .name = "d" } };
    union value uv = { .d = 2.5 };
    union value uv2 = { 3 };
    struct outer o = { 1, 2, 3, 4.5 };
    struct outer o2 = { .a = 1, .b = 2, .f = 1.5 };
    static struct text empty = { 0 };
    struct point cl = (struct point){ 1, 2 };
    int *cla = (int[]){ 1, 2, 3 };
    struct point copy = a;
    int zeros[4] = { 0 };
    int nested = { 1 };
    const char *names[] = { "a", "b", 0 };
    void *ptrs[] = { p, v, 0, NULL };
    enum color cols[] = { RED, GREEN, 1 };
    double ds[] = { 1, 2.5f, 'c' };
    (void)s1; (void)a1; (void)a3; (void)m; (void)m2; (void)str; (void)str4; (void)str3;
    (void)braced; (void)words; (void)bytes; (void)sbytes; (void)pts; (void)pd; (void)pd2;
    (void)des; (void)range; (void)g; (void)g2; (void)g3; (void)g4; (void)table; (void)uv;
    (void)uv2; (void)o; (void)o2; (void)empty; (void)cl; (void)cla; (void)copy; (void)zeros;
    (void)nested; (void)names; (void)ptrs; (void)cols; (void)ds; (void)cv; (void)vp; (void)u2;
    (void)vc; (void)n; (void)b; (void)l; (void)fn;
    return i > 0 ? 0 : 1;
}

/* A statement expression whose value is an expression statement after a label. */
int labelled_value(int n)
{
    int r = ({
        __label__ out;
        int acc = 0;
        if (n > 2)
            goto out;
        acc = n;
    out:
        acc;
    });
    return r;
}

/* Initializers of objects with static storage: constants, addresses, folded `const` objects. */
static const int folded = 5;
static int counter = 3;
static int table_of[4];
static struct point where = { 1, 2 };
static int from_const = folded;
static int *address = &counter;
static int *element = table_of + 2;
static int *member = &where.y;
static long size = sizeof counter;
static int (*entry)(int, int) = add;
static int chosen = 1 ? 2 : 3;
static struct named fixed[] = { { "a", 1 }, { "b", sizeof(int) } };
static int *literal = (int[]){ 1, 2 };
int use_statics(void)
{
    static int *inner = &counter;
    static int count = sizeof(table_of) / sizeof(table_of[0]);
    return from_const + *address + *element + *member + (int)size + entry(chosen, count) +
           fixed[0].id + literal[0] + *inner;
}

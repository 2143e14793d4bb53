/* scopes.c - typedef names and their scopes, K&R definitions and implicit int, labels and goto, switch corners (fallthrough, Duff's device) and the dangling else. */
#include <stdio.h>

typedef int T;
typedef unsigned char byte;

struct holder {
    T T;                 /* a member may be named like a typedef: members have their own namespace */
    byte byte;
};

static T shadow_param(int T) { return T + 1; }     /* the parameter hides the typedef */

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wimplicit-int"
#pragma GCC diagnostic ignored "-Wmissing-parameter-type"
#pragma GCC diagnostic ignored "-Wdangling-else"
#pragma GCC diagnostic ignored "-Wparentheses"

static count = 3;                      /* implicit int */

/* K&R definitions: parameters declared between ) and {, one of them implicitly int */
static old_add(a, b)
    int a;
    long b;
{
    return a + (int)b;
}

static double old_mix(x, n, s)
    double x;
    char *s;
{
    return x * n + s[0];
}

static int dangling(int a, int b)
{
    int r = 0;
    if (a)
        if (b)
            r = 1;
        else            /* belongs to the inner if */
            r = 2;
    return r;
}
#pragma GCC diagnostic pop

static void copy_duff(char *to, const char *from, int n)
{
    int rounds = (n + 3) / 4;
    switch (n % 4) {
    case 0: do { *to++ = *from++; __attribute__((fallthrough));
    case 3:      *to++ = *from++; __attribute__((fallthrough));
    case 2:      *to++ = *from++; __attribute__((fallthrough));
    case 1:      *to++ = *from++;
            } while (--rounds > 0);
    }
}

static int classify(int c)
{
    int score = 0;
    switch (c) {
        int unused_before_case;        /* a declaration before the first label */
    case 'a' + 1:
        score += 100;
        __attribute__((fallthrough));
    case (int)sizeof(int) + 100:
        score += 10;
        break;
    default:
        score = -1;
        break;
    case 0:
        (void)&unused_before_case;
        score = 7;
    }
    return score;
}

int main(void)
{
    T x = 2;
    struct holder h;
    int i, total = 0;
    char buf[16];

    h.T = 5;
    h.byte = 200;
    {
        T T = 3;                       /* a variable named T, of type T */
        x = T * 2;                     /* here T is a variable: a product */
        x = (T) - 1 + x;               /* and (T) - 1 is a subtraction, not a cast */
    }
    printf("block with T as a variable: %d\n", x);
    printf("cast at file-scope meaning: %d\n", (T) - 1);          /* a cast of -1 */
    for (int T = 0; T < 3; T++)        /* the loop variable hides the typedef */
        total += T;
    {
        T after_loop = 40;             /* T is a type again */
        total += after_loop;
    }
    {
        typedef double T;              /* an inner typedef of the same name */
        T d = 1.5;
        printf("inner typedef: %.1f, sizeof %d\n", d, (int)sizeof(T));
    }
    {
        enum { T = 7 };                /* an enumeration constant hides it too */
        total += T;
    }
    printf("loop/typedef/enum total: %d\n", total);
    printf("members named like types: %d %d\n", h.T, h.byte);
    printf("parameter named like a type: %d\n", shadow_param(41));
    printf("K&R: %d %.1f, implicit int %d\n", old_add(4, 5L), old_mix(1.5, 2, "A"), count);
    printf("dangling else: %d %d %d\n", dangling(1, 1), dangling(1, 0), dangling(0, 1));

    /* labels and goto: a backward loop, a forward exit, a label at the end of a block */
    i = 0;
again:
    if (++i < 5)
        goto again;
    if (i == 5)
        goto done;
    printf("not reached\n");
done:
    printf("goto loop ended at %d\n", i);
    {
        int k = 0;
        goto inside;
        k = 100;
    inside:
        k++;
        printf("jump into a label later in the block: %d\n", k);
    }
    copy_duff(buf, "duffs device", 13);    /* with the terminating NUL */
    printf("duff: %s\n", buf);
    printf("switch: %d %d %d %d\n", classify('b'), classify(104), classify(0), classify(1));
    return 0;
}

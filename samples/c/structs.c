/* structs.c - structs, unions and enums: bit fields, _Bool, anonymous members, flexible arrays, enums with explicit values, _Complex arithmetic, struct values. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <complex.h>

enum color { RED = 1, GREEN = RED << 1, BLUE = 4, WHITE = RED | GREEN | BLUE, BLACK = 0, DARK = -3, ALIAS = BLUE };
enum { ANON_A = 10, ANON_B, ANON_C = ANON_A * 3, ANON_D };

struct flags {
    unsigned int ready : 1;
    unsigned int mode : 3;
    signed int delta : 5;
    unsigned int : 0;              /* start a new unit */
    unsigned int big : 20;
    _Bool on : 1;
};

struct node {
    int value;
    struct node *next;             /* self-referential */
    struct {                       /* a nested, named-member struct */
        short lo, hi;
    } range;
    union {                        /* an anonymous union: its members are the node's */
        int as_int;
        float as_float;
    };
    struct {                       /* an anonymous struct */
        char tag;
        char pad;
    };
};

struct message {
    int len;
    char text[];                   /* flexible array member */
};

union word {
    unsigned int u;
    unsigned char bytes[4];
};

struct incomplete;                 /* never completed: only pointers to it */

static struct node make(int v) { struct node n = { .value = v, .range = { -1, 1 }, .as_int = v * 2, .tag = 'n' }; return n; }

int main(void)
{
    struct flags f = { .ready = 1, .mode = 5, .delta = -7, .big = 1000000, .on = 3 };
    struct node a = make(1), b, *list;
    struct message *msg;
    union word w;
    _Bool truth = 42, lie = 0.0;
    double _Complex z = 1.0 + 2.0 * I, z2;
    float _Complex fz = 3.0f - 1.0f * I;
    struct incomplete *opaque = NULL;
    enum color c = WHITE;

    printf("enums: %d %d %d %d %d %d %d\n", RED, GREEN, BLUE, WHITE, BLACK, DARK, ALIAS);
    printf("anonymous enum: %d %d %d %d, sizeof %d\n", ANON_A, ANON_B, ANON_C, ANON_D, (int)sizeof(enum color));
    printf("bit fields: %u %u %d %u %d\n", f.ready, f.mode, f.delta, f.big, f.on);
    f.mode = (unsigned)c + 2;      /* 9 wraps modulo 8 */
    f.delta += 20;                 /* -7 + 20 = 13 fits in 5 signed bits */
    printf("after update: %u %d\n", f.mode, f.delta);
    b = a;                         /* struct assignment */
    b.value = 2;
    b.next = &a;
    b.range.hi = 99;
    list = &b;
    printf("nodes: %d %d %d %d %d %c\n", list->value, list->next->value, list->range.hi, a.range.hi, list->as_int, list->tag);
    b.as_float = 1.5f;
    printf("anonymous union member: %.1f, sizeof node > sizeof value: %d\n", b.as_float, sizeof b > sizeof b.value);
    msg = malloc(sizeof *msg + 6);
    msg->len = 5;
    memcpy(msg->text, "hello", 6);
    printf("flexible: %d %s %d\n", msg->len, msg->text, (int)sizeof(struct message) == (int)sizeof(int));
    free(msg);
    w.u = 0;
    w.bytes[0] = 0x78;
    w.bytes[3] = 0x12;
    printf("union: %d %d\n", w.u == 0x12000078u || w.u == 0x78000012u, (int)sizeof w);
    printf("bool: %d %d %d %d\n", truth, lie, (_Bool)0.5, !truth + (truth == 1));
    z2 = z * z + conj(z) / 2.0;
    printf("complex: %g%+gi |z|=%.4f\n", creal(z2), cimag(z2), cabs(z));
    fz = fz * I;
    printf("float complex: %g%+gi, real part %g\n", crealf(fz), cimagf(fz), __real__ z);
    printf("opaque %d, color switch: ", opaque == NULL);
    switch (c) {
    case WHITE: printf("white\n"); break;
    case BLACK: case DARK: printf("dark\n"); break;
    default: printf("other\n"); break;
    }
    return 0;
}

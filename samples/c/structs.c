/* structs.c - nested and anonymous structs and unions, flexible array members, linked lists,
   function pointers in structs, and dangling else. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node {
    int value;
    struct node *next;
};

struct shape {
    int kind;
    union {
        struct { double w, h; };
        double r;
    };
    double (*area)(const struct shape *);
};

struct buf {
    size_t n;
    int items[];
};

static double rect_area(const struct shape *s) { return s->w * s->h; }
static double circle_area(const struct shape *s) { return 3.0 * s->r * s->r; }

int main(void)
{
    struct node *head = NULL;
    for (int i = 1; i <= 5; i++) {
        struct node *n = malloc(sizeof *n);
        n->value = i * i;
        n->next = head;
        head = n;
    }
    int sum = 0;
    for (struct node *n = head; n; n = n->next)
        sum += n->value;
    struct shape shapes[2] = { { .kind = 0, .w = 2, .h = 3, .area = rect_area }, { .kind = 1, .r = 2, .area = circle_area } };
    struct buf *b = malloc(sizeof *b + 3 * sizeof(int));
    b->n = 3;
    memcpy(b->items, (int[]){ 9, 8, 7 }, sizeof(int) * 3);
    printf("%d %.1f %.1f %d\n", sum, shapes[0].area(&shapes[0]), shapes[1].area(&shapes[1]), b->items[2]);
    for (int i = 0; i < 4; i++)
        if (i > 1)
            if (i == 3)
                printf("three\n");
            else
                printf("two\n");
        else
            printf("small %d\n", i);
    while (head) {
        struct node *n = head->next;
        free(head);
        head = n;
    }
    free(b);
    return 0;
}

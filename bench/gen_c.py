#!/usr/bin/env python3
"""Generates a large, valid, warning-free C translation unit for the front-end benchmark.

The code has the shape of real programs: typedefs and structs, functions with loops, switches,
nested expressions, pointer arithmetic and calls into earlier functions.
Usage: gen_c.py TARGET_BYTES > out.c
"""
import sys

target = int(sys.argv[1]) if len(sys.argv) > 1 else 4 << 20
out = sys.stdout
out.write("#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <math.h>\n\n")
size = 0
i = 0
while size < target:
    chunk = f"""
typedef struct node{i} {{
    int key;
    double weight[4];
    struct node{i} *next;
    unsigned flags : 3;
}} node{i}_t;

static int helper{i}(const int *a, int n, int k)
{{
    int acc = 0;
    for (int j = 0; j < n; ++j) {{
        if ((a[j] & 1) == 0 && a[j] > k)
            acc += a[j] * {i % 7 + 1} - (k << 2);
        else if (a[j] % 3 == 1)
            acc ^= (a[j] >> 1) + k;
        else
            acc -= j;
    }}
    return acc;
}}

double compute{i}(node{i}_t *list, int n, double scale)
{{
    double total = 0.0;
    int keys[16];
    memset(keys, 0, sizeof keys);
    for (node{i}_t *p = list; p != NULL; p = p->next) {{
        switch (p->key % 4) {{
        case 0:
            total += p->weight[0] * scale;
            break;
        case 1:
            total -= sqrt(fabs(p->weight[1])) / (scale + 1.0);
            /* fall through */
        case 2:
            keys[p->key & 15] += helper{i}(keys, 16, p->key);
            break;
        default:
            total += (double)(p->flags ? p->key : -p->key) * 0.5;
        }}
    }}
    while (n-- > 0 && total < 1e9)
        total = total * 1.0001 + (n % 2 ? 1.0 : -1.0);
    return total + {'helper' + str(i - 1) + '(keys, 16, 3)' if i > 0 else '0'};
}}
"""
    out.write(chunk)
    size += len(chunk)
    i += 1
out.write("\nint main(void)\n{\n    printf(\"%f\\n\", compute0(NULL, 10, 2.0));\n    return 0;\n}\n")

/* layout_header.h: a program header with no UPC construct, kept as an #include. */
#ifndef LAYOUT_HEADER_H
#define LAYOUT_HEADER_H

#define SCALE 3

struct pair {
    int a, b;
};

int scaled(int x);
void add_to(int *sum, int x);

#endif

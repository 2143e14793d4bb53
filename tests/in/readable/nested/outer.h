/* nested/outer.h: no UPC construct of its own; it includes one that has some. */
#ifndef NESTED_OUTER_H
#define NESTED_OUTER_H

#include "inner.h"

/* What the counts and hits add up to on n threads. */
#define OUTER_TOTAL(n) (ROUNDS * (n) * ((n) + 1) / 2 + (n))

#endif

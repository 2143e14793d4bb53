/* nested/inner.h: the shared counts, guarded (the program includes it twice). */
#ifndef NESTED_INNER_H
#define NESTED_INNER_H

#define ROUNDS 5

shared int counts[THREADS];

#endif

/* Functions of the program named in UPC's name space (as real programs do): each is the
   program's own function, called, returned from and converted as declared. */
#include <upc.h>
#include <stdio.h>

#define B 4
shared int tot[THREADS];
shared [B] int blk[B * THREADS];
shared [] int *shared heap;
shared int sums[THREADS];

/* Declared here, defined after main. */
void upc_reduced_sum(shared int *buf, size_t n);
shared [B] int *upc_pick(shared [B] int *a, int i);

/* A phaseless parameter, called with &tot[MYTHREAD]. */
void upc_addone(shared int *buf, size_t n) {
  for (size_t i = 0; i < n; i++)
    *buf += 1;
}

/* An indefinite block size parameter and result. */
shared [] int *upc_local_part(shared [] int *p, int k) { return p + k; }

/* A generic pointer parameter. */
int upc_owner(shared void *p) { return (int)upc_threadof(p); }

/* Returns a phaseless pointer-to-shared. */
shared int *upc_mine(void) { return &tot[MYTHREAD]; }

int main(void) {
  int i;
  tot[MYTHREAD] = 0;
  upc_forall (i = 0; i < B * THREADS; i++; &blk[i])
    blk[i] = i;
  upc_barrier;

  upc_addone(&tot[MYTHREAD], 8);
  void (*fp)(shared int *, size_t) = upc_addone;
  fp(&tot[MYTHREAD], 2);
  fp(upc_mine(), 1);
  upc_barrier;

  /* Phased pointers through a user function: argument, result, assignment, initializer. */
  shared [B] int *q = upc_pick(blk, B * THREADS - 1);
  shared [B] int *r;
  r = upc_pick(&blk[1], 2);
  shared void *g = upc_pick(blk, B);
  int owner = upc_owner(upc_pick(blk, B * THREADS - 1));

  if (MYTHREAD == 0) {
    heap = (shared [] int *)upc_alloc(8 * sizeof(int));
    for (i = 0; i < 8; i++)
      heap[i] = 10 * i;
  }
  upc_barrier;
  shared [] int *h = upc_local_part(heap, 5);
  shared [] int *(*pick)(shared [] int *, int) = upc_local_part;

  upc_reduced_sum(&sums[MYTHREAD], 4);
  upc_barrier;
  if (MYTHREAD == THREADS - 1) {
    int total = 0;
    for (i = 0; i < THREADS; i++)
      total += tot[i];
    printf("tot %d\n", total);
    printf("pick %d %d %d %d\n", *q, *r, (int)upc_phaseof(r), (int)upc_threadof(g));
    printf("owner %d\n", owner);
    printf("heap %d %d\n", *h, *pick(h, 2));
    printf("sum %d\n", sums[0]);
  }
  upc_barrier;
  if (MYTHREAD == 0)
    upc_free(heap);
  return 0;
}

/* The i-th element after a (pointer arithmetic on the declared phased type). */
shared [B] int *upc_pick(shared [B] int *a, int i) { return a + i; }

/* Sums the first n elements of blk into *buf. */
void upc_reduced_sum(shared int *buf, size_t n) {
  int s = 0;
  for (size_t i = 0; i < n; i++)
    s += blk[i];
  *buf = s;
}

/* The address of a member of a shared struct is `shared [] T *` (UPC 1.3 6.4.4): the whole
   struct is on one thread, so the member's address has an indefinite block size, whatever the
   block size of the struct's array, and a member array decays to a pointer that stays on that
   thread. Checked on structs of a blocked array and through a pointer-to-shared to a struct. */
#include <upc.h>
#include <stdio.h>

#define PER 3
struct rec {
  char tag;
  int vals[20];
  shared [PER] struct rec *next;
};

shared [PER] struct rec recs[PER * THREADS];
shared [PER] struct rec *shared head;
shared int errors[THREADS];

int main(void) {
  int i, j, bad = 0;
  /* the types: every member address of a shared struct is indefinitely blocked */
  if (upc_blocksizeof(*&(recs[0].tag)) != 0 || upc_blocksizeof(*&(recs[0].vals)) != 0)
    bad++;
  if (upc_blocksizeof(recs[0].vals) != 0 || upc_blocksizeof(recs) != PER)
    bad++;
  upc_forall (i = 0; i < PER * THREADS; i++; &recs[i]) {
    shared [] char *tag = &recs[i].tag;
    shared [] int *v = recs[i].vals;
    *tag = 'a' + i % 26;
    for (j = 0; j < 20; j++)
      v[j] = 100 * i + j;
    recs[i].next = &recs[(i + 1) % (PER * THREADS)];
  }
  if (MYTHREAD == 0)
    head = &recs[0];
  upc_barrier;
  /* every thread checks every struct: the member addresses stay on the struct's thread */
  for (i = 0; i < PER * THREADS; i++) {
    size_t owner = upc_threadof(&recs[i]);
    shared [] int *v = recs[i].vals, *last = v + 19;
    shared [] int *w = &recs[i].vals[0];
    if (upc_threadof(&recs[i].tag) != owner || upc_threadof(last) != owner)
      bad++;
    if (upc_phaseof(&recs[i].tag) != 0 || upc_phaseof(last) != 0)
      bad++;
    if (last - w != 19 || *last != 100 * i + 19 || recs[i].vals[7] != 100 * i + 7)
      bad++;
    for (j = 0; j < 20; j++)
      if (v[j] != 100 * i + j)
        bad++;
    if (recs[i].tag != 'a' + i % 26)
      bad++;
  }
  /* through a pointer-to-shared to a struct: a chain around the array */
  {
    shared [PER] struct rec *p = head;
    for (i = 0; i < PER * THREADS; i++) {
      shared [PER] struct rec *shared [] *link = &(p->next);
      shared [] int *v = p->vals;
      if (upc_threadof(link) != upc_threadof(p) || v[3] != 100 * i + 3)
        bad++;
      p = *link;
    }
    if (p != head)
      bad++;
  }
  errors[MYTHREAD] = bad;
  upc_barrier;
  if (MYTHREAD == 0) {
    int total = 0;
    for (i = 0; i < THREADS; i++)
      total += errors[i];
    printf("member addresses: %d errors\n", total);
  }
  return 0;
}

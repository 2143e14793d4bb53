/* The program's upc_all_permute: thread t's block of src goes to block perm[t] of dst. */
#include <upc.h>
#include "own_collective.h"

void upc_all_permute(shared void *dst, shared const void *src, shared const int *perm,
                     size_t nbytes, int flags) {
  (void)flags;
  upc_barrier;
  shared [] char *to = (shared [] char *)(((shared char *)dst) + perm[MYTHREAD]);
  shared [] const char *from = (shared [] const char *)(((shared const char *)src) + MYTHREAD);
  upc_memcpy(to, from, nbytes);
  upc_barrier;
}

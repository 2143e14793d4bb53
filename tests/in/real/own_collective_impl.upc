/* The program's upc_all_permute: thread t's block of src goes to block perm[t] of dst; it adds
   its flags to a counter, which shows that the program's function ran, not the library's. */
#include <upc.h>
#include "own_collective.h"

static int calls;

int own_permute_calls(void) { return calls; }

void upc_all_permute(shared void *dst, shared const void *src, shared const int *perm,
                     size_t nbytes, int flags) {
  calls += flags;
  upc_barrier;
  shared [] char *to = (shared [] char *)(((shared char *)dst) + perm[MYTHREAD]);
  shared [] const char *from = (shared [] const char *)(((shared const char *)src) + MYTHREAD);
  upc_memcpy(to, from, nbytes);
  upc_barrier;
}

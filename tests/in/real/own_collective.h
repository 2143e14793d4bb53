/* The program's own implementation of a collective, under the library's name and with a
   phaseless parameter where the library's takes `shared void *`. */
#include <stddef.h>
void upc_all_permute(shared void *dst, shared const void *src, shared const int *perm,
                     size_t nbytes, int flags);
/* The sum of the flags of this thread's calls of the program's upc_all_permute. */
int own_permute_calls(void);

/* upc_castable.h - the UPC 1.3 castability library: which shared data a thread may access
   through local pointers. Part of pgas-xlate. */
#ifndef PGAS_UPC_CASTABLE_H
#define PGAS_UPC_CASTABLE_H

#include <stddef.h>

#define UPC_CASTABLE_ALL_ALLOC    (1 << 0)
#define UPC_CASTABLE_GLOBAL_ALLOC (1 << 1)
#define UPC_CASTABLE_ALLOC        (1 << 2)
#define UPC_CASTABLE_STATIC       (1 << 3)
#define UPC_CASTABLE_ALL                                                             \
    (UPC_CASTABLE_ALL_ALLOC | UPC_CASTABLE_GLOBAL_ALLOC | UPC_CASTABLE_ALLOC |         \
     UPC_CASTABLE_STATIC)

typedef struct {
    int guaranteedCastable;
    int probablyCastable;
} upc_thread_info_t;

/* A local pointer to the data `ptr` designates, or NULL when this thread cannot access it. */
void *upc_cast(const shared void *ptr);
/* Which kinds of shared data of `threadId` this thread can cast to local pointers. */
upc_thread_info_t upc_thread_info(size_t threadId);

#endif

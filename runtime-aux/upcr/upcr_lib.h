/* upcr_lib.h - the optional UPC libraries (atomics, tick, castability) as translated UPC code
   calls them. Type codes and operations are those of runtime-aux/include/upc_types.h. */
#ifndef PGAS_UPCR_LIB_H
#define PGAS_UPCR_LIB_H

#include <stdint.h>
#include "upcr.h"

#define PGAS_ATOMIC_API_PTR upcr_shared_ptr_t
#define PGAS_ATOMIC_API_FN(name) upc_##name
#include "../include/pgas_atomic_api.h"
void upcri_atomic(upcr_shared_ptr_t domain, void *fetch_ptr, unsigned long op, upcr_shared_ptr_t target,
                  const void *operand1, const void *operand2);

/* Shared arrays sized or blocked at run time (declared in a block). */
/* Collective: every thread passes the n run-time values (block size, dimensions) of the shared
   array `name` declared at `place` (file:line); a value that differs between threads or is
   negative ends the job with an error naming the array and the place. `what` names the values,
   separated by commas. */
void upcr_all_check_layout(const char *name, const char *place, const char *what, int n,
                           const long *values);

uint64_t upc_ticks_now(void);
uint64_t upc_ticks_to_ns(uint64_t ticks);

/* Same layout as upc_castable.h's upc_thread_info_t. */
typedef struct {
    int guaranteedCastable;
    int probablyCastable;
} upc_thread_info_t;

void *upc_cast(upcr_shared_ptr_t p);
upc_thread_info_t upc_thread_info(size_t thread);

/* The `bupc_` utility functions (runtime-aux/include/bupc_extensions.h). */
#define PGAS_BUPC_PTR upcr_shared_ptr_t
#define PGAS_BUPC_HANDLE upcr_handle_t
#define PGAS_BUPC_FN(name) bupc_##name
#include "../include/pgas_bupc_api.h"

#endif

/* upc_atomic.h - the UPC 1.3 atomic memory operations library. Part of pgas-xlate. */
#ifndef PGAS_UPC_ATOMIC_H
#define PGAS_UPC_ATOMIC_H

#include <upc_types.h>

/* An atomicity domain: the set of operations and the element type used together. */
typedef shared struct pgas_upc_atomicdomain upc_atomicdomain_t;

typedef int upc_atomichint_t;
#define UPC_ATOMIC_HINT_DEFAULT    0
#define UPC_ATOMIC_HINT_LATENCY    1
#define UPC_ATOMIC_HINT_THROUGHPUT 2

upc_atomicdomain_t *upc_all_atomicdomain_alloc(upc_type_t type, upc_op_t ops, upc_atomichint_t hints);
void upc_all_atomicdomain_free(upc_atomicdomain_t *ptr);
/* Applies `op` to *target with operand1 (and operand2 for UPC_CSWAP); the previous value goes to
   *fetch_ptr when it is not NULL. */
void upc_atomic_strict(upc_atomicdomain_t *domain, void *restrict fetch_ptr, upc_op_t op,
                       shared void *restrict target, const void *restrict operand1,
                       const void *restrict operand2);
void upc_atomic_relaxed(upc_atomicdomain_t *domain, void *restrict fetch_ptr, upc_op_t op,
                        shared void *restrict target, const void *restrict operand1,
                        const void *restrict operand2);
/* Nonzero when the operations are performed natively (without locks) at addr. */
int upc_atomic_isfast(upc_type_t type, upc_op_t ops, shared void *addr);

#endif

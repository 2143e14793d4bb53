/* pgas_atomic_api.h - the C declarations of the UPC atomics library (upc_atomic.h) as translated
   code calls it, shared by both runtimes. The including header defines PGAS_ATOMIC_API_PTR, its
   pointer-to-shared type, and PGAS_ATOMIC_API_FN(name), its spelling of the function
   upc_<name>, first. Type codes and operations are those of runtime-aux/include/upc_types.h. */
#ifndef PGAS_ATOMIC_API_H
#define PGAS_ATOMIC_API_H

PGAS_ATOMIC_API_PTR PGAS_ATOMIC_API_FN(all_atomicdomain_alloc)(int type, unsigned long ops, int hints);
void PGAS_ATOMIC_API_FN(all_atomicdomain_free)(PGAS_ATOMIC_API_PTR domain);
void PGAS_ATOMIC_API_FN(atomic_strict)(PGAS_ATOMIC_API_PTR domain, void *fetch_ptr, unsigned long op,
                                       PGAS_ATOMIC_API_PTR target, const void *operand1, const void *operand2);
void PGAS_ATOMIC_API_FN(atomic_relaxed)(PGAS_ATOMIC_API_PTR domain, void *fetch_ptr, unsigned long op,
                                        PGAS_ATOMIC_API_PTR target, const void *operand1, const void *operand2);
int PGAS_ATOMIC_API_FN(atomic_isfast)(int type, unsigned long ops, PGAS_ATOMIC_API_PTR addr);

#endif

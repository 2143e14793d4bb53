/* upc_nb.h - the UPC 1.3 non-blocking transfer library: explicit handles (_nb) and implicit
   completion (_nbi). Part of pgas-xlate. */
#ifndef PGAS_UPC_NB_H
#define PGAS_UPC_NB_H

#include <stddef.h>

typedef unsigned long upc_handle_t;
/* A handle that is already complete. */
#define UPC_COMPLETE_HANDLE ((upc_handle_t)0)

upc_handle_t upc_memcpy_nb(shared void *restrict dst, shared const void *restrict src, size_t n);
upc_handle_t upc_memget_nb(void *restrict dst, shared const void *restrict src, size_t n);
upc_handle_t upc_memput_nb(shared void *restrict dst, const void *restrict src, size_t n);
upc_handle_t upc_memset_nb(shared void *dst, int c, size_t n);
/* 1 when the operation of `handle` is complete (the handle is then retired), else 0. */
int upc_sync_attempt(upc_handle_t handle);
void upc_sync(upc_handle_t handle);

void upc_memcpy_nbi(shared void *restrict dst, shared const void *restrict src, size_t n);
void upc_memget_nbi(void *restrict dst, shared const void *restrict src, size_t n);
void upc_memput_nbi(shared void *restrict dst, const void *restrict src, size_t n);
void upc_memset_nbi(shared void *dst, int c, size_t n);
/* 1 when every implicit-handle operation of this thread is complete, else 0. */
int upc_synci_attempt(void);
void upc_synci(void);

#endif

/* pgas_bupc_decls.h - the declarations of the `bupc_` integer atomics and non-contiguous
   transfers (with the region lists of the transfers), written once for their two views: UPC
   programs' (bupc_extensions.h) and the runtimes' C (pgas_bupc_api.h). It defines two macros
   that declare them where the including header expands them: PGAS_BUPC_ATOMICS and
   PGAS_BUPC_TRANSFERS. The including header defines first PGAS_BUPC_PTR, its pointer-to-shared
   type, PGAS_BUPC_CPTR, the same to const data, PGAS_BUPC_HANDLE, its type of upc_handle_t, and
   PGAS_BUPC_FN(name), its spelling of the function bupc_<name>. Part of pgas-xlate. */
#ifndef PGAS_BUPC_DECLS_H
#define PGAS_BUPC_DECLS_H

/* bupc_atomic<T>_<op>_<sfx>: one family per type T (its C type `type`) and strength sfx. */
#define PGAS_BUPC_ATOMIC_FAMILY(T, type, sfx)                                                  \
    type PGAS_BUPC_FN(atomic##T##_read_##sfx)(PGAS_BUPC_PTR ptr);                              \
    void PGAS_BUPC_FN(atomic##T##_set_##sfx)(PGAS_BUPC_PTR ptr, type val);                     \
    type PGAS_BUPC_FN(atomic##T##_swap_##sfx)(PGAS_BUPC_PTR ptr, type val);                    \
    type PGAS_BUPC_FN(atomic##T##_cswap_##sfx)(PGAS_BUPC_PTR ptr, type oldval, type newval);   \
    type PGAS_BUPC_FN(atomic##T##_fetchadd_##sfx)(PGAS_BUPC_PTR ptr, type op);                 \
    type PGAS_BUPC_FN(atomic##T##_fetchand_##sfx)(PGAS_BUPC_PTR ptr, type op);                 \
    type PGAS_BUPC_FN(atomic##T##_fetchor_##sfx)(PGAS_BUPC_PTR ptr, type op);                  \
    type PGAS_BUPC_FN(atomic##T##_fetchxor_##sfx)(PGAS_BUPC_PTR ptr, type op);                 \
    type PGAS_BUPC_FN(atomic##T##_fetchnot_##sfx)(PGAS_BUPC_PTR ptr);
#define PGAS_BUPC_ATOMICS                                                                      \
    PGAS_BUPC_ATOMIC_FAMILY(I32, int32_t, relaxed)                                             \
    PGAS_BUPC_ATOMIC_FAMILY(I32, int32_t, strict)                                              \
    PGAS_BUPC_ATOMIC_FAMILY(U32, uint32_t, relaxed)                                            \
    PGAS_BUPC_ATOMIC_FAMILY(U32, uint32_t, strict)                                             \
    PGAS_BUPC_ATOMIC_FAMILY(I64, int64_t, relaxed)                                             \
    PGAS_BUPC_ATOMIC_FAMILY(I64, int64_t, strict)                                              \
    PGAS_BUPC_ATOMIC_FAMILY(U64, uint64_t, relaxed)                                            \
    PGAS_BUPC_ATOMIC_FAMILY(U64, uint64_t, strict)

/* A non-contiguous transfer: its blocking form and its _async form, which returns a handle. */
#define PGAS_BUPC_TRANSFER(name, params)                                                       \
    void PGAS_BUPC_FN(name) params;                                                            \
    PGAS_BUPC_HANDLE PGAS_BUPC_FN(name##_async) params;
#define PGAS_BUPC_TRANSFERS                                                                    \
    typedef struct {                                                                           \
        void *addr;                                                                            \
        size_t len;                                                                            \
    } bupc_pmemvec_t;                                                                          \
    typedef struct {                                                                           \
        PGAS_BUPC_PTR addr;                                                                    \
        size_t len;                                                                            \
    } bupc_smemvec_t;                                                                          \
    PGAS_BUPC_TRANSFER(memcpy_vlist, (size_t dstcount, bupc_smemvec_t const dstlist[],         \
                                      size_t srccount, bupc_smemvec_t const srclist[]))        \
    PGAS_BUPC_TRANSFER(memput_vlist, (size_t dstcount, bupc_smemvec_t const dstlist[],         \
                                      size_t srccount, bupc_pmemvec_t const srclist[]))        \
    PGAS_BUPC_TRANSFER(memget_vlist, (size_t dstcount, bupc_pmemvec_t const dstlist[],         \
                                      size_t srccount, bupc_smemvec_t const srclist[]))        \
    PGAS_BUPC_TRANSFER(memcpy_ilist, (size_t dstcount, PGAS_BUPC_PTR const dstlist[],          \
                                      size_t dstlen, size_t srccount,                          \
                                      PGAS_BUPC_CPTR const srclist[], size_t srclen))          \
    PGAS_BUPC_TRANSFER(memput_ilist, (size_t dstcount, PGAS_BUPC_PTR const dstlist[],          \
                                      size_t dstlen, size_t srccount,                          \
                                      const void *const srclist[], size_t srclen))             \
    PGAS_BUPC_TRANSFER(memget_ilist, (size_t dstcount, void *const dstlist[], size_t dstlen,   \
                                      size_t srccount, PGAS_BUPC_CPTR const srclist[],         \
                                      size_t srclen))                                          \
    PGAS_BUPC_TRANSFER(memcpy_fstrided,                                                        \
                       (PGAS_BUPC_PTR dstaddr, size_t dstchunklen, size_t dstchunkstride,      \
                        size_t dstchunkcount, PGAS_BUPC_PTR srcaddr, size_t srcchunklen,       \
                        size_t srcchunkstride, size_t srcchunkcount))                          \
    PGAS_BUPC_TRANSFER(memput_fstrided,                                                        \
                       (PGAS_BUPC_PTR dstaddr, size_t dstchunklen, size_t dstchunkstride,      \
                        size_t dstchunkcount, void *srcaddr, size_t srcchunklen,               \
                        size_t srcchunkstride, size_t srcchunkcount))                          \
    PGAS_BUPC_TRANSFER(memget_fstrided,                                                        \
                       (void *dstaddr, size_t dstchunklen, size_t dstchunkstride,              \
                        size_t dstchunkcount, PGAS_BUPC_PTR srcaddr, size_t srcchunklen,       \
                        size_t srcchunkstride, size_t srcchunkcount))                          \
    PGAS_BUPC_TRANSFER(memcpy_strided,                                                         \
                       (PGAS_BUPC_PTR dstaddr, const size_t dststrides[],                      \
                        PGAS_BUPC_CPTR srcaddr, const size_t srcstrides[],                     \
                        const size_t count[], size_t stridelevels))                            \
    PGAS_BUPC_TRANSFER(memput_strided,                                                         \
                       (PGAS_BUPC_PTR dstaddr, const size_t dststrides[], const void *srcaddr, \
                        const size_t srcstrides[], const size_t count[], size_t stridelevels)) \
    PGAS_BUPC_TRANSFER(memget_strided,                                                         \
                       (void *dstaddr, const size_t dststrides[], PGAS_BUPC_CPTR srcaddr,      \
                        const size_t srcstrides[], const size_t count[], size_t stridelevels))

#endif

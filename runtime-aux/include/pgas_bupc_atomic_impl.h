/* pgas_bupc_atomic_impl.h - the definitions of the `bupc_` integer atomics (declared by
   pgas_bupc_decls.h), written once for the runtime of `--to upcr` (runtime-aux/upcr/upcr_lib.c)
   and the auxiliary library of `--to ga` (runtime-aux/ga-aux/upcga.c): each function is one
   read-modify-write of the value its pointer-to-shared points to, returning the old value. The
   including file has the declarations of pgas_bupc_api.h (PGAS_BUPC_PTR, PGAS_BUPC_FN) and
   defines first:

     PGAS_BUPC_RMW(T, type, ptr, strict, K, v, cmp)
         statements that set `old` (a `type` the caller declares) to the value at `ptr` and
         store there the value that operation K makes of it, atomically with every other
         atomic of both kinds; strict: ordered with every other access of this thread. T is
         the type's name in the functions' names (I32, U32, I64, U64); v the operand, an
         lvalue of `type`; cmp, for CSWAP, a pointer to the value compared with. K is READ,
         SET, CSWAP, SUM, BAND, BOR or BXOR; PGAS_BUPC_NEW(K, type, old, v, cmp) gives what
         it makes of `old`.

   Then it expands PGAS_BUPC_ATOMIC_DEFS. Part of pgas-xlate. */
#ifndef PGAS_BUPC_ATOMIC_IMPL_H
#define PGAS_BUPC_ATOMIC_IMPL_H

/* The new value operation K makes of `old`. */
#define PGAS_BUPC_NEW(K, type, old, v, cmp) PGAS_BUPC_NEW_##K(type, old, v, cmp)
#define PGAS_BUPC_NEW_READ(type, old, v, cmp) (old)
#define PGAS_BUPC_NEW_SET(type, old, v, cmp) (v)
#define PGAS_BUPC_NEW_CSWAP(type, old, v, cmp) ((old) == *(cmp) ? (v) : (old))
#define PGAS_BUPC_NEW_SUM(type, old, v, cmp) ((type)((old) + (v)))
#define PGAS_BUPC_NEW_BAND(type, old, v, cmp) ((type)((old) & (v)))
#define PGAS_BUPC_NEW_BOR(type, old, v, cmp) ((type)((old) | (v)))
#define PGAS_BUPC_NEW_BXOR(type, old, v, cmp) ((type)((old) ^ (v)))

/* A function of one operand that returns the old value. */
#define PGAS_BUPC_ATOMIC_FETCH(T, type, sfx, strict, name, K)                                  \
    type PGAS_BUPC_FN(atomic##T##_##name##_##sfx)(PGAS_BUPC_PTR ptr, type operand)             \
    {                                                                                          \
        type old;                                                                              \
        PGAS_BUPC_RMW(T, type, ptr, strict, K, operand, NULL)                                  \
        return old;                                                                            \
    }

/* One family: a type T (its C type `type`) and a strength sfx (strict: 1 for strict). */
#define PGAS_BUPC_ATOMIC_FAMILY_DEFS(T, type, sfx, strict)                                     \
    type PGAS_BUPC_FN(atomic##T##_read_##sfx)(PGAS_BUPC_PTR ptr)                               \
    {                                                                                          \
        type old, none = 0;                                                                    \
        PGAS_BUPC_RMW(T, type, ptr, strict, READ, none, NULL)                                  \
        (void)none;                                                                            \
        return old;                                                                            \
    }                                                                                          \
    void PGAS_BUPC_FN(atomic##T##_set_##sfx)(PGAS_BUPC_PTR ptr, type operand)                  \
    {                                                                                          \
        type old;                                                                              \
        PGAS_BUPC_RMW(T, type, ptr, strict, SET, operand, NULL)                                \
        (void)old;                                                                             \
    }                                                                                          \
    type PGAS_BUPC_FN(atomic##T##_cswap_##sfx)(PGAS_BUPC_PTR ptr, type oldval, type newval)    \
    {                                                                                          \
        type old;                                                                              \
        PGAS_BUPC_RMW(T, type, ptr, strict, CSWAP, newval, &oldval)                            \
        return old;                                                                            \
    }                                                                                          \
    type PGAS_BUPC_FN(atomic##T##_fetchnot_##sfx)(PGAS_BUPC_PTR ptr)                           \
    {                                                                                          \
        type old, ones = (type)~(type)0;                                                       \
        PGAS_BUPC_RMW(T, type, ptr, strict, BXOR, ones, NULL)                                  \
        return old;                                                                            \
    }                                                                                          \
    PGAS_BUPC_ATOMIC_FETCH(T, type, sfx, strict, swap, SET)                                    \
    PGAS_BUPC_ATOMIC_FETCH(T, type, sfx, strict, fetchadd, SUM)                                \
    PGAS_BUPC_ATOMIC_FETCH(T, type, sfx, strict, fetchand, BAND)                               \
    PGAS_BUPC_ATOMIC_FETCH(T, type, sfx, strict, fetchor, BOR)                                 \
    PGAS_BUPC_ATOMIC_FETCH(T, type, sfx, strict, fetchxor, BXOR)

#define PGAS_BUPC_ATOMIC_DEFS                                                                  \
    PGAS_BUPC_ATOMIC_FAMILY_DEFS(I32, int32_t, relaxed, 0)                                     \
    PGAS_BUPC_ATOMIC_FAMILY_DEFS(I32, int32_t, strict, 1)                                      \
    PGAS_BUPC_ATOMIC_FAMILY_DEFS(U32, uint32_t, relaxed, 0)                                    \
    PGAS_BUPC_ATOMIC_FAMILY_DEFS(U32, uint32_t, strict, 1)                                     \
    PGAS_BUPC_ATOMIC_FAMILY_DEFS(I64, int64_t, relaxed, 0)                                     \
    PGAS_BUPC_ATOMIC_FAMILY_DEFS(I64, int64_t, strict, 1)                                      \
    PGAS_BUPC_ATOMIC_FAMILY_DEFS(U64, uint64_t, relaxed, 0)                                    \
    PGAS_BUPC_ATOMIC_FAMILY_DEFS(U64, uint64_t, strict, 1)

PGAS_BUPC_ATOMIC_DEFS

#endif

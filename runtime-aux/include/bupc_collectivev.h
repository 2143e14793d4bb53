/* bupc_collectivev.h - collectives over values: each thread gives one value of a type (an
   integer, floating, pointer or structure type; a type name is the first argument) and gets
   one back, without shared buffers. Every thread of the program calls each of them, with the
   same single-valued arguments (the root thread, the operation), in the same order; they
   synchronise as the UPC collectives with UPC_IN_MYSYNC | UPC_OUT_MYSYNC do.
     bupc_allv_broadcast(T, v, root)           root's v, on every thread
     bupc_allv_scatter(T, root, array)         array[MYTHREAD] of root's array of THREADS values
     bupc_allv_gather(T, v, root, array)       root's array[i] gets thread i's v; returns array
                                               (the array is only used on root)
     bupc_allv_gather_all(T, v, array)         every thread's array[i] gets thread i's v;
                                               returns array
     bupc_allv_permute(T, v, to)               v goes to thread `to` (the `to` of the threads
                                               are a permutation); returns the value received
     bupc_allv_reduce(T, v, root, op)          the reduction of every thread's v with op (UPC_ADD,
                                               UPC_MULT, UPC_AND, UPC_OR, UPC_XOR, UPC_LOGAND,
                                               UPC_LOGOR, UPC_MIN, UPC_MAX; the bitwise ones on
                                               integer types only) in thread order, on root
                                               (other threads get an unspecified value)
     bupc_allv_reduce_all(T, v, op)            the same, on every thread
     bupc_allv_prefix_reduce(T, v, op)         the reduction of the v of threads 0..MYTHREAD
   v may be any expression of type T. The upc_allv_ spellings name the same macros. Part of
   pgas-xlate. */
#ifndef PGAS_BUPC_COLLECTIVEV_H
#define PGAS_BUPC_COLLECTIVEV_H

#include <upc.h>
#include <upc_collective.h>
#include <stddef.h>

#define BUPC_COLLECTIVEV_VERSION_MAJOR 1
#define BUPC_COLLECTIVEV_VERSION_MINOR 2

/* The operation of bupc_allv_collective (what the macros call). */
#define BUPC_ALLV_BROADCAST 0
#define BUPC_ALLV_SCATTER 1
#define BUPC_ALLV_GATHER 2
#define BUPC_ALLV_GATHER_ALL 3
#define BUPC_ALLV_PERMUTE 4
#define BUPC_ALLV_REDUCE 5
#define BUPC_ALLV_REDUCE_ALL 6
#define BUPC_ALLV_PREFIX_REDUCE 7
/* The class of a reduction's type: 1 signed integer, 2 unsigned integer, 3 floating. */
#define BUPC_ALLV_CLASS(T)                                                                     \
    ((T)0.5f == (T)0 ? ((T)-1 < (T)0 ? 1 : 2) : 3)
/* value: the address of this thread's value (size bytes); thread: the root or the target;
   array: the local array of THREADS values of a scatter or a gather. Returns the address of the
   result: the array of a gather, else a buffer of this thread holding the value (valid until
   its next call). */
void *bupc_allv_collective(int what, const void *value, size_t size, int thread, upc_op_t op,
                           int typeclass, void *array);

#define bupc_allv_broadcast(T, v, root)                                                        \
    (*(T *)bupc_allv_collective(BUPC_ALLV_BROADCAST, (T[1]){ (v) }, sizeof(T), (root), 0, 0,  \
                                NULL))
#define bupc_allv_scatter(T, root, array)                                                      \
    (*(T *)bupc_allv_collective(BUPC_ALLV_SCATTER, NULL, sizeof(T), (root), 0, 0,            \
                                (void *)(array)))
#define bupc_allv_gather(T, v, root, array)                                                    \
    ((T *)bupc_allv_collective(BUPC_ALLV_GATHER, (T[1]){ (v) }, sizeof(T), (root), 0, 0,      \
                               (void *)(array)))
#define bupc_allv_gather_all(T, v, array)                                                      \
    ((T *)bupc_allv_collective(BUPC_ALLV_GATHER_ALL, (T[1]){ (v) }, sizeof(T), 0, 0, 0,       \
                               (void *)(array)))
#define bupc_allv_permute(T, v, to)                                                            \
    (*(T *)bupc_allv_collective(BUPC_ALLV_PERMUTE, (T[1]){ (v) }, sizeof(T), (to), 0, 0,      \
                                NULL))
#define bupc_allv_reduce(T, v, root, op)                                                       \
    (*(T *)bupc_allv_collective(BUPC_ALLV_REDUCE, (T[1]){ (v) }, sizeof(T), (root), (op),     \
                                BUPC_ALLV_CLASS(T), NULL))
#define bupc_allv_reduce_all(T, v, op)                                                         \
    (*(T *)bupc_allv_collective(BUPC_ALLV_REDUCE_ALL, (T[1]){ (v) }, sizeof(T), 0, (op),      \
                                BUPC_ALLV_CLASS(T), NULL))
#define bupc_allv_prefix_reduce(T, v, op)                                                      \
    (*(T *)bupc_allv_collective(BUPC_ALLV_PREFIX_REDUCE, (T[1]){ (v) }, sizeof(T), 0, (op),   \
                                BUPC_ALLV_CLASS(T), NULL))

#define upc_allv_broadcast bupc_allv_broadcast
#define upc_allv_scatter bupc_allv_scatter
#define upc_allv_gather bupc_allv_gather
#define upc_allv_gather_all bupc_allv_gather_all
#define upc_allv_permute bupc_allv_permute
#define upc_allv_reduce bupc_allv_reduce
#define upc_allv_reduce_all bupc_allv_reduce_all
#define upc_allv_prefix_reduce bupc_allv_prefix_reduce

#endif

#include <ga.h>
#include <macdecls.h>
#include <upcga.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef unsigned long upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/names/clash_other.upc"
/* The second file of tests/in/names/clash.upc: it declares the shared array `a` too, so both files
   rename the program's `a_local` (it meets `--to ga`'s row of `a`) the same way, and they link. */
#include <stdlib.h>
#include <inttypes.h>
/* `shared int a[4 * THREADS]`: a GA array (one row per thread); this thread's part is a_local. */
extern int g_a;
extern int *a_local;
/* `a[i]`: read in place on its thread or node, else NGA_Get. */
static inline int a_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_a, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return a_local[pos];
    upcga_get_at(g_a, t, pos, &v, sizeof v);
    return v;
}
#line 7 "tests/in/names/clash_other.upc"
int pgasu_a_local(void) {

    return a_get(0) + 1000;
}

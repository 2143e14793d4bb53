#include <upcr.h>
#include <upcrt.h>
/* Types of the UPC library. */
typedef unsigned long upc_op_t;
typedef int upc_type_t;
typedef int upc_flag_t;
typedef upcr_handle_t upc_handle_t;
typedef uint64_t upc_tick_t;
typedef upc_tick_t bupc_tick_t;
typedef struct pgas_bupc_sem bupc_sem_t;
typedef struct pgas_upc_lock upc_lock_t;
#line 1 "tests/in/real/phase_reset.upc"
/* Conversions between pointers-to-shared of one block size (UPC 1.3 6.4.3): to a type of
   another size, or to or from an incomplete type, the result has phase 0; to and from
   `shared void *` and between types of one size the phase stays; a pointer to a row of a
   shared array converted to a pointer to its elements keeps the row's phase. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#line 8 "tests/in/real/phase_reset.upc"
struct never_defined;

upcr_shared_ptr_t halves;
upcr_shared_ptr_t words;
upcr_shared_ptr_t grid;
upcr_pshared_ptr_t published;
upcr_pshared_ptr_t errors;

static int bad;

static void expect(const char *what, size_t got, size_t want) {

    if (got != want) {
        bad++;
        printf("thread %d: %s: phase %d, expected %d\n", ((int)upcr_mythread()), what, (int)got, (int)want);
    }
}

static size_t phase_of_argument(upcr_shared_ptr_t p) {

    return upcr_phaseof_shared(p);
}

static upcr_shared_ptr_t as_words(upcr_shared_ptr_t p) {

    return upcr_shared_resetphase(p);
}

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {

    int base = 3 * ((int)upcr_mythread()), k;
    for (k = 0; k < 3; k++) {
        upcr_put_shared_val(upcr_add_shared(halves, sizeof(short), base + k, 3), 0, (short)(short)(10 * ((int)upcr_mythread()) + k), sizeof(short));
        upcr_put_shared_val(upcr_add_shared(words, sizeof(int), base + k, 3), 0, (int)(0x01020300 + 16 * ((int)upcr_mythread()) + k), sizeof(int));
    }
    {
#line 43 "tests/in/real/phase_reset.upc"
        int upcrt_nested1 = upcrt_forall_control;
        upcrt_forall_control = 1;
#line 43 "tests/in/real/phase_reset.upc"
        for (k = 0; k < 8 * ((int)upcr_threads()); k++) {
#line 43 "tests/in/real/phase_reset.upc"
            if (!upcrt_nested1 && !(upcr_threadof_shared(upcr_add_shared(grid, sizeof(int), (long)(k / 4) * 4 + k % 4, 6)) == ((int)upcr_mythread())))
                continue;
#line 44 "tests/in/real/phase_reset.upc"
            upcr_put_shared_val(upcr_add_shared(grid, sizeof(int), (long)(k / 4) * 4 + k % 4, 6), 0, (int)(100 + k), sizeof(int));
        }
#line 43 "tests/in/real/phase_reset.upc"
        upcrt_forall_control = upcrt_nested1;
    }
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);

    upcr_shared_ptr_t h = upcr_add_shared(halves, sizeof(short), base + 2, 3);
    expect("short element", upcr_phaseof_shared(h), 2);

    /* another element size: phase 0, same thread and address */
    upcr_shared_ptr_t w = upcr_shared_resetphase(h);
    expect("short to int", upcr_phaseof_shared(w), 0);
    if (upcr_threadof_shared(w) != (size_t)((int)upcr_mythread()) || upcr_addrfield_shared(w) != upcr_addrfield_shared(h))
        bad++, printf("thread %d: short to int moved\n", ((int)upcr_mythread()));
    expect("returned", upcr_phaseof_shared(as_words(h)), 0);
    expect("argument", phase_of_argument(upcr_shared_resetphase(h)), 0);
    ({ upcr_shared_ptr_t upcrt_val2 = upcr_shared_resetphase(h); upcr_put_pshared(upcr_add_pshared1(published, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, &upcrt_val2, sizeof upcrt_val2); });
    expect("stored in a shared array", upcr_phaseof_shared(({ upcr_shared_ptr_t upcrt_val3; upcr_get_pshared(&upcrt_val3, upcr_add_pshared1(published, sizeof(upcr_shared_ptr_t), ((int)upcr_mythread())), 0, sizeof upcrt_val3); upcrt_val3; })), 0);
    upcr_shared_ptr_t kept[2];
    kept[1] = upcr_shared_resetphase(h);
    expect("stored in a private array", upcr_phaseof_shared(kept[1]), 0);

    /* a walk from phase 0: the next two bytes of words[base + 1] stay on this thread */
    upcr_shared_ptr_t c = upcr_shared_resetphase(upcr_add_shared(words, sizeof(int), base + 1, 3));
    expect("int to char", upcr_phaseof_shared(c), 0);
    if (upcr_threadof_shared(upcr_add_shared(c, sizeof(char), 2, 3)) != (size_t)((int)upcr_mythread()))
        bad++, printf("thread %d: c + 2 on thread %d\n", ((int)upcr_mythread()), (int)upcr_threadof_shared(upcr_add_shared(c, sizeof(char), 2, 3)));
    if ((char)upcr_get_shared_val(upcr_add_shared(c, sizeof(char), 0, 3), 0, sizeof(char)) != (char)(16 * ((int)upcr_mythread()) + 1) || (char)upcr_get_shared_val(upcr_add_shared(c, sizeof(char), 1, 3), 0, sizeof(char)) != 3 || (char)upcr_get_shared_val(upcr_add_shared(c, sizeof(char), 2, 3), 0, sizeof(char)) != 2)
        bad++, printf("thread %d: bytes %d %d %d\n", ((int)upcr_mythread()), (char)upcr_get_shared_val(upcr_add_shared(c, sizeof(char), 0, 3), 0, sizeof(char)), (char)upcr_get_shared_val(upcr_add_shared(c, sizeof(char), 1, 3), 0, sizeof(char)), (char)upcr_get_shared_val(upcr_add_shared(c, sizeof(char), 2, 3), 0, sizeof(char)));

    /* to and from an incomplete type: phase 0 */
    upcr_shared_ptr_t o = upcr_shared_resetphase(upcr_add_shared(words, sizeof(int), base + 1, 3));
    expect("int to incomplete", upcr_phaseof_shared(o), 0);
    upcr_shared_ptr_t from_o = upcr_shared_resetphase(o);
    expect("incomplete to int", upcr_phaseof_shared(from_o), 0);
    if ((int)upcr_get_shared_val(from_o, 0, sizeof(int)) != 0x01020300 + 16 * ((int)upcr_mythread()) + 1)
        bad++, printf("thread %d: through the incomplete type %x\n", ((int)upcr_mythread()), (int)upcr_get_shared_val(from_o, 0, sizeof(int)));

    /* the same size, and through shared void *: the phase stays */
    upcr_shared_ptr_t u = upcr_add_shared(words, sizeof(int), base + 2, 3);
    expect("int to unsigned", upcr_phaseof_shared(u), 2);
    if ((unsigned int)upcr_get_shared_val(u, 0, sizeof(unsigned int)) != 0x01020300u + 16 * ((int)upcr_mythread()) + 2)
        bad++, printf("thread %d: unsigned %x\n", ((int)upcr_mythread()), (unsigned int)upcr_get_shared_val(u, 0, sizeof(unsigned int)));
    upcr_shared_ptr_t v = upcr_add_shared(words, sizeof(int), base + 1, 3);
    expect("int to void", upcr_phaseof_shared(v), 1);
    upcr_shared_ptr_t from_v = v;
    expect("void to int", upcr_phaseof_shared(from_v), 1);
    if ((int)upcr_get_shared_val(from_v, 0, sizeof(int)) != (int)upcr_get_shared_val(upcr_add_shared(words, sizeof(int), base + 1, 3), 0, sizeof(int)) || !upcr_isequal_shared_shared(upcr_add_shared(from_v, sizeof(int), 1, 3), upcr_add_shared(words, sizeof(int), base + 2, 3)))
        bad++, printf("thread %d: through void\n", ((int)upcr_mythread()));

    /* a row of grid: row 2 * MYTHREAD + 1 starts at element 8 * MYTHREAD + 4 */
    upcr_shared_ptr_t row = upcr_add_shared(grid, sizeof(int), (long)(2 * ((int)upcr_mythread()) + 1) * 4, 6);
    expect("row to element", upcr_phaseof_shared(row), (8 * ((int)upcr_mythread()) + 4) % 6);
    if ((int)upcr_get_shared_val(row, 0, sizeof(int)) != 100 + 8 * ((int)upcr_mythread()) + 4 || (int)upcr_get_shared_val(upcr_add_shared(row, sizeof(int), 3, 6), 0, sizeof(int)) != (int)upcr_get_shared_val(upcr_add_shared(grid, sizeof(int), (long)(2 * ((int)upcr_mythread()) + 1) * 4 + 3, 6), 0, sizeof(int)))
        bad++, printf("thread %d: row %d\n", ((int)upcr_mythread()), (int)upcr_get_shared_val(row, 0, sizeof(int)));

    upcr_put_pshared_val(upcr_add_pshared1(errors, sizeof(int), ((int)upcr_mythread())), 0, (int)bad, sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == 0) {
        int total = 0;
        {
#line 101 "tests/in/real/phase_reset.upc"
            /* The loop's reads of shared arrays by its counter, in one bulk read each. */
            long upcrt_gather_lo4 = (long)0;
            long upcrt_gather_hi4 = (long)((int)upcr_threads());
#line 101 "tests/in/real/phase_reset.upc"
            if (upcrt_gather_lo4 >= 0 && upcrt_gather_hi4 <= (long)((int)upcr_threads()) && upcrt_gather_hi4 - upcrt_gather_lo4 <= (long)(16384 / sizeof(int))) {
                int upcrt_gathered5[16384 / sizeof(int)];
                if (upcrt_gather_lo4 < upcrt_gather_hi4) {
                    upcrt_get_range(upcrt_gathered5, upcr_pshared_to_shared(upcr_add_pshared1(errors, sizeof(int), upcrt_gather_lo4)), sizeof(int), 1, upcrt_gather_hi4 - upcrt_gather_lo4);
                }
#line 101 "tests/in/real/phase_reset.upc"
                for (k = 0; k < ((int)upcr_threads()); k++)
                    total += upcrt_gathered5[k - upcrt_gather_lo4];
            } else
#line 101 "tests/in/real/phase_reset.upc"
                for (k = 0; k < ((int)upcr_threads()); k++)
                    total += (int)upcr_get_pshared_val(upcr_add_pshared1(errors, sizeof(int), k), 0, sizeof(int));
        }
#line 103 "tests/in/real/phase_reset.upc"
        printf("phase resets on %d threads: %d errors\n", ((int)upcr_threads()), total);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_phase_reset(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &published, sizeof(upcr_shared_ptr_t), ((int)upcr_threads()), 0, sizeof(upcr_shared_ptr_t), "published", "shared [3] int *shared [1 * THREADS]" },
        { &errors, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "errors", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 2);
    upcr_startup_shalloc_t shared_objects[] = {
        { &halves, 3 * sizeof(short), (3 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(short), "halves", "shared [3] short [3 * THREADS]" },
        { &words, 3 * sizeof(int), (3 * ((int)upcr_threads()) + 3 - 1) / 3, 0, sizeof(int), "words", "shared [3] int [3 * THREADS]" },
        { &grid, 6 * sizeof(int), (8 * ((int)upcr_threads()) + 6 - 1) / 6, 0, sizeof(int), "grid", "shared [6] int [2 * THREADS][4]" },
    };
    upcr_startup_shalloc(shared_objects, 3);
}
static void (*const upcrt_alloc_phase_reset_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_phase_reset;

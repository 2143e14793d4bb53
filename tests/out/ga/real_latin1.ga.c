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
#line 1 "tests/in/real/latin1.upc"
/* Legacy encoding: this file is Latin-1 (ISO-8859-1), not UTF-8.
   Auteur : François -- résumé des résultats. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
/* `shared int code[THREADS]`: a GA array (one row per thread); this thread's part is code_local. */
int g_code;
int *code_local;
/* `code[i]`: read in place on its thread or node, else NGA_Get. */
static inline int code_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_code, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return code_local[pos];
    upcga_get_at(g_code, t, pos, &v, sizeof v);
    return v;
}
/* `code[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int code_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_code, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        code_local[pos] = v;
    else
        upcga_put_at(g_code, t, pos, &v, sizeof v);
    return v;
}
#line 9 "tests/in/real/latin1.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {
    // à bientôt
#line 10 "tests/in/real/latin1.upc"
    const char *s = "café naïve, Ã©tÃ© (UTF-8)";
    char c = 'é';
    code_set(MYTHREAD, (unsigned char)c + MYTHREAD);
    upcga_barrier();
    if (MYTHREAD == THREADS - 1) {
        printf("%s|%d|%d|%d\n", s, (int)strlen(s), code_get(0), c == (char)0xe9);
        printf("§ %c\n", c);
    }
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_latin1(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_code = NGA_Create_irreg(C_INT, 2, dims, "code", block, upcga_rows);
        code_local = upcga_own_row(g_code, sizeof(int));
    }
}
static void (*const upcga_create_latin1_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_latin1;

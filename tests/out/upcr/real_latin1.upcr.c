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
#line 1 "tests/in/real/latin1.upc"
/* Legacy encoding: this file is Latin-1 (ISO-8859-1), not UTF-8.
   Auteur : François -- résumé des résultats. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#line 7 "tests/in/real/latin1.upc"
upcr_pshared_ptr_t code;

int upcrt_user_main(int upcrt_argc, char **upcrt_argv) {
    // à bientôt
#line 10 "tests/in/real/latin1.upc"
    const char *s = "café naïve, Ã©tÃ© (UTF-8)";
    char c = 'é';
    upcr_put_pshared_val(upcr_add_pshared1(code, sizeof(int), ((int)upcr_mythread())), 0, (int)((unsigned char)c + ((int)upcr_mythread())), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
        printf("%s|%d|%d|%d\n", s, (int)strlen(s), (int)upcr_get_pshared_val(code, 0, sizeof(int)), c == (char)0xe9);
        printf("§ %c\n", c);
    }
    return 0;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_latin1(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &code, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "code", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_latin1_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_latin1;

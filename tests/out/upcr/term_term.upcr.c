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
#line 1 "tests/in/termination/term.upc"
/* term.upc - UPC program termination: the mode (argv[1]) says how each thread ends. Every
   print is a bracketed token; the test counts them in the job's output. */
#include <upcr_lib.h>
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#line 10 "tests/in/termination/term.upc"
upcr_pshared_ptr_t counter;

static void finish(int code) {

    printf("[finish %d]", ((int)upcr_mythread()));
    exit(code);
}

static void bye(void) {

    printf("[atexit %d]", ((int)upcr_mythread()));
}

int upcrt_user_main(int argc, char **argv) {

    const char *mode = argc > 1 ? argv[1] : "all_return";
    upcr_put_pshared_val(upcr_add_pshared1(counter, sizeof(int), ((int)upcr_mythread())), 0, (int)((int)upcr_mythread()), sizeof(int));
    upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
    if (!strcmp(mode, "all_return")) {
        /* no newline, no fflush */
#line 29 "tests/in/termination/term.upc"
        printf("[out %d]", ((int)upcr_mythread()));
        return 0;
    }
    if (!strcmp(mode, "one_exits")) {
        /* The last thread prints the result and exits; the others fall off main. */
        if (((int)upcr_mythread()) == ((int)upcr_threads()) - 1) {
            int sum = 0;
            for (int t = 0; t < ((int)upcr_threads()); t++)
                sum += (int)upcr_get_pshared_val(upcr_add_pshared1(counter, sizeof(int), t), 0, sizeof(int));
            printf("[result %d]", sum);
            exit(0);
        }
        return 0;
    }
    if (!strcmp(mode, "all_exit_same")) {
        printf("[exit %d]", ((int)upcr_mythread()));
        exit(5);
    }
    if (!strcmp(mode, "all_exit_different")) {
        /* Thread t > 0 exits with 20 + t, thread 0 returns 0: the status is thread 1's. */
        printf("[exit %d]", ((int)upcr_mythread()));
        if (((int)upcr_mythread()) == 0)
            return 0;
        exit(20 + ((int)upcr_mythread()));
    }
    if (!strcmp(mode, "exit_in_forall")) {
        int i;
        {
#line 56 "tests/in/termination/term.upc"
            int upcrt_nested1 = upcrt_forall_control;
            upcrt_forall_control = 1;
#line 56 "tests/in/termination/term.upc"
            i = 0;
#line 56 "tests/in/termination/term.upc"
            if (!upcrt_nested1)
                i = upcrt_forall_first(i, 1);
#line 56 "tests/in/termination/term.upc"
            for (; i < 4 * ((int)upcr_threads()); i = upcrt_nested1 ? i + 1 : upcrt_forall_next(i, 1)) {
                if (i == 4 * ((int)upcr_threads()) - 1) {
                    printf("[forall exit %d]", i);
                    exit(7);
                }
            }
#line 56 "tests/in/termination/term.upc"
            upcrt_forall_control = upcrt_nested1;
        }
#line 62 "tests/in/termination/term.upc"
        printf("[forall done %d]", ((int)upcr_mythread()));
        return 0;
    }
    if (!strcmp(mode, "exit_in_function")) {
        if (((int)upcr_mythread()) == ((int)upcr_threads()) / 2)
            finish(4);
        printf("[return %d]", ((int)upcr_mythread()));
        return 0;
    }
    if (!strcmp(mode, "global_exit")) {
        /* Thread 0 ends every thread while the others wait in a barrier. */
        if (((int)upcr_mythread()) == 0) {
            usleep(200000);
            printf("[global exit]");
            upcr_global_exit(9);
        }
        printf("[waiting %d]", ((int)upcr_mythread()));
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        printf("[FAIL: passed the barrier %d]", ((int)upcr_mythread()));
        return 0;
    }
    if (!strcmp(mode, "atexit")) {
        atexit(bye);
        if (((int)upcr_mythread()) == 0)
            exit(0);
        return 0;
    }
    if (!strcmp(mode, "barriers_then_end")) {
        /* Many barriers, then every thread ends at once after the last, or soon after: a thread
           that left the last barrier and ended is no error for the others still in it. Thread 0
           first counts the threads on other nodes (the test runs this across nodes too). */
        int far = 0;
        for (int t = 0; t < ((int)upcr_threads()); t++)
            far += bupc_thread_distance(((int)upcr_mythread()), t) == 3;
        for (int i = 0; i < 20; i++) {
            upcr_put_pshared_val(upcr_add_pshared1(counter, sizeof(int), (((int)upcr_mythread()) + i) % ((int)upcr_threads())), 0, (int)i, sizeof(int));
            upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        }
        if (((int)upcr_mythread()) % 2)
            usleep(1000 * ((int)upcr_mythread()));
        if (((int)upcr_mythread()) == 0)
            printf("[far %d]", far);
        printf("[ended %d]", ((int)upcr_mythread()));
        return 0;
    }
    if (!strcmp(mode, "exit_before_barrier")) {
        /* Thread 0 ends while the others wait for it in a barrier: reported, not a hang. */
        if (((int)upcr_mythread()) == 0)
            return 0;
        /* [exit_before_barrier waits here] */
#line 111 "tests/in/termination/term.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        return 0;
    }
    if (!strcmp(mode, "lowest_waiter_busy")) {
        /* Thread 0 ends; thread 1 stays away from the barrier the others wait in for longer
           than the runtimes give the lowest-numbered thread to report it: another reports it. */
        if (((int)upcr_mythread()) == 0)
            return 0;
        if (((int)upcr_mythread()) == 1)
            sleep(60);
        /* [lowest_waiter_busy waits here] */
#line 121 "tests/in/termination/term.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        printf("[FAIL: passed the barrier %d]", ((int)upcr_mythread()));
        return 0;
    }
    if (!strcmp(mode, "notify_then_end")) {
        /* Thread 0 ends with a upc_notify pending: the barrier it notified completes for the
           others, the next one never can (reported, not a hang). */
        if (((int)upcr_mythread()) == 0) {
            upcr_notify(0, UPCR_BARRIERFLAG_ANONYMOUS);
            return 0;
        }
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        printf("[passed %d]", ((int)upcr_mythread()));
        fflush(stdout);
        /* [notify_then_end waits here] */
#line 135 "tests/in/termination/term.upc"
        upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);
        printf("[FAIL: passed the second barrier %d]", ((int)upcr_mythread()));
        return 0;
    }
    printf("unknown mode %s\n", mode);
    return 2;
}
/* Allocates the shared data of this file (every thread, same order). */
static void upcrt_alloc_term(void) {
    upcr_startup_pshalloc_t pshared_objects[] = {
        { &counter, sizeof(int), ((int)upcr_threads()), 0, sizeof(int), "counter", "shared int [1 * THREADS]" },
    };
    upcr_startup_pshalloc(pshared_objects, 1);
}
static void (*const upcrt_alloc_term_entry)(void) __attribute__((used, section("upcrt_alloc"))) = upcrt_alloc_term;

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
#line 1 "tests/in/termination/term.upc"
/* term.upc - UPC program termination: the mode (argv[1]) says how each thread ends. Every
   print is a bracketed token; the test counts them in the job's output. */
#include <stdlib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
/* `shared int counter[THREADS]`: a GA array (one row per thread); this thread's part is counter_local. */
int g_counter;
int *counter_local;
/* `counter[i]`: read in place on its thread or node, else NGA_Get. */
static inline int counter_get(long i) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(int), 0);
    int v;
    if (t == MYTHREAD)
        return counter_local[pos];
    upcga_get_at(g_counter, t, pos, &v, sizeof v);
    return v;
}
/* `counter[i]` = v: written in place on its thread or node, else NGA_Put. */
static inline int counter_set(long i, int v) {
    int t = upcga_owner(i, 1);
    long pos = upcga_row_index(i, 1);
    UPCGA_CHECK_ELEMENT(g_counter, t, pos, sizeof(int), 1);
    if (t == MYTHREAD)
        counter_local[pos] = v;
    else
        upcga_put_at(g_counter, t, pos, &v, sizeof v);
    return v;
}
#line 12 "tests/in/termination/term.upc"
static void finish(int code) {

    printf("[finish %d]", MYTHREAD);
    exit(code);
}

static void bye(void) {

    printf("[atexit %d]", MYTHREAD);
}

int upcga_user_main(int argc, char **argv) {

    const char *mode = argc > 1 ? argv[1] : "all_return";
    counter_set(MYTHREAD, MYTHREAD);
    upcga_barrier();
    if (!strcmp(mode, "all_return")) {
        /* no newline, no fflush */
#line 29 "tests/in/termination/term.upc"
        printf("[out %d]", MYTHREAD);
        return 0;
    }
    if (!strcmp(mode, "one_exits")) {
        /* The last thread prints the result and exits; the others fall off main. */
        if (MYTHREAD == THREADS - 1) {
            int sum = 0;
            for (int t = 0; t < THREADS; t++)
                sum += counter_get(t);
            printf("[result %d]", sum);
            exit(0);
        }
        return 0;
    }
    if (!strcmp(mode, "all_exit_same")) {
        printf("[exit %d]", MYTHREAD);
        exit(5);
    }
    if (!strcmp(mode, "all_exit_different")) {
        /* Thread t > 0 exits with 20 + t, thread 0 returns 0: the status is thread 1's. */
        printf("[exit %d]", MYTHREAD);
        if (MYTHREAD == 0)
            return 0;
        exit(20 + MYTHREAD);
    }
    if (!strcmp(mode, "exit_in_forall")) {
        int i;
        {
#line 56 "tests/in/termination/term.upc"
            int upcga_nested1 = upcga_forall_control;
            upcga_forall_control = 1;
#line 56 "tests/in/termination/term.upc"
            i = 0;
#line 56 "tests/in/termination/term.upc"
            if (!upcga_nested1)
                i = upcga_forall_first(i, 1);
#line 56 "tests/in/termination/term.upc"
            for (; i < 4 * THREADS; i = upcga_nested1 ? i + 1 : upcga_forall_next(i, 1)) {
                if (i == 4 * THREADS - 1) {
                    printf("[forall exit %d]", i);
                    exit(7);
                }
            }
#line 56 "tests/in/termination/term.upc"
            upcga_forall_control = upcga_nested1;
        }
#line 62 "tests/in/termination/term.upc"
        printf("[forall done %d]", MYTHREAD);
        return 0;
    }
    if (!strcmp(mode, "exit_in_function")) {
        if (MYTHREAD == THREADS / 2)
            finish(4);
        printf("[return %d]", MYTHREAD);
        return 0;
    }
    if (!strcmp(mode, "global_exit")) {
        /* Thread 0 ends every thread while the others wait in a barrier. */
        if (MYTHREAD == 0) {
            usleep(200000);
            printf("[global exit]");
            upcga_global_exit(9);
        }
        printf("[waiting %d]", MYTHREAD);
        upcga_barrier();
        printf("[FAIL: passed the barrier %d]", MYTHREAD);
        return 0;
    }
    if (!strcmp(mode, "atexit")) {
        atexit(bye);
        if (MYTHREAD == 0)
            exit(0);
        return 0;
    }
    if (!strcmp(mode, "barriers_then_end")) {
        /* Many barriers, then every thread ends at once after the last, or soon after: a thread
           that left the last barrier and ended is no error for the others still in it. Thread 0
           first counts the threads on other nodes (the test runs this across nodes too). */
        int far = 0;
        for (int t = 0; t < THREADS; t++)
            far += upcga_bupc_thread_distance(MYTHREAD, t) == 3;
        for (int i = 0; i < 20; i++) {
            counter_set((MYTHREAD + i) % THREADS, i);
            upcga_barrier();
        }
        if (MYTHREAD % 2)
            usleep(1000 * MYTHREAD);
        if (MYTHREAD == 0)
            printf("[far %d]", far);
        printf("[ended %d]", MYTHREAD);
        return 0;
    }
    if (!strcmp(mode, "exit_before_barrier")) {
        /* Thread 0 ends while the others wait for it in a barrier: reported, not a hang. */
        if (MYTHREAD == 0)
            return 0;
        /* [exit_before_barrier waits here] */
#line 111 "tests/in/termination/term.upc"
        upcga_barrier();
        return 0;
    }
    if (!strcmp(mode, "lowest_waiter_busy")) {
        /* Thread 0 ends; thread 1 stays away from the barrier the others wait in for longer
           than the runtimes give the lowest-numbered thread to report it: another reports it. */
        if (MYTHREAD == 0)
            return 0;
        if (MYTHREAD == 1)
            sleep(60);
        /* [lowest_waiter_busy waits here] */
#line 121 "tests/in/termination/term.upc"
        upcga_barrier();
        printf("[FAIL: passed the barrier %d]", MYTHREAD);
        return 0;
    }
    if (!strcmp(mode, "notify_then_end")) {
        /* Thread 0 ends with a upc_notify pending: the barrier it notified completes for the
           others, the next one never can (reported, not a hang). */
        if (MYTHREAD == 0) {
            upcga_notify();
            return 0;
        }
        upcga_barrier();
        printf("[passed %d]", MYTHREAD);
        fflush(stdout);
        /* [notify_then_end waits here] */
#line 135 "tests/in/termination/term.upc"
        upcga_barrier();
        printf("[FAIL: passed the second barrier %d]", MYTHREAD);
        return 0;
    }
    printf("unknown mode %s\n", mode);
    return 2;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_term(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_counter = NGA_Create_irreg(C_INT, 2, dims, "counter", block, upcga_rows);
        counter_local = upcga_own_row(g_counter, sizeof(int));
    }
}
static void (*const upcga_create_term_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_term;

/* term.upc - UPC program termination: the mode (argv[1]) says how each thread ends. Every
   print is a bracketed token; the test counts them in the job's output. */
#include <upc.h>
#include <bupc_extensions.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

shared int counter[THREADS];

static void finish(int code)
{
    printf("[finish %d]", MYTHREAD);
    exit(code);
}

static void bye(void)
{
    printf("[atexit %d]", MYTHREAD);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "all_return";
    counter[MYTHREAD] = MYTHREAD;
    upc_barrier;
    if (!strcmp(mode, "all_return")) {
        printf("[out %d]", MYTHREAD); /* no newline, no fflush */
        return 0;
    }
    if (!strcmp(mode, "one_exits")) {
        /* The last thread prints the result and exits; the others fall off main. */
        if (MYTHREAD == THREADS - 1) {
            int sum = 0;
            for (int t = 0; t < THREADS; t++)
                sum += counter[t];
            printf("[result %d]", sum);
            exit(EXIT_SUCCESS);
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
        upc_forall (i = 0; i < 4 * THREADS; i++; i) {
            if (i == 4 * THREADS - 1) {
                printf("[forall exit %d]", i);
                exit(7);
            }
        }
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
            upc_global_exit(9);
        }
        printf("[waiting %d]", MYTHREAD);
        upc_barrier;
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
            far += bupc_thread_distance(MYTHREAD, t) == BUPC_THREADS_FAR;
        for (int i = 0; i < 20; i++) {
            counter[(MYTHREAD + i) % THREADS] = i;
            upc_barrier;
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
        upc_barrier; /* [exit_before_barrier waits here] */
        return 0;
    }
    if (!strcmp(mode, "lowest_waiter_busy")) {
        /* Thread 0 ends; thread 1 stays away from the barrier the others wait in for longer
           than the runtimes give the lowest-numbered thread to report it: another reports it. */
        if (MYTHREAD == 0)
            return 0;
        if (MYTHREAD == 1)
            sleep(60);
        upc_barrier; /* [lowest_waiter_busy waits here] */
        printf("[FAIL: passed the barrier %d]", MYTHREAD);
        return 0;
    }
    if (!strcmp(mode, "notify_then_end")) {
        /* Thread 0 ends with a upc_notify pending: the barrier it notified completes for the
           others, the next one never can (reported, not a hang). */
        if (MYTHREAD == 0) {
            upc_notify;
            return 0;
        }
        upc_barrier;
        printf("[passed %d]", MYTHREAD);
        fflush(stdout);
        upc_barrier; /* [notify_then_end waits here] */
        printf("[FAIL: passed the second barrier %d]", MYTHREAD);
        return 0;
    }
    printf("unknown mode %s\n", mode);
    return 2;
}

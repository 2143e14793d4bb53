/* pgas_where.h - the UPC source location of a runtime error, shared by both runtimes
   (runtime-aux/upcr and runtime-aux/ga-aux); included by one file of each.

   Translated files carry #line directives and are compiled with -g, so the debug information
   of the program maps code addresses to lines of the UPC source. On a fatal error the runtime
   walks its own call stack, asks addr2line (binutils) for the source position of each frame of
   the program, and reports the first one that is not in a runtime. Frames of shared libraries
   (libc, MPI) are skipped. Nothing is needed from the generated code, and a failure here only
   loses the location. */
#ifndef PGAS_WHERE_H
#define PGAS_WHERE_H

#include <ctype.h>
#include <elf.h>
#include <execinfo.h>
#include <mpi.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

/* Whether the executable is position independent (addresses must be made relative). */
static int pgas_where_is_pie(const char *exe)
{
    Elf64_Ehdr h;
    FILE *f = fopen(exe, "rb");
    int pie = 0;
    if (!f)
        return 0;
    if (fread(&h, sizeof h, 1, f) == 1 && memcmp(h.e_ident, ELFMAG, SELFMAG) == 0)
        pie = h.e_type == ET_DYN;
    fclose(f);
    return pie;
}

/* A frame's file is a runtime's own (sources named upcr_*, upcga*, pgas_*, gasp_*) or code
   the translator generated outside the program's lines (the helpers of a `--to ga` file, before
   its first #line, are lines of FILE.ga.c or FILE.upcr.c). */
static int pgas_where_in_runtime(const char *file)
{
    const char *base = strrchr(file, '/'), *colon = strrchr(file, ':');
    size_t len = colon ? (size_t)(colon - file) : strlen(file);
    base = base ? base + 1 : file;
    return strncmp(base, "upcr_", 5) == 0 || strncmp(base, "upcr.", 5) == 0 || strncmp(base, "upcga", 5) == 0
        || strncmp(base, "pgas_", 5) == 0 || strncmp(base, "gasp_", 5) == 0
        || (len > 5 && strncmp(file + len - 5, ".ga.c", 5) == 0)
        || (len > 7 && strncmp(file + len - 7, ".upcr.c", 7) == 0);
}

/* The executable's code (from the linker): frames outside it are shared libraries'. */
extern char __executable_start[], etext[];

/* The variable that makes a crash report print the whole stack of the program's functions
   (upcrun's -backtrace). */
#define PGAS_BACKTRACE_VAR "PGAS_BACKTRACE"

/* The name to show for a function of the program: the user's main was renamed by the
   translation. */
static const char *pgas_user_function(const char *name)
{
    size_t len = strlen(name);
    if (len >= 10 && strcmp(name + len - 10, "_user_main") == 0)
        return "main";
    return name;
}

/* What a frame of a runtime or of a generated helper (`func`, in `file`) does for the user,
   into buf ("" when it says nothing): a runtime's transfer is the UPC call it implements
   (`upcr_memget`, `upcga_memget_nb` are "upc_memget", "upc_memget_nb"), a runtime's read or
   write of shared data is "reading shared data" or "writing shared data", and a `--to ga`
   getter or setter of a shared object (`a_get`, `a_set_strict` in FILE.ga.c) is "reading
   shared `a`" or "writing shared `a`". */
static void pgas_frame_word(const char *func, const char *file, char *buf, size_t size)
{
    static const char *const prefixes[] = { "upcr_", "upcri_", "upcga_" };
    const char *colon = strrchr(file, ':');
    size_t flen = colon ? (size_t)(colon - file) : strlen(file), len = strlen(func);
    buf[0] = 0;
    for (unsigned i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++) {
        size_t n = strlen(prefixes[i]);
        const char *rest = func + n;
        if (strncmp(func, prefixes[i], n) != 0)
            continue;
        if (strncmp(rest, "mem", 3) == 0)
            snprintf(buf, size, "upc_%s", rest);
        else if (strncmp(rest, "get", 3) == 0)
            snprintf(buf, size, "reading shared data");
        else if (strncmp(rest, "put", 3) == 0)
            snprintf(buf, size, "writing shared data");
        return;
    }
    if (flen > 5 && strncmp(file + flen - 5, ".ga.c", 5) == 0) {
        static const struct { const char *suffix, *verb; } helpers[] = {
            { "_get", "reading" }, { "_get_strict", "reading" },
            { "_set", "writing" }, { "_set_strict", "writing" },
        };
        for (unsigned i = 0; i < sizeof helpers / sizeof helpers[0]; i++) {
            size_t n = strlen(helpers[i].suffix);
            if (len > n && strcmp(func + len - n, helpers[i].suffix) == 0) {
                snprintf(buf, size, "%s shared `%.*s`", helpers[i].verb, (int)(len - n), func);
                return;
            }
        }
    }
}

/* The translation's table of the program's shared accesses (`pgas-xlate cc`): strings in the
   section pgas_access_texts of every file, each `R` or `W`, the line, a tab, the file, a tab,
   the access's source text. Absent (the weak bounds are null) in files translated alone. */
extern const char *const __start_pgas_access_texts[] __attribute__((weak));
extern const char *const __stop_pgas_access_texts[] __attribute__((weak));

/* Whether the access text `text` is one of the shared object `name`: its first identifier is
   the object's (`a[i]`, `a.x[2]` of `a`; not `ab[i]`). */
static int pgas_access_of(const char *text, const char *name, size_t len)
{
    while (*text == '(' || *text == '*' || *text == '&' || *text == ' ')
        text++;
    return strncmp(text, name, len) == 0 && !(isalnum((unsigned char)text[len]) || text[len] == '_');
}

enum { PGAS_ACCESS_CANDIDATES = 8 };

/* Whether the file of a frame (`where`, `wlen` bytes: the debug info's, made absolute with the
   directory of the compilation) is the table's `file` (`len` bytes: as the command line named
   it, `prog.upc` or `../src/prog.upc`). */
static int pgas_same_file(const char *where, size_t wlen, const char *file, size_t len)
{
    if (len == wlen)
        return strncmp(where, file, len) == 0;
    return len < wlen && where[wlen - len - 1] == '/' && strncmp(where + wlen - len, file, len) == 0;
}

/* `word` ("reading …" or "writing …", what a runtime frame or a generated helper does) made the
   user's own access at `where` ("FILE:LINE") from the table: "reading a[i]" when the line has
   one access of that kind; with several, the crash cannot tell which one faulted, so they are
   named as the candidates, in the order of the source ("reading a[i] or b[j]"), narrowed to
   those of the object a `--to ga` getter or setter names ("reading shared `a`": those of `a`,
   when any). */
static void pgas_access_word(char *word, size_t size, const char *where)
{
    const char *colon = strrchr(where, ':'), *found[PGAS_ACCESS_CANDIDATES], *name = NULL;
    int write = strncmp(word, "writing ", 8) == 0, n = 0, kept = 0;
    size_t flen, nlen = 0, pos;
    long line;
    char out[1200];
    if (!colon || (!write && strncmp(word, "reading ", 8) != 0) || !__start_pgas_access_texts)
        return;
    flen = (size_t)(colon - where);
    line = atol(colon + 1);
    for (const char *const *e = __start_pgas_access_texts; e < __stop_pgas_access_texts; e++) {
        char *tab;
        const char *file;
        int seen = 0;
        if (!*e || (*e)[0] != (write ? 'W' : 'R') || strtol(*e + 1, &tab, 10) != line || *tab != '\t')
            continue;
        file = tab + 1;
        tab = strchr(file, '\t');
        if (!tab || !pgas_same_file(where, flen, file, (size_t)(tab - file)))
            continue;
        for (int k = 0; k < n; k++)
            seen |= strcmp(found[k], tab + 1) == 0;
        if (seen)
            continue;
        if (n == PGAS_ACCESS_CANDIDATES)
            return; /* too many to name: the generic word */
        found[n++] = tab + 1;
    }
    /* "reading shared `a`": the candidates of `a`, when the table has any. */
    if (strncmp(word + 8, "shared `", 8) == 0) {
        name = word + 16;
        nlen = strcspn(name, "`");
        for (int k = 0; k < n; k++)
            kept += pgas_access_of(found[k], name, nlen);
        if (!kept)
            name = NULL;
    }
    pos = (size_t)snprintf(out, sizeof out, "%s", write ? "writing" : "reading");
    for (int k = 0, shown = 0; k < n; k++) {
        if (name && !pgas_access_of(found[k], name, nlen))
            continue;
        shown++;
        if (pos < sizeof out)
            pos += (size_t)snprintf(out + pos, sizeof out - pos, "%s%s",
                                    shown == 1 ? " " : shown == (name ? kept : n) ? " or " : ", ", found[k]);
    }
    if (n && pos < sizeof out)
        snprintf(word, size, "%s", out);
}

/* Writes "FILE:LINE" of the innermost frame of user code into buf; 0 when unknown. `pc`, when
   not NULL, is the address of the instruction that faulted (a crash): it is looked up first and
   as it is (a return address is looked up one byte back, inside its call instruction), with its
   inline chain, so a function inlined at -O2 names its own line. With `stack` (a buffer of
   `stack_size` bytes), every frame of the program (inlined ones included, innermost first) is
   written into it, one line each; the frames of the runtimes and of generated helpers below a frame of
   the program are one line before it, at its line, named by what the outermost of them does for
   the user (pgas_frame_word), when one of them says. */
static int pgas_user_location_at(void *pc, char *buf, size_t size, char *stack, size_t stack_size)
{
    void *frames[48];
    char exe[4096], cmd[8192], line[4096], func[1024], word[1200] = "", w[1200];
    int n = backtrace(frames, 48), pos, found = 0, pie, any = 0, have_func = 0;
    size_t chain_len = 0;
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    FILE *p;
    if (len <= 0 || n <= 1)
        return 0;
    exe[len] = 0;
    pie = pgas_where_is_pie(exe);
    if (stack)
        stack[0] = 0;
    /* -i: a runtime's inline function (upcr.h) or a generated helper inlined in the program's
       code gives its line, then the program's; -f: each line is preceded by its function. */
    pos = snprintf(cmd, sizeof cmd, "addr2line -i -f -e '%s'", exe);
    for (int i = pc ? 0 : 1; i < n && pos < (int)sizeof cmd - 32; i++) {
        uintptr_t a = i == 0 ? (uintptr_t)pc : (uintptr_t)frames[i] - 1; /* inside the call */
        if (i > 0 && pc && frames[i] == pc)
            continue; /* the faulting instruction, already first */
        if (a < (uintptr_t)__executable_start || a >= (uintptr_t)etext)
            continue; /* a shared library's frame */
        if (pie)
            a -= (uintptr_t)__executable_start;
        pos += snprintf(cmd + pos, sizeof cmd - pos, " %#lx", (unsigned long)a);
        any = 1;
    }
    if (!any)
        return 0;
    pos += snprintf(cmd + pos, sizeof cmd - pos, " 2>/dev/null");
    p = popen(cmd, "r");
    if (!p)
        return 0;
    while (fgets(line, sizeof line, p)) {
        char *nl = strchr(line, '\n'), *colon, *disc;
        if (nl)
            *nl = 0;
        if (!have_func) {
            snprintf(func, sizeof func, "%.*s", (int)sizeof func - 1, line);
            have_func = 1;
            continue;
        }
        have_func = 0;
        colon = strrchr(line, ':');
        disc = strstr(line, " (");
        if (disc)
            *disc = 0;
        if (line[0] == '?' || !colon || colon[1] == '?' || colon[1] == '0' || pgas_where_in_runtime(line)) {
            pgas_frame_word(func, line, w, sizeof w);
            if (w[0])
                snprintf(word, sizeof word, "%s", w);
            continue;
        }
        if (!found)
            snprintf(buf, size, "%s", line);
        found = 1;
        if (stack && word[0])
            pgas_access_word(word, sizeof word, line);
        if (stack && word[0] && chain_len < stack_size - 1)
            chain_len += (size_t)snprintf(stack + chain_len, stack_size - chain_len, "    in %s at %s\n", word, line);
        word[0] = 0;
        if (stack && chain_len < stack_size - 1)
            chain_len += (size_t)snprintf(stack + chain_len, stack_size - chain_len, "    in %s at %s\n",
                                          pgas_user_function(func), line);
    }
    pclose(p);
    return found;
}

/* Writes "FILE:LINE" of the innermost frame of user code into buf; 0 when unknown. */
static int pgas_user_location(char *buf, size_t size) { return pgas_user_location_at(NULL, buf, size, NULL, 0); }

/* ---- crashes ---------------------------------------------------------------------------------
   A crash of the program (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT) is reported once, in the form of the
   runtime's errors, and ends the whole job with status 1. The handler runs on its own stack (a
   stack overflow is a SIGSEGV too) and is reset on entry, so a crash inside it ends the process. */

static int pgas_crash_thread;

/* After a report on standard error, before the job is torn down: a moment for the launcher to
   forward it (MPICH's launcher may otherwise drop it, seen under load). Async-signal-safe. */
static void pgas_let_launcher_forward(void)
{
    struct timespec moment = {0, 300 * 1000 * 1000};
    nanosleep(&moment, NULL);
}

/* The address of the instruction that faulted, from the signal's context (NULL if unknown). */
static void *pgas_fault_pc(void *context)
{
    ucontext_t *uc = (ucontext_t *)context;
    if (!uc)
        return NULL;
#if defined(__x86_64__)
    return (void *)uc->uc_mcontext.gregs[16]; /* REG_RIP */
#elif defined(__aarch64__)
    return (void *)uc->uc_mcontext.pc;
#else
    return NULL;
#endif
}

static void pgas_crash_handler(int sig, siginfo_t *info, void *context)
{
    static char report[8192];
    char where[1024], chain[6144] = "";
    size_t len;
    const char *backtrace_var = getenv(PGAS_BACKTRACE_VAR);
    int stack = backtrace_var && backtrace_var[0] && strcmp(backtrace_var, "0") != 0;
    /* abort() faults in the C library: its caller's line is the one to report. */
    void *pc = sig == SIGABRT ? NULL : pgas_fault_pc(context);
    const char *what = sig == SIGSEGV  ? "segmentation fault (SIGSEGV): an invalid memory access"
                       : sig == SIGBUS ? "bus error (SIGBUS): an invalid memory access"
                       : sig == SIGFPE ? "arithmetic exception (SIGFPE), such as a division by zero"
                       : sig == SIGILL ? "illegal instruction (SIGILL), such as __builtin_trap()"
                                       : "the program called abort (SIGABRT)";
    (void)info;
    fflush(stdout);
    /* The report's line, then (PGAS_BACKTRACE) the stack, written at once: when several threads
       crash together, each report stays whole (one write of the pipe to the launcher). */
    if (pgas_user_location_at(pc, where, sizeof where, stack ? chain : NULL, sizeof chain))
        len = (size_t)snprintf(report, sizeof report, "%s: UPC runtime error (thread %d): %s\n%s", where,
                               pgas_crash_thread, what, chain);
    else
        len = (size_t)snprintf(report, sizeof report, "UPC runtime error (thread %d): %s\n%s", pgas_crash_thread,
                               what, chain);
    if (len >= sizeof report)
        len = sizeof report - 1;
    fflush(stderr);
    if (write(STDERR_FILENO, report, len) < 0)
        len = 0;
    /* A crash inside MPI may leave MPI_Abort waiting for itself: the alarm (its default action,
       the handlers being reset) then ends this process, and the launcher the job. */
    alarm(20);
    pgas_let_launcher_forward();
    MPI_Abort(MPI_COMM_WORLD, 1);
    _exit(1);
}

/* ---- waiting for a debugger ---------------------------------------------------------------------
   UPC_FREEZE set (and not 0), as `pgas-xlate run -freeze` sets it: each process prints its pid
   at start-up and waits until a debugger attached to it clears pgas_frozen. */

static volatile int pgas_frozen = 1;

static void pgas_freeze_for_debugger(int thread)
{
    const char *v = getenv("UPC_FREEZE");
    char host[256] = "";
    if (!v || !*v || strcmp(v, "0") == 0)
        return;
    gethostname(host, sizeof host - 1);
    fprintf(stderr,
            "thread %d (pid %d on %s) waits for a debugger: gdb -p %d, then `set var pgas_frozen = 0` "
            "and `continue`\n",
            thread, (int)getpid(), host, (int)getpid());
    fflush(stderr);
    while (pgas_frozen)
        sleep(1);
}

/* Installs the crash handler for `thread` (after MPI's start-up, which installs its own); first
   waits for a debugger when asked (UPC_FREEZE). */
static void pgas_catch_crashes(int thread)
{
    static char stack[1 << 16];
    stack_t ss = { .ss_sp = stack, .ss_size = sizeof stack, .ss_flags = 0 };
    struct sigaction sa;
    const int sigs[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
    pgas_crash_thread = thread;
    pgas_freeze_for_debugger(thread);
    sigaltstack(&ss, NULL);
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = pgas_crash_handler;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    for (unsigned i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        sigaction(sigs[i], &sa, NULL);
}

/* ---- the watchdog ------------------------------------------------------------------------------
   A thread that waits in a barrier or in upc_lock longer than
   UPC_WATCHDOG_SECONDS reports a deadlock and ends the job; unset, empty or 0: no limit (the
   default: a barrier may rightly wait for a long computation of another thread). */

#define PGAS_WATCHDOG_VAR "UPC_WATCHDOG_SECONDS"

/* The limit in seconds, 0 for none (read once). */
static double pgas_watchdog_limit(void)
{
    static double limit = -1;
    if (limit < 0) {
        const char *v = getenv(PGAS_WATCHDOG_VAR);
        limit = v ? atof(v) : 0;
        if (!(limit > 0))
            limit = 0;
    }
    return limit;
}

static double pgas_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* An error that every waiting thread detects (a barrier that a thread which ended can never
   reach) is reported once: at once by the lowest-numbered thread that has not ended, by another
   only if the job still runs PGAS_REPORT_GRACE seconds after it first saw the error (the lowest
   one is not waiting where it would see it: a long computation, another wait). No message
   between the threads is needed, so nothing here can hang. `lower_alive`: a thread numbered
   below this one has not ended, as far as this thread knows; `*first_seen`: 0 until this thread
   first sees the error (set here). Returns whether this thread reports it now. */
#define PGAS_REPORT_GRACE 10.0

static int pgas_report_now(int lower_alive, double *first_seen)
{
    double now = pgas_now();
    if (!lower_alive)
        return 1;
    if (*first_seen == 0)
        *first_seen = now;
    return now - *first_seen >= PGAS_REPORT_GRACE;
}

/* The runtime error of a wait in `what` ("a barrier", "upc_lock") that passed the limit. */
static void pgas_watchdog_message(char *buf, size_t size, const char *what)
{
    snprintf(buf, size,
             "deadlock: this thread has waited %g seconds in %s (the watchdog limit, " PGAS_WATCHDOG_VAR ")",
             pgas_watchdog_limit(), what);
}

/* An error every thread detects at once (mismatched barrier values): thread 0 reports it, the
   others give it time to end the job first. */
static void pgas_let_thread0_report(int thread)
{
    if (thread != 0)
        sleep(10);
}

#include "pgas_report.h"

/* After a runtime error's report: the job ends. A moment first, so that the launcher forwards
   the report before the abort tears the job down (MPICH's launcher may otherwise drop it). */
static void pgas_abort_after_report(void)
{
    pgas_let_launcher_forward();
    MPI_Abort(MPI_COMM_WORLD, 1);
}

#endif

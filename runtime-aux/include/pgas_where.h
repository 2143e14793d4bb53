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

#include <dlfcn.h>
#include <elf.h>
#include <execinfo.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
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

/* A frame's file is a runtime's own (sources named upcr_*, upcga*, pgas_*, gasp_*). */
static int pgas_where_in_runtime(const char *file)
{
    const char *base = strrchr(file, '/');
    base = base ? base + 1 : file;
    return strncmp(base, "upcr_", 5) == 0 || strncmp(base, "upcr.", 5) == 0 || strncmp(base, "upcga", 5) == 0
        || strncmp(base, "pgas_", 5) == 0 || strncmp(base, "gasp_", 5) == 0;
}

/* Writes "FILE:LINE" of the innermost frame of user code into buf; 0 when unknown. */
static int pgas_user_location(char *buf, size_t size)
{
    void *frames[48];
    char exe[4096], cmd[8192], line[4096];
    int n = backtrace(frames, 48), pos, found = 0, pie, any = 0;
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    Dl_info self;
    FILE *p;
    if (len <= 0 || n <= 1 || !dladdr((void *)pgas_user_location, &self))
        return 0;
    exe[len] = 0;
    pie = pgas_where_is_pie(exe);
    pos = snprintf(cmd, sizeof cmd, "addr2line -e '%s'", exe);
    for (int i = 1; i < n && pos < (int)sizeof cmd - 32; i++) {
        Dl_info info;
        uintptr_t a = (uintptr_t)frames[i] - 1; /* inside the call instruction */
        if (!dladdr(frames[i], &info) || info.dli_fbase != self.dli_fbase)
            continue; /* a shared library's frame */
        if (pie)
            a -= (uintptr_t)info.dli_fbase;
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
        char *nl = strchr(line, '\n'), *colon = strrchr(line, ':'), *disc = strstr(line, " (");
        if (nl)
            *nl = 0;
        if (disc)
            *disc = 0;
        if (found || line[0] == '?' || !colon || colon[1] == '?' || colon[1] == '0'
            || pgas_where_in_runtime(line))
            continue;
        snprintf(buf, size, "%s", line);
        found = 1;
    }
    pclose(p);
    return found;
}

#endif

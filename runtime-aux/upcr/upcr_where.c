/* upcr_where.c - the UPC source location of a runtime error.

   Translated files carry #line directives and are compiled with -g, so the debug information
   of the program maps code addresses to lines of the UPC source. On a fatal error the runtime
   walks its own call stack, asks addr2line (binutils) for the source position of each frame of
   the program, and reports the first one that is not in the runtime itself. Nothing is needed
   from the generated code, and a failure here only loses the location. */
#define _GNU_SOURCE
#include "upcr_internal.h"

#include <dlfcn.h>
#include <elf.h>
#include <execinfo.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Whether the executable is position independent (addresses must be made relative). */
static int executable_is_pie(const char *exe)
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

/* A frame's file is the runtime's own (its sources are named upcr_*.c). */
static int in_runtime(const char *file)
{
    const char *base = strrchr(file, '/');
    base = base ? base + 1 : file;
    return strncmp(base, "upcr_", 5) == 0 || strncmp(base, "upcr.", 5) == 0;
}

int upcri_user_location(char *buf, size_t size)
{
    void *frames[48];
    char exe[4096], cmd[8192], line[4096];
    int n = backtrace(frames, 48), pos, found = 0, pie;
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    FILE *p;
    if (len <= 0 || n <= 1)
        return 0;
    exe[len] = 0;
    pie = executable_is_pie(exe);
    pos = snprintf(cmd, sizeof cmd, "addr2line -e '%s'", exe);
    for (int i = 1; i < n && pos < (int)sizeof cmd - 32; i++) {
        Dl_info info;
        uintptr_t a = (uintptr_t)frames[i] - 1; /* inside the call instruction */
        if (dladdr(frames[i], &info) && info.dli_fname && pie)
            a -= (uintptr_t)info.dli_fbase;
        pos += snprintf(cmd + pos, sizeof cmd - pos, " %#lx", (unsigned long)a);
    }
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
        if (found || line[0] == '?' || !colon || colon[1] == '?' || colon[1] == '0' || in_runtime(line))
            continue;
        snprintf(buf, size, "%s", line);
        found = 1;
    }
    pclose(p);
    return found;
}

/* pgas_names.h - small text helpers shared by the runtime (`--to upcr`) and the auxiliary
   library of `--to ga`. */
#ifndef PGAS_NAMES_H
#define PGAS_NAMES_H

#include <stddef.h>
#include <string.h>

/* The runtime error of a shared access outside the bounds of the object it reaches (under
   `--checks`; `--to ga` also without): "write" or "read", the bytes, the thread. */
#define PGAS_BOUNDS_ERROR "out-of-bounds shared access: a %s of %zu bytes on thread %d outside the shared object"

/* The `i`th name of a comma-separated list (", " or "," between names), into buf; "value"
   when the list is shorter. */
static inline const char *pgas_nth_name(const char *list, int i, char *buf, size_t size)
{
    const char *s = list;
    size_t len;
    for (; i > 0 && s; i--) {
        s = strchr(s, ',');
        if (s)
            s += s[1] == ' ' ? 2 : 1;
    }
    if (!s)
        return "value";
    len = strcspn(s, ",");
    if (len >= size)
        len = size - 1;
    memcpy(buf, s, len);
    buf[len] = 0;
    return buf;
}

#endif

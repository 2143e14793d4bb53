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
#line 1 "tests/in/upc_io/io_errors.upc"
/* UPC-IO error returns (NULL or -1, and errno) and the file operations: a missing file, bad
   flag combinations, UPC_EXCL, access modes, misuse of the file pointer types, bad seeks and
   commands; every upc_all_fcntl command, sizes, preallocation, UPC_STRONG_CA, hints,
   UPC_DELETE_ON_CLOSE. */
#include <stdlib.h>
#include <inttypes.h>
#include <upcga_io.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
/* `shared int sbuf[THREADS]`: a GA array (one row per thread); this thread's part is sbuf_local. */
int g_sbuf;
int *sbuf_local;
/* `&sbuf[i]`: a pointer-to-shared. */
static inline upcga_ptr_t sbuf_ref(long i) {
    upcga_ptr_t p = { g_sbuf, upcga_owner(i, 1), upcga_row_index(i, 1) * (long)sizeof(int), 0 };
    return p;
}
#line 13 "tests/in/upc_io/io_errors.upc"
int fails;
#line 23 "tests/in/upc_io/io_errors.upc"
/* upc_all_fopen fails with errno `e`. */
#line 30 "tests/in/upc_io/io_errors.upc"
int upcga_user_main(int upcga_argc, char **upcga_argv) {

    int buf[4] = { 1, 2, 3, 4 };
    const char *name;
    const struct upc_hint *hints;

    do {
#line 36 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
#line 36 "tests/in/upc_io/io_errors.upc"
        do {
#line 36 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fopen("no-such-file.dat", 1 << 0 | 1 << 4, 0, (void *)0) == (void *)0 && *__errno_location() == 2)) {
#line 36 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 36, "upc_all_fopen(\"no-such-file.dat\", (1 << 0) | (1 << 4), 0, NULL) == NULL && errno == (2)", *__errno_location());
#line 36 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    } while (0);
#line 37 "tests/in/upc_io/io_errors.upc"
    do {
#line 37 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
#line 37 "tests/in/upc_io/io_errors.upc"
        do {
#line 37 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fopen("no-such-dir/f.dat", 1 << 1 | 1 << 6 | 1 << 4, 0, (void *)0) == (void *)0 && *__errno_location() == 2)) {
#line 37 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 37, "upc_all_fopen(\"no-such-dir/f.dat\", (1 << 1) | (1 << 6) | (1 << 4), 0, NULL) == NULL && errno == (2)", *__errno_location());
#line 37 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    } while (0);
#line 38 "tests/in/upc_io/io_errors.upc"
    do {
#line 38 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
#line 38 "tests/in/upc_io/io_errors.upc"
        do {
#line 38 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fopen("bad.dat", 1 << 0 | 1 << 1 | 1 << 4, 0, (void *)0) == (void *)0 && *__errno_location() == 22)) {
#line 38 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 38, "upc_all_fopen(\"bad.dat\", (1 << 0) | (1 << 1) | (1 << 4), 0, NULL) == NULL && errno == (22)", *__errno_location());
#line 38 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    } while (0);
#line 39 "tests/in/upc_io/io_errors.upc"
    do {
#line 39 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
#line 39 "tests/in/upc_io/io_errors.upc"
        do {
#line 39 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fopen("bad.dat", 1 << 2 | 1 << 6, 0, (void *)0) == (void *)0 && *__errno_location() == 22)) {
#line 39 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 39, "upc_all_fopen(\"bad.dat\", (1 << 2) | (1 << 6), 0, NULL) == NULL && errno == (22)", *__errno_location());
#line 39 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    } while (0);
#line 40 "tests/in/upc_io/io_errors.upc"
    do {
#line 40 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
#line 40 "tests/in/upc_io/io_errors.upc"
        do {
#line 40 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fopen("bad.dat", 1 << 2 | 1 << 6 | 1 << 4 | 1 << 3, 0, (void *)0) == (void *)0 && *__errno_location() == 22)) {
#line 40 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 40, "upc_all_fopen(\"bad.dat\", (1 << 2) | (1 << 6) | (1 << 4) | (1 << 3), 0, NULL) == NULL && errno == (22)", *__errno_location());
#line 40 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    } while (0);
#line 41 "tests/in/upc_io/io_errors.upc"
    do {
#line 41 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
#line 41 "tests/in/upc_io/io_errors.upc"
        do {
#line 41 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fopen("bad.dat", 1 << 0 | 1 << 6 | 1 << 4, 0, (void *)0) == (void *)0 && *__errno_location() == 22)) {
#line 41 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 41, "upc_all_fopen(\"bad.dat\", (1 << 0) | (1 << 6) | (1 << 4), 0, NULL) == NULL && errno == (22)", *__errno_location());
#line 41 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    } while (0);
#line 42 "tests/in/upc_io/io_errors.upc"
    do {
#line 42 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
#line 42 "tests/in/upc_io/io_errors.upc"
        do {
#line 42 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fopen("bad.dat", 1 << 0 | 1 << 9 | 1 << 4, 0, (void *)0) == (void *)0 && *__errno_location() == 22)) {
#line 42 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 42, "upc_all_fopen(\"bad.dat\", (1 << 0) | (1 << 9) | (1 << 4), 0, NULL) == NULL && errno == (22)", *__errno_location());
#line 42 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    } while (0);
#line 43 "tests/in/upc_io/io_errors.upc"
    do {
#line 43 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
#line 43 "tests/in/upc_io/io_errors.upc"
        do {
#line 43 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fopen("bad.dat", 1 << 4 | 1 << 6, 0, (void *)0) == (void *)0 && *__errno_location() == 22)) {
#line 43 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 43, "upc_all_fopen(\"bad.dat\", (1 << 4) | (1 << 6), 0, NULL) == NULL && errno == (22)", *__errno_location());
#line 43 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    } while (0);
#line 44 "tests/in/upc_io/io_errors.upc"
    do {
#line 44 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
#line 44 "tests/in/upc_io/io_errors.upc"
        do {
#line 44 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fopen("bad.dat", 1 << 2 | 1 << 4 | 1 << 6 | 1 << 20, 0, (void *)0) == (void *)0 && *__errno_location() == 22)) {
#line 44 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 44, "upc_all_fopen(\"bad.dat\", (1 << 2) | (1 << 4) | (1 << 6) | (1 << 20), 0, NULL) == NULL && errno == (22)", *__errno_location());
#line 44 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    } while (0);
#line 45 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    /* hints announced, none given */
#line 46 "tests/in/upc_io/io_errors.upc"
    do {
#line 46 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fopen("bad.dat", 1 << 2 | 1 << 6 | 1 << 4, 1, (void *)0) == (void *)0 && *__errno_location() == 22)) {
#line 46 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 46, "upc_all_fopen(\"bad.dat\", UPC_RDWR | UPC_CREATE | UPC_COMMON_FP, 1, NULL) == NULL && errno == EINVAL", *__errno_location());
#line 46 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 48 "tests/in/upc_io/io_errors.upc"
    upcga_barrier();
    if (MYTHREAD == 0)
        do {
#line 50 "tests/in/upc_io/io_errors.upc"
            if (!(access("bad.dat", 0) != 0)) {
#line 50 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 50, "access(\"bad.dat\", F_OK) != 0", *__errno_location());
#line 50 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    /* A file made here, with a hint and strong consistency. */
#line 53 "tests/in/upc_io/io_errors.upc"
    struct upc_hint open_hints[1] = {
        { "access_style", "read_mostly" },
    };
#line 54 "tests/in/upc_io/io_errors.upc"
    int flags = 1 << 2 | 1 << 3 | 1 << 6 | 1 << 7 | 1 << 8;
    upc_file_t *fd = upcga_all_fopen("made.dat", flags, 1, open_hints);
    do {
#line 56 "tests/in/upc_io/io_errors.upc"
        if (!(fd != (void *)0)) {
#line 56 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 56, "fd != NULL", *__errno_location());
#line 56 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 57 "tests/in/upc_io/io_errors.upc"
    do {
#line 57 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
#line 57 "tests/in/upc_io/io_errors.upc"
        do {
#line 57 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fopen("made.dat", 1 << 2 | 1 << 4 | 1 << 6 | 1 << 7, 0, (void *)0) == (void *)0 && *__errno_location() == 17)) {
#line 57 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 57, "upc_all_fopen(\"made.dat\", (1 << 2) | (1 << 4) | (1 << 6) | (1 << 7), 0, NULL) == NULL && errno == (17)", *__errno_location());
#line 57 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    } while (0);
#line 58 "tests/in/upc_io/io_errors.upc"
    do {
#line 58 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 7, (void *)0) == flags)) {
#line 58 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 58, "upc_all_fcntl(fd, UPC_GET_FL, NULL) == flags", *__errno_location());
#line 58 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 59 "tests/in/upc_io/io_errors.upc"
    do {
#line 59 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 1, (void *)0) == 1 << 8)) {
#line 59 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 59, "upc_all_fcntl(fd, UPC_GET_CA_SEMANTICS, NULL) == UPC_STRONG_CA", *__errno_location());
#line 59 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 60 "tests/in/upc_io/io_errors.upc"
    do {
#line 60 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 2, (void *)0) == 0)) {
#line 60 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 60, "upc_all_fcntl(fd, UPC_SET_WEAK_CA_SEMANTICS, NULL) == 0", *__errno_location());
#line 60 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 61 "tests/in/upc_io/io_errors.upc"
    do {
#line 61 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 1, (void *)0) == 0)) {
#line 61 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 61, "upc_all_fcntl(fd, UPC_GET_CA_SEMANTICS, NULL) == 0", *__errno_location());
#line 61 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 62 "tests/in/upc_io/io_errors.upc"
    do {
#line 62 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 7, (void *)0) == (flags & ~(1 << 8)))) {
#line 62 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 62, "upc_all_fcntl(fd, UPC_GET_FL, NULL) == (flags & ~UPC_STRONG_CA)", *__errno_location());
#line 62 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 63 "tests/in/upc_io/io_errors.upc"
    do {
#line 63 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 3, (void *)0) == 0)) {
#line 63 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 63, "upc_all_fcntl(fd, UPC_SET_STRONG_CA_SEMANTICS, NULL) == 0", *__errno_location());
#line 63 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 64 "tests/in/upc_io/io_errors.upc"
    do {
#line 64 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 4, (void *)0) == 1 << 3)) {
#line 64 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 64, "upc_all_fcntl(fd, UPC_GET_FP, NULL) == UPC_INDIVIDUAL_FP", *__errno_location());
#line 64 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 65 "tests/in/upc_io/io_errors.upc"
    do {
#line 65 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 8, &name) == 0 && strcmp(name, "made.dat") == 0)) {
#line 65 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 65, "upc_all_fcntl(fd, UPC_GET_FN, &name) == 0 && strcmp(name, \"made.dat\") == 0", *__errno_location());
#line 65 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 66 "tests/in/upc_io/io_errors.upc"
    do {
#line 66 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 9, &hints) == 1 && strcmp(hints[0].key, "access_style") == 0 && strcmp(hints[0].value, "read_mostly") == 0 && hints != open_hints)) {
#line 66 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 66, "upc_all_fcntl(fd, UPC_GET_HINTS, &hints) == 1 && strcmp(hints[0].key, \"access_style\") == 0 && strcmp(hints[0].value, \"read_mostly\") == 0 && hints != open_hints", *__errno_location());
#line 66 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 68 "tests/in/upc_io/io_errors.upc"
    {
        struct upc_hint h = { "cb_buffer_size", "1048576" };
        do {
#line 70 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fcntl(fd, 10, &h) == 0)) {
#line 70 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 70, "upc_all_fcntl(fd, UPC_SET_HINT, &h) == 0", *__errno_location());
#line 70 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
#line 71 "tests/in/upc_io/io_errors.upc"
        do {
#line 71 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fcntl(fd, 9, &hints) == 2 && strcmp(hints[1].key, "cb_buffer_size") == 0 && strcmp(hints[1].value, "1048576") == 0)) {
#line 71 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 71, "upc_all_fcntl(fd, UPC_GET_HINTS, &hints) == 2 && strcmp(hints[1].key, \"cb_buffer_size\") == 0 && strcmp(hints[1].value, \"1048576\") == 0", *__errno_location());
#line 71 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    }
#line 74 "tests/in/upc_io/io_errors.upc"
    do {
#line 74 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 11, (void *)0) == 0)) {
#line 74 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 74, "upc_all_fcntl(fd, UPC_ASYNC_OUTSTANDING, NULL) == 0", *__errno_location());
#line 74 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 75 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    do {
#line 76 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 12345, (void *)0) == -1 && *__errno_location() == 22)) {
#line 76 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 76, "upc_all_fcntl(fd, 12345, NULL) == -1 && errno == EINVAL", *__errno_location());
#line 76 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 77 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    do {
#line 78 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 8, (void *)0) == -1 && *__errno_location() == 22)) {
#line 78 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 78, "upc_all_fcntl(fd, UPC_GET_FN, NULL) == -1 && errno == EINVAL", *__errno_location());
#line 78 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
    /* Sizes. */
#line 81 "tests/in/upc_io/io_errors.upc"
    do {
#line 81 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fget_size(fd) == 0)) {
#line 81 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 81, "upc_all_fget_size(fd) == 0", *__errno_location());
#line 81 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 82 "tests/in/upc_io/io_errors.upc"
    do {
#line 82 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fset_size(fd, 100) == 0)) {
#line 82 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 82, "upc_all_fset_size(fd, 100) == 0", *__errno_location());
#line 82 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 83 "tests/in/upc_io/io_errors.upc"
    do {
#line 83 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fget_size(fd) == 100)) {
#line 83 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 83, "upc_all_fget_size(fd) == 100", *__errno_location());
#line 83 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 84 "tests/in/upc_io/io_errors.upc"
    do {
#line 84 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fpreallocate(fd, 50) == 0)) {
#line 84 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 84, "upc_all_fpreallocate(fd, 50) == 0", *__errno_location());
#line 84 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 85 "tests/in/upc_io/io_errors.upc"
    do {
#line 85 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fget_size(fd) == 100)) {
#line 85 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 85, "upc_all_fget_size(fd) == 100", *__errno_location());
#line 85 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 86 "tests/in/upc_io/io_errors.upc"
    do {
#line 86 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fpreallocate(fd, 300) == 0)) {
#line 86 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 86, "upc_all_fpreallocate(fd, 300) == 0", *__errno_location());
#line 86 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 87 "tests/in/upc_io/io_errors.upc"
    do {
#line 87 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fget_size(fd) == 300)) {
#line 87 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 87, "upc_all_fget_size(fd) == 300", *__errno_location());
#line 87 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 88 "tests/in/upc_io/io_errors.upc"
    do {
#line 88 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fset_size(fd, 40) == 0)) {
#line 88 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 88, "upc_all_fset_size(fd, 40) == 0", *__errno_location());
#line 88 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 89 "tests/in/upc_io/io_errors.upc"
    do {
#line 89 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fget_size(fd) == 40)) {
#line 89 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 89, "upc_all_fget_size(fd) == 40", *__errno_location());
#line 89 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 90 "tests/in/upc_io/io_errors.upc"
    do {
#line 90 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fsync(fd) == 0)) {
#line 90 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 90, "upc_all_fsync(fd) == 0", *__errno_location());
#line 90 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
    /* Seeks. */
#line 93 "tests/in/upc_io/io_errors.upc"
    do {
#line 93 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fseek(fd, 10, 0) == 10)) {
#line 93 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 93, "upc_all_fseek(fd, 10, UPC_SEEK_SET) == 10", *__errno_location());
#line 93 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 94 "tests/in/upc_io/io_errors.upc"
    do {
#line 94 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fseek(fd, 5, 1) == 15)) {
#line 94 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 94, "upc_all_fseek(fd, 5, UPC_SEEK_CUR) == 15", *__errno_location());
#line 94 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 95 "tests/in/upc_io/io_errors.upc"
    do {
#line 95 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fseek(fd, -4, 2) == 36)) {
#line 95 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 95, "upc_all_fseek(fd, -4, UPC_SEEK_END) == 36", *__errno_location());
#line 95 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 96 "tests/in/upc_io/io_errors.upc"
    do {
#line 96 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fseek(fd, 100, 2) == 140)) {
#line 96 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 96, "upc_all_fseek(fd, 100, UPC_SEEK_END) == 140", *__errno_location());
#line 96 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 97 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    do {
#line 98 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fseek(fd, -1, 0) == -1 && *__errno_location() == 22)) {
#line 98 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 98, "upc_all_fseek(fd, -1, UPC_SEEK_SET) == -1 && errno == EINVAL", *__errno_location());
#line 98 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 99 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    do {
#line 100 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fseek(fd, -41, 2) == -1 && *__errno_location() == 22)) {
#line 100 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 100, "upc_all_fseek(fd, -41, UPC_SEEK_END) == -1 && errno == EINVAL", *__errno_location());
#line 100 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 101 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    do {
#line 102 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fseek(fd, 0, 99) == -1 && *__errno_location() == 22)) {
#line 102 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 102, "upc_all_fseek(fd, 0, 99) == -1 && errno == EINVAL", *__errno_location());
#line 102 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 103 "tests/in/upc_io/io_errors.upc"
    do {
#line 103 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fseek(fd, 0, 1) == 140)) {
#line 103 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 103, "upc_all_fseek(fd, 0, UPC_SEEK_CUR) == 140", *__errno_location());
#line 103 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
    /* Private buffers need individual file pointers. */
#line 106 "tests/in/upc_io/io_errors.upc"
    do {
#line 106 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 5, (void *)0) == 0)) {
#line 106 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 106, "upc_all_fcntl(fd, UPC_SET_COMMON_FP, NULL) == 0", *__errno_location());
#line 106 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 107 "tests/in/upc_io/io_errors.upc"
    do {
#line 107 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 4, (void *)0) == 1 << 4)) {
#line 107 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 107, "upc_all_fcntl(fd, UPC_GET_FP, NULL) == UPC_COMMON_FP", *__errno_location());
#line 107 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 108 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    do {
#line 109 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fwrite_local(fd, buf, sizeof(int), 4, 0) == -1 && *__errno_location() == 22)) {
#line 109 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 109, "upc_all_fwrite_local(fd, buf, sizeof(int), 4, 0) == -1 && errno == EINVAL", *__errno_location());
#line 109 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 110 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    do {
#line 111 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fread_local(fd, buf, sizeof(int), 4, 0) == -1 && *__errno_location() == 22)) {
#line 111 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 111, "upc_all_fread_local(fd, buf, sizeof(int), 4, 0) == -1 && errno == EINVAL", *__errno_location());
#line 111 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 112 "tests/in/upc_io/io_errors.upc"
    /* No asynchronous operation to wait for or test. */
    *__errno_location() = 0;
    do {
#line 114 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fwait_async(fd) == -1 && *__errno_location() == 22)) {
#line 114 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 114, "upc_all_fwait_async(fd) == -1 && errno == EINVAL", *__errno_location());
#line 114 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 115 "tests/in/upc_io/io_errors.upc"
    {
        int flag = 7;
        *__errno_location() = 0;
        do {
#line 118 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_ftest_async(fd, &flag) == -1 && *__errno_location() == 22)) {
#line 118 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 118, "upc_all_ftest_async(fd, &flag) == -1 && errno == EINVAL", *__errno_location());
#line 118 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    }
#line 120 "tests/in/upc_io/io_errors.upc"
    /* List I/O whose memory and file regions differ in size. */
    {
        struct upc_local_memvec mv[1] = {
            { buf, 8 },
        };
#line 123 "tests/in/upc_io/io_errors.upc"
        struct upc_filevec fv[1] = {
            { 0, 12 },
        };
#line 124 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
        do {
#line 125 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fwrite_list_local(fd, 1, mv, 1, fv, 0) == -1 && *__errno_location() == 22)) {
#line 125 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 125, "upc_all_fwrite_list_local(fd, 1, mv, 1, fv, 0) == -1 && errno == EINVAL", *__errno_location());
#line 125 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    }
#line 127 "tests/in/upc_io/io_errors.upc"
    /* upc_all_fclose with an asynchronous operation outstanding fails and leaves the file
       open: the operation is then waited for, and the file closed. */
    do {
#line 129 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fcntl(fd, 6, (void *)0) == 0)) {
#line 129 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 129, "upc_all_fcntl(fd, UPC_SET_INDIVIDUAL_FP, NULL) == 0", *__errno_location());
#line 129 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 130 "tests/in/upc_io/io_errors.upc"
    do {
#line 130 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fseek(fd, (upc_off_t)(MYTHREAD * sizeof(int)), 0) == (upc_off_t)(MYTHREAD * sizeof(int)))) {
#line 130 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 130, "upc_all_fseek(fd, (upc_off_t)(MYTHREAD * sizeof(int)), UPC_SEEK_SET) == (upc_off_t)(MYTHREAD * sizeof(int))", *__errno_location());
#line 130 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 131 "tests/in/upc_io/io_errors.upc"
    upcga_all_fwrite_local_async(fd, buf, sizeof(int), 1, 0);
    *__errno_location() = 0;
    do {
#line 133 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fclose(fd) == -1 && *__errno_location() == 22)) {
#line 133 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 133, "upc_all_fclose(fd) == -1 && errno == EINVAL", *__errno_location());
#line 133 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 134 "tests/in/upc_io/io_errors.upc"
    do {
#line 134 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fwait_async(fd) == (upc_off_t)sizeof(int))) {
#line 134 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 134, "upc_all_fwait_async(fd) == (upc_off_t)sizeof(int)", *__errno_location());
#line 134 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 135 "tests/in/upc_io/io_errors.upc"
    do {
#line 135 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 135 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 135, "upc_all_fclose(fd) == 0", *__errno_location());
#line 135 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
    /* Access modes: no writes to a file opened read-only, no reads from a write-only one. */
#line 138 "tests/in/upc_io/io_errors.upc"
    fd = upcga_all_fopen("made.dat", 1 << 0 | 1 << 3, 0, (void *)0);
    do {
#line 139 "tests/in/upc_io/io_errors.upc"
        if (!(fd != (void *)0)) {
#line 139 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 139, "fd != NULL", *__errno_location());
#line 139 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 140 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    do {
#line 141 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fwrite_local(fd, buf, sizeof(int), 4, 0) == -1 && *__errno_location() == 9)) {
#line 141 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 141, "upc_all_fwrite_local(fd, buf, sizeof(int), 4, 0) == -1 && errno == EBADF", *__errno_location());
#line 141 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 142 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    do {
#line 143 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fwrite_shared(fd, sbuf_ref(0), 1, sizeof(int), THREADS, 0) == -1 && *__errno_location() == 9)) {
#line 143 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 143, "upc_all_fwrite_shared(fd, sbuf, 1, sizeof(int), THREADS, 0) == -1 && errno == EBADF", *__errno_location());
#line 143 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 144 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    do {
#line 145 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fset_size(fd, 0) == -1 && *__errno_location() == 9)) {
#line 145 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 145, "upc_all_fset_size(fd, 0) == -1 && errno == EBADF", *__errno_location());
#line 145 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 146 "tests/in/upc_io/io_errors.upc"
    do {
#line 146 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fread_local(fd, buf, sizeof(int), 4, 0) == 4 * sizeof(int))) {
#line 146 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 146, "upc_all_fread_local(fd, buf, sizeof(int), 4, 0) == 4 * sizeof(int)", *__errno_location());
#line 146 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 147 "tests/in/upc_io/io_errors.upc"
    do {
#line 147 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 147 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 147, "upc_all_fclose(fd) == 0", *__errno_location());
#line 147 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 148 "tests/in/upc_io/io_errors.upc"
    fd = upcga_all_fopen("made.dat", 1 << 1 | 1 << 4 | 1 << 9, 0, (void *)0);
    do {
#line 149 "tests/in/upc_io/io_errors.upc"
        if (!(fd != (void *)0)) {
#line 149 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 149, "fd != NULL", *__errno_location());
#line 149 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 150 "tests/in/upc_io/io_errors.upc"
    do {
#line 150 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fget_size(fd) == 0)) {
#line 150 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 150, "upc_all_fget_size(fd) == 0", *__errno_location());
#line 150 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 151 "tests/in/upc_io/io_errors.upc"
    *__errno_location() = 0;
    do {
#line 152 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fread_shared(fd, sbuf_ref(0), 1, sizeof(int), THREADS, 0) == -1 && *__errno_location() == 9)) {
#line 152 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 152, "upc_all_fread_shared(fd, sbuf, 1, sizeof(int), THREADS, 0) == -1 && errno == EBADF", *__errno_location());
#line 152 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 153 "tests/in/upc_io/io_errors.upc"
    do {
#line 153 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 153 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 153, "upc_all_fclose(fd) == 0", *__errno_location());
#line 153 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
    /* UPC_DELETE_ON_CLOSE. */
#line 156 "tests/in/upc_io/io_errors.upc"
    fd = upcga_all_fopen("made.dat", 1 << 2 | 1 << 4 | 1 << 10, 0, (void *)0);
    do {
#line 157 "tests/in/upc_io/io_errors.upc"
        if (!(fd != (void *)0)) {
#line 157 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 157, "fd != NULL", *__errno_location());
#line 157 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 158 "tests/in/upc_io/io_errors.upc"
    do {
#line 158 "tests/in/upc_io/io_errors.upc"
        if (!(upcga_all_fclose(fd) == 0)) {
#line 158 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 158, "upc_all_fclose(fd) == 0", *__errno_location());
#line 158 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 159 "tests/in/upc_io/io_errors.upc"
    upcga_barrier();
    do {
#line 160 "tests/in/upc_io/io_errors.upc"
        if (!(access("made.dat", 0) != 0)) {
#line 160 "tests/in/upc_io/io_errors.upc"
            printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 160, "access(\"made.dat\", F_OK) != 0", *__errno_location());
#line 160 "tests/in/upc_io/io_errors.upc"
            fails++;
        }
    } while (0);
#line 161 "tests/in/upc_io/io_errors.upc"
    do {
#line 161 "tests/in/upc_io/io_errors.upc"
        *__errno_location() = 0;
#line 161 "tests/in/upc_io/io_errors.upc"
        do {
#line 161 "tests/in/upc_io/io_errors.upc"
            if (!(upcga_all_fopen("made.dat", 1 << 0 | 1 << 3, 0, (void *)0) == (void *)0 && *__errno_location() == 2)) {
#line 161 "tests/in/upc_io/io_errors.upc"
                printf("FAIL: thread %d line %d: %s (errno %d)\n", MYTHREAD, 161, "upc_all_fopen(\"made.dat\", (1 << 0) | (1 << 3), 0, NULL) == NULL && errno == (2)", *__errno_location());
#line 161 "tests/in/upc_io/io_errors.upc"
                fails++;
            }
        } while (0);
    } while (0);
#line 163 "tests/in/upc_io/io_errors.upc"
    upcga_barrier();
    if (fails == 0)
        printf("PASS: io_errors thread %d\n", MYTHREAD);
    return 0;
}
/* The exec unit: creates this file's shared arrays, one GA array each (every thread,
   before main). */
static void upcga_create_io_errors(void) {
    {
        int dims[2] = { THREADS, upcga_row_length(THREADS, 1) }, block[2] = { THREADS, 1 };
        g_sbuf = NGA_Create_irreg(C_INT, 2, dims, "sbuf", block, upcga_rows);
        sbuf_local = upcga_own_row(g_sbuf, sizeof(int));
    }
}
static void (*const upcga_create_io_errors_entry)(void) __attribute__((used, section("upcga_create"))) = upcga_create_io_errors;

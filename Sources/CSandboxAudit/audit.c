// Reports what the sandbox refused a scenario program: see include/CSandboxAudit.h.
//
// Design: containment never depends on this file (the mounts, the user and the network namespace do
// that); it only makes refusals visible. A sample that makes raw system calls, or closes its standard
// error, is still contained, just not reported as FORBIDDEN. Every wrapper keeps errno as the real call
// left it, and the report uses write(2) alone, so no wrapper re-enters another.
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

// The writable places: the workspace, and /tmp, which a program sees as the same scratch folder.
static const char *const writable[] = {"/sandbox", "/tmp"};

static void report(const char *call, const char *target, int error) {
    char line[1200];
    int length = snprintf(line, sizeof line, "doctool-sandbox-forbidden: %s %.1000s (%s)\n", call,
                          target ? target : "?", strerror(error));
    if (length > 0) {
        ssize_t ignored = write(2, line, (size_t)length < sizeof line ? (size_t)length : sizeof line - 1);
        (void)ignored;
    }
}

/// Whether a failed write to `path` with `error` is the sandbox refusing it: a read-only or
/// not-permitted place anywhere, or an absolute path outside the workspace that does not exist here
/// (the host's folders are simply not in the sandbox).
static int refused(const char *path, int error) {
    if (error == EROFS || error == EACCES || error == EPERM) return 1;
    if (error != ENOENT || path == NULL || path[0] != '/') return 0;
    // A checkout under /tmp (as CI's may be) has its mount points in the scratch /tmp: its paths are the
    // host's all the same. The runner names them, colon-separated, in DOCTOOL_SANDBOX_HOST_PATHS.
    const char *hosts = getenv("DOCTOOL_SANDBOX_HOST_PATHS");
    while (hosts && *hosts) {
        const char *end = strchr(hosts, ':');
        size_t length = end ? (size_t)(end - hosts) : strlen(hosts);
        if (length > 0 && strncmp(path, hosts, length) == 0 && (path[length] == '/' || path[length] == '\0')) return 1;
        hosts = end ? end + 1 : NULL;
    }
    for (size_t index = 0; index < sizeof writable / sizeof writable[0]; index++) {
        size_t prefix = strlen(writable[index]);
        if (strncmp(path, writable[index], prefix) == 0 && (path[prefix] == '/' || path[prefix] == '\0')) return 0;
    }
    return 1;
}

static int writes(int flags) {
    return (flags & O_ACCMODE) != O_RDONLY || (flags & (O_CREAT | O_TRUNC | O_APPEND)) != 0;
}

static void *next(const char *name) { return dlsym(RTLD_NEXT, name); }

#define AUDIT_PATH(call, path, result)                                             \
    do {                                                                            \
        if ((result) < 0) {                                                         \
            int saved = errno;                                                      \
            if (refused((path), saved)) report((call), (path), saved);              \
            errno = saved;                                                          \
        }                                                                           \
    } while (0)

// MARK: - Opening for writing

// The mode argument exists only when the flags create a file.
#define MODE_ARGUMENT(flags, mode)                                                  \
    do {                                                                            \
        if ((flags) & (O_CREAT | O_TMPFILE)) {                                      \
            va_list arguments;                                                      \
            va_start(arguments, flags);                                             \
            mode = va_arg(arguments, mode_t);                                       \
            va_end(arguments);                                                      \
        }                                                                           \
    } while (0)

#define OPEN_WRAPPER(name)                                                          \
    int name(const char *path, int flags, ...) {                                   \
        static int (*real)(const char *, int, ...);                                 \
        if (!real) real = (int (*)(const char *, int, ...))next(#name);            \
        mode_t mode = 0;                                                            \
        MODE_ARGUMENT(flags, mode);                                                 \
        int result = real(path, flags, mode);                                       \
        if (writes(flags)) AUDIT_PATH("open", path, result);                        \
        return result;                                                              \
    }

OPEN_WRAPPER(open)
OPEN_WRAPPER(open64)

#define OPENAT_WRAPPER(name)                                                        \
    int name(int directory, const char *path, int flags, ...) {                    \
        static int (*real)(int, const char *, int, ...);                            \
        if (!real) real = (int (*)(int, const char *, int, ...))next(#name);       \
        mode_t mode = 0;                                                            \
        MODE_ARGUMENT(flags, mode);                                                 \
        int result = real(directory, path, flags, mode);                            \
        if (writes(flags)) AUDIT_PATH("open", path, result);                        \
        return result;                                                              \
    }

OPENAT_WRAPPER(openat)
OPENAT_WRAPPER(openat64)

int __open_2(const char *path, int flags) { return open(path, flags); }
int __open64_2(const char *path, int flags) { return open64(path, flags); }

int creat(const char *path, mode_t mode) { return open(path, O_CREAT | O_WRONLY | O_TRUNC, mode); }
int creat64(const char *path, mode_t mode) { return open64(path, O_CREAT | O_WRONLY | O_TRUNC, mode); }

// glibc's fopen opens through an internal call that no preload sees.
#define FOPEN_WRAPPER(name)                                                         \
    FILE *name(const char *path, const char *mode) {                                \
        static FILE *(*real)(const char *, const char *);                           \
        if (!real) real = (FILE * (*)(const char *, const char *)) next(#name);     \
        FILE *result = real(path, mode);                                            \
        if (!result && mode && strpbrk(mode, "wa+")) AUDIT_PATH("open", path, -1);  \
        return result;                                                              \
    }

FOPEN_WRAPPER(fopen)
FOPEN_WRAPPER(fopen64)

// MARK: - Making, changing and removing

#define PATH_WRAPPER(name, label, parameters, arguments, path)                      \
    int name parameters {                                                           \
        static int (*real) parameters;                                              \
        if (!real) real = (int (*) parameters)next(#name);                          \
        int result = real arguments;                                                \
        AUDIT_PATH(label, path, result);                                            \
        return result;                                                              \
    }

PATH_WRAPPER(mkdir, "mkdir", (const char *p, mode_t m), (p, m), p)
PATH_WRAPPER(mkdirat, "mkdir", (int d, const char *p, mode_t m), (d, p, m), p)
PATH_WRAPPER(rmdir, "rmdir", (const char *p), (p), p)
PATH_WRAPPER(unlink, "unlink", (const char *p), (p), p)
PATH_WRAPPER(unlinkat, "unlink", (int d, const char *p, int f), (d, p, f), p)
PATH_WRAPPER(rename, "rename", (const char *a, const char *b), (a, b), b)
PATH_WRAPPER(renameat, "rename", (int d, const char *a, int e, const char *b), (d, a, e, b), b)
PATH_WRAPPER(renameat2, "rename", (int d, const char *a, int e, const char *b, unsigned f), (d, a, e, b, f), b)
PATH_WRAPPER(link, "link", (const char *a, const char *b), (a, b), b)
PATH_WRAPPER(symlink, "symlink", (const char *a, const char *b), (a, b), b)
PATH_WRAPPER(truncate, "truncate", (const char *p, off_t l), (p, l), p)
PATH_WRAPPER(chmod, "chmod", (const char *p, mode_t m), (p, m), p)

// MARK: - The network

int connect(int socket, const struct sockaddr *address, socklen_t length) {
    static int (*real)(int, const struct sockaddr *, socklen_t);
    if (!real) real = (int (*)(int, const struct sockaddr *, socklen_t))next("connect");
    int result = real(socket, address, length);
    if (result < 0 && address && (address->sa_family == AF_INET || address->sa_family == AF_INET6)) {
        int saved = errno;
        if (saved != EINPROGRESS) {
            char host[INET6_ADDRSTRLEN + 8] = "?";
            unsigned port = 0;
            if (address->sa_family == AF_INET && length >= sizeof(struct sockaddr_in)) {
                const struct sockaddr_in *inet = (const struct sockaddr_in *)address;
                inet_ntop(AF_INET, &inet->sin_addr, host, sizeof host);
                port = ntohs(inet->sin_port);
            } else if (address->sa_family == AF_INET6 && length >= sizeof(struct sockaddr_in6)) {
                const struct sockaddr_in6 *inet = (const struct sockaddr_in6 *)address;
                inet_ntop(AF_INET6, &inet->sin6_addr, host, sizeof host);
                port = ntohs(inet->sin6_port);
            }
            char target[INET6_ADDRSTRLEN + 16];
            snprintf(target, sizeof target, "%s:%u", host, port);
            report("connect", target, saved);
        }
        errno = saved;
    }
    return result;
}

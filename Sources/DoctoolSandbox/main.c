// doctool-sandbox: makes one sandbox and runs one command in it (see Sources/Verification/Sandbox.swift,
// which builds this program's arguments and reads what it reports).
//
// Why a program of its own: the sandbox used to be made by a shell script that ran about thirty
// processes (mount, mkdir, ln, perl, chroot, setpriv, prlimit, env) before the command, and that
// set-up cost more than most samples take to run. This program makes the same sandbox with system
// calls, in three processes:
//   launcher   sets its parent-death signal, unshares the namespaces and forks the namespace's first
//              process; exits with its status (dies with doctool, and takes the namespace with it);
//   init (1)   joins the control groups, builds the private root, forks the command, waits for it,
//              counts what it left running, and exits with its status (128 + N for a signal N), which
//              ends every process of the namespace;
//   command    enters the root as the sandbox's user with no capabilities, no_new_privs and the
//              rlimits, in an environment made from nothing.
// A failure of the set-up exits 125 with a line starting "doctool-sandbox:" on standard error.
//
// Usage (every path as the host sees it unless it says inside):
//   doctool-sandbox --root DIR --user UID [--cgroup-procs FILE]... [--link TARGET NAME]...
//       (--workspace-folder DIR | --workspace-scratch BYTES) [--bind HOST INSIDE]... [--bind-rw HOST INSIDE]...
//       [--rlimit cpu|core|fsize|as|nproc SOFT HARD]... [--env NAME=VALUE]... [--left-marker TEXT]
//       -- COMMAND [ARGUMENT]...
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <net/if.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <grp.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

enum { setup_failure_status = 125, max_items = 64 };

static const char *const workspace_inside = "/sandbox";

struct bind { const char *host, *inside; int writable; };
struct link { const char *target, *name; };
struct limit { int resource; rlim_t soft, hard; };

struct plan {
    const char *root;
    uid_t user;
    const char *cgroup_procs[max_items]; int cgroup_count;
    struct link links[max_items]; int link_count;
    const char *workspace_folder;          // or NULL for a scratch tmpfs
    unsigned long long scratch_bytes;
    struct bind binds[max_items]; int bind_count;
    struct limit limits[max_items]; int limit_count;
    char *environment[max_items + 1]; int environment_count;
    const char *left_marker;
    char **command;
};

// MARK: - Failing

static void fail(const char *format, ...) {
    char message[1024];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, sizeof message, format, arguments);
    va_end(arguments);
    dprintf(2, "doctool-sandbox: %s%s%s\n", message, errno ? ": " : "", errno ? strerror(errno) : "");
    _exit(setup_failure_status);
}

// MARK: - Arguments

static int resource_named(const char *name) {
    if (strcmp(name, "cpu") == 0) return RLIMIT_CPU;
    if (strcmp(name, "core") == 0) return RLIMIT_CORE;
    if (strcmp(name, "fsize") == 0) return RLIMIT_FSIZE;
    if (strcmp(name, "as") == 0) return RLIMIT_AS;
    if (strcmp(name, "nproc") == 0) return RLIMIT_NPROC;
    errno = 0;
    fail("unknown rlimit %s", name);
    return -1;
}

static unsigned long long number(const char *text) {
    char *end = NULL;
    errno = 0;
    unsigned long long value = strtoull(text, &end, 10);
    if (errno || end == text || *end) { errno = 0; fail("not a number: %s", text); }
    return value;
}

static void read_plan(int count, char **arguments, struct plan *plan) {
    memset(plan, 0, sizeof *plan);
    plan->user = (uid_t)-1;
    int index = 1;
    // Every option takes a fixed number of values; `need` checks they are there and that a list has room.
#define need(n) do { if (index + (n) >= count) { errno = 0; fail("%s needs %d value(s)", option, (n)); } } while (0)
#define room(c) do { if ((c) >= max_items) { errno = 0; fail("too many %s", option); } } while (0)
    while (index < count) {
        const char *option = arguments[index];
        if (strcmp(option, "--") == 0) { index++; break; }
        if (strcmp(option, "--root") == 0) { need(1); plan->root = arguments[++index]; }
        else if (strcmp(option, "--user") == 0) { need(1); plan->user = (uid_t)number(arguments[++index]); }
        else if (strcmp(option, "--cgroup-procs") == 0) {
            need(1); room(plan->cgroup_count); plan->cgroup_procs[plan->cgroup_count++] = arguments[++index];
        } else if (strcmp(option, "--link") == 0) {
            need(2); room(plan->link_count);
            plan->links[plan->link_count++] = (struct link){arguments[index + 1], arguments[index + 2]};
            index += 2;
        } else if (strcmp(option, "--workspace-folder") == 0) { need(1); plan->workspace_folder = arguments[++index]; }
        else if (strcmp(option, "--workspace-scratch") == 0) { need(1); plan->scratch_bytes = number(arguments[++index]); }
        else if (strcmp(option, "--bind") == 0 || strcmp(option, "--bind-rw") == 0) {
            need(2); room(plan->bind_count);
            plan->binds[plan->bind_count++] = (struct bind){arguments[index + 1], arguments[index + 2], option[6] == '-'};
            index += 2;
        } else if (strcmp(option, "--rlimit") == 0) {
            need(3); room(plan->limit_count);
            plan->limits[plan->limit_count++] = (struct limit){
                resource_named(arguments[index + 1]), number(arguments[index + 2]), number(arguments[index + 3])};
            index += 3;
        } else if (strcmp(option, "--env") == 0) {
            need(1); room(plan->environment_count); plan->environment[plan->environment_count++] = arguments[++index];
        } else if (strcmp(option, "--left-marker") == 0) { need(1); plan->left_marker = arguments[++index]; }
        else { errno = 0; fail("unknown option %s", option); }
        index++;
    }
#undef need
#undef room
    errno = 0;
    if (!plan->root || plan->root[0] != '/') fail("--root must be an absolute path");
    if (plan->user == (uid_t)-1 || plan->user == 0) fail("--user must be a non-root user id");
    if (!plan->workspace_folder && plan->scratch_bytes == 0) fail("give --workspace-folder or --workspace-scratch");
    if (index >= count) fail("no command after --");
    plan->command = arguments + index;
}

// MARK: - Building the root

/// `root` + `inside`, in a buffer of the caller's.
static const char *under(char *buffer, size_t size, const char *root, const char *inside) {
    if ((size_t)snprintf(buffer, size, "%s%s", root, inside) >= size) { errno = 0; fail("path too long: %s", inside); }
    return buffer;
}

static void make_folders(const char *path) {
    char partial[4096];
    size_t length = strlen(path);
    if (length >= sizeof partial) { errno = 0; fail("path too long: %s", path); }
    memcpy(partial, path, length + 1);
    for (size_t i = 1; i <= length; i++) {
        if (partial[i] != '/' && partial[i] != 0) continue;
        char kept = partial[i];
        partial[i] = 0;
        if (mkdir(partial, 0755) != 0 && errno != EEXIST) fail("cannot make %s", partial);
        partial[i] = kept;
    }
}

static void make_empty_file(const char *path) {
    int file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (file < 0) fail("cannot make %s", path);
    close(file);
}

static void write_file(const char *path, const char *text) {
    int file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (file < 0) fail("cannot write %s", path);
    size_t length = strlen(text);
    if (write(file, text, length) != (ssize_t)length) fail("cannot write %s", path);
    close(file);
}

/// A bind mount, then its flags: the kernel ignores every flag but MS_REC on the bind itself.
static void bind_mount(const char *host, const char *target, unsigned long flags) {
    if (mount(host, target, NULL, MS_BIND, NULL) != 0) fail("cannot bind %s", host);
    if (flags && mount(NULL, target, NULL, MS_REMOUNT | MS_BIND | flags, NULL) != 0) fail("cannot set the flags of %s", target);
}

/// The namespace's own loopback device, up: CoreFoundation's run loop talks to itself through a
/// socket pair on 127.0.0.1 and fails without it. Nothing outside the namespace is reached through it.
static void loopback_up(void) {
    int sock = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (sock < 0) return;
    struct ifreq request;
    memset(&request, 0, sizeof request);
    strcpy(request.ifr_name, "lo");
    request.ifr_flags = IFF_UP | IFF_RUNNING;
    (void)ioctl(sock, SIOCSIFFLAGS, &request);
    close(sock);
}

static void build_root(const struct plan *plan) {
    char path[4096];
    const char *root = plan->root;
    // Nothing mounted here may reach the host's mount table.
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) fail("cannot make the mounts private");
    if (mount("doctool-sandbox", root, "tmpfs", MS_NOSUID | MS_NODEV, "mode=755,size=16m") != 0) fail("cannot mount the root tmpfs");
    const char *base[] = {"/etc", "/dev", "/proc", "/tmp", workspace_inside};
    for (size_t i = 0; i < sizeof base / sizeof *base; i++) make_folders(under(path, sizeof path, root, base[i]));
    for (int i = 0; i < plan->link_count; i++) {
        char name[4096];
        snprintf(name, sizeof name, "/%s", plan->links[i].name);
        if (symlink(plan->links[i].target, under(path, sizeof path, root, name)) != 0) fail("cannot link %s", name);
    }
    // The workspace (and /tmp) first: a shared folder may lie under /tmp (a checkout there, as CI's can be),
    // and its bind must land on top of the scratch folder, not be hidden under it.
    char workspace[4096];
    under(workspace, sizeof workspace, root, workspace_inside);
    if (plan->workspace_folder) {
        bind_mount(plan->workspace_folder, workspace, MS_NOSUID | MS_NODEV);
    } else {
        char options[128];
        snprintf(options, sizeof options, "mode=700,size=%llu,uid=%u,gid=%u", plan->scratch_bytes, plan->user, plan->user);
        if (mount("doctool-scratch", workspace, "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) fail("cannot mount the scratch tmpfs");
        // Code that writes to /tmp by name finds the same scratch folder there.
        bind_mount(workspace, under(path, sizeof path, root, "/tmp"), 0);
    }
    for (int i = 0; i < plan->bind_count; i++) {
        make_folders(under(path, sizeof path, root, plan->binds[i].inside));
        unsigned long flags = MS_NOSUID | MS_NODEV | (plan->binds[i].writable ? 0 : MS_RDONLY);
        bind_mount(plan->binds[i].host, path, flags);
    }
    struct stat cache;
    if (stat("/etc/ld.so.cache", &cache) == 0) {
        make_empty_file(under(path, sizeof path, root, "/etc/ld.so.cache"));
        bind_mount("/etc/ld.so.cache", path, MS_RDONLY);
    }
    char text[256];
    snprintf(text, sizeof text, "root:x:0:0::/:/bin/false\nsandbox:x:%u:%u::%s:/bin/false\n", plan->user, plan->user, workspace_inside);
    write_file(under(path, sizeof path, root, "/etc/passwd"), text);
    snprintf(text, sizeof text, "root:x:0:\nsandbox:x:%u:\n", plan->user);
    write_file(under(path, sizeof path, root, "/etc/group"), text);
    const char *devices[] = {"null", "zero", "full", "random", "urandom"};
    for (size_t i = 0; i < sizeof devices / sizeof *devices; i++) {
        char host[64];
        snprintf(host, sizeof host, "/dev/%s", devices[i]);
        make_empty_file(under(path, sizeof path, root, host));
        bind_mount(host, path, 0);
    }
    loopback_up();
    if (mount("proc", under(path, sizeof path, root, "/proc"), "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) fail("cannot mount /proc");
    if (mount(NULL, root, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0) fail("cannot make the root read-only");
}

// MARK: - Becoming the sandbox's user

static void drop_privileges(const struct plan *plan) {
    // The bounding set and the inheritable set go while we may still change them (CAP_SETPCAP); the user
    // change then clears the permitted and effective sets.
    int last = CAP_LAST_CAP;
    FILE *file = fopen("/proc/sys/kernel/cap_last_cap", "re");
    if (file) { if (fscanf(file, "%d", &last) != 1) last = CAP_LAST_CAP; fclose(file); }
    for (int cap = 0; cap <= last; cap++) {
        if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL) fail("cannot drop capability %d", cap);
    }
    struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct data[2];
    if (syscall(SYS_capget, &header, data) != 0) fail("cannot read the capabilities");
    data[0].inheritable = data[1].inheritable = 0;
    if (syscall(SYS_capset, &header, data) != 0) fail("cannot clear the inheritable capabilities");
    (void)prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    if (setgroups(0, NULL) != 0) fail("cannot clear the groups");
    if (setresgid(plan->user, plan->user, plan->user) != 0) fail("cannot become group %u", plan->user);
    if (setresuid(plan->user, plan->user, plan->user) != 0) fail("cannot become user %u", plan->user);
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail("cannot set no_new_privs");
    // Set after the user change, which clears it.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) fail("cannot set the parent-death signal");
    for (int i = 0; i < plan->limit_count; i++) {
        struct rlimit value = {plan->limits[i].soft, plan->limits[i].hard};
        if (setrlimit(plan->limits[i].resource, &value) != 0) fail("cannot set an rlimit");
    }
}

/// The command, found on the sandbox's PATH when it names no folder (as env(1) does).
static void run_command(const struct plan *plan) {
    char *const *environment = plan->environment;
    const char *name = plan->command[0];
    if (strchr(name, '/')) {
        execve(name, plan->command, environment);
    } else {
        const char *search = "/usr/bin:/bin";
        for (int i = 0; environment[i]; i++) if (strncmp(environment[i], "PATH=", 5) == 0) search = environment[i] + 5;
        char candidate[4096];
        for (const char *start = search; *start;) {
            const char *end = strchr(start, ':');
            size_t length = end ? (size_t)(end - start) : strlen(start);
            snprintf(candidate, sizeof candidate, "%.*s/%s", (int)length, start, name);
            execve(candidate, plan->command, environment);
            if (!end) break;
            start = end + 1;
        }
    }
    // As env(1) reports it: 127 when there is no such command, 126 when it cannot be run.
    int status = errno == ENOENT ? 127 : 126;
    dprintf(2, "doctool-sandbox: cannot run %s: %s\n", name, strerror(errno));
    _exit(status);
}

// MARK: - The namespace's first process

static int exit_status(int status) {
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return setup_failure_status;
}

static int namespace_init(const struct plan *plan) {
    // Joined first, so every process started from here on is counted.
    for (int i = 0; i < plan->cgroup_count; i++) {
        int file = open(plan->cgroup_procs[i], O_WRONLY | O_CLOEXEC);
        if (file < 0 || write(file, "0", 1) != 1) fail("cannot join the control group %s", plan->cgroup_procs[i]);
        close(file);
    }
    build_root(plan);
    pid_t command = fork();
    if (command < 0) fail("cannot fork the command");
    if (command == 0) {
        if (chroot(plan->root) != 0) fail("cannot enter the root");
        if (chdir(workspace_inside) != 0) fail("cannot enter %s", workspace_inside);
        drop_privileges(plan);
        run_command(plan);
    }
    int status = 0;
    while (waitpid(command, &status, 0) < 0) {
        if (errno != EINTR) fail("cannot wait for the command");
    }
    // What the command left running dies with this process; counted first, so the report can say so.
    if (plan->left_marker) {
        char proc[4096];
        DIR *folder = opendir(under(proc, sizeof proc, plan->root, "/proc"));
        int left = 0;
        for (struct dirent *entry; folder && (entry = readdir(folder));) {
            if (entry->d_name[0] >= '0' && entry->d_name[0] <= '9' && strcmp(entry->d_name, "1") != 0) left++;
        }
        if (folder) closedir(folder);
        if (left > 0) dprintf(2, "%s %d\n", plan->left_marker, left);
    }
    return exit_status(status);
}

int main(int count, char **arguments) {
    struct plan plan;
    read_plan(count, arguments, &plan);
    // Dies with doctool (which kills this process at the time limit), and its namespace with it.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) fail("cannot set the parent-death signal");
    if (getppid() == 1) { errno = 0; fail("doctool ended before the sandbox was made"); }
    if (unshare(CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS) != 0) fail("cannot make the namespaces");
    pid_t init = fork();
    if (init < 0) fail("cannot fork the namespace's first process");
    if (init == 0) {
        if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) fail("cannot set the parent-death signal");
        _exit(namespace_init(&plan));
    }
    int status = 0;
    while (waitpid(init, &status, 0) < 0) {
        if (errno != EINTR) fail("cannot wait for the namespace");
    }
    return exit_status(status);
}

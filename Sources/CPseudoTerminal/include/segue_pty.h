#ifndef SEGUE_PTY_H
#define SEGUE_PTY_H
#include <sys/types.h>

/// Starts `path` with `argv` and `envp` (both NULL-terminated) in a new pseudo-terminal of
/// `rows` × `columns`, in `directory` when not NULL, and returns its pid (-1 with errno set
/// when the pseudo-terminal or the fork failed); `*master` is the master side, non-blocking and
/// closed on exec.
///
/// The child is in a session of its own whose controlling terminal is the pty (login_tty), so
/// signals to its process group reach the program and what it starts in the foreground, and
/// the program cannot reach the presenter's terminal. It inherits no other descriptor, the
/// default signal dispositions and an empty signal mask, and at most `process_limit` processes
/// of its user (RLIMIT_NPROC: a fork bomb stops there; 0 leaves the limit as it is). This is C
/// because between fork and exec the child may only make async-signal-safe calls: Swift code
/// there could take a lock another thread of the presenter held at the fork. When exec fails,
/// the child writes why to the pty and exits with 127.
pid_t segue_pty_spawn(
    const char *path, char *const argv[], char *const envp[], const char *directory,
    unsigned short rows, unsigned short columns, unsigned long process_limit, int *master);
#endif

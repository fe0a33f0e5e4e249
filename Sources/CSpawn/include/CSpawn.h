#ifndef SEGUE_CSPAWN_H
#define SEGUE_CSPAWN_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` (NULL: this process's environment) in a new process group (its own pid), with stdin from
/// `stdin_fd`, stdout and stderr to `output_fd`, in `directory`, and at most `process_limit`
/// processes for its user (RLIMIT_NPROC; root is exempt). The child does only
/// async-signal-safe calls between fork and exec, which is why this is C. Returns the pid, or
/// -1 with errno set.
pid_t segue_spawn(const char *path, char *const argv[], char *const envp[],
                  const char *directory, int stdin_fd, int output_fd, long process_limit);

/// Makes this process the subreaper of its descendants: a snippet's orphans (a background
/// `sleep` whose shell was stopped) come back to Segue to be reaped, not to PID 1 (which, in a
/// container, may never reap them). 0 on success.
int segue_become_subreaper(void);

/// A pipe whose two ends are closed on exec (pipe2 with O_CLOEXEC, which Swift's Glibc hides).
int segue_pipe(int ends[2]);

/// Whether `path` is a regular file this process may execute (symbolic links followed).
int segue_is_executable_file(const char *path);

/// The owner of `path` (symbolic links followed), or -1.
long segue_owner(const char *path);

#endif

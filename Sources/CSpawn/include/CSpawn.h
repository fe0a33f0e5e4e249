#ifndef SEGUE_CSPAWN_H
#define SEGUE_CSPAWN_H

#include <sys/types.h>

/// Starts `path` with `argv` (in this process's environment) under a small reaper process:
/// the reaper forks the snippet into a new process group (`*group`, the snippet's pid), with
/// stdin from `stdin_fd`, stdout and stderr to `output_fd`, in `directory`, and at most
/// `process_limit` processes for its user (RLIMIT_NPROC). The reaper is the subreaper of the
/// snippet's descendants: when the snippet's first process ends, it kills what is left of the
/// group, reaps every member (orphans included, which would otherwise go to PID 1 and, in a
/// container, may never be reaped), and exits with the snippet's status (by the same signal
/// when it was killed by one). Segue itself stays no one's subreaper.
///
/// The reaper also ends the group when Segue dies (PR_SET_PDEATHSIG): the kernel tells it when
/// the *thread* that called this exits, so call it from the main thread only (as every caller
/// does), never from a worker thread that may end first.
///
/// Between fork and exec only async-signal-safe calls run, which is why this is C. Returns
/// the reaper's pid, or -1 with errno set.
pid_t segue_spawn(const char *path, char *const argv[], const char *directory, int stdin_fd,
                  int output_fd, long process_limit, pid_t *group);

/// A pipe whose two ends are closed on exec (pipe2 with O_CLOEXEC, which Swift's Glibc hides).
int segue_pipe(int ends[2]);

/// How many processes are in process group `group`, from /proc (Linux); taken on every tick
/// of a running snippet, so it is C: no allocation per process.
long segue_count_group(pid_t group);

/// Whether `path` is a regular file this process may execute (symbolic links followed).
int segue_is_executable_file(const char *path);

/// The owner of `path` (symbolic links followed), or -1.
long segue_owner(const char *path);

#endif

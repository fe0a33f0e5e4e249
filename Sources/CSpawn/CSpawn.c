#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

extern char **environ;

pid_t segue_spawn(const char *path, char *const argv[], char *const envp[],
                  const char *directory, int stdin_fd, int output_fd, long process_limit) {
  pid_t pid = fork();
  if (pid != 0) {
    // Both sides set the group, so it exists whichever runs first.
    if (pid > 0) setpgid(pid, pid);
    return pid;
  }
  setpgid(0, 0);
  // The presenter's signal dispositions are not the snippet's.
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  signal(SIGPIPE, SIG_DFL);
  signal(SIGCHLD, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  if (dup2(stdin_fd, 0) < 0 || dup2(output_fd, 1) < 0 || dup2(output_fd, 2) < 0) _exit(126);
  // Nothing else of the presenter's is the snippet's: its terminal, its files, its pipes.
  for (int fd = 3; fd < 1024; fd++) close(fd);
  if (process_limit > 0) {
    struct rlimit limit = {(rlim_t)process_limit, (rlim_t)process_limit};
    setrlimit(RLIMIT_NPROC, &limit);
  }
  if (directory != NULL && chdir(directory) != 0) _exit(126);
  execve(path, argv, envp != NULL ? envp : environ);
  _exit(127);
}

int segue_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

int segue_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC); }

int segue_is_executable_file(const char *path) {
  struct stat info;
  return stat(path, &info) == 0 && S_ISREG(info.st_mode) && access(path, X_OK) == 0;
}

long segue_owner(const char *path) {
  struct stat info;
  return stat(path, &info) == 0 ? (long)info.st_uid : -1;
}

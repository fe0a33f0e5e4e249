#define _GNU_SOURCE
#include "CSpawn.h"

#include <dirent.h>
#include <stdio.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

/// The presenter's signal dispositions and mask are not the snippet's.
static void default_signals(void) {
  struct sigaction action = {0};
  action.sa_handler = SIG_DFL;
  for (int signal = 1; signal < NSIG; signal++) sigaction(signal, &action, NULL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
}

/// The snippet's group, for the reaper's handler of its parent's death.
static volatile pid_t snippet_group = 0;

/// The presenter died (crashed, or was killed with SIGKILL): its snippet must not outlive it.
static void end_orphaned_group(int signal) {
  (void)signal;
  if (snippet_group > 0) kill(-snippet_group, SIGKILL);
}

/// The snippet's side: its own group, its descriptors, its limit, then exec.
static void exec_snippet(const char *path, char *const argv[], const char *directory,
                         int stdin_fd, int output_fd, long process_limit) {
  setpgid(0, 0);
  if (dup2(stdin_fd, 0) < 0 || dup2(output_fd, 1) < 0 || dup2(output_fd, 2) < 0) _exit(126);
  // Nothing else of the presenter's is the snippet's: its terminal, its files, its pipes.
  for (int fd = 3; fd < 1024; fd++) close(fd);
  if (process_limit > 0) {
    struct rlimit limit = {(rlim_t)process_limit, (rlim_t)process_limit};
    setrlimit(RLIMIT_NPROC, &limit);
  }
  if (directory != NULL && chdir(directory) != 0) _exit(126);
  execve(path, argv, environ);
  _exit(127);
}

/// The reaper's side after the fork: waits for the snippet, ends and reaps its group (for at
/// most two seconds: a member held as a zombie by a process that left the group cannot be
/// reaped here), then exits as the snippet did.
static void reap_snippet(pid_t snippet) {
  int status = 0;
  for (;;) {
    int raw;
    pid_t reaped = waitpid(-1, &raw, 0);
    if (reaped == snippet) {
      status = raw;
      break;
    }
    if (reaped < 0 && errno != EINTR) break;
  }
  kill(-snippet, SIGKILL);
  struct timespec tick = {0, 10 * 1000 * 1000};
  for (int i = 0; i < 200; i++) {
    while (waitpid(-1, NULL, WNOHANG) > 0) {}
    if (kill(-snippet, 0) != 0 && errno == ESRCH) break;
    nanosleep(&tick, NULL);
  }
  snippet_group = 0;  // gone: a late SIGHUP must not signal a group that reuses the number
  if (WIFSIGNALED(status)) {
    struct rlimit no_core = {0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
    kill(getpid(), WTERMSIG(status));
    _exit(128 + WTERMSIG(status));
  }
  _exit(WEXITSTATUS(status));
}

pid_t segue_spawn(const char *path, char *const argv[], const char *directory, int stdin_fd,
                  int output_fd, long process_limit, pid_t *group) {
  pid_t presenter = getpid();
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) return -1;
  pid_t reaper = fork();
  if (reaper < 0) {
    close(report[0]);
    close(report[1]);
    return -1;
  }
  if (reaper > 0) {
    close(report[1]);
    pid_t snippet = -1;
    ssize_t count;
    do count = read(report[0], &snippet, sizeof snippet);
    while (count < 0 && errno == EINTR);
    close(report[0]);
    if (count != (ssize_t)sizeof snippet || snippet <= 0) {
      waitpid(reaper, NULL, 0);
      errno = EAGAIN;
      return -1;
    }
    *group = snippet;
    return reaper;
  }
  // The reaper: a group of its own (no terminal signal reaches it), subreaper of the snippet.
  setpgid(0, 0);
  default_signals();
  prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
  pid_t snippet = fork();
  if (snippet == 0) exec_snippet(path, argv, directory, stdin_fd, output_fd, process_limit);
  if (snippet > 0) {
    setpgid(snippet, snippet);
    // When the presenter dies, the kernel sends SIGHUP here and the group is ended.
    snippet_group = snippet;
    struct sigaction hangup = {0};
    hangup.sa_handler = end_orphaned_group;
    sigaction(SIGHUP, &hangup, NULL);
    prctl(PR_SET_PDEATHSIG, SIGHUP, 0, 0, 0);
    if (getppid() != presenter) end_orphaned_group(SIGHUP);
  }
  // The reaper holds nothing of the snippet's: the pipe ends when the snippet's processes do.
  for (int fd = 0; fd < 1024; fd++) {
    if (fd != report[1]) close(fd);
  }
  (void)!write(report[1], &snippet, sizeof snippet);
  close(report[1]);
  if (snippet < 0) _exit(126);
  reap_snippet(snippet);
  return -1;
}

int segue_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC); }

int segue_is_executable_file(const char *path) {
  struct stat info;
  return stat(path, &info) == 0 && S_ISREG(info.st_mode) && access(path, X_OK) == 0;
}

long segue_owner(const char *path) {
  struct stat info;
  return stat(path, &info) == 0 ? (long)info.st_uid : -1;
}

long segue_count_group(pid_t group) {
  DIR *proc = opendir("/proc");
  if (proc == NULL) return 0;
  long found = 0;
  char path[64];
  char stat[512];
  struct dirent *entry;
  while ((entry = readdir(proc)) != NULL) {
    if (entry->d_name[0] < '1' || entry->d_name[0] > '9') continue;
    snprintf(path, sizeof path, "/proc/%s/stat", entry->d_name);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    ssize_t count = read(fd, stat, sizeof stat - 1);
    close(fd);
    if (count <= 0) continue;
    stat[count] = 0;
    // `pid (comm) state ppid pgrp …`: the command may hold spaces and parentheses.
    char *close_paren = strrchr(stat, ')');
    if (close_paren == NULL) continue;
    char state;
    long ppid, pgrp;
    if (sscanf(close_paren + 1, " %c %ld %ld", &state, &ppid, &pgrp) == 3 && pgrp == group) found++;
  }
  closedir(proc);
  return found;
}

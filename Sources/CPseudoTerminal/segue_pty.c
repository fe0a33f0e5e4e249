#define _GNU_SOURCE
#include "segue_pty.h"

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <unistd.h>

/// Writes a NUL-terminated string with write(2) alone (async-signal-safe).
static void say(const char *text) {
  ssize_t ignored = write(STDERR_FILENO, text, strlen(text));
  (void)ignored;
}

/// What the child does between fork and exec: only async-signal-safe calls.
static void run_child(
    const char *path, char *const argv[], char *const envp[], const char *directory,
    unsigned long process_limit) {
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  for (int signal_number = 1; signal_number < NSIG; signal_number++) {
    signal(signal_number, SIG_DFL);
  }
  close_range(STDERR_FILENO + 1, ~0U, 0);
  if (process_limit > 0) {
    struct rlimit limit = {process_limit, process_limit};
    setrlimit(RLIMIT_NPROC, &limit);
  }
  if (directory != NULL && chdir(directory) != 0) {
    say("segue: cannot enter the folder ");
    say(directory);
    say("\r\n");
    _exit(127);
  }
  execve(path, argv, envp);
  say("segue: cannot run ");
  say(path);
  say("\r\n");
  _exit(127);
}

pid_t segue_pty_spawn(
    const char *path, char *const argv[], char *const envp[], const char *directory,
    unsigned short rows, unsigned short columns, unsigned long process_limit, int *master) {
  struct winsize size = {.ws_row = rows, .ws_col = columns};
  pid_t pid = forkpty(master, NULL, NULL, &size);
  if (pid == 0) {
    run_child(path, argv, envp, directory, process_limit);
  }
  if (pid > 0) {
    fcntl(*master, F_SETFL, fcntl(*master, F_GETFL) | O_NONBLOCK);
    fcntl(*master, F_SETFD, FD_CLOEXEC);
  }
  return pid;
}

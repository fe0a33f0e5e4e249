#define _GNU_SOURCE
#include "segue_pty.h"

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <unistd.h>
#include <utmp.h>

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

/// Opens a pseudo-terminal whose two sides are closed on exec from the start, so that no
/// program another thread starts meanwhile holds one (a held slave would keep the pane from
/// seeing its program's hang-up). Returns the master, or -1; `*slave` is the other side.
static int open_pair(unsigned short rows, unsigned short columns, int *slave) {
  int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  char name[64];
  if (master < 0) return -1;
  if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, name, sizeof name) != 0 ||
      (*slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)) < 0) {
    int saved = errno;
    close(master);
    errno = saved;
    return -1;
  }
  struct winsize size = {.ws_row = rows, .ws_col = columns};
  ioctl(*slave, TIOCSWINSZ, &size);
  return master;
}

pid_t segue_pty_spawn(
    const char *path, char *const argv[], char *const envp[], const char *directory,
    unsigned short rows, unsigned short columns, unsigned long process_limit, int *master) {
  int slave = -1;
  *master = open_pair(rows, columns, &slave);
  if (*master < 0) return -1;
  pid_t pid = fork();
  if (pid == 0) {
    // A new session, the slave its controlling terminal and the program's 0, 1 and 2.
    if (login_tty(slave) != 0) _exit(127);
    run_child(path, argv, envp, directory, process_limit);
  }
  int saved = errno;
  close(slave);
  if (pid < 0) {
    close(*master);
    *master = -1;
    errno = saved;
    return -1;
  }
  fcntl(*master, F_SETFL, fcntl(*master, F_GETFL) | O_NONBLOCK);
  return pid;
}

#ifndef SEGUE_CFILESYSTEM_SHIM_H
#define SEGUE_CFILESYSTEM_SHIM_H
// Swift's Glibc module has no <sys/vfs.h>: the one call Segue needs from it, for judging an
// open file by the file system it is on (Platform's file rule).
#include <sys/vfs.h>

/// The file system type (`f_type`, e.g. 0x9fa0 for procfs) of the open file `fd`; -1 when
/// `fstatfs` fails.
static inline long segue_file_system_type(int fd) {
  struct statfs info;
  if (fstatfs(fd, &info) != 0) return -1;
  return (long)info.f_type;
}
#endif

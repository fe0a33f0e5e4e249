// libvterm keeps a terminal program's screen as cells; only
// SegueTerminalPane/VirtualScreen.swift includes it.
#include <vterm.h>

# The bounds of sizes the outside world chooses (issue 27), sourced by run.sh (its helpers are
# in scope).

# rss_kb PID: the process's resident memory in kB (VmRSS of /proc/PID/status).
rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$1/status"; }

# Resident memory allowed with a window past the largest frame: ncurses' three screens of the
# 1000x1000 cells it is told (~84 MB), the notice's frame (~30 MB) and the process itself
# (~30 MB in a debug build); afbba52 took 2.8 GB for one 10000x10000 resize, and crashed
# passing through it. After the shrink the memory goes back (malloc_trim): a second bound.
HUGE_RSS_KB=300000
SHRUNK_RSS_KB=100000

# tmux passes through 10000x10000 when a window goes from 10000x2 to 2x10000; each size past
# 1000x1000 is the notice, the memory stays bounded, and after the shrink keys work.
test_huge_terminal_is_a_notice_in_bounded_memory() {
  start_basic
  key Right
  wait_footer "Alpha · 2/16"
  local pid rss size
  pid=$(segue_pid)
  for size in "10000 10000" "10000 2" "2 10000" "10000 10000"; do
    tmux resize-window -x "${size% *}" -y "${size#* }" || fail "resize-window $size failed"
    if [[ $size == "10000 10000" ]]; then
      wait_for "terminal too large: 10000×10000 (at most 1000×1000)"
    else
      wait_until "the pane at ${size/ /x}" pane_size_is "${size/ /x}"
    fi
    rss=$(rss_kb "$pid")
    ((rss < HUGE_RSS_KB)) || fail "resident ${rss} kB at ${size/ /x} (bound ${HUGE_RSS_KB} kB)"
  done
  tmux resize-window -x 100 -y 30 || fail "resize-window failed"
  wait_footer "Alpha · 2/16"
  rss=$(rss_kb "$pid")
  ((rss < SHRUNK_RSS_KB)) || fail "resident ${rss} kB after the shrink (bound ${SHRUNK_RSS_KB} kB)"
  key Right
  wait_footer "Alpha · 3/16"
}
pane_size_is() { [[ $(tmux display-message -p '#{pane_width}x#{pane_height}') == "$1" ]]; }

# The speaker view and the follower in a 10000x10000 window: the notice, bounded memory, and
# the view back after the shrink.
test_huge_viewers_show_the_notice_in_bounded_memory() {
  start_talk
  window notes notes "$DECKS/talk.md"
  wait_on notes "Next Why terminals"
  window follow follow "$DECKS/talk.md"
  wait_on follow "Shipping a terminal app"
  local name pid rss
  for name in notes follow; do
    pid=$(pid_in "$name")
    tmux resize-window -t ":$name" -x 10000 -y 10000 || fail "resize-window failed"
    wait_on "$name" "terminal too large: 10000×10000 (at most 1000×1000)"
    rss=$(rss_kb "$pid")
    ((rss < HUGE_RSS_KB)) || fail "$name: resident ${rss} kB at 10000x10000 (bound ${HUGE_RSS_KB} kB)"
    tmux resize-window -t ":$name" -x 100 -y 30 || fail "resize-window failed"
  done
  wait_on notes "Next Why terminals"
  wait_on follow "Shipping a terminal app"
  for name in notes follow; do
    rss=$(rss_kb "$(pid_in "$name")")
    ((rss < SHRUNK_RSS_KB)) || fail "$name: resident ${rss} kB after the shrink (bound ${SHRUNK_RSS_KB} kB)"
  done
}

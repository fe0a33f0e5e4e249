# Live code on stage (issue 29), sourced by run.sh (its helpers are in scope). The deck is
# copied into the test's folder, where snippets run (the deck's folder), so what they write
# stays in the test's own folder.

start_live() {
  cp "$DECKS/live.md" "$T/live.md"
  LEFTOVERS=("line 1" "demo\$" "●")
  launch "$T/live.md" "$@"
  wait_for "Live code"
}

# descendants PID: every process under PID.
descendants() {
  local child
  for child in $(ps -o pid= --ppid "$1"); do
    echo "$child"
    descendants "$child"
  done
}

main_screen_shown() { [[ $(tmux display-message -p '#{alternate_on}') == 0 ]]; }

# no_process_runs TEXT: no process under the pane has TEXT in its command line.
no_process_runs() {
  local pid
  for pid in $(descendants "$(tmux display-message -p '#{pane_pid}')"); do
    [[ $(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null) == *"$1"* ]] && return 1
  done
  return 0
}

# Ctrl-E runs the slide's snippet: its lines stream into a box below it with the exit status;
# its colours stay and its title, clear-screen and other sequences do not reach the terminal.
test_ctrl_e_runs_a_snippet_and_shows_its_output() {
  start_live -x
  key Right Right
  wait_for "Counting"
  key C-e
  wait_for "line 3"
  wait_for "exit 3"
  has "red done" || fail "the snippet's text around its escape sequences is not shown"
  [[ $(tmux display-message -p '#{pane_title}') != *HACKED* ]] ||
    fail "the snippet retitled the terminal"
  local red
  red=$(tmux capture-pane -p -e | grep -o $'\e\\[[0-9;]*31[0-9;]*mred' | head -1)
  [[ -n $red ]] || fail "the snippet's red is not on screen"
  # The output stays with the slide.
  key Right
  wait_for "Endless"
  key Left
  wait_for "line 3"
  key q
  assert_exited 0
}

# Without -x nothing runs: the block says how to allow it, and Ctrl-E does nothing.
test_without_x_nothing_runs_and_the_hint_shows() {
  start_live
  key Right Right Right Right
  wait_for "Marker"
  wait_for "run with -x to execute"
  key C-e
  key Right
  wait_for "Shell"
  wait_for "run with -X to execute"
  [[ ! -e $T/ran-the-snippet ]] || fail "the snippet ran without -x"
  no_process_runs "--norc" || fail "the terminal program started without -X"
  key q
  assert_exited 0
}

# A second Ctrl-E stops an endless snippet's whole process group; keys are answered while it
# floods the pipe.
test_second_ctrl_e_stops_an_endless_snippet() {
  start_live -x
  key Right Right Right
  wait_for "Endless"
  key C-e
  wait_for "tick"
  wait_for "running…"
  # Keys still move the talk while the snippet writes as fast as it can.
  key Right
  wait_for "Marker"
  key Left
  wait_for "Endless"
  key C-e
  wait_for "stopped (signal"
  wait_until "the snippet's processes to be gone" no_process_runs "segue-snippet"
  key q
  assert_exited 0
}

# A +pty block runs bash in its box: Ctrl-T gives it the keys (q and Right go to bash), Ctrl-T
# takes them back; the program ends with the talk.
test_terminal_block_takes_keys_after_ctrl_t() {
  start_live -X
  key Right Right Right Right Right
  wait_for "demo\$"
  key C-t
  wait_for "Ctrl-T gives them back"
  type_text 'echo hi-$((6*7)) q'
  key Enter
  wait_for "hi-42 q"
  key C-t
  wait_until_gone "Ctrl-T gives them back"
  key Right
  wait_for "The last slide."
  key q
  assert_exited 0
  no_process_runs "--norc" || fail "bash still runs after the talk"
}

# slides' `~~~command args` block: with -X its text is piped through the real command and the
# output replaces it; without -X it stays as written.
test_slides_command_block_pipes_through_sort_with_X() {
  cp "$DECKS/slides-sort.md" "$T/sort.md"
  LEFTOVERS=("cherry")
  launch "$T/sort.md" -X
  wait_for "Sorting with a command"
  wait_until "cherry, banana, apple in sorted order" squeezed_has "cherry banana apple"
  lacks "~~~" || fail "the block's fence shows"
  key q
  assert_exited 0
  stop_server
  launch "$T/sort.md"
  wait_for "run with -X to execute"
  has "│ apple" || fail "without -X the block does not show as written"
}

# +acquire_terminal: Ctrl-E gives the program the whole terminal (main screen, shell modes, the
# keyboard), and the slide comes back when it ends.
test_acquire_terminal_hands_over_the_whole_terminal() {
  start_live -x
  key End
  wait_for "Whole terminal"
  key C-e
  wait_for "your name?"
  wait_until "the program on the main screen" main_screen_shown
  type_text "Ada"
  key Enter
  wait_for "exit 0"
  wait_for "Whole terminal"
  [[ $(cat "$T/typed-by-hand.txt" 2>/dev/null) == "hello Ada" ]] ||
    fail "the program did not read the typed name"
  key Left
  wait_for "Sleeping"
  key q
  assert_exited 0
}

# A presenter killed with SIGKILL takes its running snippets with it: the snippet's reaper hears
# of its parent's death (PR_SET_PDEATHSIG) and ends the group. The snippet sleeps, so no
# SIGPIPE from its closed output would end it anyway. The snippets' folders are under
# this test's own TMPDIR, so they are found wherever they were reparented.
test_a_killed_presenter_ends_its_snippets() {
  mkdir -p "$T/tmp"
  cp "$DECKS/live.md" "$T/live.md"
  TMPDIR="$T/tmp" launch "$T/live.md" -x
  wait_for "Live code"
  key End Left
  wait_for "Sleeping"
  key C-e
  wait_for "│ asleep now"
  pgrep -f "$T/tmp/segue-snippet" >/dev/null || fail "the snippet's process is not found: $(ps -eo args | grep -F script.sh | head -3)"
  kill -9 "$(segue_pid)"
  wait_until "the snippet to end with the presenter" snippet_gone
}
snippet_gone() { ! pgrep -f "$T/tmp/segue-snippet" >/dev/null; }

# A snippet that starts hundreds of processes is stopped at the limit (its whole group ends),
# and the presenter answers keys while it forks.
test_a_process_flood_is_stopped_and_keys_are_answered() {
  cp "$DECKS/flood.md" "$T/flood.md"
  LEFTOVERS=("Still here.")
  launch "$T/flood.md" -x
  wait_for "Flood"
  key Right
  wait_for "Many"
  key C-e
  key Right
  wait_for "Still here."
  key Left
  wait_for "more than 256 processes"
  wait_until "the flood's processes to be gone" no_process_runs "sleep 30"
  key q
  assert_exited 0
}

# A follower (the projector's mirror) shows the output of a snippet the presenter runs, and a
# terminal's screen, as the presenter draws them.
test_a_follower_shows_the_presenters_live_output() {
  speaker_env
  cp "$DECKS/live.md" "$T/live.md"
  window talk "$T/live.md" -X --no-transitions
  wait_on talk "Live code"
  wait_sockets 1
  window follow follow "$T/live.md"
  wait_on follow "Live code"
  tmux send-keys -t :talk Right Right
  wait_on follow "Counting"
  tmux send-keys -t :talk C-e
  wait_on talk "line 3"
  wait_on follow "line 3"
  wait_on follow "exit 3"
  tmux send-keys -t :talk Right Right Right
  wait_on talk "demo\$"
  wait_on follow "demo\$"
  tmux send-keys -t :talk C-t
  tmux send-keys -t :talk -l 'echo mirrored-$((6*7))'
  tmux send-keys -t :talk Enter
  wait_on follow "mirrored-42"
  tmux send-keys -t :talk C-t
  tmux send-keys -t :talk q
}

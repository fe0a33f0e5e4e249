# End-to-end tests of what the presenter remembers between runs (--rehearse, --resume), sourced
# by run.sh (its helpers are in scope). Each test has its own XDG_STATE_HOME ($T/state), so
# nothing is read from or written to the real home.

memory_env() {
  export XDG_STATE_HOME=$T/state
  STATE=$XDG_STATE_HOME/segue
}

# mode PATH: the permission bits, in octal.
mode() { stat -c %a "$1"; }

test_rehearse_prints_the_table_after_the_terminal_is_back() {
  memory_env
  start_basic --rehearse
  key Right
  wait_footer "Alpha · 2/16"
  key Right
  wait_footer "Alpha · 3/16"
  key q
  # The table names the slides; what must not be left is the slides' bodies and chrome.
  LEFTOVERS=("Body text" "●" "○" "│")
  assert_exited 0
  has "Rehearsal of $DECKS/basic.md: " || fail "no table heading"
  wait_for_regex 'slide +title +time +budget +over/under'
  wait_for_regex '1\.3 +Alpha page 2 +[0-9]+:[0-9]{2} +—'
  wait_for_regex '3\.5 +Charlie page 4 +0:00 +—'
  wait_for_regex ' total +[0-9]+:[0-9]{2} +—'
  [[ $(mode "$STATE") == 700 ]] || fail "state folder mode $(mode "$STATE")"
  local saved=("$STATE"/*.rehearsal)
  [[ -f ${saved[0]} ]] || fail "no rehearsal saved in $STATE: $(ls -la "$STATE")"
  [[ $(mode "${saved[0]}") == 600 ]] || fail "rehearsal file mode $(mode "${saved[0]}")"
  local timing
  timing=$("$SEGUE" check --timing "$DECKS/basic.md") || fail "check --timing failed"
  [[ $timing == "Rehearsal of $DECKS/basic.md: "* ]] || fail "check --timing: $timing"
  grep -qE '^1\.3 +Alpha page 2 +[0-9]+:[0-9]{2} +—' <<<"$timing" || fail "check --timing rows: $timing"
}

# The position is saved on quit; --resume starts there under a note that a timer takes away.
test_resume_starts_where_the_last_talk_stopped() {
  memory_env
  start_basic
  key Right
  key Right
  wait_footer "Alpha · 3/16"
  key q
  assert_exited 0
  stop_server
  launch "$DECKS/basic.md" --resume
  wait_until "the note 'resumed at 1.3'" has "resumed at 1.3"
  wait_footer "Alpha · 3/16"
  wait_until "the note to go away by itself" bash -c '! tmux capture-pane -p | grep -q "resumed at"'
  key Right
  wait_footer "Alpha · 4/16"
  key q
  assert_exited 0
}

# Garbage where the position should be: one warning (after the talk, with the terminal back),
# and the talk starts at the first slide.
test_resume_ignores_a_garbage_position_with_one_warning() {
  memory_env
  start_basic
  key Right
  wait_footer "Alpha · 2/16"
  key q
  assert_exited 0
  stop_server
  local saved=("$STATE"/*.position)
  printf 'segue position 1\n\033[31mnot a position\n' >"${saved[0]}"
  launch "$DECKS/basic.md" --resume
  wait_until "the note about the first slide" has "no saved position: starting at 1.1"
  wait_footer "Alpha · 1/16"
  key q
  assert_exited 0
  # The line is wrapped at the pane's width: its words are read without the line breaks.
  [[ ${SCREEN//$'\n'/} == *"warning: ${saved[0]}: not a saved position; starting at the first slide"* ]] ||
    fail "no warning about the garbage"
  [[ $(grep -c "warning:" <<<"$SCREEN") == 1 ]] || fail "more than one warning"
}

# SIGTERM and SIGHUP end the presenter from the signal handler: the position is saved there.
test_resume_after_sigterm_and_sighup() {
  memory_env
  local signal
  for signal in TERM HUP; do
    start_basic
    key Right
    key Right
    [[ $signal == HUP ]] && key Right
    local footer="Alpha · 3/16" note="resumed at 1.3"
    [[ $signal == HUP ]] && footer="Alpha · 4/16" note="resumed at 1.4"
    wait_footer "$footer"
    kill -"$signal" "$(segue_pid)"
    wait_for_regex 'STTY: [^:]*:END'
    stop_server
    launch "$DECKS/basic.md" --resume
    wait_until "the note '$note' after SIG$signal" has "$note"
    wait_footer "$footer"
    key q
    assert_exited 0
    stop_server
  done
  local leftovers=("$STATE"/*.tmp)
  [[ ! -e ${leftovers[0]} ]] || fail "temporary files left: ${leftovers[*]}"
}

# Closing the terminal right after the start leaves no temporary file in the state folder, and
# one a killed run left there (SIGKILL cannot be caught) is removed at the next start once it
# is a minute old; a fresh one, which may be another run's write in progress, stays.
test_no_temporary_file_is_left_in_the_state_folder() {
  memory_env
  mkdir -p "$STATE" && chmod 700 "$STATE"
  : >"$STATE/0123456789abcdef.position.99999.tmp"
  touch -d '2 minutes ago' "$STATE/0123456789abcdef.position.99999.tmp"
  : >"$STATE/0123456789abcdef.rehearsal.99998.tmp"
  start_basic
  [[ ! -e $STATE/0123456789abcdef.position.99999.tmp ]] || fail "the stale temporary file is still there"
  [[ -e $STATE/0123456789abcdef.rehearsal.99998.tmp ]] || fail "a fresh temporary file was removed"
  rm "$STATE/0123456789abcdef.rehearsal.99998.tmp"
  local pid
  pid=$(segue_pid)
  stop_server
  local deadline=$((${EPOCHREALTIME/./} + TIMEOUT * 1000000))
  while kill -0 "$pid" 2>/dev/null; do
    ((${EPOCHREALTIME/./} < deadline)) || fail "segue did not end with its terminal"
    sleep 0.01
  done
  local saved=("$STATE"/*.position) leftovers=("$STATE"/*.tmp)
  [[ -f ${saved[0]} ]] || fail "no position saved: $(ls -la "$STATE")"
  [[ ! -e ${leftovers[0]} ]] || fail "temporary files left: ${leftovers[*]}"
}

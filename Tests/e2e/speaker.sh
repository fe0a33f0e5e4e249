# End-to-end tests of the speaker channel, sourced by run.sh (its helpers are in scope).
#
# Each test gives segue a private XDG_RUNTIME_DIR ($T/run), so its sockets are its own. Views
# run in tmux windows of the test's server (window 0 is the presenter unless said otherwise),
# each 100x30; `on WINDOW` captures one window, `wait_on WINDOW TEXT` polls it every 10 ms.

speaker_env() {
  export XDG_RUNTIME_DIR=$T/run
  mkdir -p "$XDG_RUNTIME_DIR"
  chmod 700 "$XDG_RUNTIME_DIR"
  SOCKETS=$XDG_RUNTIME_DIR/segue
}

# window NAME ARG...: runs `segue ARG...` in a new window named NAME (the first one: a session).
window() {
  local name=$1
  shift
  if tmux has-session 2>/dev/null; then
    tmux new-window -d -n "$name" sh -c "$PANE_SCRIPT" sh "$SEGUE" "$@" || fail "new-window failed"
  else
    tmux -f /dev/null new-session -d -x 100 -y 30 -n "$name" sh -c "$PANE_SCRIPT" sh "$SEGUE" "$@" ||
      fail "tmux new-session failed"
  fi
}

on() { SCREEN=$(tmux capture-pane -p -t ":$1" 2>/dev/null); }
on_has() { on "$1" && [[ $SCREEN == *"$2"* ]]; }

# wait_on WINDOW TEXT: polls WINDOW every 10 ms until TEXT shows.
wait_on() {
  local deadline=$((${EPOCHREALTIME/./} + TIMEOUT * 1000000))
  until on_has "$1" "$2"; do
    ((${EPOCHREALTIME/./} < deadline)) || fail "timed out waiting for \"$2\" in window $1: $SCREEN"
    sleep 0.01
  done
}

# pid_in WINDOW: the segue process of that window.
pid_in() {
  local pane_pid child
  pane_pid=$(tmux display-message -p -t ":$1" '#{pane_pid}') || fail "no window $1"
  for child in $(pgrep -P "$pane_pid"); do
    [[ $(readlink "/proc/$child/exe") == "$SEGUE_EXE" ]] && { echo "$child"; return 0; }
  done
  fail "no segue in window $1"
}

sockets() { compgen -G "$SOCKETS/*.sock" | wc -l; }

wait_sockets() {
  local deadline=$((${EPOCHREALTIME/./} + TIMEOUT * 1000000))
  until (($(sockets) == $1)); do
    ((${EPOCHREALTIME/./} < deadline)) || fail "expected $1 sockets, have $(sockets): $(ls "$SOCKETS")"
    sleep 0.01
  done
}

start_talk() {
  speaker_env
  window talk "$DECKS/talk.md" --no-transitions
  wait_on talk "Shipping a terminal app"
  wait_sockets 1
}

test_speaker_socket_and_folder_modes() {
  start_talk
  [[ $(stat -c %a "$SOCKETS") == 700 ]] || fail "folder mode $(stat -c %a "$SOCKETS")"
  local socket
  socket=$(compgen -G "$SOCKETS/*.sock")
  [[ $(stat -c %a "$socket") == 600 ]] || fail "socket mode $(stat -c %a "$socket")"
  [[ $(basename "$socket") == talk.*.$(pid_in talk).sock ]] || fail "socket name $(basename "$socket")"
}

# The socket goes on every way out.
speaker_exit_removes_socket() {
  start_talk
  if [[ $1 == q ]]; then tmux send-keys -t :talk q; else kill "-$1" "$(pid_in talk)"; fi
  wait_sockets 0
}
test_speaker_q_removes_socket() { speaker_exit_removes_socket q; }
test_speaker_sigterm_removes_socket() { speaker_exit_removes_socket TERM; }
test_speaker_sighup_removes_socket() { speaker_exit_removes_socket HUP; }
test_speaker_sigint_removes_socket() { speaker_exit_removes_socket INT; }
test_speaker_sigquit_removes_socket() { speaker_exit_removes_socket QUIT; }

# A key in the presenter shows in the notes view: notes, s.p and the next title. (How soon is a
# `make bench` figure; waits here only catch a hang.)
test_speaker_notes_follow_the_presenter() {
  start_talk
  window notes notes "$DECKS/talk.md" --duration 20m
  wait_on notes "Next Why terminals"
  tmux send-keys -t :talk Right Right
  wait_on notes "Ask who has a terminal open right now."
  local expected
  for expected in "Next Demo" "step 2/2"; do
    tmux send-keys -t :talk Right
    wait_on notes "$expected"
  done
  on_has notes " 2.3 " || fail "no position 2.3: $SCREEN"
  on_has notes "Now  Fast feedback" || fail "no current title: $SCREEN"
}

test_speaker_right_in_notes_moves_the_presenter() {
  start_talk
  window notes notes "$DECKS/talk.md"
  wait_on notes "Next Why terminals"
  tmux send-keys -t :notes Right Right
  wait_on talk "Everyone in the room has a terminal open."
  tmux send-keys -t :notes Tab
  wait_on talk "Demo · 5/7"
  wait_on notes "Next Live reload"
  tmux send-keys -t :notes Right
  wait_on talk "Save the file and watch."
  wait_on notes "Open the editor on the left"
}

test_speaker_follow_mirrors_the_slide() {
  start_talk
  window follow follow "$DECKS/talk.md"
  wait_on follow "Shipping a terminal app"
  tmux send-keys -t :talk Right Right
  wait_on follow "Everyone in the room has a terminal open."
  tmux send-keys -t :follow Right q
  wait_on follow "EXIT=0"
  on_has talk "Everyone in the room has a terminal open." || fail "a follower's key moved the talk"
}

test_speaker_views_wait_and_reconnect() {
  start_talk
  window notes notes "$DECKS/talk.md"
  window follow follow
  wait_on notes "Next Why terminals"
  wait_on follow "Shipping a terminal app"
  tmux send-keys -t :talk q
  wait_on notes "The presenter quit; waiting for it to start again"
  wait_on follow "The presenter quit; waiting for it to start again"
  tmux kill-window -t :talk
  window talk2 "$DECKS/talk.md" --no-transitions --start 4
  wait_on notes "Now  Fast feedback"
  wait_on follow "Start-up in milliseconds"
}

test_speaker_two_presenters_are_told_apart() {
  speaker_env
  window talk "$DECKS/talk.md" --no-transitions
  window basic "$DECKS/basic.md" --no-transitions
  wait_sockets 2
  window notes notes "$DECKS/talk.md"
  window any notes
  wait_on notes "Next Why terminals"
  wait_on any "Several presenters are running"
  tmux send-keys -t :basic Right
  tmux send-keys -t :talk Right
  wait_on notes "Now  Why terminals"
  tmux kill-window -t :basic
  wait_on any "Now  Why terminals"
}

test_speaker_view_waits_when_no_presenter_runs() {
  speaker_env
  window notes notes "$DECKS/talk.md"
  wait_on notes "No presenter of"
  window talk "$DECKS/talk.md" --no-transitions
  wait_on notes "Next Why terminals"
}

# A client that sends garbage and one that never reads: the presenter and the notes view go on.
test_speaker_garbage_and_a_client_that_never_reads() {
  start_talk
  window notes notes "$DECKS/talk.md"
  wait_on notes "Next Why terminals"
  local socket
  socket=$(compgen -G "$SOCKETS/*.sock")
  python3 - "$socket" >"$T/hostile.log" 2>&1 <<'PY' &
import socket, sys, time
bad = socket.socket(socket.AF_UNIX); bad.connect(sys.argv[1])
bad.sendall(b"garbage\n" + b"x" * 100000 + b"\n" + b'{"v":7,"type":"bye"}\n' + b'{"v":1,"type":"comm')
stuck = socket.socket(socket.AF_UNIX); stuck.connect(sys.argv[1])
stuck.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
print("connected", flush=True)
time.sleep(30)
PY
  local deadline=$((${EPOCHREALTIME/./} + TIMEOUT * 1000000))
  until grep -q connected "$T/hostile.log"; do
    ((${EPOCHREALTIME/./} < deadline)) || fail "the hostile client did not connect"
    sleep 0.01
  done
  for _ in $(seq 40); do tmux send-keys -t :talk Right Left; done
  tmux send-keys -t :talk Right Right Right
  wait_on notes "Now  Fast feedback"
  wait_on talk "Start-up in milliseconds"
  tmux send-keys -t :notes Right
  wait_on talk "No browser"
  kill %1 2>/dev/null
}

# 50 followers, each on its own pseudo-terminal, all show a new slide after a key. They run
# with --no-transitions like the presenter here: the new slide's text is then on their screens
# in one frame. How soon (the slowest follower, the presenter's own frame meanwhile) is measured
# by Scripts/bench-follow.py, not asserted: it failed CI at 216 ms against a 200 ms bound.
test_speaker_fifty_followers() {
  start_talk
  tmux send-keys -t :talk Right
  wait_on talk "Why terminals · 2/7"
  python3 "$HERE/followers.py" "$SEGUE" "$DECKS/talk.md" 50 --no-transitions >"$T/followers.log" 2>&1
  local status=$?
  cat "$T/followers.log"
  ((status == 0)) || fail "$(tail -1 "$T/followers.log")"
}

# The follower slides the presenter's move in with its own theme's transition (2 s here, so
# that the captures see it under way): the new text shows right of its place before it lands.
test_speaker_follow_animates_the_move() {
  start_talk
  printf 'extends: dark\ntransition:\n  duration_ms: 2000\n' >"$T/slow.yaml"
  window follow follow "$DECKS/talk.md" --theme "$T/slow.yaml"
  wait_on follow "Shipping a terminal app"
  tmux send-keys -t :talk Right
  wait_on follow "Why terminals · 2/7"
  tmux send-keys -t :talk Right
  wait_on follow "Everyone in the"
  local line
  line=$(grep -m1 "Everyone in the" <<<"$SCREEN")
  [[ $line != "    Everyone"* ]] || fail "the new slide was in place at once: $line"
  wait_on follow "    Everyone in the room has a terminal open."
  on_has talk "Everyone in the room has a terminal open." || fail "the presenter did not move"
}

# With --no-transitions the follower draws the new slide in place at once.
test_speaker_follow_without_transitions_draws_at_once() {
  start_talk
  printf 'extends: dark\ntransition:\n  duration_ms: 2000\n' >"$T/slow.yaml"
  window follow follow "$DECKS/talk.md" --theme "$T/slow.yaml" --no-transitions
  wait_on follow "Shipping a terminal app"
  tmux send-keys -t :talk Right Right
  wait_on follow "Everyone in the"
  [[ $(grep -m1 "Everyone in the" <<<"$SCREEN") == "    Everyone"* ]] ||
    fail "the follower animated: $SCREEN"
}

# A follower draws the pictures the presenter draws, not their placeholders.
test_speaker_follow_draws_pictures() {
  speaker_env
  window talk "$HERE/../../Decks/images.md" --no-transitions
  wait_sockets 1
  window follow follow --no-transitions
  wait_on follow "Images"
  tmux send-keys -t :talk Right Right
  wait_on follow "A diagram across the slide"
  wait_on talk "A diagram across the slide"
  on follow
  [[ $SCREEN != *"[image:"* ]] || fail "the follower shows a placeholder: $SCREEN"
  [[ $SCREEN == *"▀"* ]] || fail "no picture in the follower: $SCREEN"
}

# Without a deck named, the notes view reads the presenter's and shows it in the deck's own
# theme (`theme: light` here), not dark's; when another deck's presenter comes, that deck.
test_speaker_notes_use_the_decks_theme() {
  speaker_env
  sed '1a theme: light' "$DECKS/talk.md" >"$T/light.md"
  cp "$DECKS/talk.md" "$T/dark.md"
  window talk "$T/light.md" --no-transitions
  wait_sockets 1
  window notes notes
  wait_on notes "Next"
  local light dark
  light=$(tmux capture-pane -p -e -t :notes | head -3 | tail -1)
  tmux kill-window -t :talk
  wait_sockets 0
  # Both decks say the same: wait for the view to have left the first one, then for it to
  # settle on the second (it reads the deck the new presenter names, then its theme).
  wait_on notes "The presenter quit"
  window talk2 "$T/dark.md" --no-transitions
  local deadline=$((${EPOCHREALTIME/./} + TIMEOUT * 1000000))
  until on_has notes "Next Why terminals" && [[ $SCREEN != *"The presenter quit"* &&
    $SCREEN != *"The deck file differs"* ]] &&
    dark=$(tmux capture-pane -p -e -t :notes | head -3 | tail -1) && [[ $light != "$dark" ]]; do
    ((${EPOCHREALTIME/./} < deadline)) ||
      fail "the view did not show the dark deck in its colours: $(cat -v <<<"${dark-}") $SCREEN"
    sleep 0.01
  done
}

# Another user cannot reach the socket: the folder (0700) keeps them out, and with the file
# permissions bypassed (CAP_DAC_OVERRIDE, as after a careless chmod) the presenter still refuses
# the connection (SO_PEERCRED) without a word. Needs root or `sudo -n` to become `nobody`;
# skipped with the reason otherwise.
test_speaker_a_second_user_is_refused() {
  local become=()
  if (($(id -u) == 0)); then
    become=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  elif sudo -n true 2>/dev/null; then
    become=(sudo -n setpriv --reuid=65534 --regid=65534 --clear-groups)
  else
    echo "#   SKIP: not root and no sudo -n: no second user to try the socket with"
    return 0
  fi
  start_talk
  [[ $(stat -c %a "$SOCKETS") == 700 && $(stat -c %a "$(compgen -G "$SOCKETS/*.sock")") == 600 ]] ||
    fail "modes $(stat -c %a "$SOCKETS") $(stat -c %a "$SOCKETS"/*.sock)"
  local socket client
  socket=$(compgen -G "$SOCKETS/*.sock")
  client='import socket, sys
s = socket.socket(socket.AF_UNIX)
try:
    s.connect(sys.argv[1])
except OSError as e:
    print("refused:", e.strerror); sys.exit()
s.settimeout(5)
print("told:", s.recv(4096) or b"nothing, closed")'
  local outcome
  outcome=$(cd / && "${become[@]}" /usr/bin/python3 -c "$client" "$socket" 2>&1)
  [[ $outcome == "refused: Permission denied" ]] || fail "as nobody: $outcome"
  outcome=$(cd / && "${become[@]}" --inh-caps=+dac_override --ambient-caps=+dac_override \
    /usr/bin/python3 -c "$client" "$socket" 2>&1)
  [[ $outcome == "told: b'nothing, closed'" ]] || fail "as nobody past the modes: $outcome"
  # The owner is told the deck at once, and the talk goes on.
  outcome=$(python3 -c "$client" "$socket" 2>&1)
  [[ $outcome == *'"type":"deck"'* ]] || fail "as the owner: $outcome"
  tmux send-keys -t :talk Right q
  wait_on talk "refused a channel client of another user"
}

# ---------------------------------------------------------------------------------------------
# Trust (issue 27): another local user poses as the presenter. The views refuse it before they
# send anything: a folder the presenter would refuse, or a socket served by another user's
# process (SO_PEERCRED). Tests/e2e/fake-presenter.py is the impostor, run as `nobody`.

# impostor_env: an XDG_RUNTIME_DIR anyone may write to (as /tmp is), and the impostor's log;
# false (with the reason in $T/skip) where no process can be started as another user.
impostor_env() {
  if ((EUID != 0)) || ! command -v setpriv >/dev/null || [[ ! -x /usr/bin/python3 ]]; then
    echo "running the impostor as another user (nobody) needs root, setpriv and /usr/bin/python3" >"$T/skip"
    return 1
  fi
  # Outside the run's folder, which only its owner may enter.
  SHARED=$(mktemp -d /tmp/segue-shared.XXXXXX)
  chmod 1777 "$SHARED"
  export XDG_RUNTIME_DIR=$SHARED
  SOCKETS=$XDG_RUNTIME_DIR/segue
  IMPOSTOR_LOG=$SHARED/impostor.log
  : >"$IMPOSTOR_LOG"
  chmod 666 "$IMPOSTOR_LOG"
  trap 'rm -rf "$SHARED"' EXIT
}

# start_impostor: the fake presenter as nobody, listening in $SOCKETS (a folder it made).
start_impostor() {
  setpriv --reuid=nobody --regid=nogroup --clear-groups \
    /usr/bin/python3 "$HERE/fake-presenter.py" "$SOCKETS" "$IMPOSTOR_LOG" 2>"$T/impostor.err" &
  IMPOSTOR=$!
  trap 'kill $IMPOSTOR 2>/dev/null; rm -rf "$SHARED"' EXIT
  wait_sockets 1
}

# unwrapped_has TEXT: the last capture holds TEXT, however the pane's 100 columns wrapped it
# (blanks are left out of both, as a wrap at a space loses it to capture-pane's trimming).
unwrapped_has() {
  local flat=${SCREEN//[[:space:]]/} text=${1//[[:space:]]/}
  [[ $flat == *"$text"* ]]
}

# The impostor heard nothing from the view (no `hello`, no command).
impostor_heard_nothing() {
  [[ ! -s $IMPOSTOR_LOG ]] || fail "the view sent the impostor: $(head -c 200 "$IMPOSTOR_LOG")"
}

test_speaker_view_refuses_a_folder_another_user_made() {
  impostor_env || return 0
  start_impostor
  window notes notes
  wait_on notes "EXIT=1"
  unwrapped_has "error: $SOCKETS is not private (owned by user 65534, not 0); refusing it" ||
    fail "no error naming the folder: $SCREEN"
  impostor_heard_nothing
}

# The folder looks right (root takes it over after the impostor bound its socket: root's,
# mode 0700, not a link), but the process listening there is nobody's.
test_follower_refuses_a_presenter_of_another_user() {
  impostor_env || return 0
  start_impostor
  chown root:root "$SOCKETS" && chmod 700 "$SOCKETS" || fail "cannot take the folder over"
  window follow follow
  wait_on follow "EXIT=1"
  local socket
  socket=$(compgen -G "$SOCKETS/*.sock")
  unwrapped_has "error: $socket is served by user 65534, not by you (user 0); refusing it" ||
    fail "no error naming the impostor's socket: $SCREEN"
  impostor_heard_nothing
}

# ---------------------------------------------------------------------------------------------
# Pressure (issue 27): under a descriptor limit of 40, 150 idle connections exhaust the
# presenter's descriptors. It stops asking `accept` while it cannot take one (afbba52 spun on
# the failing call, 5 CPU-seconds in 5 s), counted by the debug build's channel counter; a save
# meanwhile cannot even be opened, and is read again once the descriptors are back (afbba52
# kept `cannot read: too many open files` on screen until the next save).

# Calls of `accept` allowed over the flood: the connections taken (fewer than 40, then those
# still queued when the flood ends, at most the 64 of the listen backlog and the 150 made), and
# a try every 250 ms while paused; a spinning presenter makes tens of thousands a second.
FLOOD_ACCEPT_CALLS=1000

# flood SOCKET COUNT READY: opens COUNT idle connections (non-blocking: a full backlog refuses
# the rest), touches READY, and holds them until killed.
flood() {
  /usr/bin/env python3 - "$@" <<'PY' &
import os, signal, socket, sys, time
path, count, ready = sys.argv[1], int(sys.argv[2]), sys.argv[3]
held = []
for _ in range(count):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.setblocking(False)
    try:
        s.connect(path)
        held.append(s)
    except OSError:
        s.close()
open(ready, "w").write(str(len(held)))
signal.pause()
PY
  FLOOD=$!
}

test_speaker_channel_flood_under_a_descriptor_limit() {
  speaker_env
  export SEGUE_TEST_CHANNEL_COUNTS=1
  cp "$DECKS/talk.md" "$T/talk.md"
  printf '#!/bin/sh\nulimit -n 40 || exit 99\nexec "$@"\n' >"$T/limited"
  chmod +x "$T/limited"
  tmux -f /dev/null new-session -d -x 100 -y 30 -n talk \
    sh -c "$PANE_SCRIPT" sh "$T/limited" "$SEGUE" "$T/talk.md" --no-transitions ||
    fail "tmux new-session failed"
  wait_on talk "Shipping a terminal app"
  wait_sockets 1
  flood "$(compgen -G "$SOCKETS/*.sock")" 150 "$T/flood.ready"
  trap 'kill $FLOOD 2>/dev/null' EXIT
  local deadline=$((${EPOCHREALTIME/./} + TIMEOUT * 1000000))
  until [[ -s $T/flood.ready ]]; do
    ((${EPOCHREALTIME/./} < deadline)) || fail "the flood did not connect"
    sleep 0.01
  done
  # A save while no descriptor is left: the read fails, and says why.
  sed 's/^title: Shipping a terminal app/title: Shipping it under pressure/' "$T/talk.md" >"$T/talk.new"
  mv "$T/talk.new" "$T/talk.md"
  wait_on talk "too many open files"
  # The descriptors come back: the save is read without another one.
  kill "$FLOOD"
  wait_on talk "Shipping it under pressure"
  on talk
  [[ $SCREEN != *"too many open files"* ]] || fail "the banner stayed: $SCREEN"
  tmux send-keys -t :talk q
  wait_on talk "EXIT=0"
  on talk
  local calls
  calls=$(grep -o 'channel: [0-9]* accept calls' <<<"$SCREEN" | grep -o '[0-9]*')
  [[ -n $calls ]] || fail "no accept count after exit: $SCREEN"
  ((calls < FLOOD_ACCEPT_CALLS)) || fail "$calls accept calls (bound $FLOOD_ACCEPT_CALLS)"
}

#!/bin/bash
# lookatme-frames.sh DECK N: lookatme's own frames of DECK, as plain text, for
# Tests/Fixtures/dialects/reference/: runs lookatme in an 80x24 tmux pane, captures a frame,
# presses `l` (next), N times; frames are separated by a line of ten dashes, like patat's dump.
# Needs lookatme: LOOKATME=path/to/bin/lookatme (python3 -m venv v && v/bin/pip install
# lookatme 'urwid==2.1.2'; lookatme 2.5 fails to draw code with urwid 2.6).
set -euo pipefail
deck=$(realpath "$1"); n=${2:-8}; lookatme=${LOOKATME:-lookatme}
session=lookatme-frames-$$
tmux new-session -d -s "$session" -x 80 -y 24 \
  "cd '$(dirname "$deck")' && TERM=xterm-256color '$lookatme' -e file_loader --safe '$(basename "$deck")'; sleep 60"
trap 'tmux kill-session -t "$session" 2>/dev/null' EXIT
previous=""
for i in $(seq 1 "$n"); do
  # Wait until the pane shows a new frame, then until it stops changing (tools draw a frame
  # in several writes).
  for _ in $(seq 1 100); do
    frame=$(tmux capture-pane -p -t "$session")
    [[ "$frame" =~ [^[:space:]] && "$frame" != "$previous" ]] && break
    sleep 0.1
  done
  for _ in $(seq 1 50); do
    sleep 0.3
    again=$(tmux capture-pane -p -t "$session")
    [[ "$again" == "$frame" ]] && break
    frame=$again
  done
  [[ $i -gt 1 ]] && echo "----------"
  echo "$frame"
  previous=$frame
  tmux send-keys -t "$session" l
done

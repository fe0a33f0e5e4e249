#!/bin/bash
# tmux-frames.sh DECK N COMMAND [ARG…]: the frames an interactive tool shows for DECK, as plain
# text, for Tests/Fixtures/dialects/reference/: runs `COMMAND ARG… DECK` in DECK's folder in an
# 80x24 tmux pane, captures a frame, presses `l` (next), N times; frames are separated by a line
# of ten dashes, like patat's dump. mdp-frames.sh and lookatme-frames.sh name their tool.
set -euo pipefail
deck=$(realpath "$1"); n=$2; shift 2
command=$(printf '%q ' "$@" "$(basename "$deck")")
session=tmux-frames-$$
tmux new-session -d -s "$session" -x 80 -y 24 \
  "cd $(printf '%q' "$(dirname "$deck")") && TERM=xterm-256color $command; sleep 60"
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

# The config file (issue 32), sourced by run.sh (its helpers are in scope). run.sh points
# XDG_CONFIG_HOME into its own folder, so the config of the machine running it never applies.

# A remapped binding moves the slide, the old key no longer does, and the `?` overlay (opened
# by its own remapped key) lists the keys in force.
test_config_remapped_keys_move_and_show_in_help() {
  printf 'keys:\n  next: [x, "<c-f>"]\n  help: H\n' >"$T/config.yaml"
  start_basic --config "$T/config.yaml"
  key l
  key x
  wait_footer "Alpha · 2/16"
  key C-f
  wait_footer "Alpha · 3/16"
  key H
  wait_for "╭─ Keys"
  wait_until "the remapped keys in the help" matches "x Ctrl-F +next step or slide"
  lacks "→ l Space" || fail "the help still lists next's default keys"
  key Escape
  wait_until_gone "╭─ Keys"
  wait_footer "Alpha · 3/16"
}

# Without --config, $XDG_CONFIG_HOME/segue/config.yaml is read.
test_config_is_read_from_xdg_config_home() {
  mkdir -p "$T/xdg/segue"
  printf 'keys:\n  previous: z\n' >"$T/xdg/segue/config.yaml"
  SEGMENTS=$BASIC_SEGMENTS
  XDG_CONFIG_HOME=$T/xdg launch "$DECKS/basic.md" --start 3
  wait_footer "Alpha · 3/16"
  key z
  wait_footer "Alpha · 2/16"
}

# A broken config stops the talk before it starts: file:line:col, the line, a caret, exit 1.
test_config_broken_is_an_error_with_its_place() {
  printf 'keys:\n  next: [q]\n' >"$T/config.yaml"
  launch "$DECKS/basic.md" --config "$T/config.yaml"
  wait_for "EXIT=1"
  has "config.yaml:2:10: error: 'next' (q) conflicts with 'quit' (q)" ||
    fail "no placed error"
  has $'\n  next: [q]\n         ^' || fail "no source line with its caret"
}

# The speaker view reads the config too: a key bound in its own mode drives the presenter,
# and the key it replaced no longer does (were `Right` still next, `Right h` would end on 3/7).
test_config_speaker_mode_keys_drive_the_presenter() {
  printf 'keys:\n  modes:\n    speaker:\n      next: x\n' >"$T/config.yaml"
  start_talk
  window notes notes "$DECKS/talk.md" --config "$T/config.yaml"
  wait_on notes "Next Why terminals"
  tmux send-keys -t :notes x x
  wait_on talk "Everyone in the room has a terminal open."
  tmux send-keys -t :notes Right h
  wait_on talk "Why terminals · 2/7"
}

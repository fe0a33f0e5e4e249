# Colours and attributes on stage (issue 31), sourced by run.sh (its helpers are in scope).
#
# Segue writes its own SGR sequences, and tmux keeps what a pane is sent in its grid:
# `capture-pane -e` writes 24-bit colours back as `38;2;r;g;b` and strikethrough as `9`.
# Under `-f /dev/null` tmux needs no setting for that: `terminal-features` (RGB, strikethrough)
# and the older `Tc` override only tell tmux what an attached client's outer terminal can show,
# and these servers have no client. COLORTERM is given to the server, so its pane has it.

# start_colors [ARGS...]: a one-slide deck with plain and struck words, in the dark theme.
start_colors() {
  printf '## Words\n\nPlain words and ~~struck~~ ones.\n' >"$T/colors.md"
  launch "$T/colors.md" --theme dark "$@"
  wait_for "Plain words"
}

# The captured row of the plain words, with its SGR sequences.
words_row() {
  capture
  local y
  for y in "${!ROWS[@]}"; do
    if [[ ${ROWS[$y]} == *"Plain words"* ]]; then
      tmux capture-pane -p -e -S "$y" -E "$y"
      return
    fi
  done
}

# A terminal that declares COLORTERM=truecolor gets the theme's text colour exactly: the dark
# theme's #cdd6f4, never a 256-colour index.
test_truecolor_terminal_gets_the_themes_exact_colours() {
  COLORTERM=truecolor start_colors
  local row screen
  row=$(words_row)
  [[ $row == *$'\e[38;2;205;214;244m'*"Plain words"* ]] ||
    fail "the text is not 38;2;205;214;244: $(printf '%s' "$row" | cat -v)"
  screen=$(tmux capture-pane -p -e)
  [[ $screen != *"38;5;"* ]] || fail "a 256-colour code on a true-colour terminal"
}

# --colors 256 forces the palette even where COLORTERM says truecolor.
test_colors_256_forces_the_palette() {
  COLORTERM=truecolor start_colors --colors 256
  local screen
  screen=$(tmux capture-pane -p -e)
  [[ $screen == *"38;5;"* ]] || fail "no 38;5; colour with --colors 256"
  [[ $screen != *"38;2;"* ]] || fail "a 24-bit colour with --colors 256"
}

# --colors 24bit forces 24-bit colour on a terminal that does not say it has it.
test_colors_24bit_forces_true_colour() {
  start_colors --colors 24bit
  [[ $(words_row) == *$'\e[38;2;205;214;244m'*"Plain words"* ]] ||
    fail "the text is not 38;2;205;214;244 with --colors 24bit"
}

# ~~struck~~ is drawn with SGR 9 (whatever terminfo says of smxx), the words around it are not.
test_strikethrough_is_sgr_9() {
  start_colors
  local row
  row=$(words_row)
  [[ $row =~ $'\e['([0-9]+\;)*9(\;[0-9]+)*m($'\e['[0-9\;:]*m)*struck ]] ||
    fail "struck is not drawn with SGR 9: $(printf '%s' "$row" | cat -v)"
  [[ ! $row =~ $'\e['([0-9]+\;)*9(\;[0-9]+)*m($'\e['[0-9\;:]*m)*Plain ]] ||
    fail "the plain words are struck too"
}

# On a light terminal (COLORFGBG='0;15', tmux's window painted white), every built-in theme's
# body text reads: its contrast on the captured cells is WCAG AA's 4.5:1 at least. A theme
# drawn on the terminal's background switches to its counterpart (dark → light) and says so
# after the talk; one that paints its background reads there as it would anywhere.
test_every_builtin_theme_reads_on_a_light_terminal() {
  printf '## Words\n\nReadable body text here.\n' >"$T/light.md"
  local theme ratio row
  for theme in base dark light mono high-contrast nord gruvbox catppuccin; do
    COLORFGBG='0;15' COLORTERM=truecolor launch_on_white "$T/light.md" --theme "$theme" \
      --no-transitions
    wait_for "Readable body text"
    row=$(tmux capture-pane -p -e | grep "Readable body text")
    ratio=$(printf '%s\n' "$row" | python3 "$HERE/contrast.py" "Readable body text" \
      "#000000" "#ffffff") || fail "$theme: $ratio"
    python3 -c "import sys; sys.exit(float('$ratio') < 4.5)" ||
      fail "theme $theme: the text's contrast on a light terminal is $ratio:1"
    key q
    assert_exited 0
    if [[ $theme == dark || $theme == base ]]; then
      squeezed_has "its counterpart 'light' was used" || fail "$theme: no note of the switch"
    fi
    stop_server
  done
}

# xterm sets no COLORTERM: the start-up query asks (DECRQSS) whether a 24-bit colour was kept,
# and a terminal that says so gets the theme's exact colours; one that rounds to its palette
# keeps 256 colours. On a pty of its own (tmux answers no DECRQSS).
test_a_terminal_that_keeps_24_bit_colour_gets_it_without_colorterm() {
  printf '## Words\n\nPlain words and ~~struck~~ ones.\n' >"$T/colors.md"
  python3 "$HERE/fake-xterm.py" "$SEGUE" "$T/colors.md" >"$T/xterm.log" 2>&1 ||
    fail "fake-xterm.py: $(cat "$T/xterm.log")"
  python3 "$HERE/fake-xterm.py" --palette "$SEGUE" "$T/colors.md" >"$T/xterm.log" 2>&1 ||
    fail "fake-xterm.py --palette: $(cat "$T/xterm.log")"
}

# Search, scrolling a long slide and auto-advance on stage (issue 32), sourced by run.sh (its
# helpers, and speaker.sh's, are in scope).

# stage_deck: three sections, a match in the last one, and a slide of 60 numbered lines.
stage_deck() {
  {
    printf '# Opening\n\n## Welcome\n\nNothing to find here.\n\n'
    printf '# Long\n\n## Sixty lines\n\n'
    for i in $(seq 1 60); do printf -- '- row %02d\n' "$i"; done
    printf '\n# Closing\n\n## Harvest\n\nThe orchard gives a Kumquat a year.\n'
  } >"$T/stage.md"
}

start_stage() {
  stage_deck
  launch "$T/stage.md" --no-transitions "$@"
  wait_for "Opening"
}

# start_long: the presenter on the long slide (2.2).
start_long() {
  start_stage --start 2/2
  wait_for "row 01"
}

# The first numbered row (`row 07`) on screen.
first_numbered_row() { capture; grep -o 'row [0-9][0-9]' <<<"$SCREEN" | head -1; }

# `/` finds a word in a later section: the slide shows with the word marked (reverse video) and
# the bottom line counts the matches; Esc clears the count.
test_search_finds_a_match_in_a_later_section() {
  start_stage
  type_text "/kumquat"
  wait_for "/kumquat▏"
  key Enter
  wait_for "The orchard gives a"
  wait_for "/kumquat  match 1 of 1"
  local y row
  capture
  for y in "${!ROWS[@]}"; do [[ ${ROWS[$y]} == *"orchard"* ]] && break; done
  row=$(tmux capture-pane -p -e -S "$y" -E "$y")
  [[ $row == *$'\e[7m'"Kumquat"* || $row == *$'\e[7m'*"Kumquat"* ]] ||
    fail "Kumquat is not in reverse video: $(printf '%s' "$row" | cat -v)"
  [[ $row != *$'\e[7m'"The orchard"* ]] || fail "more than the match is marked"
  key Escape
  wait_until_gone "match 1 of 1"
}

# A capital makes the search case-sensitive; n goes round the matches, saying when it wraps.
test_search_n_wraps_and_smart_case() {
  start_stage
  type_text "/row 0"
  key Enter
  wait_for "match 1 of 9"
  type_text "n"
  wait_for "match 2 of 9"
  type_text "N"
  type_text "N"
  wait_for "match 9 of 9 · wrapped to the bottom"
  key Escape
  wait_until_gone "match 9"
  type_text "/Row"
  key Enter
  wait_for "not found: Row"
}

# next scrolls the long slide a screen at a time (the marker says which), then moves on; the
# marker replaces the ↓.
test_next_scrolls_a_long_slide_then_moves_on() {
  start_long
  wait_for_regex "1/[0-9] ▼"
  lacks "↓" || fail "the ↓ marker is still drawn"
  key Space
  wait_for_regex "▲ 2/[0-9]"
  has "row 01" && fail "row 01 still shows after a screen's scroll"
  # On to the last screen: each Space scrolls the top row away.
  local top presses=0
  until has "row 60"; do
    ((presses < 10)) || fail "row 60 never showed"
    top=$(first_numbered_row)
    key Space
    wait_until_gone "$top"
    presses=$((presses + 1))
  done
  wait_for "row 60"
  lacks "▼" || fail "the last screen still shows ▼"
  key Space
  wait_until "the Closing section" footer_matches "Closing · 5/6"
  # Back onto the long slide: its last screen, as it was left; p again scrolls up.
  key p
  wait_for "row 60"
  key p
  wait_until_gone "row 60"
  key p
  wait_for "row 01"
}

# J, K, Ctrl-D scroll it too; the wheel over the slide scrolls three rows.
test_keys_and_wheel_scroll_a_long_slide() {
  start_long
  type_text "J"
  wait_until_gone "row 01"
  type_text "K"
  wait_for "row 01"
  # Three rows: the title and the blank row under it go, row 01 moves to the top.
  wheel down 50 15
  wait_until_gone "Sixty lines"
  [[ $(first_numbered_row) == "row 01" ]] || fail "the wheel scrolled more than three rows"
  wheel up 50 15
  wait_for "Sixty lines"
  key C-d
  wait_until_gone "row 01"
  key C-u
  wait_for "row 01"
  key q
  wait_for "EXIT=0"
}

# The follower scrolls with the presenter.
test_follower_follows_the_scroll() {
  speaker_env
  stage_deck
  window talk "$T/stage.md" --no-transitions --start 2/2
  wait_on talk "row 01"
  wait_sockets 1
  window follow follow "$T/stage.md"
  wait_on follow "row 01"
  tmux send-keys -t :talk Space
  wait_on talk "▲ 2/"
  wait_on follow "▲ 2/"
  on follow
  [[ $SCREEN != *"row 01"* ]] || fail "the follower did not scroll"
}

# --auto-advance with --loop goes round the deck by itself; a key pauses it and says how to
# resume; a resumes.
test_auto_advance_loops_and_a_key_pauses_it() {
  printf '## One\n\nfirst slide\n\n## Two\n\nsecond slide\n\n## Three\n\nthird slide\n' >"$T/kiosk.md"
  launch "$T/kiosk.md" --no-transitions --auto-advance 1s --loop
  wait_for "first slide"
  wait_for "second slide"
  wait_for "third slide"
  wait_for "first slide"
  type_text "x"
  wait_for "auto-advance paused · a resumes"
  local shown
  capture
  shown=$(grep -o '[a-z]* slide' <<<"$SCREEN" | head -1)
  stays 1500 "the slide while paused" has "$shown"
  type_text "a"
  wait_until_gone "auto-advance paused"
  wait_until_gone "$shown"
}

# A slide's own <!-- auto_advance --> works without the flag; a bad time is a warning.
test_slide_auto_advance_comment() {
  printf '## One\n\n<!-- auto_advance: 1s -->\n\nfirst slide\n\n## Two\n\nsecond slide\n' >"$T/own.md"
  launch "$T/own.md" --no-transitions
  wait_for "first slide"
  wait_for "second slide"
}

# link_bytes [ENV...]: what segue writes to the terminal for a slide with links, as tmux's
# pipe-pane receives it (tmux 3.3 drops OSC 8 from its grid, so `capture-pane -e` cannot show
# it; the pipe gets the bytes as sent).
link_bytes() {
  printf '## One\n\nfirst\n\n## Links\n\nSee [the site](https://example.com/talk) or [this](javascript:alert) now.\n' >"$T/links.md"
  env "$@" tmux -f /dev/null new-session -d -x 100 -y 30 sh -c "$PANE_SCRIPT" sh "$SEGUE" \
    "$T/links.md" --no-transitions || fail "tmux new-session failed"
  wait_for "first"
  : >"$T/bytes"
  tmux pipe-pane -o "cat >>'$T/bytes'" || fail "pipe-pane failed"
  key Right
  wait_for "See the site"
  key q
  wait_for "EXIT=0"
  tmux pipe-pane
}

# A terminal that has OSC 8 (here by SEGUE_HYPERLINKS=1: this tmux is 3.3) gets the link's
# text inside one; the javascript: link is never one.
test_links_are_osc8_where_the_terminal_has_them() {
  link_bytes SEGUE_HYPERLINKS=1
  local bytes
  bytes=$(cat -v "$T/bytes")
  [[ $bytes == *'^[]8;;https://example.com/talk^[\'*"the site"*'^[]8;;^[\'* ]] ||
    fail "no OSC 8 around the link: $bytes"
  [[ $bytes != *"]8;;javascript"* ]] || fail "a javascript: URL was made a link"
}

# tmux before 3.4 drops links: none is sent (TERM_PROGRAM=tmux, its version 3.3a, say so).
test_no_osc8_inside_tmux_before_3_4() {
  [[ $(tmux -V) == "tmux 3."[0-3]* ]] || { echo "tmux is 3.4 or later here" >"$T/skip"; return; }
  link_bytes
  [[ $(cat -v "$T/bytes") == *"the site"* ]] || fail "the slide was not written"
  [[ $(cat -v "$T/bytes") != *"]8;;"* ]] || fail "OSC 8 sent to tmux $(tmux -V)"
}

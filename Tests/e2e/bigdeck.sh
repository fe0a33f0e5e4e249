# End-to-end tests of opening a big deck (issue 13), sourced by run.sh (its helpers are in scope).
#
# A 10 MB deck takes seconds to parse (~4 s release, far more in a debug build); the presenter
# shows its leading part at once, pages it while the rest is parsed off the main thread, and
# then swaps in the whole deck where the user is. While loading, the footer ends with "…".

# The first frame must be up within this many ms of the launch: the old code, which parsed the
# whole deck first, took ~4 s on a release build.
BIG_DECK_FIRST_FRAME_MS=${BIG_DECK_FIRST_FRAME_MS:-3000}

# write_big_deck FILE [MB]: the 10 MB deck of Scripts/bench.py's pathological decks (or one of
# MB megabytes of the same slides); prints how many sections it has (three slides each: the
# section's title, "Slide N" and "Another N").
write_big_deck() {
  python3 - "$1" "${2:-10}" <<'PY'
import sys
slide = ("# Section {i}\n\n## Slide {i}\n\nSome *text* with `code` and a [link](http://x/{i}).\n\n"
         "- one\n- two **bold**\n- three\n\n| a | b |\n|---|---|\n| {i} | {i} |\n\n"
         "```python\nprint({i})\n```\n\n<!-- end_slide -->\n\n## Another {i}\n\n> quote {i}\n\n")
count = int(sys.argv[2]) * 1024 * 1024 // len(slide.format(i=10000)) + 1
with open(sys.argv[1], "w") as f:
    f.write("".join(slide.format(i=i) for i in range(count)))
print(count)
PY
}

footer_loading() { [[ $(row "$FOOTER_ROW") == *" …" ]]; }

test_big_deck_shows_its_first_slide_at_once_and_pages_while_loading() {
  local sections
  sections=$(write_big_deck "$T/big.md") || fail "could not write the deck"
  local started=${EPOCHREALTIME/./}
  launch "$T/big.md" --no-transitions
  wait_for "█ Section 0"
  local first_ms=$(((${EPOCHREALTIME/./} - started) / 1000))
  ((first_ms <= BIG_DECK_FIRST_FRAME_MS)) ||
    fail "the first frame took ${first_ms} ms (at most ${BIG_DECK_FIRST_FRAME_MS} ms)"
  footer_loading || fail "the footer does not say the deck is still loading"
  # Paging works on the part while the rest loads.
  tmux send-keys l
  wait_for "Slide 0"
  tmux send-keys ']'
  wait_for "█ Section 1"
  footer_loading || fail "the deck finished loading before the keys were tried (no test)"
  # Quitting does not wait for the rest of the deck.
  tmux send-keys q
  assert_exited 0
}

# The whole deck replaces the part where the user is (2 MB: a debug build parses it in ~15 s).
test_big_deck_swaps_in_the_whole_deck_at_the_same_slide() {
  local sections
  sections=$(write_big_deck "$T/big.md" 2) || fail "could not write the deck"
  launch "$T/big.md" --no-transitions
  wait_for "█ Section 0"
  tmux send-keys ']' l
  wait_for "Slide 1"
  local total=$((3 * sections))
  TIMEOUT=$((TIMEOUT * 6)) wait_until "the whole deck (footer 5/$total)" \
    footer_matches "Section 1 · 5/$total\$"
  has "Slide 1" || fail "the swap moved off the slide"
  tmux send-keys G
  wait_for "Another $((sections - 1))"
  tmux send-keys q
  assert_exited 0
}

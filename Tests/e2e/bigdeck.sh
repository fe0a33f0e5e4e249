# End-to-end tests of opening a big deck (issue 13), sourced by run.sh (its helpers are in scope).
#
# A deck is read whole before its first frame (issue 26): a big one takes a while to parse, and
# then pages as any deck does. `write_big_deck` and `footer_loading` serve reload.sh too.

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

# The deck opens whole, never in part (2 MB: a debug build parses it in seconds).
test_big_deck_opens_whole() {
  local sections
  sections=$(write_big_deck "$T/big.md" 2) || fail "could not write the deck"
  launch "$T/big.md" --no-transitions
  local total=$((3 * sections))
  TIMEOUT=$((TIMEOUT * 6)) wait_until "the whole deck (footer 1/$total)" \
    footer_matches "Section 0 · 1/$total\$"
  tmux send-keys ']' l
  wait_until "the keys' slide (footer 5/$total)" footer_matches "Section 1 · 5/$total\$"
  has "Slide 1" || fail "the keys did not land on Slide 1"
  tmux send-keys G
  wait_for "Another $((sections - 1))"
  tmux send-keys q
  assert_exited 0
}

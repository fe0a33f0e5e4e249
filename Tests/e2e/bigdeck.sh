# End-to-end tests of the deck size cap, sourced by run.sh (its helpers are in scope).
#
# A deck is read whole up to 4 MiB (`Platform.deckLimit`): a larger one is refused naming the
# cap; one at the cap of the densest markup is checked and exported, its dense lines shown as
# text under the parse budget (`ParseBudget`). Only results and exit codes are asserted, never
# times; `ulimit -v` is a generous guard that catches a blow-up, not a figure.

DECK_CAP=$((4 << 20))
# The address space a run may take (the parse budget's cap is 512 MiB; a debug build's
# runtime maps more than it touches).
CAP_DECK_MEMORY_KIB=$((2 << 20))
# A deck opens whole before its first frame, then pages as any deck does. `write_big_deck`
# and `footer_loading` serve reload.sh too.

# write_big_deck FILE [MB]: a deck of MB megabytes (10 by default) of ordinary slides; prints
# how many sections it has (three slides each: the section's title, "Slide N" and
# "Another N"). It says `dialect: segue`: its `end_slide` would otherwise make it a presenterm
# deck, whose headings never split slides.
write_big_deck() {
  python3 - "$1" "${2:-10}" <<'PY'
import sys
slide = ("# Section {i}\n\n## Slide {i}\n\nSome *text* with `code` and a [link](http://x/{i}).\n\n"
         "- one\n- two **bold**\n- three\n\n| a | b |\n|---|---|\n| {i} | {i} |\n\n"
         "```python\nprint({i})\n```\n\n<!-- end_slide -->\n\n## Another {i}\n\n> quote {i}\n\n")
count = int(sys.argv[2]) * 1024 * 1024 // len(slide.format(i=10000)) + 1
with open(sys.argv[1], "w") as f:
    f.write("---\ndialect: segue\n---\n\n" + "".join(slide.format(i=i) for i in range(count)))
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

# write_cap_deck FILE HEADING UNIT: HEADING, then UNIT repeated, padded with `a` to exactly
# the cap (the last byte a newline).
write_cap_deck() {
  python3 - "$@" "$DECK_CAP" <<'PY'
import sys
path, head, unit, cap = sys.argv[1], sys.argv[2], sys.argv[3].replace("\\n", "\n"), int(sys.argv[4])
text = head + unit * ((cap - len(head) - 1) // len(unit))
text += "a" * (cap - 1 - len(text)) + "\n"
open(path, "w").write(text)
PY
}

# guarded CMD...: CMD under the memory guard; its output in $T/out, its errors in $T/err.
guarded() { (ulimit -v "$CAP_DECK_MEMORY_KIB" && "$@" >"$T/out" 2>"$T/err"); }

test_a_deck_over_the_cap_is_refused_naming_it() {
  head -c $((DECK_CAP + 1)) /dev/zero | tr '\0' 'x' >"$T/over.md"
  local command
  for command in check export; do
    "$SEGUE" "$command" "$T/over.md" >"$T/out" 2>"$T/err"
    local status=$?
    ((status == 1)) || fail "segue $command: exit $status, not 1"
    [[ $(head -1 "$T/err") == "error: $T/over.md: larger than 4 MiB, the most a deck may be" ]] ||
      fail "segue $command: $(head -3 "$T/err")"
  done
}

# check_and_export_cap_deck FILE: `check` and `export` both succeed on FILE, a deck at the cap
# (check's warnings are left in $T/check.err).
check_and_export_cap_deck() {
  [[ $(stat -c %s "$1") == "$DECK_CAP" ]] || fail "the deck is not at the cap"
  guarded "$SEGUE" check "$1" || fail "segue check: exit $?: $(head -3 "$T/err")"
  cp "$T/err" "$T/check.err"
  guarded "$SEGUE" export "$1" -o "$T/deck.txt" || fail "segue export: exit $?: $(head -3 "$T/err")"
  [[ -s $T/deck.txt ]] || fail "the export is empty"
}

test_a_deck_at_the_cap_of_emphasis_marks_is_checked_and_exported() {
  write_cap_deck "$T/stars.md" $'# Dense\n\n' '*a'
  check_and_export_cap_deck "$T/stars.md"
  grep -q "too dense to read whole" "$T/check.err" || fail "no warning that the line is text"
  grep -q "Dense" "$T/deck.txt" || fail "the title is not exported"
}

test_a_deck_at_the_cap_of_links_on_one_line_is_checked_and_exported() {
  write_cap_deck "$T/links.md" $'# Links\n\n' '[a](b)'
  check_and_export_cap_deck "$T/links.md"
  grep -q "Links" "$T/deck.txt" || fail "the title is not exported"
}

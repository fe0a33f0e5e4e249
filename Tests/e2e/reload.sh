# End-to-end tests of a live reload of a big deck (issue 13), sourced by run.sh (its helpers,
# and bigdeck.sh's `write_big_deck` and `footer_loading`, are in scope).
#
# A reload is read and parsed on a thread of its own: keys are answered on the deck as it was
# meanwhile, the bar and footer show "…" once the read has taken 100 ms, and the edit then
# comes in where the user went.

# 1 MB: a debug build parses it in ~2–4 s (measured: 3.9 s for `segue check` on a busy machine),
# so the test waits for two parses, the opening's and the reload's.
test_big_deck_edited_while_presented_answers_keys_before_the_edit_shows() {
  local sections
  sections=$(write_big_deck "$T/big.md" 1) || fail "could not write the deck"
  local total=$((3 * sections))
  launch "$T/big.md" --no-transitions
  TIMEOUT=$((TIMEOUT * 3)) wait_until "the whole deck (footer 1/$total)" \
    footer_matches "Section 0 · 1/$total\$"
  sed 's/^## Slide 0$/## Slide 0, edited/' "$T/big.md" >"$T/big.md.new"
  mv "$T/big.md.new" "$T/big.md"
  wait_until "the reload's mark" footer_loading
  tmux send-keys l
  wait_until "the key's slide under the mark (footer 2/$total …)" footer_matches " 2/$total …\$"
  has "Slide 0" || fail "the key's slide does not show"
  lacks "Slide 0, edited" || fail "the edit came in before the key was answered (no test)"
  TIMEOUT=$((TIMEOUT * 3)) wait_for "Slide 0, edited"
  footer_matches "Section 0 · 2/$total\$" ||
    fail "the edit did not come in on the key's slide, or the mark stayed"
  tmux send-keys q
  assert_exited 0
}

# Included Markdown files (issue 30) are watched with the deck: an edit of a nested part shows
# on its slide, and a part named before it exists comes in once it is written.
test_an_edited_included_file_reloads_its_slide() {
  mkdir -p "$T/parts/deep"
  printf '# One\n\nHello\n\n<!-- end_slide -->\n\n<!-- include: parts/a.md -->\n' >"$T/talk.md"
  printf '# From A\n\ntext of a\n\n<!-- end_slide -->\n\n<!-- include: deep/b.md -->\n' \
    >"$T/parts/a.md"
  printf '# From B\n\nwords of b\n' >"$T/parts/deep/b.md"
  launch "$T/talk.md" --no-transitions --start 1/3
  wait_for "words of b"
  printf '# From B\n\nwords edited in b\n' >"$T/parts/deep/b.md.new"
  mv "$T/parts/deep/b.md.new" "$T/parts/deep/b.md"
  wait_for "words edited in b"
  printf '\n<!-- end_slide -->\n\n<!-- include: deep/c.md -->\n' >>"$T/parts/a.md"
  wait_for "deep/c.md: no such file"
  has "words edited in b" || fail "the last good deck is not kept under the banner"
  printf '# From C\n\nwords of c\n' >"$T/parts/deep/c.md"
  wait_until "the banner gone" lacks "no such file"
  key Right
  wait_for "words of c"
  key q
  assert_exited 0
}

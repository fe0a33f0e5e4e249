# Diagrams in the presenter (issue 30), sourced by run.sh (its helpers are in scope). Each test
# has a diagram cache of its own ($T/cache), and a `dot` of its own first on PATH that waits
# for a gate file before running graphviz's: so the frame before the picture is seen for sure.

# start_diagram [ARGS...]: the deck in $T, a gated `dot`, the cache in $T/cache.
start_diagram() {
  command -v dot >/dev/null || {
    echo "graphviz (dot) is not installed; make test installs it" >"$T/skip"
    return 1
  }
  cp "$DECKS/diagram.md" "$T/diagram.md"
  mkdir -p "$T/bin"
  printf '#!/bin/sh\nwhile [ ! -e %s ]; do sleep 0.02; done\nexec %s "$@"\n' \
    "$T/gate" "$(command -v dot)" >"$T/bin/dot"
  chmod +x "$T/bin/dot"
  export XDG_CACHE_HOME=$T/cache PATH=$T/bin:$PATH
  launch "$T/diagram.md" --start 1/2 "$@"
}

# The picture: the source and the note gone, and symbol cells drawn in the graph's colours.
diagram_drawn() {
  lacks "alpha -> beta" && lacks "rendering…" && has "Under the graph." &&
    (($(tmux capture-pane -p | grep -o '[▀▄▌▐█▘▝▗▖▚▞━┃]' | wc -l) > 4))
}

# An uncached diagram: the first frame shows its source under "rendering…" while dot runs (it
# waits for the gate here); the picture takes its place when dot is done, the slide kept.
test_diagram_renders_in_the_background_then_shows() {
  start_diagram || return 0
  wait_for "rendering…"
  has "alpha -> beta" || fail "the diagram's source is not shown while it renders"
  has "Under the graph." || fail "the slide waited for the diagram"
  # The keys go on meanwhile.
  key Left
  wait_until_gone "Under the graph."
  key Right
  wait_for "Under the graph."
  has "rendering…" || fail "the diagram is not said to be rendering any more"
  : >"$T/gate"
  wait_until "the rendered picture" diagram_drawn
  [[ -n $(find "$T/cache" -name '*.svg') ]] || fail "the picture is not in the cache"
  key q
  assert_exited 0
}

# A cached diagram is a picture in the very first frame: the source never shows.
test_diagram_cached_is_a_picture_in_the_first_frame() {
  start_diagram || return 0
  : >"$T/gate"
  wait_until "the rendered picture" diagram_drawn
  key q
  assert_exited 0
  stop_server
  rm "$T/gate"  # a second render would now wait forever
  launch "$T/diagram.md" --start 1/2
  wait_for "Under the graph."
  diagram_drawn || fail "the cached diagram is not in the first frame"
}

# An edit of the block renders the new diagram; the old picture stays until the new one is in.
test_diagram_edited_renders_again() {
  start_diagram || return 0
  : >"$T/gate"
  wait_until "the rendered picture" diagram_drawn
  local before
  before=$(tmux capture-pane -p)
  sed -i 's/alpha -> beta/alpha -> beta -> gamma/' "$T/diagram.md"
  changed() { capture; [[ $SCREEN != "$before" ]] && diagram_drawn; }
  wait_until "the edited diagram's picture" changed
}

#!/usr/bin/env bash
# Which decks make the presenter scan every protocol conformance before its first frame.
#
# A generic standard-library call that is not specialized for its caller looks its types up at
# run time; the first lookup that misses walks every conformance record of the static binary
# (~0.4 ms of the first frame). This puts a uprobe on that walk and on ncurses' doupdate, opens
# each deck in the presenter on a pseudo-terminal, and prints the Swift functions that called
# into the standard library when a walk came before the first frame.
#
# Usage: sudo Scripts/startup-lookups.sh [BINARY] [DECK...]
#   BINARY defaults to .build/release/segue (build it with the Makefile's RELEASE flags);
#   the decks default to the built-in demo, Decks/*.md and every deck of ../shared/corpus.
# Needs root, perf, and uprobes (/sys/kernel/tracing); prints "N decks, M with a scan" last.
set -u
cd "$(dirname "$0")/.."
binary=${1:-.build/release/segue}
shift $(( $# > 0 ? 1 : 0 ))
decks=("$@")
if (( ${#decks[@]} == 0 )); then
  decks=("" Decks/*.md ../shared/corpus/decks/*.md ../shared/corpus/patat-golden/*.md)
fi
tracing=/sys/kernel/tracing
command -v perf >/dev/null && [ -w "$tracing/uprobe_events" ] || {
  echo "needs root, perf and $tracing/uprobe_events"; exit 2; }
offset() {  # the file offset of symbol $1 in the (non-PIE, static) binary
  local address
  address=$(nm "$binary" | awk -v s="$1" '$3 == s { print $1; exit }')
  [ -n "$address" ] && printf '0x%x' $(( 0x$address - 0x400000 ))
}
scan=$(offset '_ZL52swift_conformsToProtocolMaybeInstantiateSuperclassesPKN5swift14TargetMetadataINS_9InProcessEEEPKNS_24TargetProtocolDescriptorIS1_EEb')
draw=$(offset doupdate)
[ -n "$scan" ] && [ -n "$draw" ] || { echo "$binary: symbols not found"; exit 2; }
echo "p:segue_startup/scan $binary:$scan" >> "$tracing/uprobe_events"
echo "p:segue_startup/draw $binary:$draw" >> "$tracing/uprobe_events"
trap 'echo "-:segue_startup/scan" >> $tracing/uprobe_events; echo "-:segue_startup/draw" >> $tracing/uprobe_events; rm -f "$data"' EXIT
data=$(mktemp)
scanned=0
for deck in "${decks[@]}"; do
  (sleep 0.5; printf q) | TERM=tmux-256color LANG=C.UTF-8 timeout 10 script -qc \
    "stty cols 120 rows 40; perf record -q -g -e segue_startup:scan -e segue_startup:draw -o $data $binary $deck" \
    /dev/null >/dev/null 2>&1
  callers=$(perf script -i "$data" -F event,ip,sym 2>/dev/null | awk '
    BEGIN { RS = "" }
    /segue_startup:draw/ { exit }
    { n = split($0, line, "\n")
      for (i = 2; i <= n; i++) { split(line[i], f, " "); if (f[2] ~ /Segue/) { print "  " f[2]; break } } }' | sort -u)
  if [ -n "$callers" ]; then
    scanned=$((scanned + 1))
    echo "${deck:-(demo)}:"
    echo "$callers"
  fi
done
echo "${#decks[@]} decks, $scanned with a scan"

#!/bin/bash
# patat-frames.sh DECK: patat's own frames of DECK, as plain text (one frame per step,
# separated by a line of ten dashes), for Tests/Fixtures/dialects/reference/.
# Needs patat (Debian: apt-get install patat).
set -euo pipefail
TERM=xterm-256color COLUMNS=80 LINES=24 patat --force --dump "$1" | sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g'

#!/bin/bash
# mdp-frames.sh DECK N: mdp's own frames of DECK (N of them, 8 by default), as plain text, for
# Tests/Fixtures/dialects/reference/ (see tmux-frames.sh).
# Needs mdp (Debian: apt-get install mdp).
set -euo pipefail
exec "$(dirname "$0")/tmux-frames.sh" "$1" "${2:-8}" "${MDP:-mdp}"

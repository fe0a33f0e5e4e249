#!/bin/bash
# lookatme-frames.sh DECK N: lookatme's own frames of DECK (N of them, 8 by default), as plain
# text, for Tests/Fixtures/dialects/reference/ (see tmux-frames.sh).
# Needs lookatme: LOOKATME=path/to/bin/lookatme (python3 -m venv v && v/bin/pip install
# lookatme 'urwid==2.1.2'; lookatme 2.5 fails to draw code with urwid 2.6).
set -euo pipefail
exec "$(dirname "$0")/tmux-frames.sh" "$1" "${2:-8}" "${LOOKATME:-lookatme}" -e file_loader --safe

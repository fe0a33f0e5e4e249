#!/usr/bin/env bash
# What `make install`, `make uninstall` and `make deb` produce (issue 32); `make package-check`
# runs it (part of `make test`). Builds the release binary when it is not up to date.
#
# 1. make install into a scratch DESTDIR with PREFIX=/opt/segue: the binary runs and prints its
#    version, and every man page and completion script is where the Makefile says.
# 2. make uninstall with the same variables leaves no file behind.
# 3. make deb; the package unpacked with dpkg-deb -x into a scratch folder: its segue runs and
#    prints the version with the git revision; Depends: names libc6 (dpkg-shlibdeps ran); the
#    man pages are compressed; lintian reports no error (its warnings are printed).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

scratch=$(mktemp -d "${TMPDIR:-/tmp}/segue-package.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
failures=0
passes=0
check() { # check NAME COMMAND...: runs the command, prints ok or not ok
  if "${@:2}"; then
    echo "ok - $1"
    passes=$((passes + 1))
  else
    echo "not ok - $1"
    failures=$((failures + 1))
  fi
}
version_line='^segue [0-9]+\.[0-9]+\.[0-9]+ \(revision ([0-9a-f]{12}|unknown)\)$'
expected_revision=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)

stage=$scratch/stage
vars=(DESTDIR="$stage" PREFIX=/opt/segue)
make -s install "${vars[@]}" >/dev/null
check "installed segue runs" grep -Eq "$version_line" <<<"$("$stage/opt/segue/bin/segue" --version)"
for file in bin/segue share/man/man1/segue.1 share/man/man5/segue-deck.5 \
  share/man/man5/segue-theme.5 share/man/man5/segue-config.5 \
  share/bash-completion/completions/segue share/zsh/site-functions/_segue \
  share/fish/vendor_completions.d/segue.fish; do
  check "installed $file" test -s "$stage/opt/segue/$file"
done
make -s uninstall "${vars[@]}"
check "uninstall leaves no file" test -z "$(find "$stage" -type f)"

make -s deb >/dev/null
deb=.build/segue_$(sed -n 's/^  static let version = "\(.*\)"$/\1/p' Sources/SegueCLI/HelpText.swift)_$(dpkg --print-architecture).deb
check "make deb wrote $deb" test -s "$deb"
dpkg-deb -x "$deb" "$scratch/unpacked"
version=$("$scratch/unpacked/usr/bin/segue" --version)
echo "# $version"
check "unpacked segue prints its version" grep -Eq "$version_line" <<<"$version"
check "the version names HEAD's revision" grep -q "(revision $expected_revision)" <<<"$version"
depends=$(dpkg-deb -f "$deb" Depends)
echo "# Depends: $depends"
check "Depends: from dpkg-shlibdeps" grep -q 'libc6 (>= ' <<<"$depends"
check "man pages compressed" test -s "$scratch/unpacked/usr/share/man/man1/segue.1.gz"
check "the unpacked man page renders" sh -c \
  "zcat '$scratch/unpacked/usr/share/man/man5/segue-deck.5.gz' | groff -ww -man -Tutf8 2>&1 >/dev/null | (! grep .)"
lintian_out=$(lintian --tag-display-limit 0 "$deb" 2>&1) || true
sed 's/^/# lintian: /' <<<"$lintian_out"
check "lintian reports no error" test -z "$(grep '^E:' <<<"$lintian_out")"

echo "$passes passed, $failures failed"
((failures == 0))

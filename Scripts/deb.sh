#!/usr/bin/env bash
# Scripts/deb.sh ROOT VERSION OUTDIR: the Debian package of what `make install` put under ROOT
# (PREFIX=/usr), written to OUTDIR/segue_VERSION_ARCH.deb; `make deb` runs it.
#
# Adds what Debian's policy asks of a binary package beside the files: the man pages compressed
# (gzip -9n), /usr/share/doc/segue with copyright and changelog.gz, DEBIAN/control with the
# `Depends:` that dpkg-shlibdeps computes from the libraries the binary links (the Swift
# runtime is linked in statically, so only Debian's libraries are named), and DEBIAN/md5sums.
# MAINTAINER (from the Makefile) fills the Maintainer field.
set -euo pipefail

root=$(realpath "$1") version=$2 out=$3
arch=$(dpkg --print-architecture)
doc=$root/usr/share/doc/segue
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The package's date: the commit's, so that a rebuild of one commit gives the same changelog.
date=$(git -C "$here" log -1 --format=%cD 2>/dev/null || date -R)

gzip -9nf "$root"/usr/share/man/man*/*.[0-9]
install -d -m 755 "$doc" "$root/DEBIAN"
cat >"$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: segue

Files: *
Copyright: $(date -d "$date" +%Y) the Segue authors
License: custom
 The Segue source tree states no licence yet; this package is for local installation.
COPYRIGHT
printf 'segue (%s) unstable; urgency=medium\n\n  * Built with make deb.\n\n -- %s  %s\n' \
  "$version" "$MAINTAINER" "$date" | gzip -9n >"$doc/changelog.gz"
chmod 644 "$doc/copyright" "$doc/changelog.gz"

# dpkg-shlibdeps reads debian/control from its working folder: a minimal one in a scratch folder.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/debian"
printf 'Source: segue\n\nPackage: segue\nArchitecture: any\n' >"$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O -e"$root/usr/bin/segue" |
  sed -n 's/^shlibs:Depends=//p')
[[ -n $depends ]] || { echo "deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

cat >"$root/DEBIAN/control" <<CONTROL
Package: segue
Version: $version
Architecture: $arch
Maintainer: $MAINTAINER
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: text
Priority: optional
Description: terminal slide presentations from Markdown
 Segue presents Markdown decks in the terminal: a segment bar with one tab
 per section, page dots for the slides of the current section, and themed
 slides. It checks decks (every problem as file:line:col), exports them as
 text, ANSI, HTML, asciicast, PDF or PNG, and has a speaker view and
 read-only followers over SSH.
CONTROL
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
chmod -R u=rwX,go=rX "$root/usr"

deb=$out/segue_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zgzip --build "$root" "$deb"

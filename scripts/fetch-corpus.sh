#!/bin/sh
# scripts/fetch-corpus.sh - fetch the real Linux modules the loader is
# proven on: every .ko of Debian's i386 kernel package, the one the
# metapackage linux-image-686 depends on (docs/corpus.md).
#
#   scripts/fetch-corpus.sh DIR
#
# Leaves in DIR:
#   package        the package's name and version, one line
#   modules.list   every module's path under root/, one a line, sorted
#   root/          the unpacked package (.ko.xz/.ko.gz/.ko.zst decompressed)
# or, when the package cannot be had (no network, not root, not Debian),
#   unavailable    one line saying why
# and exits 0 either way: the corpus test then reports itself skipped.
# A DIR that already has modules.list is left as it is.
#
# Only Debian's archive is used, through apt, as root: i386 must be a
# foreign architecture of dpkg (dpkg --add-architecture) before apt can
# see the i386 package.
set -u

dir=${1:?usage: $0 DIR}
meta=linux-image-686:i386
me=fetch-corpus
. "$(dirname "$0")/lib/apt-i386.sh"

[ -s "$dir/modules.list" ] && exit 0
mkdir -p "$dir" || exit 1
rm -f "$dir/unavailable"
need_i386_package "$meta"

# The versioned image package (e.g. linux-image-6.1.0-57-686:i386)
# into $dir/deb.  apt's download user cannot write into a root-owned
# build folder, hence the sandbox user.
download() {
	pkg=$(apt-cache depends "$meta" 2>/dev/null | awk \
		'$1 == "Depends:" && $2 ~ /^linux-image-/ { print $2; exit }')
	[ -n "$pkg" ] && (cd "$dir/deb" &&
		apt-get download -qq -o APT::Sandbox::User=root "$pkg")
}

rm -rf "$dir/deb" "$dir/root"
mkdir -p "$dir/deb" || exit 1
# Old lists may name a version the archive has replaced: update, retry.
download || { [ "$(id -u)" = 0 ] && { apt_update; download; }; } ||
	unavailable "apt-get download of the package $meta depends on" \
		"failed (no network?)"
deb=$(ls "$dir"/deb/*.deb 2>/dev/null | head -n 1)
dpkg-deb -x "$deb" "$dir/root" || unavailable "dpkg-deb -x $deb failed"
pkgline="$(dpkg-deb -f "$deb" Package) $(dpkg-deb -f "$deb" Version)"
rm -rf "$dir/deb"

# Debian compresses modules in some releases; the loader reads plain ELF.
find "$dir/root" -name '*.ko.xz' -exec xz -d {} + &&
	find "$dir/root" -name '*.ko.gz' -exec gzip -d {} + ||
	unavailable "cannot decompress the modules (xz-utils, gzip)"
if find "$dir/root" -name '*.ko.zst' | grep -q .; then
	find "$dir/root" -name '*.ko.zst' -exec zstd -q --rm -d {} + ||
		unavailable "cannot decompress .ko.zst modules (zstd)"
fi

(cd "$dir/root" && find . -name '*.ko') | sed 's|^\./||' | LC_ALL=C sort \
	>"$dir/modules.tmp"
[ -s "$dir/modules.tmp" ] || unavailable "$pkgline holds no .ko files"
echo "$pkgline" >"$dir/package"
mv "$dir/modules.tmp" "$dir/modules.list"
echo "fetch-corpus: $(wc -l <"$dir/modules.list") modules from $(cat "$dir/package")"

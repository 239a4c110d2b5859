#!/bin/sh
# scripts/fetch-busybox.sh - fetch Debian's unmodified busybox for i386
# (the busybox-static package: one statically linked glibc binary), the
# first real Linux program set oops386 runs (docs/busybox.md).
#
#   scripts/fetch-busybox.sh DIR
#
# Leaves in DIR:
#   package        the package's name and version, one line
#   root/          the unpacked package (root/bin/busybox)
# or, when the package cannot be had (no network, not root, not Debian),
#   unavailable    one line saying why
# and exits 0 either way: the busybox tests then report themselves
# skipped, with that line as the reason.  A DIR that already has package
# is left as it is.
#
# Only Debian's archive is used, through apt, as root: i386 must be a
# foreign architecture of dpkg (dpkg --add-architecture) before apt can
# see the i386 package.
set -u

dir=${1:?usage: $0 DIR}
pkg=busybox-static:i386
me=fetch-busybox
. "$(dirname "$0")/lib/apt-i386.sh"

[ -s "$dir/package" ] && [ -x "$dir/root/bin/busybox" ] && exit 0
mkdir -p "$dir" || exit 1
rm -f "$dir/unavailable"
need_i386_package "$pkg"

# apt's download user cannot write into a root-owned build folder,
# hence the sandbox user.
download() {
	(cd "$dir/deb" && apt-get download -qq -o APT::Sandbox::User=root "$pkg")
}

rm -rf "$dir/deb" "$dir/root"
mkdir -p "$dir/deb" || exit 1
# Old lists may name a version the archive has replaced: update, retry.
download || { [ "$(id -u)" = 0 ] && { apt_update; download; }; } ||
	unavailable "apt-get download $pkg failed (no network?)"
deb=$(ls "$dir"/deb/*.deb 2>/dev/null | head -n 1)
dpkg-deb -x "$deb" "$dir/root" || unavailable "dpkg-deb -x $deb failed"
[ -x "$dir/root/bin/busybox" ] || unavailable "$deb holds no bin/busybox"
echo "$(dpkg-deb -f "$deb" Package) $(dpkg-deb -f "$deb" Version)" \
	>"$dir/package"
rm -rf "$dir/deb"
echo "fetch-busybox: $(cat "$dir/package")"

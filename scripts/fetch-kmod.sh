#!/bin/sh
# scripts/fetch-kmod.sh - fetch Debian's unmodified, dynamically linked
# i386 programs oops386 runs through their ELF interpreter
# (docs/dynamic.md): kmod (insmod, rmmod, lsmod, modinfo, modprobe,
# depmod: one binary), bash, and the shared libraries they link, with
# glibc's loader /lib/ld-linux.so.2 among them.
#
#   scripts/fetch-kmod.sh DIR
#
# Leaves in DIR:
#   packages       the packages' names and versions, one a line
#   root/          the packages unpacked over each other (root/bin/kmod,
#                  root/lib/ld-linux.so.2, root/lib/i386-linux-gnu/...)
# or, when the packages cannot be had (no network, not root, not Debian),
#   unavailable    one line saying why
# and exits 0 either way: the tests that need them report themselves
# skipped, with that line as the reason.  A DIR that already has
# packages is left as it is.
#
# The list is kmod's and bash's Depends (apt-cache depends kmod:i386
# bash:i386), the libraries only: glibc, liblzma, libzstd, libcrypto
# (libssl3), libkmod, and bash's libtinfo.
set -u

dir=${1:?usage: $0 DIR}
pkgs="kmod libkmod2 libc6 liblzma5 libzstd1 libssl3 bash libtinfo6"
me=fetch-kmod
. "$(dirname "$0")/lib/apt-i386.sh"

[ -s "$dir/packages" ] && [ -x "$dir/root/bin/kmod" ] && exit 0
mkdir -p "$dir" || exit 1
rm -f "$dir/unavailable"
need_i386_package kmod:i386

# apt's download user cannot write into a root-owned build folder,
# hence the sandbox user.  One apt-get for all: apt reads its lists once
# and fetches the files side by side (eight runs took minutes on a busy
# host, most of it apt starting).
download() {
	(cd "$dir/deb" &&
		apt-get download -qq -o APT::Sandbox::User=root \
			$(for p in $pkgs; do echo "$p:i386"; done))
}

rm -rf "$dir/deb" "$dir/root"
mkdir -p "$dir/deb" || exit 1
# Old lists may name a version the archive has replaced: update, retry.
download || { [ "$(id -u)" = 0 ] && { apt_update; download; }; } ||
	unavailable "apt-get download of $pkgs (i386) failed (no network?)"
: >"$dir/packages.new"
for deb in "$dir"/deb/*.deb; do
	dpkg-deb -x "$deb" "$dir/root" ||
		unavailable "dpkg-deb -x $deb failed"
	echo "$(dpkg-deb -f "$deb" Package) $(dpkg-deb -f "$deb" Version)" \
		>>"$dir/packages.new"
done
[ -x "$dir/root/bin/kmod" ] && [ -e "$dir/root/lib/ld-linux.so.2" ] ||
	unavailable "the packages hold no bin/kmod or lib/ld-linux.so.2"
mv "$dir/packages.new" "$dir/packages"
rm -rf "$dir/deb"
echo "$me: $(tr '\n' ' ' <"$dir/packages")"

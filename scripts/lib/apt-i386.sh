# scripts/lib/apt-i386.sh - what scripts/fetch-corpus.sh and
# scripts/fetch-busybox.sh share: reporting why a package cannot be had,
# and making apt see an i386 package (as root: i386 becomes a foreign
# architecture of dpkg, then the lists are updated).  Sourced; the caller
# sets $dir (where "unavailable" is written) and $me (its name).

unavailable() {
	echo "$*" >"$dir/unavailable"
	echo "$me: $*" >&2
	exit 0
}

# Another apt may hold the lists for a while: then try once more.  A
# failure is not final: an unreachable third-party source fails the
# update while Debian's lists, all this needs, were fetched.
apt_update() {
	apt-get update -qq || { sleep 10 && apt-get update -qq; }
}

# need_i386_package PACKAGE:i386 - return once apt knows it, else exit
# through "unavailable" with what to run
need_i386_package() {
	command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null ||
		unavailable "apt-get and dpkg-deb are needed (a Debian system)"
	apt-cache show "$1" >/dev/null 2>&1 && return 0
	[ "$(id -u)" = 0 ] ||
		unavailable "apt knows no $1; as root run:" \
			"dpkg --add-architecture i386 && apt-get update"
	dpkg --print-foreign-architectures | grep -qx i386 ||
		dpkg --add-architecture i386 ||
		unavailable "dpkg --add-architecture i386 failed"
	apt_update
	apt-cache show "$1" >/dev/null 2>&1 ||
		unavailable "apt knows no $1 after apt-get update" \
			"(no network, or no Debian archive in its sources?)"
}

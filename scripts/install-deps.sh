#!/bin/sh
# Make sure the Debian 12 packages oops386 needs are installed.
#
#   scripts/install-deps.sh          install what is missing (as root), or
#                                    print the apt-get line and fail
#   scripts/install-deps.sh --check  only report; exit 1 if anything is missing
#   scripts/install-deps.sh --gui    also what `make run GUI=1` needs
#
# Every package comes from Debian's archive; nothing else is downloaded.
set -u

check=false
gui=false
for arg; do
	case $arg in
	--check) check=true ;;
	--gui) gui=true ;;
	*) echo "usage: $0 [--check] [--gui]" >&2; exit 2 ;;
	esac
done

missing=""
need() {	# need PACKAGE TEST-COMMAND...
	pkg=$1
	shift
	if ! "$@" >/dev/null 2>&1; then
		case " $missing " in *" $pkg "*) ;; *) missing="$missing $pkg" ;; esac
	fi
}

cc32() {	# can gcc build and link 32-bit code?
	printf 'int main(void){return 0;}\n' |
		gcc -m32 -x c - -o /dev/null
}

need gcc-multilib cc32
need binutils command -v objdump
need make command -v make
need python3 command -v python3
need qemu-system-x86 command -v qemu-system-i386
need grub-pc-bin test -d /usr/lib/grub/i386-pc
need grub-common command -v grub-mkrescue
need xorriso command -v xorriso
need mtools command -v mformat
need gdb command -v gdb
need perl command -v prove
need clang command -v clang
need libclang-rt-14-dev test -e /usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a

# A display that opens a window (GTK or SDL) is a loadable QEMU module in
# its own package; without one, `-display help` lists neither.
gui_display() {
	qemu-system-i386 -display help 2>/dev/null | grep -qx 'gtk\|sdl'
}
if $gui; then
	need qemu-system-gui gui_display
fi

if [ -z "$missing" ]; then
	exit 0
fi
cmd="apt-get install -y --no-install-recommends$missing"
if $check; then
	echo "missing Debian packages:$missing" >&2
	echo "install them with: sudo $cmd" >&2
	exit 1
fi
if [ "$(id -u)" != 0 ]; then
	echo "oops386 needs these Debian packages:$missing" >&2
	echo "Run, as root:  apt-get update && $cmd" >&2
	exit 1
fi
echo "Installing:$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq && $cmd

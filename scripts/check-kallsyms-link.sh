#!/bin/sh
# After the second link: every symbol below the kallsyms table must have
# kept its address, or the table would describe another kernel.
# Usage: check-kallsyms-link.sh STAGE1-ELF STAGE2-ELF
set -eu

table_start() {
	nm "$1" | awk '$3 == "__start___kallsyms" { print $1 }'
}

# "address name" of every symbol strictly below the table (8-digit hex
# compares as text).  Not the type letter: nm names a symbol at a section
# boundary (__bss_stop) after whichever section follows it.
below() {
	nm -n "$1" | awk -v lim="$(table_start "$1")" \
		'length($1) == 8 && $1 < lim { print $1, $3 }' | sort
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
below "$1" > "$tmp/stage1"
below "$2" > "$tmp/stage2"
if ! cmp -s "$tmp/stage1" "$tmp/stage2"; then
	echo "kallsyms: symbols moved between the two links:" >&2
	diff "$tmp/stage1" "$tmp/stage2" >&2 || true
	exit 1
fi
echo "kallsyms: $(wc -l < "$tmp/stage1") symbols kept their addresses"

# Programs nobody here wrote, run unmodified (docs/busybox.md): Debian's
# busybox-static for i386 (scripts/fetch-busybox.sh, through apt) and
# the static glibc programs of tests/glibc/, built with the host's gcc
# against Debian's libc6-dev-i386.  They are packed, with every module
# under /lib/modules/RELEASE (where modprobe and depmod look), into a
# second initramfs, $(LINUX_PROGS_CPIO), which the kernel unpacks beside
# the first: `make run BUSYBOX=1`, the GRUB entry "busybox", and
# tests/kernel/test_busybox.py boot with it.  Included by the Makefile.

BUSYBOX_DIR      := $(BUILD)/busybox
GLIBC_BUILD      := $(BUILD)/glibc
LINUX_PROGS_TREE := $(BUILD)/linux-progs
LINUX_PROGS_CPIO := $(BUILD)/linux-progs.cpio
GLIBC_NAMES := $(patsubst tests/glibc/%.c,%,$(wildcard tests/glibc/*.c))
GLIBC_PROGS := $(addprefix $(GLIBC_BUILD)/,$(GLIBC_NAMES))
# Linked alone, not into the multi-call binary (tests/glibc/multicall/):
# args is packed as another archive's /init (tests/kernel/test_initramfs.py),
# proccheck copies itself under another name, mmareas prints its own
# mappings as Linux's run of it did, and microbench is the binary timed
# on both kernels (tests/tools/bench_linux.py).
GLIBC_SOLO  := args mmareas proccheck microbench
GLIBC_MULTI := $(filter-out $(GLIBC_SOLO),$(GLIBC_NAMES))
GLIBC_MULTICALL := $(GLIBC_BUILD)/multicall/glibc-tests
GLIBC_MULTI_OBJS := $(patsubst %,$(GLIBC_BUILD)/multicall/%.o,$(GLIBC_MULTI))

# Can gcc link a static i386 glibc program here?  Without libc6-dev-i386
# the programs are left out, and test_busybox.py says why.
ifeq ($(KB_NO_BUILD)$(KB_MODULES_ONLY),)
GLIBC_STATIC := $(shell printf 'int main(void){return 0;}\n' | \
	$(CC) -m32 -static -x c - -o /dev/null 2>/dev/null && echo y)
endif

# Fetched once; scripts/fetch-busybox.sh leaves "unavailable" (and the
# reason) when it cannot, and always succeeds.
$(BUSYBOX_DIR)/fetched: scripts/fetch-busybox.sh
	$(Q)scripts/fetch-busybox.sh $(BUSYBOX_DIR)
	@touch $@

# tests/glibc/*.h: what the programs share (report.h)
GLIBC_CFLAGS := -m32 -O2 -Wall -Wextra -Werror
$(addprefix $(GLIBC_BUILD)/,$(GLIBC_SOLO)): $(GLIBC_BUILD)/%: tests/glibc/%.c \
		$(wildcard tests/glibc/*.h) | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(quiet) CC $@
	$(Q)$(CC) $(GLIBC_CFLAGS) -static -o $@ $<

# A program of the multi-call binary: its main renamed, and every symbol
# but that one made local (objcopy), so two programs' helpers of the same
# name do not meet at the link; gcc's PIC thunks stay global (one copy of
# each, libgcc's objects use them)
$(GLIBC_BUILD)/multicall/%.o: tests/glibc/%.c $(wildcard tests/glibc/*.h) \
		| $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(quiet) CC $@
	$(Q)$(CC) $(GLIBC_CFLAGS) -Dmain=glibc_main_$* -c -o $@.tmp $<
	$(Q)objcopy -w --keep-global-symbol=glibc_main_$* \
		--keep-global-symbol='__x86.get_pc_thunk.*' $@.tmp $@
	$(Q)rm -f $@.tmp

# One PROG(NAME) line per program; rewritten only when the list changes
$(GLIBC_BUILD)/multicall/multicall.h: FORCE
	@mkdir -p $(@D)
	$(Q)printf 'PROG(%s)\n' $(GLIBC_MULTI) > $@.new
	$(Q)cmp -s $@.new $@ && rm $@.new || mv $@.new $@

$(GLIBC_MULTICALL): tests/glibc/multicall/multicall.c \
		$(GLIBC_BUILD)/multicall/multicall.h $(GLIBC_MULTI_OBJS)
	$(quiet) LD $@
	$(Q)$(CC) $(GLIBC_CFLAGS) -static -I$(@D) -o $@ $< $(GLIBC_MULTI_OBJS)

# Each program's own name is a hard link to the one binary
$(addprefix $(GLIBC_BUILD)/,$(GLIBC_MULTI)): $(GLIBC_MULTICALL)
	$(Q)ln -f $< $@

$(LINUX_PROGS_CPIO): $(BUSYBOX_DIR)/fetched $(if $(GLIBC_STATIC),$(GLIBC_PROGS)) \
		     $(MODULE_KOS) boot/busybox/inittab scripts/mkcpio.py \
		     scripts/linux-progs.mk $(UTS_RELEASE_H)
	$(quiet) CPIO $@
	$(Q)rm -rf $(LINUX_PROGS_TREE) && mkdir -p $(LINUX_PROGS_TREE)/bin \
		$(LINUX_PROGS_TREE)/etc \
		$(LINUX_PROGS_TREE)/tmp $(LINUX_PROGS_TREE)/glibc \
		$(LINUX_PROGS_TREE)/lib/modules/$(KERNELRELEASE)
	$(Q)chmod 1777 $(LINUX_PROGS_TREE)/tmp	# as on any Linux
	$(Q)if [ -x $(BUSYBOX_DIR)/root/bin/busybox ]; then \
		cp $(BUSYBOX_DIR)/root/bin/busybox $(LINUX_PROGS_TREE)/bin/ && \
		ln -s busybox $(LINUX_PROGS_TREE)/bin/init; fi
	$(Q)$(if $(GLIBC_STATIC),ln $(GLIBC_PROGS) $(LINUX_PROGS_TREE)/glibc/)
	$(Q)cp $(MODULE_KOS) $(LINUX_PROGS_TREE)/lib/modules/$(KERNELRELEASE)/
	$(Q)cp boot/busybox/inittab $(LINUX_PROGS_TREE)/etc/
	$(Q)$(PYTHON) scripts/mkcpio.py $@ $(LINUX_PROGS_TREE)

busybox: $(LINUX_PROGS_CPIO)

.PHONY: busybox FORCE
FORCE:

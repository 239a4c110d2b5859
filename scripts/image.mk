# The boot images and running them: the initramfs, the GRUB ISO,
# `make run` and `make debug`.  Included by the top Makefile.

ISO       := $(BUILD)/oops386.iso
INITRAMFS := $(BUILD)/initramfs.cpio
# No network card: the kernel has no driver for one (tests/lib/qemu.py)
QEMU_COMMON := -m 128M -net none -device isa-debug-exit,iobase=0xf4,iosize=0x04
# SMP=N CPUs (2 unless told: docs/smp.md); more than one runs QEMU's
# multi-threaded TCG, so that they really run at the same time.
SMP       ?= 2
smp-comma := ,
QEMU_COMMON += $(if $(filter-out 1,$(SMP)),-accel tcg$(smp-comma)thread=multi -smp $(SMP))
ifneq ($(GUI),1)
QEMU_COMMON += -display none
endif
GDB_PORT  ?= 1234

# The initramfs: boot/initramfs/ (the demo scripts) plus every module
# in /lib/modules, packed as newc cpio (scripts/mkcpio.py); the user
# programs are in the kernel's own, built-in one (scripts/user.mk).  With M=DIR
# (make run M=DIR, make debug M=DIR) DIR's modules join them, last, so
# that one named as an in-tree module replaces it; a stamp remembers the
# list, so that the next make without M= packs the in-tree ones again.
INITRAMFS_KOS := $(MODULE_KOS) $(if $(MOD_EXT),$(call kb-kos,$(MOD_EXT)))
INITRAMFS_STAMP := $(BUILD)/config.INITRAMFS
$(call set-stamp,$(INITRAMFS_STAMP),$(call tree-relative,$(INITRAMFS_KOS)))

$(INITRAMFS): $(shell find boot/initramfs -type f) $(INITRAMFS_KOS) \
	      $(INITRAMFS_STAMP) scripts/mkcpio.py
	$(quiet) CPIO $@
	$(Q)rm -rf $(BUILD)/initramfs && mkdir -p $(BUILD)/initramfs/lib/modules
	$(Q)cp -r boot/initramfs/. $(BUILD)/initramfs/
	$(Q)$(if $(INITRAMFS_KOS),cp $(INITRAMFS_KOS) \
		$(BUILD)/initramfs/lib/modules/)
	$(Q)$(PYTHON) scripts/mkcpio.py $@ $(BUILD)/initramfs

# grub-mkrescue -d: only the BIOS (i386-pc) platform, so neither the
# EFI images nor their tools are needed.
$(ISO): $(BUILD)/vmlinux $(BUILD)/vmlinux.nokallsyms $(INITRAMFS) \
	$(LINUX_PROGS_CPIO) boot/grub/grub.cfg
	$(quiet) ISO $@
	$(Q)rm -rf $(BUILD)/iso && mkdir -p $(BUILD)/iso/boot/grub
	$(Q)cp boot/grub/grub.cfg $(BUILD)/iso/boot/grub/
	$(Q)cp $(BUILD)/vmlinux $(BUILD)/vmlinux.nokallsyms $(INITRAMFS) \
		$(LINUX_PROGS_CPIO) $(BUILD)/iso/boot/
	$(Q)$(GRUB_MKRESCUE) -d /usr/lib/grub/i386-pc -o $@ $(BUILD)/iso \
		> $(BUILD)/grub-mkrescue.log 2>&1 || \
		{ cat $(BUILD)/grub-mkrescue.log; exit 1; }

iso: $(ISO)

# GUI=1 needs a QEMU display that opens a window: Debian ships those
# (GTK, SDL) apart, in qemu-system-gui.  Without it QEMU would quietly
# serve the screen over VNC instead.
ifeq ($(GUI),1)
run debug: gui-deps
endif

gui-deps:
	$(Q)scripts/install-deps.sh --gui

# Every file the docs use once the machine is up (build/System.map for
# scripts/ksymoops, build/vmlinux for gdb and addr2line) is built before
# it starts: `make kernel`.
#
# The console is this terminal (Ctrl-A X quits QEMU); GUI=1 adds the
# VGA window.  `poweroff` in the shell ends QEMU too.
# `poweroff` leaves through isa-debug-exit with status (0 << 1) | 1 = 1:
# for `make run` that is a normal end.
#
# BUSYBOX=1 skips GRUB: Debian's busybox init is pid 1, its shell has
# the serial line as controlling terminal (docs/busybox.md).
# APPEND="OPTION..." adds boot options (docs/boot.md lists them, e.g.
# APPEND=oops_trace=scan); GRUB's entries have command lines of their
# own, so then QEMU starts the kernel itself (-kernel), as for BUSYBOX=1.
# Like GRUB's entries, make run boots with oops_lineinfo=1, the oops'
# source lines (docs/oops.md); APPEND=oops_lineinfo=0 comes later and wins.
RUN_APPEND := oops_lineinfo=1 $(APPEND)
ifeq ($(BUSYBOX),1)
run: kernel $(INITRAMFS) $(LINUX_PROGS_CPIO)
	$(QEMU) $(QEMU_COMMON) -kernel $(BUILD)/vmlinux \
		-initrd $(INITRAMFS),$(LINUX_PROGS_CPIO) \
		-append "init=/bin/init $(RUN_APPEND)" -serial mon:stdio || \
		[ $$? -eq 1 ]
else ifneq ($(APPEND),)
run: kernel $(INITRAMFS)
	$(QEMU) $(QEMU_COMMON) -kernel $(BUILD)/vmlinux -initrd $(INITRAMFS) \
		-append "$(RUN_APPEND)" -serial mon:stdio || [ $$? -eq 1 ]
else
run: kernel $(ISO)
	$(QEMU) $(QEMU_COMMON) -cdrom $(ISO) -boot d -serial mon:stdio || \
		[ $$? -eq 1 ]
endif

# QEMU waits for gdb before the first instruction; gdb loads vmlinux and
# our helpers (scripts/gdb/gdbinit).  The serial console is on a socket:
# `make console` in a second terminal.  docs/gdb.md walks through it.
# With M=DIR the guest has DIR's modules in /lib/modules (above) and gdb
# finds their .ko files in DIR.  scripts/debug.py keeps Ctrl-C for gdb
# alone and ends QEMU when gdb quits.
debug: kernel $(ISO)
	@echo "QEMU is paused for gdb on :$(GDB_PORT); the console: make console"
	$(Q)$(PYTHON) scripts/debug.py $(BUILD)/monitor.sock \
		$(QEMU) $(QEMU_COMMON) -cdrom $(ISO) -boot d -S \
		-gdb tcp::$(GDB_PORT) \
		-serial unix:$(BUILD)/console.sock,server=on,wait=off -- \
		$(if $(M),env OOPS386_MODULE_PATH=$(M)) \
		$(GDB) -q $(BUILD)/vmlinux -ex 'target remote :$(GDB_PORT)' \
		-x scripts/gdb/gdbinit

console:
	$(PYTHON) scripts/console.py $(BUILD)/console.sock

.PHONY: console gui-deps

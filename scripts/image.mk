# The boot images and running them: the initramfs, the GRUB ISO,
# `make run` and `make debug`.  Included by the top Makefile.

ISO       := $(BUILD)/oops386.iso
INITRAMFS := $(BUILD)/initramfs.cpio
QEMU_COMMON := -m 128M -device isa-debug-exit,iobase=0xf4,iosize=0x04
ifneq ($(GUI),1)
QEMU_COMMON += -display none
endif
GDB_PORT  ?= 1234

# The initramfs: boot/initramfs/ (the demo scripts) and every module in
# /lib/modules, packed as newc cpio (scripts/mkcpio.py).  The user
# programs are in the kernel's own, built-in one (scripts/user.mk).
$(INITRAMFS): $(shell find boot/initramfs -type f) $(MODULE_KOS) \
	      scripts/mkcpio.py
	$(quiet) CPIO $@
	$(Q)rm -rf $(BUILD)/initramfs && mkdir -p $(BUILD)/initramfs/lib/modules
	$(Q)cp -r boot/initramfs/. $(BUILD)/initramfs/
	$(Q)$(if $(MODULE_KOS),cp $(MODULE_KOS) $(BUILD)/initramfs/lib/modules/)
	$(Q)$(PYTHON) scripts/mkcpio.py $@ $(BUILD)/initramfs

# grub-mkrescue -d: only the BIOS (i386-pc) platform, so neither the
# EFI images nor their tools are needed.
$(ISO): $(BUILD)/vmlinux $(BUILD)/vmlinux.nokallsyms $(INITRAMFS) \
	boot/grub/grub.cfg
	$(quiet) ISO $@
	$(Q)rm -rf $(BUILD)/iso && mkdir -p $(BUILD)/iso/boot/grub
	$(Q)cp boot/grub/grub.cfg $(BUILD)/iso/boot/grub/
	$(Q)cp $(BUILD)/vmlinux $(BUILD)/vmlinux.nokallsyms $(INITRAMFS) \
		$(BUILD)/iso/boot/
	$(Q)$(GRUB_MKRESCUE) -d /usr/lib/grub/i386-pc -o $@ $(BUILD)/iso \
		> $(BUILD)/grub-mkrescue.log 2>&1 || \
		{ cat $(BUILD)/grub-mkrescue.log; exit 1; }

iso: $(ISO)

# The console is this terminal (Ctrl-A X quits QEMU); GUI=1 adds the
# VGA window.  `poweroff` in the shell ends QEMU too.
# `poweroff` leaves through isa-debug-exit with status (0 << 1) | 1 = 1:
# for `make run` that is a normal end.
run: $(ISO)
	$(QEMU) $(QEMU_COMMON) -cdrom $(ISO) -boot d -serial mon:stdio || \
		[ $$? -eq 1 ]

# QEMU waits for gdb before the first instruction; gdb loads vmlinux and
# our helpers (scripts/gdb/gdbinit).  The serial console is on a socket:
# `make console` in a second terminal.  docs/gdb.md walks through it.
# With M=DIR, gdb also finds that out-of-tree module's .ko.
# setsid keeps QEMU out of the terminal's process group, so Ctrl-C in gdb
# stops the kernel instead of killing QEMU; the trap keeps this shell
# alive to end QEMU when gdb quits.
debug: $(ISO)
	@echo "QEMU is paused for gdb on :$(GDB_PORT); the console: make console"
	trap true INT; \
	setsid $(QEMU) $(QEMU_COMMON) -cdrom $(ISO) -boot d -S \
		-gdb tcp::$(GDB_PORT) \
		-serial unix:$(BUILD)/console.sock,server=on,wait=off & \
	qemu=$$!; \
	OOPS386_MODULE_PATH=$(M) \
	$(GDB) -q $(BUILD)/vmlinux -ex 'target remote :$(GDB_PORT)' \
		-x scripts/gdb/gdbinit; \
	kill $$qemu 2>/dev/null; true

console:
	$(PYTHON) scripts/console.py $(BUILD)/console.sock

.PHONY: console

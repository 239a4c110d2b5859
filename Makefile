# oops386 - a small i386 kernel that explains its own crashes and links
# its own modules.  `make help` lists the targets.

BUILD    ?= build
# $(call tree-relative,PATHS): PATHS spelled one way however BUILD was
# given (the test runner gives it absolute, a student build or ./build).
# The stamps that name files of BUILD (config.INITRAMFS) and the
# commands each object runs use it: another spelling would
# make a make build again what is up to date - the kernel, the initramfs
# and the ISO, under running tests.
tree-relative = $(patsubst $(CURDIR)/%,%,$(abspath $(1)))
KALLSYMS ?= y
CC       ?= gcc
LD       := ld
NM       := nm
QEMU     := qemu-system-i386
GDB      := gdb
PYTHON   := python3
GRUB_MKRESCUE := grub-mkrescue

# Quiet by default, Linux style: "  CC      kernel/main.o"; V=1 shows all.
ifeq ($(V),1)
Q :=
quiet = @true
else
Q := @
quiet = @printf '  %-7s %s\n'
endif

# `make` picks gcc for CC unless told otherwise; cc may be something else
ifeq ($(origin CC),default)
CC := gcc
endif

# Only the compiler's own headers (stdarg.h...) besides ours: a header
# this tree lacks must not be found in the host's /usr/include.  With its
# version (which names the cache of its flags, scripts/Kbuild.include),
# what a make that starts many module builds may hand down on their
# command lines (scripts/test-modules.mk): clang takes a fifth of a
# second to start.
CC_INCLUDE := $(shell $(CC) -print-file-name=include)
CC_VERSION = $(eval CC_VERSION := $(shell $(CC) -dumpversion))$(CC_VERSION)

# The debug info names the tree's folder as "." (gdb runs at the top), so
# a .ko, the initramfs that holds it, and with it every page the kernel
# allocates after the initramfs is placed, are the same bytes wherever
# the tree is checked out: docs/'s transcripts hold for every checkout.
DEBUG_PREFIX_MAP := -fdebug-prefix-map=$(CURDIR)=.

# Freestanding i386 code, no PIE or stack protector (nothing to support
# them), frame pointers everywhere and no sibling calls (call traces walk
# the frame-pointer chain), no FPU/SSE registers (never saved on a task
# switch).  -Og keeps variables and lines where gdb expects them: see
# docs/gdb.md.
KCFLAGS := -m32 -march=i686 -std=gnu11 -ffreestanding -fno-builtin \
	   -fno-pic -fno-pie -fno-stack-protector -fno-common \
	   -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer \
	   -fno-optimize-sibling-calls -fno-strict-aliasing \
	   -fno-delete-null-pointer-checks \
	   -fno-asynchronous-unwind-tables -mno-sse -mno-mmx -mno-80387 \
	   -mpreferred-stack-boundary=2 -Og -g $(DEBUG_PREFIX_MAP) \
	   -Wall -Wextra -Werror -Wno-unused-parameter \
	   -D__KERNEL__= -nostdinc -isystem $(CC_INCLUDE) -Iinclude -MMD -MP
# Linux 2.4's module interface beside 2.5's (kernel/module/legacy24.c,
# docs/insmod24.md): `make MODULES_24=n BUILD=build-no24` leaves it out,
# to measure what it costs.
MODULES_24 ?= y
CONFIG_MODULES_24 := $(MODULES_24)
KCFLAGS += $(if $(filter y,$(MODULES_24)),-DCONFIG_MODULES_24)
# The lecture's module-unload race (docs/smp.md): `make
# MODULE_UNLOAD_UNSAFE=y BUILD=build-unsafe` builds a kernel that keeps no
# module reference counts, as the boot option module_unload_unsafe=1
# makes any kernel do.
MODULE_UNLOAD_UNSAFE ?= n
KCFLAGS += $(if $(filter y,$(MODULE_UNLOAD_UNSAFE)),\
	-DCONFIG_MODULE_UNLOAD_UNSAFE)
KASFLAGS := -m32 -D__ASSEMBLY__ -Iinclude -Wa,--noexecstack -g \
	    $(DEBUG_PREFIX_MAP) -MMD -MP
LIBGCC    = $(shell $(CC) -m32 -print-libgcc-file-name 2>/dev/null)
LDFLAGS  := -m elf_i386 -T linker.ld -nostdlib

# Goals that build nothing leave build/ (and M=DIR) alone.
KB_NO_BUILD := $(if $(filter-out clean help deps check-deps console,\
	$(or $(MAKECMDGOALS),all)),,y)
# A module's own build (make M=DIR [modules]), run once per folder by
# scripts/test-modules.mk and the tests, builds no glibc program: it
# skips those probes of the host (scripts/linux-progs.mk), which cost
# more than compiling a small module.
KB_MODULES_ONLY := $(if $(M),$(if $(filter-out modules,$(MAKECMDGOALS)),,y))

# The release uname(2) reports: the ABI the kernel implements, Linux
# 6.1's (docs/boot.md).  `make UTS_RELEASE=2.5.38-oops386
# BUILD=build-2538` builds the historic flavour, the release of the
# kksymoops announcement.  This line is the one place that says it:
# include/linux/version.h reads it from $(UTS_RELEASE_H), rewritten only
# when it changes (a file per build, each make writing its own copy and
# moving it in), so -MMD rebuilds what prints it.  KERNELRELEASE is its
# name in Linux's Makefile: the folder /lib/modules/$(KERNELRELEASE),
# and what a module's Makefile sees (scripts/kbuild-vars.mk).
UTS_RELEASE ?= 6.1.0-oops386
KERNELRELEASE := $(UTS_RELEASE)
UTS_RELEASE_H := $(BUILD)/include/generated/utsrelease.h
ifeq ($(KB_NO_BUILD),)
$(shell mkdir -p $(dir $(UTS_RELEASE_H)) && \
	printf '\043define UTS_RELEASE "%s"\n' '$(UTS_RELEASE)' \
		>$(UTS_RELEASE_H).$$$$ && { cmp -s $(UTS_RELEASE_H).$$$$ \
	$(UTS_RELEASE_H) && rm $(UTS_RELEASE_H).$$$$ || \
	mv $(UTS_RELEASE_H).$$$$ $(UTS_RELEASE_H); })
endif
# The generated headers' folder goes to every compile (KB_GENERATED_INC,
# scripts/Kbuild.include) but not into the command an object records:
# a copy of the build folder (a test's own BUILD) would otherwise build
# the whole kernel again.  The header's changes reach objects by -MMD.
KB_GENERATED_INC := -I$(call tree-relative,$(BUILD))/include

# Every Kbuild is read by scripts/Kbuild.include, the kernel's folders
# and modules alike.  vmlinux is made of these folders, in this order,
# and of the folders their Kbuild files name in obj-y.
include scripts/Kbuild.include
KBUILD_TOP_DIRS := arch/i386/kernel arch/i386/mm arch/i386/lib init kernel mm \
		   fs ipc net block drivers lib crypto security
KBUILD_TREE_DIRS :=
$(foreach d,$(KBUILD_TOP_DIRS),$(call read-kbuild-tree,$(d)))
KOBJS := $(foreach d,$(KBUILD_TREE_DIRS),$(call kb-builtin,$(d)))
# and the built-in initramfs of user programs (scripts/user.mk)
KOBJS += $(BUILD)/usr/initramfs_data.o
include scripts/config.mk
# The sources that also build for the host (host-y): scripts/host.mk
HOST_Y_SRCS := $(foreach d,$(KBUILD_TREE_DIRS),$(call kb-hostsrcs,$(d)))

# Modules (modules/*/Kbuild, M=DIR); obj-y ones join KOBJS here.
include scripts/modules.mk
$(if $(MOD_EXT),,$(foreach d,$(KBUILD_TREE_DIRS),\
	$(eval $(call folder-rules,$(d)))))

.PHONY: all kernel iso run debug test bench docs grade fuzz clean help deps \
	check-deps modules clean-ext
.DEFAULT_GOAL := $(if $(MOD_EXT),modules,all)

all: kernel modules user

kernel: $(BUILD)/vmlinux $(BUILD)/vmlinux.nokallsyms $(BUILD)/System.map

# Nothing is built before the Debian packages it needs are there.  The
# stamp is an included makefile: make remakes it first (installing what
# is missing), then reads every makefile again, so the tests of the host
# made while reading (GLIBC_STATIC in scripts/linux-progs.mk) see what
# was just installed, and nothing fetched with apt races the install.
ifeq ($(KB_NO_BUILD),)
include $(BUILD)/.deps-ok
endif
$(BUILD)/.deps-ok: scripts/install-deps.sh
	$(Q)scripts/install-deps.sh
	@mkdir -p $(@D) && echo '# scripts/install-deps.sh found every package' >$@

# --- the two-stage link (docs/kallsyms.md) -------------------------------
# Stage 1 links without a symbol table; its symbols become the table;
# stage 2 links again with the table in __kallsyms after .bss, so no
# other address can move.  The build then proves that none did.  The
# line table (scripts/lineinfo.c, docs/oops.md) comes from stage 1's
# DWARF and follows the symbol table: the same two links serve both.

$(BUILD)/vmlinux.nokallsyms: $(KOBJS) linker.ld
	$(quiet) LD $@
	$(Q)$(LD) $(LDFLAGS) -o $@ $(KOBJS) $(LIBGCC)

$(BUILD)/vmlinux.nm: $(BUILD)/vmlinux.nokallsyms
	$(Q)$(NM) -n -S $< > $@

$(BUILD)/kallsyms.S: $(BUILD)/vmlinux.nm $(BUILD)/scripts/kallsyms
	$(quiet) KSYM $@
	$(Q)$(BUILD)/scripts/kallsyms --bin $(BUILD)/kallsyms.bin < $< > $@

$(BUILD)/kallsyms.o: $(BUILD)/kallsyms.S
	$(quiet) AS $@
	$(Q)$(CC) $(KASFLAGS) -c $< -o $@

# its first line has the figures `make bench` reports
$(BUILD)/lineinfo.S: $(BUILD)/vmlinux.nokallsyms $(BUILD)/scripts/lineinfo
	$(quiet) LINEINFO $@
	$(Q)$(BUILD)/scripts/lineinfo $< $(BUILD)/lineinfo.bin > $@

$(BUILD)/lineinfo.o: $(BUILD)/lineinfo.S
	$(quiet) AS $@
	$(Q)$(CC) $(KASFLAGS) -c $< -o $@

$(BUILD)/vmlinux.kallsyms: $(KOBJS) $(BUILD)/kallsyms.o $(BUILD)/lineinfo.o \
		linker.ld
	$(quiet) LD $@
	$(Q)$(LD) $(LDFLAGS) -o $@ $(KOBJS) $(BUILD)/kallsyms.o \
		$(BUILD)/lineinfo.o $(LIBGCC)
	$(Q)scripts/check-kallsyms-link.sh $(BUILD)/vmlinux.nokallsyms $@

# $(call set-stamp,FILE,TEXT): FILE holds TEXT, rewritten (so newer than
# what depends on it) only when TEXT changed: a setting of the command
# line as a prerequisite.  Goals that build nothing leave build/ alone.
#
# build/vmlinux is one of the two; a stamp remembers which, so that
# switching KALLSYMS=y/n redoes the copy even when both are up to date.
KALLSYMS_STAMP := $(BUILD)/config.KALLSYMS
ifeq ($(KB_NO_BUILD),)
set-stamp = $(shell mkdir -p $(BUILD); [ "$$(cat $(1) 2>/dev/null)" = \
	"$(2)" ] || echo "$(2)" > $(1))
endif
$(call set-stamp,$(KALLSYMS_STAMP),$(KALLSYMS))

ifeq ($(KALLSYMS),y)
$(BUILD)/vmlinux: $(BUILD)/vmlinux.kallsyms $(KALLSYMS_STAMP)
else
$(BUILD)/vmlinux: $(BUILD)/vmlinux.nokallsyms $(KALLSYMS_STAMP)
endif
	$(Q)cp $< $@

$(BUILD)/System.map: $(BUILD)/vmlinux
	$(quiet) SYSMAP $@
	$(Q)$(NM) -n $< > $@

include scripts/host.mk
# A module's own build (make M=DIR) needs none of the user programs and
# images: reading their makefiles (a sed per module folder among them)
# cost each of make test-modules' 160 builds more than its compiling.
ifeq ($(KB_MODULES_ONLY),)
include scripts/user.mk
include scripts/linux-progs.mk
include scripts/dynamic-progs.mk
include scripts/image.mk
endif

# --- running, testing ---------------------------------------------------

deps:
	scripts/install-deps.sh

check-deps:
	@scripts/install-deps.sh --check

ifeq ($(MOD_EXT),)
include scripts/test-modules.mk
endif

# test-modules: built by one parallel make that the runner starts beside
# the tests that need none of them (tests/tools/run_tests.py, Scheduling).
# The tests' machines have 1 CPU unless SMP=N is given on the command
# line or in the environment (tests/lib/qemu.py); make run's default of
# 2 (scripts/image.mk) is not theirs.
TEST_SMP = $(if $(filter command line environment,$(origin SMP)),$(SMP),1)
# The downloads come first: they wait on the network, not on a CPU, so
# with a job or two more than CPUs (.ci/run) the compiling goes on beside
# them instead of after.  Each returns at once once done.
FETCHES := corpus-fetch $(BUSYBOX_DIR)/fetched $(KMOD_DIR)/fetched \
	   linux-headers-fetch
test: $(FETCHES) kernel modules iso host-tests $(LINUX_PROGS_CPIO) \
	$(DYNAMIC_CPIO) $(TEST_MOD_DEPS)
	SMP=$(TEST_SMP) $(PYTHON) tests/tools/run_tests.py --build $(BUILD) \
		--host $(HOST_TESTS) $(TESTFLAGS)

# Issue 28: `make test` boots 1 CPU; test-smp runs the tests of modules,
# oopses, user space and LTP's kind again on 2 (docs/smp.md)
SMP_TESTS := modules module_ insmod24 loader_trust classic_ oops demos \
	lineinfo user busybox signals threads perm races mm tty ipc epoll \
	ltp_ procfd cred smp pty
.PHONY: test-smp
test-smp:
	$(MAKE) test SMP=2 \
		TESTFLAGS="$(patsubst %,-k ^test_%,$(SMP_TESTS)) $(TESTFLAGS)"

# The Linux 6.1 headers the benchmarks' tests build their Linux modules
# against (tests/tools/linux_modules.py)
.PHONY: linux-headers-fetch
linux-headers-fetch:
	@$(PYTHON) tests/tools/linux_modules.py --fetch $(BUILD)

# docs/exercises.md's checks on the student's work: EX=N for one,
# MYMOD=DIR for the answers folder (~/mymod: greet.c, ex5/, ex6/, ex8.txt)
grade: kernel modules $(INITRAMFS)
	$(PYTHON) tests/tools/grade.py --build $(BUILD) \
		$(if $(MYMOD),--mymod $(MYMOD)) $(EX)

# The floor under our boot time: an empty multiboot kernel
$(BUILD)/bench/empty.elf: tests/bench/empty_multiboot.S
	@mkdir -p $(@D)
	$(Q)$(CC) -m32 -nostdlib -static -Wl,-Ttext=0x100000 -Wl,-z,noseparate-code \
		-Wl,--build-id=none -o $@ $<

bench: kernel modules $(BUILD)/bench/empty.elf $(BENCH_PROGS) $(INITRAMFS) \
		$(LINUX_PROGS_CPIO)
	$(MAKE) MODULES_24=n BUILD=$(BUILD)-no24 kernel
	$(PYTHON) tests/tools/bench.py --build $(BUILD) $(BENCH_PROGS)
	$(PYTHON) tests/tools/bench_smp.py --build $(BUILD)
	$(PYTHON) tests/tools/bench_net.py --build $(BUILD)

# Every transcript, picture and generated table of docs/ from this one
# build (tests/kernel/test_docs.py and test_pictures.py check them, numbers
# too), then the names and quoted numbers of the prose (check_docs.py)
DOCS_MD := $(sort $(wildcard docs/*.md))
docs: kernel modules iso
	$(MAKE) MODULES_24=n BUILD=$(BUILD)-no24 kernel
	$(PYTHON) tests/tools/doc_transcripts.py --update --build $(BUILD) $(DOCS_MD)
	$(PYTHON) tests/tools/pictures.py --update --build $(BUILD) docs/pictures.md
	$(PYTHON) tests/tools/bench_insmod24.py --build $(BUILD) \
		--no24 $(BUILD)-no24 --update docs/insmod24.md
	$(PYTHON) tests/tools/check_docs.py --build $(BUILD)

ifeq ($(MOD_EXT),)
clean:
	rm -rf $(BUILD)
else
clean: clean-ext
endif

help:
	@echo "make            build build/vmlinux (and the KALLSYMS=n twin), System.map"
	@echo "make modules    build every module in modules/ to build/modules/*.ko"
	@echo "make M=DIR      build the out-of-tree module in DIR (DIR/Kbuild or DIR/Makefile)"
	@echo "make iso        build build/oops386.iso (GRUB, both kernels, modules)"
	@echo "make run        boot the ISO in QEMU on this terminal (GUI=1: VGA window too;"
	@echo "                M=DIR: DIR's modules in the guest's /lib/modules too)"
	@echo "make debug      the same, paused, with gdb attached (docs/gdb.md)"
	@echo "make test       host unit tests + QEMU boot tests; last line: N passed, N failed, N skipped"
	@echo "make test-modules  build tests/modules/* with gcc and clang (build/test-modules/), as make test does"
	@echo "make grade      docs/exercises.md's checks on your work (EX=N one; MYMOD=DIR: your answers, ~/mymod)"
	@echo "make bench      boot time, oops386 beside Linux 6.1, kallsyms and module loader figures, then one table"
	@echo "make docs       rerun every transcript, picture and table of docs/ from this build"
	@echo "make corpus     only the tests on Debian's real Linux modules (docs/corpus.md)"
	@echo "make busybox    fetch Debian's busybox-static, build the static glibc programs (docs/busybox.md)"
	@echo "make dynamic    fetch Debian's kmod and bash, build the dynamic test programs (docs/dynamic.md)"
	@echo "make fuzz       libFuzzer targets for the pure code, then insmod of damaged modules in QEMU (FUZZ_SECONDS=30 each)"
	@echo "make deps       install the Debian packages the build needs (as root)"
	@echo "make clean      remove build/"

# scripts/kbuild-vars.mk - what a module folder's Makefile assigns, printed
# as make assignments.  scripts/modules.mk runs it, in a make of its own,
# for `make M=DIR` when DIR has a Makefile and no Kbuild: the way LKMPG's
# and LDD3's examples come.  Linux's Kbuild reads such a Makefile with
# KERNELRELEASE set, so a two-pass Makefile (LDD3's "ifneq
# ($(KERNELRELEASE),)") takes its kbuild branch; the Makefile's own rules
# (all:, default:, clean:, which call make -C on a kernel tree) are for
# the student's `make` in DIR, and are read here but never run.
#
# Invoked as: make -s -f scripts/kbuild-vars.mk KBUILD_MAKEFILE=DIR/Makefile

KERNELRELEASE := $(KBUILD_RELEASE)
# Linux's names for the module's folder (the caller's PWD comes in the
# environment, so $(PWD) is what it was where make was typed)
src := $(patsubst %/,%,$(dir $(abspath $(KBUILD_MAKEFILE))))
obj := $(src)
obj-m :=
ccflags-y :=
EXTRA_CFLAGS :=
asflags-y :=
EXTRA_AFLAGS :=

include $(KBUILD_MAKEFILE)

# A module's parts: foo-objs, or foo-y as newer Makefiles write it.
kbuild-parts = $(strip $(or $($(1:.o=-objs)),$($(1:.o=-y))))

$(info obj-m := $(strip $(obj-m)))
$(info ccflags-y := $(strip $(ccflags-y) $(EXTRA_CFLAGS)))
$(info asflags-y := $(strip $(asflags-y) $(EXTRA_AFLAGS)))
# The other flags scripts/Kbuild.include reads: the folder's, and each
# object's (CFLAGS_a.o := -DDEBUG, as LDD3-for-5.x's sculld has it)
$(foreach v,ccflags-remove-y asflags-remove-y subdir-ccflags-y \
	subdir-asflags-y $(filter CFLAGS_%.o AFLAGS_%.o,$(.VARIABLES)),\
	$(info $(v) := $(strip $($(v)))))
$(foreach m,$(obj-m),$(if $(call kbuild-parts,$(m)),\
	$(info $(m:.o=-objs) := $(call kbuild-parts,$(m)))))

.DEFAULT_GOAL := kbuild-vars
.PHONY: kbuild-vars
kbuild-vars: ; @:

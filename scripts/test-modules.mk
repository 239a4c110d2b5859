# The modules of tests/modules/, each folder built out of tree (make M=)
# by gcc and by clang, as a student builds one: what the kernel tests
# load (tests/kernel/test_module_api.py's build() reads them).  One
# parallel make builds all of them, instead of each test running one
# make after another: `make test`'s runner starts it beside the tests
# that load none (tests/tools/run_tests.py, Scheduling), once make has
# built what every folder reads (TEST_MOD_DEPS).
#
# A folder is copied to $(BUILD)/test-modules/CC/NAME with its times (so
# its make rebuilds only what changed); what that make printed and how it
# ended ("exit N", its last line) go to $(BUILD)/test-modules/CC/NAME.log.
# A folder that does not build, or builds with a warning, never stops
# this make: its log says so, the tests that read it fail, every other
# test still runs.  Such a log is dated 1970 and a warning's objects are
# removed, so the next make tries again and prints the warning again.

TEST_MOD_CCS  := gcc clang
TEST_MOD_OUT  := $(BUILD)/test-modules
TEST_MOD_DIRS := $(notdir $(patsubst %/,%,$(dir $(wildcard \
	tests/modules/*/Kbuild tests/modules/*/Makefile))))
# What a folder's build reads besides its own files: the kernel's
# headers and exports, and the rules of the module build
TEST_MOD_DEPS := $(MOD_SYMVERS) $(MODPOST) $(MODULE_LDS) \
	$(shell find include -name '*.h') Makefile scripts/Kbuild.include \
	scripts/modules.mk scripts/kbuild-vars.mk scripts/test-modules.mk

# What each compiler says of itself (the top Makefile's CC_INCLUDE and
# CC_VERSION), asked once here and handed to each of its folders' makes,
# not asked again by each: $(call test-mod-cc-vars,CC).
test-mod-cc-vars = $(or $(tm-cc-vars-$(1)),$(eval tm-cc-vars-$(1) := \
	CC_INCLUDE=$(shell $(1) -print-file-name=include) \
	CC_VERSION=$(shell $(1) -dumpversion))$(tm-cc-vars-$(1)))

# $(call test-module-rule,CC,NAME).  Each folder's make runs -j1 without
# our make's flags: the folders are what runs in parallel, and a jobserver
# make cannot hand on would make a Makefile folder's $(shell make) (scull,
# scripts/modules.mk) warn.
define test-module-rule
$(TEST_MOD_OUT)/$(1)/$(2).log: $(wildcard tests/modules/$(2)/*) $(TEST_MOD_DEPS)
	$(quiet) MOD-$(1) tests/modules/$(2)
	@mkdir -p $(TEST_MOD_OUT)/$(1)/$(2)
	@cp -pR tests/modules/$(2)/. $(TEST_MOD_OUT)/$(1)/$(2)/
	@env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL $(MAKE) -s --no-print-directory M=$(abspath $(TEST_MOD_OUT)/$(1)/$(2)) \
		CC=$(1) $$(call test-mod-cc-vars,$(1)) BUILD=$(BUILD) >$$@.tmp 2>&1; echo "exit $$$$?" >>$$@.tmp
	@mv $$@.tmp $$@
	@if ! tail -n 1 $$@ | grep -qx 'exit 0' || grep -q warning $$@; then \
		echo "  FAILED  tests/modules/$(2) with $(1): see $$@"; \
		rm -f $(TEST_MOD_OUT)/$(1)/$(2)/*.o $(TEST_MOD_OUT)/$(1)/$(2)/*.ko; \
		touch -d @0 $$@; fi
endef

TEST_MOD_LOGS := $(foreach cc,$(TEST_MOD_CCS),\
	$(patsubst %,$(TEST_MOD_OUT)/$(cc)/%.log,$(TEST_MOD_DIRS)))
$(foreach cc,$(TEST_MOD_CCS),$(foreach d,$(TEST_MOD_DIRS),\
	$(eval $(call test-module-rule,$(cc),$(d)))))

.PHONY: test-modules
test-modules: $(TEST_MOD_LOGS)

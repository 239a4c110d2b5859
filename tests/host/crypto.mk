# The crypto algorithms (lib/crypto/, docs/crypto.md) on the host under
# ASan/UBSan, against sha256sum, sha224sum, sha1sum, md5sum and openssl
# on random inputs.  Included by scripts/host.mk (see there).

CRYPTO_LIB  := $(call host-srcs,blockhash.c sha256.c sha1.c md5.c aes.c \
		modes.c)
CRYPTO_DEPS := $(CRYPTO_LIB) $(wildcard include/crypto/*.h \
		include/crypto/internal/*.h) tests/host/ktap.h

$(BUILD)/host/test_crypto: tests/host/test_crypto.c $(CRYPTO_DEPS)
	@mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) -o $@ tests/host/test_crypto.c $(CRYPTO_LIB)

HOST_TESTS += $(BUILD)/host/test_crypto

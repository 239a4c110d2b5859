// SPDX-License-Identifier: GPL-2.0
/*
 * lib/crypto/blockhash.c - the 64-byte block buffering and the length
 * padding MD5 (RFC 1321 3.1-3.2) and SHA-1/SHA-256 (FIPS 180-4 5.1.1)
 * share: include/crypto/internal/blockhash.h.
 */
#include "crypto/internal/blockhash.h"
#include "linux/string.h"

void blockhash_update(struct blockhash *h, const u8 *data, size_t len,
		      blockhash_fn_t fn)
{
	size_t have = (size_t)(h->count % BLOCKHASH_BLOCK_SIZE);

	h->count += len;
	if (have) {	/* fill the waiting block first */
		size_t take = BLOCKHASH_BLOCK_SIZE - have;

		if (take > len)
			take = len;
		memcpy(h->buf + have, data, take);
		data += take;
		len -= take;
		if (have + take < BLOCKHASH_BLOCK_SIZE)
			return;
		fn(h->state, h->buf);
	}
	for (; len >= BLOCKHASH_BLOCK_SIZE; len -= BLOCKHASH_BLOCK_SIZE) {
		fn(h->state, data);
		data += BLOCKHASH_BLOCK_SIZE;
	}
	if (len)
		memcpy(h->buf, data, len);
}

void blockhash_pad(struct blockhash *h, blockhash_fn_t fn, bool big_endian)
{
	size_t have = (size_t)(h->count % BLOCKHASH_BLOCK_SIZE);
	u64 bits = h->count * 8;	/* the length is mod 2^64 bits */
	u8 *len = h->buf + BLOCKHASH_BLOCK_SIZE - 8;
	int i;

	h->buf[have++] = 0x80;
	if (have > BLOCKHASH_BLOCK_SIZE - 8) {	/* no room for the length */
		memset(h->buf + have, 0, BLOCKHASH_BLOCK_SIZE - have);
		fn(h->state, h->buf);
		have = 0;
	}
	memset(h->buf + have, 0, BLOCKHASH_BLOCK_SIZE - 8 - have);
	for (i = 0; i < 8; i++)
		len[big_endian ? 7 - i : i] = (u8)(bits >> (8 * i));
	fn(h->state, h->buf);
}

void blockhash_output(const struct blockhash *h, u8 *out, unsigned int nwords,
		      bool big_endian)
{
	unsigned int i;

	for (i = 0; i < nwords; i++) {
		if (big_endian)
			put_be32_bytes(h->state[i], out + 4 * i);
		else
			put_le32_bytes(h->state[i], out + 4 * i);
	}
}

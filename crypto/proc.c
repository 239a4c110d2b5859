// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/proc.c - /proc/crypto: every registered algorithm, newest
 * first, in Linux 6.1's layout (the labels padded to 13 columns, a
 * blank line after each), checked against Linux's own by
 * tests/kernel/test_crypto.py.  A type's own lines come from its
 * crypto_type (crypto/shash.c, skcipher.c); a single-block cipher has
 * none and is described here.
 */
#include "internal.h"
#include "linux/init.h"
#include "linux/module.h"
#include "linux/proc_fs.h"
#include "linux/seq_file.h"

static void *c_start(struct seq_file *m, loff_t *pos)
{
	mutex_lock(&crypto_alg_lock);
	return seq_list_start(&crypto_alg_list, *pos);
}

static void *c_next(struct seq_file *m, void *p, loff_t *pos)
{
	return seq_list_next(p, &crypto_alg_list, pos);
}

static void c_stop(struct seq_file *m, void *p)
{
	mutex_unlock(&crypto_alg_lock);
}

static void cipher_show(struct seq_file *m, struct crypto_alg *alg)
{
	seq_printf(m, "type         : cipher\n");
	seq_printf(m, "blocksize    : %u\n", alg->cra_blocksize);
	seq_printf(m, "min keysize  : %u\n", alg->cra_cipher.cia_min_keysize);
	seq_printf(m, "max keysize  : %u\n", alg->cra_cipher.cia_max_keysize);
}

static int c_show(struct seq_file *m, void *p)
{
	struct crypto_alg *alg = list_entry(p, struct crypto_alg, cra_list);

	seq_printf(m, "name         : %s\n", alg->cra_name);
	seq_printf(m, "driver       : %s\n", alg->cra_driver_name);
	seq_printf(m, "module       : %s\n",
		   alg->cra_module ? alg->cra_module->name : "kernel");
	seq_printf(m, "priority     : %d\n", alg->cra_priority);
	seq_printf(m, "refcnt       : %d\n", atomic_read(&alg->cra_refcnt));
	seq_printf(m, "selftest     : %s\n",
		   alg->cra_flags & CRYPTO_ALG_TESTED ? "passed" : "unknown");
	seq_printf(m, "internal     : %s\n",
		   alg->cra_flags & CRYPTO_ALG_INTERNAL ? "yes" : "no");
	if (alg->cra_type && alg->cra_type->show)
		alg->cra_type->show(m, alg);
	else if ((alg->cra_flags & CRYPTO_ALG_TYPE_MASK) ==
		 CRYPTO_ALG_TYPE_CIPHER)
		cipher_show(m, alg);
	else
		seq_printf(m, "type         : unknown\n");
	seq_printf(m, "\n");
	return 0;
}

static const struct seq_operations crypto_seq_ops = {
	.start = c_start,
	.next = c_next,
	.stop = c_stop,
	.show = c_show,
};

static int __init crypto_proc_init(void)
{
	return proc_create_seq("crypto", 0444, NULL, &crypto_seq_ops) ?
		       0 : -ENOMEM;
}
module_init(crypto_proc_init);

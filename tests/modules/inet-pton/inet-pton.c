// SPDX-License-Identifier: GPL-2.0
/*
 * inet-pton: what linux/inet.h's readers make of addresses a driver's
 * parameter may hold (a network example's "dest=10.0.0.2"): in_aton()
 * takes anything, in4_pton() says whether it is an address and where
 * it stopped.  Its lines are Linux 6.1's (tests/kernel/test_inet_pton.py).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/inet.h>

static const char *const texts[] = {
	"10.0.0.2", "192.168.1.255", "0.0.0.0", "1.2.3", "1.2.3.4.5",
	"256.1.1.1", "1..2.3", "010.1.1.1", "1.2.3.4:80", "1.2.3.4 x",
	"1.2.3.4\n", "a.b.c.d", "", "1.2.3.4/24",
};

static void show(size_t i)
{
	const char *text = texts[i];
	u8 a[4] = { 0xee, 0xee, 0xee, 0xee };
	const char *end;
	int ok = in4_pton(text, -1, a, -1, &end);
	u8 b[4];
	int ok_nl = in4_pton(text, -1, b, '\n', NULL);

	__be32 old = in_aton(text);

	pr_info("inet_pton: text %zu: in_aton %pI4, in4_pton %d, end +%d, %u.%u.%u.%u; ended by a newline %d\n",
		i, &old, ok, (int)(end - text), a[0], a[1], a[2], a[3], ok_nl);
}

static int __init inet_pton_init(void)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(texts); i++)
		show(i);
	/* a length shorter than the text: the address ends there */
	pr_info("inet_pton: first 7 of \"1.2.3.45\": %d\n",
		in4_pton("1.2.3.45", 7, (u8[4]){ 0 }, -1, NULL));
	return 0;
}

static void __exit inet_pton_exit(void)
{
}

module_init(inet_pton_init);
module_exit(inet_pton_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("in_aton() and in4_pton() on a driver's kind of text");

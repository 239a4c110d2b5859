// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/random.c - /dev/random and /dev/urandom (random(4)),
 * major 1, minors 8 and 9 (devices.txt), both 0666: reads give bytes
 * of the kernel's generator (lib/random32.c), writes are mixed into
 * its state (add_device_randomness()) and credit nothing, as Linux
 * 6.1's.  There is no entropy pool to run dry: like Linux since 5.18,
 * both never block, and the entropy count is always full - 256 bits,
 * what RNDGETENTCNT and /proc/sys/kernel/random/entropy_avail say.
 * Not cryptographic (lib/random32.c says why).
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/random.h"
#include "asm/uaccess.h"

#define POOL_BITS	256	/* Linux 6.1's input pool, always full here */

/* random(4)'s ioctls, Linux's numbers (include/uapi/linux/random.h) */
#define RNDGETENTCNT	0x80045200
#define RNDADDTOENTCNT	0x40045201
#define RNDADDENTROPY	0x40085203
#define RNDZAPENTCNT	0x00005204
#define RNDCLEARPOOL	0x00005206
#define RNDRESEEDCRNG	0x00005207

static ssize_t random_read(struct file *f, char __user *buf, size_t count,
			   loff_t *pos)
{
	char chunk[64];
	size_t done = 0;

	(void)f, (void)pos;
	while (done < count) {
		size_t n = min(count - done, sizeof(chunk));

		get_random_bytes(chunk, n);
		if (copy_to_user(buf + done, chunk, n))
			return done ? (ssize_t)done : -EFAULT;
		done += n;
		if (signal_pending(current))
			break;		/* a short read, as Linux's */
	}
	memzero_explicit(chunk, sizeof(chunk));
	return (ssize_t)done;
}

/* The bytes at buf go into the generator's state; len, or -EFAULT */
static ssize_t mix_user(const char __user *buf, size_t count)
{
	char chunk[64];
	size_t done = 0;

	while (done < count) {
		size_t n = min(count - done, sizeof(chunk));

		if (copy_from_user(chunk, buf + done, n))
			return done ? (ssize_t)done : -EFAULT;
		add_device_randomness(chunk, n);
		done += n;
	}
	return (ssize_t)done;
}

static ssize_t random_write(struct file *f, const char __user *buf,
			    size_t count, loff_t *pos)
{
	(void)f, (void)pos;
	return mix_user(buf, count);
}

/*
 * RNDGETENTCNT: the count, always full.  The others are root's
 * (CAP_SYS_ADMIN, else EPERM): RNDADDENTROPY mixes its bytes in
 * (struct rand_pool_info: a count and a size, EINVAL if negative, then
 * the bytes); crediting, zapping, clearing and reseeding change nothing
 * with a count that is always full, as on Linux 6.1 once it is.
 */
static long random_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	int __user *p = (int __user *)arg;
	int ent, size;

	(void)f;
	if (cmd == RNDGETENTCNT)
		return put_user(POOL_BITS, p) ? -EFAULT : 0;
	if (cmd != RNDADDTOENTCNT && cmd != RNDADDENTROPY &&
	    cmd != RNDZAPENTCNT && cmd != RNDCLEARPOOL && cmd != RNDRESEEDCRNG)
		return -EINVAL;
	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;
	if (cmd == RNDADDTOENTCNT)
		return get_user(ent, p) ? -EFAULT : 0;
	if (cmd != RNDADDENTROPY)
		return 0;
	if (get_user(ent, p) || get_user(size, p + 1))
		return -EFAULT;
	if (ent < 0 || size < 0)
		return -EINVAL;
	size = (int)mix_user((const char __user *)(p + 2), (size_t)size);
	return size < 0 ? size : 0;
}

const struct file_operations random_fops = {
	.llseek = noop_llseek,
	.read = random_read,
	.write = random_write,
	.unlocked_ioctl = random_ioctl,
};

/* /proc/sys/kernel/random/entropy_avail and poolsize: 256 each */
static size_t pool_bits_show(char *buf, size_t size, void *priv)
{
	(void)priv;
	return snprintf(buf, size, "%d\n", POOL_BITS);
}

static int __init random_sysctl_init(void)
{
	if (!fs_create_gen("proc/sys/kernel/random/entropy_avail",
			   pool_bits_show, NULL) ||
	    !fs_create_gen("proc/sys/kernel/random/poolsize", pool_bits_show,
			   NULL))
		return -ENOMEM;
	return 0;
}
fs_initcall(random_sysctl_init);

// SPDX-License-Identifier: GPL-2.0
/*
 * debugfs-demo: a module in the manner of LKMPG's debugfs examples,
 * written here.  /sys/kernel/debug/debugfs_demo (seen once debugfs is
 * mounted) holds one file per kind of variable debugfs offers, a
 * read-only counter and blob, a "message" file of its own operations
 * (the buffer is its i_private, reached by simple_open()), and a
 * DEFINE_DEBUGFS_ATTRIBUTE file "limit" that refuses values over 1000.
 */
#include <linux/debugfs.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/uaccess.h>

static struct dentry *dir;
static u8 small = 200;
static u16 medium = 60000;
static u32 mask = 0xbeef;
static u32 count = 3;
static u64 big = 1ULL << 40;
static bool enabled = true;
static size_t size = 4096;
static atomic_t hits = ATOMIC_INIT(-5);
static u64 limit = 10;
static char message[64] = "hello debugfs\n";
static char blob_text[] = "a blob of bytes\n";
static struct debugfs_blob_wrapper blob = {
	.data = blob_text,
	.size = sizeof(blob_text) - 1,
};

static ssize_t message_read(struct file *f, char __user *buf, size_t len,
			    loff_t *ppos)
{
	const char *text = f->private_data;

	return simple_read_from_buffer(buf, len, ppos, text, strlen(text));
}

static ssize_t message_write(struct file *f, const char __user *buf,
			     size_t len, loff_t *ppos)
{
	char *text = f->private_data;
	ssize_t n;

	if (len >= sizeof(message))
		return -ENOSPC;
	n = simple_write_to_buffer(text, sizeof(message) - 1, ppos, buf, len);
	if (n > 0)
		text[*ppos] = '\0';
	return n;
}

static const struct file_operations message_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.read = message_read,
	.write = message_write,
};

static int limit_get(void *data, u64 *val)
{
	*val = *(u64 *)data;
	return 0;
}

static int limit_set(void *data, u64 val)
{
	if (val > 1000)
		return -EINVAL;
	*(u64 *)data = val;
	return 0;
}
DEFINE_DEBUGFS_ATTRIBUTE(limit_fops, limit_get, limit_set, "%llu\n");

static int __init debugfs_demo_init(void)
{
	struct dentry *sub;

	dir = debugfs_create_dir("debugfs_demo", NULL);
	if (IS_ERR(dir))
		return PTR_ERR(dir);
	debugfs_create_u8("small", 0644, dir, &small);
	debugfs_create_u16("medium", 0644, dir, &medium);
	debugfs_create_x32("mask", 0644, dir, &mask);
	debugfs_create_u32("count", 0444, dir, &count);
	debugfs_create_u64("big", 0600, dir, &big);
	debugfs_create_x64("big_hex", 0444, dir, &big);
	debugfs_create_x8("small_hex", 0444, dir, &small);
	debugfs_create_x16("medium_hex", 0444, dir, &medium);
	debugfs_create_bool("enabled", 0644, dir, &enabled);
	debugfs_create_size_t("size", 0644, dir, &size);
	debugfs_create_atomic_t("hits", 0644, dir, &hits);
	debugfs_create_u32("wo", 0200, dir, &count);
	debugfs_create_blob("blob", 0644, dir, &blob);
	debugfs_create_file("message", 0644, dir, message, &message_fops);
	debugfs_create_file("limit", 0644, dir, &limit, &limit_fops);
	sub = debugfs_create_dir("sub", dir);
	debugfs_create_u32("inner", 0644, sub, &count);
	if (debugfs_create_dir("sub", dir) == ERR_PTR(-EEXIST))
		pr_info("debugfs_demo: second sub refused with EEXIST\n");
	pr_info("debugfs_demo: ready\n");
	return 0;
}

static void __exit debugfs_demo_exit(void)
{
	debugfs_lookup_and_remove("small", dir);
	debugfs_remove_recursive(dir);
	pr_info("debugfs_demo: count %u, limit %llu, message %s", count,
		limit, message);
}

module_init(debugfs_demo_init);
module_exit(debugfs_demo_exit);
MODULE_LICENSE("GPL");

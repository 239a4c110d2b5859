// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-procfs/api-procfs.c - /proc files the ways modules
 * make them: a directory (proc_mkdir), a seq_file iterating records
 * (LKMPG's procfs4: start/next/stop/show over `lines` records, longer
 * than a page, and with huge=1 one record longer than a page), a file
 * read and written through proc_ops with copy_from_user (procfs2, which
 * names the file by file->f_path.dentry), a
 * single_open() file through proc_create_single_data(), and a 2.6-era
 * file_operations entry whose open finds its data with PDE_DATA().
 * leave=1 forgets to remove that last one, which rmmod must then do.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/proc_fs.h>
#include <linux/seq_file.h>
#include <linux/uaccess.h>

static int lines = 300;
module_param(lines, int, 0444);
static bool huge;
module_param(huge, bool, 0444);
static bool leave;
module_param(leave, bool, 0444);

#define HUGE_LEN	5000

static struct proc_dir_entry *dir;

/* Record i is the number i; with huge, record 1 is HUGE_LEN x's */
static void *big_start(struct seq_file *m, loff_t *pos)
{
	return *pos < lines ? pos : NULL;
}

static void *big_next(struct seq_file *m, void *v, loff_t *pos)
{
	++*pos;
	return *pos < lines ? pos : NULL;
}

static void big_stop(struct seq_file *m, void *v)
{
}

static int big_show(struct seq_file *m, void *v)
{
	loff_t i = *(loff_t *)v;
	int k;

	if (huge && i == 1) {
		for (k = 0; k < HUGE_LEN; k++)
			seq_putc(m, 'x');
		seq_putc(m, '\n');
		return 0;
	}
	seq_printf(m, "line %lld of %d: %lld squared is %lld\n", i, lines, i,
		   i * i);
	return 0;
}

static const struct seq_operations big_seq_ops = {
	.start = big_start,
	.next = big_next,
	.stop = big_stop,
	.show = big_show,
};

static int big_open(struct inode *inode, struct file *file)
{
	return seq_open(file, &big_seq_ops);
}

static const struct proc_ops big_ops = {
	.proc_open = big_open,
	.proc_read = seq_read,
	.proc_lseek = seq_lseek,
	.proc_release = seq_release,
};

static char config[32] = "empty\n";
static size_t config_len = 6;

static ssize_t config_read(struct file *file, char __user *buf, size_t count,
			   loff_t *ppos)
{
	return simple_read_from_buffer(buf, count, ppos, config, config_len);
}

/* Writes land at the file position: the text is what was written since open */
static ssize_t config_write(struct file *file, const char __user *buf,
			    size_t count, loff_t *ppos)
{
	ssize_t n = simple_write_to_buffer(config, sizeof(config), ppos, buf,
					   count);

	if (n < 0)
		return n;
	config_len = *ppos;
	/* the file's own name, as LKMPG's procfs2 finds it */
	pr_info("procfs: %s holds %zu bytes\n",
		file->f_path.dentry->d_name.name, config_len);
	return n ? n : -ENOSPC;
}

static const struct proc_ops config_ops = {
	.proc_read = config_read,
	.proc_write = config_write,
};

static int single_show(struct seq_file *m, void *v)
{
	seq_printf(m, "single: data says %s\n", (const char *)m->private);
	return 0;
}

static int legacy_show(struct seq_file *m, void *v)
{
	seq_puts(m, "legacy: ");
	seq_puts(m, m->private);
	seq_putc(m, '\n');
	return 0;
}

static int legacy_open(struct inode *inode, struct file *file)
{
	return single_open(file, legacy_show, PDE_DATA(inode));
}

static const struct file_operations legacy_fops = {
	.owner = THIS_MODULE,
	.open = legacy_open,
	.read = seq_read,
	.llseek = seq_lseek,
	.release = single_release,
};

static char single_data[] = "hello from pde_data";
static char legacy_data[] = "file_operations still work";

static int __init procfs_init(void)
{
	struct proc_dir_entry *config;

	dir = proc_mkdir("apiproc", NULL);
	if (!dir)
		return -ENOMEM;
	if (!proc_create("big", 0444, dir, &big_ops))
		goto fail;
	config = proc_create("config", 0644, dir, &config_ops);
	if (!config ||
	    !proc_create_single_data("single", 0, dir, single_show,
				     single_data) ||
	    !proc_create_data("apiproc_legacy", 0444, NULL, &legacy_fops,
			      legacy_data))
		goto fail;
	/* as LKMPG's procfs3 does (kuid_t, kgid_t: linux/uidgid.h) */
	proc_set_user(config, GLOBAL_ROOT_UID, GLOBAL_ROOT_GID);
	pr_info("procfs: /proc/apiproc ready, %d lines\n", lines);
	return 0;
fail:
	proc_remove(dir);
	return -ENOMEM;
}

static void __exit procfs_exit(void)
{
	proc_remove(dir);
	if (!leave)
		remove_proc_entry("apiproc_legacy", NULL);
	pr_info("procfs: removed\n");
}

module_init(procfs_init);
module_exit(procfs_exit);
MODULE_LICENSE("GPL");

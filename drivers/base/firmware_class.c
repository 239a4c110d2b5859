// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/firmware_class.c - the firmware loader: a driver names a
 * file its device needs and gets its bytes (linux/firmware.h).  The
 * file is read through the VFS, whole, from the first of Linux 6.1's
 * directories that has it:
 *
 *	firmware_class.path= (boot or /sys/module/firmware_class/parameters/path)
 *	/lib/firmware/updates/UTS_RELEASE
 *	/lib/firmware/updates
 *	/lib/firmware/UTS_RELEASE
 *	/lib/firmware
 *
 * A name missing from all of them is -ENOENT, and request_firmware()
 * says so as Linux does ("Direct firmware load for NAME failed with
 * error -2"); a file that is there but cannot be read (a directory, a
 * file open for writing, a read that comes up short) is reported with
 * its path and the search goes on.  No user-mode helper, no compressed
 * files, no cache across requests: Debian's 6.1 has no helper either
 * (docs/driver-model.md "Firmware").  This file's KBUILD_MODNAME,
 * firmware_class, gives the parameter Linux's name.
 */
#include "linux/kernel.h"
#include "linux/dcache.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/fcntl.h"
#include "linux/file.h"
#include "linux/firmware.h"
#include "linux/fs.h"
#include "linux/limits.h"
#include "linux/module.h"
#include "linux/moduleparam.h"
#include "linux/rcupdate.h"
#include "linux/slab.h"
#include "linux/version.h"
#include "linux/vmalloc.h"
#include "linux/workqueue.h"

/* How a request behaves (Linux 6.1's FW_OPT_NO_WARN is the one kept) */
#define FW_QUIET	1	/* no "Direct firmware load" warning */

/* The directory searched first; empty: none.  Taken as written: a
 * newline that echo(1) adds is part of the name, and that directory is
 * then never found, as in Linux 6.1 (printf(1) the path instead). */
static char fw_path_para[256];
module_param_string(path, fw_path_para, sizeof(fw_path_para), 0644);
MODULE_PARM_DESC(path, "customized firmware image search path with a higher priority than default path");

static const char *const fw_dirs[] = {
	fw_path_para,
	"/lib/firmware/updates/" UTS_RELEASE,
	"/lib/firmware/updates",
	"/lib/firmware/" UTS_RELEASE,
	"/lib/firmware",
};

/* A warning about dev, or a device-less request as Linux's dev_warn()
 * prints a NULL device */
#define fw_warn(dev, fmt, ...)						\
	do {								\
		if (dev)						\
			dev_warn(dev, fmt, ##__VA_ARGS__);		\
		else							\
			pr_warn("(NULL device *): " fmt, ##__VA_ARGS__); \
	} while (0)

/*
 * Whether a file may be loaded whole, as Linux's kernel_read_file()
 * decides: a regular file (-EINVAL), not open for writing (-ETXTBSY,
 * as Linux denies writers while it reads), of 1 to INT_MAX bytes (-EINVAL, -EFBIG).
 */
static int fw_file_ok(const struct inode *inode)
{
	if (!S_ISREG(inode_mode(inode)) || inode->fops || inode->show)
		return -EINVAL;
	if (inode->i_writecount > 0)
		return -ETXTBSY;
	if (inode->size == 0)
		return -EINVAL;
	return inode->size > INT_MAX ? -EFBIG : 0;
}

/* All of f's size bytes into buf; -EIO if the file ends sooner (it
 * shrank under us): never a silently shorter firmware */
static int fw_read_all(struct file *f, u8 *buf, size_t size)
{
	loff_t pos = 0;

	while ((size_t)pos < size) {
		ssize_t n = kernel_read(f, buf + pos, size - (size_t)pos, &pos);

		if (n < 0)
			return (int)n;
		if (n == 0)
			return -EIO;
	}
	return 0;
}

/* The file d (held by the caller) read into fw */
static int fw_read_dentry(struct dentry *d, struct firmware *fw)
{
	struct inode *inode = d->d_inode;
	struct file *f;
	long err = fw_file_ok(inode);
	u8 *buf;

	if (err)
		return (int)err;
	f = dentry_open(d, O_RDONLY, 0, &err);
	if (!f)
		return (int)err;
	buf = vmalloc(inode->size);
	err = buf ? fw_read_all(f, buf, inode->size) : -ENOMEM;
	if (!err) {
		fw->data = buf;
		fw->size = inode->size;
	} else {
		vfree(buf);
	}
	fput(f);
	return (int)err;
}

/* The file at path into fw: 0 or -errno (-ENOENT: no such file).  The
 * name is held from the walk on (rcu_read_lock(), fs/open.c's way), so
 * an unlink(2) meanwhile cannot free it under the read. */
static int fw_read_path(const char *path, struct firmware *fw)
{
	struct dentry *d;
	int err;

	rcu_read_lock();
	d = path_lookupat(NULL, path, LOOKUP_FOLLOW);
	if (!IS_ERR(d))
		dget(d);
	rcu_read_unlock();
	if (IS_ERR(d))
		return (int)PTR_ERR(d);
	err = fw_read_dentry(d, fw);
	dput(d);
	return err;
}

/* DIR/NAME into path; -ENAMETOOLONG */
static int fw_make_path(char *path, const char *dir, const char *name)
{
	if (snprintf(path, PATH_MAX, "%s/%s", dir, name) >= PATH_MAX)
		return -ENAMETOOLONG;
	return 0;
}

/*
 * The first directory of fw_dirs[] that has name; the last one's error
 * if none does (-ENOENT), as Linux's fw_get_filesystem_firmware().
 */
static int fw_search(struct firmware *fw, const char *name,
		     struct device *dev)
{
	char *path = kmalloc(PATH_MAX, GFP_KERNEL);
	int err = -ENOENT;
	size_t i;

	if (!path)
		return -ENOMEM;
	for (i = 0; i < ARRAY_SIZE(fw_dirs); i++) {
		if (!fw_dirs[i][0])
			continue;	/* no firmware_class.path */
		err = fw_make_path(path, fw_dirs[i], name);
		if (err)
			break;
		err = fw_read_path(path, fw);
		if (!err)
			break;
		if (err != -ENOENT)
			fw_warn(dev, "loading %s failed with error %d\n",
				path, err);
	}
	kfree(path);
	return err;
}

/* Whether name has a ".." component: refused, so that no name leads
 * out of the firmware directories (Linux 6.1.y's block on path
 * traversal) */
static bool fw_name_climbs(const char *name)
{
	for (;;) {
		size_t len = strcspn(name, "/");

		if (len == 2 && name[0] == '.' && name[1] == '.')
			return true;
		if (!name[len])
			return false;
		name += len + 1;
	}
}

/* Every request's way: *fw set only on success */
static int fw_request(const struct firmware **fwp, const char *name,
		      struct device *dev, unsigned int opts)
{
	struct firmware *fw;
	int err;

	if (!fwp)
		return -EINVAL;
	*fwp = NULL;
	if (!name || !name[0])
		return -EINVAL;
	if (fw_name_climbs(name)) {
		fw_warn(dev, "Firmware load for '%s' refused, path contains '..' component\n",
			name);
		return -EINVAL;
	}
	fw = kzalloc(sizeof(*fw), GFP_KERNEL);
	if (!fw)
		return -ENOMEM;
	err = fw_search(fw, name, dev);
	if (err) {
		if (!(opts & FW_QUIET))
			fw_warn(dev, "Direct firmware load for %s failed with error %d\n",
				name, err);
		kfree(fw);
		return err;
	}
	*fwp = fw;
	return 0;
}

int request_firmware(const struct firmware **fw, const char *name,
		     struct device *device)
{
	return fw_request(fw, name, device, 0);
}
EXPORT_SYMBOL(request_firmware);

/* Linux's: no fallback to a user helper either; here there is none */
int request_firmware_direct(const struct firmware **fw, const char *name,
			    struct device *device)
{
	return fw_request(fw, name, device, FW_QUIET);
}
EXPORT_SYMBOL(request_firmware_direct);

int firmware_request_nowarn(const struct firmware **fw, const char *name,
			    struct device *device)
{
	return fw_request(fw, name, device, FW_QUIET);
}
EXPORT_SYMBOL(firmware_request_nowarn);

void release_firmware(const struct firmware *fw)
{
	if (!fw)
		return;
	vfree(fw->data);
	kfree(fw);
}
EXPORT_SYMBOL(release_firmware);

/* request_firmware_nowait()'s request, kept until its work item ran */
struct fw_async {
	struct work_struct work;
	struct module *module;
	struct device *device;
	const char *name;		/* a copy */
	void *context;
	void (*cont)(const struct firmware *fw, void *context);
};

static void fw_async_work(struct work_struct *work)
{
	struct fw_async *req = container_of(work, struct fw_async, work);
	const struct firmware *fw;

	fw_request(&fw, req->name, req->device, 0);
	req->cont(fw, req->context);
	put_device(req->device);
	module_put(req->module);
	kfree(req->name);
	kfree(req);
}

/* The caller's module stays loaded and its device alive until cont()
 * returned; a module already going away is -EFAULT, as in Linux.
 * uevent only chose the user helper in Linux: both load the same. */
int request_firmware_nowait(struct module *module, bool uevent,
			    const char *name, struct device *device,
			    gfp_t gfp, void *context,
			    void (*cont)(const struct firmware *fw,
					 void *context))
{
	struct fw_async *req = kzalloc(sizeof(*req), gfp);
	int err = -ENOMEM;

	(void)uevent;
	if (!req)
		return -ENOMEM;
	req->name = name ? kstrdup(name, gfp) : NULL;
	if (name && !req->name)
		goto out_free;
	err = -EFAULT;
	if (!try_module_get(module))
		goto out_free;
	req->module = module;
	req->device = get_device(device);
	req->context = context;
	req->cont = cont;
	INIT_WORK(&req->work, fw_async_work);
	schedule_work(&req->work);
	return 0;

out_free:
	kfree(req->name);
	kfree(req);
	return err;
}
EXPORT_SYMBOL(request_firmware_nowait);

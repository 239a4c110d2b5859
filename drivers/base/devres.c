// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/devres.c - managed resources ("devres"), Linux's interface:
 * what a driver gets with devm_*() (or dmam_*()) while it has a device is
 * given back by the driver core when the two part - when probe() fails,
 * after remove(), or when the device itself goes - in the reverse of the
 * order it was got, so a probe() needs no error-unwind ladder (LKMPG's
 * dma example).  Each resource is a struct devres on its device's list (newest first),
 * its data following the header, with the function that releases it.
 * devres_lock guards the list: resources may be got in atomic context.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/slab.h"
#include "linux/string.h"
#include "linux/spinlock.h"
#include "linux/device.h"
#include "linux/dma-mapping.h"
#include "base.h"

struct devres {
	struct list_head entry;
	dr_release_t release;
	unsigned long long data[];	/* the user's, 8-byte aligned */
};

static struct devres *to_devres(void *res)
{
	return container_of(res, struct devres, data);
}

void *devres_alloc(dr_release_t release, size_t size, gfp_t gfp)
{
	struct devres *dr;

	if (size > SIZE_MAX - sizeof(*dr))
		return NULL;
	dr = kmalloc(sizeof(*dr) + size, gfp | __GFP_ZERO);
	if (!dr)
		return NULL;
	INIT_LIST_HEAD(&dr->entry);
	dr->release = release;
	return dr->data;
}
EXPORT_SYMBOL(devres_alloc);

/* One devres_alloc()ed and never added (or taken back off) */
void devres_free(void *res)
{
	if (res)
		kfree(to_devres(res));
}
EXPORT_SYMBOL(devres_free);

void devres_add(struct device *dev, void *res)
{
	struct devres *dr = to_devres(res);
	unsigned long flags;

	spin_lock_irqsave(&dev->devres_lock, flags);
	list_add(&dr->entry, &dev->devres_head);	/* newest first */
	spin_unlock_irqrestore(&dev->devres_lock, flags);
}
EXPORT_SYMBOL(devres_add);

/*
 * Every resource of dev, newest first, released and freed; how many.
 * The list is taken whole under the lock, so a release() may sleep.
 */
int devres_release_all(struct device *dev)
{
	struct devres *dr, *n;
	unsigned long flags;
	LIST_HEAD(todo);
	int count = 0;

	spin_lock_irqsave(&dev->devres_lock, flags);
	list_splice_init(&dev->devres_head, &todo);
	spin_unlock_irqrestore(&dev->devres_lock, flags);
	list_for_each_entry_safe(dr, n, &todo, entry) {
		if (dr->release)
			dr->release(dev, dr->data);
		kfree(dr);
		count++;
	}
	return count;
}

/* Take the newest resource match() picks off dev's list; NULL if none */
static struct devres *devres_take(struct device *dev,
				  bool (*match)(struct devres *dr,
						const void *key),
				  const void *key)
{
	struct devres *dr, *found = NULL;
	unsigned long flags;

	spin_lock_irqsave(&dev->devres_lock, flags);
	list_for_each_entry(dr, &dev->devres_head, entry) {
		if (match(dr, key)) {
			list_del(&dr->entry);
			found = dr;
			break;
		}
	}
	spin_unlock_irqrestore(&dev->devres_lock, flags);
	return found;
}

static bool match_data(struct devres *dr, const void *key)
{
	return dr->data == key;
}

/* devm_kmalloc()'s memory is the devres' own data: nothing to release */
void *devm_kmalloc(struct device *dev, size_t size, gfp_t gfp)
{
	void *p = devres_alloc(NULL, size, gfp);

	if (p)
		devres_add(dev, p);
	return p;
}
EXPORT_SYMBOL(devm_kmalloc);

void *devm_kmalloc_array(struct device *dev, size_t n, size_t size,
			 gfp_t gfp)
{
	if (size && n > SIZE_MAX / size)
		return NULL;
	return devm_kmalloc(dev, n * size, gfp);
}
EXPORT_SYMBOL(devm_kmalloc_array);

char *devm_kstrdup(struct device *dev, const char *s, gfp_t gfp)
{
	size_t len = s ? strlen(s) + 1 : 0;
	char *p = s ? devm_kmalloc(dev, len, gfp) : NULL;

	if (p)
		memcpy(p, s, len);
	return p;
}
EXPORT_SYMBOL(devm_kstrdup);

/* Freed before its time; Linux warns of a pointer dev does not own */
void devm_kfree(struct device *dev, const void *p)
{
	struct devres *dr;

	if (!p)
		return;
	dr = devres_take(dev, match_data, p);
	if (!dr) {
		printk(KERN_WARNING "devm_kfree: %p is not %s's\n", p,
		       dev_name(dev));
		return;
	}
	kfree(dr);
}
EXPORT_SYMBOL(devm_kfree);

/*
 * Linux's devres_release(): the newest of dev's resources released by
 * release for which match(dev, its data, match_data) says yes, released
 * now and freed; -ENOENT if dev has none (devm_iounmap() of a pointer it
 * does not hold)
 */
struct release_key {
	dr_release_t release;
	dr_match_t match;
	struct device *dev;
	void *match_data;
};

static bool match_release(struct devres *dr, const void *key)
{
	const struct release_key *k = key;

	return dr->release == k->release &&
	       (!k->match || k->match(k->dev, dr->data, k->match_data));
}

int devres_release(struct device *dev, dr_release_t release,
		   dr_match_t match, void *match_data)
{
	struct release_key key = { release, match, dev, match_data };
	struct devres *dr = devres_take(dev, match_release, &key);

	if (!dr)
		return -ENOENT;
	dr->release(dev, dr->data);
	kfree(dr);
	return 0;
}
EXPORT_SYMBOL(devres_release);

struct action_devres {
	void (*action)(void *data);
	void *data;
};

static void run_action(struct device *dev, void *res)
{
	struct action_devres *a = res;

	a->action(a->data);
}

int devm_add_action(struct device *dev, void (*action)(void *), void *data)
{
	struct action_devres *a = devres_alloc(run_action, sizeof(*a),
					       GFP_KERNEL);

	if (!a)
		return -ENOMEM;
	a->action = action;
	a->data = data;
	devres_add(dev, a);
	return 0;
}
EXPORT_SYMBOL(devm_add_action);

/* As devm_add_action(), but action runs at once if it cannot be added */
int devm_add_action_or_reset(struct device *dev, void (*action)(void *),
			     void *data)
{
	int err = devm_add_action(dev, action, data);

	if (err)
		action(data);
	return err;
}
EXPORT_SYMBOL(devm_add_action_or_reset);

struct dma_devres {
	size_t size;
	void *vaddr;
	dma_addr_t dma_handle;
};

static void dmam_release(struct device *dev, void *res)
{
	struct dma_devres *d = res;

	dma_free_coherent(dev, d->size, d->vaddr, d->dma_handle);
}

/* dma_alloc_coherent(), given back when dev and its driver part */
void *dmam_alloc_coherent(struct device *dev, size_t size,
			  dma_addr_t *dma_handle, gfp_t gfp)
{
	struct dma_devres *d = devres_alloc(dmam_release, sizeof(*d), gfp);

	if (!d)
		return NULL;
	d->vaddr = dma_alloc_coherent(dev, size, dma_handle, gfp);
	if (!d->vaddr) {
		devres_free(d);
		return NULL;
	}
	d->size = size;
	d->dma_handle = *dma_handle;
	devres_add(dev, d);
	return d->vaddr;
}
EXPORT_SYMBOL(dmam_alloc_coherent);

static bool match_dma(struct devres *dr, const void *key)
{
	return dr->release == dmam_release &&
	       ((struct dma_devres *)dr->data)->vaddr == key;
}

/* A dmam_alloc_coherent() buffer freed before dev and driver part */
void dmam_free_coherent(struct device *dev, size_t size, void *vaddr,
			dma_addr_t dma_handle)
{
	struct devres *dr = devres_take(dev, match_dma, vaddr);

	if (!dr) {
		printk(KERN_WARNING "dmam_free_coherent: %p is not %s's\n",
		       vaddr, dev_name(dev));
		return;
	}
	dma_free_coherent(dev, size, vaddr, dma_handle);
	kfree(dr);
}
EXPORT_SYMBOL(dmam_free_coherent);

/*
 * Linux's dev_err_probe(): err, reported as probe() gives it up (an
 * -EPROBE_DEFER only at debug level: the probe will be tried again),
 * by name as Linux's %pe prints it: "error -EIO: ...".
 */
int dev_err_probe(const struct device *dev, int err, const char *fmt, ...)
{
	char msg[128];
	va_list args;

	va_start(args, fmt);
	vsnprintf(msg, sizeof(msg), fmt, args);
	va_end(args);
	if (err != -EPROBE_DEFER)
		dev_err(dev, "error %pe: %s", ERR_PTR(err), msg);
	else
		dev_dbg(dev, "error %pe: %s", ERR_PTR(err), msg);
	return err;
}
EXPORT_SYMBOL(dev_err_probe);

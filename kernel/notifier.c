// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/notifier.c - notifier chains (include/linux/notifier.h): a
 * list kept in priority order, highest first, a block of equal priority
 * after those already there (Linux's order), walked until a callback's
 * answer has NOTIFY_STOP_MASK.  The walk reads each next pointer with
 * rcu_dereference() before calling, so an atomic chain's callers need
 * no lock: its unregister waits out an RCU grace period before the
 * block may be freed (the module go).
 */
#include "linux/module.h"
#include "linux/bug.h"
#include "linux/notifier.h"
#include "linux/rcupdate.h"

static int notifier_chain_register(struct notifier_block **nl,
				   struct notifier_block *n)
{
	while (*nl) {
		if (*nl == n) {
			WARN(1, "notifier callback %pS already registered",
			     n->notifier_call);
			return -EEXIST;
		}
		if (n->priority > (*nl)->priority)
			break;
		nl = &(*nl)->next;
	}
	n->next = *nl;
	rcu_assign_pointer(*nl, n);
	return 0;
}

static int notifier_chain_unregister(struct notifier_block **nl,
				     struct notifier_block *n)
{
	for (; *nl; nl = &(*nl)->next) {
		if (*nl == n) {
			rcu_assign_pointer(*nl, n->next);
			return 0;
		}
	}
	return -ENOENT;
}

/* Each callback in turn: the last one's answer, NOTIFY_DONE for none */
static int notifier_call_chain(struct notifier_block **nl,
			       unsigned long val, void *v)
{
	struct notifier_block *nb = rcu_dereference(*nl), *next;
	int ret = NOTIFY_DONE;

	while (nb) {
		next = rcu_dereference(nb->next);
		ret = nb->notifier_call(nb, val, v);
		if (ret & NOTIFY_STOP_MASK)
			break;
		nb = next;
	}
	return ret;
}

int atomic_notifier_chain_register(struct atomic_notifier_head *nh,
				   struct notifier_block *nb)
{
	unsigned long flags;
	int ret;

	spin_lock_irqsave(&nh->lock, flags);
	ret = notifier_chain_register(&nh->head, nb);
	spin_unlock_irqrestore(&nh->lock, flags);
	return ret;
}
EXPORT_SYMBOL_GPL(atomic_notifier_chain_register);

int atomic_notifier_chain_unregister(struct atomic_notifier_head *nh,
				     struct notifier_block *nb)
{
	unsigned long flags;
	int ret;

	spin_lock_irqsave(&nh->lock, flags);
	ret = notifier_chain_unregister(&nh->head, nb);
	spin_unlock_irqrestore(&nh->lock, flags);
	synchronize_rcu();	/* no walk is still inside nb */
	return ret;
}
EXPORT_SYMBOL_GPL(atomic_notifier_chain_unregister);

int atomic_notifier_call_chain(struct atomic_notifier_head *nh,
			       unsigned long val, void *v)
{
	int ret;

	rcu_read_lock();
	ret = notifier_call_chain(&nh->head, val, v);
	rcu_read_unlock();
	return ret;
}
EXPORT_SYMBOL_GPL(atomic_notifier_call_chain);

int blocking_notifier_chain_register(struct blocking_notifier_head *nh,
				     struct notifier_block *nb)
{
	int ret;

	mutex_lock(&nh->mutex);
	ret = notifier_chain_register(&nh->head, nb);
	mutex_unlock(&nh->mutex);
	return ret;
}
EXPORT_SYMBOL_GPL(blocking_notifier_chain_register);

int blocking_notifier_chain_unregister(struct blocking_notifier_head *nh,
				       struct notifier_block *nb)
{
	int ret;

	mutex_lock(&nh->mutex);
	ret = notifier_chain_unregister(&nh->head, nb);
	mutex_unlock(&nh->mutex);
	return ret;
}
EXPORT_SYMBOL_GPL(blocking_notifier_chain_unregister);

/* Callbacks may sleep; the mutex keeps blocks from going meanwhile */
int blocking_notifier_call_chain(struct blocking_notifier_head *nh,
				 unsigned long val, void *v)
{
	int ret = NOTIFY_DONE;

	if (rcu_access_pointer(nh->head)) {
		mutex_lock(&nh->mutex);
		ret = notifier_call_chain(&nh->head, val, v);
		mutex_unlock(&nh->mutex);
	}
	return ret;
}
EXPORT_SYMBOL_GPL(blocking_notifier_call_chain);

/* A raw chain's owner serialises all three itself */
int raw_notifier_chain_register(struct raw_notifier_head *nh,
				struct notifier_block *nb)
{
	return notifier_chain_register(&nh->head, nb);
}
EXPORT_SYMBOL_GPL(raw_notifier_chain_register);

int raw_notifier_chain_unregister(struct raw_notifier_head *nh,
				  struct notifier_block *nb)
{
	return notifier_chain_unregister(&nh->head, nb);
}
EXPORT_SYMBOL_GPL(raw_notifier_chain_unregister);

int raw_notifier_call_chain(struct raw_notifier_head *nh,
			    unsigned long val, void *v)
{
	return notifier_call_chain(&nh->head, val, v);
}
EXPORT_SYMBOL_GPL(raw_notifier_call_chain);

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/signal.h - operations on a sigset_t (include/asm/signal.h)
 * under Linux's names: sigaddset(), sigismember(), sigorsets() ... and the
 * "mask" forms, which take an unsigned long of the first 32 signals as
 * Linux's do (sigmask() makes one).  A task's pending signals are a
 * struct sigpending, current->pending.signal, as in Linux; a module may
 * read it next to current->blocked (LKMPG's sleep example does).
 */
#ifndef _LINUX_SIGNAL_H
#define _LINUX_SIGNAL_H

#include "linux/types.h"
#include "asm/signal.h"

/* Signals sent and not yet taken; standard signals do not queue (signal(7)),
 * so a set is all there is to it */
struct sigpending {
	sigset_t signal;
};

/* The bit of signal sig (1..32) in word 0 */
#define sigmask(sig)	(1UL << ((sig) - 1))

static inline bool valid_signal(unsigned long sig)
{
	return sig >= 1 && sig <= _NSIG;
}

static inline void sigaddset(sigset_t *set, int sig)
{
	unsigned int bit = sig - 1;

	set->sig[bit / _NSIG_BPW] |= 1UL << (bit % _NSIG_BPW);
}

static inline void sigdelset(sigset_t *set, int sig)
{
	unsigned int bit = sig - 1;

	set->sig[bit / _NSIG_BPW] &= ~(1UL << (bit % _NSIG_BPW));
}

static inline int sigismember(const sigset_t *set, int sig)
{
	unsigned int bit = sig - 1;

	return (set->sig[bit / _NSIG_BPW] >> (bit % _NSIG_BPW)) & 1;
}

static inline void sigemptyset(sigset_t *set)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		set->sig[i] = 0;
}

static inline void sigfillset(sigset_t *set)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		set->sig[i] = ~0UL;
}

static inline int sigisemptyset(const sigset_t *set)
{
	unsigned long any = 0;
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		any |= set->sig[i];
	return any == 0;
}

static inline int sigequalsets(const sigset_t *a, const sigset_t *b)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		if (a->sig[i] != b->sig[i])
			return 0;
	return 1;
}

/* r = a | b, a & b, a & ~b; r may be a or b */
static inline void sigorsets(sigset_t *r, const sigset_t *a, const sigset_t *b)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		r->sig[i] = a->sig[i] | b->sig[i];
}

static inline void sigandsets(sigset_t *r, const sigset_t *a,
			      const sigset_t *b)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		r->sig[i] = a->sig[i] & b->sig[i];
}

static inline void sigandnsets(sigset_t *r, const sigset_t *a,
			       const sigset_t *b)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		r->sig[i] = a->sig[i] & ~b->sig[i];
}

static inline void signotset(sigset_t *set)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		set->sig[i] = ~set->sig[i];
}

/* The "mask" forms: mask holds signals 1..32 (word 0) */
static inline void sigaddsetmask(sigset_t *set, unsigned long mask)
{
	set->sig[0] |= mask;
}

static inline void sigdelsetmask(sigset_t *set, unsigned long mask)
{
	set->sig[0] &= ~mask;
}

static inline int sigtestsetmask(const sigset_t *set, unsigned long mask)
{
	return (set->sig[0] & mask) != 0;
}

static inline void siginitset(sigset_t *set, unsigned long mask)
{
	sigemptyset(set);
	set->sig[0] = mask;
}

static inline void siginitsetinv(sigset_t *set, unsigned long mask)
{
	sigfillset(set);
	set->sig[0] = ~mask;
}

#endif /* _LINUX_SIGNAL_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/capability.h - capabilities (capabilities(7)), Linux's
 * numbers.  capable() (kernel/capability.c) asks whether the current
 * task's effective set (its struct cred, linux/cred.h) holds one; a
 * number beyond CAP_LAST_CAP is refused, as Linux refuses it.
 */
#ifndef _LINUX_CAPABILITY_H
#define _LINUX_CAPABILITY_H

#include "linux/types.h"

#define CAP_CHOWN		0
#define CAP_DAC_OVERRIDE	1
#define CAP_DAC_READ_SEARCH	2
#define CAP_FOWNER		3
#define CAP_FSETID		4
#define CAP_KILL		5
#define CAP_SETGID		6
#define CAP_SETUID		7
#define CAP_SETPCAP		8
#define CAP_LINUX_IMMUTABLE	9
#define CAP_NET_BIND_SERVICE	10
#define CAP_NET_BROADCAST	11
#define CAP_NET_ADMIN		12
#define CAP_NET_RAW		13
#define CAP_IPC_LOCK		14
#define CAP_IPC_OWNER		15
#define CAP_SYS_MODULE		16
#define CAP_SYS_RAWIO		17
#define CAP_SYS_CHROOT		18
#define CAP_SYS_PTRACE		19
#define CAP_SYS_PACCT		20
#define CAP_SYS_ADMIN		21
#define CAP_SYS_BOOT		22
#define CAP_SYS_NICE		23
#define CAP_SYS_RESOURCE	24
#define CAP_SYS_TIME		25
#define CAP_SYS_TTY_CONFIG	26
#define CAP_MKNOD		27
#define CAP_LEASE		28
#define CAP_AUDIT_WRITE		29
#define CAP_AUDIT_CONTROL	30
#define CAP_SETFCAP		31
#define CAP_MAC_OVERRIDE	32
#define CAP_MAC_ADMIN		33
#define CAP_SYSLOG		34
#define CAP_WAKE_ALARM		35
#define CAP_BLOCK_SUSPEND	36
#define CAP_AUDIT_READ		37
#define CAP_PERFMON		38
#define CAP_BPF			39
#define CAP_CHECKPOINT_RESTORE	40
#define CAP_LAST_CAP		CAP_CHECKPOINT_RESTORE

#define cap_valid(x)		((x) >= 0 && (x) <= CAP_LAST_CAP)

/* A set of capabilities, one bit each (Linux 6.3's layout) */
typedef struct {
	u64 val;
} kernel_cap_t;

#define CAP_FULL_SET		((kernel_cap_t){ (1ULL << (CAP_LAST_CAP + 1)) - 1 })
#define CAP_EMPTY_SET		((kernel_cap_t){ 0 })

/*
 * The capabilities that stand for a file-system uid of 0: a change of
 * fsuid to or from 0 takes them away or gives them back
 * (capabilities(7), "Effect of user ID changes on capabilities").
 */
#define CAP_FS_MASK	((1ULL << CAP_CHOWN) | (1ULL << CAP_DAC_OVERRIDE) | \
			 (1ULL << CAP_DAC_READ_SEARCH) | (1ULL << CAP_FOWNER) | \
			 (1ULL << CAP_FSETID) | (1ULL << CAP_LINUX_IMMUTABLE) | \
			 (1ULL << CAP_MKNOD) | (1ULL << CAP_MAC_OVERRIDE))

static inline bool cap_raised(kernel_cap_t c, int cap)
{
	return c.val & (1ULL << cap);
}

/* capget(2), capset(2): the header's versions and the data, one
 * struct per 32 capabilities (version 1: one struct; 2 and 3: two) */
#define _LINUX_CAPABILITY_VERSION_1	0x19980330
#define _LINUX_CAPABILITY_VERSION_2	0x20071026
#define _LINUX_CAPABILITY_VERSION_3	0x20080522

struct __user_cap_header_struct {
	u32 version;
	int pid;
};

struct __user_cap_data_struct {
	u32 effective;
	u32 permitted;
	u32 inheritable;
};

bool capable(int cap);
long cap_bset_read(unsigned long cap);
long cap_bset_drop(unsigned long cap);

#endif /* _LINUX_CAPABILITY_H */

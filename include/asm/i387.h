/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/i387.h - the x87/SSE register file of a user process,
 * saved and restored on every task switch (arch/i386/kernel/i387.c).
 */
#ifndef _ASM_I387_H
#define _ASM_I387_H

#include "asm/uaccess.h"
#include "linux/types.h"

/*
 * FXSAVE's 512-byte image (Intel SDM vol. 1, 10.5.1), which must sit on
 * a 16-byte boundary: the extra 15 bytes let fpu_image() align it
 * wherever the task_struct itself lands.
 */
struct fpu_state {
	u8 raw[512 + 15];
};

void fpu_init(void);
void fpu_switch(struct fpu_state *prev, struct fpu_state *next);
void fpu_save(struct fpu_state *to);
void fpu_reset(void);
void fpu_load(struct fpu_state *from);
void *fpu_image(struct fpu_state *s);
void fpu_sanitize(struct fpu_state *s);

/* A signal frame's x87/SSE state (arch/i386/kernel/signal_fpu.c) */
struct _fpstate;
int save_fpstate(struct _fpstate __user *ufp);
int restore_fpstate(const struct _fpstate __user *ufp);

#endif /* _ASM_I387_H */

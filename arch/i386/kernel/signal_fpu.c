// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/signal_fpu.c - the x87/SSE registers in a signal
 * frame, as Linux i386 keeps them: a struct _fpstate (include/asm/
 * sigcontext.h) that sigcontext.fpstate points at, holding the FXSAVE
 * image and, in front of it, the same x87 state in FNSAVE's older
 * layout, which debuggers and glibc's ucontext (fpregs) read.
 *
 * The handler then starts with a clean FPU (fpu_reset()), so SSE code
 * in it - glibc's string functions - cannot spoil the interrupted
 * code's registers; sigreturn loads the frame's state back.  Like
 * Linux i386, sigreturn takes the x87 environment and st(0)-st(7) from
 * the FNSAVE part (what a handler edits through fpregs) and the rest
 * from the FXSAVE image, and clears reserved MXCSR bits rather than let
 * FXRSTOR fault (fpu_sanitize()).
 */
#include "linux/kernel.h"
#include "linux/string.h"
#include "asm/i387.h"
#include "asm/sigcontext.h"
#include "asm/uaccess.h"

_Static_assert(sizeof(struct _fpstate) == 624, "Linux's _fpstate_32");
_Static_assert(offsetof(struct _fpstate, _fxsr_env) % 16 == 0,
	       "FXSAVE image 16-byte aligned in the frame");

/* The head of FXSAVE's image (Intel SDM vol. 1, table 10-2) */
struct fx_env {
	u16 fcw, fsw;
	u8 ftw, reserved1;	/* ftw: one bit a register, 1 = in use */
	u16 fop;
	u32 fip;
	u16 fcs, reserved2;
	u32 fdp;
	u16 fds, reserved3;
	u32 mxcsr, mxcsr_mask;
	struct _fpxreg st[8];	/* st(0)-st(7), in stack order */
};

#define FPSTATE_FX(fp)	((void *)&(fp)->_fxsr_env)
#define FX_SIZE		512
/* FNSAVE keeps 16-bit fields in 32-bit slots; the high halves read as 1s */
#define HIGH_ONES	0xffff0000

/*
 * The 2-bit tag FNSAVE gives a register in use: valid 0, zero 1,
 * special 2 - NaN, infinity, denormal or unnormal (SDM vol. 1, 8.1.7).
 */
static u32 x87_tag(const struct _fpxreg *r)
{
	u16 exp = r->exponent & 0x7fff;
	bool integer_bit = r->significand[3] & 0x8000;
	bool zero = !(r->significand[0] | r->significand[1] |
		      r->significand[2] | r->significand[3]);

	if (exp == 0x7fff)
		return 2;
	if (exp == 0)
		return zero ? 1 : 2;
	return integer_bit ? 0 : 2;
}

/* FNSAVE's tag word: physical register i is st((i - TOP) mod 8) */
static u32 full_tag_word(const struct fx_env *fx)
{
	unsigned int top = (fx->fsw >> 11) & 7, i;
	u32 tag = 0;

	for (i = 0; i < 8; i++) {
		u32 t = 3;	/* empty */

		if (fx->ftw & (1u << i))
			t = x87_tag(&fx->st[(i - top) & 7]);
		tag |= t << (2 * i);
	}
	return tag | HIGH_ONES;
}

static void fnsave_header(struct _fpstate *fp, const struct fx_env *fx)
{
	unsigned int i;

	fp->cw = fx->fcw | HIGH_ONES;
	fp->sw = fx->fsw | HIGH_ONES;
	fp->tag = full_tag_word(fx);
	fp->ipoff = fx->fip;
	fp->cssel = fx->fcs | (u32)fx->fop << 16;
	fp->dataoff = fx->fdp;
	fp->datasel = fx->fds | HIGH_ONES;
	for (i = 0; i < 8; i++)
		memcpy(&fp->_st[i], &fx->st[i], sizeof(fp->_st[i]));
	fp->status = fx->fsw;
	fp->magic = X86_FXSR_MAGIC;
}

/* The reverse: the FNSAVE part over the image's x87 fields */
static void fnsave_to_fx(struct fx_env *fx, const struct _fpstate *fp)
{
	unsigned int i;

	fx->fcw = (u16)fp->cw;
	fx->fsw = (u16)fp->sw;
	fx->ftw = 0;
	for (i = 0; i < 8; i++)
		if (((fp->tag >> (2 * i)) & 3) != 3)
			fx->ftw |= 1u << i;
	fx->fop = (u16)(fp->cssel >> 16);
	fx->fip = fp->ipoff;
	fx->fcs = (u16)fp->cssel;
	fx->fdp = fp->dataoff;
	fx->fds = (u16)fp->datasel;
	for (i = 0; i < 8; i++)
		memcpy(&fx->st[i], &fp->_st[i], sizeof(fp->_st[i]));
}

/* The interrupted code's registers, out to the frame's _fpstate */
int save_fpstate(struct _fpstate __user *ufp)
{
	struct fpu_state live;
	struct _fpstate fp;

	/* FXSAVE leaves bytes 464-511 alone: no kernel stack leaks out */
	memset(&live, 0, sizeof(live));
	fpu_save(&live);
	memcpy(FPSTATE_FX(&fp), fpu_image(&live), FX_SIZE);
	fnsave_header(&fp, fpu_image(&live));
	return copy_to_user(ufp, &fp, sizeof(fp)) ? -EFAULT : 0;
}

/*
 * sigreturn: the registers the frame's _fpstate holds; a NULL fpstate
 * means a clean FPU, as on Linux.
 */
int restore_fpstate(const struct _fpstate __user *ufp)
{
	struct fpu_state img;
	struct _fpstate fp;

	if (!ufp) {
		fpu_reset();
		return 0;
	}
	if (copy_from_user(&fp, ufp, sizeof(fp)))
		return -EFAULT;
	memcpy(fpu_image(&img), FPSTATE_FX(&fp), FX_SIZE);
	fnsave_to_fx(fpu_image(&img), &fp);
	fpu_sanitize(&img);
	fpu_load(&img);
	return 0;
}

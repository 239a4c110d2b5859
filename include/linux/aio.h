/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/aio.h - what Linux 6.1 still keeps here for modules:
 * the type of a kiocb's cancel method.  The kiocb itself and
 * read_iter/write_iter are in linux/fs.h.  oops386 has no io_submit(2)
 * (Linux without CONFIG_AIO): every kiocb is synchronous, nothing can
 * be cancelled, and setting a cancel method does nothing, as it does
 * there.
 */
#ifndef _LINUX_AIO_H
#define _LINUX_AIO_H

struct kiocb;

typedef int(kiocb_cancel_fn)(struct kiocb *);

static inline void kiocb_set_cancel_fn(struct kiocb *req,
				       kiocb_cancel_fn *cancel)
{
	(void)req, (void)cancel;
}

#endif /* _LINUX_AIO_H */

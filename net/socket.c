// SPDX-License-Identifier: GPL-2.0
/*
 * net/socket.c - the socket system calls: socket(2), socketpair(2),
 * bind, connect, listen, accept4, getsockname, getpeername, sendto,
 * recvfrom, shutdown, getsockopt, setsockopt, as i386's own numbers
 * (359-373, Linux 4.3) and through socketcall(2), the single entry
 * the i386 C libraries used before.  A socket is a file (read, write,
 * poll and close work on it) whose private data is a struct socket;
 * its family's operations (include/linux/net.h) do the rest.  AF_UNIX,
 * AF_INET (net/ipv4/af_inet.c) and AF_NETLINK (net/netlink/) exist,
 * and every other family is EAFNOSUPPORT, as a Linux without it says.
 */
#include "linux/kernel.h"
#include "linux/module.h"
#include "linux/capability.h"
#include "linux/file.h"
#include "linux/net.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/socket.h"
#include "linux/sockios.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "linux/timekeeping.h"
#include "linux/uio.h"
#include "asm/uaccess.h"
#include "net/ip.h"
#include "net/ipv6.h"

static ssize_t sock_read(struct file *f, char __user *buf, size_t len,
			 loff_t *pos)
{
	struct socket *sock = f->private_data;
	struct msghdr_k m = { .buf = buf, .len = len,
			      .nonblock = f->f_flags & O_NONBLOCK };

	(void)pos;
	return sock->ops->recvmsg(sock, &m);
}

static ssize_t sock_write(struct file *f, const char __user *buf, size_t len,
			  loff_t *pos)
{
	struct socket *sock = f->private_data;
	struct msghdr_k m = { .buf = (void __user *)buf, .len = len,
			      .nonblock = f->f_flags & O_NONBLOCK };

	(void)pos;
	return sock->ops->sendmsg(sock, &m);
}

static unsigned int sock_poll(struct file *f, poll_table *pt)
{
	struct socket *sock = f->private_data;

	return sock->ops->poll(sock, f, pt);
}

/* the last close of a socket's file (Linux's sock_close()) */
static int sock_close(struct inode *inode, struct file *f)
{
	struct socket *sock = f->private_data;

	(void)inode;
	sock->ops->release(sock);
	kfree(sock);
	return 0;
}

/*
 * ioctl(2) on a socket: the interface ioctls of netdevice(7) on any
 * socket (net/core/dev_ioctl.c); IPv4's addresses and routes only on an
 * AF_INET one, as Linux's inet_ioctl() has them.
 */
static long sock_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	struct socket *sock = f->private_data;
	void __user *p = (void __user *)arg;

	switch (cmd) {
	case SIOCADDRT:
	case SIOCDELRT:
		return sock->family == AF_INET ? ip_rt_ioctl(cmd, p) : -ENOTTY;
	case SIOCGIFADDR:
	case SIOCSIFADDR:
	case SIOCGIFDSTADDR:
	case SIOCGIFBRDADDR:
	case SIOCSIFBRDADDR:
	case SIOCGIFNETMASK:
	case SIOCSIFNETMASK:
		return sock->family == AF_INET ? devinet_ioctl(cmd, p) :
						 -ENOTTY;
	default:
		return dev_ioctl(cmd, p);
	}
}

const struct file_operations socket_fops = {
	.read = sock_read,
	.write = sock_write,
	.poll = sock_poll,
	.unlocked_ioctl = sock_ioctl,
	.release = sock_close,
};

typedef int (*create_t)(struct socket *sock, int protocol);

/* The families there are, by number (Linux's net_families[]) */
static const create_t families[AF_MAX] = {
	[AF_UNIX] = unix_create,
	[AF_INET] = inet_create,
	[AF_INET6] = inet6_create,
	[AF_NETLINK] = netlink_create,
	[AF_PACKET] = packet_create,
};

/*
 * net.core.wmem_default and rmem_default, and their _max, as Linux 6.1
 * has them: what SO_SNDBUF and SO_RCVBUF report.  The queues here keep
 * their own size (net/unix/af_unix.c); the figures are kept as set.
 */
#define SOCK_BUF_DEFAULT	212992
#define SOCK_MIN_RCVBUF		2240	/* 2048 and an i386 sk_buff */
#define SOCK_OPTMEM_MAX		10240	/* net.core.optmem_max, i386 */

/* A socket of family and type as a file; NULL with *err set */
static struct file *sock_alloc_file(int family, int type, int protocol,
				    long *err)
{
	struct socket *sock;
	struct file *f;

	/* Linux's order: the family's range, the type's, the family
	 * (SOCK_PACKET in AF_INET is AF_PACKET's: packet(7)) */
	if (family == AF_INET && (type & SOCK_TYPE_MASK) == SOCK_PACKET)
		family = AF_PACKET;
	*err = family < 0 || family >= AF_MAX ? -EAFNOSUPPORT :
	       (type & SOCK_TYPE_MASK) >= SOCK_MAX ? -EINVAL :
	       !families[family] ? -EAFNOSUPPORT : 0;
	if (*err)
		return NULL;
	sock = kzalloc(sizeof(*sock), GFP_KERNEL);
	f = sock ? alloc_file(NULL, &socket_fops,
			      O_RDWR | (type & SOCK_NONBLOCK)) : NULL;
	if (!f) {
		kfree(sock);
		*err = -ENOMEM;
		return NULL;
	}
	sock->type = type & SOCK_TYPE_MASK;
	sock->family = family;
	sock->protocol = protocol;
	sock->sndbuf = sock->rcvbuf = SOCK_BUF_DEFAULT;
	*err = families[family](sock, protocol);
	if (*err) {
		kfree(f);
		kfree(sock);
		return NULL;
	}
	f->private_data = sock;
	sock->file = f;
	return f;
}

/*
 * A socket for the kernel's own use, a module's (Linux's
 * sock_create_kern()): made as socket(2) makes one, with the same
 * errors (EAFNOSUPPORT, EINVAL, EPROTONOSUPPORT...), but in no
 * process's descriptor table; there is one network namespace, net.
 * sock_release() closes it.
 */
int sock_create_kern(struct net *net, int family, int type, int protocol,
		     struct socket **res)
{
	struct file *f;
	long err;

	(void)net;
	/* no flag bits here: socket(2) takes SOCK_NONBLOCK and SOCK_CLOEXEC
	 * off the type before this check (Linux's __sock_create()) */
	if (type < 0 || type >= SOCK_MAX)
		return -EINVAL;
	f = sock_alloc_file(family, type, protocol, &err);
	if (!f)
		return (int)err;
	*res = f->private_data;
	return 0;
}
EXPORT_SYMBOL(sock_create_kern);

void sock_release(struct socket *sock)
{
	fput(sock->file);
}
EXPORT_SYMBOL(sock_release);

/*
 * The socket behind descriptor fd (EBADF, ENOTSOCK), its file held
 * until sockfd_put(): a call asleep in accept(2) or recv(2) keeps its
 * socket though another thread closes the descriptor.
 */
/* The socket of descriptor fd, held; EBADF also for an O_PATH one,
 * which Linux's fdget() does not give the socket calls */
static struct socket *sockfd_lookup(int fd, long *err)
{
	struct fd f = fdget((unsigned int)fd);

	*err = !f.file || (f.file->f_flags & O_PATH) ? -EBADF :
	       f.file->f_op != &socket_fops ? -ENOTSOCK : 0;
	if (*err) {
		fdput(f);
		return NULL;
	}
	get_file(f.file);	/* sockfd_put()'s, whether fdget() took one */
	fdput(f);
	return f.file->private_data;
}

static void sockfd_put(struct socket *sock)
{
	fput(sock->file);
}

static bool sock_nonblock(const struct socket *sock)
{
	return sock->file->f_flags & O_NONBLOCK;
}

/* A descriptor for f (which it then owns); f is dropped on failure */
static long install(struct file *f, int type)
{
	long fd = fd_install(f, type & SOCK_CLOEXEC);

	if (fd < 0)
		fput(f);
	return fd;
}

static bool type_flags_valid(int type)
{
	return !(type & ~(SOCK_TYPE_MASK | SOCK_CLOEXEC | SOCK_NONBLOCK));
}

long sys_socket(int family, int type, int protocol)
{
	struct file *f;
	long err;

	if (!type_flags_valid(type))
		return -EINVAL;
	f = sock_alloc_file(family, type, protocol, &err);
	if (!f)
		return err;
	return install(f, type);
}

long sys_socketpair(int family, int type, int protocol, int __user *usv)
{
	struct file *a, *b = NULL;
	long err;
	int sv[2];

	if (!type_flags_valid(type))
		return -EINVAL;
	a = sock_alloc_file(family, type, protocol, &err);
	if (a)
		b = sock_alloc_file(family, type, protocol, &err);
	if (b)
		err = ((struct socket *)a->private_data)->ops->socketpair(
			a->private_data, b->private_data);
	if (!err) {
		sv[0] = (int)install(a, type);
		sv[1] = sv[0] < 0 ? -EMFILE : (int)install(b, type);
		if (sv[1] < 0 || copy_to_user(usv, sv, sizeof(sv))) {
			if (sv[0] >= 0)
				sys_close(sv[0]);
			if (sv[1] >= 0)
				sys_close(sv[1]);
			return sv[1] < 0 ? -EMFILE : -EFAULT;
		}
		return 0;
	}
	if (b)
		fput(b);
	if (a)
		fput(a);
	return err;
}

/*
 * A user address into a.  Linux takes up to a struct sockaddr_storage's
 * 128 bytes (Linux's move_addr_to_kernel(); a sockaddr_in6 given with
 * sizeof(struct sockaddr_storage) is a common call), each family then
 * judging the length; no family here reads past a's bytes, so only
 * those are copied.  EINVAL for a length no address has.
 */
static long move_addr_in(struct sockaddr_un *a, const void __user *uaddr,
			 int len)
{
	if (len < 0 || len > SOCK_ADDR_MAX)
		return -EINVAL;
	memset(a, 0, sizeof(*a));
	return copy_from_user(a, uaddr, min_t(size_t, (size_t)len, sizeof(*a))) ?
	       -EFAULT : 0;
}

/* An address out to user memory, cut to *ulen, whose value becomes
 * the address's full length (getsockname(2)).  A NULL ulen is EFAULT,
 * as Linux's move_addr_to_user() has it: a caller that may be given no
 * address (accept(2), recvfrom(2)) looks at uaddr first. */
static long move_addr_out(const struct sockaddr_un *a, int len,
			  void __user *uaddr, int __user *ulen)
{
	int room;

	if (get_user(room, ulen))
		return -EFAULT;
	if (room < 0)
		return -EINVAL;
	if (copy_to_user(uaddr, a, min(room, len)) || put_user(len, ulen))
		return -EFAULT;
	return 0;
}

/* A family's op that takes an address: proto_ops' bind and connect */
typedef int (*addr_op_t)(struct socket *sock, const struct sockaddr_un *a,
			 int len);

/* bind(2) and connect(2): the address in, then the family's op */
static long with_addr(struct socket *sock, const void __user *uaddr, int len,
		      addr_op_t op)
{
	struct sockaddr_un a;
	long err = move_addr_in(&a, uaddr, len);

	return err ? err : op(sock, &a, len);
}

long sys_bind(int fd, const void __user *uaddr, int len)
{
	long err;
	struct socket *sock = sockfd_lookup(fd, &err);

	if (!sock)
		return err;
	err = with_addr(sock, uaddr, len, sock->ops->bind);
	sockfd_put(sock);
	return err;
}

long sys_connect(int fd, const void __user *uaddr, int len)
{
	long err;
	struct socket *sock = sockfd_lookup(fd, &err);

	if (!sock)
		return err;
	err = with_addr(sock, uaddr, len, sock->ops->connect);
	sockfd_put(sock);
	return err;
}

long sys_listen(int fd, int backlog)
{
	long err;
	struct socket *sock = sockfd_lookup(fd, &err);

	if (!sock)
		return err;
	err = sock->ops->listen(sock, backlog);
	sockfd_put(sock);
	return err;
}

/* accept(2) on the listening sock, which the caller holds */
static long do_accept(struct socket *sock, void __user *uaddr,
		      int __user *ulen, int flags)
{
	struct socket *newsock;
	struct sockaddr_un a;
	struct file *f;
	long err;

	f = sock_alloc_file(sock->family, sock->type | flags, 0, &err);
	if (!f)
		return err;
	newsock = f->private_data;
	newsock->ops->release(newsock);		/* accept() gives it its own */
	err = sock->ops->accept(sock, newsock, sock_nonblock(sock));
	if (!err && uaddr)
		err = move_addr_out(&a, newsock->ops->getname(newsock, &a, true),
				    uaddr, ulen);
	if (err) {
		if (newsock->sk)
			newsock->ops->release(newsock);
		newsock->sk = NULL;
		kfree(newsock);
		kfree(f);
		return err;
	}
	return install(f, flags);
}

long sys_accept4(int fd, void __user *uaddr, int __user *ulen, int flags)
{
	struct socket *sock;
	long err;

	if (flags & ~(SOCK_CLOEXEC | SOCK_NONBLOCK))
		return -EINVAL;
	sock = sockfd_lookup(fd, &err);
	if (!sock)
		return err;
	err = do_accept(sock, uaddr, ulen, flags);
	sockfd_put(sock);
	return err;
}

long sys_accept(int fd, void __user *uaddr, int __user *ulen)
{
	return sys_accept4(fd, uaddr, ulen, 0);
}

static long get_name(int fd, void __user *uaddr, int __user *ulen, bool peer)
{
	struct sockaddr_un a;
	struct socket *sock;
	long err, len;

	sock = sockfd_lookup(fd, &err);
	if (!sock)
		return err;
	len = sock->ops->getname(sock, &a, peer);
	err = len < 0 ? len : move_addr_out(&a, (int)len, uaddr, ulen);
	sockfd_put(sock);
	return err;
}

long sys_getsockname(int fd, void __user *uaddr, int __user *ulen)
{
	return get_name(fd, uaddr, ulen, false);
}

long sys_getpeername(int fd, void __user *uaddr, int __user *ulen)
{
	return get_name(fd, uaddr, ulen, true);
}

long sys_sendto(int fd, void __user *buf, size_t len, unsigned int flags,
		const void __user *uaddr, int addrlen)
{
	struct msghdr_k m = { .buf = buf, .len = len, .flags = (int)flags };
	struct socket *sock;
	long err;

	sock = sockfd_lookup(fd, &err);
	if (!sock)
		return err;
	if (uaddr) {
		err = move_addr_in(&m.addr, uaddr, addrlen);
		m.addrlen = addrlen;
	}
	m.nonblock = (flags & MSG_DONTWAIT) || sock_nonblock(sock);
	if (!err)
		err = sock->ops->sendmsg(sock, &m);
	sockfd_put(sock);
	return err;
}

long sys_send(int fd, void __user *buf, size_t len, unsigned int flags)
{
	return sys_sendto(fd, buf, len, flags, NULL, 0);
}

long sys_recvfrom(int fd, void __user *buf, size_t len, unsigned int flags,
		  void __user *uaddr, int __user *ulen)
{
	struct msghdr_k m = { .buf = buf, .len = len, .flags = (int)flags };
	struct socket *sock;
	long err, n;

	sock = sockfd_lookup(fd, &err);
	if (!sock)
		return err;
	m.nonblock = (flags & MSG_DONTWAIT) || sock_nonblock(sock);
	n = sock->ops->recvmsg(sock, &m);
	if (n >= 0 && uaddr) {
		err = move_addr_out(&m.addr, m.addrlen, uaddr, ulen);
		if (err)
			n = err;
	}
	sockfd_put(sock);
	return n;
}

long sys_recv(int fd, void __user *buf, size_t len, unsigned int flags)
{
	return sys_recvfrom(fd, buf, len, flags, NULL, NULL);
}

/*
 * n bytes between the message's data, from byte off on, and kernel
 * memory: through buf, or the segments of sendmsg(2) in turn
 */
static int msg_copy(const struct msghdr_k *m, size_t off, void *kbuf,
		    size_t n, bool to_user)
{
	const struct iovec one = { .iov_base = m->buf, .iov_len = m->len };
	const struct iovec *iov = m->iov ? m->iov : &one;
	unsigned long segs = m->iov ? m->nr_segs : 1, i;

	for (i = 0; n && i < segs; i++) {
		char __user *p = (char __user *)iov[i].iov_base + off;
		size_t chunk;

		if (off >= iov[i].iov_len) {
			off -= iov[i].iov_len;
			continue;
		}
		chunk = min(iov[i].iov_len - off, n);
		if (to_user ? copy_to_user(p, kbuf, chunk) :
			      copy_from_user(kbuf, p, chunk))
			return -EFAULT;
		kbuf = (char *)kbuf + chunk;
		n -= chunk;
		off = 0;
	}
	return n ? -EFAULT : 0;
}

int memcpy_from_msg(void *to, const struct msghdr_k *m, size_t off, size_t n)
{
	return msg_copy(m, off, to, n, false);
}

int memcpy_to_msg(const struct msghdr_k *m, size_t off, const void *from,
		  size_t n)
{
	return msg_copy(m, off, (void *)from, n, true);
}

/*
 * A user's msghdr into h and m: its segments copied into *iov (the
 * caller kfree()s it), their sum in m->len (EINVAL past SSIZE_MAX, as
 * readv(2)), EMSGSIZE for more than UIO_MAXIOV of them (sendmsg(2)),
 * and for a send the address it names.  Control messages are not
 * carried: no SCM_RIGHTS here (docs/net.md).
 */
static long msg_in(const struct user_msghdr __user *umsg,
		   struct user_msghdr *h, struct msghdr_k *m,
		   struct iovec **iov, bool send)
{
	unsigned long i;
	size_t total = 0;

	*iov = NULL;
	if (copy_from_user(h, umsg, sizeof(*h)))
		return -EFAULT;
	/* a negative name length, before anything else
	 * (Linux's __copy_msghdr()) */
	if (h->msg_name && (int)h->msg_namelen < 0)
		return -EINVAL;
	if (h->msg_iovlen > UIO_MAXIOV)
		return -EMSGSIZE;
	*iov = kmalloc_array(h->msg_iovlen ? h->msg_iovlen : 1,
			     sizeof(**iov), GFP_KERNEL);
	if (!*iov)
		return -ENOMEM;
	if (copy_from_user(*iov, h->msg_iov,
			   h->msg_iovlen * sizeof(**iov)))
		return -EFAULT;
	for (i = 0; i < h->msg_iovlen; i++) {
		if ((*iov)[i].iov_len > (size_t)INT_MAX - total)
			return -EINVAL;
		total += (*iov)[i].iov_len;
	}
	m->iov = *iov;
	m->nr_segs = h->msg_iovlen;
	m->len = total;
	if (!send || !h->msg_name)
		return 0;
	m->addrlen = h->msg_namelen;
	return move_addr_in(&m->addr, h->msg_name, h->msg_namelen);
}

/*
 * A send's control messages are copied in as Linux's ____sys_sendmsg()
 * copies them - EFAULT from a bad pointer, ENOBUFS for more than its
 * optmem_max (10240 bytes on i386) - and then go unused: no SCM_RIGHTS
 * here (docs/net.md).
 */
static long msg_control_in(const struct user_msghdr *h)
{
	void *buf;
	long err = 0;

	if (!h->msg_controllen)
		return 0;
	if (h->msg_controllen >= SOCK_OPTMEM_MAX)
		return -ENOBUFS;
	buf = kmalloc(h->msg_controllen, GFP_KERNEL);
	if (!buf)
		return -ENOBUFS;
	if (copy_from_user(buf, h->msg_control, h->msg_controllen))
		err = -EFAULT;
	kfree(buf);
	return err;
}

/* sendmsg(2) of a header the caller copied in, on the held sock */
static long sock_sendmsg(struct socket *sock,
			 const struct user_msghdr __user *umsg,
			 unsigned int flags)
{
	struct msghdr_k m = { .flags = (int)flags };
	struct user_msghdr h;
	struct iovec *iov;
	long err = msg_in(umsg, &h, &m, &iov, true);

	m.nonblock = (flags & MSG_DONTWAIT) || sock_nonblock(sock);
	if (!err)
		err = msg_control_in(&h);
	if (!err)
		err = sock->ops->sendmsg(sock, &m);
	kfree(iov);
	return err;
}

long sys_sendmsg(int fd, struct user_msghdr __user *umsg, unsigned int flags)
{
	long err;
	struct socket *sock = sockfd_lookup(fd, &err);

	if (!sock)
		return err;
	err = sock_sendmsg(sock, umsg, flags);
	sockfd_put(sock);
	return err;
}

/*
 * recvmsg(2): the data into the segments, the sender's address into
 * msg_name (cut to msg_namelen, which then says its whole length), no
 * control messages (msg_controllen 0), and MSG_TRUNC back in msg_flags
 * for a datagram cut to the segments (recv(2)).
 */
static long sock_recvmsg(struct socket *sock, struct user_msghdr __user *umsg,
			 unsigned int flags)
{
	struct msghdr_k m = { .flags = (int)flags };
	struct user_msghdr h;
	struct iovec *iov;
	long err = 0, n;

	n = msg_in(umsg, &h, &m, &iov, false);
	m.nonblock = (flags & MSG_DONTWAIT) || sock_nonblock(sock);
	if (!n)
		n = sock->ops->recvmsg(sock, &m);
	if (n >= 0 && h.msg_name)
		err = move_addr_out(&m.addr, m.addrlen, h.msg_name,
				    &umsg->msg_namelen);
	if (n >= 0 && !err && (put_user(0U, &umsg->msg_controllen) ||
			       put_user(m.truncated ? MSG_TRUNC : 0U,
					&umsg->msg_flags)))
		err = -EFAULT;
	kfree(iov);
	return n >= 0 && err ? err : n;
}

long sys_recvmsg(int fd, struct user_msghdr __user *umsg, unsigned int flags)
{
	long err;
	struct socket *sock = sockfd_lookup(fd, &err);

	if (!sock)
		return err;
	err = sock_recvmsg(sock, umsg, flags);
	sockfd_put(sock);
	return err;
}

/*
 * recvmmsg(2) once its timeout is read: up to vlen messages, each
 * msg_len set; MSG_WAITFORONE waits for the first only.  As in Linux,
 * the timeout is looked at after each message (the man page's BUGS), 0
 * ns for none.  How many came, or the first one's error.
 */
static long do_recvmmsg(int fd, struct mmsghdr __user *vec, unsigned int vlen,
			unsigned int flags, u64 timeout_ns)
{
	u64 end = ktime_get_ns() + timeout_ns;
	struct socket *sock;
	unsigned int got;
	long err;

	sock = sockfd_lookup(fd, &err);
	if (!sock)
		return err;
	vlen = min(vlen, (unsigned int)UIO_MAXIOV);
	for (got = 0; got < vlen; got++) {
		err = sock_recvmsg(sock, &vec[got].msg_hdr, flags);
		if (err < 0)
			break;
		if (put_user((unsigned int)err, &vec[got].msg_len)) {
			err = -EFAULT;
			break;
		}
		if (flags & MSG_WAITFORONE)
			flags |= MSG_DONTWAIT;
		if (timeout_ns && ktime_get_ns() > end)
			break;
	}
	sockfd_put(sock);
	return got ? (long)got : err;
}

/* A recvmmsg(2) timeout's nanoseconds: EINVAL for a negative or
 * malformed one, 1 ns for a zero one (it has already passed) */
static long recvmmsg_timeout(s64 sec, s64 nsec, u64 *ns)
{
	if (sec < 0 || nsec < 0 || nsec >= NSEC_PER_SEC)
		return -EINVAL;
	*ns = max((u64)sec * NSEC_PER_SEC + (u64)nsec, 1ULL);
	return 0;
}

long sys_recvmmsg(int fd, struct mmsghdr __user *vec, unsigned int vlen,
		  unsigned int flags, struct old_timespec32 __user *uts)
{
	struct old_timespec32 ts;
	u64 ns = 0;
	long err;

	if (uts) {
		if (copy_from_user(&ts, uts, sizeof(ts)))
			return -EFAULT;
		err = recvmmsg_timeout(ts.tv_sec, ts.tv_nsec, &ns);
		if (err)
			return err;
	}
	return do_recvmmsg(fd, vec, vlen, flags, ns);
}

long sys_recvmmsg_time64(int fd, struct mmsghdr __user *vec,
			 unsigned int vlen, unsigned int flags,
			 struct __kernel_timespec __user *uts)
{
	struct __kernel_timespec ts;
	u64 ns = 0;
	long err;

	if (uts) {
		if (copy_from_user(&ts, uts, sizeof(ts)))
			return -EFAULT;
		err = recvmmsg_timeout(ts.tv_sec, ts.tv_nsec, &ns);
		if (err)
			return err;
	}
	return do_recvmmsg(fd, vec, vlen, flags, ns);
}

/*
 * sendmmsg(2): each header in turn, its msg_len set to what it sent;
 * how many went, or the first one's error (a later error ends the
 * batch, as the man page says, and is not reported)
 */
long sys_sendmmsg(int fd, struct mmsghdr __user *vec, unsigned int vlen,
		  unsigned int flags)
{
	struct socket *sock;
	unsigned int sent;
	long err;

	sock = sockfd_lookup(fd, &err);
	if (!sock)
		return err;
	vlen = min(vlen, (unsigned int)UIO_MAXIOV);
	for (sent = 0; sent < vlen; sent++) {
		err = sock_sendmsg(sock, &vec[sent].msg_hdr, flags);
		if (err < 0)
			break;
		if (put_user((unsigned int)err, &vec[sent].msg_len)) {
			err = -EFAULT;
			break;
		}
	}
	sockfd_put(sock);
	return sent ? (long)sent : err;
}

long sys_shutdown(int fd, int how)
{
	long err;
	struct socket *sock = sockfd_lookup(fd, &err);

	if (!sock)
		return err;
	if (how < SHUT_RD || how > SHUT_RDWR)
		err = -EINVAL;
	else
		err = sock->ops->shutdown(sock, how);
	sockfd_put(sock);
	return err;
}

/*
 * An option at a level other than SOL_SOCKET.  AF_INET has no option
 * there: a set is ENOPROTOOPT at any level (IP's answer for a level not
 * its own, ip(7)), a get ENOPROTOOPT at IP's level or the socket's own
 * protocol's (udp(7), raw(7)) and EOPNOTSUPP at another, as Linux 6.1
 * answers.  AF_UNIX has no protocol options: EOPNOTSUPP.
 */
static long sock_proto_level(const struct socket *sock, int level, bool set)
{
	if (sock->family != AF_INET && sock->family != AF_INET6)
		return -EOPNOTSUPP;
	return set || level == SOL_IP || level == inet_sol(sock) ||
	       (level == SOL_IPV6 && sock->family == AF_INET6) ?
		-ENOPROTOOPT : -EOPNOTSUPP;
}

/*
 * setsockopt(2), SOL_SOCKET's options (socket(7)): the buffer sizes
 * (doubled for the kernel's bookkeeping, at most the _max, at least
 * Linux's minimum), SO_REUSEADDR, SO_KEEPALIVE, SO_DONTROUTE,
 * SO_BROADCAST and SO_OOBINLINE kept as flags (only SO_REUSEADDR has
 * an effect here: docs/net.md); an
 * unknown option is ENOPROTOOPT, another level EOPNOTSUPP (AF_UNIX has
 * no protocol options).
 */
static long sock_setopt(struct socket *sock, int level, int name,
			const void __user *val, int len)
{
	int v;

	if (level != SOL_SOCKET && sock->ops->setsockopt)
		return sock->ops->setsockopt(sock, level, name, val, len);
	if (level != SOL_SOCKET)
		return sock_proto_level(sock, level, true);
	if (len < (int)sizeof(int))
		return -EINVAL;
	if (get_user(v, (const int __user *)val))
		return -EFAULT;
	/* the _FORCE forms (CAP_NET_ADMIN) pass over the _max, but a
	 * negative size is no size: 0, then the minimum (socket(7)) */
	if (name == SO_SNDBUFFORCE || name == SO_RCVBUFFORCE) {
		if (!capable(CAP_NET_ADMIN))
			return -EPERM;
		v = max(v, 0);
		name = name == SO_SNDBUFFORCE ? SO_SNDBUF : SO_RCVBUF;
	} else if ((unsigned int)v > SOCK_BUF_DEFAULT) {	/* negative too */
		v = SOCK_BUF_DEFAULT;
	}
	v = min(v, INT_MAX / 2) * 2;	/* doubled, and never negative */
	switch (name) {
	case SO_SNDBUF:
		sock->sndbuf = max(v, 2 * SOCK_MIN_RCVBUF);
		return 0;
	case SO_RCVBUF:
		sock->rcvbuf = max(v, SOCK_MIN_RCVBUF);
		return 0;
	case SO_REUSEADDR:
	case SO_KEEPALIVE:
	case SO_DONTROUTE:
	case SO_BROADCAST:
	case SO_OOBINLINE:
		sock->opts = v ? sock->opts | 1U << name :
				 sock->opts & ~(1U << name);
		return 0;
	default:
		return -ENOPROTOOPT;
	}
}

long sys_setsockopt(int fd, int level, int name, void __user *val, int len)
{
	long err;
	struct socket *sock = sockfd_lookup(fd, &err);

	if (!sock)
		return err;
	err = sock_setopt(sock, level, name, val, len);
	sockfd_put(sock);
	return err;
}

/* An int option of the socket itself; -ENOPROTOOPT: the family's */
static int sock_intopt(const struct socket *sock, int name, int *v)
{
	switch (name) {
	case SO_TYPE:
		*v = sock->type;
		break;
	case SO_DOMAIN:
		*v = sock->family;
		break;
	case SO_PROTOCOL:
		*v = sock->protocol;
		break;
	case SO_SNDBUF:
		*v = sock->sndbuf;
		break;
	case SO_RCVBUF:
		*v = sock->rcvbuf;
		break;
	case SO_REUSEADDR:
	case SO_KEEPALIVE:
	case SO_DONTROUTE:
	case SO_BROADCAST:
	case SO_OOBINLINE:
		*v = !!(sock->opts & 1U << name);
		break;
	default:
		return -ENOPROTOOPT;
	}
	return sizeof(*v);
}

/* getsockopt(2): the value, cut to the caller's length, which then
 * says how much was written (socket(7)) */
static long sock_getopt(struct socket *sock, int level, int name,
			void __user *val, int __user *ulen)
{
	union {
		int i;
		struct ucred cred;
	} v;
	int len, size;

	bool v6 = level == SOL_IPV6 && sock->family == AF_INET6;

	if (level != SOL_SOCKET && !v6)
		return sock_proto_level(sock, level, false);
	if (get_user(len, ulen))
		return -EFAULT;
	if (len < 0)
		return -EINVAL;
	size = v6 ? ipv6_getsockopt(sock, name, &v.i) :
		    sock_intopt(sock, name, &v.i);
	if (size == -ENOPROTOOPT && !v6)
		size = sock->ops->getsockopt(sock, name, &v);
	if (size < 0)
		return size;
	len = min(len, size);
	if (copy_to_user(val, &v, len) || put_user(len, ulen))
		return -EFAULT;
	return 0;
}

long sys_getsockopt(int fd, int level, int name, void __user *val,
		    int __user *ulen)
{
	struct socket *sock;
	long err;

	sock = sockfd_lookup(fd, &err);
	if (!sock)
		return err;
	err = sock_getopt(sock, level, name, val, ulen);
	sockfd_put(sock);
	return err;
}

/* socketcall(2)'s calls, and how many arguments each takes */
enum { SYS_SOCKET = 1, SYS_BIND, SYS_CONNECT, SYS_LISTEN, SYS_ACCEPT,
       SYS_GETSOCKNAME, SYS_GETPEERNAME, SYS_SOCKETPAIR, SYS_SEND, SYS_RECV,
       SYS_SENDTO, SYS_RECVFROM, SYS_SHUTDOWN, SYS_SETSOCKOPT,
       SYS_GETSOCKOPT, SYS_SENDMSG, SYS_RECVMSG, SYS_ACCEPT4, SYS_RECVMMSG,
       SYS_SENDMMSG };

static const unsigned char nargs[SYS_SENDMMSG + 1] = {
	0, 3, 3, 3, 2, 3, 3, 3, 4, 4, 4, 6, 6, 2, 5, 5, 3, 3, 4, 5, 4,
};

#define A(i)	((void __user *)a[i])

/* socketcall(2): call's arguments are an array in user memory */
long sys_socketcall(int call, unsigned long __user *args)
{
	unsigned long a[6];

	if (call < SYS_SOCKET || call > SYS_SENDMMSG)
		return -EINVAL;
	if (copy_from_user(a, args, nargs[call] * sizeof(a[0])))
		return -EFAULT;
	switch (call) {
	case SYS_SOCKET:
		return sys_socket((int)a[0], (int)a[1], (int)a[2]);
	case SYS_BIND:
		return sys_bind((int)a[0], A(1), (int)a[2]);
	case SYS_CONNECT:
		return sys_connect((int)a[0], A(1), (int)a[2]);
	case SYS_LISTEN:
		return sys_listen((int)a[0], (int)a[1]);
	case SYS_ACCEPT:
		return sys_accept4((int)a[0], A(1), A(2), 0);
	case SYS_GETSOCKNAME:
		return sys_getsockname((int)a[0], A(1), A(2));
	case SYS_GETPEERNAME:
		return sys_getpeername((int)a[0], A(1), A(2));
	case SYS_SOCKETPAIR:
		return sys_socketpair((int)a[0], (int)a[1], (int)a[2], A(3));
	case SYS_SEND:
		return sys_sendto((int)a[0], A(1), a[2], a[3], NULL, 0);
	case SYS_RECV:
		return sys_recvfrom((int)a[0], A(1), a[2], a[3], NULL, NULL);
	case SYS_SENDTO:
		return sys_sendto((int)a[0], A(1), a[2], a[3], A(4),
				  (int)a[5]);
	case SYS_RECVFROM:
		return sys_recvfrom((int)a[0], A(1), a[2], a[3], A(4), A(5));
	case SYS_SHUTDOWN:
		return sys_shutdown((int)a[0], (int)a[1]);
	case SYS_SETSOCKOPT:
		return sys_setsockopt((int)a[0], (int)a[1], (int)a[2], A(3),
				      (int)a[4]);
	case SYS_GETSOCKOPT:
		return sys_getsockopt((int)a[0], (int)a[1], (int)a[2], A(3),
				      A(4));
	case SYS_SENDMSG:
		return sys_sendmsg((int)a[0], A(1), a[2]);
	case SYS_RECVMSG:
		return sys_recvmsg((int)a[0], A(1), a[2]);
	case SYS_ACCEPT4:
		return sys_accept4((int)a[0], A(1), A(2), (int)a[3]);
	case SYS_RECVMMSG:
		return sys_recvmmsg((int)a[0], A(1), a[2], a[3], A(4));
	default:	/* SYS_SENDMMSG */
		return sys_sendmmsg((int)a[0], A(1), a[2], a[3]);
	}
}

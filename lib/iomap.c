// SPDX-License-Identifier: GPL-2.0
/*
 * lib/iomap.c - ioread8() and iowrite8() (and 16, 32) on a cookie that
 * names either an I/O port or memory, so that a driver written for one
 * runs on a card that decodes the other (LDD3 chapter 9).
 *
 * The cookie of port P is PIO_OFFSET + P: below PIO_RESERVED, where no
 * kernel pointer can be (they start at PAGE_OFFSET), and above the
 * first page, so that a NULL or small garbage pointer is caught, not
 * taken as port 0.  Linux's lib/iomap.c uses the same three numbers.
 * Anything else below PIO_RESERVED is a mistake: the access warns once
 * and reads all ones (a bus that nothing answers), as Linux does.
 */
#include "linux/kernel.h"
#include "linux/bug.h"
#include "linux/export.h"
#include "linux/pci.h"
#include "asm/io.h"

#define PIO_OFFSET	0x10000UL
#define PIO_MASK	0x0ffffUL
#define PIO_RESERVED	0x40000UL

enum io_space { IO_PORT, IO_MEMORY, IO_BAD };

/* access: what the port access would have been, for the warning */
static enum io_space io_space(const volatile void __iomem *addr,
			      const char *access)
{
	unsigned long cookie = (unsigned long)addr;

	if (cookie >= PIO_RESERVED)
		return IO_MEMORY;
	if (cookie >= PIO_OFFSET && cookie < PIO_OFFSET + PIO_MASK + 1)
		return IO_PORT;
	WARN_ONCE(1, "Bad IO access at port %#lx (%s)\n", cookie, access);
	return IO_BAD;
}

static u16 io_port(const volatile void __iomem *addr)
{
	return (u16)((unsigned long)addr & PIO_MASK);
}

/*
 * ioread8/16/32() and iowrite8/16/32(); a bad cookie reads all ones
 * and writes nothing.
 */
#define BUILD_IOMAP(bits, in, out, read, write)				\
unsigned int ioread##bits(const void __iomem *addr)			\
{									\
	enum io_space space = io_space(addr, "return " #in "(port)");	\
									\
	if (space == IO_PORT)						\
		return in(io_port(addr));				\
	if (space == IO_MEMORY)						\
		return read(addr);					\
	return (u##bits)~0U;						\
}									\
EXPORT_SYMBOL(ioread##bits);						\
									\
void iowrite##bits(u##bits value, void __iomem *addr)			\
{									\
	enum io_space space = io_space(addr, #out "(val,port)");	\
									\
	if (space == IO_PORT)						\
		out(value, io_port(addr));				\
	else if (space == IO_MEMORY)					\
		write(value, addr);					\
}									\
EXPORT_SYMBOL(iowrite##bits)

BUILD_IOMAP(8, inb, outb, readb, writeb);
BUILD_IOMAP(16, inw, outw, readw, writew);
BUILD_IOMAP(32, inl, outl, readl, writel);

/* A cookie for nr ports from port on; NULL past the last port, 0xffff */
void __iomem *ioport_map(unsigned long port, unsigned int nr)
{
	if (port > PIO_MASK || nr > PIO_MASK + 1 - port)
		return NULL;
	return (void __iomem *)(PIO_OFFSET + port);
}
EXPORT_SYMBOL(ioport_map);

/* Nothing was set up for a port cookie */
void ioport_unmap(void __iomem *addr)
{
	(void)addr;
}
EXPORT_SYMBOL(ioport_unmap);

/* What pci_iomap() (drivers/pci/pci.c) gave: a port cookie or memory */
void pci_iounmap(struct pci_dev *dev, void __iomem *addr)
{
	(void)dev;
	if ((unsigned long)addr >= PIO_RESERVED)
		iounmap(addr);
}
EXPORT_SYMBOL(pci_iounmap);

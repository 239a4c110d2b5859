// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/acpi/boot.c - which CPUs the machine has, from the
 * ACPI tables the firmware (QEMU's SeaBIOS) left in memory.
 *
 * The Root System Description Pointer ("RSD PTR ") lies on a 16-byte
 * boundary in the first KiB of the EBDA or in the BIOS area 0xe0000-
 * 0xfffff (ACPI 6.4, 5.2.5.1).  It points at the RSDT, a list of the
 * physical addresses of the other tables; the one signed "APIC", the
 * MADT (5.2.12), lists one entry per processor's local APIC (type 0,
 * bit 0 of its flags: enabled) and the local APICs' physical address,
 * the I/O APICs (type 1: where, and the first global system interrupt,
 * GSI, of its pins) and the ISA IRQs not wired to the pin of their
 * number (type 2, Interrupt Source Override: QEMU's PIT, IRQ 0, is on
 * GSI 2), which arch/i386/kernel/io_apic.c keeps.
 * Each table's bytes sum to 0 (its checksum).  The tables sit at the
 * top of RAM, beyond the low memory the kernel maps, so they are read
 * through a fixmap window (include/asm/fixmap.h).  Nothing found (no
 * ACPI, a bad checksum) leaves a uniprocessor machine, as Linux does.
 */
#include "linux/kernel.h"
#include "linux/init.h"
#include "linux/mm.h"
#include "linux/smp.h"
#include "asm/apic.h"
#include "asm/fixmap.h"
#include "asm/io_apic.h"

#define RSDP_SIG	"RSD PTR "
#define RSDP_V1_LEN	20
#define EBDA_SEG_PTR	0x40e		/* BIOS data area: EBDA's segment */
#define BIOS_ROM_START	0xe0000
#define BIOS_ROM_END	0x100000
#define MADT_LAPIC	0
#define MADT_LAPIC_ENABLED 1
#define MADT_IO_APIC	1
#define MADT_INT_SRC_OVR 2

struct acpi_table_header {
	char signature[4];
	u32 length;
	u8 revision, checksum;
	char oem_id[6], oem_table_id[8];
	u32 oem_revision, asl_compiler_id, asl_compiler_revision;
} __attribute__((packed));

struct acpi_table_madt {
	struct acpi_table_header header;
	u32 address;			/* the local APICs' base */
	u32 flags;
} __attribute__((packed));

struct acpi_madt_lapic {
	u8 type, length;
	u8 processor_id, id;		/* ACPI's number, the APIC ID */
	u32 lapic_flags;
} __attribute__((packed));

struct acpi_madt_io_apic {
	u8 type, length;
	u8 id, reserved;
	u32 address;			/* its registers, physical */
	u32 global_irq_base;		/* the GSI of its pin 0 */
} __attribute__((packed));

struct acpi_madt_interrupt_override {
	u8 type, length;
	u8 bus, source_irq;		/* bus 0 is ISA */
	u32 global_irq;
	u16 inti_flags;			/* polarity, trigger */
} __attribute__((packed));

unsigned long mp_lapic_addr;
int smp_found_config;
int nr_apic_cpus;
int madt_apicids[NR_CPUS];

static bool __init checksum_ok(const void *p, u32 len)
{
	const u8 *b = p;
	u8 sum = 0;

	while (len--)
		sum += *b++;
	return !sum;
}

static unsigned long __init scan_rsdp(unsigned long start, unsigned long len)
{
	unsigned long p;

	for (p = start; p + RSDP_V1_LEN <= start + len; p += 16)
		if (!memcmp(__va(p), RSDP_SIG, 8) &&
		    checksum_ok(__va(p), RSDP_V1_LEN))
			return p;
	return 0;
}

/* Map the table at phys in the fixmap window; NULL if it is bad. */
static const struct acpi_table_header *__init acpi_map_table(u32 phys)
{
	unsigned long off = phys & ~PAGE_MASK;
	const struct acpi_table_header *t;
	int i;

	for (i = 0; i < FIX_ACPI_PAGES; i++)
		set_fixmap(FIX_ACPI_BEGIN + i, (phys & PAGE_MASK) + i * PAGE_SIZE);
	t = (const void *)(fix_to_virt(FIX_ACPI_BEGIN) + off);
	if (t->length < sizeof(*t) ||
	    t->length > FIX_ACPI_PAGES * PAGE_SIZE - off) {
		printk(KERN_WARNING "ACPI: table at %#x is %u bytes, more than "
		       "the %lu the boot maps: ignored\n", phys, t->length,
		       FIX_ACPI_PAGES * PAGE_SIZE - off);
		return NULL;
	}
	return checksum_ok(t, t->length) ? t : NULL;
}

static void __init madt_add_lapic(const struct acpi_madt_lapic *l)
{
	if (!(l->lapic_flags & MADT_LAPIC_ENABLED))
		return;
	if (nr_apic_cpus == NR_CPUS) {
		printk(KERN_WARNING "ACPI: NR_CPUS/possible_cpus limit of %d "
		       "reached. Processor %d/0x%x ignored.\n", NR_CPUS,
		       nr_apic_cpus, l->id);
		return;
	}
	madt_apicids[nr_apic_cpus++] = l->id;
}

static void __init madt_add_io_apic(const struct acpi_madt_io_apic *a)
{
	printk(KERN_INFO "ACPI: IOAPIC (id[0x%02x] address[0x%08x] "
	       "gsi_base[%u])\n", a->id, a->address, a->global_irq_base);
	mp_register_ioapic(a->id, a->address, a->global_irq_base);
}

static void __init
madt_add_override(const struct acpi_madt_interrupt_override *o)
{
	/* the flags' values 0-3: as the bus says, high/edge, reserved,
	 * low/level */
	static const char *const polarity[] = { "dfl", "high", "res", "low" };
	static const char *const trigger[] = { "dfl", "edge", "res", "level" };

	printk(KERN_INFO "ACPI: INT_SRC_OVR (bus %u bus_irq %u global_irq %u "
	       "%s %s)\n", o->bus, o->source_irq, o->global_irq,
	       polarity[o->inti_flags & MPS_INTI_MASK],
	       trigger[(o->inti_flags >> MPS_INTI_TRIGGER_SHIFT) &
		       MPS_INTI_MASK]);
	mp_override_legacy_irq(o->source_irq, o->global_irq, o->inti_flags);
}

static void __init parse_madt(const struct acpi_table_madt *madt)
{
	const u8 *p = (const u8 *)(madt + 1);
	const u8 *end = (const u8 *)madt + madt->header.length;

	mp_lapic_addr = madt->address;
	while (p + 2 <= end && p[1] >= 2 && p + p[1] <= end) {
		if (p[0] == MADT_LAPIC && p[1] >= sizeof(struct acpi_madt_lapic))
			madt_add_lapic((const void *)p);
		else if (p[0] == MADT_IO_APIC &&
			 p[1] >= sizeof(struct acpi_madt_io_apic))
			madt_add_io_apic((const void *)p);
		else if (p[0] == MADT_INT_SRC_OVR &&
			 p[1] >= sizeof(struct acpi_madt_interrupt_override))
			madt_add_override((const void *)p);
		p += p[1];
	}
}

/* The RSDT's entries: find "APIC" and read the CPUs from it. */
static u32 __init find_madt(u32 rsdt_phys)
{
	const struct acpi_table_header *rsdt = acpi_map_table(rsdt_phys);
	u32 i, n, entry[32];

	if (!rsdt)
		return 0;
	n = (rsdt->length - sizeof(*rsdt)) / 4;
	n = min(n, (u32)ARRAY_SIZE(entry));
	memcpy(entry, rsdt + 1, n * 4);		/* the window moves next */
	for (i = 0; i < n; i++) {
		const struct acpi_table_header *t = acpi_map_table(entry[i]);

		if (t && !memcmp(t->signature, "APIC", 4))
			return entry[i];
	}
	return 0;
}

void __init acpi_boot_init(void)
{
	unsigned long ebda = (unsigned long)*(u16 *)__va(EBDA_SEG_PTR) << 4;
	unsigned long rsdp = ebda ? scan_rsdp(ebda, 1024) : 0;
	const struct acpi_table_madt *madt;
	u32 madt_phys;

	if (!rsdp)
		rsdp = scan_rsdp(BIOS_ROM_START, BIOS_ROM_END - BIOS_ROM_START);
	if (!rsdp)
		return;
	madt_phys = find_madt(*(u32 *)__va(rsdp + 16));	/* RsdtAddress */
	madt = madt_phys ? (const void *)acpi_map_table(madt_phys) : NULL;
	if (!madt)
		return;
	parse_madt(madt);
	if (!nr_apic_cpus)
		return;
	smp_found_config = 1;
	printk(KERN_INFO "ACPI: Using ACPI (MADT) for SMP configuration "
	       "information\n");
	printk(KERN_INFO "smpboot: Allowing %d CPUs, 0 hotplug CPUs\n",
	       nr_apic_cpus);
}

// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/cpu/proc.c - /proc/cpuinfo in Linux's i386 format
 * (proc(5)), every value read from the CPU itself with the cpuid
 * instruction (Intel SDM vol. 2A, CPUID): the vendor, family, model
 * and stepping of leaf 1, the brand string of 0x80000002-4, the cache
 * of leaf 4, and the feature flags under Linux's names (its
 * header of CPU features), in its order: leaf 1's edx,
 * 0x80000001's edx, Linux's own "cpuid", leaf 1's ecx, 0x80000001's
 * ecx.  The clock is the time-stamp counter's, as calibrated against
 * the PIT at boot (arch/i386/kernel/tsc.c).
 * Linux's "bugs" line is its own judgement of the model, not the
 * CPU's answer: left empty here.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/seq_buf.h"
#include "linux/smp.h"
#include "linux/timekeeping.h"
#include "asm/apic.h"
#include "asm/cpuid.h"
#include "asm/msr.h"
#include "asm/tsc.h"

/* Linux's names of the bits of a feature register; NULL: none shown */
static const char *const leaf1_edx[32] = {
	"fpu", "vme", "de", "pse", "tsc", "msr", "pae", "mce", "cx8", "apic",
	NULL, "sep", "mtrr", "pge", "mca", "cmov", "pat", "pse36", "pn",
	"clflush", NULL, "dts", "acpi", "mmx", "fxsr", "sse", "sse2", "ss",
	"ht", "tm", "ia64", "pbe",
};

static const char *const ext1_edx[32] = {
	[11] = "syscall", [19] = "mp", [20] = "nx", [22] = "mmxext",
	[25] = "fxsr_opt", [26] = "pdpe1gb", [27] = "rdtscp", [29] = "lm",
	[30] = "3dnowext", [31] = "3dnow",
};

static const char *const leaf1_ecx[32] = {
	"pni", "pclmulqdq", "dtes64", "monitor", "ds_cpl", "vmx", "smx", "est",
	"tm2", "ssse3", "cid", "sdbg", "fma", "cx16", "xtpr", "pdcm", NULL,
	"pcid", "dca", "sse4_1", "sse4_2", "x2apic", "movbe", "popcnt",
	"tsc_deadline_timer", "aes", "xsave", NULL, "avx", "f16c", "rdrand",
	"hypervisor",
};

static const char *const ext1_ecx[32] = {
	"lahf_lm", "cmp_legacy", "svm", "extapic", "cr8_legacy", "abm",
	"sse4a", "misalignsse", "3dnowprefetch", "osvw", "ibs", "xop",
	"skinit", "wdt", NULL, "lwp", "fma4", "tce", NULL, "nodeid_msr", NULL,
	"tbm", "topoext", "perfctr_core", "perfctr_nb", NULL, "bpext",
	"ptsc", "perfctr_llc", "mwaitx",
};

static void show_flags(struct seq_buf *s, const char *const names[32],
		       u32 bits)
{
	int i;

	for (i = 0; i < 32; i++)
		if ((bits & (1U << i)) && names[i])
			seq_printf(s, " %s", names[i]);
}

/* The largest cache leaf 4 describes, in KiB (Linux's "cache size") */
static u32 cache_kb(u32 max_leaf)
{
	u32 i, size, largest = 0;
	struct cpuid_regs r;

	if (max_leaf < 4)
		return 0;
	for (i = 0; i < 16; i++) {
		r = cpuid(4, i);
		if (!(r.eax & 0x1f))	/* no more caches */
			break;
		/* ways x partitions x line size x sets */
		size = ((r.ebx >> 22) + 1) * (((r.ebx >> 12) & 0x3ff) + 1) *
		       ((r.ebx & 0xfff) + 1) * (r.ecx + 1);
		largest = max(largest, size / 1024);
	}
	return largest;
}

/* The brand string, or "unknown" without the extended leaves */
static void model_name(char name[49], u32 max_ext)
{
	struct cpuid_regs r;
	u32 i;

	strcpy(name, "unknown");
	if (max_ext < 0x80000004)
		return;
	for (i = 0; i < 3; i++) {
		r = cpuid(0x80000002 + i, 0);
		memcpy(name + 16 * i, &r, 16);
	}
	name[48] = '\0';
}

static void show_identity(struct seq_buf *s, int cpu, u32 max_ext,
			  const struct cpuid_regs *l1)
{
	struct cpuid_regs v = cpuid(0, 0);
	u32 family = (l1->eax >> 8) & 0xf, model = (l1->eax >> 4) & 0xf;
	char vendor[13], name[49];

	memcpy(vendor, &v.ebx, 4);
	memcpy(vendor + 4, &v.edx, 4);
	memcpy(vendor + 8, &v.ecx, 4);
	vendor[12] = '\0';
	/* the extended family and model (SDM vol. 2A, CPUID, figure 3-6) */
	if (family == 0xf)
		family += (l1->eax >> 20) & 0xff;
	if (family >= 6)
		model += ((l1->eax >> 16) & 0xf) << 4;
	model_name(name, max_ext);
	seq_printf(s, "processor\t: %d\nvendor_id\t: %s\ncpu family\t: %u\n"
		      "model\t\t: %u\nmodel name\t: %s\nstepping\t: %u\n",
		   cpu, vendor, family, model, name, l1->eax & 0xf);
	/* the microcode revision: IA32_BIOS_SIGN_ID's high half, read
	 * after a cpuid (SDM vol. 3A, 10.11.7.1) */
	if (l1->edx & (1U << 5)) {
		wrmsr(0x8b, 0);
		cpuid(1, 0);
		seq_printf(s, "microcode\t: 0x%x\n",
			   (u32)(rdmsr(0x8b) >> 32));
	}
}

/*
 * One CPU's entry.  The CPUs QEMU gives -smp N are N cores of one
 * package, identical: the identity is read here, with cpuid, for each;
 * the topology and APIC ID are the CPU's own (Linux 6.1 under the same
 * QEMU with -smp 2: physical id 0, siblings 2, core id N, cpu cores 2).
 */
static void cpuinfo_show_cpu(struct seq_buf *s, int cpu)
{
	u32 max_leaf = cpuid(0, 0).eax, max_ext = cpuid(0x80000000, 0).eax;
	struct cpuid_regs l1 = cpuid(1, 0), e1 = { 0 };
	unsigned long khz = tsc_khz();
	u32 apicid = apic_in_use ? (u32)x86_cpu_to_apicid[cpu] : l1.ebx >> 24;

	if (max_ext >= 0x80000001)
		e1 = cpuid(0x80000001, 0);
	show_identity(s, cpu, max_ext, &l1);
	seq_printf(s, "cpu MHz\t\t: %lu.%03lu\n", khz / 1000, khz % 1000);
	seq_printf(s, "cache size\t: %u KB\n", cache_kb(max_leaf));
	seq_printf(s, "physical id\t: 0\nsiblings\t: %u\ncore id\t\t: %d\n"
		      "cpu cores\t: %u\napicid\t\t: %u\ninitial apicid\t: %u\n",
		   num_online_cpus(), cpu, num_online_cpus(), apicid, apicid);
	seq_printf(s, "fdiv_bug\t: no\nf00f_bug\t: no\ncoma_bug\t: no\n"
		      "fpu\t\t: %s\nfpu_exception\t: yes\ncpuid level\t: %u\n"
		      "wp\t\t: yes\nflags\t\t:",
		   l1.edx & 1 ? "yes" : "no", max_leaf);
	show_flags(s, leaf1_edx, l1.edx);
	show_flags(s, ext1_edx, e1.edx);
	seq_printf(s, " cpuid");	/* Linux's own: the CPU has cpuid */
	show_flags(s, leaf1_ecx, l1.ecx);
	show_flags(s, ext1_ecx, e1.ecx);
	/* bogomips: Linux's loops_per_jiffy * HZ / 500000, its delay loop
	 * counting the time-stamp counter: twice the clock in MHz */
	seq_printf(s, "\nbugs\t\t:\nbogomips\t: %lu.%02lu\n", khz * 2 / 1000,
		   khz * 2 / 10 % 100);
	/* clflush's line (leaf 1 ebx bits 15:8, in 8-byte units) if the
	 * CPU has it; Linux's 32 otherwise */
	seq_printf(s, "clflush size\t: %u\ncache_alignment\t: %u\n",
		   l1.edx & (1U << 19) ? ((l1.ebx >> 8) & 0xff) * 8 : 32,
		   l1.edx & (1U << 19) ? ((l1.ebx >> 8) & 0xff) * 8 : 32);
	seq_printf(s, "address sizes\t: %u bits physical, 32 bits virtual\n"
		      "power management:\n\n", l1.edx & (1U << 6) ? 36 : 32);
}

static size_t cpuinfo_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	int cpu;

	(void)priv;
	for_each_online_cpu(cpu)
		cpuinfo_show_cpu(&s, cpu);
	return s.len;
}

static int __init cpuinfo_init(void)
{
	return fs_create_gen("proc/cpuinfo", cpuinfo_show, NULL) ? 0 : -ENOMEM;
}
fs_initcall(cpuinfo_init);

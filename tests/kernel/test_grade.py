"""make grade (tests/tools/grade.py) grades only the student's work:
with no answers every graded exercise is `not attempted` (and a greet.c
that does not compile fails 3 and 4); right answers in the answers
folder pass each graded exercise, and a wrong answer to each fails it
saying what was missing."""

import os
import re
import subprocess
import tempfile

GRADED = (3, 4, 5, 6, 8)
NOT_GRADED = (1, 2, 7, 9, 10)

HEADER = '''#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
'''

GREET = HEADER + r'''#include <linux/moduleparam.h>

static int times = 1;
module_param(times, int, 0444);

static noinline void greet_crash(void)
{
	*(volatile int *)0 = 1;
}

static int __init greet_init(void)
{
	int i;

	if (times == CRASH)
		greet_crash();
	for (i = 0; i < times LIMIT; i++)
		printk(KERN_INFO "greet: hello\n");
	return 0;
}

static void __exit greet_exit(void)
{
}

module_init(greet_init);
module_exit(greet_exit);
MODULE_LICENSE("GPL");
'''

ADDER = HEADER + r'''
int provider_add(int a, int b);

static int __init adder_init(void)
{
	printk(KERN_INFO "adder: 2 + 3 = %d\n", SUM);
	return 0;
}

module_init(adder_init);
MODULE_LICENSE("GPL");
'''

CLOSED = HEADER + r'''
static int __init closed_init(void)
{
	return 0;
}

module_init(closed_init);
MODULE_LICENSE("WHICH");
'''

THIEF = HEADER + r'''
int provider_secret(void);

static int __init thief_init(void)
{
	printk(KERN_INFO "thief: %d\n", provider_secret());
	return 0;
}

module_init(thief_init);
MODULE_LICENSE("Proprietary");
'''


def _grade(k, mymod, ex=""):
    p = subprocess.run(["make", "-s", "grade", "BUILD=" + k.build,
                        "MYMOD=" + mymod, "EX=" + ex],
                       cwd=k.top, capture_output=True, text=True,
                       timeout=1800)
    verdicts = dict((int(n), v) for n, v in
                    re.findall(r"^exercise (\d+): (.*)$", p.stdout, re.M))
    return p, verdicts


def _write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


_raw_oops = []


def _raw(k):
    """`oops deep` of the kernel without kallsyms, as exercise 8 has
    the student save it."""
    if not _raw_oops:
        vm = k.boot(kernel=k.vmlinux_nokallsyms)
        _raw_oops.append(vm.run("oops deep"))
        vm.kill()
    return _raw_oops[0]


def _ksymoops(k, right):
    """The raw oops decoded by scripts/ksymoops, as exercise 8 asks; or
    wrong: deep_5's entry lost, as a decoder that drops the `? ` entries
    it cannot settle would lose it."""
    out = subprocess.run(
        [os.path.join(k.top, "scripts", "ksymoops"), "-m",
         os.path.join(k.build, "System.map"), "-o", k.vmlinux_nokallsyms],
        input=_raw(k), capture_output=True, text=True, check=True,
        timeout=120).stdout
    if right:
        return out
    lost = re.sub(r"\[<\w+>\] deep_5 \[kernel\] 0x\w+\n", "", out)
    assert lost != out, out
    return lost


def _answers(k, mymod, right):
    """Answers to every graded exercise in MYMOD: right ones, or each
    wrong in one way a student could get it wrong."""
    _write(os.path.join(mymod, "greet.c"), GREET
           .replace("CRASH", "13" if right else "-1")
           .replace(" LIMIT", "" if right else " - 1"))
    _write(os.path.join(mymod, "Kbuild"), "obj-m := greet.o\n")
    _write(os.path.join(mymod, "ex5", "adder.c"),
           ADDER.replace("SUM", "provider_add(2, 3)" if right else "2 + 3"))
    _write(os.path.join(mymod, "ex5", "Kbuild"), "obj-m := adder.o\n")
    _write(os.path.join(mymod, "ex6", "closed.c"),
           CLOSED.replace("WHICH", "Proprietary" if right else "GPL"))
    _write(os.path.join(mymod, "ex6", "thief.c"), THIEF)
    _write(os.path.join(mymod, "ex6", "Kbuild"),
           "obj-m := closed.o thief.o\n")
    _write(os.path.join(mymod, "ex8.txt"), _ksymoops(k, right))


def test_grade_nothing_attempted(k):
    with tempfile.TemporaryDirectory() as mymod:
        p, verdicts = _grade(k, mymod)
        assert p.returncode == 0, p.stdout + p.stderr
        assert sorted(verdicts) == list(range(1, 11)), p.stdout + p.stderr
        for n in GRADED:
            assert verdicts[n].startswith("not attempted (no %s/"
                                          % mymod), (n, p.stdout)
        for n in NOT_GRADED:
            assert verdicts[n].startswith(
                "not graded: explain to your tutor"), (n, p.stdout)
        _write(os.path.join(mymod, "greet.c"), "int greet(void) { oops }\n")
        _write(os.path.join(mymod, "Kbuild"), "obj-m := greet.o\n")
        p, verdicts = _grade(k, mymod, "3 4 5")
    assert p.returncode != 0
    for n in (3, 4):
        assert verdicts[n].startswith("FAIL: make M=%s failed" % mymod), \
            p.stdout
    assert verdicts[5].startswith("not attempted"), p.stdout


def test_grade_right_answers(k):
    with tempfile.TemporaryDirectory() as mymod:
        _answers(k, mymod, True)
        p, verdicts = _grade(k, mymod, " ".join(map(str, GRADED)))
    assert p.returncode == 0, p.stdout + p.stderr
    assert verdicts == dict((n, "pass") for n in GRADED), p.stdout


WRONG = {
    3: "`insmod /lib/modules/greet.ko times=3` printed `greet: hello` "
       "2 times, not 3",
    4: "`insmod /lib/modules/greet.ko times=13` gave no oops",
    5: "`insmod /lib/modules/adder.ko` did not print 'adder: Unknown "
       "symbol provider_add'",
    6: "`oops null` did not print 'Tainted: P'",
    8: "ex8.txt's Call Trace:",
}


def test_grade_wrong_answers(k):
    with tempfile.TemporaryDirectory() as mymod:
        _answers(k, mymod, False)
        p, verdicts = _grade(k, mymod, " ".join(map(str, GRADED)))
    assert p.returncode != 0, p.stdout + p.stderr
    assert sorted(verdicts) == sorted(WRONG), p.stdout
    for n, why in WRONG.items():
        assert verdicts[n].startswith("FAIL: " + why), (n, p.stdout)
    with tempfile.TemporaryDirectory() as mymod:
        _write(os.path.join(mymod, "ex8.txt"), _raw(k))
        p, verdicts = _grade(k, mymod, "8")
    assert verdicts == {8: "FAIL: ex8.txt is not scripts/ksymoops' output "
                           "(it has no `>>EIP; ` line)"}, p.stdout

"""make grade (tests/tools/grade.py) on the unmodified tree: the checks
that need no student work pass, the ones on the student's own module
fail saying what is missing, the explanations are not graded; and a
greet module written as exercise 3 asks passes 3 and 4, while one that
greets too few times fails 3 saying so."""

import os
import re
import subprocess
import tempfile

EXPECTED = {
    1: "not graded", 2: "not graded", 3: "FAIL", 4: "FAIL", 5: "pass",
    6: "pass", 7: "not graded", 8: "pass", 9: "not graded", 10: "pass",
}

GREET = r'''#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/kernel.h>
#include <linux/init.h>

static int times = 1;
module_param(times, int, 0444);

static noinline void greet_crash(void)
{
	*(volatile int *)0 = 1;
}

static int __init greet_init(void)
{
	int i;

	if (times == 13)
		greet_crash();
	for (i = 0; i < times LIMIT; i++)
		pr_info("hello\n");
	return 0;
}

static void __exit greet_exit(void)
{
}

module_init(greet_init);
module_exit(greet_exit);
MODULE_LICENSE("GPL");
'''


def _grade(k, mymod, ex=""):
    p = subprocess.run(["make", "-s", "grade", "BUILD=" + k.build,
                        "MYMOD=" + mymod, "EX=" + ex],
                       cwd=k.top, capture_output=True, text=True,
                       timeout=1800)
    verdicts = dict((int(n), v) for n, v in
                    re.findall(r"^exercise (\d+): (.*)$", p.stdout, re.M))
    return p, verdicts


def _greet(folder, limit=""):
    with open(os.path.join(folder, "greet.c"), "w") as f:
        f.write(GREET.replace(" LIMIT", limit))
    with open(os.path.join(folder, "Kbuild"), "w") as f:
        f.write("obj-m := greet.o\n")


def test_grade_unmodified_tree(k):
    with tempfile.TemporaryDirectory() as mymod:
        p, verdicts = _grade(k, mymod)
    assert p.returncode != 0, p.stdout + p.stderr
    assert sorted(verdicts) == sorted(EXPECTED), p.stdout + p.stderr
    for n, want in EXPECTED.items():
        assert verdicts[n].startswith(want), (n, p.stdout + p.stderr)
    assert "no %s/greet.c" % mymod in verdicts[3]
    assert verdicts[1].startswith("not graded: explain to your tutor")


def test_grade_a_greet_module(k):
    with tempfile.TemporaryDirectory() as mymod:
        _greet(mymod)
        p, verdicts = _grade(k, mymod, "3 4")
        assert p.returncode == 0, p.stdout + p.stderr
        assert verdicts == {3: "pass", 4: "pass"}, p.stdout
        _greet(mymod, " - 1")
        p, verdicts = _grade(k, mymod, "3")
    assert p.returncode != 0
    assert verdicts[3].startswith(
        "FAIL: `insmod /lib/modules/greet.ko times=3` printed "
        "`greet: hello` 2 times, not 3"), p.stdout

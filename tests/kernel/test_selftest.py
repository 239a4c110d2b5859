"""The in-kernel KTAP self-tests (lib/selftest.c), with and without
the kallsyms table."""

import re


def check_ktap(out):
    assert out.startswith("KTAP version 1\n"), out
    plan = int(re.search(r"^1\.\.(\d+)$", out, re.M).group(1))
    results = re.findall(r"^(not )?ok \d+ (.*)$", out, re.M)
    assert len(results) == plan, out
    failed = [name for bad, name in results if bad]
    assert not failed, failed


def test_selftest_ktap(k):
    check_ktap(k.boot().run("selftest"))


def test_selftest_ktap_without_kallsyms(k):
    check_ktap(k.boot(kernel=k.vmlinux_nokallsyms).run("selftest"))


def test_prove_reads_the_kernels_ktap(k):
    """Debian's TAP harness accepts the kernel's KTAP as it is."""
    import os
    import subprocess
    import tempfile
    out = k.boot().run("selftest")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "selftest.ktap")
        with open(path, "w") as f:
            f.write(out)
        p = subprocess.run(["prove", "--exec", "cat", path],
                           capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and "Result: PASS" in p.stdout, p.stdout

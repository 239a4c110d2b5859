"""The crypto API (crypto/, docs/crypto.md), Linux 6.1's.

/proc/crypto: the stanzas of aes, sha224, sha256, sha1, md5 and, once a
user asked for it, cbc(aes), field for field as Linux 6.1 prints them
(tests/kernel/crypto.linux; refcnt aside, which counts that boot's
users), in Linux's order.  The known-answer self-tests again, in KTAP,
from /sys/kernel/debug/kunit/crypto/results.

The modules of tests/modules/crypto-sha256 and crypto-sk, in LKMPG's
manner, built by gcc and clang: their digests are the host's sha256sum,
sha224sum, sha1sum and md5sum of the same string; their ciphertexts are
`openssl enc -aes-256-cbc -nopad` (and -ecb) of the same bytes with the
same key and IV; the round trip gives the text back; bad requests (no
such algorithm, a length that is not whole blocks, a key of the wrong
size) fail with Linux's errors; /proc/meminfo is as before after rmmod
(once cbc(aes) and ecb(aes) exist: the instances stay, as on Linux).
tests/modules/crypto-prio registers a sha256 of its own with priority
200: "sha256" then finds it, "sha256-generic" still the built-in one;
rmmod takes it away; broken=1 makes its digest wrong, and the
registration's self-test refuses it.
"""

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_module_api import build, meminfo  # noqa: E402
from test_selftest import check_ktap  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ENOENT, EINVAL, EBADMSG = 2, 22, 74


def stanzas(text):
    """{name: [lines]} of a /proc/crypto, and the names in order"""
    out, order = {}, []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [l for l in block.splitlines()
                 if l.strip() and not l.startswith("#")]
        m = re.match(r"name\s+: (\S+)$", lines[0]) if lines else None
        if m:
            out[m.group(1)] = lines
            order.append(m.group(1))
    return out, order


def linux_stanzas():
    with open(os.path.join(HERE, "crypto.linux")) as f:
        return stanzas(f.read())


def without_refcnt(lines):
    return [l for l in lines if not l.startswith("refcnt")]


def check_as_linux(ours, names):
    linux, _ = linux_stanzas()
    for name in names:
        assert name in ours, "%s not in /proc/crypto" % name
        assert without_refcnt(ours[name]) == without_refcnt(linux[name]), \
            "\n".join(ours[name] + ["-- Linux 6.1:"] + linux[name])
        # nobody holds one between the tests' requests
        assert "refcnt       : 1" in ours[name], ours[name]


def host(cmd, data):
    return subprocess.run(cmd, input=data, capture_output=True,
                          check=True, timeout=60).stdout


def check_digests(vm, ko):
    for alg, tool, text in (("sha256", "sha256sum", "This is a test"),
                            ("sha256", "sha256sum", "abc"),
                            ("sha224", "sha224sum", "oops386"),
                            ("sha1", "sha1sum", "The_quick_brown_fox"),
                            ("md5", "md5sum", "message_digest" * 4)):
        before = meminfo(vm)
        arg = "" if text == "This is a test" else " text=" + text
        out = vm.run("insmod %s alg=%s%s" % (ko, alg, arg))
        want = host([tool], text.encode()).split()[0].decode()
        assert "%s is %s-generic" % (alg, alg) in out, out
        assert '%s of "%s"' % (alg, text) in out, out
        assert "%s in pieces: %s" % (alg, want) in out, out
        assert "%s at once: %s" % (alg, want) in out, out
        assert "done" in vm.run("rmmod crypto_sha256")
        assert meminfo(vm) == before
    # no such algorithm: insmod fails with Linux's ENOENT, nothing kept
    before = meminfo(vm)
    out = vm.run("insmod %s alg=sha3-256" % ko)
    assert "cannot allocate sha3-256: -%d" % ENOENT in out, out
    assert "crypto_sha256" not in vm.run("cat /proc/modules")
    assert meminfo(vm) == before


def openssl(mode, password, ivhex, data):
    key = password.encode().ljust(32, b"\0").hex()
    cmd = ["openssl", "enc", "-aes-256-" + mode, "-nopad", "-K", key]
    if mode == "cbc":
        cmd += ["-iv", ivhex]
    return host(cmd, data).hex()


def check_skcipher(vm, ko):
    iv = "f0e1d2c3b4a5968778695a4b3c2d1e0f"
    # the first user of cbc(aes) and ecb(aes) has the templates make them,
    # and they stay registered (as on Linux): memory is compared after
    for mode in ("cbc", "ecb"):
        vm.run("insmod %s alg=%s(aes)" % (ko, mode))
        assert "done" in vm.run("rmmod crypto_sk")
    for mode, password, text in (("cbc", "password123", "Testing"),
                                 ("cbc", "k", "exactly_16_bytes"),
                                 ("cbc", "0123456789abcdef0123456789abcdef",
                                  "a_text_of_three_blocks_of_sixteen_b"),
                                 ("ecb", "password123", "Testing")):
        before = meminfo(vm)
        out = vm.run("insmod %s alg=%s(aes) password=%s text=%s ivhex=%s"
                     % (ko, mode, password, text, iv))
        data = text.encode()
        data += b"\0" * (-len(data) % 16)
        want = openssl(mode, password, iv, data)
        assert "%s(aes) is %s(aes-generic)" % (mode, mode) in out, out
        assert "ciphertext: %s\n" % want in out, out
        # CBC leaves the last ciphertext block as the next IV; ECB none
        assert "next iv: %s\n" % (want[-32:] if mode == "cbc" else "") \
            in out, out
        assert "decrypted: %s\n" % text in out, out
        assert "round trip ok" in out, out
        assert "done" in vm.run("rmmod crypto_sk")
        assert meminfo(vm) == before
    # bad requests: each refused with Linux's error, nothing kept
    before = meminfo(vm)
    for args, err in (("alg=cbc(nosuch)", "cannot allocate cbc(nosuch): "
                       "-%d" % ENOENT),
                      ("alg=nosuch(aes)", "cannot allocate nosuch(aes): "
                       "-%d" % ENOENT),
                      ("len=20", "cbc(aes): -%d" % EINVAL),
                      ("password=" + "x" * 33, "cbc(aes): -%d" % EINVAL)):
        out = vm.run("insmod %s %s" % (ko, args))
        assert err in out, out
        assert "crypto_sk" not in vm.run("cat /proc/modules"), out
    assert meminfo(vm) == before


def check_priority(vm):
    """a module's sha256 of priority 200 wins the name, not the driver
    name; a broken one is refused by its registration's self-test"""
    before = meminfo(vm)
    vm.run("insmod crypto-prio.ko")
    text = vm.run("cat /proc/crypto")
    prio = [b for b in re.split(r"\n\s*\n", text)
            if "driver       : sha256-prio" in b]
    assert prio, text
    for line in ("name         : sha256", "module       : crypto_prio",
                 "priority     : 200", "selftest     : passed",
                 "type         : shash", "digestsize   : 32"):
        assert line in prio[0], prio[0]
    assert text.index("sha256-prio") < text.index("sha256-generic"), text
    want = host(["sha256sum"], b"This is a test").split()[0].decode()
    out = vm.run("insmod crypto-sha256.ko")
    assert "sha256 is sha256-prio" in out, out
    assert "sha256 in pieces: " + want in out, out
    assert "done" in vm.run("rmmod crypto_sha256")
    out = vm.run("insmod crypto-sha256.ko alg=sha256-generic")
    assert "sha256-generic is sha256-generic" in out, out
    assert "sha256-generic at once: " + want in out, out
    assert "done" in vm.run("rmmod crypto_sha256")
    vm.run("rmmod crypto_prio")
    assert "sha256-prio" not in vm.run("cat /proc/crypto")
    assert meminfo(vm) == before
    out = vm.run("insmod crypto-prio.ko broken=1")
    assert "alg: self-tests for sha256-prio (sha256) failed (rc=-%d)" \
        % EBADMSG in out, out
    assert "cannot register sha256-prio: -%d" % EBADMSG in out, out
    assert "crypto_prio" not in vm.run("cat /proc/modules")
    assert "sha256-prio" not in vm.run("cat /proc/crypto")
    assert meminfo(vm) == before


def check_all(k, cc):
    kos = build(k, cc)
    vm = k.boot(initrd=[kos["crypto-sha256"], kos["crypto-sk"],
                        kos["crypto-prio"]])
    ours, order = stanzas(vm.run("cat /proc/crypto"))
    # a fresh boot: the algorithms, no instance yet, newest first
    check_as_linux(ours, ["aes", "sha224", "sha256", "sha1", "md5"])
    _, linux_order = linux_stanzas()
    mine = [n for n in order if n in linux_order]
    assert mine == [n for n in linux_order if n in mine], order
    assert "cbc(aes)" not in ours, order
    check_ktap(vm.run("cat /sys/kernel/debug/kunit/crypto/results"))
    check_digests(vm, "crypto-sha256.ko")
    check_skcipher(vm, "crypto-sk.ko")
    check_priority(vm)
    # the instances the module asked for stay, tested, unused
    ours, order = stanzas(vm.run("cat /proc/crypto"))
    check_as_linux(ours, ["cbc(aes)", "aes"])
    assert order.index("cbc(aes)") < order.index("aes"), order
    assert "ecb(aes)" in ours and "ivsize       : 0" in ours["ecb(aes)"]
    out = vm.run("cat /sys/kernel/debug/kunit/crypto/results")
    check_ktap(out)
    assert re.search(r"^ok \d+ cbc\(aes-generic\)$", out, re.M), out
    assert "Oops" not in vm.log and "BUG" not in vm.log, vm.log


def test_crypto_gcc(k):
    check_all(k, "gcc")


def test_crypto_clang(k):
    check_all(k, "clang")

"""Issue 30's 64-bit device counters, as LKMPG's newer network example
keeps them (tests/modules/net-stats64): a sink device whose xmit counts
packets and bytes in u64_stats_t under u64_stats_sync, and whose
ndo_get_stats64 reads them with the fetch/retry loop.  busybox's ping
sends two 98-byte frames (84 bytes of ICMP echo in IPv4, plus the
14-byte Ethernet header) through it; /proc/net/dev and ifconfig then
show TX 2 packets, 196 bytes, as Linux's counters would, and nothing
received.  strscpy()'s results: -E2BIG (-7) and a terminated stub for a
name too long, the length for one that fits.  /proc/meminfo identical
after rmmod; gcc and clang."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402


def check(k, cc):
    busybox_or_skip(k)
    sh = Shell(k, build(k, cc)["net-stats64"])
    before = sh.ok("cat /proc/meminfo")
    out = sh.ok("insmod /net-stats64.ko")
    assert "net_stats64: strscpy: -7 6 'sin'" in out, out
    assert "net_stats64: registered sink0" in out, out
    sh.ok("ifconfig sink0 10.8.0.1 netmask 255.255.255.0 up")
    sh.run("ping -c 2 -W 1 10.8.0.2")
    dev = [line.split() for line in sh.ok("cat /proc/net/dev").splitlines()
           if line.strip().startswith("sink0:")]
    assert len(dev) == 1, dev
    # receive: bytes packets ...; transmit: from the ninth column on
    assert dev[0][1:3] == ["0", "0"] and dev[0][9:11] == ["196", "2"], dev
    assert "TX packets:2 " in sh.ok("ifconfig sink0")
    sh.ok("ifconfig sink0 down; rmmod net_stats64")
    assert sh.ok("cat /proc/meminfo") == before


def test_stats64_gcc(k):
    check(k, "gcc")


def test_stats64_clang(k):
    check(k, "clang")

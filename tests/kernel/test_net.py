"""Issue 30: network devices and a small IPv4 (docs/net.md), as LDD3's
chapter 17 uses them: tests/modules/snull (two interfaces wired to each
other, the IP addresses' third octet flipped on the way), built out of
tree by gcc and clang and loaded from busybox.  The book's demo is run
as the book shows it - insmod, ifconfig sn0 local0, ifconfig sn1 local1,
ping -c 2 remote0 - with busybox's own ifconfig, route and ping, whose
lines are checked against what they print on Linux for the same state
(the interface block, the routing table, ping's statistics); the
counters after the ping against the packets it sent; and /proc/meminfo
as it was after rmmod.  tests/glibc/udpcheck's UDP and raw ICMP
answers on lo are compared line by line with Linux 6.1's
(tests/kernel/udpcheck.linux)."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402
from test_perm import command_twice_as_linux  # noqa: E402


# The book's names (LDD3 p. 500: /etc/networks and /etc/hosts)
HOSTS = ("192.168.0.1 local0\n192.168.0.2 remote0\n"
         "192.168.1.2 local1\n192.168.1.1 remote1\n")
NETWORKS = "snullnet0 192.168.0.0\nsnullnet1 192.168.1.0\n"

# busybox ifconfig's block for an interface of snull's (its format from
# Linux 6.1's busybox: net-tools' layout)
SN_BLOCK = (
    "{name}       Link encap:Ethernet  HWaddr 00:53:4E:55:4C:3{n}  \n"
    "          inet addr:{addr}  Bcast:{bcast}  Mask:255.255.255.0\n"
    "          UP BROADCAST RUNNING NOARP MULTICAST  MTU:1500  Metric:1\n"
    "          RX packets:{pk} errors:0 dropped:0 overruns:0 frame:0\n"
    "          TX packets:{pk} errors:0 dropped:0 overruns:0 carrier:0\n"
    "          collisions:0 txqueuelen:1000 \n"
    "          RX bytes:{by} ({by}.0 B)  TX bytes:{by} ({by}.0 B)\n\n")


def sn_block(n, pk, by):
    return SN_BLOCK.format(name="sn%d" % n, n=n, pk=pk, by=by,
                           addr=("192.168.0.1", "192.168.1.2")[n],
                           bcast="192.168.%d.255" % n)


def check_ping(out, target, ip, count):
    """ping -c count target's lines: every echo answered, in order"""
    lines = out.splitlines()
    assert lines[0] == "PING %s (%s): 56 data bytes" % (target, ip), out
    for seq in range(count):
        assert re.match(r"64 bytes from %s: seq=%d ttl=64 time=\d+\.\d+ ms$"
                        % (re.escape(ip), seq), lines[1 + seq]), out
    assert lines[1 + count:4 + count] == [
        "", "--- %s ping statistics ---" % target,
        "%d packets transmitted, %d packets received, 0%% packet loss"
        % (count, count)], out


def snull_demo(k, cc, napi=0):
    busybox_or_skip(k)
    sh = Shell(k, build(k, cc)["snull"])
    sh.ok("printf '%s' > /etc/hosts; printf '%s' > /etc/networks"
          % (HOSTS, NETWORKS))
    insmod = "insmod /snull.ko use_napi=%d" % napi
    sh.ok(insmod + "; rmmod snull")
    before = sh.ok("cat /proc/meminfo")
    sh.ok("dmesg -c > /dev/null; " + insmod)
    assert sh.ok("ifconfig sn0") == (
        "sn0       Link encap:Ethernet  HWaddr 00:00:00:00:00:00  \n"
        "          BROADCAST NOARP MULTICAST  MTU:1500  Metric:1\n"
        "          RX packets:0 errors:0 dropped:0 overruns:0 frame:0\n"
        "          TX packets:0 errors:0 dropped:0 overruns:0 carrier:0\n"
        "          collisions:0 txqueuelen:1000 \n"
        "          RX bytes:0 (0.0 B)  TX bytes:0 (0.0 B)\n\n")
    # the book's commands; busybox's static resolver reads /etc/hosts
    # where glibc's NSS is not there to (the numeric address otherwise)
    for dev, name, ip in (("sn0", "local0", "192.168.0.1"),
                          ("sn1", "local1", "192.168.1.2")):
        out, rc = sh.run("ifconfig %s %s" % (dev, name))
        if rc:
            sh.ok("ifconfig %s %s" % (dev, ip))
    assert sh.ok("route -n") == (
        "Kernel IP routing table\n"
        "Destination     Gateway         Genmask         Flags Metric Ref"
        "    Use Iface\n"
        "192.168.0.0     0.0.0.0         255.255.255.0   U     0      0"
        "        0 sn0\n"
        "192.168.1.0     0.0.0.0         255.255.255.0   U     0      0"
        "        0 sn1\n")
    target = "remote0"
    out, rc = sh.run("ping -c 2 remote0", timeout=30)
    if rc and "bad address" in out:
        target = "192.168.0.2"
        out = sh.ok("ping -c 2 192.168.0.2")
    check_ping(out, target, "192.168.0.2", 2)
    # two echoes out of sn0 and two replies in, 98 bytes each with its
    # Ethernet header (14 + 20 + 8 + 56); sn1 the other way round
    assert sh.ok("ifconfig sn0; ifconfig sn1") == \
        sn_block(0, 2, 196) + sn_block(1, 2, 196)
    # full-sized frames (1400 + 28 + 14 bytes) both ways, none lost
    assert "5 packets transmitted, 5 packets received" in sh.ok(
        "ping -c 5 -s 1400 -i 0.1 -q remote0")
    sh.ok("ifconfig sn0 down")
    out, rc = sh.run("ping -c 1 -W 1 192.168.0.2")
    assert rc == 1 and "Network is unreachable" in out, out
    sh.ok("rmmod snull")
    assert "sn0" not in sh.ok("cat /proc/net/dev; route -n")
    assert sh.ok("cat /proc/meminfo") == before
    # NAPI: every received frame went up through a poll (at least one
    # per ping reply and five full-sized frames each way)
    polls = re.search(r"snull: (\d+) napi polls", sh.ok("dmesg"))
    assert bool(polls) == bool(napi), sh.ok("dmesg")
    assert not napi or int(polls.group(1)) >= 7, polls.group(0)
    for bad in ("Oops", "BUG", "Kernel panic"):
        assert bad not in sh.vm.log, sh.vm.log


def test_snull_ping_gcc(k):
    """LDD3's snull demo, the module built by gcc"""
    snull_demo(k, "gcc")


def test_snull_ping_clang(k):
    """the same, built by clang, receiving by NAPI polls (use_napi=1,
    as the book's snull does by default)"""
    snull_demo(k, "clang", napi=1)


def test_udp_and_raw_icmp_on_lo_answer_as_linux(k):
    """udpcheck's report, line by line, against Linux 6.1's; memory
    back to its figures after a second run"""
    command_twice_as_linux(k, "cd /tmp && /glibc/udpcheck", "udpcheck.linux")


CRASH = re.compile(r"EIP is at|Kernel panic|kernel BUG|^Oops|^WARNING: |"
                   r"^BUG: |skb_(over|under)_panic", re.M)


def test_net_fuzz_does_not_oops(k):
    """tests/glibc/netfuzz's seeded stream of sends, raw packets of any
    protocol, receives, binds and interface and route ioctls, with lo
    and snull's pair up: no oops, no slub_debug report, and afterwards
    lo and snull still carry a ping once set up again"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    sh = Shell(k, build(k, "gcc")["snull"])
    sh.ok("insmod /snull.ko")
    # down first: what the stream's SIOCADDRT put through them goes;
    # -arp: the stream may have turned ARP on, which snull's wire
    # (flipping the octets where an IP header would be) cannot carry
    setup = ("for d in lo sn0 sn1; do ifconfig $d down; done; "
             "ifconfig lo 127.0.0.1 netmask 255.0.0.0 mtu 65535 up; "
             "ifconfig sn0 192.168.0.1 netmask 255.255.255.0 mtu 1500 "
             "-arp up; "
             "ifconfig sn1 192.168.1.2 netmask 255.255.255.0 mtu 1500 "
             "-arp up")
    for seed in (1, 0x5eed, 2026):
        sh.ok(setup)
        out = sh.ok("/glibc/netfuzz %d 4000" % seed, timeout=240)
        assert re.match(r"netfuzz: seed \d+, 4000 calls, \d+ failed\n$",
                        out), out
        assert not CRASH.search(sh.vm.log), sh.vm.log
    sh.ok(setup)
    for ip in ("127.0.0.1", "192.168.0.2"):
        out, rc = sh.run("ping -c 1 -W 2 %s || { route -n; ifconfig -a; }"
                         % ip)
        assert "1 packets received" in out, out
    sh.ok("rmmod snull")
    assert not CRASH.search(sh.vm.log), sh.vm.log


def test_arp_asks_once_then_pings(k):
    """ARP (RFC 826) on an Ethernet device without IFF_NOARP:
    tests/modules/ethpeer answers for a pretend host, 10.0.0.2, at the
    far end of its wire.  Two pings: one request broadcast, the first
    echo waits for the reply and goes, the second uses the cache; the
    device down and up forgets it (a second request); memory as it was
    after rmmod.  A route through the peer as a gateway (route add, route
    -n's line, a ping across it, route del)"""
    busybox_or_skip(k)
    sh = Shell(k, build(k, "gcc")["ethpeer"])
    sh.ok("insmod /ethpeer.ko; rmmod ethpeer")
    before = sh.ok("cat /proc/meminfo")
    sh.ok("insmod /ethpeer.ko")
    dev = re.search(r"ethpeer: (\S+), 10\.0\.0\.2", sh.vm.log).group(1)
    sh.ok("ifconfig %s 10.0.0.1" % dev)
    assert "UP BROADCAST RUNNING MULTICAST" in sh.ok("ifconfig %s" % dev)
    check_ping(sh.ok("ping -c 2 10.0.0.2"), "10.0.0.2", "10.0.0.2", 2)
    params = "/sys/module/ethpeer/parameters/arp_requests"
    assert sh.ok("cat %s" % params) == "1\n"
    # a network behind the peer, through it as a gateway (route(8))
    sh.ok("route add -net 10.9.0.0 netmask 255.255.0.0 gw 10.0.0.2 "
          "metric 3")
    assert sh.ok("route -n").splitlines()[2:] == [
        "10.0.0.0        0.0.0.0         255.0.0.0       U     0      0"
        "        0 %s" % dev,
        "10.9.0.0        10.0.0.2        255.255.0.0     UG    3      0"
        "        0 %s" % dev]
    check_ping(sh.ok("ping -c 1 10.9.0.5"), "10.9.0.5", "10.9.0.5", 1)
    out, rc = sh.run("route add -net 10.8.0.0 netmask 255.255.0.0 "
                     "gw 172.16.0.1")
    assert rc == 1 and out == "route: SIOCADDRT: Network is unreachable\n", \
        out
    sh.ok("route del -net 10.9.0.0 netmask 255.255.0.0")
    assert "10.9.0.0" not in sh.ok("route -n")
    sh.ok("ifconfig %s down; ifconfig %s 10.0.0.1 up" % (dev, dev))
    check_ping(sh.ok("ping -c 1 10.0.0.2"), "10.0.0.2", "10.0.0.2", 1)
    assert sh.ok("cat %s" % params) == "2\n"
    sh.ok("rmmod ethpeer")
    assert sh.ok("cat /proc/meminfo") == before
    assert not CRASH.search(sh.vm.log), sh.vm.log

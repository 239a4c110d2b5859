"""Netfilter hooks for modules (net/netfilter/core.c, docs/net.md's
"Netfilter hooks"): tests/modules/nf-demo, a firewall in the books'
manner, hangs a counting hook on each IPv4 point with
nf_register_net_hooks(), a second LOCAL_IN hook at NF_IP_PRI_FIRST that
must run before the deciding one, an NFPROTO_INET one at LOCAL_IN that
counts IPv4 and IPv6 (ping6 ::1) apart, and drops ICMP echo requests to
drop_to at LOCAL_IN (or at LOCAL_OUT: drop_hook=3).  busybox's ping
127.0.0.1 is answered without the drop, lost with it, and refused
(EPERM) when the drop is on the way out; ping's lines and the module's dmesg lines are
what the same module printed on Linux 6.1 (linux-reference, built with
tests/tools/linux_modules.py's for_linux()): the request and the reply
each pass LOCAL_OUT, POST_ROUTING, PRE_ROUTING and LOCAL_IN on lo.
Memory as before after rmmod.  Then on snull, an echo to 192.168.0.2
dropped as it comes in on sn1 (state->in).

One boot of busybox (pid 1), the gcc module; the clang one is built
warning-free.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402
from test_module_api import build  # noqa: E402

PING_LINUX = """PING 127.0.0.1 (127.0.0.1): 56 data bytes
64 bytes from 127.0.0.1: seq=0 ttl=64 time=T ms

--- 127.0.0.1 ping statistics ---
1 packets transmitted, 1 packets received, 0% packet loss
round-trip min/avg/max = T/T/T ms
"""



def lost(addr):
    """busybox ping's lines for one echo to addr never answered"""
    return ("PING %s (%s): 56 data bytes\n\n--- %s ping statistics ---\n"
            "1 packets transmitted, 0 packets received, 100%% packet loss\n"
            % (addr, addr, addr))


def counts(pre, local_in, local_out, post, ipv4, ipv6):
    """nf-demo's lines at rmmod (nothing is forwarded)"""
    lines = ["PRE_ROUTING: %d" % pre, "LOCAL_IN: %d" % local_in,
             "FORWARD: 0", "LOCAL_OUT: %d" % local_out,
             "POST_ROUTING: %d" % post]
    return "".join("nf_demo: %s packets\n" % line for line in lines) + \
        "nf_demo: INET LOCAL_IN: %d IPv4, %d IPv6 packets\n" % (ipv4, ipv6)


# ttl=T: Linux's 64 comes in IPV6_HOPLIMIT's control message, not given
# here (docs/net.md's IPv6; busybox says -1)
PING6_LINUX = """PING ::1 (::1): 56 data bytes
64 bytes from ::1: seq=0 ttl=T time=T ms

--- ::1 ping statistics ---
1 packets transmitted, 1 packets received, 0% packet loss
round-trip min/avg/max = T/T/T ms
"""

# NF_DROP at LOCAL_OUT: the send itself fails, EPERM
PING_EPERM_LINUX = """PING 127.0.0.1 (127.0.0.1): 56 data bytes
ping: sendto: Operation not permitted
"""

# the module's lines on Linux 6.1 for the three loads (taint lines left out)
DMESG_LINUX = """nf_demo: registered 7 hooks: 0, dropping echo requests to 0.0.0.0
nf_demo: LOCAL_IN first: in lo, ICMP from 127.0.0.1
nf_demo: LOCAL_IN: echo request 127.0.0.1 -> 127.0.0.1 seq 0: accept
nf_demo: LOCAL_IN first: in lo, ICMP from 127.0.0.1
nf_demo: LOCAL_IN: ICMP type 0 127.0.0.1 -> 127.0.0.1: accept
""" + counts(2, 2, 2, 2, 2, 2) + """\
nf_demo: registered 7 hooks: 0, dropping echo requests to 127.0.0.1
nf_demo: LOCAL_IN first: in lo, ICMP from 127.0.0.1
nf_demo: LOCAL_IN: echo request 127.0.0.1 -> 127.0.0.1 seq 0: drop
""" + counts(1, 1, 1, 1, 0, 0) + """\
nf_demo: registered 7 hooks: 0, dropping echo requests to 127.0.0.1
nf_demo: LOCAL_OUT: echo request 127.0.0.1 -> 127.0.0.1 seq 0: drop
""" + counts(0, 0, 1, 0, 0, 0)

# snull (tests/modules/snull): the echo leaves sn0 for 192.168.0.2 and
# comes in on sn1 for 192.168.1.2, where LOCAL_IN drops it
SNULL_DMESG_LINUX = """nf_demo: registered 7 hooks: 0, dropping echo requests to 192.168.1.2
nf_demo: LOCAL_IN first: in sn1, ICMP from 192.168.1.1
nf_demo: LOCAL_IN: echo request 192.168.1.1 -> 192.168.1.2 seq 0: drop
""" + counts(1, 1, 1, 1, 0, 0)


def times_out(text):
    """ping's round-trip times as T"""
    text = re.sub(r"time=[\d.]+", "time=T", text)
    return re.sub(r"= [\d.]+/[\d.]+/[\d.]+ ms", "= T/T/T ms", text)


def test_netfilter_hooks(k):
    """nf-demo on lo: a ping answered, then dropped at LOCAL_IN"""
    busybox_or_skip(k)
    kos = build(k, "gcc")
    build(k, "clang")                   # warning-free with clang too
    s = Session(k, files=[kos["nf-demo"], kos["snull"]])
    s.ok("ip link set lo up")
    assert times_out(s.ok("ping -c 1 127.0.0.1")) == PING_LINUX
    before = s.ok("cat /proc/meminfo")
    s.ok("dmesg -n 1; insmod /nf-demo.ko")   # printk off the console
    assert times_out(s.ok("ping -c 1 127.0.0.1")) == PING_LINUX
    ping6 = re.sub(r"ttl=-?\d+", "ttl=T", s.ok("ping6 -c 1 ::1"))
    assert times_out(ping6) == PING6_LINUX
    s.ok("rmmod nf_demo")
    s.ok("insmod /nf-demo.ko drop_to=127.0.0.1")
    # -W 1: busybox waits 10 s for a first answer by default
    assert s.run("ping -c 1 -W 1 127.0.0.1") == (lost("127.0.0.1"), 1)
    s.ok("rmmod nf_demo")
    s.ok("insmod /nf-demo.ko drop_to=127.0.0.1 drop_hook=3")
    assert s.run("ping -c 1 -W 1 127.0.0.1") == (PING_EPERM_LINUX, 1)
    s.ok("rmmod nf_demo")
    assert s.ok("dmesg | grep -o 'nf_demo: .*'") == DMESG_LINUX
    assert times_out(s.ok("ping -c 1 127.0.0.1")) == PING_LINUX
    assert s.ok("cat /proc/meminfo") == before
    s.ok("insmod /snull.ko; "
         "ifconfig sn0 192.168.0.1 netmask 255.255.255.0 up; "
         "ifconfig sn1 192.168.1.2 netmask 255.255.255.0 up; "
         "insmod /nf-demo.ko drop_to=192.168.1.2")
    assert s.run("ping -c 1 -W 1 192.168.0.2") == (lost("192.168.0.2"), 1)
    s.ok("rmmod nf_demo; rmmod snull")
    assert s.ok("dmesg | grep -o 'nf_demo: .*' | tail -n 9") == \
        SNULL_DMESG_LINUX
    assert "Oops" not in s.vm.log and "BUG:" not in s.vm.log

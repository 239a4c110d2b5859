"""AF_INET6 and AF_PACKET (docs/net.md's IPv6 and packet sockets
sections), in one boot of busybox sh as pid 1, each program's lines
against what the same binary printed on Linux 6.1 (tests/kernel/*.linux,
recorded once with linux-reference):

- tests/glibc/net6check: socket(2)'s errnos for AF_INET6, bind(2),
  connect(2) and sendto(2) with sockaddr_in6 and their refusals, UDP
  and TCP over ::1 and through IPv4-mapped addresses to AF_INET
  sockets, IPV6_V6ONLY, IPV6_ADDRFORM, an ICMPv6 echo (net6check.linux).
- tests/glibc/sockopt6check: the options LTP's setsockopt11 sets:
  IPV6_RTHDR's routing headers of types 4 and 2 and their refusals,
  IPV6_MTU's bounds, UDP_CORK over AF_INET6 and AF_INET with a splice
  among the corked sends (sockopt6check.linux).
- /proc/net/if_inet6 (::1 on lo once lo is up) and /proc/net/tcp6's
  header, as Linux shows them.
- tests/glibc/packetcheck: AF_PACKET's errnos (EPERM without
  CAP_NET_RAW), bind(2) to lo, the copies of frames over lo, raw and
  cooked sends, PACKET_VERSION and PACKET_RX_RING's checks, memberships,
  and 400 random frames into lo without an oops (packetcheck.linux).
- busybox's ping6 ::1 (ICMPv6 echo through a raw AF_INET6 socket).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402
from test_netpty import as_linux  # noqa: E402

IF_INET6 = "00000000000000000000000000000001 01 80 10 80       lo"
TCP6_HEAD = ("  sl  local_address                         remote_address"
             "                        st tx_queue rx_queue tr tm->when "
             "retrnsmt   uid  timeout inode")


# What busybox's ping6 prints on Linux 6.1 and here, but the ttl
# (IPV6_HOPLIMIT's control message, not given here) and the times
PING6 = ("PING ::1 (::1): 56 data bytes", "64 bytes from ::1: seq=0 ttl=",
         "64 bytes from ::1: seq=1 ttl=",
         "2 packets transmitted, 2 packets received, 0% packet loss")


def test_ipv6_as_linux(k):
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k)
    assert s.ok("cat /proc/net/if_inet6").strip() == ""
    s.ok("ip link set lo up")
    assert s.ok("cat /proc/net/if_inet6").strip() == IF_INET6
    as_linux(s, "cd /tmp && /glibc/net6check", "net6check.linux")
    as_linux(s, "cd /tmp && /glibc/sockopt6check", "sockopt6check.linux")
    assert s.ok("head -1 /proc/net/tcp6").rstrip("\r\n") == TCP6_HEAD
    as_linux(s, "/glibc/packetcheck", "packetcheck.linux")
    ping = s.ok("ping6 -c 2 ::1")
    for line in PING6:
        assert line in ping, ping
    for bad in ("Oops", "BUG:", "WARNING:", "Kernel panic"):
        assert bad not in s.vm.log, s.vm.log



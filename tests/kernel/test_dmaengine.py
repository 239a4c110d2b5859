"""The DMA engine client API (include/linux/dmaengine.h,
drivers/dma/dmaengine.c) with no DMA engine, as Madieu's
dma-single-buffer meets it: tests/modules/dma-none's lines are what it
printed on Linux 6.1's i386 kernel in QEMU (linux-reference, the module
built against Debian's 6.1 headers): a request by name or by mask is
-EPROBE_DEFER, one with a filter and the deprecated slave request NULL;
capability masks and dma_submit_error() as Linux's.  Built with gcc and
clang; memory as before after rmmod.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_notifier import module_lines_as_linux  # noqa: E402

LINUX = """\
dma_none: mask: memcpy 1, slave 0
dma_none: dma_request_chan: error -517
dma_none: dma_request_chan_by_mask: error -517
dma_none: dma_request_channel: NULL
dma_none: dma_request_slave_channel: NULL
dma_none: dma_submit_error: -5 0
dma_none: gone""".splitlines()


def test_dmaengine_without_engine_as_linux(k):
    module_lines_as_linux(k, "dma-none",
                          "dma_none: [a-z_]+:.*|dma_none: gone", LINUX)

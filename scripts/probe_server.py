"""Probe a classroom server as a student on the network might (issue 37), and print what it
spends: its memory (RSS) and open file descriptors before, under and after each probe.

    python scripts/probe_server.py                  # 1,000 idle sockets, then a 95 MB body
    python scripts/probe_server.py --sockets 2000 --bodies 4
    python scripts/probe_server.py --checkout /path/to/an/older/checkout   # its server instead

It starts ``python -m wordgames app`` on a free loopback port over a fresh classroom folder,
waits until the lobby answers, then:

1. opens ``--sockets`` idle connections (spread over ``--sources`` loopback addresses, as
   machines of a classroom) and sends nothing: the server's descriptors and CPU under them,
   whether the lobby still answers (and how fast), and how many are closed after the idle
   timeout;
2. sends ``--bodies`` requests at once that announce a 95 MB body and push it as fast as the
   server takes it: the server's peak memory meanwhile and how much of each body it took.

Linux only (it reads /proc). Loopback only; everything it opens is closed at the end.
"""

from __future__ import annotations

import argparse
import resource
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

BODY = 95 * 1024 * 1024


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def descriptors(pid: int) -> int:
    return len(list(Path(f"/proc/{pid}/fd").iterdir()))


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / 100


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def lobby_seconds(port: int, timeout: float = 10.0) -> float | None:
    """Seconds the lobby takes to answer, or None when it does not within ``timeout``."""
    began = time.perf_counter()
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=timeout) as answer:
            answer.read()
    except OSError:
        return None
    return time.perf_counter() - began


def lobby_said(port: int) -> str:
    answered = lobby_seconds(port)
    return f"answers in {answered * 1000:.0f} ms" if answered else "DOES NOT ANSWER"


def state(pid: int) -> str:
    return f"RSS {rss_mb(pid):7.1f} MB, {descriptors(pid):5d} descriptors"


def idle_sockets(pid: int, port: int, count: int, sources: int, idle: float) -> None:
    print(f"\n1. {count:,} idle sockets from {sources} loopback address(es)")
    print(f"   before:            {state(pid)}")
    held: list[socket.socket] = []
    refused = 0
    began = time.monotonic()
    for n in range(count):
        sock = socket.socket()
        sock.bind((f"127.0.0.{2 + n % sources}", 0))
        sock.settimeout(1)  # a full server's backlog takes no more: given up after 1 s
        try:
            sock.connect(("127.0.0.1", port))
        except OSError:
            refused += 1
            sock.close()
            continue
        held.append(sock)
    opening = time.monotonic() - began
    time.sleep(1.0)
    cpu = cpu_seconds(pid)
    time.sleep(2.0)
    busy = (cpu_seconds(pid) - cpu) / 2.0
    open_now = sum(_still_open(sock) for sock in held)
    print(f"   under them:        {state(pid)}; CPU {busy:.0%} of a core")
    print(f"   connected {len(held):,} in {opening:.1f} s (not connected within 1 s: {refused}); "
          f"closed by the server 3 s later: {len(held) - open_now:,} (past an address's share, "
          "or idle too long)")
    print(f"   the lobby under them: {lobby_said(port)}")
    time.sleep(idle + 3)
    open_later = sum(_still_open(sock) for sock in held)
    print(f"   after {idle + 3:.0f} s idle:    {state(pid)}; still open: {open_later:,}")
    for sock in held:
        sock.close()
    time.sleep(0.5)
    print(f"   all closed:        {state(pid)}")


def _still_open(sock: socket.socket) -> bool:
    sock.setblocking(False)
    try:
        return sock.recv(1) != b""
    except BlockingIOError:
        return True
    except OSError:
        return False


def large_bodies(pid: int, port: int, bodies: int) -> None:
    print(f"\n2. {bodies} request(s) at once announcing a {BODY // 2**20} MB body")
    print(f"   before:            {state(pid)}")
    taken = [0] * bodies
    peak = [rss_mb(pid)]
    done = threading.Event()

    def watch() -> None:
        while not done.is_set():
            peak[0] = max(peak[0], rss_mb(pid))
            time.sleep(0.01)

    def push(n: int) -> None:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
            sock.sendall(b"POST /make HTTP/1.1\r\nHost: probe\r\nContent-Type: application/"
                         b"x-www-form-urlencoded\r\nContent-Length: " + str(BODY).encode()
                         + b"\r\n\r\n")
            chunk = b"name=" + b"a" * (65536 - 5)
            try:
                while taken[n] < BODY:
                    taken[n] += sock.send(chunk)
            except OSError:
                pass

    watcher = threading.Thread(target=watch)
    watcher.start()
    began = time.perf_counter()
    pushers = [threading.Thread(target=push, args=(n,)) for n in range(bodies)]
    for thread in pushers:
        thread.start()
    for thread in pushers:
        thread.join()
    seconds = time.perf_counter() - began
    time.sleep(0.3)
    done.set()
    watcher.join()
    print(f"   peak meanwhile:    RSS {peak[0]:7.1f} MB")
    print(f"   after:             {state(pid)}")
    print(f"   bytes the sockets took before the server closed them: "
          f"{', '.join(f'{t / 2**20:.1f} MB' for t in taken)} in {seconds:.2f} s "
          "(the rest never sent)")
    print(f"   the lobby after:   {lobby_said(port)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sockets", type=int, default=1000)
    parser.add_argument("--sources", type=int, default=4)
    parser.add_argument("--bodies", type=int, default=1)
    parser.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parents[1],
                        help="the checkout whose server is probed (default: this one)")
    parser.add_argument("--limit", type=int, default=None,
                        help="the server's soft descriptor limit (default: the system's; "
                             "1024 is common on desktops)")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, args.sockets + 256), hard))
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's server
    try:
        from wordgames.server.gate import IDLE
    except ImportError:  # an older checkout's import path
        IDLE = 20.0

    limit = soft if args.limit is None else min(args.limit, hard)

    def as_before() -> None:  # the server gets the system's usual descriptor limit
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))

    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        server = subprocess.Popen([sys.executable, "-m", "wordgames", "app", "--port",
                                   str(port), "--classroom", folder],
                                  cwd=args.checkout, preexec_fn=as_before,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            for _ in range(600):
                if lobby_seconds(port, 1.0) is not None:
                    break
                if server.poll() is not None:
                    raise SystemExit(f"the server stopped: {server.communicate()[1].decode()}")
                time.sleep(0.2)
            print(f"server of {args.checkout} (pid {server.pid}) on port {port}; descriptor "
                  f"limit {limit}; this checkout's idle timeout {IDLE:g} s")
            idle_sockets(server.pid, port, args.sockets, args.sources, IDLE)
            large_bodies(server.pid, port, args.bodies)
        finally:
            server.terminate()
            try:
                _, err = server.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                _, err = server.communicate()
        lines = err.decode(errors="replace").splitlines()
        print(f"\nthe server's log: {len(lines)} line(s), {len(err):,} bytes; the first and "
              "the last:")
        for line in dict.fromkeys(lines[:3] + lines[-1:]):
            print(f"   {line[:200]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

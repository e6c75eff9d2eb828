#!/usr/bin/python3
"""preview_client.py: hostile and heavy clients of preview's server, for
tests/cli/preview.sh (each prints one result line, exits 0 when it holds).

  flood URL N          N connections opened at once, each then asks
                       /api/version: every one must get a whole 200.
  slow URL N SECONDS   N slow clients (slowloris): each sends its request
                       head a byte at a time, 0.3 s apart, for SECONDS;
                       meanwhile a normal client asks /api/version every
                       0.2 s and must be answered, each within 2 s.
  loris URL N          N slow clients on loopback (python's asyncio), each
                       trickling its request head a byte every 3 s; once
                       all are connected, a normal client asks
                       /api/version (up to 10 tries, each waiting for its
                       answer): it must be answered 200 with all N still
                       connected. Prints the answer's latency.
  unread URL N PATH    N clients ask PATH and read only its head (a
                       small receive buffer each): those over the
                       server's bound on answers held are answered 503;
                       with them all still connected, a normal client
                       must be answered 200. Prints the counts.
  raw URL              a request head as it is, from stdin (each line
                       ended by CRLF on the wire, PORT replaced by the
                       server's port): prints the answer's status (0: no
                       answer).
  hold URL N V RULES   N long polls (/api/version?since=V, V the version
                       now) at once: all but 64 are answered at once (the
                       cap on polls held); then a comment added to RULES,
                       every held one must be answered within 5 s, with a
                       version past V.
  load URL REQUESTS CLIENTS PID [GROWTH]
                       REQUESTS requests from CLIENTS threads (a mix of the
                       page, /api/version, /api/grid and /api/stats, the
                       last two from the server's cache), after a warm-up
                       of the same; prints the median and 99th-percentile
                       latency and PID's resident memory before and after,
                       which may grow by GROWTH KiB at most (default 2048;
                       -1: not judged, for a sanitizer's or valgrind's
                       server, whose freed memory is held back on purpose).
"""
import asyncio
import resource
import socket
import sys
import threading
import time
import urllib.parse


def parse(url):
    u = urllib.parse.urlsplit(url)
    return u.hostname, u.port


def exchange(host, port, request, timeout):
    """request's bytes sent on a fresh connection; all that comes back."""
    s = socket.create_connection((host, port), timeout=timeout)
    try:
        s.sendall(request)
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    finally:
        s.close()
    return data


def get(host, port, path, timeout=10):
    """One GET on a fresh connection: (status, body bytes)."""
    data = exchange(host, port, ("GET %s HTTP/1.1\r\nHost: %s:%d\r\n"
                                 "Connection: close\r\n\r\n" %
                                 (path, host, port)).encode(), timeout)
    head, _, body = data.partition(b"\r\n\r\n")
    status = int(head.split(b" ")[1]) if head.startswith(b"HTTP/") else 0
    return status, body


def flood(url, n):
    host, port = parse(url)
    socks = [socket.create_connection((host, port), timeout=20)
             for _ in range(n)]
    req = ("GET /api/version HTTP/1.1\r\nHost: %s:%d\r\nConnection: close"
           "\r\n\r\n" % (host, port)).encode()
    for s in socks:
        s.sendall(req)
    ok = 0
    for s in socks:
        data = b""
        try:
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
        except OSError:
            pass
        s.close()
        if data.startswith(b"HTTP/1.1 200") and data.rstrip().endswith(b"}"):
            ok += 1
    print("# flood: %d of %d connections answered 200" % (ok, n))
    return ok == n


def slow(url, n, seconds):
    host, port = parse(url)
    stop = time.monotonic() + seconds
    req = b"GET /api/version HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 400

    def loris():
        try:
            s = socket.create_connection((host, port), timeout=5)
            for b in req:
                if time.monotonic() > stop:
                    break
                s.send(bytes([b]))
                time.sleep(0.3)
            s.close()
        except OSError:
            pass  # dropped by the server: what it should do at last

    ts = [threading.Thread(target=loris) for _ in range(n)]
    for t in ts:
        t.start()
    worst, asked, bad = 0.0, 0, 0
    while time.monotonic() < stop:
        t0 = time.monotonic()
        try:
            status, _ = get(host, port, "/api/version", timeout=2)
        except OSError:
            status = 0
        worst = max(worst, time.monotonic() - t0)
        asked += 1
        bad += status != 200
        time.sleep(0.2)
    for t in ts:
        t.join()
    print("# slow: %d slow clients; %d requests beside them, %d failed, the "
          "slowest %.0f ms" % (n, asked, bad, worst * 1e3))
    return bad == 0 and asked > 0 and worst < 2


async def loris_run(host, port, n):
    head = (b"GET /api/version HTTP/1.1\r\nHost: %s:%d\r\nX-Slow: "
            % (host.encode(), port)) + b"a" * 4000
    conns = []

    async def trickle(writer):
        try:
            for b in head:
                writer.write(bytes([b]))
                await writer.drain()
                await asyncio.sleep(3)
        except (OSError, asyncio.CancelledError):
            pass

    for _ in range(n):
        reader, writer = await asyncio.open_connection(host, port)
        conns.append((reader, writer, asyncio.create_task(trickle(writer))))
    # Every slow client has sent its first byte (the event waited for).
    await asyncio.sleep(0)
    got, t0, tries = b"", time.monotonic(), 0
    while tries < 10 and not got.startswith(b"HTTP/1.1 200"):
        tries += 1
        t0 = time.monotonic()
        try:
            r, w = await asyncio.open_connection(host, port)
            w.write(b"GET /api/version HTTP/1.1\r\nHost: %s:%d\r\n"
                    b"Connection: close\r\n\r\n" % (host.encode(), port))
            # a guard only: the answer is waited for, not timed
            got = await asyncio.wait_for(r.read(), 60)
            w.close()
        except (OSError, asyncio.TimeoutError):
            got = b""
    took = time.monotonic() - t0
    # A slow client the server closed has its end of file by now.
    await asyncio.sleep(0.1)
    still = sum(1 for r, w, t in conns if not r.at_eof())
    for r, w, t in conns:
        t.cancel()
        w.close()
    return got, took, tries, still


def loris(url, n):
    host, port = parse(url)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < 2 * n + 64:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    got, took, tries, still = asyncio.run(loris_run(host, port, n))
    ok = got.startswith(b"HTTP/1.1 200")
    print("# loris: %d slow clients, %d still connected; the normal client "
          "%s after %d tries, %.1f ms" % (n, still, "answered 200" if ok
                                        else "not answered", tries,
                                        took * 1e3))
    return ok and still == n


def unread(url, n, path):
    host, port = parse(url)
    socks = []
    for _ in range(n):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.settimeout(120)  # a guard: each head is waited for
        s.connect((host, port))
        s.sendall(("GET %s HTTP/1.1\r\nHost: %s:%d\r\n\r\n"
                   % (path, host, port)).encode())
        socks.append(s)
    status, size = {}, 0
    for s in socks:
        head = b""
        try:
            while b"\r\n\r\n" not in head and len(head) < 4096:
                chunk = s.recv(4096 - len(head))
                if not chunk:
                    break
                head += chunk
        except OSError:
            pass
        code = int(head.split(b" ")[1]) if head.startswith(b"HTTP/") else 0
        status[code] = status.get(code, 0) + 1
        for line in head.split(b"\r\n"):
            if code == 200 and line.lower().startswith(b"content-length:"):
                size = int(line.split(b":")[1])
    try:
        normal, _ = get(host, port, "/api/version", timeout=60)
    except OSError:
        normal = 0
    for s in socks:
        s.close()
    print("# unread: %d clients not reading %s (%d bytes): %s; a normal "
          "client %d" % (n, path, size, ", ".join(
              "%d answered %d" % (k, v) for v, k in sorted(status.items())),
              normal))
    return (normal == 200 and status.get(503, 0) > 0 and
            status.get(200, 0) * size <= 128 << 20 and
            status.get(200, 0) + status.get(503, 0) == n)


def raw(url):
    host, port = parse(url)
    head = sys.stdin.read().replace("PORT", str(port))
    data = exchange(host, port, head.rstrip("\n").replace("\n", "\r\n")
                    .encode() + b"\r\n\r\n", 30)
    print(int(data.split(b" ")[1]) if data.startswith(b"HTTP/") else 0)
    return True


def hold(url, n, v, rules):
    host, port = parse(url)
    req = ("GET /api/version?since=%d HTTP/1.1\r\nHost: %s:%d\r\n"
           "Connection: close\r\n\r\n" % (v, host, port)).encode()
    socks = [socket.create_connection((host, port), timeout=10)
             for _ in range(n)]
    for s in socks:
        s.sendall(req)
        s.setblocking(False)
    got = {}

    def collect(until, want):
        # until want answers are in (the event), the deadline a bound only
        while time.monotonic() < until and len(got) < want:
            for i, s in enumerate(socks):
                if i in got:
                    continue
                try:
                    data = s.recv(65536)
                except BlockingIOError:
                    continue
                got[i] = data
            time.sleep(0.02)

    # Those over the 64 held are answered at once: wait for them, then
    # one more look, which finds any the server should have held.
    collect(time.monotonic() + 30, max(0, n - 64))
    collect(time.monotonic() + 0.1, n)
    early = len(got)
    with open(rules, "a") as f:
        f.write("# changed\n")
    collect(time.monotonic() + 30, n)
    later = [d for i, d in got.items()]
    moved = sum(1 for d in later if b'"version":%d,' % (v + 1) in d or
                b'"version":%d,' % (v + 2) in d)
    for s in socks:
        s.close()
    print("# hold: %d long polls: %d answered at once, %d after the change"
          " (%d with a newer version)" % (n, early, len(got) - early, moved))
    return early == max(0, n - 64) and len(got) == n and moved >= n - early


def rss_kib(pid):
    with open("/proc/%s/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


PATHS = ["/", "/api/version", "/api/grid?players=4&from=1&to=6",
         "/api/stats?players=4&n=50"]


def batch(host, port, requests, clients):
    """requests GETs from clients threads: (latencies, failures)."""
    lat, fails, lock = [], [0], threading.Lock()
    per = requests // clients

    def client(k):
        mine = []
        for i in range(per):
            t0 = time.monotonic()
            try:
                status, _ = get(host, port, PATHS[(k + i) % len(PATHS)])
            except OSError:
                status = 0
            mine.append(time.monotonic() - t0)
            if status != 200:
                with lock:
                    fails[0] += 1
        with lock:
            lat.extend(mine)

    ts = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return sorted(lat), fails[0]


def load(url, requests, clients, pid, growth):
    host, port = parse(url)
    batch(host, port, requests // 4, clients)
    before = rss_kib(pid)
    t0 = time.monotonic()
    lat, fails = batch(host, port, requests, clients)
    took = time.monotonic() - t0
    after = rss_kib(pid)
    med = lat[len(lat) // 2] * 1e3
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1e3
    print("# load: %d requests from %d clients in %.1f s: %d failed; latency "
          "median %.1f ms, p99 %.1f ms; RSS %d KiB before, %d KiB after"
          % (len(lat), clients, took, fails, med, p99, before, after))
    # No growth: within 2 MiB (allocator arenas settle in the warm-up).
    return (fails == 0 and len(lat) == requests and
            (growth < 0 or after - before < growth))


def main(argv):
    mode = argv[1]
    if mode == "flood":
        return flood(argv[2], int(argv[3]))
    if mode == "slow":
        return slow(argv[2], int(argv[3]), float(argv[4]))
    if mode == "loris":
        return loris(argv[2], int(argv[3]))
    if mode == "unread":
        return unread(argv[2], int(argv[3]), argv[4])
    if mode == "raw":
        return raw(argv[2])
    if mode == "hold":
        return hold(argv[2], int(argv[3]), int(argv[4]), argv[5])
    if mode == "load":
        return load(argv[2], int(argv[3]), int(argv[4]), argv[5],
                    int(argv[6]) if len(argv) > 6 else 2048)
    raise SystemExit("preview_client.py: unknown mode " + mode)


if __name__ == "__main__":
    sys.exit(0 if main(sys.argv) else 1)

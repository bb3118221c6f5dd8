#!/usr/bin/env python3
"""Baseline for mynd-bench-net: the least a reader can do with the fixture's stream.

POSTs to a fixture over a raw socket, splits the body on blank lines without any SSE, chunked or JSON parsing,
pulls each delta's embedded monotonic timestamp out with a string search, and prints the latencies (ns) as JSON.
Usage: sse_baseline_reader.py PORT PATH COUNT
"""
import json
import socket
import sys
import time

port, path, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
body = json.dumps({"model": "baseline", "max_tokens": 10, "stream": True, "messages": []}).encode()
connection = socket.create_connection(("127.0.0.1", port), timeout=60)
connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
connection.sendall(b"POST %s HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: %d\r\n\r\n%s"
                   % (path.encode(), len(body), body))
latencies = []
buffer = b""
while len(latencies) < count:
    data = connection.recv(65536)
    now = time.monotonic_ns()
    if not data:
        break
    buffer += data
    while True:
        start = buffer.find(b'"text":"')
        marker = 8
        if start < 0:
            start = buffer.find(b'"content":"')
            marker = 11
        if start < 0:
            break
        first = start + marker
        if first < len(buffer) and not buffer[first:first + 1].isdigit():
            buffer = buffer[first:]  # an empty or non-stamped text field
            continue
        end = buffer.find(b";", first)
        if end < 0:
            break
        latencies.append(now - int(buffer[first:end]))
        buffer = buffer[end + 1:]
connection.close()
print(json.dumps(latencies))

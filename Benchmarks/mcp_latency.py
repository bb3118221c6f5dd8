#!/usr/bin/env python3
"""Tool-call latency of `mynd mcp` beside the same query through the CLI, on the benchmark graph.

    mcp_latency.py MYND DB [--calls 200]

MCP: one `mynd mcp --db DB` process; each call is a `tools/call` written to its stdin and timed until the reply
line is read back (a minimal client: raw JSON-RPC on pipes, so the Python SDK's own overhead is not counted).
CLI: `mynd search Q --json` / `mynd related ID --depth 2 --limit 25 --json` as a new process per query, timed
from spawn to exit (what an assistant without MCP would do). Both see the same queries in the same order. The
spawn cost of `/bin/true` from this script is printed as the floor of the CLI column. Prints p50 and p99.
"""

import json
import random
import sqlite3
import subprocess
import sys
import time

mynd, db = sys.argv[1], sys.argv[2]
calls = int(sys.argv[sys.argv.index("--calls") + 1]) if "--calls" in sys.argv else 200

words = ["garden", "book", "run", "swift", "idea", "call", "plan", "trip", "music", "paint",
         "budget", "health", "friend", "family", "work", "learn", "write", "cook", "build", "read"]
rng = random.Random(7)
ids = [row[0] for row in sqlite3.connect(db).execute("SELECT id FROM nodes ORDER BY num")]
queries = {
    "search": [f"{rng.choice(words)} {rng.choice(words)}" for _ in range(calls)],
    "related": [rng.choice(ids) for _ in range(calls)],
}


def percentile(samples, p):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def mcp_times(tool):
    proc = subprocess.Popen([mynd, "mcp", "-q", "--db", db], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def rpc(id, method, params):
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": id, "method": method, "params": params}) + "\n")
        proc.stdin.flush()
        reply = json.loads(proc.stdout.readline())
        if "error" in reply or reply.get("result", {}).get("isError"):
            raise SystemExit(f"{method} failed: {reply}")
        return reply

    rpc(0, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "0"}})
    proc.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
    times = []
    for i, q in enumerate(queries[tool], start=1):
        arguments = {"query": q} if tool == "search" else {"node": q, "depth": 2, "limit": 25}
        start = time.perf_counter()
        rpc(i, "tools/call", {"name": tool, "arguments": arguments})
        times.append(time.perf_counter() - start)
    proc.stdin.close()
    proc.wait()
    return times


def cli_times(tool):
    times = []
    for q in queries[tool]:
        args = ["search", q, "--json"] if tool == "search" else ["related", q, "--depth", "2", "--limit", "25", "--json"]
        start = time.perf_counter()
        subprocess.run([mynd] + args + ["--db", db], check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return times


def spawn_floor():
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        subprocess.run(["/bin/true"], check=True)
        times.append(time.perf_counter() - start)
    return times


def ms(x):
    return f"{x * 1000:.2f} ms"


print(f"{len(ids)} nodes; {calls} calls per row (same queries both ways)")
print(f"{'query':<10}{'MCP p50':>12}{'MCP p99':>12}{'CLI p50':>12}{'CLI p99':>12}")
for tool in ("search", "related"):
    m, c = mcp_times(tool), cli_times(tool)
    print(f"{tool:<10}{ms(percentile(m, 50)):>12}{ms(percentile(m, 99)):>12}{ms(percentile(c, 50)):>12}{ms(percentile(c, 99)):>12}")
floor = spawn_floor()
print(f"{'/bin/true':<10}{'':>12}{'':>12}{ms(percentile(floor, 50)):>12}{ms(percentile(floor, 99)):>12}  (spawn floor)")

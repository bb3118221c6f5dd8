import Foundation
import MyndCore

// mynd-bench-graph: generates a deterministic graph and prints, for each operation, mynd's median beside
// a baseline measured in the same run. See Benchmarks/README.md; scripts/bench drives it.
//
//   mynd-bench-graph [--nodes 100000] [--edges 1000000] [--runs 5] [--dir DIR] [--mynd PATH] [--no-networkx]
//   mynd-bench-graph rss DB        (internal: RSS of a freshly loaded graph, in a clean process)

let args = CommandLine.arguments
if args.count == 3, args[1] == "rss" {
    let before = Measure.rss()
    let graph = try KnowledgeGraph(path: args[2], mode: .inMemory)
    let after = Measure.rss()
    print(after - before)
    withExtendedLifetime(graph) {}
    exit(0)
}

// Internal: `mynd-bench-graph loop DB N` repeats relatedIDs N times from random starts across the whole
// graph, so caches are as cold as in the timed run (for profiling with perf).
if args.count == 4, args[1] == "loop" {
    let graph = try KnowledgeGraph(path: args[2], mode: .inMemory)
    let ids = try graph.nodes(limit: Int.max).map(\.id)
    var rng = SplitMix(seed: 7)
    let starts = (0..<Int(args[3])!).map { _ in ids[Int(rng.next() % UInt64(ids.count))] }
    var total = 0
    let seconds = try Measure.time {
        for start in starts { total += try graph.relatedIDs(to: start).count }
    }
    print(String(format: "%.2f µs per relatedIDs (%d results)", seconds / Double(args[3])! * 1e6, total))
    exit(0)
}

// Internal: `mynd-bench-graph related DB` times relatedIDs on the loaded graph exactly as the full run does
// (same 50 starts, one call each, median), five rounds, for quick iteration on the query path.
if args.count == 3, args[1] == "related" {
    let graph = try KnowledgeGraph(path: args[2], mode: .inMemory)
    let ids = try graph.nodes(limit: Int.max).map(\.id)
    var rng = SplitMix(seed: 99)
    let starts = (0..<50).map { _ in Int(rng.next() % UInt64(ids.count)) }
    _ = try graph.relatedIDs(to: ids[0])
    for round in 1...5 {
        var times: [Double] = []
        for s in starts { times.append(try Measure.time { _ = try graph.relatedIDs(to: ids[s], depth: 2, limit: 50) }) }
        print(String(format: "round %d: median %.1f µs", round, Measure.median(times) * 1e6))
    }
    exit(0)
}

// Internal: `mynd-bench-graph make DB [NODES EDGES]` writes the benchmark graph (default 100,000 / 1,000,000,
// same seed as the full run) into DB and stops: the database Benchmarks/mcp_latency.py times `mynd mcp` on.
if (3...5).contains(args.count), args[1] == "make" {
    let nodes = args.count > 3 ? Int(args[3])! : 100_000, edges = args.count > 4 ? Int(args[4])! : 1_000_000
    let graph = try KnowledgeGraph(path: args[2], mode: .onDemand)
    _ = try graph.importGraph(BenchGraph(nodes: nodes, edges: edges, seed: 2026).document)
    exit(0)
}

func option(_ name: String, _ fallback: String) -> String {
    guard let i = args.firstIndex(of: name), i + 1 < args.count else { return fallback }
    return args[i + 1]
}
let nodeCount = Int(option("--nodes", "100000"))!
let edgeCount = Int(option("--edges", "1000000"))!
let runs = Int(option("--runs", "5"))!
let dir = option("--dir", NSTemporaryDirectory() + "mynd-bench")
let myndBinary = option("--mynd", "")
let useNetworkx = !args.contains("--no-networkx")
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

// --reuse keeps an earlier run's database and skips the import measurement (for quick re-runs).
let reuse = args.contains("--reuse") && FileManager.default.fileExists(atPath: dir + "/bench.sqlite")
if !reuse { try? FileManager.default.removeItem(atPath: dir) }
try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
func log(_ text: String) { FileHandle.standardError.write(Data("· \(text)\n".utf8)) }

var rows: [(String, String, String, String, String)] = []
func ms(_ seconds: Double) -> String { String(format: seconds < 0.01 ? "%.3f ms" : "%.1f ms", seconds * 1000) }
func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2f×", a / b) }
@MainActor func row(_ what: String, _ mine: String, _ base: String, _ r: String, _ goal: String) { rows.append((what, mine, base, r, goal)) }

log("generating \(nodeCount) nodes / \(edgeCount) edges")
let bench = BenchGraph(nodes: nodeCount, edges: edgeCount, seed: 2026)

// Import: mynd's validated, atomic import vs a bare single-transaction insert of the same rows.
var importTimes: [Double] = [], insertTimes: [Double] = []
let dbPath = dir + "/bench.sqlite"
for run in 0..<(reuse ? 0 : max(1, min(runs, 3))) {
    log("import run \(run + 1)")
    let path = run == 0 ? dbPath : dir + "/import-\(run).sqlite"
    let graph = try KnowledgeGraph(path: path, mode: .onDemand)
    importTimes.append(try Measure.time { try graph.importGraph(bench.document) })
    insertTimes.append(try Baselines.insert(bench, into: dir + "/insert-\(run).sqlite"))
    if run > 0 { try KnowledgeGraph.destroy(path: path) }
    try KnowledgeGraph.destroy(path: dir + "/insert-\(run).sqlite")
}
let importMedian = Measure.median(importTimes), insertMedian = Measure.median(insertTimes)
if !reuse {
    row("import \(edgeCount) edges", ms(importMedian), ms(insertMedian) + " (1-txn INSERT)", ratio(importMedian, insertMedian), "—")
}

// Cold open: load the in-memory graph vs a C-level scan of the edges table.
log("cold open")
var openTimes: [Double] = [], scanTimes: [Double] = []
var checksum = 0.0
for _ in 0..<runs {
    scanTimes.append(Measure.time { checksum += Baselines.scanEdges(dbPath) })
    openTimes.append(try Measure.time { _ = try KnowledgeGraph(path: dbPath, mode: .inMemory) })
}
let openMedian = Measure.median(openTimes), scanMedian = Measure.median(scanTimes)
row("cold open (load graph)", ms(openMedian), ms(scanMedian) + " (C scan of edges)", ratio(openMedian, scanMedian), "≤ 1.3×")

// Memory of the loaded graph, measured in a clean child process.
let rss = Int(try Measure.runProcess(CommandLine.arguments[0], ["rss", dbPath], captureOutput: true).output
    .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
row("RSS of loaded graph", String(format: "%.1f MB", Double(rss) / 1e6), String(format: "%.1f B/edge", Double(rss) / Double(edgeCount)), "—", "≤ 70 MB")

// Queries on the loaded graph (daemon mode), and the same related query answered from SQLite indexes (CLI mode).
let live = try KnowledgeGraph(path: dbPath, mode: .inMemory)
let onDemand = try KnowledgeGraph(path: dbPath, mode: .onDemand)
var rng = SplitMix(seed: 99)
let starts = (0..<50).map { _ in Int(rng.next() % UInt64(nodeCount)) }
let pairs = (0..<20).map { _ in (Int(rng.next() % UInt64(nodeCount)), Int(rng.next() % UInt64(nodeCount))) }
let ids = bench.document.nodes.map(\.id)
log("queries")
var relatedIDTimes: [Double] = [], relatedTimes: [Double] = [], relatedSQLTimes: [Double] = []
var pathIDTimes: [Double] = [], pathTimes: [Double] = [], pathSQLTimes: [Double] = []
var pathLengths: [Int] = []
_ = try live.relatedIDs(to: ids[0])  // builds the id index once, as a daemon's first query would
// Each kind of query runs over all starts (or pairs) in its own loop, as the networkx script does.
for s in starts { relatedIDTimes.append(try Measure.time { _ = try live.relatedIDs(to: ids[s], depth: 2, limit: 50) }) }
for s in starts { relatedTimes.append(try Measure.time { _ = try live.related(to: ids[s], depth: 2, limit: 50) }) }
for s in starts { relatedSQLTimes.append(try Measure.time { _ = try onDemand.related(to: ids[s], depth: 2, limit: 50) }) }
for (a, b) in pairs {
    var length = 0
    pathIDTimes.append(try Measure.time { length = try live.pathIDs(from: ids[a], to: ids[b])?.count ?? 0 })
    pathLengths.append(length)
}
for (a, b) in pairs { pathTimes.append(try Measure.time { _ = try live.path(from: ids[a], to: ids[b]) }) }
for (a, b) in pairs { pathSQLTimes.append(try Measure.time { _ = try onDemand.path(from: ids[a], to: ids[b]) }) }
let componentsMedian = try Measure.median(runs: 3) { _ = try live.componentIDs() }
let pageRankMedian = try Measure.median(runs: 3) { _ = try live.pageRank() }

// networkx on the same graph, same starts and pairs.
var nx: [String: Double] = [:]
if useNetworkx {
    log("networkx baseline (loading the graph into Python takes a while)")
    let edgesFile = dir + "/edges.txt", queryFile = dir + "/queries.json"
    try bench.writeEdgeList(to: edgesFile)
    let queries: [String: Any] = ["nodes": nodeCount, "starts": starts, "pairs": pairs.map { [$0.0, $0.1] }]
    try JSONSerialization.data(withJSONObject: queries).write(to: URL(fileURLWithPath: queryFile))
    let script = here.appendingPathComponent("networkx_baseline.py").path
    let result = try Measure.runProcess("/usr/bin/env", ["python3", script, edgesFile, queryFile], captureOutput: true)
    if result.status == 0, let data = result.output.data(using: .utf8),
       let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Double] {
        nx = parsed
    } else {
        log("networkx baseline failed (status \(result.status)); is networkx installed? (pip install networkx scipy)")
    }
}
@MainActor func versusNX(_ name: String, _ mine: Double, _ key: String, _ goal: String) {
    if let base = nx[key] { row(name, ms(mine), ms(base) + " (networkx)", ratio(mine, base), goal) } else { row(name, ms(mine), "—", "—", goal) }
}
versusNX("related d2 l50: ids (loaded graph)", Measure.median(relatedIDTimes), "related", "≤ 0.5×")
versusNX("related d2 l50: + node rows (loaded graph)", Measure.median(relatedTimes), "related", "—")
versusNX("related d2 l50: + node rows (SQLite indexes)", Measure.median(relatedSQLTimes), "related", "—")
versusNX("shortest path: ids (loaded graph)", Measure.median(pathIDTimes), "path", "≤ 0.5×")
versusNX("shortest path: + node rows (loaded graph)", Measure.median(pathTimes), "path", "—")
versusNX("shortest path: + node rows (SQLite indexes)", Measure.median(pathSQLTimes), "path", "—")
versusNX("connected components", componentsMedian, "components", "far below")
versusNX("PageRank", pageRankMedian, "pagerank", "—")

// A whole cold `mynd related` process vs the sqlite3 command-line tool answering the same question.
if !myndBinary.isEmpty {
    log("cold processes")
    var myndTimes: [Double] = [], sqliteTimes: [Double] = []
    for s in starts.prefix(20) {
        let id = ids[s].rawValue
        sqliteTimes.append(try Measure.runProcess("/usr/bin/sqlite3", ["-json", dbPath, Baselines.relatedSQL(id: id)]).seconds)
        let mine = try Measure.runProcess(myndBinary, ["related", id, "--depth", "2", "--limit", "50", "--json", "--db", dbPath])
        guard mine.status == 0 else { fatalError("mynd related exited \(mine.status)") }
        myndTimes.append(mine.seconds)
    }
    var versionTimes: [Double] = [], sqliteStart: [Double] = []
    for _ in 0..<20 {
        versionTimes.append(try Measure.runProcess(myndBinary, ["--version"]).seconds)
        sqliteStart.append(try Measure.runProcess("/usr/bin/sqlite3", [":memory:", "SELECT 1"]).seconds)
    }
    let a = Measure.median(myndTimes), b = Measure.median(sqliteTimes)
    row("`mynd related --json` cold process", ms(a), ms(b) + " (sqlite3 CLI, CTE)", ratio(a, b), "≤ 1.5×")
    let v = Measure.median(versionTimes), z = Measure.median(sqliteStart)
    row("  of which: process start (`--version`)", ms(v), ms(z) + " (sqlite3 SELECT 1)", ratio(v, z), "—")
}

print("mynd graph benchmark: \(nodeCount) nodes, \(edgeCount) edges, median of \(runs) runs (queries: 50 starts, 20 pairs; mean path length \(String(format: "%.1f", Double(pathLengths.reduce(0, +)) / Double(max(1, pathLengths.filter { $0 > 0 }.count)))) nodes)")
let header = ("operation", "mynd", "baseline (same run)", "ratio", "goal")
let all = [header] + rows
let widths = [all.map(\.0.count).max()!, all.map(\.1.count).max()!, all.map(\.2.count).max()!, all.map(\.3.count).max()!, all.map(\.4.count).max()!]
func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - s.count)) }
for r in all {
    print("| " + [pad(r.0, widths[0]), pad(r.1, widths[1]), pad(r.2, widths[2]), pad(r.3, widths[3]), pad(r.4, widths[4])].joined(separator: " | ") + " |")
    if r.0 == header.0 { print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|") }
}
_ = checksum

import Foundation
import MyndCore

/// `mynd-bench-names`: mynd's known-name correction (`KnownNameCorrection`, what `TranscriberChain` applies to every
/// transcript) on transcripts given as JSON, so Benchmarks/STTBench/names_bench.py measures mynd's own code.
///
/// stdin: `{"names": ["Hannah", …], "texts": ["…", …]}` (names most recently mentioned first).
/// stdout: `{"texts": ["…", …], "changes": [[{"heard": "…", "name": "…"}, …], …]}`, one entry per input text.
struct Input: Decodable {
    var names: [String]
    var texts: [String]
}

struct Output: Encodable {
    struct Change: Encodable {
        var heard: String
        var name: String
    }
    var texts: [String]
    var changes: [[Change]]
}

/// `--time N`: instead, how long the correction takes per utterance as push-to-talk runs it
/// (`KnownNameCorrection.forNames`, which keeps the names' keys between turns, then the text corrected), median and p95
/// over N passes over the texts; and on their own: the first call (the word lists' first load) and reading the names
/// afresh (what a turn pays when the graph's names changed).
let timing = CommandLine.arguments.firstIndex(of: "--time").flatMap { index in
    CommandLine.arguments.dropFirst(index + 1).first.flatMap { Int($0) }
}

let data = FileHandle.standardInput.readDataToEndOfFile()
let input: Input
do {
    input = try JSONDecoder().decode(Input.self, from: data)
} catch {
    FileHandle.standardError.write(Data("mynd-bench-names: stdin is not {\"names\": […], \"texts\": […]}: \(error)\n".utf8))
    exit(64)
}
if let passes = timing {
    let clock = ContinuousClock()
    let first = clock.measure { _ = KnownNameCorrection(names: input.names).correct(input.texts.first ?? "") }
    var fresh: [Double] = []
    for _ in 0..<20 {
        let took = clock.measure { _ = KnownNameCorrection(names: input.names) }
        fresh.append(Double(took.components.attoseconds) / 1e12 + Double(took.components.seconds) * 1e6)
    }
    fresh.sort()
    var samples: [Double] = []
    var changed = 0
    for _ in 0..<max(1, passes) {
        for text in input.texts {
            var result: (text: String, changes: [KnownNameCorrection.Change]) = ("", [])
            let took = clock.measure { result = KnownNameCorrection.forNames(input.names).correct(text) }
            changed += result.changes.count
            samples.append(Double(took.components.attoseconds) / 1e12 + Double(took.components.seconds) * 1e6)
        }
    }
    samples.sort()
    let median = samples[samples.count / 2], p95 = samples[min(samples.count - 1, samples.count * 95 / 100)]
    print("\(input.names.count) names, \(samples.count) corrections (\(changed) changes): median \(Int(median)) µs, "
          + "p95 \(Int(p95)) µs; first one (word lists loaded) \(first); names read afresh: median \(Int(fresh[10])) µs")
    exit(0)
}
let correction = KnownNameCorrection(names: input.names)
var output = Output(texts: [], changes: [])
for text in input.texts {
    let result = correction.correct(text)
    output.texts.append(result.text)
    output.changes.append(result.changes.map { Output.Change(heard: $0.heard, name: $0.name) })
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
FileHandle.standardOutput.write(try encoder.encode(output))
FileHandle.standardOutput.write(Data("\n".utf8))

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

let data = FileHandle.standardInput.readDataToEndOfFile()
let input: Input
do {
    input = try JSONDecoder().decode(Input.self, from: data)
} catch {
    FileHandle.standardError.write(Data("mynd-bench-names: stdin is not {\"names\": […], \"texts\": […]}: \(error)\n".utf8))
    exit(64)
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

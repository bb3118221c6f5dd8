// mynd-train-rementions: trains the restatement veto (RestatementScorer.veto) on the rules' own marks over the
// development scripts of Benchmarks/ExtractionBench, and the restatement linker (RestatementLinker) on what the rules
// found nothing for, and the goal-link veto (GoalLinkScorer) on the rules' links from open goals to new tasks, and writes
// Resources/models/restatement-veto.tsv, restatement-linker.tsv, goal-link-veto.tsv and their embedded Swift.
//   swift run -c release mynd-train-rementions --dump   # the linker's rows, tab-separated, to study
//   swift run -c release mynd-train-rementions          # train and write both files
//   swift run -c release mynd-train-rementions --cv     # leave one script out: wrong and right marks undone per level
//   swift run -c release mynd-train-rementions --check  # fail when a fresh training differs from the committed files
import Foundation
import MyndCore

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let bench = root.appendingPathComponent("Benchmarks/ExtractionBench")
let model = root.appendingPathComponent("Resources/models/restatement-veto.tsv")
let linkerModel = root.appendingPathComponent("Resources/models/restatement-linker.tsv")
let goalLinkModel = root.appendingPathComponent("Resources/models/goal-link-veto.tsv")
let swift = root.appendingPathComponent("Sources/MyndCore/Extraction/EmbeddedRestatementModel.swift")
do {
    if CommandLine.arguments.contains("--cv") {
        print(try await RestatementTraining.crossValidation(benchDirectory: bench))
    } else if CommandLine.arguments.contains("--dump") {
        print(try await RestatementTraining.dump(benchDirectory: bench), terminator: "")
    } else {
        let (tsv, linker, goalLink) = try await RestatementTraining.trainedModels(benchDirectory: bench)
        let embedded = RestatementTraining.embedded(veto: tsv, linker: linker, goalLink: goalLink)
        if CommandLine.arguments.contains("--check") {
            let committed = (try? String(contentsOf: model, encoding: .utf8), try? String(contentsOf: linkerModel, encoding: .utf8),
                             try? String(contentsOf: swift, encoding: .utf8), try? String(contentsOf: goalLinkModel, encoding: .utf8))
            guard committed.0 == tsv, committed.1 == linker, committed.2 == embedded, committed.3 == goalLink else {
                FileHandle.standardError.write(Data("restatement veto out of sync: run swift run -c release mynd-train-rementions\n".utf8))
                exit(1)
            }
            print("restatement veto in sync")
        } else {
            try tsv.write(to: model, atomically: true, encoding: .utf8)
            try linker.write(to: linkerModel, atomically: true, encoding: .utf8)
            try goalLink.write(to: goalLinkModel, atomically: true, encoding: .utf8)
            try embedded.write(to: swift, atomically: true, encoding: .utf8)
            print("wrote Resources/models/restatement-veto.tsv, restatement-linker.tsv, goal-link-veto.tsv and Sources/MyndCore/Extraction/EmbeddedRestatementModel.swift")
        }
    }
} catch {
    FileHandle.standardError.write(Data("mynd-train-rementions: \(error)\n".utf8))
    exit(1)
}

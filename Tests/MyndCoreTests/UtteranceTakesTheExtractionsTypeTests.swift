import Foundation
@testable import MyndCore
import Testing

/// The utterance is committed typed by a quick reading of it whole, before extraction. When the extractor finds an aim
/// and no task where that reading said task, the utterance takes the aim's type and stands for it, rather than staying
/// a task no extractor filed beside the aim (issue 12). Sentences of no script.
struct UtteranceTakesTheExtractionsTypeTests {
    private static func file(_ text: String) async throws -> (stored: NodeType, extracted: Extraction, filed: FiledExtraction) {
        let temp = try TempGraph()
        defer { temp.cleanup() }
        let now = Date(timeIntervalSince1970: 1_900_000_000)
        let stored = UtteranceClassifier.classify(text)
        let utterance = try temp.graph.add(Node(type: stored, content: text, createdAt: now))
        let extraction = OfflineExtractor().extract(text, known: [])
        let filer = GraphFiler(graph: temp.graph.graphAccess, memory: MemoryStore(temp.graph.writer), timeZone: TimeZone(identifier: "UTC")!)
        let filed = try await filer.file(extraction, utterance: utterance, now: now)
        return (stored, extraction, filed)
    }

    @Test(arguments: [
        "and i want to take my dad back to cork before he cant do the ferry anymore he hasnt seen his brothers farm since like eighty nine",
        "one thing before ellie starts uni i want to take her to a proper rugby match at the aviva good seats not up in the gods",
    ])
    func anAimTheQuickReadingTookForATaskIsFiledOnce(_ text: String) async throws {
        let (stored, extraction, filed) = try await Self.file(text)
        // The case itself: the quick reading said task, the extractor an aim and no task.
        #expect(stored == .action)
        #expect(extraction.utteranceType == .goal && extraction.actions.isEmpty, "\(extraction)")
        #expect(filed.utterance.type == .goal)
        let filedActions = filed.nodes.filter { $0.type == .action }
        let filedGoals = filed.nodes.filter { $0.type == .goal }
        #expect(filedActions.isEmpty, "\(filed.nodes.map { "\($0.type): \($0.content)" })")
        #expect(filedGoals.count == 1, "\(filed.nodes.map { "\($0.type): \($0.content)" })")
    }

    @Test func aTaskTheExtractorAlsoFoundStaysATask() async throws {
        let (stored, _, filed) = try await Self.file("Ring the garage about the MOT before Friday.")
        #expect(stored == .action)
        #expect(filed.utterance.type == .action)
    }
}

import Foundation
@testable import MyndCore
import Testing

/// An occasion said over several clauses (what, then when) beside a task is filed as an event beside the task
/// (issue 12): "Kemi's flying in from Leeds — Fri Oct 24, lands 3:40pm. I'm picking her up." Sentences of no script.
struct OccasionInSeveralClausesTests {
    let now = ISO8601DateFormatter().date(from: "2031-09-09T15:30:00Z")!
    let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: [
        ("Kemi's flying in from Leeds — Fri Oct 24, lands 3:40pm. I'm picking her up.", "2031-10-24T15:40"),
        ("Grandad's eye appointment — Tues 16th, 10:15, the Royal. I'm driving him.", "2031-09-16T10:15"),
        ("Sione's 40th — Saturday 11 October, his place in Ipswich. Need to swap my shift.", "2031-10-11"),
    ])
    func eventBesideTask(_ text: String, _ due: String) async throws {
        let temp = try TempGraph()
        defer { temp.cleanup() }
        let utterance = try temp.graph.add(Node(type: .thought, content: text))
        let extraction = OfflineExtractor().extract(text, known: [])
        let filed = try await GraphFiler(graph: temp.graph.graphAccess, memory: MemoryStore(temp.graph.writer), timeZone: utc)
            .file(extraction, utterance: utterance, now: now)
        let events = filed.nodes.filter { $0.type == .event }
        #expect(events.count == 1 && events.first?.metadata[DueDates.key] == due, "\(text): \(events.map(\.content))")
        #expect(filed.nodes.contains { $0.type == .action }, "\(text)")
    }
}

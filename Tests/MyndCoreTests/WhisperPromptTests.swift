import Foundation
import Testing
@testable import MyndCore

/// The prompt mynd primes its Whisper engine with: lead, then the graph's names in the order given, within a budget.
struct WhisperPromptTests {
    @Test func nothingToSayIsNil() {
        #expect(WhisperPrompt.build(lead: nil, names: []) == nil)
        #expect(WhisperPrompt.build(lead: "  ", names: [" ", ""]) == nil)
    }

    @Test func namesAreJoinedInOrderOnceEachAndTidied() {
        let prompt = WhisperPrompt.build(lead: nil, names: ["Siobhan", " Kwame  Mensah ", "siobhan", "Ng, Ravi", "Priya"])
        #expect(prompt == "Siobhan, Kwame Mensah, Ng Ravi, Priya.")
    }

    @Test func theLeadComesFirstAsItsOwnSentence() {
        #expect(WhisperPrompt.build(lead: "Notes about friends", names: ["Aisha"]) == "Notes about friends. Aisha.")
        #expect(WhisperPrompt.build(lead: "People I know:", names: ["Aisha", "Tomasz"]) == "People I know: Aisha, Tomasz.")
        #expect(WhisperPrompt.build(lead: "Notes about friends.", names: []) == "Notes about friends.")
    }

    @Test("the budget keeps the first names (the most recent) and stops at the first that does not fit")
    func budgetKeepsTheFirstNames() {
        let names = (0..<200).map { "Person\($0)" }
        let prompt = try! #require(WhisperPrompt.build(lead: "Friends:", names: names, budget: 100))
        #expect(prompt.count <= 100)
        #expect(prompt.hasPrefix("Friends: Person0, Person1, "))
        #expect(prompt.hasSuffix("."))
        let kept = prompt.dropFirst("Friends: ".count).dropLast().components(separatedBy: ", ")
        #expect(kept == names.prefix(kept.count).map { $0 })
        // A short name later in the list does not jump the queue once one has not fitted.
        let mixed = WhisperPrompt.build(lead: nil, names: ["Alexandria", "Bartholomew", "Al"], budget: 22)
        #expect(mixed == "Alexandria.")
        #expect(WhisperPrompt.build(lead: nil, names: names).map { $0.count <= WhisperPrompt.defaultBudget } == true)
    }

    @Test("recentlyTouched: the most recently mentioned first, a re-mention included")
    func recentlyTouchedOrdersByMention() throws {
        let t = try TempGraph(mode: .onDemand); defer { t.cleanup() }
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for (offset, name) in ["Alice", "Bob", "Carol"].enumerated() {
            let at = start.addingTimeInterval(Double(offset) * 60)
            try t.graph.add(Node(type: .person, content: name, createdAt: at, updatedAt: at, lastTouchedAt: at))
        }
        try t.graph.add(Node(type: .project, content: "Garden Plan"))
        // Alice is named again: a re-mention of a known person touches her.
        try t.graph.add(Node(type: .person, content: "alice"))
        #expect(try t.graph.recentlyTouched(ofType: .person, limit: 10).map(\.content) == ["Alice", "Carol", "Bob"])
        #expect(try t.graph.recentlyTouched(ofType: .person, limit: 2).map(\.content) == ["Alice", "Carol"])
        #expect(try t.graph.recentlyTouched(ofType: .person, limit: 0).isEmpty)
    }
}

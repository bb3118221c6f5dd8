import Foundation
@testable import MyndCore
import Testing

/// One's own part in a dated occasion is a task beside the occasion's event (issue 12): "I'm bringing pancit", "I'm
/// taking her", "I'm singing alto", "I'm driving.", "I'm on flask duty", "I promised Karim two trays of ka'ak"; a
/// diary entry beside such a part is the occasion ("End-of-season banquet — Sat 17 Apr, 17:30. I said I'd do the
/// slideshow."), where beside an instruction its day is the task's. The part is no step towards an earlier aim, and a
/// part said by its verb alone says no earlier task again. Sentences of no script.
struct OwnPartAtAnOccasionTests {
    let now = ISO8601DateFormatter().date(from: "2031-09-09T15:30:00Z")!
    let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: [
        "I'm bringing pancit.", "im bringing two dozen tamales for the kids", "I'm taking her.", "I'm singing alto, front row.",
        "I'm running the cutover call.", "I'm driving.", "I'm on flask duty.", "I promised Karim two trays of ka'ak for the table.",
        "promised him a proper breakfast first", "I promised Pastor Ade two trays of puff-puff.",
        // A part by whom it is done with, whom one takes by name, and the parts of swapping, helping and minding.
        "I'm singing with the choir.", "I'm helping with the teas after.", "I'm taking Dorota, she wants to see it.",
        "I'm swapping a shift with Ewan to be there.", "I'm minding the twins for her.",
    ])
    func partIsATask(_ text: String) {
        #expect(UtteranceClassifier.classifyClause(text)?.type == .action, "\(text)")
    }

    @Test(arguments: [
        "I'm taking a break.", "I'm taking the day off work to rest.", "I'm running late again.", "I'm doing fine, honestly.",
        "I'm singing in the car right now.", "I'm cooking dinner now.", "I promised myself a quiet weekend.",
        "I'm taking forever with this essay.", "I'm helping.",
    ])
    func notAPart(_ text: String) {
        #expect(UtteranceClassifier.classifyClause(text)?.type != .action, "\(text)")
    }

    private func file(_ lines: [String]) async throws -> [FiledExtraction] {
        try await fileOffline(lines, from: now, timeZone: utc)
    }

    @Test(arguments: [
        ("End-of-season banquet — Sat 20 Sep, 17:30, the Legion. I said I'd do the slideshow.", "2031-09-20T17:30"),
        ("Thanksgiving at my house — Thursday Nov 27, 2 p.m. I'm doing the turkey and the tamales.", "2031-11-27T14:00"),
        ("Choir potluck tomorrow at 1 in St. Edward's hall. I'm bringing pancit.", "2031-09-10T13:00"),
        ("Ofrenda setup — Friday Oct 31, 4 p.m., the parish hall. I'm bringing the marigolds.", "2031-10-31T16:00"),
        ("Harvest service — Sunday 14th, half ten. I promised Pastor Ade two trays of puff-puff for after.", "2031-09-14T10:30"),
    ])
    func eventAndPart(_ text: String, _ due: String) async throws {
        let filed = try await file([text])[0]
        let events = filed.nodes.filter { $0.type == .event }
        #expect(events.count == 1 && events.first?.metadata[DueDates.key] == due, "\(text): \(events.map(\.content))")
        #expect(filed.nodes.contains { $0.type == .action }, "\(text)")
    }

    @Test func instructionBesideADiaryEntryKeepsItsDay() async throws {
        let filed = try await file(["Ofrenda setup — Friday Oct 31, 4 p.m., the parish hall. Bring the marigolds."])[0]
        #expect(!filed.nodes.contains { $0.type == .event }, "\(filed.nodes.map(\.content))")
        #expect(filed.nodes.contains { $0.type == .action && $0.metadata[DueDates.key] == "2031-10-31T16:00" }, "\(filed.nodes.map(\.metadata))")
    }

    @Test func partIsNoStepTowardsAnAim() async throws {
        let filed = try await file(["I really want to sing the solo at the choir's Christmas concert.",
                                    "Choir potluck tomorrow at 1 in St. Edward's hall. I'm bringing pancit."])
        #expect(!filed[1].edges.contains { $0.type == .hasAction }, "\(filed[1].edges)")
    }

    @Test func partByItsVerbAloneSaysNoTaskAgain() async throws {
        let filed = try await file(["Teta's eye appointment is Thursday at 9:15 — I'm driving her.",
                                    "Karim's campus visit at the university — Saturday 13th, 10am. I'm driving."])
        #expect(filed[1].utterance.metadata[GraphFiler.restatesKey] == nil)
        #expect(filed[1].nodes.contains { $0.type == .event })
        #expect(filed[1].items.contains { $0.node.type == .action && $0.isNew })
    }
}

import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// A note's heading may end in a dash as well as a colon ("Emergency fund — $9k by summer"), and a goal filed from
/// such a note keeps its heading as a dash ("Family tree - get the Pritchards back to 1800"): the heading says what the
/// note is about, so a later note under the same heading says that goal again. A hyphen inside a word is no heading's
/// end. Through the real offline path (AxelEngine + OfflineAxel on the SQLite store) for the filing.
@Suite(.timeLimit(.minutes(1)))
struct DashHeadingsTests {
    @Test(arguments: [
        ("Boat fund — £3k by August.", ["boat", "fund"]),
        ("Boat fund – £3k by August.", ["boat", "fund"]),
        ("Boat fund - £3k by August.", ["boat", "fund"]),
        ("Boat fund: £3k by August.", ["boat", "fund"]),
        ("Boat fund—£3k by August.", ["boat", "fund"]),
    ])
    func aDashEndsAHeadingAsAColonDoes(note: String, heading: [String]) {
        #expect(Rementions.headingOf(note) == Set(heading.map { Rementions.canonical(Rementions.stem($0)) }))
    }

    @Test(arguments: ["Sub-2 by October, nothing else counts.", "I want the garden done — all of it — by June.", "Tea-time walks every day this month."])
    func noHeadingWithoutOne(note: String) {
        #expect(Rementions.headingOf(note).isEmpty, "\(Rementions.headingOf(note))")
    }

    @Test func aNoteUnderTheSameDashHeadingSaysTheGoalAgain() async throws {
        let w = try RementionFilingTests().world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I want to learn to play the cello by next summer")
        _ = try await w.say("Boat fund: enough for a second-hand dinghy. Right now it's maybe a tenth of that.")
        _ = try await w.say("Boat fund — $4k by spring. That's the number.", after: 5 * 86_400)
        let goals = try w.nodes(.goal)
        #expect(goals.filter { $0.content.contains("fund") || $0.content.contains("$4k") }.count == 1, "\(goals.map(\.content))")
        let fund = try #require(goals.first { $0.content.contains("Boat fund") })
        let restating = try w.nodes(.thought).filter { $0.metadata[GraphFiler.restatesKey] == fund.id.rawValue }
        #expect(restating.map(\.content) == ["Boat fund — $4k by spring. That's the number."])
    }
}

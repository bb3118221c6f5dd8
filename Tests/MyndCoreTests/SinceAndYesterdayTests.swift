import Foundation
@testable import MyndCore
import Testing

/// A day said after "since" is the start of what has been, and an occasion told of yesterday or last night has
/// happened (issue 12): no due, no event — unless the same thought names a day of its own ahead. Said on Wednesday
/// 18 November 2026, 10:00 UTC (DueDatesTests.now). Sentences of no script.
struct SinceAndYesterdayTests {
    typealias Case = DueDatesTests.Case

    static let cases: [Case] = [
        Case(text: "first proper chat with my sister since christmas", due: nil),
        Case(text: "the boiler has been on cold since thursday", due: nil),
        Case(text: "Weight: 81.2, down 2 kg since the 3rd.", due: nil),
        Case(text: "Haven't been to the gym since last Monday.", due: nil),
        Case(text: "every receipt since April is in the folder", due: nil),
        // "since" as "because" names no day; a day said before it still counts.
        Case(text: "bake a cake for Thursday since she won't take money", due: "2026-11-19"),
        Case(text: "remind me to ring the surgery tomorrow, the letter's been on the fridge since november", due: "2026-11-19"),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) {
        c.check()
    }

    @Test(arguments: [
        "fadi did a wedding in dearborn heights yesterday four hundred people and he rang me at midnight",
        "Harvest supper last night. Kemi sang and Des cried.",
        "talked to my brother for an hour yesterday, first real talk since the funeral",
    ])
    func toldOfYesterday(_ text: String) {
        #expect(EventCue.isToldAsPast(text), "\(text)")
    }

    @Test(arguments: [
        // Another sentence names the day ahead; or the same one names a date of the month.
        "Orientation yesterday at the clinic. First shift: Saturday 28 November, 8am.",
        "booked the flights yesterday and we fly out on the second of april",
        "they rang yesterday, the scan is next Tuesday at 9",
    ])
    func aDayAheadStillSetsOne(_ text: String) {
        #expect(!EventCue.isToldAsPast(text), "\(text)")
    }
}

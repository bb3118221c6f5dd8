import Foundation
@testable import MyndCore
import Testing

/// Towns said where a dated note keeps its where, or before what of a town one goes to (issue 12): a town the lists
/// know alone between a dated note's breaks ("Dentist — Fri 9:15, Harrogate."), and before a town's noun ("the
/// Keighley run", "the otley pub", "Dartford mall"). Near misses: a title or a town named like someone in a note's
/// slot, and a job or run named after no town.
struct PlacesInNotesTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "Dentist — Fri 9:15, Harrogate.", places: ["Harrogate"]),
        Case(text: "Parents' evening, Keighley — Tues 6pm.", places: ["Keighley"]),
        Case(text: "Sports day: 12 June, Otley. Bring the folding chairs.", places: ["Otley"]),
        Case(text: "did the Keighley run twice today", places: ["Keighley"]),
        Case(text: "that bloke from the otley pub rang again", places: ["Otley"]),
        Case(text: "Trainers — Dartford mall on Saturday.", places: ["Dartford"]),
        Case(text: "the nanaimo job wants the rough in done by friday", places: ["Nanaimo"]),
        // Near misses.
        Case(text: "Lunch — Fri 1pm, Dr. Ng.", people: ["Dr. Ng"]),
        Case(text: "Call back — Mon 10am, Chelsea.", people: ["Chelsea"]),
        Case(text: "the Johnson job is finally done"),
        Case(text: "did the Sunday run with Maya", people: ["Maya"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }
}

import Foundation
@testable import MyndCore
import Testing

/// A task named as not done yet is a task, and its day is no occasion's; a task after a label naming the occasion it is
/// for; enrolling and test-driving are errands; Vietnamese and Kenyan given names and Vietnamese titles; letters that
/// folding keeps ("Łódź" is "lodz"); feasts are no one; "9 Jan" is a date (issue 12). Sentences of no script.
struct TasksUndoneAndNamesOfMoreCulturesTests {
    let now = ISO8601DateFormatter().date(from: "2031-03-04T18:00:00Z")!  // a Tuesday
    let utc = TimeZone(identifier: "UTC")!

    private func file(_ lines: [String]) async throws -> [FiledExtraction] {
        try await fileOffline(lines, from: now, timeZone: utc)
    }

    @Test(arguments: [
        ("Still haven't joined the climbing gym on Alder Street. Membership offer ends Saturday.", "2031-03-08"),
        ("still havent done the car tax its due friday", "2031-03-07"),
        ("Insurance STILL not sorted. Online tonight, for real.", "2031-03-04"),
    ])
    func taskNamedUndoneIsATask(_ text: String, _ due: String) async throws {
        let filed = try await file([text])[0]
        #expect(filed.nodes.contains { $0.type == .action && $0.metadata[DueDates.key] == due }, "\(text): \(filed.nodes.map(\.metadata))")
        #expect(!filed.nodes.contains { $0.type == .event }, "\(text): \(filed.nodes.map(\.content))")
    }

    @Test(arguments: [
        "i still haven't learnt the alto line for the second half",
        "Still haven't heard back from the landlord about the boiler.",
        "Still not married, as my aunties keep telling everyone.",
    ])
    func stateStillNotReachedIsNoTask(_ text: String) async throws {
        let filed = try await file([text])[0]
        #expect(!filed.nodes.contains { $0.type == .action }, "\(text): \(filed.nodes.map(\.type))")
    }

    @Test func undoneTaskSaidAgainStillRestatesIt() async throws {
        let filed = try await file(["Book the car in for its MOT at Halfords by Friday.",
                                    "still haven't booked the MOT, doing it at lunch tomorrow"])
        let task = try #require(filed[0].nodes.first { $0.type == .action })
        #expect(filed[1].utterance.metadata[GraphFiler.restatesKey] == task.id.rawValue, "\(filed[1].utterance)")
        #expect(!filed[1].items.contains { $0.isNew && $0.node.type == .action })
    }

    @Test(arguments: [
        "For the planning meeting Thursday: print the site plans and bring the tape measure.",
        "Cake for Priya's leaving do: order it from the Polish bakery by Thursday.",
        "Swimming: enrol in the Tuesday night improvers class at the leisure centre.",
        "enroll the twins in the summer coding camp before it fills",
        "test drive the estate car at the dealer on Saturday",
    ])
    func taskAfterItsOccasionOrWithAnErrandVerb(_ text: String) async throws {
        let filed = try await file([text])[0]
        #expect(filed.nodes.contains { $0.type == .action }, "\(text): \(filed.nodes.map(\.type))")
        #expect(!filed.nodes.contains { $0.type == .event }, "\(text): \(filed.nodes.map(\.content))")
    }

    @Test(arguments: [
        ("call phong about the quarterly taxes before he gets busy", "Phong"),
        ("ask khoa if the plant is doing layoffs again", "Khoa"),
        ("ask wanjiru if she can take the kids on saturday", "Wanjiru"),
        ("otieno says the matatu strike is over", "Otieno"),
        ("thay minh says the lanterns go out at seven", "Thay Minh"),
        ("Chú Bảy called from San Jose about the party.", "Chú Bảy"),
    ])
    func namesOfMoreCultures(_ text: String, _ name: String) {
        let people = EntityRecognizer.recognise(text).people.map { Gazetteers.fold($0) }
        #expect(people.contains(Gazetteers.fold(name)), "\(text): \(people)")
    }

    @Test(arguments: ["Łódź", "Wrocław", "Tromsø", "Đà Nẵng"])
    func foldingWritesLettersAsTranscriptsDo(_ place: String) {
        let folded = Gazetteers.fold(place)
        let ascii = folded.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii, "\(place) → \(folded)")
        #expect(Gazetteers.places.contains(folded) || Gazetteers.towns.contains(folded), "\(folded)")
    }

    @Test func placeAsTranscribedWithoutItsLetters() {
        let places = EntityRecognizer.recognise("mama rang from lodz this morning and then from wroclaw").places.map { $0.lowercased() }
        #expect(places.contains("lodz") && places.contains("wroclaw"), "\(places)")
    }

    @Test(arguments: [
        "Wigilia's at ours this year, twelve dishes.",
        "Lohri at the gurdwara hall, then sarson da saag.",
        "Valentine's week is always booked solid.",
        "Tacho card expires 9 Jan. Renew it online.",
        "Passport renewal due 21st Jun, so get the photos done.",
    ])
    func noOneNamed(_ text: String) {
        let people = EntityRecognizer.recognise(text).people
        #expect(people.isEmpty, "\(text): \(people)")
    }
}

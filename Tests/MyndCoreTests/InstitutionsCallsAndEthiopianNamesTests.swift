import Foundation
@testable import MyndCore
import Testing

/// A college, university, school or hospital is a place, typed or transcribed; a call from somewhere says where the
/// caller is, even from a town named like someone; a question put to someone is a task; hauling is an errand;
/// Ethiopian given names and Amharic titles (issue 12). Sentences of no script.
struct InstitutionsCallsAndEthiopianNamesTests {
    let now = ISO8601DateFormatter().date(from: "2031-03-04T18:00:00Z")!  // a Tuesday
    let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: [
        ("Parents' evening at Kingsmead Academy on Thursday.", "kingsmead academy"),
        ("Harbourside College: one module left before the diploma.", "harbourside college"),
        ("Email Northgate University about the transcript fee.", "northgate university"),
        ("Dad's follow-up is at Mercy University Hospital next week.", "mercy university hospital"),
        ("she wants to apply at blue ridge college in the spring", "blue ridge college"),
        ("my cousin got into lakehead university on a scholarship", "lakehead university"),
        ("grandad is in ninewells hospital again since sunday", "ninewells hospital"),
    ])
    func institutionIsAPlace(_ text: String, _ place: String) {
        let found = EntityRecognizer.recognise(text)
        #expect(found.places.map { $0.lowercased() }.contains(place), "\(text): \(found.places)")
        #expect(!found.organisations.map { $0.lowercased() }.contains(place), "\(text): \(found.organisations)")
        #expect(found.people.isEmpty, "\(text): \(found.people)")
    }

    @Test(arguments: [
        "she wants to go back to community college in the fall",
        "he was at the local hospital all night",
        "i dropped out of nursing school twice",
    ])
    func aKindOfInstitutionIsNoPlace(_ text: String) {
        let places = EntityRecognizer.recognise(text).places
        #expect(places.isEmpty, "\(text): \(places)")
    }

    @Test(arguments: [
        ("Marion called from Frederick last night about the house.", "frederick"),
        ("my sister rang from Bradford this morning", "bradford"),
        ("Uncle Desmond phoned from Tyler, Texas — the storm missed them.", "tyler"),
    ])
    func aCallFromSomewhereSaysWhere(_ text: String, _ place: String) {
        let found = EntityRecognizer.recognise(text)
        #expect(found.places.map { $0.lowercased() }.contains(place), "\(text): \(found.places)")
        #expect(!found.people.map { $0.lowercased() }.contains(place), "\(text): \(found.people)")
    }

    @Test func aCardFromSomeoneNamedLikeATownIsFromThem() {
        let found = EntityRecognizer.recognise("Got a lovely card from Frederick and Ana today.")
        #expect(found.people.contains("Frederick"), "\(found.people)")
        #expect(found.places.isEmpty, "\(found.places)")
    }

    @Test(arguments: [
        "Ask Mrs. Ferreira how they pick the volunteer of the year — hours only, or the fundraising too?",
        "check with the garage if the van will be ready by Friday?",
        "Haul the old fridge to the dump on Saturday.",
    ])
    func aQuestionPutToSomeoneOrAHaulIsATask(_ text: String) async throws {
        let filed = try await fileOffline([text], from: now, timeZone: utc)[0]
        #expect(filed.nodes.contains { $0.type == .action }, "\(text): \(filed.nodes.map(\.type))")
    }

    @Test(arguments: ["What time does the pharmacy shut on Sunday?", "Should I call the landlord first?"])
    func aQuestionToOneselfStaysAQuestion(_ text: String) async throws {
        let filed = try await fileOffline([text], from: now, timeZone: utc)[0]
        #expect(!filed.nodes.contains { $0.type == .action }, "\(text): \(filed.nodes.map(\.type))")
    }

    @Test(arguments: [
        ("call yonas about the tutoring before thursday", "Yonas"),
        ("meron says the church bus leaves at nine", "Meron"),
        ("drop the forms at Ato Bekele's office", "Ato Bekele"),
        ("kesis tesfaye is blessing the house on sunday", "Kesis Tesfaye"),
        ("Lunch with Selamawit and Nahom after church.", "Nahom"),
    ])
    func ethiopianNamesAndTitles(_ text: String, _ name: String) {
        let people = EntityRecognizer.recognise(text).people.map { Gazetteers.fold($0) }
        #expect(people.contains(Gazetteers.fold(name)), "\(text): \(people)")
    }
}

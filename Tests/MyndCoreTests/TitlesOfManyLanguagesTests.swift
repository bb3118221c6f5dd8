import Foundation
@testable import MyndCore
import Testing

/// Titles of doctors, pastors, scholars, offices and relatives in other languages keep the name after them, typed or
/// transcribed without their marks; an office's title before a town, a street or an everyday word names no one; a
/// word shouted in capitals is no part of a name; a contraction written without its apostrophe is no one (issue 12).
/// Sentences of no script.
struct TitlesOfManyLanguagesTests {
    private static func people(_ text: String) -> [String] {
        EntityRecognizer.recognise(text).people.map { Gazetteers.fold($0.lowercased()).replacingOccurrences(of: ".", with: "") }
    }

    @Test(arguments: [
        ("Dra. Beatriz moved my appointment to Monday.", "dra beatriz"),
        ("the results came back and doutora luciana says its nothing", "doutora luciana"),
        ("Pastora Ivone wants the flowers by Saturday.", "pastora ivone"),
        ("ask dottoressa ricci about the second scan", "dottoressa ricci"),
        ("maulana tariq asked who can drive the boys to the madrassa", "maulana tariq"),
        ("Ustadha Amina moved the class to Tuesday.", "ustadha amina"),
        ("Smt. Lakshmi Rao signed the form.", "smt lakshmi rao"),
        ("Councillor Begum said the bins go out on Thursday now.", "councillor begum"),
        ("Bishop Adeyemi is preaching on Sunday.", "bishop adeyemi"),
        ("call khala nasreen about the dholki", "khala nasreen"),
        ("Tonton Didier is driving up from Lyon.", "tonton didier"),
        ("thia eleni brought the koulourakia again", "thia eleni"),
        ("ring vo cida on sunday", "vo cida"),
        ("Vó Cida wants photos of the kids.", "vo cida"),
    ])
    func titleKeepsItsName(_ text: String, _ name: String) {
        let found = Self.people(text)
        #expect(found.contains(name), "\(text): \(found)")
    }

    @Test(arguments: [
        "We stopped in Bishop Auckland for chips on the way up.",
        "The Principal Investigator meeting moved to Monday.",
        "The Governor General opened the new wing.",
        "theres a pupil in the car on friday so ring after six",
        "Theres nothing left in the account till payday.",
    ])
    func noOne(_ text: String) {
        let found = EntityRecognizer.recognise(text).people
        #expect(found.isEmpty, "\(text): \(found)")
    }

    @Test func anOfficeTitleBeforeAStreetLeavesTheStreet() {
        let found = EntityRecognizer.recognise("Coffee on Elder Street with Mayor Okafor.")
        #expect(found.people.map { $0.lowercased() } == ["mayor okafor"], "\(found.people)")
        #expect(found.places.map { $0.lowercased() }.contains("elder street"), "\(found.places)")
    }

    @Test(arguments: [
        ("Mrs Kowalczyk PASSED. First time, two minors.", "mrs kowalczyk"),
        ("Dr. Osei SAID no driving for a week.", "dr osei"),
    ])
    func aShoutedWordIsNoPartOfTheName(_ text: String, _ name: String) {
        let found = Self.people(text)
        #expect(found == [name], "\(text): \(found)")
    }
}

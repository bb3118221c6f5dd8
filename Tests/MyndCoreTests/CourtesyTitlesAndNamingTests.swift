import Foundation
@testable import MyndCore
import Testing

/// Spanish courtesy, priestly and godparent titles keep the name after them, typed or transcribed; a short priest's
/// title and a Swahili elder's too; someone "named" in a transcript, and someone who "passed" (issue 12). Sentences
/// of no script.
struct CourtesyTitlesAndNamingTests {
    @Test(arguments: [
        ("ask don chuy to help me fix the drip line", "Don Chuy"),
        ("Doña Carmen brought tamales round.", "Doña Carmen"),
        ("Padre Tomás asked who wants to do the ofrenda.", "Padre Tomás"),
        ("padre tomas asked at mass who wants to help", "Padre Tomas"),
        ("tell compadre nacho no more cokes", "Compadre Nacho"),
        ("Comadre Lupe is doing the rice.", "Comadre Lupe"),
        ("Fr. Hehir says the Station is on.", "Fr. Hehir"),
    ])
    func titleKeepsItsName(_ text: String, _ name: String) {
        let people = EntityRecognizer.recognise(text).people.map { Gazetteers.fold($0.lowercased()).replacingOccurrences(of: ".", with: "") }
        #expect(people.contains(Gazetteers.fold(name.lowercased()).replacingOccurrences(of: ".", with: "")), "\(text): \(people)")
    }

    @Test(arguments: [
        ("one old man named ernesto who talks the whole time", "ernesto"),
        ("two years since beto passed and we still set his place", "beto"),
    ])
    func namedOrPassed(_ text: String, _ name: String) {
        let people = EntityRecognizer.recognise(text).people.map { $0.lowercased() }
        #expect(people.contains(name), "\(text): \(people)")
    }

    @Test(arguments: [
        "the bill passed the senate last night",
        "I don't want to don the apron again",
    ])
    func noOne(_ text: String) {
        let people = EntityRecognizer.recognise(text).people
        #expect(people.isEmpty, "\(text): \(people)")
    }
}

import Foundation
@testable import MyndCore
import Testing

/// Countries by the shorter or older names people say, which the country list files under another ("South Korea",
/// "The Netherlands", "Myanmar"), and cities by theirs ("Vegas", "Philly", "Joburg") (issue 12). Sentences of no script.
struct CountriesByShortNamesTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "Korea. Seoul for the wedding in October.", places: ["Korea", "Seoul"]),
        Case(text: "they might post him to korea next year", places: ["Korea"]),
        Case(text: "Cycling round Holland with Pieter in May", people: ["Pieter"], places: ["Holland"]),
        Case(text: "Grandad was born in Burma", places: ["Burma"]),
        // Cities by their short names.
        Case(text: "my cousin wants to go to vegas for her seventieth", places: ["Vegas"]),
        Case(text: "we drove down to philly on saturday", places: ["Philly"]),
        Case(text: "Flying into Joburg on the 3rd.", places: ["Joburg"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) { c.check() }
}

import Foundation
@testable import MyndCore
import Testing

/// Countries by the shorter or older names people say, which the country list files under another ("South Korea",
/// "The Netherlands", "Myanmar") (issue 12). Sentences of no script.
struct CountriesByShortNamesTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "Korea. Seoul for the wedding in October.", places: ["Korea", "Seoul"]),
        Case(text: "they might post him to korea next year", places: ["Korea"]),
        Case(text: "Cycling round Holland with Pieter in May", people: ["Pieter"], places: ["Holland"]),
        Case(text: "Grandad was born in Burma", places: ["Burma"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) { c.check() }
}

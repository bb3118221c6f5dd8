import Foundation
@testable import MyndCore
import Testing

/// Towns of a thousand people or more and parts of cities (GeoNames' cities1000, `small-towns`): places after a strong
/// cue or before a trip — never after a weak cue alone, and never a reason to doubt a name. Towns and names of their own,
/// not the scripts'.
struct SmallTownsTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "collect the parcel in ardrossan on friday", places: ["Ardrossan"]),
        Case(text: "we're staying in portree for the week", places: ["Portree"]),
        Case(text: "book the dunoon ferry before the prices go up", places: ["Dunoon"]),
        Case(text: "Staying near Thurso tonight.", places: ["Thurso"]),
        // No cue, no trip, or only a weak cue: a word or a firm, not a place.
        Case(text: "ballyclare said no again"),
        Case(text: "Quote sent to Ardrossan, fingers crossed"),
        // A lower-case possessive without its apostrophe is still someone's ("selas" is a town too).
        Case(text: "im making selas ball dress myself this year", people: ["Sela"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }

    @Test func theListIsHeldToItsTests() {
        // Five letters or more, no everyday words or first names, none of the bigger towns again.
        let entries = Gazetteers.smallTowns.entries
        #expect(entries.count > 50_000 && entries.count == Gazetteers.smallTowns.count)
        #expect(entries.allSatisfy { $0.count >= 5 && $0 == $0.lowercased() })
        #expect(Set(entries).isDisjoint(with: Gazetteers.towns))
        #expect(!Gazetteers.smallTowns.contains("sunshine") && !Gazetteers.smallTowns.contains("maria"))
        // Sorted by bytes, as the binary search needs; and every entry is found by it.
        #expect(zip(entries, entries.dropFirst()).allSatisfy { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(entries.allSatisfy(Gazetteers.smallTowns.contains))
    }

    @Test func sortedLinesFindExactlyTheirEntries() {
        let lines = SortedLines("# a header\nabbey\nbrück\ncairn\n\nzed")
        #expect(lines.count == 4)
        for word in ["abbey", "brück", "cairn", "zed"] { #expect(lines.contains(word), "\(word)") }
        for word in ["", "abb", "abbeys", "bruck", "# a header", "cairnryan", "zz", "a"] { #expect(!lines.contains(word), "\(word)") }
        #expect(!SortedLines("").contains("x") && SortedLines("").count == 0)
    }

    /// Every list reads the same entries split on the newline byte as split on the newline character.
    @Test func everyListSplitsAsByCharacters() {
        for (name, text) in EmbeddedGazetteers.all {
            let byCharacter = text.split(separator: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") }.map(String.init)
            #expect(Gazetteers.entries(name).map(String.init) == byCharacter, "\(name)")
        }
    }
}

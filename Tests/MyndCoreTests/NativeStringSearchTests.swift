import Foundation
@testable import MyndCore
import Testing

/// MyndCore's native `contains`, `range(of:)`, `replacingOccurrences(of:with:)`, `trimmingCharacters(in:)` and
/// `Gazetteers.fold`'s ASCII path give
/// Foundation's results (asked through NSString, which the overloads do not shadow) on every labelled utterance of
/// the development scripts, with needles cut from the utterances themselves, and on Unicode edge cases.
struct NativeStringSearchTests {
    static let edgeTexts = [
        "", "a", "cafe\u{301} creme", "café crème", "naïve coöperate", "line one\r\nline two", "Zoë’s “quote” — done…",
        "  spaced out  ", "\t\ttabs\t", "🎉 party 🎉 at Thabo's", "👩‍👩‍👧 family", "x\u{200D}y", "ааа кириллица ааа", "中文 名字",
        "trailing punctuation!?.", "...leading", "a--b", "aaaa",
    ]
    static let edgeNeedles = [
        "", "e", "cafe", "\r", "\n", "\r\n", " ", "'", "’", "🎉", "👩", "a", "aa", "aaa", "ааа", "名", "--", ".", "...",
        "two", "x", "y", "crème", "creme", " at ", "party 🎉",
    ]
    static let sets: [(String, CharacterSet)] = [
        ("whitespaces", .whitespaces), ("whitespacesAndNewlines", .whitespacesAndNewlines),
        ("punctuation", .punctuationCharacters), ("newlines", .newlines),
        ("custom", CharacterSet(charactersIn: " ,;:-\u{2013}\u{2014}")),
        ("punctuation but apostrophe", .whitespaces.union(.punctuationCharacters.subtracting(CharacterSet(charactersIn: "'")))),
    ]

    static func utterances() throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/ExtractionBench")
        // Development scripts only: the held-out ones are never read by tests.
        let names = ["script", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7", "heldout8",
                     "heldout9", "heldout10", "heldout11", "probe12", "probe13"]
        var texts: [String] = []
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name + ".json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for session in try #require(json["sessions"] as? [[String: Any]]) {
                for utterance in try #require(session["utterances"] as? [[String: Any]]) {
                    texts.append(try #require(utterance["t"] as? String))
                }
            }
        }
        return texts
    }

    static func offsets(_ range: Range<String.Index>?, in text: String) -> [Int]? {
        range.map { [text.utf8.distance(from: text.startIndex, to: $0.lowerBound), text.utf8.distance(from: text.startIndex, to: $0.upperBound)] }
    }

    static func foundationRange(of needle: String, in text: String) -> [Int]? {
        let found = NSString(string: text).range(of: needle)
        guard found.location != NSNotFound, let range = Range(found, in: text) else { return nil }
        return offsets(range, in: text)
    }

    static func check(_ text: String, _ needles: [String], _ mismatches: inout [String]) {
        for needle in needles {
            let expected = foundationRange(of: needle, in: text)
            if offsets(text.range(of: needle), in: text) != expected || text.contains(needle) != (expected != nil) {
                mismatches.append("range/contains \(needle.debugDescription) in \(text.debugDescription)")
            }
            let sub = text.dropFirst(min(2, text.count))
            let subExpected = foundationRange(of: needle, in: String(sub))
            if offsets(sub.range(of: needle).map { $0 }, in: text).map({ $0.map { $0 - text.utf8.distance(from: text.startIndex, to: sub.startIndex) } }) != subExpected {
                mismatches.append("substring range \(needle.debugDescription) in \(text.debugDescription)")
            }
            if text.replacingOccurrences(of: needle, with: "<>") != NSString(string: text).replacingOccurrences(of: needle, with: "<>") {
                mismatches.append("replacing \(needle.debugDescription) in \(text.debugDescription)")
            }
        }
        for (name, set) in sets where text.trimmingCharacters(in: set) != NSString(string: text).trimmingCharacters(in: set) {
            mismatches.append("trimming \(name) of \(text.debugDescription)")
        }
    }

    static func plainLetters(_ text: String) -> String {
        Gazetteers.unmarkedLetters.reduce(text) { $0.replacingOccurrences(of: String($1.key), with: $1.value) }
    }

    @Test func matchesFoundationOnEveryLabelledUtterance() throws {
        let texts = try Self.utterances()
        #expect(texts.count > 1000)
        var mismatches: [String] = []
        for raw in texts {
            let lower = raw.lowercased()
            let words = lower.split(separator: " ").map(String.init)
            var needles = Set(words)
            for size in 2...3 where words.count >= size {
                for start in 0...(words.count - size) { needles.insert(words[start..<(start + size)].joined(separator: " ")) }
            }
            needles.formUnion(words.prefix(3).map { " \($0) " })
            needles.formUnion(["plan to", " i ", "'s", "by ", "n't", "zz"])
            Self.check(lower, needles.sorted(), &mismatches)
            Self.check(raw, words.prefix(4).map { String($0) } + [",", ".", "I "], &mismatches)
            // Foundation's folding, then the letters it leaves as they are ("ł", "ø", "đ") as a transcript writes them.
            for word in raw.split(separator: " ").map(String.init) + [raw]
            where Gazetteers.fold(word) != Self.plainLetters(word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)) {
                mismatches.append("fold \(word.debugDescription)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    @Test func matchesFoundationOnUnicodeEdges() {
        var mismatches: [String] = []
        for text in Self.edgeTexts { Self.check(text, Self.edgeNeedles, &mismatches) }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func aMatchNeverSplitsACharacter() {
        #expect(!"cafe\u{301}".contains("e"))
        #expect(!"cafe\u{301}".contains("cafe"))
        #expect("cafe\u{301} au lait".contains(" au "))
        #expect(!"one\r\ntwo".contains("\r"))
        #expect(!"abc".contains(""))
        // The one documented difference: canonically equivalent spellings are not matched.
        #expect(!"cafe\u{301}".contains("caf\u{e9}") && NSString(string: "cafe\u{301}").range(of: "caf\u{e9}").location != NSNotFound)
        #expect("abc".replacingOccurrences(of: "", with: "x") == "abc")
        #expect("a-b-c".replacingOccurrences(of: "-", with: " – ") == "a – b – c")
        #expect("aaaa".replacingOccurrences(of: "aa", with: "b") == "bb")
    }
}

import Testing
@testable import MyndVoice

/// Lists written inline, as models often do: each item is its own unit, and the speaker pauses before it.
@Suite("Inline lists")
struct InlineListTests {
    static let cases: [(String, [String])] = [
        ("Three things: 1) call Alice 2) buy milk 3) fix the bike.", ["Three things:", "1) call Alice", "2) buy milk", "3) fix the bike."]),
        ("Today: 1. Water the garden 2. Call Bob", ["Today:", "1. Water the garden", "2. Call Bob"]),
        ("Options: a) stay home b) go out", ["Options:", "a) stay home", "b) go out"]),
        ("Pack: • socks • shoes", ["Pack:", "• socks", "• shoes"]),
        // A colon that does not open a list stays inside the sentence.
        ("Note: the meeting moved. It is at 10:30 now.", ["Note: the meeting moved.", "It is at 10:30 now."]),
        ("The ratio was 3: 2 in the end.", ["The ratio was 3: 2 in the end."]),
    ]

    @Test("Each item of an inline list is a unit of its own", arguments: cases)
    func split(input: String, expected: [String]) {
        #expect(SentenceSplitter.split(input) == expected)
    }

    @Test("Streamed word by word, the items come out the same")
    func streamed() {
        var splitter = SentenceSplitter()
        var units: [String] = []
        for word in "Here is the plan: 1) call Alice 2) buy milk 3) fix the bike.".split(separator: " ") {
            units += splitter.feed(String(word) + " ")
        }
        units += splitter.finish()
        #expect(units == ["Here is the plan:", "1) call Alice", "2) buy milk", "3) fix the bike."])
    }

    @Test("List items are recognised for the pause; other units are not",
          arguments: [("1) call Alice", true), ("12. Twelfth", true), ("b) go out", true), ("- milk", true), ("• socks", true),
                      ("Three things:", false), ("I. Jones", false), ("2026 was good.", false), ("a lot", false)])
    func listItems(unit: String, isItem: Bool) {
        #expect(SentenceSplitter.isListItem(unit) == isItem)
    }

    @Test("The items are spoken without their numbers")
    func spokenItems() {
        #expect(SentenceSplitter.split("Three things: 1) call Alice 2) buy milk").map(SpeechText.clean)
            == ["Three things:", "call Alice", "buy milk"])
    }
}

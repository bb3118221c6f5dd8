import Testing
@testable import MyndVoice

@Suite("SpeechText")
struct SpeechTextTests {
    static let cases: [(String, String)] = [
        ("**Bold** and *italic* and _under_ and __strong__.", "Bold and italic and under and strong."),
        ("# Heading", "Heading"),
        ("### Third level", "Third level"),
        ("- a bullet", "a bullet"),
        ("* star bullet", "star bullet"),
        ("• dot bullet", "dot bullet"),
        ("1. Buy milk", "Buy milk"),
        ("12) Twelfth", "Twelfth"),
        ("- [ ] open task", "open task"),
        ("> quoted text", "quoted text"),
        ("See [the docs](https://example.com/a_b) now.", "See the docs now."),
        ("![a cat](cat.png) sleeps", "a cat sleeps"),
        ("Run `make test` first.", "Run make test first."),
        ("Done 🎉 great 👍🏽 job ✅", "Done great job"),
        ("Flags 🇩🇪 go", "Flags go"),
        ("~~old~~ new", "old new"),
        ("snake_case_name stays", "snake_case_name stays"),
        ("2 * 3 = 6", "2 * 3 = 6"),
        ("Call <https://x.org> now", "Call https://x.org now"),
        ("Line one\nline two", "Line one line two"),
        ("Intro\n```swift\nlet x = 1\n```\nOutro", "Intro Outro"),
        ("```\nonly code\n```", ""),
        ("---", ""),
        ("| a | b |\n|---|---|\n| 1 | 2 |", "a, b 1, 2"),
        ("Room #5 is free", "Room #5 is free"),
        ("Price: $3.50 (approx.)", "Price: $3.50 (approx.)"),
        ("A <br> break", "A break"),
        ("Paid for coffee 🎉. Then left", "Paid for coffee. Then left"),
        ("Keep 2 * 3 and a - b", "Keep 2 * 3 and a - b"),
    ]

    @Test("Markdown, emoji and code are removed", arguments: cases)
    func clean(input: String, expected: String) {
        #expect(SpeechText.clean(input) == expected)
    }
}

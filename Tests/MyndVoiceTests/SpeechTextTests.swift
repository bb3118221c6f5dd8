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

    static let phoneCases: [(String, String)] = [
        ("You can call or text 988, any time.", "You can call or text 9 8 8, any time."),
        ("Samaritans are free on 116 123, day or night.", "Samaritans are free on 1 1 6, 1 2 3, day or night."),
        ("Text HOME to 741741.", "Text HOME to 7 4 1 7 4 1."),
        ("It is on 1-800-799-7233.", "It is on 1, 8 0 0, 7 9 9, 7 2 3 3."),
        ("If you're in danger, call 911 now.", "If you're in danger, call 9 1 1 now."),
        ("kill the process on port 8080", "kill the process on port 8080"),
        ("Move it to 2026 and meet on 3 May at 10:30.", "Move it to 2026 and meet on 3 May at 10:30."),
        ("Go to 10 Downing Street", "Go to 10 Downing Street"),
    ]

    @Test("Phone numbers are said digit by digit; other numbers are left alone", arguments: phoneCases)
    func phoneNumbers(input: String, expected: String) {
        #expect(SpeechText.clean(input) == expected)
    }
}

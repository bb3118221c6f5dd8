import Foundation
import MyndCore
import MyndTesting
import Testing
@testable import MyndVoice

/// The first unit's length for engines that make whole units: learnt from the engine's pace, applied by the speaker.
@Suite("Speech pace", .timeLimit(.minutes(1)))
struct SpeechPaceTests {
    @Test("The budget starts near 55 characters, shrinks for a slow engine, grows for a fast one, within 30…160")
    func learns() {
        let pace = SynthesisPace()
        #expect((50...60).contains(pace.firstUnitCharacters))
        for _ in 0..<10 { pace.record(.milliseconds(635), characters: 60) }  // 10 ms a character: a busy machine
        #expect(pace.firstUnitCharacters == 30, "(230 − 35) ÷ 10 is under the floor of 30")
        for _ in 0..<20 { pace.record(.milliseconds(95), characters: 60) }  // 1 ms a character: a fast machine
        #expect(pace.firstUnitCharacters == 160)
        let before = pace.firstUnitCharacters
        pace.record(.milliseconds(5_000), characters: 10)  // a short unit is mostly overhead: not counted
        #expect(pace.firstUnitCharacters == before)
    }

    static let reply = "I have put the dentist on Thursday in your list and I will remind you about it the evening before. Anything else?"

    @Test("A speaker with a whole-unit engine begins a long first sentence with a short unit; espeak-like engines get it whole")
    func speakerUsesTheBudget() async throws {
        let whole = FakeSpeechSynthesizer(millisecondsPerCharacter: 1, makesWholeUnits: true)
        try await SentenceSpeaker(synthesizer: whole, sink: FakeAudioSink(), acknowledgeAfter: nil)
            .speak(AsyncStream { $0.yield(Self.reply); $0.finish() })
        let first = try #require(whole.units.first)
        #expect(first.count <= 60, "first unit \"\(first)\"")
        #expect(whole.units.joined(separator: " ") == Self.reply)

        let streaming = FakeSpeechSynthesizer(millisecondsPerCharacter: 1, makesWholeUnits: false)
        try await SentenceSpeaker(synthesizer: streaming, sink: FakeAudioSink(), acknowledgeAfter: nil)
            .speak(AsyncStream { $0.yield(Self.reply); $0.finish() })
        #expect(streaming.units == ["I have put the dentist on Thursday in your list and I will remind you about it the evening before.",
                                    "Anything else?"])
    }
}

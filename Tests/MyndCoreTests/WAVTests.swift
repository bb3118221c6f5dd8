import Foundation
import Testing
import MyndCore

@Suite struct WAVTests {
    @Test func roundTripsSamplesThroughWAV() throws {
        // Given a short clip with extreme and ordinary samples
        let clip = AudioClip(samples: [0, 1, -1, .max, .min, 1234], sampleRate: 16_000)
        // When it is encoded and decoded in memory
        let data = clip.wavData()
        let decoded = try AudioClip(wav: data)
        // Then the header is standard and the samples come back exactly
        #expect(data.count == 44 + 12)
        #expect(decoded == clip)
    }

    @Test func refusesTextThatIsNotWAV() {
        #expect(throws: AudioClip.WAVError.notRIFF) { try AudioClip(wav: Data("hello world, not audio".utf8)) }
    }
}

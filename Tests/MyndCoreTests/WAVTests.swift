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

    @Test func writesLittleEndianSamplesAfterTheStandardHeader() {
        // Given samples whose bytes differ in order (0x0102) and in sign (-2 = 0xFFFE)
        let clip = AudioClip(samples: [0x0102, -2, .min], sampleRate: 16_000)
        // When the clip is written as WAV bytes
        let bytes = clip.wavBytes()
        // Then the header says 16 kHz mono 16-bit with 6 data bytes, and each sample follows low byte first
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(Array(bytes[24..<28]) == [0x80, 0x3E, 0x00, 0x00])  // 16000
        #expect(Array(bytes[40..<44]) == [6, 0, 0, 0])
        #expect(Array(bytes[44...]) == [0x02, 0x01, 0xFE, 0xFF, 0x00, 0x80])
        #expect(Data(bytes) == clip.wavData())
    }

    @Test func encodesSlicesAndNonContiguousSamplesAlike() {
        // Given the same samples as a whole array, as a slice that does not start at index 0, and as a collection
        // with no contiguous storage
        let samples: [Int16] = [7, -7, 300, -300, .max, .min]
        let whole = PCM16.littleEndianBytes(samples)
        let slice = PCM16.littleEndianBytes(([99] + samples)[1...])
        let lazy = PCM16.littleEndianBytes(samples.lazy.map { $0 })
        // Then all three encode to the same little-endian bytes
        #expect(whole == [7, 0, 0xF9, 0xFF, 0x2C, 0x01, 0xD4, 0xFE, 0xFF, 0x7F, 0x00, 0x80])
        #expect(slice == whole)
        #expect(lazy == whole)
    }

    @Test func refusesTextThatIsNotWAV() {
        #expect(throws: AudioClip.WAVError.notRIFF) { try AudioClip(wav: Data("hello world, not audio".utf8)) }
    }
}

import Testing
@testable import MyndNet

/// The conversion of a Wyoming TTS server's audio to the playback stream's format.
@Suite("Wyoming audio conversion")
struct WyomingAudioConverterTests {
    static func bytes(_ samples: [Int16]) -> [UInt8] {
        samples.flatMap { [UInt8(truncatingIfNeeded: UInt16(bitPattern: $0)), UInt8(truncatingIfNeeded: UInt16(bitPattern: $0) >> 8)] }
    }

    @Test("Same rate: samples pass through, even when a chunk splits a sample")
    func passthrough() throws {
        var converter = try WyomingAudioConverter(rate: 22_050, width: 2, channels: 1, outputRate: 22_050, volume: 100)
        let payload = Self.bytes([1, -2, 300, -32_768])
        let first = converter.convert(Array(payload[0..<3]))
        let rest = converter.convert(Array(payload[3...]))
        #expect(first + rest == [1, -2, 300, -32_768])
    }

    @Test("16 kHz is converted to 22.05 kHz: one second stays one second, a ramp stays a ramp")
    func resamples() throws {
        var converter = try WyomingAudioConverter(rate: 16_000, width: 2, channels: 1, outputRate: 22_050, volume: 100)
        let ramp = (0..<16_000).map { Int16($0 % 8000) }
        var output: [Int16] = []
        for start in stride(from: 0, to: ramp.count, by: 1024) {
            output += converter.convert(Self.bytes(Array(ramp[start..<min(ramp.count, start + 1024)])))
        }
        #expect(abs(output.count - 22_050) <= 2)
        #expect(output[0..<1000].enumerated().allSatisfy { abs(Double($0.element) - Double($0.offset) * 16_000 / 22_050) <= 1 })
    }

    @Test("Volume scales and clips; stereo keeps the first channel")
    func volumeAndChannels() throws {
        var louder = try WyomingAudioConverter(rate: 22_050, width: 2, channels: 1, outputRate: 22_050, volume: 200)
        #expect(louder.convert(Self.bytes([1000, -1000, 20_000])) == [2000, -2000, 32_767])
        var stereo = try WyomingAudioConverter(rate: 22_050, width: 2, channels: 2, outputRate: 22_050, volume: 50)
        #expect(stereo.convert(Self.bytes([1000, 5, -400, 7])) == [500, -200])
    }

    @Test("8-bit or 32-bit audio is refused")
    func widths() {
        #expect(throws: WyomingError.self) { try WyomingAudioConverter(rate: 22_050, width: 1, channels: 1, outputRate: 22_050, volume: 100) }
    }

    @Test("A unit's leading near-silence is dropped across chunks, keeping 5 ms before the first audible sample")
    func trimsLeadingSilence() {
        var leading = LeadingSilence(sampleRate: 22_050, enabled: true)
        let quiet = [Int16](repeating: 3, count: 1024)
        #expect(leading.trim(quiet).isEmpty)
        let onset = [Int16](repeating: -2, count: 500) + [900, -1200, 40, 5]
        let kept = leading.trim(onset)
        #expect(kept.count == 110 + 4, "5 ms at 22.05 kHz before the first loud sample")
        #expect(kept.suffix(4) == [900, -1200, 40, 5])
        // Once the voice has started, quiet passages are speech: nothing more is dropped.
        #expect(leading.trim(quiet) == quiet)
    }

    @Test("Trimming stops after 300 ms of quiet, and can be turned off")
    func trimLimits() {
        var leading = LeadingSilence(sampleRate: 16_000, enabled: true)
        let quiet = [Int16](repeating: 0, count: 1600)  // 100 ms
        #expect(leading.trim(quiet).isEmpty && leading.trim(quiet).isEmpty && leading.trim(quiet).isEmpty)
        #expect(leading.trim(quiet) == quiet, "a unit quiet past 300 ms is passed on")
        var off = LeadingSilence(sampleRate: 16_000, enabled: false)
        #expect(off.trim(quiet) == quiet)
    }
}


/// Turns a Wyoming server's audio (any rate, 16-bit, one or more channels) into mono 16-bit samples at the rate
/// mynd's playback stream runs at, with the configured volume applied.
///
/// The playback stream is opened once at espeak-ng's rate (22 050 Hz) and stays open across replies; a voice at
/// another rate (Piper's low-quality voices are 16 000 Hz) is converted here instead of reopening the stream,
/// which would cost the first reply about a second. Linear interpolation is plenty for speech.
struct WyomingAudioConverter: Sendable {
    let inputRate: Int
    let outputRate: Int
    let channels: Int
    let gain: Double
    /// Input samples not yet consumed, and the fractional input position of the next output sample within them.
    private var pending: [Int16] = []
    private var position = 0.0
    /// A byte left over when a chunk split a frame.
    private var leftover: [UInt8] = []

    init(rate: Int, width: Int, channels: Int, outputRate: Int, volume: Int) throws(WyomingError) {
        guard width == 2 else { throw .malformedEvent("audio width \(width) is not 16-bit") }
        guard rate > 0, channels > 0 else { throw .malformedEvent("audio rate \(rate) or channels \(channels) out of range") }
        inputRate = rate
        self.outputRate = outputRate
        self.channels = channels
        gain = Double(volume) / 100
    }

    /// The samples of one `audio-chunk` payload, converted.
    mutating func convert(_ payload: [UInt8]) -> [Int16] {
        let bytes = leftover.isEmpty ? payload : leftover + payload
        let frameBytes = 2 * channels
        let frames = bytes.count / frameBytes
        leftover = Array(bytes[(frames * frameBytes)...])
        var mono = [Int16]()
        mono.reserveCapacity(frames)
        for frame in 0..<frames {
            let offset = frame * frameBytes  // the first channel
            mono.append(Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8))
        }
        return scaled(resampled(mono))
    }

    private mutating func resampled(_ input: [Int16]) -> [Int16] {
        guard inputRate != outputRate else { return input }
        pending += input
        let step = Double(inputRate) / Double(outputRate)
        var output = [Int16]()
        output.reserveCapacity(Int(Double(pending.count) / step) + 1)
        while position + 1 < Double(pending.count) {
            let index = Int(position)
            let fraction = position - Double(index)
            let value = Double(pending[index]) * (1 - fraction) + Double(pending[index + 1]) * fraction
            output.append(Int16(value.rounded()))
            position += step
        }
        let consumed = min(Int(position), pending.count)
        pending.removeFirst(consumed)
        position -= Double(consumed)
        return output
    }

    private func scaled(_ samples: [Int16]) -> [Int16] {
        guard gain != 1 else { return samples }
        return samples.map { Int16(max(-32_768, min(32_767, (Double($0) * gain).rounded()))) }
    }
}

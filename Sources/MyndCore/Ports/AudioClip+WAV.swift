import Foundation

/// RIFF/WAVE (PCM 16-bit) in memory: the transcribers upload it, `mynd speak --to-file` writes it,
/// `mynd transcribe FILE.wav` reads it. Nothing here touches the disk.
extension AudioClip {
    public enum WAVError: Error, Hashable, Sendable, CustomStringConvertible {
        case notRIFF
        case unsupportedFormat(String)
        case truncated

        public var description: String {
            switch self {
            case .notRIFF: "not a WAV file (no RIFF/WAVE header)"
            case let .unsupportedFormat(what): "unsupported WAV format: \(what) (need 16-bit PCM, mono or stereo)"
            case .truncated: "the WAV file is truncated"
            }
        }
    }

    /// The clip as a 16-bit mono PCM WAV file.
    public func wavData() -> Data { Data(wavBytes()) }

    /// The clip as the bytes of a 16-bit mono PCM WAV file: the 44-byte header, then the samples in one copy.
    public func wavBytes() -> [UInt8] {
        let dataSize = samples.count * 2
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + dataSize)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        bytes.append(contentsOf: "RIFF".utf8)
        append(UInt32(36 + dataSize))
        bytes.append(contentsOf: "WAVEfmt ".utf8)
        append(UInt32(16))            // fmt chunk size
        append(UInt16(1))             // PCM
        append(UInt16(1))             // mono
        append(UInt32(sampleRate))
        append(UInt32(sampleRate * 2)) // byte rate
        append(UInt16(2))             // block align
        append(UInt16(16))            // bits per sample
        bytes.append(contentsOf: "data".utf8)
        append(UInt32(dataSize))
        PCM16.appendLittleEndian(samples, to: &bytes)
        return bytes
    }

    /// Reads 16-bit PCM WAV; stereo is mixed down to mono.
    public init(wav data: Data) throws {
        let bytes = [UInt8](data)
        func u32(_ at: Int) -> UInt32 {
            UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
        }
        func u16(_ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
            throw WAVError.notRIFF
        }
        var offset = 12
        var channels = 0
        var rate = 0
        var bits = 0
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = Int(u32(offset + 4))
            let body = offset + 8
            if id == "fmt " {
                guard body + 16 <= bytes.count else { throw WAVError.truncated }
                let format = u16(body)
                channels = Int(u16(body + 2))
                rate = Int(u32(body + 4))
                bits = Int(u16(body + 14))
                guard format == 1 || format == 0xFFFE else { throw WAVError.unsupportedFormat("format tag \(format)") }
                guard bits == 16 else { throw WAVError.unsupportedFormat("\(bits)-bit") }
                guard channels == 1 || channels == 2 else { throw WAVError.unsupportedFormat("\(channels) channels") }
            } else if id == "data" {
                guard channels > 0 else { throw WAVError.unsupportedFormat("data before fmt") }
                let end = min(bytes.count, body + size)
                let frameBytes = 2 * channels
                let frames = (end - body) / frameBytes
                var out = [Int16](repeating: 0, count: frames)
                for frame in 0..<frames {
                    let base = body + frame * frameBytes
                    if channels == 1 {
                        out[frame] = Int16(bitPattern: u16(base))
                    } else {
                        let left = Int(Int16(bitPattern: u16(base)))
                        let right = Int(Int16(bitPattern: u16(base + 2)))
                        out[frame] = Int16((left + right) / 2)
                    }
                }
                self.init(samples: out, sampleRate: rate)
                return
            }
            offset = body + size + (size & 1)
        }
        throw WAVError.truncated
    }
}

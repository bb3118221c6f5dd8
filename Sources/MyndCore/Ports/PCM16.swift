/// 16-bit PCM as the bytes the wire wants: little-endian, as WAV files and the Wyoming protocol carry it.
///
/// Key release waits on this: the whole clip (seconds of audio, ~100k samples) is encoded before the first byte
/// goes to the transcriber, so it is one copy of the samples' memory on a little-endian machine, never a loop that
/// grows a buffer two bytes at a time (which took 5–17 ms for a 3–5 s clip).
public enum PCM16 {
    /// Appends `samples` to `bytes` as little-endian 16-bit values.
    public static func appendLittleEndian<Samples: Collection<Int16>>(_ samples: Samples, to bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + samples.count * 2)
        #if _endian(little)
        let copied: Void? = samples.withContiguousStorageIfAvailable { buffer in
            bytes.append(contentsOf: UnsafeRawBufferPointer(buffer))
        }
        if copied != nil { return }
        #endif
        for sample in samples {
            let bits = UInt16(bitPattern: sample)
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bytes.append(UInt8(truncatingIfNeeded: bits >> 8))
        }
    }

    /// `samples` as little-endian 16-bit bytes.
    public static func littleEndianBytes<Samples: Collection<Int16>>(_ samples: Samples) -> [UInt8] {
        var bytes: [UInt8] = []
        appendLittleEndian(samples, to: &bytes)
        return bytes
    }
}

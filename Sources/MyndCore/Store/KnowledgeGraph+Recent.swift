import Foundation
import GRDB

extension KnowledgeGraph {
    /// The most recently added nodes of one type, newest first. `+type` keeps SQLite walking the `num` index
    /// backwards instead of sorting every node of the type, so a few recent nodes cost a few rows whatever the
    /// graph's size. Used by `mynd mcp`'s recent-thoughts resource and weekly-review prompt.
    public func recentNodes(ofType type: NodeType, limit: Int) throws -> [Node] {
        guard limit > 0 else { return [] }
        return try read { db in
            try NodeRows.fetch(db, where: "+type = ? ORDER BY num DESC LIMIT ?", [type.rawValue, limit])
        }
    }

    /// Nodes of `type`, the most recently mentioned first: a re-mention touches a node, so a person named again today
    /// comes before one added today and never named since. What a transcriber is primed with.
    public func recentlyTouched(ofType type: NodeType, limit: Int) throws -> [Node] {
        guard limit > 0 else { return [] }
        return try read { db in
            try NodeRows.fetch(db, where: "type = ? ORDER BY last_touched_at DESC, num DESC LIMIT ?", [type.rawValue, limit])
        }
    }
}

import Foundation
import GRDB
import Testing
@testable import MyndCore

/// The name lookups on a context build's path must stay probes on their indexes: SQLite's planner, without
/// statistics, once chose the type index for an id list and walked every named node (~50 ms at 100k nodes).
/// Asked of real SQLite, on a store migrated as users' stores are.
@Suite
struct StoreQueryPlanTests {
    func plan(_ sql: String) throws -> String {
        let directory = NSTemporaryDirectory() + "mynd-plan-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let graph = try KnowledgeGraph(path: directory + "/mynd.sqlite")
        for index in 0..<50 {
            _ = try graph.add(Node(type: index.isMultiple(of: 2) ? .person : .thought, content: "node \(index)", createdAt: Date(),
                                   aliases: index.isMultiple(of: 4) ? ["alias \(index)"] : []))
        }
        return try graph.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: ["[\"node 2\"]"]).map { $0["detail"] as String }
        }.joined(separator: "\n")
    }

    @Test("Names by key: one probe a key on nodes_by_name_key")
    func namesByKey() throws {
        let plan = try plan("SELECT num FROM nodes WHERE " + StoreGraphReader.namesByKey)
        #expect(plan.contains("SEARCH nodes USING INDEX nodes_by_name_key (name_key=?)"), "\(plan)")
        #expect(!plan.contains("SCAN nodes"), "\(plan)")
    }

    @Test("Named nodes by id: one probe an id on the primary key")
    func namedByID() throws {
        let plan = try plan("SELECT num FROM nodes WHERE " + StoreGraphReader.namedByID)
        #expect(plan.contains("(id=?)"), "\(plan)")
        #expect(!plan.contains("nodes_by_type") && !plan.contains("SCAN nodes"), "\(plan)")
    }

    @Test("Aliases by key: one probe a key on aliases_by_key")
    func aliasesByKey() throws {
        let plan = try plan(StoreGraphReader.aliasesByKey)
        #expect(plan.contains("aliases_by_key (alias_key=?)"), "\(plan)")
    }
}

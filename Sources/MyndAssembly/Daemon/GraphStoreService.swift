import Logging
import MyndCore
import ServiceLifecycle

/// The knowledge graph's database as a service of the daemon's group. The daemon runs it first so that it is
/// stopped last: at graceful shutdown, once the socket, the voice loop and the sweepers have stopped writing, it
/// checkpoints the write-ahead log into the file and closes the database.
struct GraphStoreService: Service {
    let graph: KnowledgeGraph
    let logger: Logger

    func run() async throws {
        do {
            try await gracefulShutdown()
        } catch {
            return  // cancelled, not shut down: the process is ending and SQLite recovers from its log on the next open
        }
        do {
            try graph.close()
            logger.info("knowledge graph closed")
        } catch {
            logger.error("knowledge graph not closed cleanly: \(error)")
        }
    }
}

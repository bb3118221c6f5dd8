import Logging
import MyndCore
import ServiceLifecycle

/// Keeps the database's full-text indexes merged, off the reply path: a while after the daemon starts and then
/// every ten minutes, it merges in small steps (`KnowledgeGraph.tidySearchIndexes`, tens of milliseconds each,
/// with a pause between them so a turn that arrives meanwhile waits for one step at most). When nothing was
/// written since, a round costs one no-op merge per index.
public struct SearchIndexTidier: Service {
    let graph: KnowledgeGraph
    let logger: Logger
    let firstRound: Duration
    let interval: Duration
    let pause: Duration

    public init(graph: KnowledgeGraph, logger: Logger, firstRound: Duration = .seconds(30), interval: Duration = .seconds(600),
                pause: Duration = .milliseconds(50)) {
        self.graph = graph
        self.logger = logger
        self.firstRound = firstRound
        self.interval = interval
        self.pause = pause
    }

    public func run() async throws {
        // Sleeping is cancelled at graceful shutdown, so stopping never waits out the interval.
        try? await cancelWhenGracefulShutdown { [self] in
            try await Task.sleep(for: firstRound)
            while true {
                try await tidy()
                try await Task.sleep(for: interval)
            }
        }
    }

    /// One round: steps until no index has work left. Returns the steps that did work; a failure is logged and
    /// ends the round (the indexes still answer, only slower), never the daemon.
    @discardableResult
    public func tidy() async throws -> Int {
        var steps = 0
        do {
            while try graph.tidySearchIndexes() {
                steps += 1
                try await Task.sleep(for: pause)
            }
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            logger.error("full-text index merge failed: \(error)")
        }
        if steps > 0 { logger.info("full-text indexes merged", metadata: ["steps": "\(steps)"]) }
        return steps
    }
}

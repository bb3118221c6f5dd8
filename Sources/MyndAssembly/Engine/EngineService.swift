import ServiceLifecycle

/// Runs the local engine's supervisor in the daemon's service group: the engine starts with the daemon and is
/// stopped (SIGTERM, then SIGKILL) at graceful shutdown.
public struct EngineService: Service {
    public let engine: LocalEngine

    public init(engine: LocalEngine) { self.engine = engine }

    public func run() async throws {
        let engine = engine
        let supervisor = Task { await engine.supervise() }
        try? await gracefulShutdown()
        supervisor.cancel()
        await supervisor.value
    }
}

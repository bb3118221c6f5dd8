import Logging
import MyndCore
import MyndDaemon

/// A reload applied to what the runtime built from the configuration: the model and engine, memory retention and
/// the voice loop's speech. Keys read only at start-up are reported as needing a restart.
struct RuntimeReloader: ConfigurationReloading {
    let runtime: MyndRuntime
    let retention: RetentionSweeper
    let voice: VoiceLoop?
    /// The configuration the daemon started with: what a restart would change is measured against it.
    let started: MyndConfig
    let environment: [String: String]
    let logger: Logger

    func apply(_ config: MyndConfig) async -> [String] {
        retention.update(retentionDays: config.memory.retentionDays)
        runtime.reconfigure(config, environment: environment, logger: logger)
        await voice?.apply(speech: config.speech)
        return ConfigKey.needingRestart(from: started, to: config)
    }
}

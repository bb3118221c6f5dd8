/// What `mynd mcp` was started with, after the config file, the environment and the command line.
public struct MCPSettings: Sendable {
    /// Offer and accept the write tools (`[mcp] allow_writes`, `MYND_MCP_ALLOW_WRITES`, `--allow-writes`).
    public var allowWrites: Bool
    /// Days without a touch that make a goal stale when a call does not say (`[proactive] stale_days`).
    public var staleDays: Int
    /// The config file, named in the sentence that tells how to allow writes.
    public var configPath: String

    public init(allowWrites: Bool, staleDays: Int, configPath: String) {
        self.allowWrites = allowWrites
        self.staleDays = staleDays
        self.configPath = configPath
    }
}

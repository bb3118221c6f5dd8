/// What `mynd mcp` was started with, after the config file, the environment and the command line.
import MyndCore

public struct MCPSettings: Sendable {
    /// Offer and accept the write tools (`[mcp] allow_writes`, `MYND_MCP_ALLOW_WRITES`, `--allow-writes`).
    public var allowWrites: Bool
    /// Days without a touch that make a goal stale when a call does not say (`[proactive] stale_days`).
    public var staleDays: Int
    /// The config file, named in the sentence that tells how to allow writes.
    public var configPath: String
    /// Search by meaning for the `search` tool (`[embeddings]`); nil: full text only.
    public var semantic: (@Sendable (KnowledgeGraph) -> SemanticIndex)?

    public init(allowWrites: Bool, staleDays: Int, configPath: String,
                semantic: (@Sendable (KnowledgeGraph) -> SemanticIndex)? = nil) {
        self.allowWrites = allowWrites
        self.staleDays = staleDays
        self.configPath = configPath
        self.semantic = semantic
    }
}

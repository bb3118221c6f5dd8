import MyndControl
/// What the control server calls for each command. The daemon implements it over the voice loop and Axel;
/// tests implement it to observe dispatch.
public protocol ControlHandler: Sendable {
    /// Runs `ptt.*`, `speak.stop`, `say` and `reload`; returns a short text for the reply (Axel's answer for `say`).
    /// Throw a `ControlFault` to send a specific error code.
    func perform(_ command: ControlCommand, text: String?) async throws -> String?
    /// The current status (for `status`, and the first event of `subscribe`).
    func status() async -> DaemonStatus
    /// A new stream of status changes for one subscriber; it ends when the daemon stops.
    func statusUpdates() async -> AsyncStream<DaemonStatus>
}

/// Why Axel could not take an utterance. Model failures are not errors here: they end the reply with a
/// fallback sentence and show in `ExchangeOutcome.failure`.
public enum AxelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing to file.
    case emptyUtterance
    /// The utterance could not be stored; nothing was sent anywhere.
    case commitFailed(String)

    public var description: String {
        switch self {
        case .emptyUtterance: "there was nothing to file: the utterance is empty"
        case let .commitFailed(reason): "your thought could not be saved: \(reason)"
        }
    }
}

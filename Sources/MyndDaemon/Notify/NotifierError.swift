/// Why a desktop notification could not be shown. The daemon logs these and carries on.
public enum NotifierError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No session bus to talk to (no `DBUS_SESSION_BUS_ADDRESS`, or it refused us).
    case noSessionBus(String)
    /// The bus works but nothing provides org.freedesktop.Notifications (ServiceUnknown).
    case noNotificationServer
    /// The server answered with an error.
    case failed(name: String, message: String)
    /// The notifier was stopped.
    case stopped

    public var description: String {
        switch self {
        case .noSessionBus(let why):
            return "no D-Bus session bus (\(why)); desktop notifications are off — is DBUS_SESSION_BUS_ADDRESS set?"
        case .noNotificationServer:
            return "no notification server on the session bus (org.freedesktop.Notifications); "
                + "start one (dunst, mako, your desktop's) to see follow-ups"
        case .failed(let name, let message):
            return "notification failed: \(name): \(message)"
        case .stopped:
            return "the notifier has stopped"
        }
    }
}

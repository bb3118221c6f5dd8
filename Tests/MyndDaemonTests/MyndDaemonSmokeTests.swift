import Testing
@testable import MyndDaemon

// Replaced by the Daemon target's real suites.

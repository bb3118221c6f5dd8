import Testing
@testable import MyndNet

// Replaced by the Net target's real suites.

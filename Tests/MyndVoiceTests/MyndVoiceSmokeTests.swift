import Testing
@testable import MyndVoice

// Replaced by the Voice target's real suites.

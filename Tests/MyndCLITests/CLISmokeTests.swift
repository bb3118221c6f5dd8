import Testing
// Replaced by the CLI end-to-end suites.

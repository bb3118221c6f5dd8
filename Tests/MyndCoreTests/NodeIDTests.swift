import Foundation
import Testing
@testable import MyndCore

@Suite struct NodeIDTests {
    @Test func freshIDsAreWellFormedAndTimeOrdered() {
        // Given two ids made a millisecond apart
        let first = NodeID(date: Date(timeIntervalSince1970: 1_700_000_000))
        let second = NodeID(date: Date(timeIntervalSince1970: 1_700_000_000.002))
        // Then both have the id shape and sort by creation
        #expect(NodeID.isWellFormed(first.rawValue))
        #expect(NodeID.isWellFormed(second.rawValue))
        #expect(first < second)
    }

    @Test func malformedTextIsNotAnID() {
        #expect(!NodeID.isWellFormed("alice"))
        #expect(!NodeID.isWellFormed(String(repeating: "G", count: 32)))
    }
}

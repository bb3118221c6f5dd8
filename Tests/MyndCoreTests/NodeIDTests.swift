import Foundation
import Testing
@testable import MyndCore

@Suite struct NodeIDTests {
    @Test func freshIDsAreWellFormedAndDistinctEarly() {
        // Given a thousand fresh ids
        let ids = (0..<1000).map { _ in NodeID() }
        // Then each has the id shape
        #expect(ids.allSatisfy { NodeID.isWellFormed($0.rawValue) })
        // And their 8-digit short forms (what tables show, what people type) are all different
        #expect(Set(ids.map(\.short)).count == 1000)
    }

    @Test func malformedTextIsNotAnID() {
        #expect(!NodeID.isWellFormed("alice"))
        #expect(!NodeID.isWellFormed(String(repeating: "G", count: 32)))
    }
}

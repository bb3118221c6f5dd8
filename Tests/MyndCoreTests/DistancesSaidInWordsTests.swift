import Foundation
@testable import MyndCore
import Testing

/// A distance said in words is the code it is written as (issue 12, re-mentions): "i want to finish the twenty one k
/// under two hours" says again "run the Bristol 21K in April", and both the rules and the learned veto and linker read
/// the same "21k" in each. Near misses: a number with no unit, and a unit with no number.
struct DistancesSaidInWordsTests {
    @Test func distancesInWordsAreTheirCodes() {
        #expect(Rementions.words("i want to finish the twenty one k under two hours").contains("21k"))
        #expect(Rementions.words("Goal: run the Bristol 21K in April").contains("21k"))
        #expect(Rementions.words("the ten k at the weekend").contains("10k"))
        #expect(Rementions.words("five km without stopping").contains("5k"))
        #expect(Rementions.distanceCodes("a 5 k then a twenty k") == "a 5k then a 20k")
    }

    @Test func nearMisses() {
        #expect(Rementions.distanceCodes("twenty one people came") == "twenty one people came")
        #expect(Rementions.distanceCodes("special k for breakfast") == "special k for breakfast")
    }
}

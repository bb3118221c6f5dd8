import Foundation
@testable import MyndCore
import Testing

/// Streets as a transcript or a quick note names them (issue 12): by a number past a month's days ("41st Avenue",
/// "40th Road", "110th Street"), anywhere in the line; in lower case by a word no everyday list knows with no
/// preposition before it ("kissena boulevard is grey slush"); "main street" after a preposition; a street's name that
/// a particle would end, trimmed to its last name word. Near misses: an ordinal counting streets, a number that is no
/// ordinal, everyday words before a street's word.
struct NumberedAndUnlistedStreetsTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "PT eval booked: Tuesday 5:45pm, 41st Avenue.", places: ["41st Avenue"]),
        Case(text: "Picture books for Chloe from the bookstore on 40th Road, Saturday.", people: ["Chloe"], places: ["40th Road"]),
        Case(text: "the 7 train stalled at 61st street for twenty minutes", places: ["61st Street"]),
        Case(text: "Meet Dev outside 110th Street station at noon.", people: ["Dev"], places: ["110th Street"]),
        Case(text: "the clinic on 42nd St. moved", places: ["42nd St"]),
        Case(text: "snowing again and kissena boulevard is grey slush all the way down to main street",
             places: ["Kissena Boulevard", "Main Street"]),
        Case(text: "get her photos done at the shoppers on st marys road", places: ["St Marys Road"]),
        Case(text: "buy the dyes at the bookstore on main street saturday", places: ["Main Street"]),
        // Near misses.
        Case(text: "take the 3rd exit and then the 2nd road on the left"),
        Case(text: "the 3rd street on the right has parking"),
        Case(text: "we took the toll road and the gravel road after it"),
        Case(text: "Priya came 2nd place in the 41th heat", people: ["Priya"]),
        Case(text: "my 40th birthday is in May"),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }

    @Test func streetNumbersTakeTheirOwnEndings() {
        #expect(EntityRecognizer.streetNumber("41st") == 41)
        #expect(EntityRecognizer.streetNumber("42nd") == 42)
        #expect(EntityRecognizer.streetNumber("111th") == 111)
        #expect(EntityRecognizer.streetNumber("113th") == 113)
        #expect(EntityRecognizer.streetNumber("41th") == nil)
        #expect(EntityRecognizer.streetNumber("11st") == nil)
        #expect(EntityRecognizer.streetNumber("2020s") == nil)
        #expect(EntityRecognizer.streetNumber("+5th") == nil)
        #expect(EntityRecognizer.streetNumber("th") == nil)
    }
}

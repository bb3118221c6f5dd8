import Foundation
@testable import MyndCore
import Testing

/// Capitalised words that are not people — interjections, initialisms, nationalities, employers, pub names,
/// named days — and places said in lower case.
struct EntityPrecisionTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "Um, the heating is off again."),
        Case(text: "Ugh, the bus was late again"),
        Case(text: "Erm, Tobias rang about the van", people: ["Tobias"]),
        Case(text: "Booked the car in for its MOT next week"),
        Case(text: "Need a letter from the GP for the insurers"),
        Case(text: "We tried the new Nigerian restaurant with Ines", people: ["Ines"]),
        Case(text: "there's a Vietnamese place near the station"),
        Case(text: "Her cousin landed a job with Globodyne in Lagos", places: ["Lagos"], projects: ["Globodyne"]),
        Case(text: "Quiz night at the Fox and Hounds with Priya", people: ["Priya"], places: ["Fox and Hounds"]),
        Case(text: "Picnic in Victoria Park on Sunday", places: ["Victoria Park"]),
        Case(text: "did laps in roundhay park this morning", places: ["Roundhay Park"]),
        Case(text: "Valentine's Day dinner with Nadia", people: ["Nadia"]),
        Case(text: "Fireworks with Tariq on New Year's Eve", people: ["Tariq"]),
        Case(text: "Carols with Ayo on Christmas Eve", people: ["Ayo"]),
        // A lower-case name no list knows, in a transcript, after "with" and before a time.
        Case(text: "swap shifts with huong before friday", people: ["Huong"]),
        Case(text: "coffee with mates on friday"),
        // Negatives: the rules must not eat real names or invent places.
        Case(text: "Had a coffee with Jin Park today", people: ["Jin Park"]),
        Case(text: "left my umbrella in the car park"),
        Case(text: "Adrian and Julian are coming for dinner", people: ["Adrian", "Julian"]),
        Case(text: "working with Roman on the pitch", people: ["Roman"]),
    ]

    @Test(arguments: cases)
    func recognises(_ c: Case) {
        c.check()
    }

    @Test func nationalitiesAreToldFromNames() {
        for word in ["ethiopian", "nigerian", "vietnamese", "kenyan", "brazilian", "pakistani", "turkish", "lebanese"] {
            #expect(EntityRecognizer.isDemonym(word), "\(word)")
        }
        for word in ["brian", "susan", "jordan", "morgan", "dylan", "nolan"] {
            #expect(!EntityRecognizer.isDemonym(word), "\(word)")
        }
        #expect(EntityRecognizer.isInitialism("HMRC"))
        #expect(!EntityRecognizer.isInitialism("Ravi"))
    }
}

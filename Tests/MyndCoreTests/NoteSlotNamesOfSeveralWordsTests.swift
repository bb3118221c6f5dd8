@testable import MyndCore
import Testing

/// A dated note's where ("— Thursday 9:40, Memorial Hermann Southwest.") is a place when its name has two words or
/// more, though the first is an everyday word or letters; one everyday word alone there ("Fasting.") and a person's
/// name stay what they were.
struct NoteSlotNamesOfSeveralWordsTests {
    @Test(arguments: [
        ("Hearing test — Friday 6 June, 2:30pm, Western General.", "western general"),
        ("Open day — Saturday 4 October, 10am, Grand Canal Quarter. Bring the folder.", "grand canal quarter"),
        ("Eye check for Nan — Tuesday 3 June, 10:15, Royal Alexandra. I'm driving her.", "royal alexandra"),
        ("Interview — Wed 12 March, 9am, Lakeside Campus.", "lakeside campus"),
    ])
    func aNameOfSeveralWordsInTheSlotIsWhere(line: String, place: String) {
        let found = recognised(line)
        #expect(found.places.contains(place), "\(found)")
        #expect(!found.people.contains { place.contains($0) || $0.contains(place) }, "\(found)")
    }

    @Test(arguments: [
        ("Bloods — Thursday 8:15, the surgery. Fasting.", "fasting"),
        ("Lunch — Friday 1pm, Anne Boyd.", "anne boyd"),
    ])
    func oneEverydayWordOrAPersonIsNoPlace(line: String, name: String) {
        #expect(!recognised(line).places.contains(name), "\(recognised(line))")
    }
}

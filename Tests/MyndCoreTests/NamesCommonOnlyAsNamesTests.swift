import Foundation
@testable import MyndCore
import Testing

/// Names a transcript writes in lower case that the common-word list holds only because they are frequent names
/// ("sophie", "chloe", "josh": `names-not-words`) are names on a name's cues; names that are words too ("grace",
/// "will", "mark") still need a verb of contact. A chef, and the Korean, Chinese and Japanese family titles, keep the
/// name they stand before (issue 12). Sentences of no script.
struct NamesCommonOnlyAsNamesTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "i had lunch with sophie after the shift", people: ["Sophie"]),
        Case(text: "me and chloe have barely seen each other this month", people: ["Chloe"]),
        Case(text: "put a tenner in for the present, josh is collecting", people: ["Josh"]),
        Case(text: "chef marco moved me to the grill for saturday", people: ["Chef Marco"]),
        Case(text: "Ask Chef Aiko about the knife course", people: ["Chef Aiko"]),
        Case(text: "ring Imo Sunhee tonight about the bracelet", people: ["Imo Sunhee"]),
        Case(text: "need to transfer gomo jiyeon my share", people: ["Gomo Jiyeon"]),
        // Alone, a grandmother's word is the relation, as "Gran" is.
        Case(text: "Nainai's flight lands at six"),
        // "Ah" and a Cantonese family word are one relative's name; an aunt's or uncle's word takes the name after it.
        Case(text: "Ah Ma's knee appointment is Wednesday the 12th, I'm taking her.", people: ["Ah Ma"]),
        Case(text: "my feet hurt so i soaked them in ah mas ginger water", people: ["Ah Ma"]),
        Case(text: "new years eve dinner at ah yee fongs sunday at seven", people: ["Ah Yee Fong"]),
        Case(text: "Call Ah Yeh's landlord on Monday about the heat.", people: ["Ah Yeh"]),
        Case(text: "Ah Suk said yes to the lion dance.", people: ["Ah Suk"]),
        Case(text: "ah I see, that makes sense"),
        Case(text: "my ah ma turns ninety in june"),
        // Near misses: words that are names too stay words on a loose cue; a filler or a unit is no name.
        Case(text: "coffee with grace notes of cherry"),
        Case(text: "a walk with will power alone"),
        Case(text: "five min with the timer and done"),
        Case(text: "new phone with sim only deal"),
        // A family title before an adverb, or capitalised before a lower-case word in typed text, is the relative alone.
        Case(text: "mama never wrote anything down, it was all in her head"),
        Case(text: "The hymn Mama sang to us every Sunday."),
        Case(text: "aunty mere comes over on sunday", people: ["Aunty Mere"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) { c.check() }

    @Test func theListHoldsNoEverydayWord() {
        for word in ["grace", "will", "mark", "june", "um", "min", "sim", "theres", "rehab"] {
            #expect(!Gazetteers.namesNotWords.contains(word), "\(word)")
        }
        for name in ["sophie", "chloe", "josh", "marco"] {
            #expect(Gazetteers.namesNotWords.contains(name), "\(name)")
        }
    }
}

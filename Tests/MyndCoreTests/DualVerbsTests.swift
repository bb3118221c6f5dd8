import Foundation
@testable import MyndCore
import Testing

/// Instructions whose verb is a noun or an adjective too ("plant", "hire", "strip", "open", "move"): followed at once
/// by a determiner, the word is a verb and the clause a thing to do — said bare or after an obligation ("I need to
/// hire a van"). The same words as nouns ("Lunch the other day was lovely"), feelings and remarks ("Love the new
/// coat"), a statement ("Shame the match got called off") and one's life as the object stay what they were.
struct DualVerbsTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        Case(text: "Plant the garlic cloves along the back fence", type: .action, phrase: "Plant the garlic cloves along the back fence"),
        Case(text: "Hire a carpet cleaner for the stairs", type: .action),
        Case(text: "strip the beds in the spare room", type: .action),
        Case(text: "Move the recycling bins round the side", type: .action),
        Case(text: "Open a joint account with Ilse", type: .action),
        Case(text: "um empty the dehumidifier in the cellar", type: .action),
        Case(text: "Lock the shed before the weekend", type: .action),
        Case(text: "I need to hire a trailer for the tip run", type: .action, phrase: "hire a trailer for the tip run"),
        Case(text: "we have to empty the loft before the survey", type: .action),
        Case(text: "gotta dust the shelves in the front room", type: .action),
        Case(text: "i must lock the back gate tonight", type: .action),
        // Near misses: the word as a noun, a feeling or remark, a statement, a comma after it, one's life to change,
        // a wish (still an aim), a report of what was done.
        Case(text: "Lunch the other day with Benedikt was lovely", type: .thought),
        Case(text: "Love the new coat Oona got me", type: .thought),
        Case(text: "Shame the match got called off", type: .thought),
        Case(text: "Rain the whole way home", type: .thought),
        Case(text: "Plant, the big one in the hall, is dying", type: .thought),
        Case(text: "I need to sort my life out", type: .goal),
        Case(text: "I want to open a bakery one day", type: .goal),
        Case(text: "Hired a van for Saturday", type: .thought),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }

    @Test("the list holds verbs said as verbs, less feelings, weather, meals and harm")
    func listIsVerbsSaidAsVerbs() {
        let verbs = Gazetteers.dualVerbs
        #expect(verbs.count > 1000)
        for verb in ["plant", "hire", "strip", "move", "open", "empty", "lock", "dust", "pack"] {
            let listed = verbs.contains(verb)
            #expect(listed, "\(verb)")
        }
        for word in ["love", "miss", "rain", "lunch", "kill", "people", "man", "home", "can", "change", "replace"] {
            let listed = verbs.contains(word)
            #expect(!listed, "\(word)")
        }
    }
}

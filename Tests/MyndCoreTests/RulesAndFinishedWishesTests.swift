import Foundation
@testable import MyndCore
import Testing

/// Forms the newest development scripts showed missed (issue 12), checked as forms, in sentences of no script: a rule
/// one sets oneself written as the note's label is one aim, whose terms are no tasks; what was just named wanted in a
/// finished state is an aim; a verb-or-noun followed by its own verb is a noun, not an instruction; a vow said alone
/// ("Mark my words.") makes the sentence before it the aim.
struct RulesAndFinishedWishesTests {
    typealias Case = ClassifierFormsTests.Case

    /// The whole note, through the offline extractor: one goal, no task among its terms.
    @Test(arguments: [
        "New rule for weekdays: no screens after nine. Laptop stays in the study.",
        "Budget rule from now on: nothing over £50 without sleeping on it.",
        "Gym rule: three mornings a week, text Sam if I skip, no skipping Mondays.",
        "Screen rule on nights — phone in the locker, book in the bag.",
    ])
    func aRuleOfOnesOwnIsOneAim(_ text: String) {
        let extraction = OfflineExtractor().extract(text, known: [])
        #expect(extraction.utteranceType == .goal, "\(text)")
        #expect(extraction.goals.count == 1, "\(text)")
        #expect(extraction.actions.isEmpty, "\(text): \(extraction.actions)")
        #expect(UtteranceClassifier.ruleForMyself(text) != nil, "\(text)")
    }

    /// Someone's rules, rules talked about, and a plural with no sign they are one's own are no rule of one's own.
    @Test(arguments: [
        "Dad's new rule: no phones at the table.",
        "School's rule: no phones before lunch.",
        "Rules: Mum's house, Mum's rules.",
        "I need to find out what the rules are for parking permits",
        "The rule at work: badges on at all times.",
        "New rule",
    ])
    func otherRulesAreNotOnesOwn(_ text: String) {
        #expect(UtteranceClassifier.ruleForMyself(text) == nil, "\(text)")
    }

    /// A vow said as a sentence of its own ("Mark my words.", "Watch me.") makes the sentence before it the aim; "Mark my
    /// words" is never a task. Not after someone else's forecast, a question, a condition or the past.
    @Test(arguments: [
        ("Loft boarded by March. Mark my words.", "Loft boarded by March"),
        ("Ten kilos off by the wedding. Watch me.", "Ten kilos off by the wedding"),
        ("Cello grade five by the summer. I'm holding myself to it.", "Cello grade five by the summer"),
        ("Lisbon at Easter, the four of us. Happening.", "Lisbon at Easter, the four of us"),
        ("Solar on the roof by June. Holding to it.", "Solar on the roof by June"),
    ])
    func aVowAloneMakesTheSentenceBeforeItTheAim(_ pair: (String, String)) {
        let extraction = OfflineExtractor().extract(pair.0, known: [])
        #expect(extraction.goals == [pair.1], "\(pair.0): \(extraction.goals)")
        #expect(extraction.actions.isEmpty, "\(pair.0): \(extraction.actions)")
    }

    @Test(arguments: [
        "She'll be late again. Mark my words.",
        "Maya will win it. Watch me.",
        "Went for a run yesterday. Watch me.",
        "Why is this so hard? Mark my words.",
        "Gran always said mark my words.",
        "Mark my words, she'll be late again.",
        "The quiz was a laugh. Happening again next month.",
    ])
    func aVowAfterNoAimOfOnesOwnFilesNothing(_ text: String) {
        let extraction = OfflineExtractor().extract(text, known: [])
        #expect(extraction.goals.isEmpty, "\(text): \(extraction.goals)")
        #expect(extraction.actions.isEmpty, "\(text): \(extraction.actions)")
    }

    static let cases: [Case] = [
        // What was just named, wanted finished.
        Case(text: "i want it all paid off before the baby comes", type: .goal),
        Case(text: "the old slides, i want them scanned before dad's eightieth", type: .goal),
        Case(text: "We want everything sorted before the move", type: .goal),
        // Near misses: not wanted, or wanted today.
        Case(text: "I don't want it finished", type: .thought),
        Case(text: "She wants it done properly", type: .thought),
        // A noun and its verb: a statement, not an instruction. Errands with a plural object stay errands.
        Case(text: "Laptop stays in the study.", type: .thought),
        Case(text: "Email goes out Monday.", type: .thought),
        Case(text: "Call was fine, she sounded tired.", type: .thought),
        Case(text: "Order plants for the border", type: .action),
        Case(text: "Pay bills on Friday", type: .action),
        // A vow in the clause, after the aim it holds to.
        Case(text: "gym three mornings a week im holding myself to it no matter the shifts", type: .goal, phrase: "gym three mornings a week"),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }
}

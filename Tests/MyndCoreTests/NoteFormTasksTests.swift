import Foundation
@testable import MyndCore
import Testing

/// Tasks and aims typed as notes: parts joined by a dash, a bare "still to do", a day said alone after a thing still
/// undone, a thing to hand over with its deadline, a thing with its near deadline, a reminder or an aim with a colon.
struct NoteFormTasksTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var goals = 0
        var actions = 0
        /// The action filed, when checked.
        var action: String? = nil
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        // A dash between a note's parts: the part that is a task is filed.
        Case(text: "Boiler in the loft - book a service before the winter", actions: 1, action: "Boiler in the loft - book a service before the winter"),
        Case(text: "Lower back is sore again - book a sports massage on Friday", actions: 1, action: "book a sports massage on Friday"),
        Case(text: "Knee's playing up again - ring the physio on Monday", actions: 1),
        Case(text: "Library books - return them by Friday", actions: 1),
        Case(text: "MOT for the van - book it.", actions: 1),
        Case(text: "Great match last night - we won 3 - 1", actions: 0),
        Case(text: "fitness goal - a sub-50 10k", goals: 1),
        Case(text: "todo - renew the passport", actions: 1),
        // A bare to-do marker: the thing before it is the task; alone it names nothing.
        Case(text: "Tax return for the flat - still to do.", actions: 1, action: "Tax return for the flat"),
        Case(text: "Gutters. Still need doing.", actions: 1, action: "Gutters"),
        Case(text: "Still to do.", actions: 0),
        // A day said alone after a thing still undone.
        Case(text: "Birthday card for Ilse still not bought. Tomorrow, definitely.", actions: 1),
        Case(text: "Didn't get round to the gutter quote. Monday.", actions: 1),
        Case(text: "Still not sure about the job. Tomorrow.", actions: 0),
        Case(text: "Bought the card for Ilse. Tomorrow.", actions: 0),
        // A thing to hand over, with its deadline.
        Case(text: "Expenses form to Malik by Friday", actions: 1),
        Case(text: "Reading: chapter summaries back to the group before Thursday.", actions: 1),
        Case(text: "Renewal forms in by the 30th", actions: 1),
        Case(text: "Trip money due Monday", actions: 1),
        Case(text: "The parcel's due Friday", actions: 0),
        Case(text: "Baby due in March, can't believe it", actions: 0),
        Case(text: "The essay was due Friday", actions: 0),
        Case(text: "Flight to Lagos before Christmas", actions: 0),
        // A thing with its near deadline and nothing else: a bill, a renewal, a form.
        Case(text: "Council tax bill by the 28th.", actions: 1),
        Case(text: "Car insurance renewal for the Fiesta — by Thursday.", actions: 1),
        Case(text: "Gym membership renewal by the end of the month or they charge the full year.", actions: 1),
        Case(text: "Car insurance renewal for the Fiesta — by Thursday.", actions: 1, action: "Car insurance renewal for the Fiesta"),
        Case(text: "Passport photos - by the end of the week or no trip.", actions: 1, action: "Passport photos"),
        Case(text: "Mum's birthday — by Friday.", actions: 0),
        Case(text: "The garden looks great — by Friday it'll be done.", actions: 0),
        Case(text: "need two more quotes for the roof by the end of the month", actions: 1),
        // A thing noted with where and the day to get it: an errand.
        Case(text: "Printer ink — Currys, tomorrow.", actions: 1, action: "Printer ink"),
        Case(text: "Reading glasses — the optician on Albert Road, Thursday.", actions: 1, action: "Reading glasses"),
        Case(text: "Bird seed + fat balls. Saturday.", actions: 1),
        // Near misses: an occasion, a day not last, a sentence with a subject, a day that recurs.
        Case(text: "Choir concert — St Mary's, Friday.", actions: 0),
        Case(text: "Solo & Ensemble — Sat Feb 7, McCollum High School.", actions: 0),
        Case(text: "Kayla rang — they've booked her in Thursday.", actions: 0),
        Case(text: "Swimming lessons — every Saturday.", actions: 0),
        // Near misses: a state to be in by then, an amount by then, an aim's horizon.
        Case(text: "Home by Friday, hopefully.", actions: 0),
        Case(text: "Overdraft: zero by the 1st.", actions: 0),
        // (A thing with a far deadline and no verb is the aim in note form: a goal, no task.)
        Case(text: "A community choir at the village hall by next spring.", goals: 1, actions: 0),
        Case(text: "Lights off by eleven.", actions: 0),
        // A reminder or an aim with a colon, an aim owned by a period, a resolve said again.
        Case(text: "Don't forget: the spare keys for Ilse", actions: 1),
        Case(text: "This year's main aim: swim a mile without stopping.", goals: 1, actions: 0),
        Case(text: "Next year's goal is a sub-four marathon", goals: 1),
        Case(text: "Still determined: no phone in the bedroom after ten.", goals: 1),
        Case(text: "i'm set on getting the allotment going this spring", goals: 1),
        // "I've to" for "I have to"; a reference written for someone is paperwork, not a pursuit.
        Case(text: "i've to collect the bike from the menders", actions: 1),
        Case(text: "Write Ilse's reference for the flat - she's waiting on it.", actions: 1),
        Case(text: "I want to write a novel about my grandmother", goals: 1),
    ]

    @Test(arguments: cases)
    func files(_ c: Case) {
        let result = OfflineExtractor().extract(c.text, known: [])
        #expect(result.goals.count == c.goals, "goals \(result.goals)")
        #expect(result.actions.count == c.actions, "actions \(result.actions)")
        if let action = c.action { #expect(result.actions.first == action, "\(result.actions)") }
    }

    @Test("a dash between numbers or after a label does not cut the clause")
    func dashesThatDoNotCut() {
        #expect(Clauses.split("we won 3 - 1 in the end").count == 1)
        #expect(Clauses.split("money goal - five grand saved").count == 1)
        #expect(Clauses.split("Halfords on Wilmslow Road - book the bike in").count == 2)
    }
}

/// Aims named loosely: the aim noun, words between, "is to", the aim.
struct LooseAimTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        Case(text: "my big aim this year and i'm serious is to swim the lake crossing", type: .goal, phrase: "swim the lake crossing"),
        Case(text: "so Ilse and I have agreed the plan is to have the loft converted by next summer", type: .goal),
        Case(text: "our goal for the garden really is to grow all our own salad", type: .goal),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }

    /// Near misses: a plan of how, someone else's aim, a report.
    @Test(arguments: ["the idea is to meet at the station",
                      "Oona's coach says the aim is to get her to county level this year", "his aim is to be home by Christmas"])
    func noAimOfMine(_ text: String) {
        #expect(UtteranceClassifier.classify(text) != .goal)
    }
}

/// Someone's round age said as an ordinal is their birthday: an occasion, so its date makes it an event.
struct OrdinalBirthdayTests {
    @Test(arguments: ["Benedikt's fiftieth at the rugby club, Saturday at 7", "Auntie Ro's 70th is in Cork on the 14th",
                      "her twenty-first is next Friday"])
    func isAnOccasion(_ text: String) {
        #expect(EventCue.isEvent(text))
    }

    @Test(arguments: ["the rent goes up on the 20th", "we finished 40th out of 60", "see you on the 30th"])
    func notAnOccasion(_ text: String) {
        #expect(!EventCue.isOrdinalBirthday(text.lowercased().split(separator: " ").map(String.init)))
    }
}

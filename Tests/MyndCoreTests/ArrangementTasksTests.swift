import Foundation
@testable import MyndCore
import Testing

/// Tasks said as arrangements and notes: things to get from a shop, time kept clear, a chore put out, being in for
/// someone, the speaker's part in an arrangement, a yes to what someone asked; aims said as a labelled routine, a
/// vow about a thing of one's own, a longing, what it is all for.
struct ArrangementTasksTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var goals = 0
        var actions = 0
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "Masa harina and dried chillies from the Mexican shop on Ridley Road, Friday.", actions: 1),
        Case(text: "Bare-root roses + bonemeal from the garden centre in Frome, Saturday", actions: 1),
        Case(text: "Postcard from Auntie Ro today, made my week", actions: 0),
        Case(text: "Dinner from the Thai place was lovely", actions: 0),
        Case(text: "Keep Thursday evening free for the parents' meeting", actions: 1),
        Case(text: "Keep calm and carry on", actions: 0),
        Case(text: "recycling out thursday night", actions: 1),
        Case(text: "Bins are out already", actions: 0),
        Case(text: "the electrician's coming Tuesday so I need to be home by eight", actions: 1),
        Case(text: "I need to be more patient with the kids", actions: 0),
        Case(text: "Kemal lands at Bristol at ten on Sunday; I'm collecting him.", actions: 1),
        Case(text: "i'm the one chairing the residents' meeting on the 9th", actions: 1),
        Case(text: "I'm picking the twins up from karate at six", actions: 1),
        Case(text: "I'm making a mess of this", actions: 0),
        Case(text: "I'm doing okay today, just tired", actions: 0),
        Case(text: "I'm driving right now, remind me later", actions: 0),
        Case(text: "Father Okoro asked if I'd read at the nine o'clock mass on the 14th. Told him yes.", actions: 1),
        Case(text: "aisha wants to do the coast path walk on saturday and honestly im in", actions: 1),
        Case(text: "Ilse wants to go to Lisbon and I'm in two minds", actions: 0),
        Case(text: "They asked if I'd stay late and I said no", actions: 0),
        Case(text: "I promised to water Mrs Greer's tomatoes while she's away", actions: 1),
        Case(text: "still need those hinges from the hardware place, keep forgetting", actions: 1),
        // Aims.
        Case(text: "Piano: twenty minutes a day, no skipping.", goals: 1),
        Case(text: "Spanish: three lessons a week until the trip", goals: 1),
        Case(text: "honestly this cholesterol is coming down this year whatever it takes", goals: 1),
        Case(text: "the weather is getting worse this year no matter what anyone says", goals: 0),
        Case(text: "i'm dying to get back on the bike properly", goals: 1),
        Case(text: "the whole point with the van is to have it paid off by March", goals: 1),
        Case(text: "so the landlord finally fixed the boiler in the flat, i'm set on getting the spare room painted this spring", goals: 1),
        Case(text: "If it rains on Saturday, I'll cancel the barbecue", goals: 0),
    ]

    @Test(arguments: cases)
    func files(_ c: Case) {
        let result = OfflineExtractor().extract(c.text, known: [])
        #expect(result.goals.count == c.goals, "goals \(result.goals)")
        #expect(result.actions.count == c.actions, "actions \(result.actions)")
    }
}

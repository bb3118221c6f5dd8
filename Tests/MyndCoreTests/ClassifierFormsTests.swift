import Foundation
import MyndCore
import Testing

/// Goals and actions said in imperative, note or promise form are filed as goals and actions, not thoughts.
struct ClassifierFormsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var type: NodeType
        /// The phrase that carries `type`; nil: not checked.
        var phrase: String? = nil
        var testDescription: String { text }

        /// `text` is classified as `type`, carried by `phrase`.
        func check(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(UtteranceClassifier.classify(text) == type, sourceLocation: sourceLocation)
            if let phrase {
                #expect(UtteranceClassifier.phrase(of: text, as: type) == phrase, sourceLocation: sourceLocation)
            }
        }
    }

    static let cases: [Case] = [
        Case(text: "Plan the retreat with the design team", type: .goal, phrase: "Plan the retreat with the design team"),
        Case(text: "Need to renew the car insurance", type: .action, phrase: "renew the car insurance"),
        Case(text: "Goal: swim 2 km without stopping", type: .goal, phrase: "swim 2 km without stopping"),
        Case(text: "todo - confirm the caterer", type: .action, phrase: "confirm the caterer"),
        Case(text: "I promised Ravi I'd review his draft", type: .action, phrase: "review his draft"),
        Case(text: "i promised my sister to fix her bike", type: .action, phrase: "fix her bike"),
        Case(text: "learn to make sourdough", type: .goal, phrase: "learn to make sourdough"),
        Case(text: "I'm going to finish the quilt this winter", type: .goal, phrase: "finish the quilt this winter"),
        Case(text: "have to book the vet for the cat", type: .action, phrase: "book the vet for the cat"),
        Case(text: "I'll be late tonight", type: .thought, phrase: "I'll be late tonight"),
        Case(text: "I don't want to go to the party", type: .thought, phrase: "I don't want to go to the party"),
        Case(text: "Plan was fine in the end", type: .thought, phrase: "Plan was fine in the end"),
        Case(text: "We should organise a reunion", type: .goal, phrase: "organise a reunion"),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }
}

extension ClassifierFormsTests {
    static let transcriberCases: [Case] = [
        Case(text: "maybe ask the neighbours about the fence", type: .action, phrase: "maybe ask the neighbours about the fence"),
        Case(text: "note to self: back up the photos", type: .action, phrase: "back up the photos"),
        Case(text: "i want to get fitter this winter", type: .goal, phrase: "get fitter this winter"),
        Case(text: "need to get milk on the way home", type: .action, phrase: "get milk on the way home"),
    ]

    @Test(arguments: transcriberCases)
    func classifiesTranscripts(_ c: Case) {
        c.check()
    }
}

extension ClassifierFormsTests {
    /// Imperative phrasal verbs are next steps; a goal verb with an everyday errand object is one too; a goal
    /// verb with an aspiration stays a goal, and a softener after the marker is not part of the phrase.
    static let phrasalAndErrandCases: [Case] = [
        Case(text: "Look into cheaper broadband deals", type: .action, phrase: "Look into cheaper broadband deals"),
        Case(text: "set up the new printer for gran", type: .action, phrase: "set up the new printer for gran"),
        Case(text: "Go through the tax paperwork with Ayo on Monday", type: .action, phrase: "Go through the tax paperwork with Ayo on Monday"),
        Case(text: "I need to go over the lease with the agent", type: .action, phrase: "go over the lease with the agent"),
        Case(text: "ok so fill in the parking permit form", type: .action, phrase: "ok so fill in the parking permit form"),
        Case(text: "Write the invitations for the christening", type: .action, phrase: "Write the invitations for the christening"),
        Case(text: "prepare the invoice for the Hartley job", type: .action, phrase: "prepare the invoice for the Hartley job"),
        Case(text: "Write a children's book about foxes", type: .goal, phrase: "Write a children's book about foxes"),
        Case(text: "Plan the route for the coastal walk", type: .goal, phrase: "Plan the route for the coastal walk"),
        Case(text: "Learn to write letters in Japanese", type: .goal, phrase: "Learn to write letters in Japanese"),
        Case(text: "Going over it in my head all day", type: .thought, phrase: "Going over it in my head all day"),
        Case(text: "Look at that sunset", type: .thought, phrase: "Look at that sunset"),
        Case(text: "I should definitely start swimming again", type: .goal, phrase: "start swimming again"),
        Case(text: "i'd love to walk the Camino", type: .goal, phrase: "walk the Camino"),
        Case(text: "Convert the garage into a workshop", type: .goal, phrase: "Convert the garage into a workshop"),
        Case(text: "turn the attic into a guest room", type: .goal, phrase: "turn the attic into a guest room"),
        Case(text: "go to the tip with the old sofa", type: .action, phrase: "go to the tip with the old sofa"),
        Case(text: "I want to go to Iceland one day", type: .goal, phrase: "go to Iceland one day"),
        Case(text: "I'll miss the old flat", type: .thought, phrase: "I'll miss the old flat"),
        Case(text: "I want to be fluent in Welsh", type: .goal, phrase: "be fluent in Welsh"),
        Case(text: "I'll be home late", type: .thought, phrase: "I'll be home late"),
    ]

    @Test(arguments: phrasalAndErrandCases)
    func classifiesPhrasalVerbsAndErrands(_ c: Case) {
        c.check()
    }
}

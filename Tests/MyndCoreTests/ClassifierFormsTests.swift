import Foundation
import MyndCore
import Testing

/// Goals and actions said in imperative, note or promise form are filed as goals and actions, not thoughts.
struct ClassifierFormsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var type: NodeType
        var phrase: String
        var testDescription: String { text }
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
        #expect(UtteranceClassifier.classify(c.text) == c.type)
        #expect(UtteranceClassifier.phrase(of: c.text, as: c.type) == c.phrase)
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
        #expect(UtteranceClassifier.classify(c.text) == c.type)
        #expect(UtteranceClassifier.phrase(of: c.text, as: c.type) == c.phrase)
    }
}

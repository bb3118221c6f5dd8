import Foundation
import MyndCore
import Testing

/// The offline rules, case by case: what each utterance must yield (and must not).
struct ExtractionOfflineTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var type: NodeType
        var people: [String] = []
        var places: [String] = []
        var projects: [String] = []
        var goals: [String] = []
        var actions: [String] = []
        var questions: [String] = []
        var relations: [String] = []  // "from -type-> to"
        var facts: [String] = []  // matchKey
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "I want to finish the garden plan with Alice.", type: .goal, people: ["Alice"], goals: ["finish the garden plan"]),
        Case(text: "I need to call Bob.", type: .action, people: ["Bob"], actions: ["call Bob"]),
        Case(text: "My goal is to run a marathon in October.", type: .goal, goals: ["run a marathon in October"]),
        Case(text: "Call Bob about the roof", type: .action, people: ["Bob"], actions: ["Call Bob about the roof"]),
        Case(text: "Remind me to email Carol the invoice.", type: .action, people: ["Carol"], actions: ["email Carol the invoice"]),
        Case(text: "What should I cook for the party?", type: .question, questions: ["What should I cook for the party"]),
        Case(text: "Should I take the job in Berlin?", type: .question, places: ["Berlin"], questions: ["Should I take the job in Berlin"]),
        Case(text: "Had a lovely walk with Dana and Eve today.", type: .thought, people: ["Dana", "Eve"]),
        Case(text: "Lunch with Frank at Blue Door was great.", type: .thought, people: ["Frank"], places: ["Blue Door"]),
        Case(text: "I'm thinking about the garden project again.", type: .thought, projects: ["garden"]),
        Case(text: "I want to finish the budget for the Apollo project.", type: .goal, projects: ["Apollo"],
             goals: ["finish the budget"], relations: ["finish the budget -partOf-> Apollo"]),
        Case(text: "I want to finish the garden plan, so I need to call Bob and buy seeds.", type: .goal, people: ["Bob"],
             goals: ["finish the garden plan"], actions: ["call Bob", "buy seeds"],
             relations: ["finish the garden plan -hasAction-> call Bob", "finish the garden plan -hasAction-> buy seeds"]),
        Case(text: "I want to learn the piano. I should call Grace.", type: .goal, people: ["Grace"],
             goals: ["learn the piano"], actions: ["call Grace"]),
        Case(text: "Yesterday Henry Ford Jr told me a story.", type: .thought, people: ["Henry Ford Jr"]),
        Case(text: "On Monday I met Ivy in Paris.", type: .thought, people: ["Ivy"], places: ["Paris"]),
        Case(text: "I live in Lisbon now.", type: .thought, places: ["Lisbon"], facts: ["user|lives in|lisbon"]),
        Case(text: "Alice is my sister.", type: .thought, people: ["Alice"], facts: ["alice|relationship to the user|sister"]),
        Case(text: "My best friend is Sam.", type: .thought, people: ["Sam"], facts: ["sam|relationship to the user|best friend"]),
        Case(text: "My favourite tea is sencha.", type: .thought, facts: ["user|favourite tea|sencha"]),
        Case(text: "I work at Acme Labs.", type: .thought, projects: ["Acme Labs"], facts: ["user|works at|acme labs"]),
        Case(text: "I really like hiking.", type: .thought, facts: ["user|likes|hiking"]),
        Case(text: "I moved to Porto.", type: .thought, places: ["Porto"], facts: ["user|lives in|porto"]),
        Case(text: "just a random thought about clouds", type: .thought),
        Case(text: "I'd like to visit Kyoto next spring.", type: .goal, places: ["Kyoto"], goals: ["visit Kyoto next spring"]),
        Case(text: "I wonder if Zoë would like the book", type: .question, people: ["Zoë"], questions: ["I wonder if Zoë would like the book"]),
        Case(text: "Going to Rome with Marco in May.", type: .thought, people: ["Marco"], places: ["Rome"]),
        Case(text: "Buy milk", type: .action, actions: ["Buy milk"]),
        Case(text: "i need to text paul", type: .action, people: ["Paul"], actions: ["text paul"]),
        Case(text: "I hope to write a novel, and I need to outline chapter one.", type: .goal, goals: ["write a novel", "outline chapter one"]),
        Case(text: "Don't forget to book the dentist.", type: .action, actions: ["book the dentist"]),
        Case(text: "I should call Mum and ask Nina about the flat", type: .action, people: ["Mum", "Nina"],
             actions: ["call Mum", "ask Nina about the flat"]),
        Case(text: "Working on the Atlas project for Olivia.", type: .thought, people: ["Olivia"], projects: ["Atlas"],
             relations: ["utterance -partOf-> Atlas"]),
        Case(text: "I need to send the draft for the Atlas project", type: .action, projects: ["Atlas"],
             actions: ["send the draft"], relations: ["send the draft -partOf-> Atlas"]),
        Case(text: "Peter lives in Oslo.", type: .thought, people: ["Peter"], places: ["Oslo"], facts: ["peter|lives in|oslo"]),
        Case(text: "I don't like early meetings", type: .thought, facts: ["user|dislikes|early meetings"]),
        Case(text: "Met Quinn near Central Park, then I need to email Quinn the photos.", type: .action,
             people: ["Quinn"], places: ["Central Park"], actions: ["email Quinn the photos"]),
        Case(text: "todo: renew the passport", type: .action, actions: ["renew the passport"]),
        Case(text: "Is it worth learning to swim this year?", type: .question, questions: ["Is it worth learning to swim this year"]),
        Case(text: "Thanks, that's all for today.", type: .thought),
    ]

    @Test(arguments: cases)
    func extracts(_ example: Case) {
        let result = OfflineExtractor().extract(example.text, known: [])
        #expect(result.utteranceType == example.type)
        #expect(result.people == example.people)
        #expect(result.places == example.places)
        #expect(result.projects == example.projects)
        #expect(result.goals == example.goals)
        #expect(result.actions == example.actions)
        #expect(result.questions == example.questions)
        #expect(result.relations.map { "\($0.from) -\($0.type.rawValue)-> \($0.to)" } == example.relations)
        #expect(result.facts.map(\.matchKey) == example.facts)
        #expect(result.method == "offline")
    }

    @Test func knownNamesAndAliasesAreFoundInAnyCase() {
        // Given a graph that knows Robert (alias Bob), Lisbon and the garden project
        let robert = Node(type: .person, content: "Robert", aliases: ["Bob, Bobby"])
        let lisbon = Node(type: .place, content: "Lisbon")
        let garden = Node(type: .project, content: "garden")
        // When a lower-case transcript mentions them
        let result = OfflineExtractor().extract("talked to robert about lisbon and the garden", known: [robert, lisbon, garden])
        // Then they are recognised with their stored spelling, each once
        #expect(result.people == ["Robert"])
        #expect(result.places == ["Lisbon"])
        #expect(result.projects == ["garden"])
    }

    @Test(arguments: [
        ("I want to finish the report", NodeType.goal), ("remember to water the plants", .action),
        ("how do I fix the bike", .question), ("the sky was pink tonight", .thought), ("I need to pay rent", .action),
        ("I need to get fitter", .goal), ("email the landlord", .action), ("is it worth it?", .question),
    ])
    func classifiesUtterances(_ text: String, _ type: NodeType) {
        #expect(UtteranceClassifier.classify(text) == type)
    }

    @Test func normalisesNamesAcrossCaseSpaceAndDiacritics() {
        #expect(NameNormalizer.key("  Zoë   O'Brien ") == NameNormalizer.key("zoe o'brien"))
        #expect(NameNormalizer.key("ALICE") == "alice")
        #expect(NameNormalizer.key("Alice.") == "alice")
        #expect(NameNormalizer.key("Ｐａｒｉｓ") == "paris")
        #expect(NameNormalizer.candidateKeys(in: "Call Alice's mum", maxWords: 2) == ["call", "call alice", "alice", "alice mum", "mum"])
    }
}

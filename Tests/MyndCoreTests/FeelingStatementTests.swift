import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// Feelings are never turned into goals, actions or reminders — offline, or from a model's extraction.
@Suite(.timeLimit(.minutes(1)))
struct FeelingStatementTests {
    static let feelings = [
        "I don't really want to talk to anyone at the moment, I just feel flat.",
        "i'm so tired of everything, can't be bothered with anything",
        "Feeling a bit low today, I need to get out of this slump",
        "been really anxious about work, I want to hide under the duvet",
        "I've been feeling really lonely since Marek moved to Gdansk",
        "honestly I can't cope with the move right now, need to sort the boxes but I can't face anything",
        "I am overwhelmed and I have to call the landlord and I just can't",
        // A wish to feel otherwise is no aim to chase.
        "I just want to feel normal again",
        "i want to stop feeling like this all the time",
    ]

    static let plans = [
        ("I feel like I should call Mum tonight", NodeType.action),
        ("I feel like going for a swim this weekend", .thought),
        ("call the GP about the rash on Monday", .action),
        ("I want to run a half marathon next spring", .goal),
        ("I don't want to miss the school play, book Friday afternoon off", .action),
    ]

    @Test("Statements of feeling are recognised", arguments: feelings)
    func recognised(_ text: String) {
        #expect(FeelingStatement.isStated(in: text))
        #expect(UtteranceClassifier.classify(text) == .thought)
    }

    @Test("Plans and wishes that mention feeling are not feelings")
    func notFeelings() {
        for (text, _) in Self.plans where !text.contains("feel like going") {
            #expect(!FeelingStatement.isStated(in: text), "\(text)")
        }
        #expect(UtteranceClassifier.classify("I feel like I should call Mum tonight") == .action)
        #expect(UtteranceClassifier.classify("I want to run a half marathon next spring") == .goal)
    }

    @Test("A negated intent, even softened, is no goal: \"I don't really want to…\"")
    func negatedIntent() {
        #expect(UtteranceClassifier.classify("I don't really want to go to the work party") == .thought)
        #expect(UtteranceClassifier.classify("we do not actually need to repaint the hall") == .thought)
        #expect(UtteranceClassifier.classify("I really want to repaint the hall") == .goal)
    }

    @Test("Through the real engine: no goal, action or event is filed from a feeling; the words are kept")
    func engineFilesNoTask() async throws {
        let temp = try TempGraph()
        defer { temp.cleanup() }
        let access = temp.graph.graphAccess
        let engine = AxelEngine(model: OfflineAxel(graph: access), graph: access, memory: MemoryStore(temp.graph.writer))
        // A goal left untouched for days: Axel must not nudge about it to someone telling how they feel.
        _ = try temp.graph.add(Node(type: .goal, content: "repaint the hall", createdAt: Date(timeIntervalSinceNow: -30 * 86_400)))
        for text in Self.feelings {
            let exchange = try await engine.respond(to: text, source: .spoken)
            var reply = ""
            for await piece in exchange.reply { reply += piece }
            _ = await exchange.outcome()
            #expect(reply.contains("I'm here if you want to talk it through"), "reply to \(text): \(reply)")
            for nudge in ["next step", "haven't touched", "Added an action", "Noted a goal"] {
                #expect(!reply.contains(nudge), "reply to \(text): \(reply)")
            }
        }
        let tasks = try temp.graph.nodes(ofType: .goal) + temp.graph.nodes(ofType: .action) + temp.graph.nodes(ofType: .event)
        #expect(tasks.map(\.content) == ["repaint the hall"], "filed as tasks: \(tasks.map(\.content))")
        let thoughts = try temp.graph.nodes(ofType: .thought).map(\.content)
        for text in Self.feelings { #expect(thoughts.contains(text)) }
    }

    @Test("A model is told to listen, and is shown no goals, when the message tells how the user feels")
    func modelIsToldToListen() async throws {
        let temp = try TempGraph()
        defer { temp.cleanup() }
        let access = temp.graph.graphAccess
        _ = try temp.graph.add(Node(type: .goal, content: "repaint the hall"))
        let model = ProgrammableLanguageModel(turns: [.text("That sounds heavy."), .text("Okay.")])
        let engine = AxelEngine(model: model, graph: access, memory: MemoryStore(temp.graph.writer))
        for text in ["I've been feeling really lonely lately", "Plan the summer trip to Kraków"] {
            let exchange = try await engine.respond(to: text, source: .typed)
            for await _ in exchange.reply {}
            _ = await exchange.outcome()
        }
        // (The model also serves the extractor; only the replies carry the turn's care.)
        let requests = model.requests
        let listening = requests.filter { $0.system.contains("This message: how the user feels") }
        #expect(listening.count == 1)
        #expect(listening.first?.messages.last?.content == "I've been feeling really lonely lately")
        #expect(listening.first?.system.contains("repaint the hall") == false)
        #expect(requests.contains { $0.messages.last?.content == "Plan the summer trip to Kraków" && $0.system.contains("repaint the hall") })
    }

    @Test("A model's extraction of a feeling is filed without its goals and actions")
    func modelExtractionIsGuarded() async throws {
        let temp = try TempGraph()
        defer { temp.cleanup() }
        let utterance = try temp.graph.add(Node(type: .thought, content: "I just feel flat, I don't want to see anyone this week"))
        var extraction = Extraction(method: "model:test")
        extraction.utteranceType = .action
        extraction.actions = ["see anyone this week"]
        extraction.goals = ["feel better"]
        let filed = try await GraphFiler(graph: temp.graph.graphAccess, memory: MemoryStore(temp.graph.writer))
            .file(extraction, utterance: utterance, now: Date())
        #expect(filed.items.isEmpty, "\(filed.items)")
        #expect(try temp.graph.nodes(ofType: .goal).isEmpty && temp.graph.nodes(ofType: .action).isEmpty)
    }
}

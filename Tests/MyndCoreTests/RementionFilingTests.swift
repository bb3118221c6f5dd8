import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// Through the real offline path (AxelEngine + OfflineAxel on the SQLite store): due dates on goals and actions,
/// events for dated occurrences, re-mentions touching the node already there, new actions linked to their goal.
@Suite(.timeLimit(.minutes(1)))
struct RementionFilingTests {
    /// Wednesday 18 November 2026, 10:00 UTC.
    let start = Date(timeIntervalSince1970: 1_794_996_000)

    final class Clock: @unchecked Sendable {
        var now: Date
        init(_ now: Date) { self.now = now }
    }

    struct World {
        let temp: TempGraph
        let engine: AxelEngine
        let clock: Clock
        var graph: KnowledgeGraph { temp.graph }

        /// The tasks linked (hasAction) to the goal whose content contains `words`.
        func linked(to words: String) throws -> [String] {
            let goal = try #require(try nodes(.goal).first { $0.content.contains(words) })
            return try graph.nextActions(of: goal.id).map(\.content)
        }

        func say(_ text: String, after seconds: TimeInterval = 60) async throws -> ExchangeOutcome {
            clock.now = clock.now.addingTimeInterval(seconds)
            let exchange = try await engine.respond(to: text, source: .typed)
            for await _ in exchange.reply {}
            return await exchange.outcome()
        }

        func nodes(_ type: NodeType) throws -> [Node] { try graph.nodes(ofType: type) }
    }

    func world() throws -> World {
        let temp = try TempGraph()
        let clock = Clock(start)
        let access = temp.graph.graphAccess
        let engine = AxelEngine(model: OfflineAxel(graph: access, now: { clock.now }), graph: access,
                                memory: MemoryStore(temp.graph.writer), clock: { clock.now })
        return World(temp: temp, engine: engine, clock: clock)
    }

    @Test func aGoalSaidTwiceIsOneGoalTouched() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I want to renew my passport")
        _ = try await w.say("need to renew the passport before friday", after: 3 * 86_400)
        let open = try w.nodes(.goal) + w.nodes(.action)
        #expect(open.count == 1, "\(open.map(\.content))")
        let goal = try #require(open.first)
        #expect(goal.content == "I want to renew my passport")
        #expect(goal.lastTouchedAt > start.addingTimeInterval(2 * 86_400))
        #expect(goal.metadata[DueDates.key] == DueDates.resolve(in: "before friday", now: w.clock.now)?.value)
        // The restatement is kept verbatim, as a thought that points at the goal.
        let thoughts = try w.nodes(.thought)
        #expect(thoughts.map(\.content) == ["need to renew the passport before friday"])
        #expect(thoughts.first?.metadata[GraphFiler.restatesKey] == goal.id.rawValue)
    }

    @Test func aNewActionAboutAGoalsSubjectIsLinkedToIt() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Plan the team retreat with Ravi")
        _ = try await w.say("book a venue for the retreat by next Tuesday")
        let goal = try #require(try w.nodes(.goal).first)
        let actions = try w.graph.nextActions(of: goal.id)
        #expect(actions.map(\.content) == ["book a venue for the retreat by next Tuesday"])
        #expect(actions.first?.metadata[DueDates.key] != nil)
    }

    @Test func aDatedOccurrenceBecomesAnEvent() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Dinner with Maya on Saturday at seven.")
        let events = try w.nodes(.event)
        #expect(events.map(\.content) == ["Dinner with Maya on Saturday at seven"])
        #expect(events.first?.metadata[DueDates.key] == DueDates.resolve(in: "on Saturday at seven", now: w.clock.now)?.value)
        #expect(try w.nodes(.person).map(\.content) == ["Maya"])
        #expect(try w.graph.dueItems().map(\.id) == events.map(\.id))
    }

    @Test func dueItemsAreSoonestFirstAndLeaveOutSensitiveAndDone() throws {
        let temp = try TempGraph()
        defer { temp.cleanup() }
        let later = try temp.graph.add(Node(type: .goal, content: "later", metadata: [DueDates.key: "2026-12-01"]))
        let sooner = try temp.graph.add(Node(type: .action, content: "sooner", metadata: [DueDates.key: "2026-11-20T09:00"]))
        var hidden = Node(type: .action, content: "hidden", metadata: [DueDates.key: "2026-11-19"])
        hidden.isSensitive = true
        try temp.graph.add(hidden)
        let done = try temp.graph.add(Node(type: .action, content: "done", metadata: [DueDates.key: "2026-11-19"]))
        try temp.graph.complete(done.id)
        try temp.graph.add(Node(type: .goal, content: "undated"))
        #expect(try temp.graph.dueItems().map(\.id) == [sooner.id, later.id])
        #expect(try temp.graph.dueItems(through: "2026-11-25").map(\.id) == [sooner.id])
    }

    @Test func matchingIgnoresDatesArticlesAndPlurals() {
        #expect(Rementions.same("renew my passport", "renew the passport before Friday"))
        #expect(Rementions.same("Book the flights", "book flight"))
        #expect(!Rementions.same("call Ravi", "call Ravi's landlord about the lease"))
        #expect(!Rementions.same("swim 2 km", "run 5 km"))
    }
}

extension RementionFilingTests {
    @Test func restatementsWithDifferentlySpokenDatesMatch() {
        #expect(Rementions.same("Finish the tax return by 5 December", "i need to finish the tax return before december fifth"))
    }
}

extension RementionFilingTests {
    @Test func paraphrasesWithClippedWordsMatchButDifferentGoalsStayApart() {
        // Markers, labels and softeners are not content; a clipped word is its full form.
        #expect(Rementions.same("Goal: turn the spare room into a photography studio", "i really want to turn the spare room into a photo studio"))
        #expect(Rementions.same("organise the garage", "organize the garage"))
        #expect(Rementions.same("Update the uni application", "update the university application"))
        // The same act said with another everyday verb, and loose times ("this spring") are not content.
        #expect(Rementions.same("convert the attic into a guest room", "turn the attic into a guest room"))
        #expect(Rementions.same("ring the dentist about the crown", "call the dentist about the crown"))
        #expect(Rementions.same("Goal: redo the kitchen", "need to redo the kitchen this spring"))
        #expect(!Rementions.same("book a table at the Italian place", "cancel the table at the Italian place"))
        // Inflections share a stem; a word ending in -ss is no plural.
        #expect(Rementions.same("Goal: learn to code", "I really want to learn coding"))
        #expect(Rementions.same("book a pottery class", "book pottery classes"))
        // Different goals sharing most of their words are not merged.
        #expect(!Rementions.same("paint the back fence", "paint the front fence"))
        #expect(!Rementions.same("book a table at the Italian place", "book a table at the Thai place"))
        #expect(!Rementions.same("buy a car", "buy cards"))
        #expect(!Rementions.same("plan the lunch", "plan the launch"))
        #expect(!Rementions.same("I want to learn Korean", "I want to learn Japanese"))
    }

    @Test func anActionGoesToTheGoalItSharesMostWith() {
        let relay = Node(type: .goal, content: "I want to swim the Channel relay")
        let schedule = Node(type: .goal, content: "Plan the training schedule for the Channel relay swim squad")
        let allotment = Node(type: .goal, content: "Goal: get an allotment")
        let goals = [schedule, allotment, relay]
        #expect(Rementions.goal(for: "register the team for the Channel relay before the 9th", among: goals)?.id == relay.id)
        #expect(Rementions.goal(for: "email the squad about the kit", among: goals)?.id == schedule.id)
        #expect(Rementions.goal(for: "book a haircut", among: goals) == nil)
        let tenK = Node(type: .goal, content: "Goal: run a 10k under 50 minutes")
        #expect(Rementions.goal(for: "enter a 10k race", among: goals + [tenK])?.id == tenK.id)
    }

    @Test func aRestatedGoalInOtherWordsIsTouchedAndDistinctGoalsAreKept() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Goal: turn the spare room into a photography studio")
        _ = try await w.say("i really want to turn the spare room into a photo studio", after: 2 * 86_400)
        _ = try await w.say("I want to repaint the back fence")
        _ = try await w.say("I want to repaint the front fence")
        let goals = try w.nodes(.goal).map(\.content).sorted()
        #expect(goals == ["Goal: turn the spare room into a photography studio", "I want to repaint the back fence",
                          "I want to repaint the front fence"])
    }

    @Test func aPhrasalActionIsLinkedToTheGoalWhoseSubjectItNames() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Finish the funding proposal by March")
        _ = try await w.say("I want to learn the cello")
        _ = try await w.say("Go over the funding figures with Dr Mensah on Monday")
        let goal = try #require(try w.nodes(.goal).first { $0.content.hasPrefix("Finish") })
        let actions = try w.graph.nextActions(of: goal.id)
        #expect(actions.map(\.content) == ["Go over the funding figures with Dr Mensah on Monday"])
        #expect(actions.first?.metadata[DueDates.key] == "2026-11-23")
    }

    @Test func somethingScheduledToHappenToOthersIsAnEvent() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Amara's choir is performing at the Howard Assembly Room on Sunday")
        _ = try await w.say("The new ramen place opens on the 3rd")
        _ = try await w.say("Kofi needs a lift on Thursday")
        _ = try await w.say("The electrician is coming at 9 on Monday")
        _ = try await w.say("I felt wiped out on Monday")
        let events = try w.nodes(.event)
        #expect(events.map(\.content).sorted() == ["Amara's choir is performing at the Howard Assembly Room on Sunday",
                                                    "The electrician is coming at 9 on Monday", "The new ramen place opens on the 3rd"])
        #expect(Set(events.compactMap { $0.metadata[DueDates.key] }) == ["2026-11-22", "2026-12-03", "2026-11-23T09:00"])
    }
}

extension RementionFilingTests {
    @Test func eventCuesNameOccurrencesNotRemarks() {
        #expect(EventCue.isEvent("my cousin Dami is getting married in May"))
        #expect(EventCue.isEvent("seeing the new Pixar film with Lola on Sunday"))
        #expect(EventCue.isEvent("the baby is due in March"))
        #expect(!EventCue.isEvent("Start the novel on Monday"))
        #expect(!EventCue.isEvent("felt wiped out on Monday"))
        #expect(!EventCue.isEvent("the boiler broke on Tuesday"))
    }
}

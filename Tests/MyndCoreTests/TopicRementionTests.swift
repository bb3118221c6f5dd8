import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// Re-mentions and goal links found by topic when the words differ: "get back into climbing" and "climb a V5",
/// "buy climbing shoes", "Climbed for two hours" are one pursuit; "run a marathon" and "run a 5k" are two goals.
extension RementionFilingTests {
    @Test func aGoalRestatedInOtherWordsIsFoundByItsTopic() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I'd love to get back into climbing")
        _ = try await w.say("i really want to climb a grade six route by the summer", after: 86_400)
        let goals = try w.nodes(.goal)
        #expect(goals.map(\.content) == ["I'd love to get back into climbing"])
        let thoughts = try w.nodes(.thought)
        #expect(thoughts.first?.metadata[GraphFiler.restatesKey] == goals.first?.id.rawValue)
    }

    @Test func anErrandNamingTheTopicIsLinkedToTheGoal() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I'd love to get back into climbing")
        _ = try await w.say("Goal: learn to cook Sichuan food")
        _ = try await w.say("buy new climbing shoes before Saturday")
        let climbing = try #require(try w.nodes(.goal).first { $0.content.contains("climbing") })
        let linked = try w.graph.nextActions(of: climbing.id).map(\.content)
        #expect(linked == ["buy new climbing shoes before Saturday"])
    }

    @Test func anErrandWhoseTopicIsElsewhereInTheSentenceIsLinked() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Goal: learn Portuguese before the trip")
        _ = try await w.say("Goal: declutter the loft")
        _ = try await w.say("my neighbour teaches portuguese at the college so email her tonight")
        let portuguese = try #require(try w.nodes(.goal).first { $0.content.contains("Portuguese") })
        let linked = try w.graph.nextActions(of: portuguese.id).map(\.content)
        #expect(linked == ["email her tonight"])
        // Still reached from what was said, not only through the goal.
        let said = try #require(try w.nodes(.thought).first { $0.content.hasPrefix("my neighbour") })
        #expect(try w.graph.neighbours(of: said.id, direction: .outgoing).map(\.node.content).contains("email her tonight"))
    }

    @Test func aProgressReportTouchesItsGoal() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I want to read twenty books this year")
        _ = try await w.say("Goal: save for a new bike")
        _ = try await w.say("Finally read the whole of Middlemarch on the train", after: 86_400)
        _ = try await w.say("Booked the dentist for Tuesday")
        let reading = try #require(try w.nodes(.goal).first { $0.content.contains("books") })
        let thoughts = try w.nodes(.thought)
        let report = try #require(thoughts.first { $0.content.hasPrefix("Finally") })
        // Progress on the goal, not the goal said again: the goal is touched and holds the report; the report files
        // no goal of its own (nothing goes out from it to the goal).
        #expect(report.metadata[GraphFiler.progressKey] == reading.id.rawValue)
        #expect(report.metadata[GraphFiler.restatesKey] == nil)
        #expect(reading.lastTouchedAt.timeIntervalSince(reading.createdAt) > 3_600)
        #expect(try w.graph.neighbours(of: reading.id, direction: .outgoing).map(\.node.id).contains(report.id))
        #expect(try !w.graph.neighbours(of: report.id, direction: .outgoing).map(\.node.type).contains(.goal))
        #expect(thoughts.first { $0.content.hasPrefix("Booked") }?.metadata[GraphFiler.progressKey] == nil)
        #expect(try w.nodes(.goal).count == 2)
    }

    @Test func goalsOfOneTopicWithDifferentAimsStayApart() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Goal: run a marathon")
        _ = try await w.say("Goal: run a 5k with my daughter")
        _ = try await w.say("I want to learn Italian")
        _ = try await w.say("I want to learn Korean")
        _ = try await w.say("Plan the route for the marathon training runs")
        #expect(try w.nodes(.goal).count == 5)
    }

    @Test func aVerbAloneDoesNotTieAnErrandToAGoal() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I want to read twenty books this year")
        _ = try await w.say("Remind me to read the tenancy contract before signing")
        let reading = try #require(try w.nodes(.goal).first)
        #expect(try w.nodes(.action).count == 1)
        #expect(try w.graph.nextActions(of: reading.id).isEmpty)
    }

    @Test func topicsTellStrongWordsFromVerbs() {
        #expect(Topics.of("look up lane swimming times").strong == ["swim"])
        #expect(Topics.of("read the contract").strong.isEmpty)
        #expect(Topics.of("that can be March's book").strong == ["read"])
        #expect(Topics.of("book a table for four").all.isEmpty)
        #expect(Topics.of("run through the slides").all.isEmpty)
        #expect(Topics.of("practise Portuguese daily").strong == ["language:portuguese", "language"])
        #expect(Topics.isProgressReport("Swam a mile on Sunday"))
        #expect(!Topics.isProgressReport("Swim a mile on Sunday"))
    }
}

import Foundation
import MyndCore
import MyndTesting
import Testing

/// The model-backed extractor: strict schema, one retry with the reason, then the offline rules.
struct ExtractionModelTests {
    static let valid = #"""
    {"type":"action","people":["Bob"],"places":[],"projects":[],"goals":[],"actions":["call Bob"],"questions":[],
     "relations":[],"facts":[{"category":"identity","subject":"user","attribute":"lives in","value":"Lisbon","confidence":0.9,"exclusive":true}]}
    """#

    @Test func validJSONIsUsedAsIs() async throws {
        let model = ProgrammableLanguageModel(name: "m", turns: [.text(Self.valid)])
        let result = await ModelExtractor(model: model).extract("call Bob, I live in Lisbon", graph: InMemoryGraph())
        #expect(result.method == "model:m")
        #expect(result.utteranceType == .action)
        #expect(result.people == ["Bob"])
        #expect(result.facts == [FactCandidate(category: .identity, subject: "user", attribute: "lives in", value: "Lisbon", confidence: 0.9, exclusive: true)])
        #expect(model.requests.count == 1)
        let prompt = try #require(model.requests.first?.messages.first?.content)
        #expect(prompt.hasSuffix("call Bob, I live in Lisbon"))
        #expect(model.requests.first?.temperature == 0)
    }

    @Test func invalidJSONIsRetriedOnceWithTheReason() async throws {
        let model = ProgrammableLanguageModel(turns: [.text("Sure! Here you go: {"), .text("```json\n" + Self.valid + "\n```")])
        let result = await ModelExtractor(model: model).extract("call Bob", graph: InMemoryGraph())
        #expect(result.method == "model:programmed")
        #expect(result.notes == ["attempt 1: the answer is not JSON"])
        let retry = try #require(model.requests.last?.messages)
        #expect(retry.count == 3)
        #expect(retry[1] == ChatMessage(role: .assistant, content: "Sure! Here you go: {"))
        #expect(retry[2].content.hasPrefix("That answer was invalid: the answer is not JSON."))
    }

    @Test func twiceInvalidFallsBackToTheOfflineRulesAndSaysWhy() async throws {
        let model = ProgrammableLanguageModel(turns: [.text(#"{"type":"idea"}"#), .text(#"{"type":"goal","people":"Alice"}"#)])
        let result = await ModelExtractor(model: model).extract("I want to finish the garden plan with Alice", graph: InMemoryGraph())
        #expect(result.method == "offline-fallback")
        #expect(result.notes == ["attempt 1: \"type\" must be one of thought, goal, action, question", "attempt 2: \"people\" must be an array"])
        #expect(result.goals == ["finish the garden plan"])
        #expect(result.people == ["Alice"])
        #expect(model.requests.count == 2)
    }

    @Test func modelFailureFallsBackWithoutRetrying() async {
        let model = ProgrammableLanguageModel(turns: [.init(pieces: [], failure: .unauthorized(provider: "anthropic", status: 401))])
        let result = await ModelExtractor(model: model).extract("call Bob", graph: InMemoryGraph())
        #expect(result.method == "offline-fallback")
        #expect(result.notes == ["attempt 1: the model failed: the anthropic API key was rejected (401)"])
        #expect(result.actions == ["call Bob"])
    }

    @Test(arguments: [
        (#"[]"#, "the top level must be an object"),
        (#"{"type":"goal","mood":"happy"}"#, "unknown key \"mood\""),
        (#"{"type":"goal","people":[1]}"#, "people[0] must be a string"),
        (#"{"type":"goal","people":["  "]}"#, "people[0] must not be empty"),
        (#"{"type":"goal","relations":[{"from":"a","to":"b","type":"likes"}]}"#,
         "relations[0].type must be one of relatesTo, blocks, enables, partOf, follows, hasAction, mentions, inspiredBy"),
        (#"{"type":"goal","facts":[{"category":"identity","subject":"user","value":"x","confidence":1.5}]}"#,
         "facts[0].confidence must be a number between 0 and 1"),
        (#"{"type":"goal","facts":[{"category":"identity","subject":"user","value":"x","confidence":true}]}"#,
         "facts[0].confidence must be a number between 0 and 1"),
        (#"{"type":"goal","facts":[{"category":"mood","subject":"user","value":"x","confidence":0.5}]}"#,
         "facts[0].category must be one of identity, preference, relationship, event, goal, habit, theme, other"),
        (#"{"type":"goal","facts":[{"category":"other","subject":"user","value":"x","confidence":0.5,"exclusive":"yes"}]}"#,
         "facts[0].exclusive must be true or false"),
    ])
    func schemaRejectsWithAPreciseReason(_ json: String, _ reason: String) {
        #expect(throws: ExtractionSchema.Invalid(reason: reason)) { try ExtractionSchema.parse(json) }
    }

    @Test func schemaAcceptsMissingListsAndNullAttribute() throws {
        let result = try ExtractionSchema.parse(#"{"type":"thought","facts":[{"category":"other","subject":"user","attribute":null,"value":"likes rain","confidence":1}]}"#)
        #expect(result.utteranceType == .thought)
        #expect(result.people.isEmpty && result.relations.isEmpty)
        #expect(result.facts.first?.attribute == nil)
        #expect(result.facts.first?.confidence == 1)
    }
}

/// Filing model output whose typing disagrees with the offline classification made at commit time.
struct ExtractionFilingTests {
    @Test func modelGoalOnAThoughtUtteranceBecomesItsOwnGoalNode() async throws {
        let db = try MemoryTestDatabase.make()
        let graph = InMemoryGraph(mirror: db)
        let utterance = try await graph.add(Node(type: .thought, content: "the garden plan should be done by May"))
        var extraction = Extraction(utteranceType: .goal, goals: ["finish the garden plan by May"])
        extraction.method = "model:test"
        let filed = try await GraphFiler(graph: graph, memory: MemoryStore(db)).file(extraction, utterance: utterance, now: Date())
        #expect(filed.items.map(\.node.type) == [.goal])
        #expect(filed.items.first?.node.content == "finish the garden plan by May")
        #expect(filed.edges.map(\.type) == [.mentions])
        #expect(try await graph.activeGoals(limit: 5).map(\.content) == ["finish the garden plan by May"])
    }

    @Test func unresolvedRelationsAreKeptNotDropped() async throws {
        let db = try MemoryTestDatabase.make()
        let graph = InMemoryGraph(mirror: db)
        let utterance = try await graph.add(Node(type: .thought, content: "x"))
        let extraction = Extraction(people: ["Alice"], relations: [.init(from: "Alice", to: "Narnia", type: .relatesTo)])
        let filed = try await GraphFiler(graph: graph, memory: MemoryStore(db)).file(extraction, utterance: utterance, now: Date())
        #expect(filed.unresolved == [.init(from: "Alice", to: "Narnia", type: .relatesTo)])
        #expect(filed.edges.map(\.type) == [.mentions])
    }
}

extension ExtractionModelTests {
    @Test func openGoalsAndProjectsAreOfferedAsKnownNodes() async throws {
        let graph = InMemoryGraph()
        _ = try await graph.add(Node(type: .goal, content: "renovate the attic"))
        _ = try await graph.add(Node(type: .project, content: "Attic"))
        var hidden = Node(type: .goal, content: "the attic secret goal")
        hidden.isSensitive = true
        _ = try await graph.add(hidden)
        let model = ProgrammableLanguageModel(name: "m", turns: [.text(Self.valid)])
        _ = await ModelExtractor(model: model).extract("order insulation for the attic", graph: graph)
        let prompt = try #require(model.requests.first?.messages.first?.content)
        #expect(prompt.contains("renovate the attic (goal)"))
        #expect(prompt.contains("Attic (project)"))
        #expect(!prompt.contains("secret"))
    }
}

import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// Goal linking and re-mentions by topic, through the real offline path (AxelEngine + OfflineAxel on the SQLite
/// store): the topic list in Resources/gazetteers/topics.txt ties a plumber to a bathroom renovation, flights to a
/// trip, worksheets to a language; a goal or task said again is touched, not filed twice; and a word that points to
/// two open goals, or has another everyday sense, links nothing.
@Suite(.timeLimit(.minutes(1)))
struct TopicLinkingTests {
    typealias World = RementionFilingTests.World
    func world() throws -> World { try RementionFilingTests().world() }

    // MARK: the topic list

    @Test func theTopicListIsReadFromTheGazetteers() {
        #expect(Topics.table.count >= 40)
        #expect(Topics.domains.isSuperset(of: ["home", "travel", "language", "wedding", "exam", "move", "car"]))
        #expect(Topics.of("call the plumber about the rough-in").strong.contains("home"))
        #expect(Topics.of("grab tile spacers from Bunnings").strong.contains("home"))
        #expect(Topics.of("book flights to Hanoi").strong == ["travel"])
        #expect(Topics.of("email the photographer and the celebrant").strong == ["wedding"])
        // Two words joined in the list ("sheet-music") are found said apart.
        #expect(Topics.of("find sheet music for the recital").strong.contains("music"))
        // A word of several topics names each: worksheets serve a language, an exam and school.
        #expect(Topics.of("print the worksheets").strong.isSuperset(of: ["language", "exam", "school"]))
        // "tones" belong to the tonal languages only.
        #expect(Topics.of("get the hang of the tones").strong.contains("language:vietnamese"))
        #expect(!Topics.of("get the hang of the tones").strong.contains("language:malayalam"))
    }

    @Test func whenAndWhyClausesNameNoTopic() {
        // The city one goes to by the time the goal is due is when, not what.
        #expect(!Topics.of("chat with her mum in Vietnamese by the time we go to Hanoi").all.contains("travel"))
        #expect(Topics.of("We want to take the kids to Vietnam in September").all.contains("travel"))
        #expect(!Topics.of("get the tones right before the trip").all.contains("travel"))
        #expect(!Topics.of("ask Tariq to cover my shift so I can go to the wedding").all.contains("wedding"))
        // A place where something happens is no trip.
        #expect(!Topics.of("run the half at the melbourne marathon").all.contains("travel"))
        // "the half" is a half marathon; "half an hour", "half five" are not.
        #expect(Topics.of("New target for the half: under two hours").weak.contains("run"))
        #expect(!Topics.of("read for half an hour").all.contains("run"))
        #expect(!Topics.of("pick her up at half five").all.contains("run"))
    }

    // MARK: indirect links, by domain

    @Test func errandsOfARaceAreLinkedToIt() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("this year i'm going to run the half at the melbourne marathon in october")
        _ = try await w.say("Goal: get the garden ready for summer")
        _ = try await w.say("gotta get new running shoes this weekend")
        _ = try await w.say("need to book a physio for my left calf before it gets worse")
        let steps = try w.linked(to: "half")
        #expect(steps.count == 2)
        #expect(steps.contains { $0.contains("running shoes") } && steps.contains { $0.contains("physio") })
        #expect(try w.linked(to: "garden").isEmpty)
    }

    @Test func tradespeopleAndMaterialsServeARenovation() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Goal: renovate the bathroom before summer")
        _ = try await w.say("I want to learn Vietnamese this year")
        _ = try await w.say("Call Stavros the plumber and lock in a date for the rough-in.")
        _ = try await w.say("Need to grab tile spacers from Bunnings tomorrow.")
        #expect(try w.linked(to: "bathroom").count == 2)
        #expect(try w.linked(to: "Vietnamese").isEmpty)
    }

    @Test func studyMaterialServesTheOneLanguageGoal() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I want to learn Vietnamese this year")
        _ = try await w.say("Goal: renovate the bathroom before summer")
        _ = try await w.say("Print the worksheets from my teacher before Thursday.")
        #expect(try w.linked(to: "Vietnamese").count == 1)
        #expect(try w.linked(to: "bathroom").isEmpty)
    }

    @Test func bookingsServeATrip() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I want to go to Japan next spring")
        _ = try await w.say("Goal: renovate the bathroom before summer")
        _ = try await w.say("Remind me to look at homestays in Kyoto tomorrow.")
        #expect(try w.linked(to: "Japan").count == 1)
        #expect(try w.linked(to: "bathroom").isEmpty)
    }

    @Test func suppliersServeAWedding() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Goal: organise our wedding for next June")
        _ = try await w.say("I want to learn Vietnamese this year")
        _ = try await w.say("email the photographer about a quote")
        #expect(try w.linked(to: "wedding").count == 1)
    }

    // MARK: re-mentions

    /// The rules take "the tones" to say the Vietnamese goal again (tones → a language, the only language goal with a
    /// trip), but the veto learned on the 27 development scripts undoes a mark that shares only a topic word: at its
    /// level (0.5, by leave one script out: 34 wrong marks undone against 13 right) this right one is among those lost.
    /// It is filed as a goal of its own, not hidden, and the Vietnamese goal is untouched. (With 21 scripts and the veto
    /// at 0.3 it was linked.)
    @Test func aLanguageGoalSaidAgainByItsToneAloneIsFiledAsAGoalOfItsOwn() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("i'd love to be able to have a proper chat with linh's mum in vietnamese by the time we go to hanoi")
        _ = try await w.say("Goal: speak more Malayalam at home with the kids")
        _ = try await w.say("i really want to get the hang of the tones properly before the trip", after: 86_400)
        let goals = try w.nodes(.goal)
        #expect(goals.count == 3)
        let tones = try #require(goals.first { $0.content.contains("tones") })
        #expect(tones.metadata[GraphFiler.restatesKey] == nil)
        #expect(goals.contains { $0.content.lowercased().contains("vietnamese") })
    }

    @Test func aTaskNamedAgainWithTheIsTouchedNotDuplicated() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("need to book a physio for my left calf before it gets worse")
        _ = try await w.say("Book the physio in Brunswick East for Tuesday at 7.30am.", after: 86_400)
        let actions = try w.nodes(.action)
        #expect(actions.count == 1)
        let restating = try w.nodes(.thought).first { $0.content.hasPrefix("Book the physio") }
        #expect(restating?.metadata[GraphFiler.restatesKey] == actions.first?.id.rawValue)
    }

    @Test func aTaskForAnotherThingIsNotTakenForTheEarlierOne() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("email the landlord about the boiler")
        _ = try await w.say("email the landlord about the deposit", after: 86_400)
        #expect(try w.nodes(.action).count == 2)
    }

    @Test func aNewTargetForARaceIsTheRaceGoalTouched() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("this year i'm going to run the half at the melbourne marathon in october")
        _ = try await w.say("New target for the half: under two hours. I'm going to do it.", after: 86_400)
        let goals = try w.nodes(.goal)
        #expect(goals.count == 1)
        let restating = try w.nodes(.thought).first { $0.content.hasPrefix("New target") }
        #expect(restating?.metadata[GraphFiler.restatesKey] == goals.first?.id.rawValue)
    }

    @Test func aFinalYAndItsPluralShareAStem() {
        for (one, other) in [("story", "stories"), ("study", "studies"), ("study", "studying"), ("apply", "applied"),
                             ("party", "parties"), ("holiday", "holidays"), ("movie", "movies"), ("marry", "married")] {
            #expect(Rementions.stem(one) == Rementions.stem(other), "\(one) / \(other)")
        }
        #expect(Rementions.stem("day") == "day")
        #expect(Rementions.alike(Rementions.stem("application"), Rementions.stem("apply")))
    }

    // MARK: no guessing

    @Test func aCompoundIsNotItsFirstWord() async throws {
        #expect(!Rementions.alike(Rementions.stem("home"), Rementions.stem("homestays")))
        #expect(!Rementions.alike(Rementions.stem("home"), Rementions.stem("homework")))
        #expect(Rementions.alike("veg", Rementions.stem("vegetables")))
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Goal: speak more Malayalam at home so the kids can talk to their grandparents.")
        _ = try await w.say("Remind me to message Minh about homestays in Hoi An tomorrow morning.")
        #expect(try w.linked(to: "Malayalam").isEmpty)
    }

    @Test func aSharedNameOrPlaceAloneLinksNothing() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("i'd love to be able to have a proper chat with linh's mum in vietnamese by the time we go to hanoi")
        // Only the city and someone's name in common: no step of the language goal.
        _ = try await w.say("Remind me to message Linh's cousin Minh about the ferry times tomorrow.")
        _ = try await w.say("Flights to Hanoi need booking in the next two weeks.")
        #expect(try w.linked(to: "vietnamese").isEmpty)
    }

    @Test func aWordOfTwoOpenGoalsLinksNeither() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I want to learn Vietnamese this year")
        _ = try await w.say("Goal: pass my maths exam in June")
        _ = try await w.say("Print the worksheets before Thursday.")
        #expect(try w.linked(to: "Vietnamese").isEmpty)
        #expect(try w.linked(to: "exam").isEmpty)
    }

    @Test func aWordWithOtherEverydaySensesLinksNothing() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I'm going to run a half marathon in May")
        _ = try await w.say("Goal: organise our wedding for next June")
        // A physio may be for anything; flowers are everyday gifts; a shift swapped "so I can go to the wedding"
        // serves the day off, not the wedding's organising.
        _ = try await w.say("Book a physio appointment for my knee")
        _ = try await w.say("pick up flowers for mum on the way home")
        _ = try await w.say("Ask Tariq if he can cover my Saturday shift so I can go to the wedding.")
        #expect(try w.linked(to: "marathon").isEmpty)
        #expect(try w.linked(to: "wedding").isEmpty)
    }

    @Test func twoGoalsOfOneDomainStayTwo() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Goal: renovate the bathroom before summer")
        _ = try await w.say("I want to paint the kitchen this year", after: 86_400)
        #expect(try w.nodes(.goal).count == 2)
    }
}

import Foundation
@testable import MyndCore
import Testing

/// The kinds of phrasing the second blind script (Benchmarks/ExtractionBench/heldout2.json) showed the rules
/// missing, each in sentences of its own, with the near misses that must stay as they were: month ends and a week
/// on a weekday, a weekday with its date, spelled-out ordinals and Easter; "remind me <when> to", "don't let me
/// forget to", a resolution for the year, someone waiting on the speaker, a note that is only a note; titles at a
/// sentence start, a month before a day, everyday words that are also first names, shops and saints' names with
/// their possessive.
struct HeldoutTwoDateTests {
    typealias Case = DueDatesTests.Case  // said on Wednesday 18 November 2026

    static let cases: [Case] = [
        Case(text: "renew the parking permit before the end of the month", due: "2026-11-30"),
        Case(text: "the quarterly figures are due by the end of next month", due: "2026-12-31"),
        Case(text: "finish the extension by the end of the year", due: "2026-12-31"),
        Case(text: "pay off the car loan by the end of next year", due: "2027-12-31"),
        Case(text: "Kemal is flying in a week on Friday", due: "2026-11-27"),
        Case(text: "the hearing is on Monday the 30th", due: "2026-11-30"),
        Case(text: "Tuesday 1st December works for the viewing", due: "2026-12-01"),
        Case(text: "the fair is on the twenty first", due: "2026-11-21"),
        Case(text: "the lease runs out on the thirty-first of December", due: "2026-12-31"),
        Case(text: "the school play is on the twelfth", due: "2026-12-12"),
        Case(text: "finish tiling the bathroom by Easter", due: "2027-03-28"),
        // Near misses: a weekday with no date after it, a weekday in a later week, Easter as a kind of thing.
        Case(text: "call the garage on Friday first thing", due: "2026-11-20"),
        Case(text: "the match is on Monday", due: "2026-11-23"),
        Case(text: "buy the Easter eggs for the kids", due: nil),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) {
        c.check()
    }

    @Test func easterSundayFollowsTheCalendar() {
        for (year, month, day) in [(2027, 3, 28), (2026, 4, 5), (2030, 4, 21)] {
            let easter = DueDates.easterSunday(year)
            #expect(easter.month == month && easter.day == day, "\(year)")
        }
    }
}

struct HeldoutTwoClassifierTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        // Goals: a transcript's "trying to", a labelled resolution, a goal for the year, resuming a pursuit.
        Case(text: "trying to drink more water during the day", type: .goal, phrase: "drink more water during the day"),
        Case(text: "been trying to learn Welsh on the bus", type: .goal),
        Case(text: "New Year's resolution: walk to work every day", type: .goal, phrase: "walk to work every day"),
        Case(text: "This year I'm going to get my scuba certificate", type: .goal),
        Case(text: "I need to get back into painting", type: .goal),
        // Actions: a reminder with its time first, "don't let me forget", errands for an occasion, someone waiting.
        Case(text: "Remind me on Friday to renew the parking permit", type: .action, phrase: "renew the parking permit"),
        Case(text: "remind me the day after tomorrow to ring the vet", type: .action, phrase: "ring the vet"),
        Case(text: "Don't let me forget to return Ines's drill", type: .action, phrase: "return Ines's drill"),
        Case(text: "rsvp to the christening by Friday", type: .action),
        Case(text: "switch off the heating at the cottage before we leave", type: .action),
        Case(text: "Need to find a leaving gift for Marta", type: .action, phrase: "find a leaving gift for Marta"),
        Case(text: "finish the slides tonight", type: .action),
        Case(text: "Coach Okoro needs the consent forms from me by Thursday", type: .action),
        Case(text: "Note to self: ring the garage about the tyres", type: .action),
        // Near misses that stay as they were.
        Case(text: "I was trying to call you earlier", type: .thought),
        Case(text: "I'm going to get milk on the way home", type: .action),
        Case(text: "I need to get back to Kwame about the quote", type: .action),
        Case(text: "Find a new flat in Porto", type: .goal),
        Case(text: "finish the novel", type: .goal),
        Case(text: "Mariam needs a new laptop", type: .thought),
        Case(text: "Note to self: the bins go out on Tuesday", type: .thought),
        Case(text: "I don't need to ring the council anymore", type: .thought),
        Case(text: "If I had the money I'd learn to sail", type: .thought),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }

    @Test func aReminderAboutWhatToDoIsNoAction() {
        #expect(UtteranceClassifier.classify("remind me what to pack for Oslo") != .action)
    }
}

struct HeldoutTwoEntityTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        // A capitalised title at a sentence start keeps its name; a grandparent keeps the title in lower case too.
        Case(text: "Nurse Achterberg said the scan looked fine.", people: ["Nurse Achterberg"]),
        Case(text: "Coach Duarte moved training to Wednesday", people: ["Coach Duarte"]),
        Case(text: "grandma maria wants to come for lunch", people: ["Grandma Maria"]),
        // "my sister anna" still names Anna alone.
        Case(text: "my sister anna is visiting", people: ["Anna"]),
        // A month before a day is a date; the same word as a name still names someone.
        Case(text: "the appointment moved to Jan 12"),
        Case(text: "call jan about the van", people: ["Jan"]),
        // Everyday words that are also first names, in lower case.
        Case(text: "pick up bread and milk on the way back"),
        // Shops and saints' names with their possessive are places; a friend's is still a person.
        Case(text: "nip to Tesco's before it shuts", places: ["Tesco's"]),
        Case(text: "The carol service at St Aidan's is on Sunday", places: ["St Aidan's"]),
        Case(text: "dinner at Priya's on Friday", people: ["Priya"]),
        // Something charged or paid "from X": X is no person.
        Case(text: "there's a weird charge from Vodafone on my card"),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }
}

/// Through the real offline path: feelings file no event, progress said as "X is going well" touches its goal.
extension RementionFilingTests {
    @Test func aFeelingAboutADatedOccasionFilesNoEvent() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Feeling really anxious about the tribunal hearing on Monday")
        _ = try await w.say("Kemal is flying in a week on Friday")
        let events = try w.nodes(.event)
        #expect(events.map(\.content) == ["Kemal is flying in a week on Friday"])
        #expect(events.first?.metadata[DueDates.key] == "2026-11-27")
        #expect(try w.nodes(.goal).isEmpty && w.nodes(.action).isEmpty)
    }

    @Test func progressSaidAsHowItIsGoingTouchesTheGoal() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I want to get better at cooking")
        _ = try await w.say("Goal: learn Portuguese before the trip")
        _ = try await w.say("learning portuguese is going slowly but steadily", after: 86_400)
        _ = try await w.say("the cooking is actually going well, did a green curry", after: 60)
        _ = try await w.say("the kitchen refit is going well")
        let goals = try w.nodes(.goal)
        #expect(goals.count == 2)
        let portuguese = try #require(goals.first { $0.content.contains("Portuguese") })
        let cooking = try #require(goals.first { $0.content.contains("cooking") })
        let thoughts = try w.nodes(.thought)
        #expect(thoughts.first { $0.content.hasPrefix("learning") }?.metadata[GraphFiler.progressKey] == portuguese.id.rawValue)
        #expect(thoughts.first { $0.content.hasPrefix("the cooking") }?.metadata[GraphFiler.progressKey] == cooking.id.rawValue)
        #expect(thoughts.first { $0.content.hasPrefix("the kitchen") }?.metadata[GraphFiler.progressKey] == nil)
    }

    @Test func aChefsToolIsAStepTowardsTheCookingGoal() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I really want to get better at cooking")
        _ = try await w.say("order a proper chef's knife")
        let cooking = try #require(try w.nodes(.goal).first)
        #expect(try w.graph.nextActions(of: cooking.id).map(\.content) == ["order a proper chef's knife"])
    }
}

extension RementionFilingTests {
    @Test func aShorterDistanceReportedIsProgressOnTheOnlyGoalOfItsTopic() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I want to run a half marathon by the summer")
        _ = try await w.say("the running is going great, managed 8k without stopping on Sunday", after: 86_400)
        let goal = try #require(try w.nodes(.goal).first)
        let report = try #require(try w.nodes(.thought).first { $0.content.hasPrefix("the running") })
        #expect(report.metadata[GraphFiler.progressKey] == goal.id.rawValue)
    }

    @Test func aReportNamingOneOfTwoDistancesGoesToThatGoalOnly() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Goal: run a marathon")
        _ = try await w.say("Goal: run a 5k with my sister")
        _ = try await w.say("ran a 5k in the park this morning", after: 86_400)
        let fiveK = try #require(try w.nodes(.goal).first { $0.content.contains("5k") })
        let report = try #require(try w.nodes(.thought).first { $0.content.hasPrefix("ran") })
        #expect(report.metadata[GraphFiler.progressKey] == fiveK.id.rawValue)
    }
}

struct HeldoutTwoTopicTests {
    @Test func aGoalNamingTheTopicOutrightWinsOverOneThatOnlyMentionsItsVerb() {
        let passing = Node(type: .goal, content: "I cooked far too much again, I need to get back to eating properly")
        let cooking = Node(type: .goal, content: "get better at cooking")
        #expect(Topics.goal(for: "order a chef's knife", among: [passing, cooking], strongOnly: true)?.id == cooking.id)
        // Two goals naming it equally are still a tie.
        let baking = Node(type: .goal, content: "take a cooking class")
        #expect(Topics.goal(for: "order a chef's knife", among: [cooking, baking], strongOnly: true) == nil)
    }

    @Test func readingSomethingShortIsNoReadingHabit() {
        #expect(Topics.of("Read a long piece about rents in the paper").all.isEmpty)
        #expect(Topics.of("read the contract before Friday").all.isEmpty)
        #expect(Topics.of("Read two chapters on the train").weak == ["read"])
    }

    @Test func aPublicationIsNoPlace() {
        EntityRecognitionTests.Case(text: "Found a great article in the Observer about rent caps").check()
        EntityRecognitionTests.Case(text: "saw a gig in the Roundhouse last night", places: ["Roundhouse"]).check()
    }
}

extension RementionFilingTests {
    @Test func keepingAHabitIsProgressOnTheGoalItNames() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("New Year's resolution: no phone in the bedroom")
        _ = try await w.say("Goal: cut down on sugar")
        _ = try await w.say("still doing the no phone in the bedroom thing, five days in", after: 86_400)
        _ = try await w.say("so my sugar's down to one spoon in tea")
        _ = try await w.say("still doing the school run on Mondays")
        let goals = try w.nodes(.goal)
        #expect(goals.count == 2)
        let phone = try #require(goals.first { $0.content.contains("phone") })
        let sugar = try #require(goals.first { $0.content.contains("sugar") })
        let thoughts = try w.nodes(.thought)
        #expect(thoughts.first { $0.content.hasPrefix("still doing the no phone") }?.metadata[GraphFiler.restatesKey] == phone.id.rawValue)
        #expect(thoughts.first { $0.content.hasPrefix("so my sugar") }?.metadata[GraphFiler.progressKey] == sugar.id.rawValue)
        #expect(thoughts.first { $0.content.hasPrefix("still doing the school run") }?.metadata[GraphFiler.progressKey] == nil)
    }
}

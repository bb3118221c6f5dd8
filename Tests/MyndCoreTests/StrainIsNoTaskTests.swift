import Foundation
@testable import MyndCore
import Testing

/// A weight said at the end of a clause is a feeling, never a task (the house rule that hard lines are never turned
/// into tasks or reminders): "I'm bringing up the kids on my own and it's hard." was filed as the task "bringing up the
/// kids". Sentences of no script. Near misses: a difficulty said before what it is about, a task's own difficulty, and
/// an errand with a remark after it.
struct StrainIsNoTaskTests {
    @Test(arguments: [
        "I'm bringing up the kids on my own and it's hard.",
        "looking after mum by myself and its too much right now",
        "Sorting out his debts on top of the mortgage, it's killing me.",
        "clearing out dads flat every weekend and honestly its getting to me",
        "Caring for Nan and working full time. It's a lot.",
        "I'm struggling.",
        "im really drowning at the moment with the house and the job",
    ])
    func strainIsAThought(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(FeelingStatement.isStated(in: text), "\(text)")
        #expect(found.utteranceType == .thought && found.goals.isEmpty && found.actions.isEmpty, "\(text): \(found.goals) \(found.actions)")
    }

    @Test(arguments: [
        "I'm bringing the cake to Sunday lunch.",
        "Book the dentist. It's been too long.",
        "i'm picking up the kids at three tomorrow",
    ])
    func errandsStayTasks(_ text: String) {
        #expect(!FeelingStatement.isStated(in: text), "\(text)")
        #expect(OfflineExtractor().extract(text, known: []).actions.count == 1, "\(text)")
    }

    @Test func aDifficultyBeforeWhatItIsAboutIsNoWeight() {
        #expect(!FeelingStatement.saysStrain("it's hard to find parking near the pool on saturdays"))
        #expect(!FeelingStatement.saysStrain("that's a lot of paperwork for one form"))
        #expect(!FeelingStatement.saysStrain("i'm struggling to get the boiler serviced before friday"))
    }
}

import Foundation

/// Whether a new task the rules tied to an open goal (`hasAction`) really serves it. The rules link a task to the goal
/// whose subject words it shares, or whose topic it names; a word can be shared by chance ("Pick up Má's tablets from
/// the chemist on Hopkins St." and "the nail salon on Hopkins St: 50 by June"), and a topic can be a wide one. A
/// logistic regression over what the two share — weighed by rarity, apart from people's first names and places, which
/// say little of which aim is meant — and over which rule made the link, trained by `mynd-train-rementions` on the
/// development scripts' labelled links (`RestatementTraining`), says how likely the link is right; below the threshold
/// the task is filed on its own. A wrong link tells follow-ups a goal moved when it did not.
enum GoalLinkScorer {
    /// The veto compiled into the binary.
    static let embedded = RestatementScorer(tsv: EmbeddedRestatementModel.goalLink, names: featureNames)

    /// The rule that found the goal, in the order `GraphFiler` tries them.
    enum Route: Int, CaseIterable, Sendable {
        /// Subject words shared (`Rementions.goal`): with the goal's aim, or, last of the rules, with all the goal says.
        case words
        /// The task's own words name the goal's topic (`Topics.goal`, strong words only).
        case topic
        /// The rest of what was said names the topic.
        case utteranceTopic
        /// The topic, a distance or grade apart.
        case looseTopic
        /// A restatement of the goal named what the task is about.
        case saidAgain
        /// The note's heading names the goal (`Rementions.goalNamedByHeading`).
        case heading
    }

    /// The measures, in the order `features` gives them.
    static let featureNames = [
        "shared",       // rarity of the words the task and the goal share, first names and places apart, summed (÷ 10)
        "coverTask",    // the share of the task's rarity the goal holds
        "coverGoal",    // the share of the goal's rarity the task says
        "topWord",      // the rarest word shared (÷ 5)
        "margin",       // how far this goal's `shared` is ahead of the next goal's (÷ 10, within ±1)
        "names",        // first names shared, at most 2
        "places",       // places shared, at most 2
        "sharedSaid",   // rarity the whole utterance shares with the goal (÷ 10)
        "nothingShared", // no word shared at all: the topic alone
        "byWords", "byTopic", "byUtteranceTopic", "byLooseTopic", "bySaidAgain", "byHeading",
        "goals",        // how many open goals there are (log, at most 50)
        "fallback",     // an earlier rule's goal was passed over (unlikely, or for another end): how many, at most 3
    ]

    /// The measures of the link from `goals[chosen]` to the task `action`, said in `said`, found by `route`.
    static func features(action: String, said: String, goals: [Node], chosen: Int, route: Route, rank: Int = 0) -> [Double] {
        let task = RestatementScorer.weighed(action)
        let placeKeys = Set(Rementions.keyedWords(action).filter { Gazetteers.isUnambiguousPlace($0.said) }.map(\.key))
        // Places are weighed apart: a town or street both name says where, not which aim.
        let taskApart = task.filter { !placeKeys.contains($0.key) }
        let weighedGoals = goals.map { RestatementScorer.weighed($0.content) }
        let sums = weighedGoals.map { RestatementScorer.shared(taskApart, $0).sum }
        let theirs = weighedGoals[chosen]
        let mine = RestatementScorer.shared(taskApart, theirs)
        let places = placeKeys.filter { key in theirs.keys.contains { Rementions.alike(key, $0) } }.count
        let taskTotal = RestatementScorer.rarity(of: taskApart), goalTotal = RestatementScorer.rarity(of: theirs)
        let others = sums.indices.filter { $0 != chosen }.map { sums[$0] }.max() ?? 0
        let saidShared = RestatementScorer.shared(RestatementScorer.weighed(said), theirs).sum
        var measures = [
            mine.sum / 10,
            taskTotal > 0 ? mine.sum / taskTotal : 0,
            goalTotal > 0 ? mine.sum / goalTotal : 0,
            mine.top / 5,
            min(1, max(-1, (mine.sum - others) / 10)),
            Double(min(2, mine.names)),
            Double(min(2, places)),
            saidShared / 10,
            mine.sum == 0 ? 1 : 0,
        ]
        measures += Route.allCases.map { $0 == route ? 1 : 0 }
        measures.append(log(1 + Double(min(50, goals.count))))
        measures.append(Double(min(3, rank)))
        return measures
    }
}

import Foundation

/// How likely a goal the rules took a goal phrase to say again really is that goal: a logistic regression over a few
/// measures of what the utterance and the goal share, weighed by how rare the shared words are ("overdraft" and
/// "kepler" tell, "week" and "farm" little), and how that goal stands against the other open goals. Trained by
/// `mynd-train-rementions` on the rules' own marks over the development scripts, each labelled right or wrong
/// (`RestatementTraining`), and embedded (`EmbeddedRestatementModel`). `GraphFiler` files the phrase as a goal of its
/// own when the probability is below the threshold: a wrong merge hides a new goal behind an old one.
struct RestatementScorer: Sendable {
    let bias: Double
    let threshold: Double
    let weights: [Double]

    /// The veto on the rules' restatements of goals.
    static let veto = RestatementScorer(tsv: EmbeddedRestatementModel.veto)

    /// The measures, in the order `features` gives them and the model lists its weights.
    static let featureNames = [
        "shared",          // rarity of the words the utterance and the goal share, summed (÷ 10); first names apart
        "sharedPhrase",    // the same for the goal phrase alone
        "coverGoal",       // the share of the goal's rarity said again
        "coverSaid",       // the share of the utterance's rarity the goal holds
        "topWord",         // the rarest word shared (÷ 5)
        "margin",          // how far this goal's `shared` is ahead of the next goal's (÷ 10, within ±1)
        "best",            // this goal shares more than any other (and something)
        "names",           // first names shared, at most 2: who says little of which aim is meant
        "cue",             // the utterance says it again ("still", "again", "forgot")
        "aimWord",         // it calls itself a goal, plan, target, aim, dream or resolution
        "jaccard",         // content-word similarity of the phrase and the goal (Rementions.similarity)
        "goals",           // how many open goals there are (log)
        "topic",           // the topic table names this goal (Topics.goal)
        "nothingShared",   // no word shared at all
    ]

    init(bias: Double, threshold: Double, weights: [Double]) {
        self.bias = bias
        self.threshold = threshold
        self.weights = weights
    }

    /// Reads the model's text: `@bias`, `@threshold`, then a feature's name and weight a line, tab-separated. A text
    /// without a threshold gives 1. `names` are the features' names in the order they are measured.
    init(tsv: String, names: [String] = featureNames) {
        var bias = 0.0, threshold = 1.0
        var byName: [String: Double] = [:]
        for line in tsv.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 2, let value = Double(fields[1]) else { continue }
            switch fields[0] {
            case "@bias": bias = value
            case "@threshold": threshold = value
            default: byName[fields[0]] = value
            }
        }
        self.init(bias: bias, threshold: threshold, weights: names.map { byName[$0] ?? 0 })
    }

    func probability(_ features: [Double]) -> Double {
        let z = zip(weights, features).reduce(bias) { $0 + $1.0 * $1.1 }
        return 1 / (1 + exp(-z))
    }

    /// The measures of `goals[chosen]` against what was said, in `featureNames` order. Every goal's shared words are
    /// weighed (the margin and "best" compare them); the rest is measured for the chosen goal alone.
    static func features(said: String, phrase: String, goals: [Node], of chosen: Int) -> [Double] {
        let saidWords = weighed(said)
        let weighedGoals = goals.map { weighed($0.content) }
        let sharedWithSaid = weighedGoals.map { shared(saidWords, $0) }
        let theirs = weighedGoals[chosen]
        let total = rarity(of: theirs), saidTotal = rarity(of: saidWords)
        let mine = sharedWithSaid[chosen]
        let sum = mine.sum
        let others = sharedWithSaid.indices.filter { $0 != chosen }.map { sharedWithSaid[$0].sum }.max() ?? 0
        let topic = Topics.goal(for: said, among: goals, strongOnly: false, domains: false)?.id
        return [
            sum / 10,
            shared(weighed(phrase), theirs).sum / 10,
            total > 0 ? sum / total : 0,
            saidTotal > 0 ? sum / saidTotal : 0,
            mine.top / 5,
            min(1, max(-1, (sum - others) / 10)),
            sum > 0 && sum > others ? 1 : 0,
            Double(min(2, mine.names)),
            Rementions.hasCue(said) ? 1 : 0,
            saysItsAnAim(said) ? 1 : 0,
            // Sharing no word, the phrase shares no content word either: the costlier measure is skipped.
            sum == 0 && mine.names == 0 ? 0 : Rementions.similarity(Rementions.contentWords(phrase), Rementions.contentWords(goals[chosen].content)),
            log(1 + Double(goals.count)),
            goals[chosen].id == topic ? 1 : 0,
            sum == 0 ? 1 : 0,
        ]
    }

    /// How telling a word is: 6 less its Zipf frequency, so "the" and "want" count nothing, "garden" (4.8) a little and
    /// a word rarer than the 12,000 most frequent (a name, "overdraft") 3.
    static func rarity(_ word: String) -> Double {
        max(0, 6 - (Gazetteers.wordZipf[word] ?? 3))
    }

    /// The words' rarity summed in key order, so the sum is the same to the last bit whatever order the table keeps.
    static func rarity(of words: [String: Word]) -> Double {
        words.keys.sorted().reduce(0) { $0 + (words[$1]?.rarity ?? 0) }
    }

    struct Word {
        var rarity: Double
        var isName: Bool
    }

    /// `Rementions.words`' keys, each with the rarity of the rarest word said for it and whether that is a first name.
    static func weighed(_ text: String) -> [String: Word] {
        var found: [String: Word] = [:]
        for (said, key) in Rementions.keyedWords(text) {
            // A first name, however often said ("maria"), unless it is an everyday word too ("grace", "mark").
            let isName = Gazetteers.isFirstName(said) && !Gazetteers.commonWordNames.contains(said)
            let word = Word(rarity: rarity(said), isName: isName)
            if let known = found[key], known.rarity >= word.rarity { continue }
            found[key] = word
        }
        return found
    }

    struct Shared {
        var sum = 0.0
        var top = 0.0
        var names = 0
    }

    /// The words two texts share (equal keys, or `Rementions.alike` ones), each counted once at the lesser rarity; first
    /// names only counted.
    static func shared(_ a: [String: Word], _ b: [String: Word]) -> Shared {
        var result = Shared()
        for weight in sharedWeights(a, b) {
            guard let weight else {
                result.names += 1
                continue
            }
            result.sum += weight
            result.top = max(result.top, weight)
        }
        return result
    }

    /// The rarity of each word two texts share but first names (`shared`).
    static func sharedWords(_ a: [String: Word], _ b: [String: Word]) -> [Double] {
        sharedWeights(a, b).compactMap { $0 }
    }

    /// Each word two texts share at the lesser rarity, in key order; nil for a first name.
    private static func sharedWeights(_ a: [String: Word], _ b: [String: Word]) -> [Double?] {
        var result: [Double?] = []
        var unused = Set(b.keys)
        for key in a.keys.sorted() {
            let match = unused.contains(key) ? key : unused.sorted().first { Rementions.alike(key, $0) }
            guard let match, let mine = a[key], let theirs = b[match] else { continue }
            unused.remove(match)
            // A person shared says nothing of which aim is meant ("help Maria move" is not "take Maria to see the
            // lights"): counted apart, in `names`.
            if mine.isName || theirs.isName {
                result.append(nil)
                continue
            }
            // The commoner of the two: both must be telling ("pasting" is rare, but shares its stem with "past").
            result.append(min(mine.rarity, theirs.rarity))
        }
        return result
    }

    static let aimWords: Set<String> = ["goal", "goals", "plan", "target", "aim", "dream", "resolution", "mission", "bar"]

    /// Whether `text` calls what it says an aim ("still the plan", "Te reo goal now", "That's the new bar").
    static func saysItsAnAim(_ text: String) -> Bool {
        text.lowercased().split { !$0.isLetter }.contains { aimWords.contains(String($0)) }
    }
}

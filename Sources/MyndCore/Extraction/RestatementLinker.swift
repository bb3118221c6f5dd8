import Foundation

/// Finds the goal or task a new one says again when the rules found none: "Sub-four at Loch Ness is still the target"
/// after "Loch Ness Marathon in the autumn. Target: under four hours.", "The garage: insulated by October" after "The
/// garage: insulated and a proper bench in before the nights draw in". Goals are often filed as a part of what was
/// said ("Target: under four hours"), and said again in other words around the same rare ones, so each open goal or
/// task is read with the utterances that said it (its neighbours), and the words it shares with what is said now are
/// weighed by rarity. A logistic regression over those measures (`featureNames`), trained by `mynd-train-rementions` on
/// the development scripts (`RestatementTraining`), says how likely the best of them is the one said again; below the
/// threshold the phrase is filed anew. Built for precision: a wrong link hides a new goal behind an old one.
struct RestatementLinker: Sendable {
    let model: RestatementScorer

    /// The linker compiled into the binary.
    static let embedded = RestatementLinker(model: RestatementScorer(tsv: EmbeddedRestatementModel.linker, names: featureNames))

    /// The measures, in the order `features` gives them. Chosen from fourteen (besides these: the rarity shared with
    /// the item and with its own words, the share of the item's said again, the rarest word shared and the next, how many
    /// telling words, first names, "still", a word of aim, words no other candidate holds, the phrase's own words) by
    /// forward selection on leave one script out over the development scripts: these three did as well as all fourteen.
    static let featureNames = [
        "coverSaid",    // the share of what is said's rarity that the item and the utterances that said it hold
        "margin",       // how far its shared rarity is ahead of the next candidate's (÷ 10, within ±1)
        "items",        // how many open items of the type there are (log, at most 40): the more, the likelier one is meant
    ]

    /// An open goal or task with the utterances that said it.
    struct Candidate {
        var node: Node
        var said: [String]
    }

    /// The candidate sharing most with `said` (first names apart, each word weighed by its rarity), and its measures; nil
    /// when none shares a word.
    static func best(said: String, among candidates: [Candidate]) -> (index: Int, features: [Double])? {
        guard !candidates.isEmpty else { return nil }
        let saidWords = RestatementScorer.weighed(said)
        let saidTotal = RestatementScorer.rarity(of: saidWords)
        let sums = candidates.map { candidate -> Double in
            var words = RestatementScorer.weighed(candidate.node.content)
            for text in candidate.said {
                for (key, word) in RestatementScorer.weighed(text) where (words[key]?.rarity ?? -1) < word.rarity { words[key] = word }
            }
            return RestatementScorer.sharedWords(saidWords, words).reduce(0, +)
        }
        guard let index = sums.indices.max(by: { sums[$0] < sums[$1] || sums[$0] == sums[$1] && $0 > $1 }), sums[index] > 0 else { return nil }
        let others = sums.indices.filter { $0 != index }.map { sums[$0] }.max() ?? 0
        let features = [
            saidTotal > 0 ? sums[index] / saidTotal : 0,
            min(1, max(-1, (sums[index] - others) / 10)),
            // Capped near the most the development scripts have, so a long-kept graph does not take the model past them.
            log(1 + Double(min(40, candidates.count))),
        ]
        return (index, features)
    }

    /// The candidate said again, if the model is sure enough.
    func linked(said: String, among candidates: [Candidate]) -> Node? {
        guard let (index, features) = Self.best(said: said, among: candidates) else { return nil }
        return model.probability(features) < model.threshold ? nil : candidates[index].node
    }
}

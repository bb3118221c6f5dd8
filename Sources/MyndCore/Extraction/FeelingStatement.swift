import Foundation

/// Whether an utterance tells how the speaker feels ("I just feel flat", "I'm so tired of everything", "feeling a
/// bit low today"). Feelings are never turned into goals, actions or reminders — not by the offline extractor, not
/// from a model's extraction — whatever verbs come with them ("I don't want to talk to anyone" is not a task). They
/// stay plain thoughts, in the user's words, so Axel can remember how the user has been.
public enum FeelingStatement {
    /// True when `text` states the speaker's own feelings.
    public static func isStated(in text: String) -> Bool {
        let lower = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        let words = lower.split { $0.isWhitespace || ",.;:!?—–()\"".contains($0) }
        let padded = " " + words.joined(separator: " ") + " "
        for opener in feelingOpeners {
            guard let range = padded.range(of: " " + opener + " ") else { continue }
            // "I feel like going for a run", "I feel like I should call Mum": a wish or a plan, not a feeling. A wish to
            // feel otherwise stays one: "I want to stop feeling like this".
            let next = padded[range.upperBound...].split(separator: " ").first.map(String.init) ?? ""
            if next == "like" || next == "that", !wishes.contains(where: opener.hasPrefix) { continue }
            return true
        }
        // "I'm so low", "been really anxious": a mood after a subject and any words of degree. Token by token, as
        // this runs several times for every utterance.
        let tokens = words.map(String.init)
        // "so tired my eyes are burning", "completely exhausted tonight": a transcript drops the "I'm" before a
        // degree and a mood at the very start.
        if tokens.count >= 2, leadingDegrees.contains(tokens[0]),
           bodilyStates.contains(tokens[1]) || moods.contains(where: { tokens[1...].starts(with: $0) }) { return true }
        for index in tokens.indices {
            var next: Int
            switch tokens[index] {
            case "i'm", "im", "been": next = index + 1
            case "am" where index > 0 && tokens[index - 1] == "i": next = index + 1
            default: continue
            }
            while next < tokens.count, degrees.contains(tokens[next]) { next += 1 }
            if moods.contains(where: { tokens[next...].starts(with: $0) }) { return true }
        }
        if withdrawal.contains(where: { padded.contains(" " + $0 + " ") }) { return true }
        if saysStrain(lower) { return true }
        return isDoubt(tokens)
    }

    /// What the speaker carries, said as a weight at the end of a clause: "I'm bringing up the kids on my own and it's
    /// hard.", "looking after mum by myself and its too much", "paying off his debts, it's killing me". Only where the
    /// clause ends, so "it's hard to find parking near the pool" stays what it is; and "I'm struggling." said alone.
    static func saysStrain(_ lower: String) -> Bool {
        strain.occurs(in: lower)
    }
    /// Compiled once: `isStated` runs several times for every utterance.
    private static let strain = Patterns.Rule(strainPattern)
    static let strainPattern = #"\b(it'?s|it is|this is|that'?s)( (so|really|just|been|getting|all|too|very|bloody|honestly))* "#
        + #"(hard|too much|too hard|killing me|getting to me|exhausting|breaking me|crushing me|wearing me down|a lot)"#
        + #"( (right now|at the moment|lately|some days|sometimes|now))?\s*([.!?,;]|$)"#
        // "I'm struggling.": said of oneself, at a clause's end ("struggling to get the boiler serviced" is a task's
        // difficulty, not a weight); "i'm really drowning at the moment with the house": anywhere.
        + #"|\bi'?m( (so|really|just|honestly))* struggling( (a lot|so much|lately|right now|at the moment|here))?\s*([.!?,;]|$)"#
        + #"|\bi'?m( (so|really|just|honestly|actually))* (drowning|sinking|going under)\b"#

    /// Doubt about what one wants: "i dont know if i even want to go home for good", "not sure I want to stay in
    /// nursing at all". A person weighing their path is not setting an aim.
    static let doubtOpeners: [[String]] = [["don't", "know", "if", "i"], ["dont", "know", "if", "i"], ["don't", "know", "whether", "i"],
                                           ["dont", "know", "whether", "i"], ["not", "sure", "if", "i"], ["not", "sure", "whether", "i"],
                                           ["not", "sure", "i"], ["no", "idea", "if", "i"], ["no", "idea", "whether", "i"]]

    private static func isDoubt(_ tokens: [String]) -> Bool {
        for index in tokens.indices {
            for opener in doubtOpeners where tokens[index...].starts(with: opener) {
                var next = index + opener.count
                while next < tokens.count, ["even", "really", "still", "actually", "truly"].contains(tokens[next]) { next += 1 }
                if next < tokens.count, ["want", "wanna", "should"].contains(tokens[next]) { return true }
            }
        }
        return false
    }

    /// Phrases that open a statement of feeling.
    /// A wish to feel otherwise is a feeling too ("I just want to feel normal again"), never an aim to be chased.
    static let feelingOpeners = ["i feel", "i just feel", "i'm feeling", "i am feeling", "i've been feeling", "i have been feeling",
                                 "i keep feeling", "feeling", "i felt", "i've felt", "i have felt",
                                 "want to feel", "wanna feel", "want to stop feeling", "want to not feel", "wish i felt", "wish i could feel"]

    static let wishes = ["want", "wanna", "wish"]

    /// Words of degree between the subject and the mood ("so", "a bit", "kind of").
    static let degrees: Set<String> = ["so", "really", "a", "bit", "little", "quite", "pretty", "very", "totally", "just",
                                       "kind", "of", "kinda"]

    /// Words of degree that open a transcript's feeling with its subject dropped ("so tired…").
    static let leadingDegrees: Set<String> = ["so", "too", "completely", "totally", "absolutely", "utterly"]
    /// Tiredness, a state of the body said like a mood ("so tired", "completely knackered").
    static let bodilyStates: Set<String> = ["tired", "knackered", "shattered", "wrecked", "sleepy", "sore", "sick"]

    /// Moods, for "I'm so low", "been really anxious", as words.
    static let moods: [[String]] = ["sad", "low", "down", "flat", "lonely", "alone", "anxious", "overwhelmed", "exhausted", "stressed",
                        "depressed", "miserable", "hopeless", "empty", "numb", "awful", "terrible", "rubbish", "lost",
                        "scared", "frightened", "worried", "upset", "angry", "burnt out", "burned out", "drained",
                        "tired of everything", "fed up", "heartbroken", "grieving", "ashamed", "guilty", "worthless",
                        "on edge", "panicky", "unhappy", "mess", "wreck", "not okay", "not ok", "not myself", "not coping",
                        "barely coping", "at the end of my rope", "at the end of my tether", "at my wits end", "at my wit's end"]
        .map { $0.split(separator: " ").map(String.init) }

    /// Withdrawal and not coping: "I don't want to talk to anyone", "I can't cope".
    static let withdrawal = ["don't want to talk to anyone", "don't want to see anyone", "don't want to talk to anybody",
                             "don't want to see anybody", "can't cope", "cannot cope", "can't face anything",
                             "can't face anyone", "can't get out of bed", "can't stop crying", "can't be bothered with anything",
                             "don't really want to talk to anyone", "don't really want to see anyone"]
}

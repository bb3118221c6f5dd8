import Foundation

/// Places named in pairs, as the two ends of a way: "between surrey and vancouver", "from Penarth to Barry", "the
/// penarth to barry stretch". Each end alone may be too weak a place for the other rules (a town after no cue, a lower-
/// case city that is also an everyday word, a town named like someone), but two places the lists know, joined so, name
/// a stretch between them.
extension EntityRecognizer {
    /// Nouns of a way between two places: "the penarth to barry stretch", "the Leeds to York train".
    static let wayNouns: Set<String> = ["stretch", "leg", "run", "route", "road", "drive", "trip", "train", "bus", "coach", "ferry",
                                        "flight", "flights", "walk", "ride", "section", "journey", "commute", "line", "loop", "crossing"]

    /// Words of going said straight before a way's two ends: "fly manchester to lagos", "tickets leeds to york".
    static let goingWords: Set<String> = ["fly", "flying", "flew", "ticket", "tickets", "fares", "drive", "driving", "drove"]

    /// Adds both ends of "between X and Y", "from X to Y", "flights X to Y" and "the X to Y <way>" when both are places
    /// or towns the lists know and neither is already someone; two first names ("between Jordan and Florence") are as likely two people.
    mutating func pairedPlaces() {
        guard tokens.count >= 4 else { return }
        for index in tokens.indices.dropLast(3) {
            let cue = tokens[index].lower
            let joiner: String
            switch cue {
            case "between": joiner = "and"
            case "from", "the": joiner = "to"
            // "flights luton to lodz", "look at flights detroit to beirut": a way's noun or a verb of going before them.
            case _ where Self.wayNouns.contains(cue) || Self.goingWords.contains(cue): joiner = "to"
            default: continue
            }
            guard let (first, firstEnd) = end(at: index + 1), firstEnd + 1 < tokens.count, tokens[firstEnd + 1].lower == joiner,
                  !tokens[firstEnd].breakAfter, let (second, secondEnd) = end(at: firstEnd + 2) else { continue }
            if cue == "the" {
                guard !tokens[secondEnd].breakAfter, secondEnd + 1 < tokens.count, Self.wayNouns.contains(tokens[secondEnd + 1].lower) else { continue }
            }
            let names = [first, second]
            guard !names.allSatisfy({ Gazetteers.isFirstName($0.lowercased()) }) else { continue }
            let people = Set(found.people.map { Gazetteers.fold($0) })
            guard names.allSatisfy({ !people.contains(Gazetteers.fold($0)) }) else { continue }
            let known = Set(found.places.map { Gazetteers.fold($0) })
            for name in names where !known.contains(Gazetteers.fold(name)) {
                found.places.append(name)
            }
        }
    }

    /// One end of a way: a word (or two) at `index` that the lists know as a place or town, not possessive, no day,
    /// month or stop word; its name as written (title-cased in lower case) and the index of its last word.
    private func end(at index: Int) -> (String, Int)? {
        guard index < tokens.count else { return nil }
        for length in [2, 1] where index + length <= tokens.count {
            let words = tokens[index..<(index + length)]
            guard words.dropLast().allSatisfy({ !$0.breakAfter && !$0.possessive }), !words.last!.possessive,
                  words.allSatisfy({ Self.canBeName($0.lower) && $0.word.allSatisfy(\.isLetter) }) else { continue }
            let phrase = words.map(\.lower).joined(separator: " ")
            guard Self.isKnownPlace(phrase), !DueDates.weekdays.contains(phrase), !DueDates.months.contains(phrase) else { continue }
            return (words.map { $0.isCapitalised ? $0.word : $0.word.titleCased }.joined(separator: " "), index + length - 1)
        }
        return nil
    }
}

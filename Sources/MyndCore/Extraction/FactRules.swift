import Foundation

/// Offline rules for long-term facts, each a subject–attribute–value triple:
/// "I live in Berlin" → (user, lives in, Berlin); "Alice is my sister" → (Alice, relationship to the user, sister);
/// "my favourite tea is sencha" → (user, favourite tea, sencha); "I like hiking" → (user, likes, hiking).
enum FactRules {
    static let relationWords: Set<String> = [
        "sister", "brother", "mother", "mom", "mum", "father", "dad", "wife", "husband", "partner", "boyfriend",
        "girlfriend", "boss", "manager", "friend", "best friend", "colleague", "coworker", "son", "daughter",
        "cousin", "aunt", "uncle", "neighbour", "neighbor", "therapist", "doctor", "landlord", "flatmate", "roommate",
    ]
    static let identityAttributes: Set<String> = ["name", "job", "birthday", "age", "pronouns", "occupation", "role"]

    private struct Rule: Sendable {
        let regex: Patterns.Rule
        let make: @Sendable ([String]) -> FactCandidate?
    }

    private static func captures(_ rule: Patterns.Rule, _ text: String) -> [[String]] {
        let range = NSRange(text.startIndex..., in: text)
        return rule.regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    private static let value = #"([^.,;!?]+?)"#
    private static let end = #"\s*(?:[.,;!?]|$| and | but | because | now\b| these days\b)"#
    private static let rules: [Rule] = [
        Rule(regex: .init(#"(?i)\bI (?:live|am living|'m living) in "# + value + end)) {
            FactCandidate(category: .identity, subject: "user", attribute: "lives in", value: $0[0], confidence: 0.7)
        },
        Rule(regex: .init(#"(?i)\bI (?:moved|have moved|'ve moved) to "# + value + end)) {
            FactCandidate(category: .identity, subject: "user", attribute: "lives in", value: $0[0], confidence: 0.7)
        },
        Rule(regex: .init(#"(?i)\bI (?:work|am working|'m working) (?:at|for) "# + value + end)) {
            FactCandidate(category: .identity, subject: "user", attribute: "works at", value: $0[0], confidence: 0.7)
        },
        Rule(regex: .init(#"(?i)\bmy (favou?rite [a-z]+) is "# + value + end)) {
            FactCandidate(category: .preference, subject: "user", attribute: $0[0].lowercased(), value: $0[1], confidence: 0.7, exclusive: true)
        },
        Rule(regex: .init(#"(?i)\bmy ((?:best )?[a-z]+) is "# + value + end)) { groups in
            let attribute = groups[0].lowercased()
            if relationWords.contains(attribute) {
                return FactCandidate(category: .relationship, subject: groups[1], attribute: "relationship to the user", value: attribute, confidence: 0.7, exclusive: false)
            }
            guard identityAttributes.contains(attribute) else { return nil }
            return FactCandidate(category: .identity, subject: "user", attribute: attribute, value: groups[1], confidence: 0.7)
        },
        Rule(regex: .init(#"\b([A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)?) is my ((?:best )?[a-z]+)\b"#)) { groups in
            guard relationWords.contains(groups[1]) else { return nil }
            return FactCandidate(category: .relationship, subject: groups[0], attribute: "relationship to the user", value: groups[1], confidence: 0.7, exclusive: false)
        },
        Rule(regex: .init(#"(?i)\bI (?:really )?(?:like|love|enjoy) "# + value + end)) {
            $0[0].split(separator: " ").count <= 5 && !$0[0].lowercased().hasPrefix("to ")
                ? FactCandidate(category: .preference, subject: "user", attribute: "likes", value: $0[0], confidence: 0.6) : nil
        },
        Rule(regex: .init(#"(?i)\bI (?:really )?(?:hate|dislike|don't like|do not like|can't stand) "# + value + end)) {
            FactCandidate(category: .preference, subject: "user", attribute: "dislikes", value: $0[0], confidence: 0.6)
        },
        Rule(regex: .init(#"\b([A-Z][\p{L}'-]+) (?:lives|is living) in "# + value + end)) {
            FactCandidate(category: .relationship, subject: $0[0], attribute: "lives in", value: $0[1], confidence: 0.6)
        },
        Rule(regex: .init(#"\b([A-Z][\p{L}'-]+) works (?:at|for) "# + value + end)) {
            FactCandidate(category: .relationship, subject: $0[0], attribute: "works at", value: $0[1], confidence: 0.6)
        },
    ]

    static func facts(in text: String, people: [String]) -> [FactCandidate] {
        var seen = Set<String>()
        var result: [FactCandidate] = []
        for rule in rules {
            for groups in captures(rule.regex, text) {
                let trimmed = groups.map { UtteranceClassifier.tidy($0) }
                guard !trimmed.contains(where: \.isEmpty), var fact = rule.make(trimmed) else { continue }
                // "She works at…", "He lives in…": a pronoun is no one to file a fact about.
                if NamePhrase.notNames.contains(fact.subject.lowercased()) || StopWords.english.contains(fact.subject.lowercased()),
                   fact.subject != "user" { continue }
                fact.value = UtteranceClassifier.tidy(fact.value)
                if seen.insert(fact.matchKey).inserted { result.append(fact) }
            }
        }
        return result
    }
}

import Foundation

/// The text a Whisper transcriber is primed with (its `initial_prompt`): an optional lead sentence, then the names
/// the graph knows, most recently mentioned first, cut to a budget.
///
/// Why a budget: Whisper keeps at most 223 prompt tokens and drops the *front* of a longer prompt, so an unbounded
/// list would lose the lead and the most recent names first; and a long prompt makes the small models echo names
/// that were never said. Tokens are estimated from characters (names run ~3 characters a token in Whisper's BPE;
/// 2.5 is used so the estimate errs long), because the tokenizer lives in the engine, not here.
public enum WhisperPrompt {
    /// Characters that stay well under Whisper's 223-token prompt window (~160 tokens at 2.5 characters a token).
    public static let defaultBudget = 400

    /// `lead` (may be nil or blank) then as many of `names` as fit in `budget` characters, in the order given,
    /// de-duplicated case-insensitively, joined "A, B, C." — nil when there is nothing to say. The lead is always
    /// kept (a lead longer than the budget leaves no room for names).
    /// Stops at the first name that does not fit, so a name is never preferred over a more recent one for being short.
    public static func build(lead: String?, names: [String], budget: Int = defaultBudget) -> String? {
        var head = (lead ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let last = head.last, !".:;,!?".contains(last) { head += "." }
        var chosen: [String] = []
        var seen = Set<String>()
        for raw in names {
            // A name is one line of words; commas would read as two names.
            let name = raw.replacingOccurrences(of: ",", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !name.isEmpty, seen.insert(name.lowercased()).inserted else { continue }
            if join(head, chosen + [name]).count > budget { break }
            chosen.append(name)
        }
        let prompt = join(head, chosen)
        return prompt.isEmpty ? nil : prompt
    }

    private static func join(_ head: String, _ names: [String]) -> String {
        guard !names.isEmpty else { return head }
        let list = names.joined(separator: ", ") + "."
        return head.isEmpty ? list : head + " " + list
    }
}

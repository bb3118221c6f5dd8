import Foundation

/// Turns a model's markdown into what a person would say: no asterisks, hashes, bullets, link targets, emoji or code.
///
/// espeak-ng reads punctuation literally ("asterisk asterisk"), so everything visual is removed before synthesis.
/// Links keep their text, inline code keeps its content, fenced code blocks are never read aloud.
///
/// For example:
/// ```swift
/// SpeechText.clean("- **Call** [Alice](https://x.org) 🎉")   // "Call Alice"
/// ```
public enum SpeechText {
    /// The spoken form of `markdown`; empty when nothing is left to say.
    public static func clean(_ markdown: String) -> String {
        var lines: [String] = []
        var fence: Character?
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if let marker = fenceMarker(line) {
                if fence == nil { fence = marker } else if fence == marker { fence = nil }
                continue
            }
            guard fence == nil else { continue }
            lines.append(stripLinePrefix(line))
        }
        var text = lines.joined(separator: " ")
        for (pattern, template) in inlineRules {
            text = pattern.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
        }
        text = removeEmoji(text)
        text = spellPhoneNumbers(text)
        text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // Removing emoji or markup can leave "coffee ." behind.
        return spaceBeforePunctuation.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1")
    }

    /// "```" or "~~~" opening a line starts or ends a code block.
    static func fenceMarker(_ line: String) -> Character? {
        if line.hasPrefix("```") { return "`" }
        if line.hasPrefix("~~~") { return "~" }
        return nil
    }

    /// Headings, block quotes, bullets, numbered-list markers and table rules.
    static func stripLinePrefix(_ line: String) -> String {
        var s = Substring(line)
        while s.first == ">" { s = s.dropFirst().drop(while: { $0 == " " }) }
        if s.first == "#" {
            let hashes = s.prefix(while: { $0 == "#" })
            if hashes.count <= 6, s.dropFirst(hashes.count).first?.isWhitespace ?? true {
                s = s.dropFirst(hashes.count).drop(while: \.isWhitespace)
            }
        }
        if let first = s.first, "-*+•".contains(first), s.dropFirst().first == " " {
            s = s.dropFirst(2)
            if s.hasPrefix("[ ] ") || s.hasPrefix("[x] ") || s.hasPrefix("[X] ") { s = s.dropFirst(4) }
        }
        let digits = s.prefix(while: \.isNumber)
        if !digits.isEmpty, digits.count <= 3 {
            let rest = s.dropFirst(digits.count)
            if let mark = rest.first, mark == "." || mark == ")", rest.dropFirst().first == " " {
                s = rest.dropFirst(2)
            }
        }
        if s.first == "|" {
            if s.allSatisfy({ "|-: ".contains($0) }) { return "" }
            return s.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: ", ")
        }
        if s.allSatisfy({ "-*_= ".contains($0) }) { return "" }  // horizontal rules
        return String(s)
    }

    /// Applied in order: images and links before emphasis so that "[**x**](y)" still reads "x".
    static let inlineRules: [(NSRegularExpression, String)] = [
        (#"!\[([^\]]*)\]\([^)]*\)"#, "$1"),
        (#"\[([^\]]+)\]\([^)]*\)"#, "$1"),
        (#"\[([^\]]+)\]\[[^\]]*\]"#, "$1"),
        (#"<(https?://[^>\s]+)>"#, "$1"),
        (#"</?[A-Za-z][A-Za-z0-9]*[^<>]*>"#, ""),
        (#"`+([^`]*)`+"#, "$1"),
        (#"(\*\*|__)(?=\S)(.+?)(?<=\S)\1"#, "$2"),
        (#"~~(?=\S)(.+?)(?<=\S)~~"#, "$1"),
        (#"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])"#, "$1"),
        (#"(?<![\w_])_(?=\S)(.+?)(?<=\S)_(?![\w_])"#, "$1"),
        (#"(?<=\s|^)[*_]{2,3}(?=\s|$)"#, ""),
    ].map { (try! NSRegularExpression(pattern: $0.0), $0.1) }

    static let spaceBeforePunctuation = try! NSRegularExpression(pattern: #"(?<=\w)\s+([.,!?;:](?=\s|$))"#)

    /// Phone numbers are said digit by digit, in their groups, as people say them: "call or text 988" →
    /// "9 8 8", "on 116 123" → "1 1 6, 1 2 3" (espeak-ng would say "nine hundred and eighty-eight"). A number
    /// counts as one when a dialling word comes just before it (call, text, dial, ring, phone), or when it
    /// follows "on", "to" or "number" and is grouped ("0808 2000 247") or six digits or more ("741741").
    static func spellPhoneNumbers(_ text: String) -> String {
        let matches = phoneNumber.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard !matches.isEmpty else { return text }
        var result = text
        for match in matches.reversed() {
            guard let wordRange = Range(match.range(at: 1), in: text), let numberRange = Range(match.range(at: 2), in: text) else { continue }
            let word = text[wordRange].lowercased()
            let groups = text[numberRange].split(whereSeparator: { $0 == " " || $0 == "-" })
            let digits = groups.reduce(0) { $0 + $1.count }
            guard dialling.contains(word) || groups.count >= 2 || digits >= 6 else { continue }
            let spoken = groups.map { $0.map(String.init).joined(separator: " ") }.joined(separator: ", ")
            result.replaceSubrange(Range(match.range(at: 2), in: result)!, with: spoken)
        }
        return result
    }

    static let dialling: Set<String> = ["call", "text", "dial", "ring", "phone"]
    static let phoneNumber = try! NSRegularExpression(
        pattern: #"(?i)\b(call|text|dial|ring|phone|on|to|number)\s+(\d+(?:[ -]\d+)*)(?![\d:.,]\d)"#)

    /// Pictographs, flags, skin tones and their joiners; digits, #, * and letters stay.
    static func removeEmoji(_ text: String) -> String {
        String(text.filter { character in
            !character.unicodeScalars.contains { scalar in
                let p = scalar.properties
                return p.isEmojiPresentation
                    || (p.isEmoji && scalar.value >= 0x2190)
                    || scalar.value == 0xFE0F || scalar.value == 0x200D
                    || (0x1F1E6...0x1F1FF).contains(scalar.value)
            }
        })
    }
}

import Foundation

// Native string search for the extractor's hot paths.
//
// With Foundation imported, `text.contains("plan to")`, `text.range(of:)`, `replacingOccurrences(of:with:)` and
// `trimmingCharacters(in:)` resolve to Foundation's `StringProtocol` methods. On Linux each call bridges the string
// to an NSString, copies it to UTF-16 and converts the result back; the extractor makes hundreds of such calls per
// utterance, and a profile put over half its time there. These overloads on `String` and `Substring` are more
// specific than Foundation's generic ones, so every such call in MyndCore takes them instead, with the same results:
// - a match is literal (case- and diacritic-sensitive) and never starts or ends inside a character, so "e" is not
//   found in "cafe\u{301}", as with Foundation; replacing works on scalars, as Foundation's does ("\r" in "\r\n");
// - an empty needle is never found, and replacing it changes nothing, as with Foundation;
// - trimming removes whole Unicode scalars in the set from both ends.
// `NativeStringSearchTests` checks them against Foundation's own results on every labelled utterance.
// Unlike Foundation they do not match canonically equivalent spellings ("é" precomposed against "e" + U+0301);
// transcripts and every list here are NFC.

extension String {
    func contains(_ other: String) -> Bool {
        NativeSearch.firstMatch(of: other, in: self[...]) != nil
    }

    func range(of other: String) -> Range<String.Index>? {
        NativeSearch.firstMatch(of: other, in: self[...])
    }

    func replacingOccurrences(of target: String, with replacement: String) -> String {
        NativeSearch.replacing(target, with: replacement, in: self[...])
    }

    func trimmingCharacters(in set: CharacterSet) -> String {
        String(NativeSearch.trimmed(self[...], set))
    }
}

extension Substring {
    func contains(_ other: String) -> Bool {
        NativeSearch.firstMatch(of: other, in: self) != nil
    }

    func range(of other: String) -> Range<String.Index>? {
        NativeSearch.firstMatch(of: other, in: self)
    }

    func replacingOccurrences(of target: String, with replacement: String) -> String {
        NativeSearch.replacing(target, with: replacement, in: self)
    }

    func trimmingCharacters(in set: CharacterSet) -> String {
        String(NativeSearch.trimmed(self, set))
    }
}

enum NativeSearch {
    /// The first match of `needle` in `text` that starts and ends on character boundaries, searching from `from`.
    /// `wholeCharacters: false` matches as Foundation's replacing does: whole scalars, never a letter without its marks,
    /// but "\r" inside "\r\n" and an emoji inside a joined sequence are matched.
    static func firstMatch(of needle: String, in text: Substring, from: String.Index? = nil, wholeCharacters: Bool = true) -> Range<String.Index>? {
        var needle = needle
        // Native strings are contiguous UTF-8 already; a bridged one is copied once, to the same offsets.
        var contiguous = text.base
        contiguous.makeContiguousUTF8()
        let base = text.base
        let utf8 = base.utf8
        let start = utf8.distance(from: utf8.startIndex, to: from ?? text.startIndex)
        let end = utf8.distance(from: utf8.startIndex, to: text.endIndex)
        let match = needle.withUTF8 { pattern in
            contiguous.withUTF8 { bytes -> Range<Int>? in
                guard let first = pattern.first else { return nil }
                var index = start
                while index <= end - pattern.count {
                    if bytes[index] == first {
                        var offset = 1
                        while offset < pattern.count, bytes[index + offset] == pattern[offset] { offset += 1 }
                        if offset == pattern.count, accepts(index, index + pattern.count, base, bytes, wholeCharacters) {
                            return index..<(index + pattern.count)
                        }
                    }
                    index += 1
                }
                return nil
            }
        }
        guard let match else { return nil }
        return utf8.index(utf8.startIndex, offsetBy: match.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: match.upperBound)
    }

    /// Every non-overlapping match of `target`, left to right, replaced.
    static func replacing(_ target: String, with replacement: String, in text: Substring) -> String {
        guard var match = firstMatch(of: target, in: text, wholeCharacters: false) else { return String(text) }
        var result = ""
        var copied = text.startIndex
        while true {
            result += text[copied..<match.lowerBound]
            result += replacement
            copied = match.upperBound
            guard let next = firstMatch(of: target, in: text, from: copied, wholeCharacters: false) else { break }
            match = next
        }
        result += text[copied...]
        return result
    }

    static func trimmed(_ text: Substring, _ set: CharacterSet) -> Substring {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, set.contains(scalars[start]) { start = scalars.index(after: start) }
        while end > start {
            let before = scalars.index(before: end)
            guard set.contains(scalars[before]) else { break }
            end = before
        }
        return Substring(scalars[start..<end])
    }

    private static func accepts(_ start: Int, _ end: Int, _ base: String, _ bytes: UnsafeBufferPointer<UInt8>, _ wholeCharacters: Bool) -> Bool {
        if wholeCharacters { return isBoundary(start, of: base, bytes: bytes) && isBoundary(end, of: base, bytes: bytes) }
        // As Foundation's replacing: a base letter is never taken without the marks on it.
        guard end < bytes.count, bytes[end] >= 0x80 else { return true }
        // The match ends after a whole scalar (the needle is valid UTF-8), so this offset starts the next one.
        switch base.unicodeScalars[base.utf8.index(base.utf8.startIndex, offsetBy: end)].properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: return true
        }
    }

    /// Whether a UTF-8 offset of `base` falls between two characters. ASCII on both sides (other than CR LF, one
    /// character) is always a boundary; otherwise the string's own grapheme breaking decides.
    private static func isBoundary(_ offset: Int, of base: String, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if offset == 0 || offset == bytes.count { return true }
        let before = bytes[offset - 1], after = bytes[offset]
        if before < 0x80, after < 0x80 { return !(before == 0x0D && after == 0x0A) }
        let index = base.utf8.index(base.utf8.startIndex, offsetBy: offset)
        return index.samePosition(in: base) != nil
    }
}

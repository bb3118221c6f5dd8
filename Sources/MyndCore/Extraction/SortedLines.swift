/// A sorted list of lines looked up by binary search over its UTF-8 bytes, for a gazetteer too big to hash on first
/// use: the ninety thousand small towns took 59–95 ms to split into a `Set` (String's `split` walks characters), on
/// the first utterance that asked; indexing the line starts takes about 2 ms.
///
/// The lines must be sorted by their bytes (UTF-8 order is code-point order, which is how `scripts/gazetteers`
/// sorts); lines starting with "#" (the header) and empty lines are left out.
struct SortedLines: Sendable {
    private let bytes: [UInt8]
    /// Start and end (exclusive) of each entry in `bytes`, in order.
    private let lines: [(start: Int, end: Int)]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var lines: [(start: Int, end: Int)] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 10 {
            if index > start, bytes[start] != 35 { lines.append((start, index)) }  // 35: "#"
            start = index + 1
        }
        if bytes.count > start, bytes[start] != 35 { lines.append((start, bytes.count)) }
        self.lines = lines
    }

    var count: Int { lines.count }

    /// Every entry, in order (tests).
    var entries: [String] { lines.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) } }

    func contains(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { key in
            var low = 0, high = lines.count - 1
            while low <= high {
                let middle = (low + high) / 2
                let order = compare(lines[middle], key)
                if order == 0 { return true }
                if order < 0 { low = middle + 1 } else { high = middle - 1 }
            }
            return false
        }
    }

    /// The entry's bytes against `key`'s: negative, zero or positive.
    private func compare(_ line: (start: Int, end: Int), _ key: UnsafeBufferPointer<UInt8>) -> Int {
        let length = line.end - line.start
        for offset in 0..<min(length, key.count) {
            let a = bytes[line.start + offset], b = key[offset]
            if a != b { return a < b ? -1 : 1 }
        }
        return length - key.count
    }
}

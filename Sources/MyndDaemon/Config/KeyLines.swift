import Foundation

/// Finds the line of a `key = …` (or a `[section]` header) in TOML text, for line-numbered errors.
///
/// TOMLKit reports lines only for syntax errors; this light scan covers values that parse but are wrong.
/// It understands `[section]` headers and `key = value` lines, which is all config.toml uses.
struct KeyLines {
    private var keys: [String: Int] = [:]
    private var sections: [String: Int] = [:]

    init(text: String) {
        var section: String?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                let name = line.dropFirst().prefix { $0 != "]" }.trimmingCharacters(in: .whitespaces)
                section = name
                if sections[name] == nil { sections[name] = index + 1 }
            } else if let eq = line.firstIndex(of: "="), !line.hasPrefix("#") {
                var key = line[..<eq].trimmingCharacters(in: .whitespaces)
                if key.count >= 2, key.first == "\"", key.last == "\"" { key = String(key.dropFirst().dropLast()) }
                let dotted = section.map { "\($0).\(key)" } ?? key
                if keys[dotted] == nil { keys[dotted] = index + 1 }
            }
        }
    }

    /// The line of `section.key`, of `[section]` when `key` is nil, or of a top-level key when `section` is nil.
    func line(section: String?, key: String?) -> Int? {
        switch (section, key) {
        case (let s?, let k?): keys["\(s).\(k)"] ?? keys[k]
        case (let s?, nil): sections[s] ?? keys[s]
        case (nil, let k?): keys[k]
        case (nil, nil): nil
        }
    }
}

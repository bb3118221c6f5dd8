import Foundation
import MyndCore
import Testing

/// Prompts: embedded at build time from Resources/prompts, overridable per user.
struct AxelPromptTests {
    @Test func embeddedPromptsCarryThePersonalityAndPlaceholders() {
        let axel = Prompts.embedded(.axel)
        #expect(axel.hasPrefix("You are Axel"))
        #expect(axel.contains("Never use bullet points"))
        #expect(axel.contains("not a therapist"))
        #expect(Prompts.embedded(.summary).contains("{messages}"))
        #expect(Prompts.embedded(.extraction).contains("{utterance}"))
        #expect(Prompts.embedded(.extraction).contains("{known}"))
        #expect(!Prompts.embedded(.safety).isEmpty)
    }

    @Test func embeddedTextMatchesTheResourceFiles() throws {
        // The generated Swift must equal Resources/prompts/*.md (scripts/checks/prompts-in-sync.sh checks the file too).
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for name in Prompts.Name.allCases {
            let file = root.appendingPathComponent("Resources/prompts/\(name.rawValue).md")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(Prompts.embedded(name) == text.trimmingCharacters(in: .newlines), "\(name) is stale: run scripts/embed-prompts")
        }
    }

    @Test func userOverrideInXDGConfigHomeWins() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-prompts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let dir = config.appendingPathComponent("mynd/prompts")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try "You are Axel, but terse.\n".write(to: dir.appendingPathComponent("axel.md"), atomically: true, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": config.path, "HOME": "/nonexistent"]
        #expect(Prompts.text(.axel, environment: environment) == "You are Axel, but terse.")
        // Others fall back to the embedded text
        #expect(Prompts.text(.summary, environment: environment) == Prompts.embedded(.summary))
        // Without XDG_CONFIG_HOME, ~/.config is used
        #expect(Prompts.overrideURL(.axel, environment: ["HOME": "/home/u"])?.path == "/home/u/.config/mynd/prompts/axel.md")
    }
}

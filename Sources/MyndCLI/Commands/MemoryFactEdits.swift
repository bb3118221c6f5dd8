import ArgumentParser
import Foundation
import MyndCore

extension FactCategory: ExpressibleByArgument {}

extension MemoryCommand {
    /// `mynd memory add "Prefers tea"` or `mynd memory add --subject Alice --attribute "lives in" Berlin`.
    struct AddFact: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Tell Axel a fact directly (a fact with an exclusive attribute supersedes the current one).")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The fact, or its value when --attribute is given.") var value: String
        @Option(help: "Who or what it is about (default: user, i.e. you).") var subject = "user"
        @Option(help: "What about it (\"lives in\", \"works at\"); leave out for a free-text fact.") var attribute: String?
        @Option(help: "identity, preference, relationship, event, goal, habit, theme or other.") var category: FactCategory = .other
        @Flag(help: "Print the fact as JSON.") var json = false

        func run() throws {
            try Exit.guarded {
                let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !text.isEmpty else { throw ValidationError("the fact is empty") }
                let candidate = FactCandidate(category: category, subject: subject, attribute: attribute, value: text, confidence: 1)
                let outcome = try MemoryCommand.memory(global).recordFact(candidate, source: nil, now: Date())
                if json { return try MemoryCommand.printJSON(outcome.fact) }
                switch outcome {
                case .inserted(let fact): Terminal.write("\(fact.id ?? 0)\t\(fact.content)\n")
                case .reinforced(let fact): Terminal.write("\(fact.id ?? 0)\t\(fact.content)\t(already known; reinforced)\n")
                case .superseded(let old, let new):
                    Terminal.write("\(new.id ?? 0)\t\(new.content)\n")
                    global.note("supersedes fact \(old.id ?? 0): \(old.content)")
                }
            }
        }
    }

    /// `mynd memory edit ID "new value"`: a correction that supersedes; the old fact stays in history.
    struct EditFact: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Correct a fact: the new value supersedes it (see both with `memory facts --all`); nothing is rewritten.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The fact's id (see `mynd memory facts`).") var id: Int64
        @Argument(help: "The corrected value (for a free-text fact, the whole sentence).") var value: String
        @Option(help: "Change the attribute too.") var attribute: String?
        @Flag(help: "Print the new fact as JSON.") var json = false

        func run() throws {
            try Exit.guarded {
                guard !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw ValidationError("the value is empty") }
                let result: (old: Fact, new: Fact)
                do {
                    result = try MemoryCommand.memory(global).editFact(id, value: value, attribute: attribute.map { .some($0) }, now: Date())
                } catch let error as MemoryError {
                    if case .notFound = error { Exit.fail("no fact with id \(id)", code: Exit.noResults) }
                    Exit.fail(error.description, code: Exit.dataError)
                }
                if json { return try MemoryCommand.printJSON(result.new) }
                Terminal.write("\(result.new.id ?? 0)\t\(result.new.content)\n")
                global.note("fact \(id) (\(result.old.content)) is kept as history, superseded by \(result.new.id ?? 0)")
            }
        }
    }
}

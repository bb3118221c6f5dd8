import ArgumentParser

@main
struct Mynd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mynd",
        abstract: "Voice-first thought capture: a knowledge graph of what you said, and Axel to talk it through.",
        subcommands: []
    )
}

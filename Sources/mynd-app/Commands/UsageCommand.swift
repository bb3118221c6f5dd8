import ArgumentParser
import Foundation
import MyndCLI
import MyndCore

/// `mynd usage [--by day|model] [--since WHEN] [--json]`: tokens the model used (recorded per reply) and what they
/// cost at the prices in `[usage] prices` (defaults: Anthropic's list prices, `ModelPrices.anthropicDefaults`).
/// Here rather than in the light binary because the prices come from the TOML configuration.
struct UsageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.usage.rawValue,
        abstract: AppCommand.usage.abstract,
        discussion: "Cost is an estimate at list prices (no cache or batch discounts); models without a price show '-'.")

    enum Grouping: String, ExpressibleByArgument, CaseIterable { case day, model }

    @OptionGroup var global: GlobalOptions
    @Option(help: "Group by day (UTC) or by model.") var by: Grouping = .model
    @Option(help: "Only replies at or after WHEN (a date, an ISO time, or an age like 30d).") var since: String?
    @Flag(help: "Print one JSON document.") var json = false

    struct Line: Encodable {
        var group: String
        var model: String
        var replies: Int
        var inputTokens: Int
        var outputTokens: Int
        /// US dollars; nil when the model has no price.
        var cost: Double?
    }

    struct Report: Encodable {
        var rows: [Line]
        var inputTokens: Int
        var outputTokens: Int
        var cost: Double
        /// Models whose tokens are not in `cost`.
        var unpriced: [String]
    }

    func run() throws {
        let config = try global.loadConfig()
        guard case .success(let prices) = ModelPrices.parse(config.usage.prices) else {
            Exit.fail("usage.prices in the configuration does not parse (run `mynd config check`)", code: ExitCode(78))
        }
        var from: Date?
        if let since {
            guard let date = WhenParser.parse(since, now: Date()) else {
                throw ValidationError("--since: '\(since)' is not a date, a time or an age like 7d")
            }
            from = date
        }
        try Exit.guarded {
            let rows = try MemoryStore(global.openGraph().writer).usage(by: by == .day ? .day : .model, since: from)
            let report = Self.report(rows, prices: prices)
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
                Terminal.write(String(decoding: try encoder.encode(report), as: UTF8.self) + "\n")
                return
            }
            if report.rows.isEmpty { Exit.fail("no usage recorded yet", code: Exit.noResults) }
            Terminal.write(Self.table(report, by: by))
        }
    }

    static func report(_ rows: [UsageRow], prices: ModelPrices) -> Report {
        var lines: [Line] = []
        var total = 0.0, input = 0, output = 0
        var unpriced = Set<String>()
        for row in rows {
            let cost = prices.price(of: row.model)?.cost(row.usage)
            if let cost { total += cost } else { unpriced.insert(row.model) }
            input += row.usage.inputTokens
            output += row.usage.outputTokens
            lines.append(Line(group: row.group, model: row.model, replies: row.replies, inputTokens: row.usage.inputTokens,
                              outputTokens: row.usage.outputTokens, cost: cost))
        }
        return Report(rows: lines, inputTokens: input, outputTokens: output, cost: total, unpriced: unpriced.sorted())
    }

    static func table(_ report: Report, by: Grouping) -> String {
        func money(_ value: Double?) -> String { value.map { String(format: "$%.4f", $0) } ?? "-" }
        var out = by == .day ? "day\tmodel\treplies\tinput\toutput\tcost\n" : "model\treplies\tinput\toutput\tcost\n"
        for line in report.rows {
            if by == .day { out += line.group + "\t" }
            out += "\(line.model)\t\(line.replies)\t\(line.inputTokens)\t\(line.outputTokens)\t\(money(line.cost))\n"
        }
        out += (by == .day ? "total\t\t" : "total\t") + "\(report.rows.reduce(0) { $0 + $1.replies })\t\(report.inputTokens)\t\(report.outputTokens)\t\(money(report.cost))"
        if !report.unpriced.isEmpty { out += "  (not priced: \(report.unpriced.joined(separator: ", ")))" }
        return out + "\n"
    }
}

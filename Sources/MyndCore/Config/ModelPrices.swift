import Foundation

/// What a model's tokens cost, in US dollars per million tokens, for `mynd usage`'s estimate.
///
/// Written in the config as `[usage] prices = "claude-sonnet-4=3/15, my-model=0.5/1.5"`: comma-separated
/// `model-prefix=input/output` pairs; the longest prefix of a reply's model name wins. Entries in the config are
/// added to the defaults (or replace the default with the same prefix). A model no entry matches (the offline
/// Axel, a local server) has no estimate — its tokens are still counted.
public struct ModelPrices: Hashable, Sendable {
    public struct Price: Hashable, Sendable {
        public var inputPerMillion: Double
        public var outputPerMillion: Double
        public init(input: Double, output: Double) {
            inputPerMillion = input
            outputPerMillion = output
        }

        public func cost(_ usage: TokenUsage) -> Double {
            (Double(usage.inputTokens) * inputPerMillion + Double(usage.outputTokens) * outputPerMillion) / 1_000_000
        }
    }

    /// Anthropic's published list prices (standard API, no batch or cache discounts), as of November 2026.
    public static let anthropicDefaults: [String: Price] = [
        "claude-opus-4-5": Price(input: 5, output: 25),
        "claude-opus-4": Price(input: 15, output: 75),
        "claude-3-opus": Price(input: 15, output: 75),
        "claude-sonnet-4": Price(input: 3, output: 15),
        "claude-3-7-sonnet": Price(input: 3, output: 15),
        "claude-3-5-sonnet": Price(input: 3, output: 15),
        "claude-haiku-4-5": Price(input: 1, output: 5),
        "claude-3-5-haiku": Price(input: 0.8, output: 4),
        "claude-3-haiku": Price(input: 0.25, output: 1.25),
    ]

    public var byPrefix: [String: Price]

    public init(byPrefix: [String: Price] = ModelPrices.anthropicDefaults) { self.byPrefix = byPrefix }

    /// The defaults with the config's entries on top, or the first entry that does not parse.
    public static func parse(_ text: String) -> Result<ModelPrices, PriceError> {
        var prices = ModelPrices()
        for entry in text.split(separator: ",") {
            let item = entry.trimmingCharacters(in: .whitespaces)
            if item.isEmpty { continue }
            let sides = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let amounts = sides.count == 2 ? sides[1].split(separator: "/").map { Double($0.trimmingCharacters(in: .whitespaces)) } : []
            guard sides.count == 2, !sides[0].isEmpty, amounts.count == 2, let input = amounts[0], let output = amounts[1],
                  input >= 0, output >= 0 else {
                return .failure(PriceError(entry: item))
            }
            prices.byPrefix[sides[0]] = Price(input: input, output: output)
        }
        return .success(prices)
    }

    /// The price of `model` (longest matching prefix), or nil when no entry matches. Stored model names carry
    /// the provider (`anthropic:claude-sonnet-4-5`); a prefix may name it or not.
    public func price(of model: String) -> Price? {
        let bare = model.firstIndex(of: ":").map { String(model[model.index(after: $0)...]) } ?? model
        return byPrefix.filter { model.hasPrefix($0.key) || bare.hasPrefix($0.key) }.max { $0.key.count < $1.key.count }?.value
    }

    public struct PriceError: Error, Hashable, Sendable, CustomStringConvertible {
        public var entry: String
        public var description: String {
            "\"\(entry)\" is not model=input/output (US dollars per million tokens, e.g. claude-sonnet-4=3/15)"
        }
    }
}

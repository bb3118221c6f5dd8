import Foundation

/// Where a person in crisis can turn: sentences spoken and printed as given, and the emergency number.
///
/// The defaults are chosen by region (from `[safety] region`, else the locale: `en_GB.UTF-8` → GB); with no
/// region known, a short list that covers the US and Canada, the UK and Ireland, and every other country
/// through findahelpline.com. `[safety] resources` and `emergency` replace them.
public struct CrisisResources: Sendable, Hashable {
    /// Crisis lines, one sentence each.
    public var lines: [String]
    /// Extra lines for abuse and danger (domestic-abuse helplines).
    public var abuseLines: [String]
    /// The number to call in immediate danger, as said ("911", "999 or 112").
    public var emergency: String

    public init(lines: [String], abuseLines: [String] = [], emergency: String) {
        self.lines = lines
        self.abuseLines = abuseLines
        self.emergency = emergency
    }

    /// The resources for `config`: its own lines when set, else the region's defaults.
    public init(config: MyndConfig.Safety, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let region = Self.region(setting: config.region, environment: environment)
        var resources = Self.defaults(region: region)
        let own = (config.resources ?? "").split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if !own.isEmpty {
            resources.lines = own
            resources.abuseLines = []
        }
        if let emergency = config.emergency?.trimmingCharacters(in: .whitespaces), !emergency.isEmpty {
            resources.emergency = emergency
        }
        self = resources
    }

    /// The two-letter region: the setting unless "auto", else the locale's country (`LC_ALL`, `LC_MESSAGES`,
    /// `LANG`, in POSIX order). nil when neither names one (`C`, `POSIX`, `C.UTF-8`).
    public static func region(setting: String, environment: [String: String]) -> String? {
        let trimmed = setting.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.lowercased() != "auto" { return trimmed.uppercased() }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let base = value.split(separator: ".").first.map(String.init) ?? value
            let parts = base.split(separator: "_")
            guard parts.count >= 2 else { return nil }
            let country = parts[1].split(separator: "@").first.map(String.init) ?? ""
            return country.count == 2 ? country.uppercased() : nil
        }
        return nil
    }

    /// The built-in list for `region` (nil or unknown: the general list).
    public static func defaults(region: String?) -> CrisisResources {
        let anywhere = "Anywhere else, findahelpline.com lists free, confidential lines in your country."
        switch region {
        case "US":
            return CrisisResources(
                lines: ["You can call or text 988, the Suicide and Crisis Lifeline, any time, day or night.",
                        "You can also text HOME to 741741 to reach the Crisis Text Line."],
                abuseLines: ["The National Domestic Violence Hotline is on 1-800-799-7233, or text START to 88788."],
                emergency: "911")
        case "CA":
            return CrisisResources(lines: ["You can call or text 988, the Suicide Crisis Helpline, any time, day or night."],
                                   emergency: "911")
        case "GB":
            return CrisisResources(
                lines: ["You can call Samaritans free on 116 123, any time, day or night.",
                        "You can also text SHOUT to 85258."],
                abuseLines: ["The National Domestic Abuse Helpline is free on 0808 2000 247, day or night."],
                emergency: "999")
        case "IE":
            return CrisisResources(lines: ["You can call Samaritans free on 116 123, any time, day or night.",
                                           "You can also text HELLO to 50808."],
                                   emergency: "112 or 999")
        case "AU":
            return CrisisResources(lines: ["You can call Lifeline on 13 11 14, any time, day or night."],
                                   abuseLines: ["1800RESPECT, on 1800 737 732, is there for family and domestic violence."],
                                   emergency: "000")
        case "NZ":
            return CrisisResources(lines: ["You can call or text 1737 to talk with a trained counsellor, any time."], emergency: "111")
        case "DE", "AT":
            return CrisisResources(lines: ["In Germany, TelefonSeelsorge is free on 0800 111 0 111, any time.", anywhere],
                                   emergency: "112")
        case "FR":
            return CrisisResources(lines: ["You can call 3114, the national suicide prevention line, any time.", anywhere], emergency: "112")
        default:
            return CrisisResources(
                lines: ["In the US and Canada, you can call or text 988, any time.",
                        "In the UK and Ireland, Samaritans are free on 116 123, day or night.", anywhere],
                emergency: "your local emergency number (911 or 112)")
        }
    }
}

@testable import MyndCore
import Testing

@Suite("Safety check")
struct SafetyCheckTests {
    let check = SafetyCheck.standard

    @Test("Every crisis phrasing is caught, with its kind")
    func crisisTable() {
        #expect(SafetyPhrasings.crisis.count >= 40)
        var missed: [String] = []
        for (text, kind) in SafetyPhrasings.crisis {
            let verdict = check.assess(text)
            if !verdict.isCrisis { missed.append(text) }
            #expect(verdict.kind == kind || !verdict.isCrisis, "\(text): \(String(describing: verdict.kind)) instead of \(kind)")
        }
        #expect(missed.isEmpty, "missed: \(missed)")
    }

    @Test("At most 5 % of the everyday phrasings are flagged")
    func everydayTable() {
        #expect(SafetyPhrasings.everyday.count >= 40)
        let flagged = SafetyPhrasings.everyday.filter { check.assess($0).isCrisis }
        let rate = Double(flagged.count) / Double(SafetyPhrasings.everyday.count)
        #expect(rate <= 0.05, "flagged \(flagged.count) of \(SafetyPhrasings.everyday.count): \(flagged)")
    }

    @Test("Transcriber spellings are folded before matching")
    func normalisation() {
        #expect(SafetyText.words("I'm gonna kill my self!") == ["i", "am", "going", "to", "kill", "myself"])
        #expect(SafetyText.words("don\u{2019}t want to be alive any more") == ["do", "not", "want", "to", "be", "alive", "anymore"])
        #expect(SafetyText.words("I can't, he won't") == ["i", "can", "not", "he", "will", "not"])
        #expect(SafetyText.words("Ravi's talk") == ["ravi", "talk"])
    }

    @Test("A firm pattern is not cancelled by an everyday exception; a plain one is")
    func firmPatterns() throws {
        let lists = try SafetyCheck(crisisList: "[self-harm]\n! want to hurt myself\nhurt myself\n", exceptionList: "hurt myself while\n")
        #expect(lists.assess("I want to hurt myself while everyone sleeps").isCrisis)
        #expect(!lists.assess("I hurt myself while running").isCrisis)
    }

    @Test("Malformed lists are refused with the line named")
    func malformed() {
        #expect(throws: PhraseListError.malformed(line: "a|| b")) { try SafetyCheck(crisisList: "[suicide]\na|| b", exceptionList: "") }
        #expect(throws: PhraseListError.unknownSection("sad")) { try SafetyCheck(crisisList: "[sad]\nx", exceptionList: "") }
        #expect(throws: PhraseListError.malformed(line: "kill myself")) { try SafetyCheck(crisisList: "kill myself", exceptionList: "") }
    }

    @Test("Someone else at risk is told apart from the speaker")
    func others() {
        #expect(check.assess("my dad wants to die").kind == .others)
        #expect(check.assess("i want to die").kind == .suicide)
    }
}

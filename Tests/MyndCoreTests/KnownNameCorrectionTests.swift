import Foundation
import Testing
@testable import MyndCore

/// The known-name correction applied to every transcript: misheard names the graph knows put back, everything else
/// left as the transcriber wrote it.
struct KnownNameCorrectionTests {
    static let known = ["Kwame", "Mateo Alvarez", "Yusuf", "Tomasz", "Siobhan", "Kofi", "Hannah", "Aleksandra", "Wei",
                        "Grace", "Garden Plan"]
    let correction = KnownNameCorrection(names: known)

    @Test("the sound key merges spellings of one sound and drops vowels")
    func soundKeys() {
        #expect(SoundKey.of("Kwame") == SoundKey.of("Quame"))
        #expect(SoundKey.of("Tomasz") == SoundKey.of("Thomas"))
        #expect(SoundKey.of("Yusuf") == SoundKey.of("Yousef"))
        #expect(SoundKey.of("Mateo") == SoundKey.of("Matteo"))
        #expect(SoundKey.of("Philip") == SoundKey.of("Filip"))
        #expect(SoundKey.of("Knox") == SoundKey.of("Nox"))
        #expect(SoundKey.of("Hannah") != SoundKey.of("Anna"), "an initial h before a vowel is kept")
        #expect(SoundKey.of("Kofi") != SoundKey.of("Chloe"))
        #expect(SoundKey.of("Zoë") == SoundKey.of("zoe"), "accents ignored")
        #expect(SoundKey.editDistance("kitten", "sitting") == 3)
        #expect(SoundKey.editDistance("", "abc") == 3)
    }

    @Test("misheard known names are put back as the graph spells them", arguments: [
        ("Remember to call Quame about the tickets.", "Remember to call Kwame about the tickets."),
        ("Matteo and Lucia invited us over.", "Mateo and Lucia invited us over."),
        ("Yousef recommended a good dentist.", "Yusuf recommended a good dentist."),
        ("Alexandra lost her keys again.", "Aleksandra lost her keys again."),
        ("dinner with alvares on friday", "dinner with Alvarez on friday"),
        ("remember to call kwa me about the tickets", "remember to call Kwame about the tickets"),
        ("had coffee with hannah this morning", "had coffee with Hannah this morning"),
        ("Quame's bike is fixed.", "Kwame's bike is fixed."),
    ])
    func putsBack(heard: String, expected: String) {
        let result = correction.correct(heard)
        #expect(result.text == expected)
        #expect(!result.changes.isEmpty)
    }

    @Test("everyday words, unknown names, short words and words inside words are left alone", arguments: [
        "Had coffee this morning and she wants to start running again.",  // coffee sounds like Kofi
        "I should send Shannon the photos from the wedding.",  // a name the graph does not know, not close enough
        "The garden needs more light before spring.",  // Garden Plan's words are everyday words
        "We went the other way.",  // Wei is short: "way" is an everyday word
        "Kwamena sent a card.",  // Kwame inside a longer word is not Kwame
        "Thomas keeps forgetting to water the plants.",  // Tomasz is known, but Thomas is a frequent English name
        "My quality time with the team.",
        "Call the vet about the cat.",
        "Mateo and Yusuf are coming.",  // already right
        "",
    ])
    func leavesAlone(text: String) {
        let result = correction.correct(text)
        #expect(result.text == text)
        #expect(result.changes.isEmpty)
    }

    @Test("other people's names and abbreviations are not made into known names", arguments: [
        "Camila is back from her trip.",  // Camille is known: another ending, another name
        "Margaret and I are coming.",  // Marguerite is known; Margaret is a frequent English name
        "Michael and Emily had a baby girl.",  // Michelle is known
        "Matt lent me his drill.",  // Matthew is known
        "Grandma Eleni's ninetieth is in January.",  // Elena is known
        "ask ffion to send me the photos",  // Fiona is known
        "sort out the school run swap with thanh",  // Tuan is known: two consonants, three letters off
        "book the car in for its MOT before the 20th",  // Mateo is known; MOT is an abbreviation
    ])
    func othersAreKept(text: String) {
        let names = KnownNameCorrection(names: ["Camille", "Marguerite", "Michelle", "Matthew", "Elena", "Fiona", "Tuan", "Mateo"])
        let result = names.correct(text)
        #expect(result.text == text)
        #expect(result.changes.isEmpty)
    }

    @Test("two known names as near as each other: nothing is changed")
    func ambiguousIsLeft() {
        let names = KnownNameCorrection(names: ["Mikel", "Mikal"])
        #expect(names.correct("Mikol called.").text == "Mikol called.")
        #expect(KnownNameCorrection(names: ["Mikel"]).correct("Mikol called.").text == "Mikel called.")
        // Heard for Emeka: one sound off Emeka, the same sound as Anika, as near to both in spelling.
        #expect(KnownNameCorrection(names: ["Emeka", "Anika"]).correct("Ineka found a cheaper phone plan.").changes.isEmpty)
        #expect(KnownNameCorrection(names: ["Anika"]).correct("Ineka found a cheaper phone plan.").text
            == "Anika found a cheaper phone plan.")
    }

    @Test("no known names: nothing to do")
    func empty() {
        let none = KnownNameCorrection(names: [])
        #expect(none.isEmpty)
        #expect(none.correct("Quame called.").text == "Quame called.")
        #expect(KnownNameCorrection(names: ["Grace", "Mark"]).isEmpty, "everyday words are never targets")
    }

    @Test("what changed is reported, heard as written")
    func changesAreReported() {
        let result = correction.correct("Quame and Yousef")
        #expect(result.changes == [.init(heard: "Quame", name: "Kwame"), .init(heard: "Yousef", name: "Yusuf")])
    }
}
